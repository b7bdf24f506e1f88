#!/usr/bin/env bash
# A signal during a long run: the command stops within MOST_MS milliseconds, prints nothing on
# stdout, says why in one line on stderr and exits with the signal's status: Ctrl-C (INT) 130
# "queens: interrupted", TERM 143 "queens: terminated", HUP 129 "queens: hung up". A solver that
# polls the stop flag stops at once; one that does not is cut short by the command's two-second
# alarm. Without the command built, the test is skipped (status 77).
# Usage: interrupt_test.sh SIGNAL MOST_MS QUEENS ARGUMENTS...
set -uo pipefail
signal=$1
most_ms=$2
queens=$3
shift 3
case $signal in
INT) expected=130 line="queens: interrupted" ;;
TERM) expected=143 line="queens: terminated" ;;
HUP) expected=129 line="queens: hung up" ;;
*) echo "usage: interrupt_test.sh INT|TERM|HUP MOST_MS QUEENS ARGUMENTS..."; exit 2 ;;
esac
if [[ ! -x $queens ]]; then
    # A course builds a chapter at a time (`--target ch04`), which does not build the command.
    echo "skipped: the queens command is not built; build it (--target queens) to run this test"
    exit 77
fi
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

"$queens" "$@" > "$out" 2> "$err" &
pid=$!
sleep 1
start=$(date +%s%N)
kill -"$signal" "$pid"
wait "$pid"
status=$?
took=$(( ($(date +%s%N) - start) / 1000000 ))

[ "$status" -eq "$expected" ] || { echo "FAIL: exit status $status, expected $expected"; exit 1; }
[ "$took" -le "$most_ms" ] || { echo "FAIL: took $took ms to stop (at most $most_ms)"; exit 1; }
[ ! -s "$out" ] || { echo "FAIL: printed on stdout: $(head -c 200 "$out")"; exit 1; }
[ "$(cat "$err")" = "$line" ] || { echo "FAIL: stderr was: $(cat "$err")"; exit 1; }
echo "stopped by SIG$signal in $took ms with status $expected"
