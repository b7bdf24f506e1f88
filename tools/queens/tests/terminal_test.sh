#!/usr/bin/env bash
# On a terminal, a run long enough to show its progress line ends with the answer alone on its
# line: the progress line is erased before the answer is written. The command runs under a
# pseudo-terminal (util-linux's `script`), which turns each "\n" into "\r\n".
# Usage: terminal_test.sh ANSWER QUEENS ARGUMENTS...
set -uo pipefail
answer=$1
shift
command -v script > /dev/null || { echo "SKIP: no 'script' to make a pseudo-terminal"; exit 77; }
screen=$(mktemp)
trap 'rm -f "$screen"' EXIT

printf -v line '%q ' "$@"
script --quiet --return --command "$line" /dev/null > "$screen" < /dev/null
status=$?
[ "$status" -eq 0 ] || { echo "FAIL: exit status $status"; cat -v "$screen"; exit 1; }
grep -q "% done" "$screen" || { echo "FAIL: no progress line was shown"; cat -v "$screen"; exit 1; }
# What the terminal shows last: the text after the last carriage return or erase, line by line.
last=$(tr -d '\r' < "$screen" | sed 's/.*\x1b\[K//' | tail -n 1)
[ "$last" = "$answer" ] || { echo "FAIL: the last line reads '$last'"; cat -v "$screen"; exit 1; }
echo "the answer stands alone on its line after the progress line"
