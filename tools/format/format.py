#!/usr/bin/python3
"""The formatting gate: every C++ file is what clang-format makes of it, with .clang-format.

    format.py --tangle TANGLE [--clang-format PROGRAM] --check   exit 1 and show what differs
    format.py --tangle TANGLE [--clang-format PROGRAM] --fix     rewrite what differs

It looks at two kinds of file: the C++ files under tools/ and tests/ and the chapters'
pictures.cpp, and every chapter's code as it is tangled. A chapter is checked by tangling it
(with its #line directives, without the chunks' names, which are the tangler's comments and not
the chapter's code) into a scratch folder and formatting each file there. To fix a chapter, each
piece clang-format changes is carried back through the #line directives to the Markdown lines it
came from, and written there with the indentation of its chunk; a change that spans two chunks
(it moves a line across a chunk reference) cannot be carried back, and is reported with the
Markdown line to fix by hand.
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINE = re.compile(r'^#line (\d+) "(.*)"$')


def clang_format(program: str, text: str, name: str) -> str:
    result = subprocess.run([program, f"--style=file:{ROOT / '.clang-format'}",
                             f"--assume-filename={name}"],
                            input=text, capture_output=True, text=True, check=True)
    return result.stdout


def book_model(tangle: str) -> dict:
    """The book's model, as the tangler describes it (`tangle --model`)."""
    return json.loads(subprocess.run([tangle, "--model", str(ROOT)], capture_output=True,
                                     text=True, check=True).stdout)


def sources(model: dict) -> list[Path]:
    """The C++ files under tools/ and tests/, and the code that draws the chapters' pictures."""
    return sorted([path for folder in ("tools", "tests") for pattern in ("*.cpp", "*.hpp")
                   for path in (ROOT / folder).rglob(pattern)]
                  + [ROOT / chapter["pictures_code"] for chapter in model["chapters"]
                     if chapter["pictures_code"]])


def chapters(model: dict) -> list[list[Path]]:
    """Every chapter's Markdown, with its appendix's when it has one, as the book's model lists
    them: a chapter and its appendix are tangled together."""
    return [[ROOT / chapter["markdown"]]
            + ([ROOT / chapter["appendix"]["markdown"]] if chapter.get("appendix") else [])
            for chapter in model["chapters"]]


@dataclass
class Origin:
    """Where a tangled line came from: a Markdown file and line (1-based), or nowhere."""

    path: str | None
    line: int


def origins(lines: list[str]) -> list[Origin]:
    """The Markdown line of every tangled line, from the #line directives before it."""
    found: list[Origin] = []
    path: str | None = None
    next_line = 0
    for text in lines:
        match = LINE.match(text)
        if match:
            found.append(Origin(None, 0))
            next_line, path = int(match.group(1)), match.group(2)
            continue
        found.append(Origin(path, next_line))
        next_line += 1
    return found


def indentation(text: str) -> int:
    return len(text) - len(text.lstrip(" "))


class Chapter:
    """One chapter's Markdown, and the edits to carry back into it."""

    def __init__(self, path: Path):
        self.path = path
        self.lines = path.read_text(encoding="utf-8").split("\n")
        self.edits: dict[int, tuple[int, list[str]]] = {}  # first line -> (count, new lines)

    def add(self, first: int, count: int, new: list[str]) -> bool:
        for start, (length, _) in self.edits.items():
            if first < start + length and start < first + count:
                return start == first and length == count
        self.edits[first] = (count, new)
        return True

    def write(self) -> None:
        for first in sorted(self.edits, reverse=True):
            count, new = self.edits[first]
            self.lines[first - 1:first - 1 + count] = new
        self.path.write_text("\n".join(self.lines), encoding="utf-8")


def carry_back(old: list[str], new: list[str], files: dict[str, Chapter],
               problems: list[str]) -> None:
    """Carries clang-format's changes of one tangled file back into the Markdown files (a chapter
    and its appendix, by path) its lines came from."""
    where = origins(old)
    markdown = next(iter(files))
    matcher = difflib.SequenceMatcher(a=old, b=new, autojunk=False)
    for tag, a1, a2, b1, b2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        if a1 == a2:  # a pure insertion: attach it to the line before
            a1, b1 = a1 - 1, b1 - 1
        span = where[a1:a2]
        first = span[0]
        contiguous = all(o.path == first.path and o.line == first.line + i
                         for i, o in enumerate(span))
        touched_directive = any(LINE.match(text) for text in old[a1:a2] + new[b1:b2])
        if first.path not in files or not contiguous or touched_directive:
            line = next((o.line for o in span if o.path), 0)
            problems.append(f"{first.path or markdown}:{line}: clang-format would move code across "
                            f"a chunk boundary here; format it by hand")
            continue
        chapter = files[first.path]
        shift = indentation(old[a1]) - indentation(chapter.lines[first.line - 1])
        replacement = [text[shift:] if text[:shift].strip() == "" else text.lstrip(" ")
                       for text in new[b1:b2]]
        if not chapter.add(first.line, a2 - a1, replacement):
            problems.append(f"{first.path}:{first.line}: overlapping changes; run --fix again")


def check_chapter(paths: list[Path], tangle: str, program: str,
                  fix: bool) -> tuple[list[str], list[str]]:
    """The tangled files of one chapter (its Markdown and its appendix's) that clang-format
    would change, and what --fix left."""
    files = {str(path.relative_to(ROOT)): Chapter(path) for path in paths}
    relative = next(iter(files))
    with tempfile.TemporaryDirectory(prefix="queens-format-") as scratch:
        subprocess.run([tangle, "--no-names", "-o", scratch, *files], cwd=ROOT, check=True)
        unformatted: list[str] = []
        problems: list[str] = []
        for tangled in sorted(Path(scratch).rglob("*")):
            if tangled.suffix not in (".cpp", ".hpp", ".cu"):
                continue
            text = tangled.read_text(encoding="utf-8")
            formatted = clang_format(program, text, tangled.name)
            if formatted == text:
                continue
            unformatted.append(f"{relative} ({tangled.name})")
            if fix:
                carry_back(text.split("\n"), formatted.split("\n"), files, problems)
        for chapter in files.values():
            if fix and chapter.edits:
                chapter.write()
        return unformatted, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tangle", required=True, help="the tangler")
    parser.add_argument("--clang-format", default="clang-format", dest="program")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--check", action="store_true")
    mode.add_argument("--fix", action="store_true")
    args = parser.parse_args(argv)

    unformatted: list[str] = []
    problems: list[str] = []
    model = book_model(args.tangle)
    for source in sources(model):
        text = source.read_text(encoding="utf-8")
        formatted = clang_format(args.program, text, source.name)
        if formatted != text:
            unformatted.append(str(source.relative_to(ROOT)))
            if args.fix:
                source.write_text(formatted, encoding="utf-8")
            else:
                diff = difflib.unified_diff(text.split("\n"), formatted.split("\n"),
                                            str(source.relative_to(ROOT)), "formatted",
                                            lineterm="", n=1)
                print("\n".join(list(diff)[:40]))
    for chapter in chapters(model):
        names, left = check_chapter(chapter, args.tangle, args.program, args.fix)
        unformatted += names
        problems += left
    for problem in problems:
        print(problem, file=sys.stderr)
    if args.check and unformatted:
        print(f"{len(unformatted)} file(s) differ from clang-format: "
              + ", ".join(unformatted), file=sys.stderr)
        print("tools/format/format.py --fix --tangle TANGLE rewrites them", file=sys.stderr)
        return 1
    if args.fix and unformatted:
        print(f"formatted {len(unformatted)} file(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
