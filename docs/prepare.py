"""Gets everything ready for Sphinx: python3 docs/prepare.py BUILD/docs/book.json

1. Doxygen writes XML of the tangled headers (its warnings are errors).
2. tools/pictures/draw.py draws the pictures (queens_pictures, then Graphviz) and keeps the
   site's own, at the top of its folder, and solvers.json; the benchmark tools
   (tools/bench/bench-tools page) add the Measurements page and its figures. The chapters'
   pictures are the ones committed in their folders.
3. The site's sources are staged: docs/index.md and docs/api.md, each chapter's README.md, its
   APPENDIX.md and the images committed beside them, the tangler's manual, and the pictures.

Each output is written only when its text changed, so Sphinx rereads only what did change.
The chapters stay where they are in git; the staged copies mirror the repository's layout, so
a link between chapters (../05-backtracking/README.md) means the same on the site as on GitHub.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

IMAGE_SUFFIXES = {".svg", ".png", ".jpg", ".jpeg", ".gif", ".webp"}


class Failure(Exception):
    pass


def sync_tree(wanted: dict[str, bytes], target: Path) -> None:
    """Makes `target` hold exactly `wanted` (relative path -> bytes), touching only changes."""
    target.mkdir(parents=True, exist_ok=True)
    for relative, data in wanted.items():
        path = target / relative
        if path.is_file() and path.read_bytes() == data:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    for path in sorted(target.rglob("*"), reverse=True):
        relative = path.relative_to(target).as_posix()
        if path.is_file() and relative not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def read_tree(root: Path, suffixes: set[str] | None = None) -> dict[str, bytes]:
    return {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted(root.rglob("*"))
        if path.is_file() and (suffixes is None or path.suffix.lower() in suffixes)
    }


def run(command: list[str], what: str, cwd: Path | None = None) -> None:
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True)
    if result.returncode != 0:
        raise Failure(f"{what} failed ({' '.join(command)}):\n{result.stdout}")
    if result.stdout.strip():
        print(result.stdout.rstrip())


def doxygen(config: dict) -> None:
    fresh = Path(config["doxygen_fresh"])
    shutil.rmtree(fresh, ignore_errors=True)
    fresh.mkdir(parents=True)
    run([config["doxygen"], config["doxyfile"]], "Doxygen (its warnings are errors)")
    sync_tree(read_tree(fresh / "xml"), Path(config["doxygen_xml"]))


def pictures(config: dict) -> dict[str, bytes]:
    """The site's own pictures and pages, for the top of the staged tree: what tools/pictures
    draws at the top of its folder (solvers.json goes to facts/), and the Measurements page and
    its figures. The chapters' pictures are the ones committed in their folders, which stage()
    copies with the chapters (tools/pictures/draw.py check holds them to what is drawn here)."""
    repository = Path(config["repository"])
    sys.path.insert(0, str(repository / "tools" / "pictures"))
    sys.dont_write_bytecode = True  # nothing written into the repository
    import draw
    with tempfile.TemporaryDirectory(prefix="queens-pictures-") as scratch:
        drawn = Path(scratch)
        try:
            draw.draw(config["pictures_tool"], config["dot"], drawn)
        except draw.Failure as failure:
            raise Failure(str(failure)) from failure
        # The benchmarks' part: the Measurements page and its figures, into the same folder.
        bench = repository / "tools" / "bench" / "bench-tools"
        run([config["python"], str(bench), "page", str(drawn), "--images", "pictures/",
             "--model", config["model"]],
            "The Measurements page (tools/bench/bench-tools page)")
        facts = drawn / "solvers.json"
        if facts.is_file():
            sync_tree({"solvers.json": facts.read_bytes()}, Path(config["work"]) / "facts")
        pages = {name: data for name, data in read_tree(drawn, {".md"}).items() if "/" not in name}
        images = {name: draw.without_doctype(data) if name.endswith(".svg") else data
                  for name, data in read_tree(drawn, IMAGE_SUFFIXES).items() if "/" not in name}
        return images | pages


def stage(config: dict, drawn: dict[str, bytes]) -> None:
    repository = Path(config["repository"])
    docs = Path(config["docs"])
    wanted: dict[str, bytes] = {}
    for page in ("index.md", "api.md", "labs.md"):
        wanted[page] = (docs / page).read_bytes()
    model = json.loads(Path(config["model"]).read_text(encoding="utf-8"))
    for chapter in model["chapters"]:
        folder = Path(chapter["markdown"]).parent
        for markdown in [chapter["markdown"]] + ([chapter["appendix"]["markdown"]]
                                                 if chapter.get("appendix") else []):
            wanted[markdown] = (repository / markdown).read_bytes()
        for relative, data in read_tree(repository / folder, IMAGE_SUFFIXES).items():
            wanted[(folder / relative).as_posix()] = data
    manual = repository / "tools" / "tangle" / "README.md"
    if manual.is_file():
        wanted["tools/tangle/README.md"] = manual.read_bytes()
        for relative, data in read_tree(manual.parent, IMAGE_SUFFIXES).items():
            wanted[f"tools/tangle/{relative}"] = data
    for name, data in drawn.items():
        wanted[name if name.endswith(".md") else f"pictures/{name}"] = data
    sync_tree(wanted, Path(config["stage"]))


def main() -> int:
    if len(sys.argv) != 2:
        print("usage: prepare.py BUILD/docs/book.json", file=sys.stderr)
        return 2
    config = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    try:
        doxygen(config)
        stage(config, pictures(config))
    except Failure as failure:
        print(f"prepare.py: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
