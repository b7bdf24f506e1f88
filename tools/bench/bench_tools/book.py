"""The book's model, as the tangler writes it (`tangle --model`; configure keeps it in
BUILD/model.json): the tools learn from it which chapters there are, what each is called and
where its Markdown and its chunks are, and never look for them themselves."""

from __future__ import annotations

import json
from pathlib import Path

from .run import ROOT, Failure

# The model of the `ci` build, which tools/setup.sh and the top README make first.
DEFAULT = ROOT / "build" / "ci" / "model.json"


class Book:
    def __init__(self, data: dict):
        self.chapters: list[dict] = data["chapters"]
        self._by_number = {chapter["number"]: chapter for chapter in self.chapters}

    @classmethod
    def load(cls, path: Path) -> "Book":
        try:
            return cls(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise Failure(f"{path}: not the book's model ({error}); configure a build "
                          "(cmake --preset ci) or name its model.json with --model") from error

    def chapter(self, number: int) -> dict | None:
        return self._by_number.get(number)

    def id(self, number: int, variant: str = "") -> str:
        """How the chapter's solver is named (`ch04`, `ch04.heap`); a chapter the model does not
        have, one a run timed before it was removed, is `chapter 4`."""
        chapter = self.chapter(number)
        name = chapter["id"] if chapter else f"chapter {number}"
        return f"{name}.{variant}" if variant else name

    def title(self, number: int) -> str:
        chapter = self.chapter(number)
        return chapter["title"] if chapter else ""

    def heading(self, number: int) -> str:
        """The chapter's heading as the book writes it: `5. Backtracking: back up at the first clash`."""
        return f"{number}. {self.title(number)}".rstrip()

    def by_id(self, ids: list[str]) -> list[dict]:
        """The chapters named (`ch05`), or every chapter when none is."""
        known = {chapter["id"]: chapter for chapter in self.chapters}
        unknown = [one for one in ids if one not in known]
        if unknown:
            raise Failure(f"no chapter {', '.join(unknown)} in the book's model")
        return [known[one] for one in ids] if ids else self.chapters

    @staticmethod
    def last_chunk(chapter: dict) -> tuple[int, str] | None:
        """The line of the last chunk header (`<<name>>=`) in the chapter's Markdown, and its name."""
        headers = [(definition["line"], chunk["name"]) for chunk in chapter.get("chunks", [])
                   for definition in chunk["definitions"]]
        return max(headers) if headers else None
