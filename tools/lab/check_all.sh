#!/usr/bin/env bash
# Every chapter's lab, checked as a course would meet it: for each chapter with a lab, a student
# edition is written, built with the `dev` preset and graded; it must fail, saying that a stub is
# one, and pass once the book's own Markdown is pasted back. Prints one line a chapter, with the
# seconds each step took.
#
#   tools/lab/check_all.sh SCRATCH [CHAPTER...]     (default: every chapter with a lab)
set -euo pipefail
book=$(cd "$(dirname "$0")/../.." && pwd)
scratch=$1
shift
chapters=("$@")
if [[ ${#chapters[@]} -eq 0 ]]; then
    chapters=($(grep -l '^```cpp lab' "$book"/chapters/*/README.md "$book"/chapters/*/APPENDIX.md |
        sed 's#.*/chapters/\([0-9][0-9]\)-.*#\1#' | sort -u))
fi
rm -rf "$scratch"
mkdir -p "$scratch"
failed=0
for chapter in "${chapters[@]}"; do
    edition=$scratch/$chapter
    id=ch$chapter
    start=$SECONDS
    "$book/tools/lab/edition.py" "$chapter" "$edition" >/dev/null
    (cd "$edition" && cmake --preset dev && cmake --build --preset dev --target "$id") \
        >"$scratch/$chapter.build.log" 2>&1 || { echo "$id: the edition does not build"; failed=1; continue; }
    built=$((SECONDS - start))
    if (cd "$edition" && ctest --preset dev -L "$id" -j2) >"$scratch/$chapter.stub.log" 2>&1; then
        echo "$id: the stubs pass the grader"; failed=1; continue
    fi
    if ! grep -q "is a stub: the lab of the chapter is still to be written" "$scratch/$chapter.stub.log"; then
        echo "$id: the stubs fail without saying they are stubs"; failed=1; continue
    fi
    stubbed=$((SECONDS - start - built))
    folder=$(cd "$book/chapters" && ls -d "$chapter"-*)
    cp "$book/chapters/$folder/"*.md "$edition/chapters/$folder/"
    start=$SECONDS
    if ! (cd "$edition" && cmake --build --preset dev --target "$id" && ctest --preset dev -L "$id" -j2) \
        >"$scratch/$chapter.book.log" 2>&1; then
        echo "$id: the book's own chunks do not pass"; failed=1; continue
    fi
    tests=$(grep -E '^100% tests passed' "$scratch/$chapter.book.log" | grep -oE 'out of [0-9]+')
    echo "$id: edition built in ${built} s; stubs fail, saying so, in ${stubbed} s; the book's chunks pass ($tests tests) in $((SECONDS - start)) s"
done
exit $failed
