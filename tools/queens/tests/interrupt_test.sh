#!/usr/bin/env bash
# Ctrl-C during a long run: the command stops within a few seconds, prints nothing on stdout,
# says so in one line on stderr and exits 130.
# Usage: interrupt_test.sh QUEENS ARGUMENTS...
set -uo pipefail
queens=$1
shift
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

"$queens" "$@" > "$out" 2> "$err" &
pid=$!
sleep 1
start=$(date +%s)
kill -INT "$pid"
wait "$pid"
status=$?
took=$(( $(date +%s) - start ))

[ "$status" -eq 130 ] || { echo "FAIL: exit status $status, expected 130"; exit 1; }
[ "$took" -le 5 ] || { echo "FAIL: took $took s to stop"; exit 1; }
[ ! -s "$out" ] || { echo "FAIL: printed on stdout: $(head -c 200 "$out")"; exit 1; }
grep -qx "queens: interrupted" "$err" || { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }
echo "stopped in $took s with status 130"
