#!/usr/bin/python3
"""Checks that `tangle --no-line --no-names` writes what noweb's `notangle` writes.

For every Markdown file given (a folder stands for the chapters of the book it holds, as
`tangle --model` lists them), this script
reads the chunk definitions on its own, with the same CommonMark fence rules as the tangler,
and writes them as a noweb file: each definition becomes `<<name>>=`, its lines, and `@`.
In those lines every `<<` and `>>` that is not a whole-line reference is escaped as `@<<` and
`@>>`, and a line starting with `@` gets a second one, as noweb requires. It then runs
`notangle -R'file:PATH'` for every root and compares the result byte for byte with the file
`tangle --no-line --no-names` writes. With --random COUNT it does the same for COUNT random Markdown files
full of what noweb treats specially (always the same files, so a failure can be reproduced).

Exit status: 0 when every root agrees, 1 when one does not (a diff is printed), 77 when
notangle is not installed (CTest reports the test as skipped).
"""

import argparse
import contextlib
import difflib
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SKIPPED = 77
ROOT_PREFIX = "file:"


class MarkdownError(Exception):
    pass


def read_markdown(path):
    """The text of a Markdown file as the tangler reads it: UTF-8, no BOM, LF line ends."""
    text = Path(path).read_bytes().decode("utf-8")
    if text.startswith("\ufeff"):
        text = text[1:]
    return text.replace("\r\n", "\n")


def split_lines(text):
    """The lines of a text, without the empty one after its last line end."""
    return text.removesuffix("\n").split("\n") if text else []


OPENING = re.compile(r"( {0,3})(`{3,}|~{3,})(.*)\Z", re.DOTALL)
CLOSING = re.compile(r" {0,3}(`{3,}|~{3,})[ \t]*\Z")


def opening_fence(line):
    match = OPENING.match(line)
    if not match:
        return None
    indent, fence, info = match.groups()
    if fence[0] == "`" and "`" in info:
        return None
    return fence[0], len(fence), len(indent)


def closes(fence, line):
    match = CLOSING.match(line)
    return bool(match) and match.group(1)[0] == fence[0] and len(match.group(1)) >= fence[1]


def unindent(line, indent):
    drop = 0
    while drop < indent and drop < len(line) and line[drop] == " ":
        drop += 1
    return line[drop:]


def fenced_blocks(path, lines):
    """Each closed fenced block as a list of (line number, text), indentation removed."""
    fence = None
    block = []
    opened_at = 0
    for number, line in enumerate(lines, start=1):
        if fence is None:
            fence = opening_fence(line)
            opened_at = number
            block = []
        elif closes(fence, line):
            yield block
            fence = None
        else:
            block.append((number, unindent(line, fence[2])))
    if fence is not None:
        raise MarkdownError(f"{path}:{opened_at}: unterminated code fence")


def definition_name(line):
    text = line.strip(" \t")
    if len(text) < 5 or not text.startswith("<<") or not text.endswith(">>="):
        return None
    return text[2:-3]


def reference(line):
    """(indentation, name) when the line is nothing but `<<name>>`, else None."""
    text = line.strip(" \t")
    if len(text) < 4 or not text.startswith("<<") or not text.endswith(">>"):
        return None
    name = text[2:-2]
    if "<<" in name or ">>" in name or name.strip(" \t") == "":
        return None
    return line[: len(line) - len(line.lstrip(" \t"))], name


def escape(line):
    """A code line as noweb must see it to copy it unchanged."""
    doubled = "@" if line.startswith("@") else ""
    return doubled + line.replace("<<", "@<<").replace(">>", "@>>")


def to_noweb(path, text):
    """The noweb text of a Markdown file, and its root names in order of first definition."""
    output = []
    roots = []
    for block in fenced_blocks(path, split_lines(text)):
        if not block:
            continue
        name = definition_name(block[0][1])
        if name is None:
            continue
        if name.strip(" \t") == "":
            raise MarkdownError(f"{path}:{block[0][0]}: empty chunk name")
        if name.startswith(ROOT_PREFIX) and name not in roots:
            roots.append(name)
        output.append(f"<<{name}>>=\n")
        for _, line in block[1:]:
            found = reference(line)
            output.append(f"{found[0]}<<{found[1]}>>\n" if found else escape(line) + "\n")
        output.append("@\n")
    return "".join(output), roots


# Lines a random chunk is made of: code with shift operators, at signs and brackets that noweb
# treats specially, lines that look like fences or definitions, blank and indented lines.
RANDOM_LINES = [
    "int x = 1 << 2;", "mask >>= 1;", "a >> b", "<<", ">>", "<<<", ">>>", "a<<b>>c",
    "<<a>> <<b>>", "<<x>>=", "<< >> x", "x << a >>", "<<file:x>> y", "std::vector<std::vector<int>>",
    "@", "@@", "@ x", "@<<", "@>>", "@>>=", "x @<< y", "@@<<q>>", "x @", "[[x]]", "[[", "]]", "@[[",
    "", "   ", "  code", "%", "\\", "#line 3 \"x\"", "`", "```", "~~~", "  ```",
]
RANDOM_NAMES = ["Alpha", "Beta gamma", "C-d", "E@f", " spaced ", "x[[y]]", "Zeta"]


def random_markdown(generator):
    """A random Markdown file whose chunks tangle without a diagnostic: one to three roots, and
    chunks each used by an earlier one and referring only to later ones (no cycles), defined in
    one or two parts, in any order, in fences of every kind and indentation."""
    roots = ["file:one.cpp", "file:./sub/two.cpp", "file:three.txt"][: generator.randint(1, 3)]
    names = roots + generator.sample(RANDOM_NAMES, generator.randint(0, 5))
    parts = {name: [[] for _ in range(generator.randint(1, 2))] for name in names}
    for index, name in enumerate(names):
        later = names[max(index + 1, len(roots)):]
        for lines in parts[name]:
            for _ in range(generator.randint(0, 5)):
                if later and generator.random() < 0.3:
                    lines.append(" " * generator.choice([0, 0, 1, 2, 4, 8]) + f"<<{generator.choice(later)}>>"
                                 + " " * generator.choice([0, 1]))
                else:
                    lines.append(" " * generator.choice([0, 0, 1, 3]) + generator.choice(RANDOM_LINES))
        if index >= len(roots):
            lines = generator.choice(parts[generator.choice(names[:index])])
            lines.insert(generator.randint(0, len(lines)), " " * generator.choice([0, 2]) + f"<<{name}>>")
    definitions = [(name, lines) for name in names for lines in parts[name]]
    generator.shuffle(definitions)
    markdown = ""
    for name, lines in definitions:
        marker, length = generator.choice("`~"), generator.choice([3, 3, 4, 5])
        indent = " " * generator.choice([0, 0, 1, 2, 3])
        markdown += f"{indent}{marker * length}{generator.choice(['', 'cpp', ' c++ x'])}\n{indent}<<{name}>>=\n"
        for line in lines:
            if line.strip() and set(line.strip()) <= {marker} and len(line.strip()) >= length:
                line = "x" + line  # it would close the fence
            markdown += (indent if generator.random() < 0.8 else "") + line + "\n"
        markdown += generator.choice(["", indent]) + marker * (length + generator.choice([0, 0, 1])) + "\n"
        markdown += generator.choice(["", "Prose.", ""]) + "\n"
    return markdown


def markdown_files(arguments, tangle):
    """The files named, each a web of its own, and for a folder, the chapters of the book it
    holds, as the tangler's model of that book lists them, each with its appendix."""
    files = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            model = subprocess.run([tangle, "--model", str(path)], capture_output=True, text=True,
                                   check=True).stdout
            # A chapter and its appendix are one web: they are tangled together.
            files.extend([path / chapter["markdown"]]
                         + ([path / chapter["appendix"]["markdown"]] if chapter.get("appendix")
                            else [])
                         for chapter in json.loads(model)["chapters"])
        else:
            files.append([path])
    return files


def check(web, tangle, notangle, work):
    """Compares every root of one web (Markdown files tangled together); returns the number of
    disagreements."""
    markdown = " + ".join(str(path) for path in web)
    try:
        noweb_text, roots = "", []
        for path in web:
            text, found = to_noweb(path, read_markdown(path))
            noweb_text += text
            roots += [root for root in found if root not in roots]
    except (MarkdownError, UnicodeDecodeError) as error:
        print(f"FAIL {markdown}: cannot convert it: {error}")
        return 1
    with tempfile.TemporaryDirectory(prefix="noweb-check-", dir=work) as scratch:
        folder = Path(scratch)
        noweb_file = folder / "chunks.nw"
        noweb_file.write_text(noweb_text, encoding="utf-8")
        ours = folder / "tangled"
        run = subprocess.run([tangle, "--no-line", "--no-names", "-o", str(ours)]
                             + [str(path) for path in web],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(f"FAIL {markdown}: tangle exited with {run.returncode}:\n{run.stderr}")
            return 1
        written = sorted(p.relative_to(ours).as_posix() for p in ours.rglob("*") if p.is_file())
        expected = sorted(os.path.normpath(name[len(ROOT_PREFIX):]) for name in roots)
        failures = 0
        if written != expected:
            print(f"FAIL {markdown}: tangle wrote {written}, the chunks have roots {expected}")
            failures += 1
        for name in roots:
            theirs = subprocess.run([notangle, f"-R{name}", str(noweb_file)], capture_output=True)
            if theirs.returncode != 0 or theirs.stderr:
                print(f"FAIL {markdown}: notangle -R'{name}' exited with {theirs.returncode}:\n"
                      + theirs.stderr.decode("utf-8", "replace"))
                failures += 1
                continue
            target = ours / os.path.normpath(name[len(ROOT_PREFIX):])
            mine = target.read_bytes() if target.is_file() else b""
            if mine != theirs.stdout:
                print(f"FAIL {markdown}: {name} differs from notangle's")
                diff = difflib.unified_diff(theirs.stdout.decode("utf-8", "replace").splitlines(True),
                                            mine.decode("utf-8", "replace").splitlines(True),
                                            f"notangle -R'{name}'", "tangle --no-line --no-names")
                print("".join(list(diff)[:60]))
                failures += 1
        if failures == 0:
            print(f"ok   {markdown}: {len(roots)} root(s) agree with notangle")
        return failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tangle", required=True, help="the tangle executable")
    parser.add_argument("--work", default=tempfile.gettempdir(), help="folder for scratch files")
    parser.add_argument("--random", type=int, default=0, metavar="COUNT",
                        help="also check COUNT random Markdown files (the same ones every run)")
    parser.add_argument("inputs", nargs="*", help="Markdown files, or folders of chapters")
    arguments = parser.parse_args()

    notangle = shutil.which("notangle")
    if notangle is None:
        print("SKIPPED: noweb's notangle is not installed (apt-get install noweb), "
              "so the tangler cannot be compared with it")
        return SKIPPED
    files = markdown_files(arguments.inputs, arguments.tangle)
    if not files and not arguments.random:
        print("FAIL: no Markdown files to check in " + " ".join(arguments.inputs))
        return 1
    work = Path(arguments.work)
    work.mkdir(parents=True, exist_ok=True)
    failures = sum(check(markdown, arguments.tangle, notangle, work) for markdown in files)
    for number in range(arguments.random):
        markdown = work / f"random-{number}.md"
        markdown.write_text(random_markdown(random.Random(number)), encoding="utf-8")
        with contextlib.redirect_stdout(io.StringIO()) as report:
            disagreements = check([markdown], arguments.tangle, notangle, work)
        if disagreements:
            print(report.getvalue() + f"(the random file is kept as {markdown})")
            failures += disagreements
        else:
            markdown.unlink()
    print(f"{len(files)} file(s) and {arguments.random} random file(s) checked, "
          f"{failures} disagreement(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
