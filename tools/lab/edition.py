#!/usr/bin/python3
"""Writes the student edition of a chapter: the book up to that chapter, with the chunks that
carry the chapter's idea, its lab, left for the student to write.

    tools/lab/edition.py CHAPTER FOLDER [--tangle TANGLE]

CHAPTER is a number (5, 05) or a name (backtracking) of a chapter that has a lab; FOLDER is new
or empty. The folder receives a copy of the book with the chapters after CHAPTER (and the book's own test of
the labs, tests/lab) left out, and in
the chapter's Markdown each block marked ``lab`` (```` ```cpp lab ````) keeps its first line,
``<<name>>=``, and gets a stub: for a function, its signature and a body that throws
``queens::Unwritten``; for statements, the throw alone. The references the block made to other
chunks stay below the throw, so the program still tangles and builds. LAB.md, at the top of the
folder, lists what to write and the two commands that build and grade it; the folder's `dev`
test preset stops a board of the suite after 15 seconds and a test after 30.

The book's model (``tangle --model``) says which blocks are labs and where they are; the tangler
is the one a build of the book made (``build/*/_tangle-host/tangle``), or ``--tangle``, or, when
there is none, one built for the edition in FOLDER/build/tangle.

Exit status: 0 written; 2 a bad argument (one line on stderr), with nothing written.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

BOOK = Path(__file__).resolve().parents[2]
BOARD_SECONDS = 15  # a board of the suite; a test, twice that; CTest stops a test at four times
CONTROL = re.compile(r"^(for|if|while|switch|do|else|try|catch|return)\b")


def refuse(message: str) -> None:
    print(f"edition.py: {message}", file=sys.stderr)
    sys.exit(2)


def tangler(given: str | None, folder: Path) -> str:
    if given:
        return str(Path(given).resolve())
    built = sorted(BOOK.glob("build/*/_tangle-host/tangle"), key=lambda p: p.stat().st_mtime)
    if built:
        return str(built[-1])
    where = folder / "build" / "tangle"
    subprocess.run(["cmake", "-S", str(BOOK / "tools" / "tangle"), "-B", str(where),
                    "-DCMAKE_BUILD_TYPE=Release", "-DQUEENS_BUILD_TESTS=OFF"],
                   check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", str(where), "--target", "tangle"], check=True,
                   stdout=subprocess.DEVNULL)
    return str(where / "tangle")


def model_of(book: Path, tangle: str) -> dict:
    run = subprocess.run([tangle, "--model", "."], cwd=book, capture_output=True, text=True)
    if run.returncode != 0:
        refuse("the book cannot be described:\n" + run.stderr.strip())
    return json.loads(run.stdout)


def book_files() -> list[str]:
    """The book's files: what git tracks and what it would, or every file outside build/."""
    try:
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=BOOK,
                                capture_output=True, check=True).stdout.decode()
        return [name for name in listed.split("\0") if name and (BOOK / name).is_file()]
    except (OSError, subprocess.CalledProcessError):
        return [str(p.relative_to(BOOK)) for p in BOOK.rglob("*")
                if p.is_file() and p.relative_to(BOOK).parts[0] not in ("build", ".git")]


def stub(name: str, body: list[str]) -> list[str]:
    """The stub of a lab block whose lines after ``<<name>>=`` are ``body``."""
    literal = name.replace("\\", "\\\\").replace('"', '\\"')
    throw = f'throw queens::Unwritten("{literal}", __FILE__, __LINE__);'
    kept = [line for line in body if re.fullmatch(r"\s*<<.+>>\s*", line)]
    header: list[str] = []
    for line in body:
        header.append(line)
        if line.rstrip().endswith("{"):
            break
    code = [line for line in header if not line.strip().startswith("//")]
    function = (body and body[-1] == "}" and header and header[-1].rstrip().endswith("{")
                and len(header) < len(body) and not any(";" in line for line in code)
                and "(" in "".join(code) and not CONTROL.match(code[0].strip()))
    note = ("// The lab: write this chunk. The chunks below are the book's; keep them where "
            "your code needs them.")
    if function:
        indent = "    "
        return header + [indent + note if kept else indent + "// The lab: write this function.",
                         indent + throw] + [indent + line.strip() for line in kept] + ["}"]
    return [note if kept else "// The lab: write this chunk.", throw] + kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("chapter")
    parser.add_argument("folder")
    parser.add_argument("--tangle")
    arguments = parser.parse_args()

    folder = Path(arguments.folder).resolve()
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        refuse(f"{arguments.folder!r} exists and is not an empty folder")
    if folder == BOOK or (BOOK in folder.parents and BOOK / "build" not in folder.parents):
        refuse(f"{arguments.folder!r} is inside the book; choose a folder outside it (or in its "
               "build folder)")
    tangle = tangler(arguments.tangle, folder)
    chapters = model_of(BOOK, tangle)["chapters"]
    wanted = arguments.chapter
    chosen = [c for c in chapters
              if wanted == c["slug"] or (wanted.isdigit() and int(wanted) == c["number"])]
    if not chosen:
        refuse(f"no chapter {wanted!r}: name one by its number or its name, as `queens list` does")
    chapter = chosen[0]
    labs = [(chunk["name"], d) for chunk in chapter["chunks"] for d in chunk["definitions"]
            if d["lab"]]
    if not labs:
        with_labs = ", ".join(f"{c['number']:02}" for c in chapters
                              if any(d["lab"] for k in c["chunks"] for d in k["definitions"]))
        refuse(f"chapter {chapter['number']:02} has no lab; the chapters with one are {with_labs}")

    later = {c["folder"] for c in chapters if c["number"] > chapter["number"]}
    folder.mkdir(parents=True, exist_ok=True)
    for name in book_files():
        parts = Path(name).parts
        if len(parts) > 1 and parts[0] == "chapters" and parts[1] in later:
            continue
        if parts[:2] == ("tests", "lab"):
            continue  # the book's test of the labs, which holds chapter 05's answers
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(BOOK / name, target)

    # A lab may hang: the edition's `dev` tests stop a board of the suite after BOARD_SECONDS and
    # a test after twice that, each with a line that names it, and CTest stops what is left, so a
    # loop that never ends costs minutes, not hours.
    presets_path = folder / "CMakePresets.json"
    presets = json.loads(presets_path.read_text(encoding="utf-8"))
    for preset in presets.get("testPresets", []):
        if preset.get("name") == "dev":
            preset.setdefault("execution", {})["timeout"] = 4 * BOARD_SECONDS
            preset.setdefault("environment", {})["QUEENS_BOARD_SECONDS"] = str(BOARD_SECONDS)
    presets_path.write_text(json.dumps(presets, indent=2) + "\n", encoding="utf-8")

    # Each Markdown file's lab blocks, replaced from the last up, so earlier lines keep their place.
    by_file: dict[str, list[tuple[str, dict]]] = {}
    for name, definition in labs:
        by_file.setdefault(definition["markdown"], []).append((name, definition))
    listed = []
    for markdown, blocks in by_file.items():
        path = folder / markdown
        lines = path.read_text(encoding="utf-8").split("\n")
        for name, definition in sorted(blocks, key=lambda b: -b[1]["line"]):
            first, last = definition["line"], definition["end"]  # 1-based: header, last line
            lines[first:last] = stub(name, lines[first:last])
        path.write_text("\n".join(lines), encoding="utf-8")
    # Where each stub now stands, for LAB.md: the model of the edition itself.
    edition = model_of(folder, tangle)
    for chunk in next(c for c in edition["chapters"] if c["id"] == chapter["id"])["chunks"]:
        for definition in chunk["definitions"]:
            if definition["lab"]:
                listed.append(f"- `<<{chunk['name']}>>`, the block that begins at line "
                              f"{definition['line']} of {definition['markdown']}")

    identifier = chapter["id"]
    (folder / "LAB.md").write_text(f"""# The lab of chapter {chapter['number']}: {chapter['title']}

This folder is the book *Queens, chapter by chapter* up to chapter {chapter['number']}, with the
chunks that carry the chapter's idea left for you to write. Read the chapter
([{chapter['markdown']}]({chapter['markdown']})); where it shows a chunk marked as the lab,
its code is a stub that throws `queens::Unwritten`. Write these chunks, in the Markdown:

{chr(10).join(listed)}

Then build the chapter and grade it, from this folder, with the book's own two commands (the
first build takes about a minute, more on a busy machine; after that, a few seconds):

```sh
cmake --preset dev && cmake --build --preset dev --target {identifier} && ctest --preset dev -L {identifier}
```

A compiler error points at the line of the Markdown, and the `&&` keeps the tests from running the
last build's program. The tests are the chapter's own and the book's equivalence suite, and the
lab is done when every one passes: until then a stub says that it is one and where; a listing
that differs from the reference names the smallest board where it differs and draws the first
board missing or extra, with the two queens that attack each other; a count says by how much it is
off; a board found that is no solution is drawn, with the two queens that attack each other; and a
board of the suite that takes more than {BOARD_SECONDS} seconds, a test that takes more than {2 * BOARD_SECONDS}, or a
run that crashes stops with a line that names the board or the test (the test preset `dev` of this
folder's CMakePresets.json sets `QUEENS_BOARD_SECONDS`). The suite's messages are the plainest:
look for "is the smallest board", "no solution" and "The run stopped".
""", encoding="utf-8")
    print(folder / "LAB.md")


if __name__ == "__main__":
    main()
