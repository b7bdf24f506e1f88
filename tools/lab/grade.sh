#!/usr/bin/env bash
# Grades a class's student editions at once: builds each with the `dev` preset and runs its
# chapter's tests and the equivalence suite, writing the whole report to grade.log in the edition
# and one line here: the edition, and how many of the chapter's tests pass.
#
#   tools/lab/grade.sh EDITION...
#
# An edition is a folder that tools/lab/edition.py wrote (its LAB.md names the chapter). Each run
# of a board stops after QUEENS_BOARD_SECONDS (120 unless set). Exit status: 0 when every edition
# passes, 1 when one fails or does not build, 2 for a folder that is not an edition.
set -uo pipefail
if [[ $# -eq 0 || $1 == -h || $1 == --help ]]; then
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
    [[ $# -eq 0 ]] && exit 2 || exit 0
fi
status=0
for edition in "$@"; do
    chapter=$(grep -o -m1 -- '--target ch[0-9][0-9]' "$edition/LAB.md" 2>/dev/null | cut -c10-)
    if [[ -z $chapter ]]; then
        echo "$edition: not a student edition (no LAB.md naming its chapter)" >&2
        exit 2
    fi
    log=$edition/grade.log
    if ! (cd "$edition" && cmake --preset dev && cmake --build --preset dev --target "$chapter") \
        >"$log" 2>&1; then
        echo "$edition: $chapter does not build (see $log)"
        status=1
        continue
    fi
    (cd "$edition" && ctest --preset dev -L "$chapter" --output-on-failure) >>"$log" 2>&1
    summary=$(grep -E '^[0-9]+% tests passed' "$log" | tail -1)
    echo "$edition: $chapter: ${summary:-no tests ran (see $log)}"
    [[ $summary == "100% tests passed"* ]] || status=1
done
exit $status
