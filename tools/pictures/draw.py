#!/usr/bin/python3
"""Draws the book's pictures, and keeps the ones the chapters show committed in their folders.

    tools/pictures/draw.py update BUILD/docs/book.json    rewrites the committed pictures
    tools/pictures/draw.py check BUILD/docs/book.json     fails unless they are what is drawn

draw() is the one way the pictures are drawn, here and for the site (docs/prepare.py):
queens_pictures writes them into a folder, Graphviz's `dot -Tsvg` turns each graph (NAME.dot)
into NAME.svg, and every SVG loses its document type, which names an external DTD that no browser
reads and an EPUB may not have.

The committed pictures are exactly those a chapter's Markdown shows (`](pictures/NAME)` in its
README.md or APPENDIX.md, outside code), each as drawn into its folder's `pictures/`. `update`
writes them there and removes every other file of that folder; `check` (CTest's
pictures.committed) names each file that `update` would change, and each picture shown that
nothing draws, and fails. BUILD/docs/book.json, which configure writes, names queens_pictures,
Graphviz, the repository and the book's model.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

SVG_DOCTYPE = re.compile(rb"<!DOCTYPE svg[^>]*>\s*")
SHOWN = re.compile(r"\]\(pictures/([^\s)\"]+)")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


class Failure(Exception):
    pass


def run(command: list[str], what: str) -> None:
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        raise Failure(f"{what} failed ({' '.join(command)}):\n{result.stdout}")
    if result.stdout.strip():
        print(result.stdout.rstrip())


def without_doctype(data: bytes) -> bytes:
    return SVG_DOCTYPE.sub(b"", data)


def draw(tool: str, dot: str, folder: Path) -> None:
    """Every picture, drawn into `folder`: the book's own at its top (with solvers.json), each
    chapter's in chapters/NN-name/pictures/; each graph also as SVG, and no SVG with a doctype."""
    run([tool, str(folder)], "Drawing the pictures (tools/pictures)")
    for graph in sorted(folder.rglob("*.dot")):
        run([dot, "-Tsvg", "-o", str(graph.with_suffix(".svg")), str(graph)],
            f"Graphviz on {graph.relative_to(folder)}")
    for svg in sorted(folder.rglob("*.svg")):
        data = svg.read_bytes()
        if SVG_DOCTYPE.search(data):
            svg.write_bytes(without_doctype(data))


def shown(markdown: str) -> list[str]:
    """The pictures a chapter's Markdown shows, `pictures/NAME` relative to its folder."""
    names: list[str] = []
    fence = ""
    for line in markdown.splitlines():
        opening = FENCE.match(line)
        if fence:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence) \
                    and not line.strip()[len(opening.group(1)):].strip():
                fence = ""
            continue
        if opening:
            fence = opening.group(1)
            continue
        names += [name for name in SHOWN.findall(line) if name not in names]
    return names


def wanted(drawn: Path, repository: Path, model: dict) -> tuple[dict[str, bytes], list[str]]:
    """What the chapters' picture folders must hold (repository path -> bytes), and the pictures
    a chapter shows that nothing drew."""
    files: dict[str, bytes] = {}
    undrawn: list[str] = []
    for chapter in model["chapters"]:
        folder = Path(chapter["markdown"]).parent
        pages = [chapter["markdown"]]
        if chapter.get("appendix"):
            pages.append(chapter["appendix"]["markdown"])
        for page in pages:
            source = repository / page
            if not source.is_file():
                continue
            for name in shown(source.read_text(encoding="utf-8")):
                path = (folder / "pictures" / name).as_posix()
                picture = drawn / path
                if picture.is_file():
                    files[path] = picture.read_bytes()
                else:
                    undrawn.append(f"{path} (shown by {page}; no pictures.cpp draws it)")
    return files, undrawn


def committed(repository: Path, model: dict) -> dict[str, bytes]:
    """Every file now in the chapters' picture folders."""
    files: dict[str, bytes] = {}
    for chapter in model["chapters"]:
        folder = repository / Path(chapter["markdown"]).parent / "pictures"
        for path in sorted(folder.rglob("*")) if folder.is_dir() else []:
            if path.is_file():
                files[path.relative_to(repository).as_posix()] = path.read_bytes()
    return files


def main() -> int:
    if len(sys.argv) != 3 or sys.argv[1] not in ("update", "check"):
        print("usage: draw.py update|check BUILD/docs/book.json", file=sys.stderr)
        return 2
    action, book = sys.argv[1], Path(sys.argv[2]).resolve()
    config = json.loads(book.read_text(encoding="utf-8"))
    repository = Path(config["repository"])
    model = json.loads(Path(config["model"]).read_text(encoding="utf-8"))
    update = f"{repository / 'tools' / 'pictures' / 'update.sh'} {book.parent.parent}"
    with tempfile.TemporaryDirectory(prefix="queens-pictures-") as scratch:
        try:
            draw(config["pictures_tool"], config["dot"], Path(scratch))
        except Failure as failure:
            print(f"draw.py: {failure}", file=sys.stderr)
            return 1
        files, undrawn = wanted(Path(scratch), repository, model)
    now = committed(repository, model)
    changed = sorted(path for path, data in files.items() if now.get(path) != data)
    stale = sorted(path for path in now if path not in files)
    if action == "update":
        for path in changed:
            (repository / path).parent.mkdir(parents=True, exist_ok=True)
            (repository / path).write_bytes(files[path])
        for path in stale:
            (repository / path).unlink()
        for chapter in model["chapters"]:
            folder = repository / Path(chapter["markdown"]).parent / "pictures"
            for empty in sorted(folder.rglob("*"), reverse=True) + [folder] if folder.is_dir() else []:
                if empty.is_dir() and not any(empty.iterdir()):
                    empty.rmdir()
        print(f"draw.py: {len(files)} pictures committed in the chapters' folders: "
              f"{len(changed)} written, {len(stale)} removed")
    else:
        for path in changed:
            print(f"{path}: {'differs from the drawing' if path in now else 'missing'}")
        for path in stale:
            print(f"{path}: no chapter shows it")
        if changed or stale:
            count = len(changed) + len(stale)
            print(f"{count} {'file' if count == 1 else 'files'} of the chapters' pictures/ folders "
                  f"not what the build draws; rewrite them with:\n  {update}")
    for line in undrawn:
        print(f"not drawn: {line}")
    return 1 if undrawn or (action == "check" and (changed or stale)) else 0


if __name__ == "__main__":
    sys.exit(main())
