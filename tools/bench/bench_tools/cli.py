"""The command line: one subcommand for each thing the book does with a benchmark run.

    tables [--json RUN] [--model MODEL] [--check]
                                                 rewrite every chapter's tables and inline
                                                 figures (from book-run.json); --check changes
                                                 nothing and exits 1 when one is stale or a
                                                 table stands above a chunk
    page DIR [--json RUN] [--model MODEL] [--images PREFIX]
                                                 the Measurements page and its figures (default:
                                                 the last full run in build/bench, else
                                                 book-run.json)
    repeat-slow BENCH RUN [-- ARGS]              time every case over a second 3 times more

`tables` and `page` read the book's model, which names the chapters: the one a build writes,
BUILD/model.json (default: build/ci/model.json).

Exit status: 0; 1 when `tables --check` finds a stale chapter or a run of queens_bench fails;
2 for input the tools cannot use (a run that does not read, a marker that names no case), with
one line on stderr.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from . import page, rerun, tables
from .book import DEFAULT, Book
from .run import REFERENCE, Failure, Run, load_default


def with_model(command: argparse.ArgumentParser) -> None:
    command.add_argument("--model", type=Path, default=DEFAULT,
                         help="the book's model that a build wrote (default: %(default)s)")


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="bench-tools", description=__doc__.split("\n")[0])
    commands = top.add_subparsers(dest="command", required=True)

    one = commands.add_parser("tables", help="rewrite the chapters' tables and inline figures")
    one.add_argument("--json", type=Path, default=REFERENCE, help="the run (default: %(default)s)")
    with_model(one)
    one.add_argument("--check", action="store_true", help="change nothing; exit 1 if a chapter is stale")

    one = commands.add_parser("page", help="the Measurements page and its figures")
    one.add_argument("out", type=Path, help="the folder for the page and its figures")
    one.add_argument("--json", type=Path, help="the run (default: the last full run in build/bench, "
                     "else tools/bench/book-run.json)")
    with_model(one)
    one.add_argument("--images", default="", help="prefix of the figures' paths in the page")

    one = commands.add_parser("repeat-slow", help="time every slow case of a run several times more")
    one.add_argument("bench", help="the queens_bench program")
    one.add_argument("results", type=Path, help="the run's JSON, rewritten in place")
    return top


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    bench_args = argv[argv.index("--") + 1:] if "--" in argv else []
    args = parser().parse_args(argv[:len(argv) - len(bench_args) - 1] if "--" in argv else argv)
    try:
        if args.command == "tables":
            return tables.rewrite(Run.load(args.json, Book.load(args.model)), args.check)
        if args.command == "page":
            print(page.write(load_default(args.json, Book.load(args.model)), args.out, args.images))
        else:
            rerun.repeat_slow(args.bench, args.results, bench_args)
    except Failure as failure:
        print(f"bench-tools {args.command}: {failure}", file=sys.stderr)
        return 2
    except subprocess.CalledProcessError as error:
        print(f"bench-tools {args.command}: {error}", file=sys.stderr)
        return 1
    return 0
