#!/usr/bin/python3
"""Every chapter is a lesson a course can assign, with its workshop in an appendix beside it.

For each chapter of the book's model (so a new chapter is held to it at once), this checks that

- it has its appendix, `APPENDIX.md`, beside its `README.md`;
- the chapter holds no section for maintainers ("For developers", "Testing this chapter"):
  those are the appendix's;
- the chapter ends with its summary, its exercises and its bridge to what follows, in that
  order: its last three sections are `What this chapter showed`, `Exercises` and one more;
- the chapter's prose, code blocks left out, is at most 8,000 words: a lesson's length;
- the appendix answers every exercise: its section `Answers to the exercises` has an answer
  numbered as each exercise is;
- every chapter from 01 to 13 has a lab, a block marked `cpp lab` that a student edition leaves
  to the student (tools/lab), and a lab is in the chapter, where the student reads it, never in
  the appendix.

    shape_test.py BUILD/model.json

Prints one line for each thing that is wrong, and the chapters' lengths; exit status 0 when all
is well, 1 when something is wrong, 2 on a usage error.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

MOST_WORDS = 8000
# The chapters a course writes as labs: those of one solver each, before the cluster and the GPU.
WITH_LABS = range(1, 14)
SUMMARY = "What this chapter showed"
EXERCISES = "Exercises"
ANSWERS = "Answers to the exercises"
WORKSHOP = re.compile(r"^(For developers|Testing this chapter)\b")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
# An exercise is an item of an ordered list at the left margin; an answer is too, or a heading
# or a bold label that carries the exercise's number.
ITEM = re.compile(r"^(\d+)\. ")
ANSWER = re.compile(r"^(?:(\d+)\. |#{3,4} (?:Exercise )?(\d+)\b|\*\*(?:Exercise )?(\d+)\b)")


def prose(text: str) -> list[str]:
    """The lines of a Markdown text outside its fenced code blocks."""
    lines, fence = [], None
    for line in text.split("\n"):
        opening = FENCE.match(line)
        if fence:
            if opening and opening.group(1)[0] == fence[0] and len(opening.group(1)) >= len(fence) \
                    and line.strip() == opening.group(1):
                fence = None
        elif opening:
            fence = opening.group(1)
        else:
            lines.append(line)
    return lines


def sections(lines: list[str]) -> list[tuple[str, list[str]]]:
    """The level-2 sections of the prose lines: each heading's text and the lines under it."""
    found: list[tuple[str, list[str]]] = []
    for line in lines:
        if line.startswith("## "):
            found.append((line[3:].strip(), []))
        elif found:
            found[-1][1].append(line)
    return found


def numbers(lines: list[str], pattern: re.Pattern[str]) -> list[int]:
    return [int(next(group for group in match.groups() if group))
            for match in map(pattern.match, lines) if match]


def check(book: Path, chapter: dict) -> tuple[list[str], int]:
    readme = chapter["markdown"]
    lines = prose((book / readme).read_text(encoding="utf-8"))
    words = sum(len(line.split()) for line in lines)
    problems = []
    if words > MOST_WORDS:
        problems.append(f"{readme}: {words:,} words of prose, more than a lesson's {MOST_WORDS:,}: "
                        "move what a student does not need to the appendix")
    parts = sections(lines)
    titles = [title for title, _ in parts]
    for title in titles:
        if WORKSHOP.match(title):
            problems.append(f"{readme}: the section '{title}' belongs in the appendix")
    if len(titles) < 3 or titles[-3] != SUMMARY or titles[-2] != EXERCISES:
        problems.append(f"{readme}: the last sections are {titles[-3:]}, not '{SUMMARY}', "
                        f"'{EXERCISES}' and the bridge to what follows")
    labs = [definition for chunk in chapter["chunks"] for definition in chunk["definitions"]
            if definition.get("lab")]
    if chapter["number"] in WITH_LABS and not labs:
        problems.append(f"{readme}: no lab: mark the blocks that carry the chapter's idea `cpp lab`")
    for definition in labs:
        if definition["markdown"] != readme:
            problems.append(f"{definition['markdown']}:{definition['line']}: a lab block belongs "
                            "in the chapter, where the student reads it")
    exercises = next((numbers(body, ITEM) for title, body in parts if title == EXERCISES), [])
    appendix = chapter.get("appendix")
    if not appendix:
        problems.append(f"{readme}: the chapter has no appendix (APPENDIX.md beside it)")
        return problems, words
    appendix_parts = sections(prose((book / appendix["markdown"]).read_text(encoding="utf-8")))
    for title, _ in appendix_parts:
        if title in (SUMMARY, EXERCISES):
            problems.append(f"{appendix['markdown']}: the section '{title}' belongs in the chapter")
    answers = next((body for title, body in appendix_parts if title == ANSWERS), None)
    if exercises and answers is None:
        problems.append(f"{appendix['markdown']}: no section '{ANSWERS}' for the chapter's "
                        f"{len(exercises)} exercises")
    elif exercises:
        missing = sorted(set(exercises) - set(numbers(answers, ANSWER)))
        if missing:
            problems.append(f"{appendix['markdown']}: no answer to exercise(s) "
                            + ", ".join(map(str, missing)))
    return problems, words


def main(arguments: list[str]) -> int:
    if len(arguments) != 1:
        print("usage: shape_test.py BUILD/model.json", file=sys.stderr)
        return 2
    model_path = Path(arguments[0])
    model = json.loads(model_path.read_text(encoding="utf-8"))
    book = Path(__file__).resolve().parents[2]
    problems: list[str] = []
    for chapter in model["chapters"]:
        found, words = check(book, chapter)
        problems += found
        print(f"{chapter['id']}: {words:,} words of prose")
    for problem in problems:
        print(f"FAILED {problem}")
    print(f"{len(model['chapters'])} chapters checked, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
