"""The book: what the site adds to the chapters' Markdown, and how links and pictures resolve.

- The landing page gets the table of chapters, grouped by part (title, what each searches, and
  how much that is for n = 8, as each chapter's solver reports it), and the site's navigation,
  one toctree a part, both made by contents.py from the book's model.
- Each chapter page gets its API entries (from Doxygen) and its index of chunks at the end;
  a chapter with a panel (docs/panels) gets it before them, on the site and not in the EPUB.
- The API page gets chapter 00's interface and every chapter's entry points.
- A picture ``pictures/NAME.svg`` in a chapter is the one committed in the chapter's folder,
  as on GitHub (tools/pictures draws it); with a title, ``![alt](pictures/NAME.svg "Caption")``
  alone in its paragraph, it becomes a figure with that caption.
- Links between chapters are the GitHub ones (``../05-backtracking/README.md``); a link to a
  file of the repository that is not a page (a source file) reads as plain text; any other link
  that leads nowhere, a chapter the model does not have included, is an error.
- Debian's Furo gets the two files it expects a web server to supply (see finish_theme).
"""

from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging

import contents

logger = logging.getLogger(__name__)

PICTURES = "pictures/"


# --- Facts about the chapters -------------------------------------------------------------


class Book:
    """The chapters, as the book's model describes them, and what their solvers say."""

    def __init__(self, config: dict[str, Any]) -> None:
        self.config = config
        self.repository = Path(config["repository"])
        self.stage = Path(config["stage"])
        self.model = contents.load(config["model"])
        self.solvers = self._read_solvers()

    def _read_solvers(self) -> dict[int, dict[str, Any]]:
        """Each chapter's main solver (no variant), else its first."""
        facts = Path(self.config["work"]) / "facts" / "solvers.json"
        main: dict[int, dict[str, Any]] = {}
        for solver in json.loads(facts.read_text(encoding="utf-8")) if facts.is_file() else []:
            if solver["chapter"] not in main or (main[solver["chapter"]]["variant"] and not solver["variant"]):
                main[solver["chapter"]] = solver
        return main


def _book(app: Sphinx) -> Book:
    """The facts, read once per build."""
    if not hasattr(app, "queens_book_facts"):
        app.queens_book_facts = Book(app.config.queens_book)
    return app.queens_book_facts


# --- Doxygen XML: which chapters have documented entries ------------------------------------

# Each kind of entry Doxygen documents: its role in Sphinx's C++ domain, and Breathe's directive.
KINDS = {"function": ("cpp:func", "doxygenfunction"), "typedef": ("cpp:type", "doxygentypedef"),
         "enum": ("cpp:enum", "doxygenenum"), "variable": ("cpp:var", "doxygenvariable"),
         "class": ("cpp:class", "doxygenclass"), "struct": ("cpp:struct", "doxygenstruct")}


def _documented(app: Sphinx) -> dict[str, list[dict[str, str]]]:
    """Per namespace, the entries Doxygen documents: kind, qualified name, brief (Markdown)."""
    if hasattr(app, "queens_documented"):
        return app.queens_documented
    import xml.etree.ElementTree as ElementTree

    xml_dir = Path(app.config.queens_book["doxygen_xml"])
    found: dict[str, list[dict[str, str]]] = {}
    index = xml_dir / "index.xml"
    if index.is_file():
        for compound in ElementTree.parse(index).getroot().findall("compound"):
            if compound.get("kind") != "namespace":
                continue
            namespace = compound.findtext("name") or ""
            if namespace != "queens" and not namespace.startswith("queens::"):
                continue
            tree = ElementTree.parse(xml_dir / f"{compound.get('refid')}.xml").getroot()
            entries = []
            for inner in tree.iter("innerclass"):
                name = inner.text or ""
                compound_file = xml_dir / f"{inner.get('refid')}.xml"
                if not compound_file.is_file():
                    continue
                definition = ElementTree.parse(compound_file).getroot().find("compounddef")
                kind = definition.get("kind", "class") if definition is not None else "class"
                brief = definition.find("briefdescription") if definition is not None else None
                entries.append({"kind": kind if kind in KINDS else "class", "name": name, "args": "",
                                "brief": _markdown_of(brief)})
            members = [member for member in tree.iter("memberdef")
                       if member.get("kind", "") in KINDS]
            names = [member.findtext("name") or "" for member in members]
            for member, name in zip(members, names):
                entries.append({"name": f"{namespace}::{name}",
                                "kind": member.get("kind", ""),
                                "args": (member.findtext("argsstring") or "")
                                if names.count(name) > 1 else "",
                                "brief": _markdown_of(member.find("briefdescription"))})
            if entries:
                found[namespace] = entries
    app.queens_documented = found
    return found


def _escape_markdown(text: str) -> str:
    return re.sub(r"([\\`*_{}\[\]<>()#+!|~%$&])", r"\\\1", text)


def _markdown_of(element: Any) -> str:
    """A Doxygen description as one line of Markdown: text, and code as code."""
    if element is None:
        return ""
    pieces: list[str] = []

    def walk(node: Any) -> None:
        if node.tag == "computeroutput":
            code = "".join(node.itertext())
            fence = "``" if "`" in code else "`"
            pieces.append(f"{fence}{code}{fence}")
        else:
            pieces.append(_escape_markdown(node.text or ""))
            for child in node:
                walk(child)
        if node is not element:
            pieces.append(_escape_markdown(node.tail or ""))

    walk(element)
    return " ".join("".join(pieces).split())


def _slug(title: str) -> str:
    """The anchor MyST gives a heading (the GitHub rule)."""
    return re.sub(r"[^\w\- ]", "", title.strip().lower().replace(" ", "-"))


# --- Generated Markdown: the landing page, the API page, the end of each chapter -------------


def _toctree(app: Sphinx) -> str:
    book = _book(app)
    reference = []
    if (book.stage / "measurements.md").is_file():
        reference.append("measurements")
    reference.append("api")
    if (book.stage / "labs.md").is_file():
        reference.append("labs")
    if (book.stage / "tools" / "tangle" / "README.md").is_file():
        reference.append("tools/tangle/README")
    return contents.navigation(book.model, reference)


def _labs_table(model: dict[str, Any]) -> str:
    """Each chapter with a lab: its chunks, linked, and how many lines the book's own take."""
    rows = ["| Chapter | The lab's chunks | Lines |", "|---|---|---|"]
    for chapter in model["chapters"]:
        labs = [(chunk["name"], definition) for chunk in chapter["chunks"]
                for definition in chunk["definitions"] if definition.get("lab")]
        if not labs:
            continue
        names = ", ".join(f"`<<{name}>>`" for name, _ in labs)
        lines = sum(definition["end"] - definition["line"] for _, definition in labs)
        rows.append(f"| [{contents.label(chapter)}]({chapter['markdown']}) | {names} | {lines} |")
    return "\n".join(rows) + "\n"


def _api_page(app: Sphinx) -> str:
    """Chapter by chapter, each documented entry of the chapter's namespace, in full."""
    book = _book(app)
    parts = []
    for chapter in book.model["chapters"]:
        entries = _documented(app).get(chapter["namespace"], [])
        if not entries:
            continue
        parts.append(f"## {contents.label(chapter)}\n\n"
                     f"Declared in [the chapter]({chapter['markdown']}).\n")
        for entry in entries:
            directive = KINDS[entry["kind"]][1]
            target = entry["name"] + entry["args"]
            options = ":members:\n" if entry["kind"] in ("class", "struct") else ""
            parts.append(f"```{{{directive}}} {target}\n{options}```\n")
    return "\n".join(parts)


def _optional_figure(app: Sphinx, line: str) -> str:
    """``% book:optional-figure NAME.svg Caption``: the figure, if the build drew it."""
    _, _, rest = line.partition("book:optional-figure")
    name, _, caption = rest.strip().partition(" ")
    if not (_book(app).stage / "pictures" / name).is_file():
        return ""
    return f"\n```{{figure}} /pictures/{name}\n:alt: {caption}\n\n{caption}\n```\n"


def _epub_link(app: Sphinx) -> str:
    """On the site, where the build made it, a line that offers the EPUB."""
    if app.builder.name != "html" or not app.config.html_extra_path:
        return ""
    return ("The whole book is also an e-book, for an e-reader: "
            '<a href="queens.epub" download>queens.epub</a> (EPUB 3, the same pages without '
            "the panels).\n")


def _depend_on(app: Sphinx, *paths: Path) -> None:
    """Reread the current page when one of these files changes (or appears)."""
    for path in paths:
        app.env.note_dependency(str(path))


def read_source(app: Sphinx, docname: str, source: list[str]) -> None:
    text = source[0]
    book = _book(app)
    if docname == "index":
        _depend_on(app, Path(app.config.queens_book["work"]) / "facts" / "solvers.json",
                   Path(app.config.queens_book["model"]),
                   book.stage / "tools" / "tangle" / "README.md")
        text = text.replace("% book:chapters\n", contents.contents_table(book.model, book.solvers))
        text = text.replace("% book:contents\n", _toctree(app))
        text = text.replace("% book:epub\n", _epub_link(app))
        text = re.sub(r"^% book:optional-figure .*$",
                      lambda match: _optional_figure(app, match.group(0)), text, flags=re.M)
    elif docname == "labs":
        _depend_on(app, Path(app.config.queens_book["model"]))
        text = text.replace("% book:labs\n", _labs_table(book.model))
    elif docname == "api":
        xml_dir = Path(app.config.queens_book["doxygen_xml"])
        _depend_on(app, *sorted(xml_dir.glob("namespace*.xml")), xml_dir / "index.xml")
        text = text.replace("% book:api\n", _api_page(app))
    elif docname in book.model["appendix_by_page"]:
        text = text.rstrip("\n") + "\n" + _appendix_end(book.model["appendix_by_page"][docname])
    else:
        chapter = book.model["by_page"].get(docname)
        if chapter:
            xml_name = "namespace" + chapter["namespace"].replace("::", "_1_1")
            _depend_on(app, Path(app.config.queens_book["doxygen_xml"]) / f"{xml_name}.xml")
            text = text.rstrip("\n") + "\n" + _chapter_end(app, chapter)
    source[0] = text


PANEL_INTRO = """
## Run it here

The code of this chapter, tangled from this page and compiled to WebAssembly, runs below in
your browser, on one thread. Pick a solver, what it should do and a board size: it answers with
the count, the first solutions or a solution, the work the solver reports (what
`queens count --stats` prints) and the time it took here. The largest board offered is the
largest the shared suite runs for that solver, so a run takes at most a few seconds.
"""

PANEL_WITHOUT_SCRIPT = (
    "<p>The panel needs JavaScript. With it off the chapter reads as it is, and the "
    "<code>queens</code> command runs the same code: <code>queens count {number} 8</code>.</p>")

NO_PANEL = """
## Run it here

This copy of the book was built without Emscripten, so this page has no panel to run the
chapter's code in the browser. `tools/setup.sh` installs Debian's `emscripten` package, and the
next build of the site adds the panel.
"""


def _panel(app: Sphinx, chapter: dict[str, Any]) -> str:
    """The panel of a chapter that has one (book.json's panel_chapters), or what to install to
    get it."""
    number, id, book = chapter["number"], chapter["id"], _book(app).config
    if app.builder.name == "epub" or id not in book.get("panel_chapters", []):
        return ""
    if not book.get("panels"):
        return NO_PANEL
    without = PANEL_WITHOUT_SCRIPT.format(number=number)
    return (PANEL_INTRO + "\n```{raw} html\n"
            f'<div class="queens-panel" data-script="../../_static/{id}.js" '
            f'data-factory="queens_panel_{id}">\n'
            '<p class="queens-panel-loading">Loading the chapter\'s code…</p>\n'
            f"<noscript>{without}</noscript>\n</div>\n```\n")


def _appendix_end(chapter: dict[str, Any]) -> str:
    """An appendix ends with the index of the chunks it defines, when it defines any."""
    appendix = chapter["appendix"]["markdown"]
    defines = any(definition["markdown"] == appendix
                  for chunk in chapter["chunks"] for definition in chunk["definitions"])
    return "\n## Index of chunks\n\n```{chunk-index}\n```\n" if defines else ""


def _chapter_end(app: Sphinx, chapter: dict[str, Any]) -> str:
    end = _panel(app, chapter)
    entries = _documented(app).get(chapter["namespace"], [])
    if entries:
        anchor = _slug(contents.label(chapter))
        end += ("\n## API\n\nWhat this chapter declares for other code to use; "
                f"[the API reference](../../api.md#{anchor}) has it in full.\n\n")
        for entry in entries:
            brief = f": {entry['brief']}" if entry["brief"] else ""
            end += f"- {{{KINDS[entry['kind']][0]}}}`{entry['name']}`{brief}\n"
    if chapter["chunks"]:
        end += "\n## Index of chunks\n\n```{chunk-index}\n```\n"
    return end


# --- Pictures --------------------------------------------------------------------------------


class PictureFigures(SphinxTransform):
    """``pictures/NAME`` with a title, alone in its paragraph, is a figure with a caption."""

    default_priority = 205

    def apply(self, **kwargs: Any) -> None:
        for image in list(self.document.findall(nodes.image)):
            if not image["uri"].startswith(PICTURES):
                continue
            title = image.get("title")
            parent = image.parent
            if title and isinstance(parent, nodes.paragraph) and len(parent) == 1:
                figure = nodes.figure("", classes=["book-picture"])
                image.parent.remove(image)
                figure += image
                figure += nodes.caption(title, title)
                parent.replace_self(figure)


# --- Links -----------------------------------------------------------------------------------


def missing_reference(app: Sphinx, env: Any, node: Any, contnode: nodes.Element) -> Any:
    """Links that are right on GitHub but have no page on the site."""
    target = node.get("reftarget", "")
    if node.get("refdomain") not in (None, "") or not target or "://" in target:
        return None
    path = target.split("#", 1)[0]
    if not path:
        return None
    refdoc = node.get("refdoc", env.docname)
    repo_path = posixpath.normpath(posixpath.join(posixpath.dirname(refdoc), path))
    book = _book(app)
    # The landing page, or a chapter's Markdown or its folder, which GitHub shows as its README.
    chapter = next((chapter for chapter in book.model["chapters"]
                    if repo_path in (chapter["markdown"], posixpath.dirname(chapter["markdown"]))), None)
    appendix = next((chapter for chapter in book.model["chapters"] if chapter.get("appendix")
                     and repo_path == chapter["appendix"]["markdown"]), None)
    page = "index" if repo_path in ("README.md", "chapters/README.md", "chapters") else \
        contents.page(chapter) if chapter else contents.appendix_page(appendix) if appendix else None
    if page:
        uri = app.builder.get_relative_uri(refdoc, page)
        return nodes.reference("", "", contnode, internal=True, refuri=uri)
    if not repo_path.startswith("..") and (book.repository / repo_path).exists():
        return nodes.inline("", "", contnode, classes=["repository-file"])
    return None


# --- The EPUB --------------------------------------------------------------------------------


class UniqueIds(SphinxPostTransform):
    """An EPUB page is XHTML, where an id may appear once: Breathe gives every class's section
    titles the same ids, so the second and later ones get a number."""

    default_priority = 900
    builders = ("epub",)

    def run(self, **kwargs: Any) -> None:
        seen: set[str] = set()
        for node in self.document.findall(nodes.Element):
            ids = []
            for identifier in node["ids"]:
                unique, number = identifier, 1
                while unique in seen:
                    number += 1
                    unique = f"{identifier}-{number}"
                seen.add(unique)
                ids.append(unique)
            node["ids"] = ids


# --- Debian's Furo ----------------------------------------------------------------------------


def finish_theme(app: Sphinx, exception: Exception | None) -> None:
    """Makes Debian's Furo work from any folder, file:// included.

    Debian ships Furo's sources rather than its bundle: furo.js starts with an ES module
    ``import`` of gumshoe (a syntax error in the classic script the page loads), and furo.css
    starts with ``@import url(/javascript/normalize.css/normalize.css)``, a path only a web
    server with Debian's javascript-common alias answers. Here the built copies get the two
    files inlined, as the upstream bundle has them.
    """
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    script = static / "scripts" / "furo.js"
    gumshoe = static / "scripts" / "gumshoe-patched.js"
    if script.is_file() and gumshoe.is_file():
        text = script.read_text(encoding="utf-8")
        import_line = re.compile(r'^import Gumshoe from "\./gumshoe-patched\.js";\n', re.M)
        if import_line.search(text):
            text = gumshoe.read_text(encoding="utf-8") + "\n" + import_line.sub("", text)
            script.write_text(text, encoding="utf-8")
    style = static / "styles" / "furo.css"
    if style.is_file():
        text = style.read_text(encoding="utf-8")
        debian_import = re.compile(r"@import url\((/javascript/[^)]+)\);")
        match = debian_import.search(text)
        if match:
            inlined = Path("/usr/share") / match.group(1).lstrip("/")
            replacement = inlined.read_text(encoding="utf-8") if inlined.is_file() else ""
            style.write_text(text[:match.start()] + replacement + text[match.end():],
                             encoding="utf-8")


def add_panel_script(app: Sphinx) -> None:
    """The panels' script, on the site's pages (an e-book has no panels)."""
    if app.builder.name == "html":
        app.add_js_file("panel.js")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_config_value("queens_book", {}, "env")
    app.connect("builder-inited", add_panel_script)
    app.connect("source-read", read_source)
    app.connect("missing-reference", missing_reference)
    app.add_transform(PictureFigures)
    app.add_post_transform(UniqueIds)
    app.connect("build-finished", finish_theme)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
