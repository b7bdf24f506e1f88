"""Sphinx configuration of the book site.

The build (docs/CMakeLists.txt) stages the sources and passes their whereabouts in the file
named by QUEENS_BOOK_CONFIG; run the site through the build (`cmake --build --preset docs`)
rather than by calling sphinx-build by hand.
"""

import hashlib
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent / "_ext"))

if "QUEENS_BOOK_CONFIG" not in os.environ:
    raise RuntimeError("Build the book with `cmake --build --preset docs`: "
                       "QUEENS_BOOK_CONFIG does not name the build's book.json")
book = json.loads(Path(os.environ["QUEENS_BOOK_CONFIG"]).read_text(encoding="utf-8"))

project = book["title"]
author = "the authors of Queens"
copyright = "the authors of Queens"
language = "en"
root_doc = "index"

extensions = [
    "myst_parser",
    "breathe",
    "sphinx_copybutton",
    "weave",
    "book",
    "exponents",
]

# MyST: GitHub-style heading anchors, so `README.md#the-outline` works on both sides.
source_suffix = {".md": "markdown"}
myst_enable_extensions = ["colon_fence"]
myst_heading_anchors = 4
highlight_language = "text"

# Breathe reads the XML Doxygen wrote from the tangled headers.
breathe_projects = {"queens": book["doxygen_xml"]}
breathe_default_project = "queens"
breathe_domain_by_extension = {"hpp": "cpp"}
breathe_show_include = False
breathe_default_members = ()

# The extensions' settings: book.json, which names the book's model among the rest.
queens_book = book

html_theme = "furo"
html_title = project
# The chapters' panels (docs/panels), where the build made them, beside the site's own files.
html_static_path = ["_static"] + ([book["panels"]] if book.get("panels") else [])
# The EPUB, built first, offered beside the site's pages.
epub_file = Path(book["extra"], "queens.epub") if "extra" in book else None
html_extra_path = [book["extra"]] if epub_file and epub_file.is_file() else []
html_css_files = ["book.css"]
html_favicon = "_static/favicon.svg"
html_copy_source = False
html_show_sourcelink = False
html_last_updated_fmt = None
html_theme_options = {
    "navigation_with_keys": True,
}

copybutton_exclude = ".linenos, .gp, .go"

# The EPUB: the same pages, without the panels, with the book's own name.
epub_basename = "queens"
epub_title = html_title
epub_author = author
epub_publisher = author
epub_copyright = copyright
epub_identifier = "queens-chapter-by-chapter"
epub_uid = epub_identifier  # the NCX table of contents names the book by it too
epub_scheme = "title"
epub_show_urls = "no"
version = "3"  # the edition
release = version


def static_files_changed(app, env, added, changed, removed):
    """Sphinx copies the static files (book.css, panel.js, the chapters' panels) only when it
    writes some page, so a build after one of them changed writes the landing page again, and
    the site and the EPUB get the new files with it."""
    digest = hashlib.sha256()
    for folder in html_static_path:
        root = Path(app.confdir, folder)
        for path in sorted(root.rglob("*")):
            if path.is_file():
                digest.update(path.relative_to(root).as_posix().encode() + b"\0")
                digest.update(path.read_bytes())
    before = getattr(env, "queens_static_digest", None)
    env.queens_static_digest = digest.hexdigest()
    return [root_doc] if before != env.queens_static_digest else []


def setup(app):
    app.connect("env-get-outdated", static_files_changed)
