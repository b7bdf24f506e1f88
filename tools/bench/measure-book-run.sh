#!/bin/sh
# Measure the book's run again: tools/bench/book-run.json. Run it on a quiet machine: the
# numbers go into the book. Then rewrite the chapters' tables and figures from it with
# `tools/bench/bench-tools tables`, which CTest's check asks for until it is done.
set -eu
cd "$(dirname "$0")/../.."
echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg) (it should be near 0: nothing else running)"
cmake --preset bench
cmake --build --preset bench --target bench-book-run
echo "Now run tools/bench/bench-tools tables to rewrite the chapters from tools/bench/book-run.json"
