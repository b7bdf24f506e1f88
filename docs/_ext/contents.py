"""The book's model, as the tangler writes it (`tangle --model`), and the contents made from it.

The site's extensions read the chapters through this module: their numbers, folders, titles and
parts come from the model, never from the Markdown again. The contents are made here and
nowhere else: the landing page's table of chapters grouped by part, and the site's navigation,
one toctree a part with the part's title as its caption.

Run on its own, it prints both for a model, as the site would show them (the new-chapter test
reads that):

    python3 docs/_ext/contents.py BUILD/model.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

Model = dict[str, Any]


def load(path: str | Path) -> Model:
    """The model, with `by_page` added: each chapter under its page's document name, and
    `appendix_by_page`: each chapter that has an appendix under the appendix's page."""
    model: Model = json.loads(Path(path).read_text(encoding="utf-8"))
    model["by_page"] = {page(chapter): chapter for chapter in model["chapters"]}
    model["appendix_by_page"] = {appendix_page(chapter): chapter
                                 for chapter in model["chapters"] if chapter.get("appendix")}
    return model


def groups(model: Model) -> list[tuple[str, list[Model]]]:
    """The chapters in order, grouped by the model's parts; those before the first part have ''."""
    by_id = {chapter["id"]: chapter for chapter in model["chapters"]}
    parts = [(part["title"], [by_id[id] for id in part["chapters"]]) for part in model["parts"]]
    before = [chapter for chapter in model["chapters"] if not chapter["part"]]
    return ([("", before)] if before else []) + parts


def label(chapter: Model) -> str:
    """`05 Backtracking: back up at the first clash`."""
    return f"{chapter['folder'][:2]} {chapter['title']}"


def page(chapter: Model) -> str:
    """The chapter's page on the site, as a document name: its Markdown's path without `.md`."""
    return chapter["markdown"].removesuffix(".md")


def appendix_page(chapter: Model) -> str | None:
    """The page of the chapter's appendix, or None when it has none."""
    appendix = chapter.get("appendix")
    return appendix["markdown"].removesuffix(".md") if appendix else None


def pages(chapter: Model) -> list[str]:
    """The chapter's pages: its own, then its appendix's when it has one."""
    return [page(chapter)] + ([appendix_page(chapter)] if chapter.get("appendix") else [])


def page_of(markdown: str) -> str:
    """The page of a Markdown file the model names (a chapter or an appendix)."""
    return markdown.removesuffix(".md")


def contents_table(model: Model, solvers: dict[int, dict[str, Any]]) -> str:
    """The landing page's table: each chapter under its part, with what its main solver says it
    searches and how much that is for n = 8 (measured where the shared suite runs n = 8 for
    that chapter, else the solver's own estimate)."""
    rows = ["| Chapter | What it searches | For *n* = 8 |", "| --- | --- | --- |"]
    for part, chapters in groups(model):
        if part:
            rows.append(f"| **{part}** | | |")
        for chapter in chapters:
            solver = solvers.get(chapter["number"], {})
            searches = solver.get("space") or ""
            amount = solver.get("work_8") or solver.get("workload_8") or "—"
            rows.append(f"| [{label(chapter)}]({page(chapter)}.md) | {searches} | {amount} |")
    return "```{container} book-chapters\n" + "\n".join(rows) + "\n```\n"


def toctree(entries: list[str], caption: str = "") -> str:
    options = ":hidden:\n:maxdepth: 2\n" + (f":caption: {json.dumps(caption)}\n" if caption else "")
    return "```{toctree}\n" + options + "\n" + "\n".join(entries) + "\n```\n"


APPENDICES = "Appendices: the workshop of each chapter"


def navigation(model: Model, reference: list[str]) -> str:
    """The site's navigation: a toctree for the chapters before the first part, one for each
    part with its title as the caption, one for the chapters' appendices, and one for the
    reference pages."""
    trees = [toctree([page(chapter) for chapter in chapters], part)
             for part, chapters in groups(model)]
    appendices = [appendix_page(chapter) for chapter in model["chapters"] if chapter.get("appendix")]
    if appendices:
        trees.append(toctree(appendices, APPENDICES))
    if reference:
        trees.append(toctree(reference, "Reference"))
    return "\n".join(trees)


def main(arguments: list[str]) -> int:
    if len(arguments) != 1:
        print("usage: contents.py MODEL.json", file=sys.stderr)
        return 2
    model = load(arguments[0])
    print(contents_table(model, {}))
    print(navigation(model, []))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
