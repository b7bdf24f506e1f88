#!/usr/bin/env bash
# A signal while the answer is being written to a reader that is slow to read it: the command
# exits with the signal's status and one line on stderr, and leaves on stdout the beginning of the
# answer, every line of it whole but perhaps the last, as its help says.
# Usage: interrupted_answer_test.sh SIGNAL STATUS WORDS QUEENS ARGUMENTS...
set -uo pipefail
signal=$1
expected=$2
words=$3
queens=$4
shift 4
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
mkfifo "$folder/pipe"

# The pipe is held open here, for reading and writing, and read only once the command has
# ended: it blocks once the pipe is full, as under a reader that is slow to read.
exec 3<> "$folder/pipe"
"$queens" "$@" > "$folder/pipe" 2> "$folder/err" &
pid=$!
sleep 1
kill -"$signal" "$pid"
wait "$pid"
status=$?
timeout 1 cat <&3 > "$folder/out"
exec 3>&-
[ "$status" -eq "$expected" ] || { echo "FAIL: exit status $status, expected $expected"; exit 1; }
lines=$(wc -l < "$folder/out")
cut=$(head -n "$((lines > 0 ? lines - 1 : 0))" "$folder/out" |
      awk -v words="$words" 'NF != words { print NR ": " $0; exit }')
[ -z "$cut" ] || { echo "FAIL: a line of stdout before the last is not whole: $cut"; exit 1; }
[ "$(wc -l < "$folder/err")" -eq 1 ] || { echo "FAIL: stderr was: $(cat "$folder/err")"; exit 1; }
echo "stopped by SIG$signal with status $status after $lines lines, all whole but perhaps the last"
