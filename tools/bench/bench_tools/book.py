"""The book's model, as the tangler writes it (`tangle --model`; configure keeps it in
BUILD/model.json): which chapters there are, what each is called, where its Markdown and its
chunks are. The tools read them here and never look for chapters themselves."""

from __future__ import annotations

import json
from pathlib import Path

from .run import ROOT, Failure

DEFAULT = ROOT / "build" / "ci" / "model.json"


class Book:
    def __init__(self, data: dict):
        self.chapters: list[dict] = data["chapters"]
        self.numbered = {chapter["number"]: chapter for chapter in self.chapters}

    @classmethod
    def load(cls, path: Path) -> "Book":
        try:
            return cls(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise Failure(f"{path}: not the book's model ({error}); configure a build "
                          "(cmake --preset ci) or name its model.json with --model") from error

    def id(self, number: int, variant: str = "") -> str:
        """How a solver is named (`ch04`, `ch04.heap`); a chapter the model does not have, one a
        run timed before it was removed, is `chapter 4`."""
        name = self.numbered[number]["id"] if number in self.numbered else f"chapter {number}"
        return f"{name}.{variant}" if variant else name

    def title(self, number: int) -> str:
        return self.numbered.get(number, {}).get("title", "")
