"""Weaving: the chapters' chunks as a reader sees them on the site.

The tangler (tools/tangle) turns a chapter's code blocks into C++; this extension turns the
same blocks into pages a reader can navigate, as noweb's weave and Knuth's CWEB do:

- a block whose first line is ``<<name>>=`` loses that line and gets a caption instead,
  ``<<name>>=`` for the first definition and ``<<name>>+=`` for one that continues it, with an
  anchor (``#chunk-name``, ``#chunk-name-2`` for the second part, and so on);
- every line of a block that is only ``<<name>>`` becomes a link to that chunk's definition,
  in the same chapter first, else in the one chapter that defines it;
- under each definition, a line says where the chunk is used and where it is continued;
- at the end of each chapter, an index of its chunks.

Which blocks define chunks, and which of their lines are references, is not read here again:
the book's model (``tangle --model``, read through contents.py) says where each chunk is defined
and used, and which names the illustrations mention, by Markdown line. MyST finds the fences and
tells each block's line; this extension only matches those lines with the model's. A block the
model does not list as a definition is an illustration. What remains read here is inline code
that is exactly ``<<name>>`` in prose, linked when a chapter defines that name.

Syntax highlighting survives: the HTML writer hands Pygments the block with each reference
replaced by a plain identifier, and puts the link where the identifier comes out. Pygments never
sees a chunk name, so ``<<don't panic>>`` cannot break the lexer, and the block's ``rawsource``
stays equal to its text, which is what Sphinx needs to highlight it at all.
"""

from __future__ import annotations

import html
import re
from collections import defaultdict
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.transforms import SphinxTransform
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.writers.html5 import HTML5Translator

import contents

logger = logging.getLogger(__name__)


# --- The chunks of every chapter, from the book's model -----------------------------------


def anchor_for(name: str) -> str:
    """The readable part of a chunk's anchor: ``Place a queen`` -> ``place-a-queen``."""
    slug = re.sub(r"[^0-9a-z]+", "-", name.lower()).strip("-")
    return "chunk-" + (slug or "unnamed")


class Web:
    """Every chapter's chunks, as the book's model lists them: each definition with its part
    and anchor, the chunk each reference line names, where each chunk is used, and how a
    reference resolves, in the same chapter first, else in the first chapter that defines it."""

    def __init__(self, model: dict[str, Any]) -> None:
        # A chapter and its appendix are one web: its chunks, their parts and their users are
        # kept under the chapter's page, and each part knows the page it stands on.
        self.parts: dict[tuple[str, str], list[dict[str, Any]]] = {}
        self.headers: dict[tuple[str, int], dict[str, Any]] = {}
        self.references: dict[str, dict[int, str]] = {}
        self.chapter_of: dict[str, str] = {}
        self.defining_docs: dict[str, list[str]] = defaultdict(list)
        self.uses: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
        chapters = [(contents.page(chapter), chapter) for chapter in model["chapters"]]
        for web, chapter in chapters:
            for page in contents.pages(chapter):
                self.chapter_of[page] = web
                self.references[page] = {}
            for mention in chapter["mentions"]:
                self.references[self._page(mention)][mention["line"]] = mention["name"]
            taken: set[str] = set()
            for chunk in chapter["chunks"]:
                name = chunk["name"]
                for use in chunk["uses"]:
                    self.references[self._page(use)][use["line"]] = name
                if chunk["definitions"]:
                    self.defining_docs[name].append(web)
                parts = self.parts[(web, name)] = []
                for part, where in enumerate(chunk["definitions"], start=1):
                    anchor = anchor_for(name) + ("" if part == 1 else f"-{part}")
                    while anchor in taken:
                        anchor += "-x"
                    taken.add(anchor)
                    page = self._page(where)
                    parts.append({"name": name, "part": part, "anchor": anchor, "page": page,
                                  "file": chunk["file"], "line": where["line"],
                                  "end": where["end"], "lab": where.get("lab", False)})
                    self.headers[(page, where["line"])] = parts[-1]
        for web, chapter in chapters:
            for chunk in chapter["chunks"]:
                target = self.resolve(web, chunk["name"])
                users = self.uses[(self.chapter_of[target["page"]], chunk["name"])] \
                    if target else []
                for use in sorted(chunk["uses"], key=lambda use: (use.get("markdown", ""), use["line"])):
                    page = self._page(use)
                    user = next(part for part in self.parts[(web, use["in"])]
                                if part["page"] == page and part["line"] < use["line"] <= part["end"])
                    if user not in users:
                        users.append(user)

    def _page(self, where: dict[str, Any]) -> str:
        return contents.page_of(where["markdown"])

    def resolve(self, docname: str, name: str) -> dict[str, Any] | None:
        """The first part of the definition of ``name`` that a reference in ``docname`` means:
        in the same chapter (or the chapter whose appendix it is) first, else in the first
        chapter that defines it."""
        web = self.chapter_of.get(docname, docname)
        docs = [web] if self.parts.get((web, name)) else self.defining_docs.get(name)
        return self.parts[(docs[0], name)][0] if docs else None

    def parts_of(self, docname: str, name: str) -> list[dict[str, Any]]:
        """Every part of the chunk ``name`` of the chapter ``docname`` belongs to."""
        return self.parts.get((self.chapter_of.get(docname, docname), name), [])

    def users_of(self, docname: str, name: str) -> list[dict[str, Any]]:
        """The parts that use the chunk ``name`` of the chapter ``docname`` belongs to."""
        return self.uses.get((self.chapter_of.get(docname, docname), name), [])

    def references_from(self, docname: str, first_line: int, count: int) -> list[list[Any]]:
        """``[index, name]`` of each reference among ``count`` lines from ``first_line``."""
        references = self.references[docname]
        return [[index, references[first_line + index]] for index in range(count)
                if first_line + index in references]


_webs: dict[str, Web] = {}


def web_of(app: Sphinx) -> Web:
    """The web of the book's model that this build reads, made once."""
    path = app.config.queens_book["model"]
    if path not in _webs:
        _webs[path] = Web(contents.load(path))
    return _webs[path]


# --- Nodes that are filled in once every chapter has been read ---------------------------


class chunk_xref(nodes.General, nodes.Element):
    """Placeholder under a definition: becomes its "used in" / "continued in" line."""


class chunk_index(nodes.General, nodes.Element):
    """Placeholder for the chapter's index of chunks."""


def _unwritten(self: Any, node: nodes.Element) -> None:
    raise nodes.SkipNode


# --- Reading: captions and anchors ---------------------------------------------------------


class WeaveChunks(SphinxTransform):
    """Turns chunk definitions into captioned, anchored blocks."""

    default_priority = 210

    def apply(self, **kwargs: Any) -> None:
        docname = self.env.docname
        web = web_of(self.app)
        if docname not in web.references:
            return  # no chapter: a page that shows chunk syntax as it is (the tangler's manual)
        self.env.note_dependency(self.config.queens_book["model"])  # read again when it changes
        woven = 0
        for block in list(self.document.findall(nodes.literal_block)):
            if block.rawsource != block.astext() or not block.line:
                continue  # a parsed literal, or a block not written in the Markdown: not code
            lines = block.astext().split("\n")
            first_line = block.line + 1  # MyST gives the fence's line; the text starts below
            definition = web.headers.get((docname, first_line))
            if definition is None:
                references = web.references_from(docname, first_line, len(lines))
                if references:
                    block["chunk_refs"] = references
                continue

            woven += 1
            name, part, anchor = definition["name"], definition["part"], definition["anchor"]
            if anchor in self.document.ids:
                logger.warning("the anchor of <<%s>> is taken by a heading", name,
                               location=block, type="weave", subtype="anchor")
            body = "\n".join(lines[1:])
            code = nodes.literal_block(body, body)
            for attribute in ("language", "linenos", "highlight_args", "force", "classes"):
                if attribute in block:
                    code[attribute] = block[attribute]
            code.source = block.source
            code.line = (block.line or 0) + 1
            references = web.references_from(docname, first_line + 1, len(lines) - 1)
            if references:
                code["chunk_refs"] = references

            sign = "=" if part == 1 else "+="
            caption_text = f"<<{name}>>{sign}"
            caption = nodes.caption(caption_text, "")
            caption += nodes.literal(caption_text, caption_text, classes=["chunk-name"])
            classes = ["literal-block-wrapper", "chunk-definition"]
            if definition["lab"]:
                # The lab of the chapter: what a student edition leaves to the student (labs.md).
                caption += nodes.inline(" this is the lab of the chapter",
                                        " this is the lab of the chapter", classes=["chunk-lab"])
                classes.append("chunk-lab-definition")
            container = nodes.container("", caption, code, literal_block=True, classes=classes)
            container["ids"].append(anchor)
            container.source, container.line = block.source, block.line
            self.document.ids[anchor] = container
            block.replace_self([container, chunk_xref("", chunk_name=name, chunk_part=part)])
        listed = sum(1 for page, _ in web.headers if page == docname)
        if woven != listed:
            logger.warning("the page has %d of the %d chunk definitions the book's model lists: "
                           "the model is older than the page (configure again)",
                           woven, listed, location=self.document, type="weave", subtype="model")


class ChunkIndexDirective(SphinxDirective):
    """``{chunk-index}``: the index of the chunks this document defines."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        return [chunk_index("")]


# --- Resolving: links, "used in", "continued in", the index ------------------------------


def _uri_of(app: Sphinx, from_doc: str, definition: dict[str, Any]) -> str:
    """The address of a part of a chunk's definition, from the page ``from_doc``."""
    if from_doc == definition["page"]:
        return "#" + definition["anchor"]
    return app.builder.get_relative_uri(from_doc, definition["page"]) + "#" + definition["anchor"]


def _reference(app: Sphinx, from_doc: str, definition: dict[str, Any],
               *children: nodes.Node) -> nodes.Node:
    """A link to a part of a chunk's definition, from the page ``from_doc``."""
    return nodes.reference("", "", *children, internal=True, classes=["chunk-link"],
                           refuri=_uri_of(app, from_doc, definition))


def _chunk_link(app: Sphinx, from_doc: str, definition: dict[str, Any], web: Web,
                label: str | None = None) -> nodes.Node:
    name = definition["name"]
    text = label or f"<<{name}>>"
    reference = _reference(app, from_doc, definition,
                           nodes.literal(text, text, classes=["chunk-name"]))
    if label is None and len(web.parts_of(definition["page"], name)) > 1:
        reference += nodes.Text(f" ({definition['part']})")
    return reference


def _join(items: list[nodes.Node]) -> list[nodes.Node]:
    joined: list[nodes.Node] = []
    for index, item in enumerate(items):
        if index:
            joined.append(nodes.Text(", "))
        joined.append(item)
    return joined


def _title_of(app: Sphinx, docname: str) -> str:
    title = app.env.titles.get(docname)
    return title.astext() if title is not None else docname


def resolve_doctree(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    web = web_of(app)
    if docname not in web.references:
        return

    for block in doctree.findall(nodes.literal_block):
        references = block.get("chunk_refs")
        if not references:
            continue
        in_definition = isinstance(block.parent, nodes.container) and \
            "chunk-definition" in block.parent["classes"]
        links = []
        for index, name in references:
            target = web.resolve(docname, name)
            uri = _uri_of(app, docname, target) if target else None
            if target is None and in_definition:
                logger.warning("undefined chunk <<%s>>", name, location=block,
                               type="weave", subtype="undefined")
            links.append([index, name, uri])
        block["chunk_links"] = links

    for placeholder in list(doctree.findall(chunk_xref)):
        name, part = placeholder["chunk_name"], placeholder["chunk_part"]
        parts = web.parts_of(docname, name)
        paragraph = nodes.paragraph(classes=["chunk-xref"])

        def sentence(opening: str, items: list[nodes.Node]) -> None:
            if items:
                space = " " if len(paragraph) else ""
                paragraph.extend([nodes.Text(space + opening), *_join(items), nodes.Text(".")])

        file_name = parts[0]["file"] if parts else None
        if file_name:
            sentence("Root chunk, written to ", [nodes.literal(file_name, file_name)])
        else:
            sentence("Used in ", [_chunk_link(app, docname, user, web)
                                  for user in web.users_of(docname, name)])
        sentence("Continued in ", [_chunk_link(app, docname, p, web, label=f"part {p['part']}")
                                   for p in parts if p["part"] > part])
        if part > 1:
            sentence("Continues ", [_chunk_link(app, docname, parts[0], web, label="part 1")])
        placeholder.replace_self(paragraph if len(paragraph) else [])

    for placeholder in list(doctree.findall(chunk_index)):
        placeholder.replace_self(_index_list(app, web, docname))

    for literal in list(doctree.findall(nodes.literal)):
        _link_inline_name(app, web, docname, literal)


def _index_list(app: Sphinx, web: Web, docname: str) -> list[nodes.Node]:
    # The chunks with a part on this page; a chunk that also has parts on the other page of its
    # chapter (the chapter or its appendix) lists them all, each linked where it stands.
    chapter = web.chapter_of.get(docname, docname)
    names = sorted({name for (doc, name), parts in web.parts.items()
                    if doc == chapter and any(part["page"] == docname for part in parts)},
                   key=lambda name: (bool(web.parts[(chapter, name)][0]["file"]), name.lower()))
    if not names:
        return []
    items = nodes.bullet_list(classes=["chunk-index"])
    for name in names:
        parts = web.parts[(chapter, name)]
        entry = nodes.paragraph()
        entry += _chunk_link(app, docname, parts[0], web, label=f"<<{name}>>")
        if len(parts) > 1:
            entry += nodes.Text(" in parts ")
            entry.extend(_join([_chunk_link(app, docname, p, web, label=str(p["part"]))
                                for p in parts]))
        users = web.users_of(docname, name)
        if users:
            entry += nodes.Text(", used in ")
            entry.extend(_join([_chunk_link(app, docname, user, web) for user in users]))
            other_docs = sorted({user["page"] for user in users if user["page"] != docname})
            if other_docs:
                entry += nodes.Text(" (" + ", ".join(_title_of(app, d) for d in other_docs) + ")")
        elif parts[0]["file"]:
            entry += nodes.Text(", the file ")
            file_name = parts[0]["file"]
            entry += nodes.literal(file_name, file_name)
        items += nodes.list_item("", entry)
    return [items]


INLINE_NAME = re.compile(r"^<<(?P<name>.+?)>>(?:\+?=)?$")


def _link_inline_name(app: Sphinx, web: Web, docname: str, literal: nodes.literal) -> None:
    """Inline code that is exactly ``<<name>>`` of a known chunk links to it."""
    if "chunk-name" in literal["classes"] or isinstance(literal.parent, nodes.reference):
        return
    if isinstance(literal.parent, (nodes.caption, addnodes.desc_signature)):
        return
    match = INLINE_NAME.match(literal.astext())
    if not match:
        return
    name = match.group("name")
    target = web.resolve(docname, name)
    if target is None:
        return
    reference = _reference(app, docname, target)
    literal.replace_self(reference)
    literal["classes"].append("chunk-name")
    reference += literal


# --- Writing: highlighting with links where the references were --------------------------


def visit_literal_block(self: HTML5Translator, node: nodes.literal_block) -> None:
    links = node.get("chunk_links")
    if not links or node.rawsource != node.astext():
        return HTML5Translator.visit_literal_block(self, node)

    lines = node.rawsource.split("\n")
    replacements: dict[str, str] = {}
    for number, (index, name, uri) in enumerate(links):
        token = f"QueensChunkReference{number:04d}x"
        while token in node.rawsource:
            token += "x"
        line = lines[index]
        lines[index] = line[:len(line) - len(line.lstrip(" \t"))] + token
        label = html.escape(f"<<{name}>>")
        if uri is None:
            replacements[token] = f'<span class="chunk-ref">{label}</span>'
        else:
            replacements[token] = (f'<a class="chunk-ref reference internal" '
                                   f'href="{html.escape(uri)}">{label}</a>')

    lang = node.get("language", "default")
    linenos = node.get("linenos", False)
    highlight_args = node.get("highlight_args", {})
    highlight_args["force"] = node.get("force", False)
    opts = self.config.highlight_options.get(lang, {})
    if linenos and self.config.html_codeblock_linenos_style:
        linenos = self.config.html_codeblock_linenos_style
    highlighted = self.highlighter.highlight_block(
        "\n".join(lines), lang, opts=opts, linenos=linenos, location=node, **highlight_args)
    for token, replacement in replacements.items():
        highlighted, count = re.subn(r'<span class="[^"]*">' + token + "</span>",
                                     lambda _: replacement, highlighted)
        if not count:
            highlighted = highlighted.replace(token, replacement)
    starttag = self.starttag(node, "div", suffix="", CLASS=f"highlight-{lang} notranslate")
    self.body.append(starttag + highlighted + "</div>\n")
    raise nodes.SkipNode


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(chunk_xref, html=(_unwritten, None), text=(_unwritten, None))
    app.add_node(chunk_index, html=(_unwritten, None), text=(_unwritten, None))
    app.add_node(nodes.literal_block, override=True,
                 html=(visit_literal_block, HTML5Translator.depart_literal_block))
    app.add_transform(WeaveChunks)
    app.add_directive("chunk-index", ChunkIndexDirective)
    app.connect("doctree-resolved", resolve_doctree)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 2}
