#!/usr/bin/env bash
# Under a limit on its memory (ulimit -v), the command either writes the whole answer and exits 0,
# or writes nothing on stdout and says in one line on stderr that memory ran out, exiting 2: it
# never exits 0 after part of an answer, and never crashes. The limits run from too little for the
# run to plenty; at least one of them must end each way, or the test proves nothing.
# Usage: memory_limit_test.sh QUEENS CHAPTER N LIMIT_KB...
set -uo pipefail
queens=$1
chapter=$2
n=$3
shift 3
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

"$queens" find "$chapter" "$n" > "$out" 2> "$err" || { echo "FAIL: the run without a limit failed"; exit 1; }
whole=$(md5sum < "$out")
whole_bytes=$(stat -c %s "$out")
answered=0
refused=0
for limit in "$@"; do
    (ulimit -v "$limit"; exec "$queens" find "$chapter" "$n") > "$out" 2> "$err"
    status=$?
    if [ "$status" -eq 0 ]; then
        [ "$(md5sum < "$out")" = "$whole" ] ||
            { echo "FAIL: at $limit KB, status 0 with $(stat -c %s "$out") of $whole_bytes bytes"; exit 1; }
        [ ! -s "$err" ] || { echo "FAIL: at $limit KB, status 0 and stderr: $(head -c 300 "$err")"; exit 1; }
        answered=$((answered + 1))
    elif [ "$status" -eq 2 ]; then
        [ ! -s "$out" ] || { echo "FAIL: at $limit KB, status 2 after $(stat -c %s "$out") bytes"; exit 1; }
        [ "$(cat "$err")" = "queens: this machine ran out of memory for the run" ] ||
            { echo "FAIL: at $limit KB, stderr was: $(head -c 300 "$err")"; exit 1; }
        refused=$((refused + 1))
    else
        echo "FAIL: at $limit KB, exit status $status, stderr: $(head -c 300 "$err")"
        exit 1
    fi
    echo "$limit KB: status $status"
done
[ "$answered" -gt 0 ] && [ "$refused" -gt 0 ] ||
    { echo "FAIL: $answered limits answered and $refused ran out: choose limits on both sides"; exit 1; }
echo "every limit gave the whole answer ($whole_bytes bytes) or one line and status 2"
