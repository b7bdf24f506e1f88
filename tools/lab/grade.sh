#!/usr/bin/env bash
# Grades a class's student editions at once: builds each in a fresh folder of its own
# (EDITION/build/grade, so a folder copied with its build/ grades as well) and runs its chapter's
# tests and the equivalence suite with the limits of an edition's `dev` test preset (a board
# 15 s, a test 30 s, and CTest ends anything still running at 60 s), writing the whole report to
# EDITION/grade.log and one line here: passes, still a stub, fails (with the grader's first
# reason), or does not build. It builds and runs the code in each folder as it is, tests
# included: run it where students' code may run (a container, or an account of its own).
#
#   tools/lab/grade.sh EDITION...
#
# An edition is a folder that tools/lab/edition.py wrote (its LAB.md names the chapter).
# Exit status: 0 when every edition passes; 1 when one does not; 2 when a folder is no edition
# (the others are graded all the same).
set -uo pipefail
if [[ $# -eq 0 || $1 == -h || $1 == --help ]]; then
    sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
    [[ $# -eq 0 ]] && exit 2 || exit 0
fi
status=0
for edition in "$@"; do
    edition=${edition%/}
    chapter=$(grep -o -m1 -- '--target ch[0-9][0-9]' "$edition/LAB.md" 2>/dev/null | cut -c10-)
    if [[ -z $chapter ]]; then
        echo "$edition: not a student edition (no LAB.md naming its chapter)"
        status=2
        continue
    fi
    log=$edition/grade.log
    build=$edition/build/grade
    rm -rf "$build"
    if ! (cmake -S "$edition" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DQUEENS_BUILD_TESTS=ON && cmake --build "$build" --target "$chapter") >"$log" 2>&1; then
        echo "$edition: $chapter does not build (see $log)"
        [[ $status -eq 0 ]] && status=1
        continue
    fi
    QUEENS_BOARD_SECONDS=15 ctest --test-dir "$build" -L "$chapter" -j2 --timeout 60 \
        --output-on-failure >>"$log" 2>&1
    summary=$(grep -E '^[0-9]+% tests passed' "$log" | tail -1)
    failed=$(sed -n 's/.* \([0-9]*\) tests failed out of \([0-9]*\)/\1 of \2/p' <<<"$summary")
    reason=$(grep -m1 -oE '<<[^>]*>> is a stub' "$log" ||
        grep -m1 -E 'is the smallest board|the board found is no solution|The run stopped' "$log" ||
        grep -m1 -E 'Failure$' -A2 "$log" | tail -1)
    if [[ $summary == "100% tests passed"* ]]; then
        echo "$edition: $chapter: passes every test"
    elif [[ $reason == *"is a stub" ]]; then
        echo "$edition: $chapter: still a stub: $reason ($failed tests fail)"
        [[ $status -eq 0 ]] && status=1
    else
        reason=${reason%:}
        echo "$edition: $chapter: fails $failed tests: ${reason:-see $log}"
        [[ $status -eq 0 ]] && status=1
    fi
done
exit $status
