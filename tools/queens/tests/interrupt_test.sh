#!/usr/bin/env bash
# Ctrl-C during a long run: the command stops within MOST_MS milliseconds, prints nothing on
# stdout, says so in one line on stderr and exits 130. A solver that polls the stop flag stops
# at once; one that does not is cut short by the command's two-second alarm.
# Usage: interrupt_test.sh MOST_MS QUEENS ARGUMENTS...
set -uo pipefail
most_ms=$1
queens=$2
shift 2
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

"$queens" "$@" > "$out" 2> "$err" &
pid=$!
sleep 1
start=$(date +%s%N)
kill -INT "$pid"
wait "$pid"
status=$?
took=$(( ($(date +%s%N) - start) / 1000000 ))

[ "$status" -eq 130 ] || { echo "FAIL: exit status $status, expected 130"; exit 1; }
[ "$took" -le "$most_ms" ] || { echo "FAIL: took $took ms to stop (at most $most_ms)"; exit 1; }
[ ! -s "$out" ] || { echo "FAIL: printed on stdout: $(head -c 200 "$out")"; exit 1; }
grep -qx "queens: interrupted" "$err" || { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }
echo "stopped in $took ms with status 130"
