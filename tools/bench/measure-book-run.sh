#!/bin/sh
# Measure the book's run again: tools/bench/book-run.json, and every chapter's table of
# measurements rewritten from it. Run it on a quiet machine: the numbers go into the book.
set -eu
cd "$(dirname "$0")/../.."
echo "load average: $(cut -d ' ' -f 1-3 /proc/loadavg) (it should be near 0: nothing else running)"
cmake --preset bench
cmake --build --preset bench --target bench-reference
