#!/usr/bin/env bash
# Output that cannot be written is reported: `queens solve 5 8 > /dev/full` says why in one line
# on stderr and exits 5; a reader that stops early (`| head`) ends the run quietly with status 141.
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

# A stdout closed before the program starts, and the help, are reported the same way.
for words in "count 9 8" "--help"; do
    # shellcheck disable=SC2086
    "$queens" $words >&- 2> "$err"
    status=$?
    [ "$status" -eq 5 ] || { echo "FAIL: $words with stdout closed: status $status, expected 5"; exit 1; }
    grep -qx "queens: cannot write the output: Bad file descriptor" "$err" ||
        { echo "FAIL: $words with stdout closed: stderr was: $(cat "$err")"; exit 1; }
    # shellcheck disable=SC2086
    "$queens" $words > /dev/full 2> "$err"
    [ $? -eq 5 ] || { echo "FAIL: $words > /dev/full: not status 5"; exit 1; }
done

# A stdout grown past the limit `ulimit -f` sets (8 blocks of 1 KiB): status 5 and one line, as
# the help says (part of the answer may be left), not the signal SIGXFSZ (status 153).
out=$(mktemp)
(ulimit -f 8 && exec "$queens" solve 7 12 > "$out" 2> "$err")
status=$?
[ "$status" -eq 5 ] || { echo "FAIL: under ulimit -f 8: status $status, expected 5"; rm -f "$out"; exit 1; }
grep -qx "queens: cannot write the output: File too large" "$err" ||
    { echo "FAIL: under ulimit -f 8: stderr was: $(cat "$err")"; rm -f "$out"; exit 1; }
rm -f "$out"

first=$("$queens" solve 5 10 2> "$err" | head -n 1)
[ "$first" = "0 2 5 7 9 4 8 1 3 6" ] || { echo "FAIL: the first line was '$first'"; exit 1; }
[ ! -s "$err" ] || { echo "FAIL: a reader that stopped early caused: $(cat "$err")"; exit 1; }
"$queens" find 11 1000000 2> "$err" | head -c 8 > /dev/null
status=${PIPESTATUS[0]}
[ "$status" -eq 141 ] || { echo "FAIL: a reader that stopped early left status $status, expected 141"; exit 1; }
[ ! -s "$err" ] || { echo "FAIL: a closed pipe caused: $(cat "$err")"; exit 1; }
echo "a full disk is reported with status 5; a reader that stops early ends the run quietly (141)"
