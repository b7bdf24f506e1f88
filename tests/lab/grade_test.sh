#!/usr/bin/env bash
# A student edition, graded (tools/lab/edition.py): chapter 05's edition builds and fails with the
# stub's message; with the book's chunks pasted back it passes; and five wrong solutions a student
# writes fail, each with a message that says what is wrong, the one that never ends included.
#
#   grade_test.sh BOOK SCRATCH TANGLE
set -euo pipefail
book=$1
scratch=$2
tangle=$3
rm -rf "$scratch"
mkdir -p "$scratch"
edition=$scratch/edition
chapter=chapters/05-backtracking/README.md
limit=
"$book/tools/lab/edition.py" 05 "$edition" --tangle "$tangle" >/dev/null
cd "$edition"
cmake --preset dev >/dev/null
grep -q '"QUEENS_BOARD_SECONDS": "15"' CMakePresets.json ||
    { echo "FAIL: the edition's test preset sets no time limit"; exit 1; }

grade() {
    cmake --build --preset dev --target ch05 >"$scratch/build.log" 2>&1 || {
        echo "FAIL: the edition does not build ($1):"
        tail -20 "$scratch/build.log"
        exit 1
    }
    # As the edition's `dev` test preset grades, but with the book's limits unless `limit` sets
    # shorter ones (a board `limit` seconds, a test twice that), for the lab that never ends.
    env ${limit:+QUEENS_BOARD_SECONDS=$limit} ctest --test-dir build/dev -L ch05 -j2 \
        --timeout 600 --output-on-failure >"$scratch/grade.log" 2>&1
}

# expect_failure WHAT PATTERN...: grading fails, and its output holds every pattern.
expect_failure() {
    local what=$1
    shift
    if grade "$what"; then
        echo "FAIL: $what passed the grader"
        exit 1
    fi
    for pattern in "$@"; do
        if ! grep -qF -- "$pattern" "$scratch/grade.log"; then
            echo "FAIL: grading $what does not say: $pattern"
            grep -E "Failure|error|stopped|differs|counted" "$scratch/grade.log" | head -20
            exit 1
        fi
    done
    echo "ok: the grader fails $what, saying: $*"
}

# wrong WHAT OLD NEW PATTERN...: the book's chunks, with one line of them changed.
wrong() {
    local what=$1 old=$2 new=$3
    shift 3
    cp "$book/$chapter" "$chapter"
    grep -qF -- "$old" "$chapter" || { echo "FAIL: the chapter has no line '$old'"; exit 1; }
    OLD=$old NEW=$new /usr/bin/python3 -c '
import os, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(text.replace(os.environ["OLD"], os.environ["NEW"], 1))
' "$chapter"
    expect_failure "$what" "$@"
}

expect_failure "the stubs" "is a stub: the lab of the chapter is still to be written there" \
    "$chapter:"

cp "$book/$chapter" "$chapter"
grade "the book's chunks" || {
    echo "FAIL: the book's own chunks, pasted back, do not pass:"
    grep -E "Failure|FAILED|error" "$scratch/grade.log" | head -20
    exit 1
}
echo "ok: the book's chunks pasted back pass"

wrong "a missing diagonal check" \
    "(column_taken_[column] | falling_taken_[falling] | rising_taken_[rising])" \
    "(column_taken_[column] | falling_taken_[falling])" \
    "n = 2 is the smallest board where the listing differs" "share a diagonal"

wrong "an off-by-one in the last row of the mirror image" \
    "for (std::size_t r = 0; r < n_; ++r) {" "for (std::size_t r = 0; r + 1 < n_; ++r) {" \
    "n = 4 is the smallest board where the listing differs" "share a column"

wrong "a mirror counted twice" \
    "if (mirror_ && 2 * columns_[0] + 1 < static_cast<int>(n_)) {" \
    "if (mirror_ && 2 * columns_[0] + 1 <= static_cast<int>(n_)) {" \
    "n = 1 is the smallest board where the listing differs" "more than once" \
    "counted 2, but the reference says 1: 1 too many"

wrong "a search that never goes down a row" "search_from(row + 1);" "search_from(row);" \
    "n = 1 is the smallest board counted wrong on 1 thread(s): counted 0, but the reference says 1: 1 too few"

limit=2
wrong "a search that never ends" "    continue;" "    column = column - 1; continue;" \
    "The run stopped while chapter 5 (backtracking" "no answer after 2 seconds" \
    "The run stopped while running the test"
echo "every check passed"
