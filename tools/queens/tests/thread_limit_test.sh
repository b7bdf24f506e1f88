#!/usr/bin/env bash
# A thread that cannot be started: under a limit on its memory (ulimit -v) too small for the
# stacks of 1,024 threads, `queens count 9 14 --threads 1024` says so in one line and exits 2, as
# when memory runs out, with nothing on stdout; never "the run failed" with status 4.
# Usage: thread_limit_test.sh QUEENS
set -uo pipefail
queens=$1
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

(ulimit -v 200000 && exec "$queens" count 9 14 --threads 1024) > "$out" 2> "$err"
status=$?
[ "$status" -eq 2 ] || { echo "FAIL: exit status $status, expected 2; stderr: $(cat "$err")"; exit 1; }
[ ! -s "$out" ] || { echo "FAIL: printed on stdout: $(head -c 200 "$out")"; exit 1; }
[ "$(wc -l < "$err")" -eq 1 ] || { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }
grep -q "^queens: a thread could not be started (" "$err" ||
    { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }
echo "a thread that could not be started: one line, status 2"
