#!/usr/bin/env bash
# Output that cannot be written is reported: `queens solve 5 8 > /dev/full` says why in one line
# on stderr and exits 5; a reader that stops early (`| head -n 1`) ends the run quietly.
# Usage: write_error_test.sh QUEENS
set -uo pipefail
queens=$1
err=$(mktemp)
trap 'rm -f "$err"' EXIT

[ -w /dev/full ] || { echo "SKIP: no /dev/full"; exit 77; }
"$queens" solve 5 8 > /dev/full 2> "$err"
status=$?
[ "$status" -eq 5 ] || { echo "FAIL: exit status $status, expected 5"; exit 1; }
[ "$(wc -l < "$err")" -eq 1 ] || { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }
grep -qx "queens: cannot write the output: No space left on device" "$err" ||
    { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }

first=$("$queens" solve 5 10 2> "$err" | head -n 1)
[ "$first" = "0 2 5 7 9 4 8 1 3 6" ] || { echo "FAIL: the first line was '$first'"; exit 1; }
[ ! -s "$err" ] || { echo "FAIL: a reader that stopped early caused: $(cat "$err")"; exit 1; }
echo "a full disk is reported with status 5; a reader that stops early ends the run quietly"
