"""Powers written with a caret in the chapters' Markdown, raised on the site and in the EPUB.

The chapters write a power as plain text reads it, `2^64`, `10^14`, `*n*^*n*`, `2^(*h* + *w*)`,
so that the Markdown reads the same on GitHub. Here, outside code, the exponent becomes a
superscript: `2⁶⁴` in the text, set as <sup>. A heading is also the page's title in the browser
and in the navigation, which are plain text, so there the exponent is written in Unicode's
superscript letters and digits instead, where it has them.
"""

from __future__ import annotations

import re

from docutils import nodes
from sphinx.application import Sphinx

# The caret, then the exponent: a number or one letter. In a text, a base comes before it: a
# letter, a digit or a closing bracket.
EXPONENT = r"\^([−-]?\d+(?:\.\d+)?|[A-Za-z](?![A-Za-z]))"
INLINE = re.compile(r"(?<=[\w)\]²])" + EXPONENT)
LEADING = re.compile(EXPONENT)
RAISED = dict(zip("0123456789−-+()n", "⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁻⁺⁽⁾ⁿ"))
SKIPPED = (nodes.literal, nodes.literal_block, nodes.math, nodes.raw, nodes.superscript)


def _split_text(text: str, after_inline: bool) -> list[nodes.Node]:
    """`text` with every exponent it holds whole (`10^14`, `n^n`) raised; a caret that begins
    it raises its exponent too when the base before it is an inline node (`*e*^−10`)."""
    made: list[nodes.Node] = []
    start = 0
    if after_inline and (found := LEADING.match(text)):
        made.append(nodes.superscript("", found.group(1)))
        start = found.end()
    for found in INLINE.finditer(text, start):
        made.append(nodes.Text(text[start:found.start()]))
        made.append(nodes.superscript("", found.group(1)))
        start = found.end()
    made.append(nodes.Text(text[start:]))
    return [node for node in made if not isinstance(node, nodes.Text) or str(node)]


def _closing_bracket(text: str, depth: int) -> tuple[int, int]:
    """Where in `text` the bracket `depth` levels deep closes (-1: not here), and the depth."""
    for index, character in enumerate(text):
        depth += {"(": 1, ")": -1}.get(character, 0)
        if depth == 0:
            return index, 0
    return -1, depth


def _raise_children(parent: nodes.Element) -> None:
    """Raises the exponents among `parent`'s children, including those that span several
    children: a caret that ends a text and the emphasis after it (`*n*^*n*`), or a caret and a
    bracket that close in a later text (`2^(*h* + *w*)`)."""
    old = list(parent.children)
    new: list[nodes.Node] = []
    index = 0
    while index < len(old):
        child = old[index]
        index += 1
        if not isinstance(child, nodes.Text):
            new.append(child)
            continue
        pieces = _split_text(str(child), bool(new) and not isinstance(new[-1], nodes.Text))
        last = str(pieces[-1]) if pieces and isinstance(pieces[-1], nodes.Text) else ""
        if last.endswith("^") and index < len(old) and isinstance(old[index], nodes.emphasis):
            new += pieces[:-1] + ([nodes.Text(last[:-1])] if last[:-1] else [])
            new.append(nodes.superscript("", "", old[index].deepcopy()))
            index += 1
        elif last.endswith("^(") and index < len(old):
            raised = nodes.superscript("", "(")
            depth = 1
            while index < len(old) and depth:
                following = old[index]
                index += 1
                if not isinstance(following, nodes.Text):
                    raised += following.deepcopy()
                    continue
                end, depth = _closing_bracket(str(following), depth)
                if end < 0:
                    raised += nodes.Text(str(following))
                else:
                    raised += nodes.Text(str(following)[:end + 1])
                    old.insert(index, nodes.Text(str(following)[end + 1:]))
            new += pieces[:-1] + ([nodes.Text(last[:-2])] if last[:-2] else [])
            new.append(raised)
        else:
            new += pieces
    if len(new) != len(old) or any(a is not b for a, b in zip(new, parent.children)):
        parent.children = []
        parent.extend(new)


def _unicode(title: nodes.title) -> None:
    """A heading's exponents in Unicode superscripts, where Unicode has each character."""
    for superscript in list(title.findall(nodes.superscript)):
        text = superscript.astext()
        if all(character in RAISED for character in text):
            superscript.replace_self(nodes.Text("".join(RAISED[c] for c in text)))


def raise_exponents(app: Sphinx, doctree: nodes.document, *_: object) -> None:
    for element in list(doctree.findall(nodes.TextElement)):
        if isinstance(element, SKIPPED) or any(isinstance(a, SKIPPED) for a in _ancestors(element)):
            continue
        _raise_children(element)
    for title in doctree.findall(nodes.title):
        _unicode(title)


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    found = []
    while node.parent is not None:
        node = node.parent
        found.append(node)
    return found


def setup(app: Sphinx) -> dict:
    # Before the titles are collected for the navigation, and again once the generated parts
    # (the table of chapters) are in.
    app.connect("doctree-read", raise_exponents, priority=400)
    app.connect("doctree-resolved", raise_exponents)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
