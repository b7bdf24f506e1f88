#!/usr/bin/env bash
# The chapter build, tested on a scratch copy of the book (the real sources are never touched):
#   1. tangling every chapter twice gives byte-identical files;
#   2. editing the prose of chapter 01 re-tangles it but recompiles nothing;
#   3. editing its code recompiles chapter 01 and nothing of chapter 02;
#   4. a typo in its code is reported by the compiler at chapters/01-brute-force/README.md:LINE.
# Usage: chapter_build_test.sh SOURCE_DIR SCRATCH_DIR TANGLE
set -euo pipefail
source_dir=$1
scratch=$2
tangle=$3

fail() { echo "FAIL: $*" >&2; exit 1; }

rm -rf "$scratch"
mkdir -p "$scratch/book"
cp -r "$source_dir/CMakeLists.txt" "$source_dir/cmake" "$source_dir/tools" "$scratch/book/"
mkdir -p "$scratch/book/tests"
cp -r "$source_dir/tests/support" "$scratch/book/tests/"
mkdir -p "$scratch/book/chapters"
cp -r "$source_dir/chapters/00-the-problem" "$source_dir/chapters/01-brute-force" \
      "$scratch/book/chapters/"
# The chapters, as the book's model lists them: id, folder, Markdown and appendix (if any), one
# chapter a line.
"$tangle" --model "$source_dir" > "$scratch/model.json"
mapfile -t chapters < <(/usr/bin/python3 -c 'import json, sys
for c in json.load(open(sys.argv[1]))["chapters"]:
    print(c["id"], c["folder"], c["markdown"], (c["appendix"] or {}).get("markdown", ""))' \
                         "$scratch/model.json")
read -r second_id second _ <<< "${chapters[2]}"
cp -r "$source_dir/chapters/$second" "$scratch/book/chapters/"

echo "-- 1. tangling is deterministic"
for entry in "${chapters[@]}"; do
  read -r _ _ chapter appendix <<< "$entry"
  rm -rf "$scratch/one" "$scratch/two"
  (cd "$source_dir" && "$tangle" -o "$scratch/one" "$chapter" $appendix)
  (cd "$source_dir" && "$tangle" -o "$scratch/two" "$chapter" $appendix)
  diff -r "$scratch/one" "$scratch/two" > /dev/null || fail "two tangles of $chapter differ"
done

build="$scratch/build"
cmake -S "$scratch/book" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
      -DQUEENS_BUILD_TESTS=OFF > /dev/null
targets=(queens_ch01 "queens_$second_id")
cmake --build "$build" --target "${targets[@]}" > /dev/null

compiled() { grep -c "Building CXX object" "$1" || true; }
compiled_in() { grep "Building CXX object" "$1" | grep -c "queens/$2/" || true; }

echo "-- 2. a prose edit re-tangles chapter 01 and recompiles nothing"
readme="$scratch/book/chapters/01-brute-force/README.md"
sed -i '0,/^The first solver/s//The very first solver/' "$readme"
cmake --build "$build" --target "${targets[@]}" > "$scratch/prose.log"
grep -q "Tangling chapters/01-brute-force/README.md" "$scratch/prose.log" \
  || fail "chapter 01 was not re-tangled"
[ "$(compiled "$scratch/prose.log")" -eq 0 ] || fail "a prose edit recompiled: $(cat "$scratch/prose.log")"

echo "-- 3. a code edit recompiles chapter 01 alone"
sed -i 's/^    return true;$/    return true; \/\/ every pair checked/' "$readme"
cmake --build "$build" --target "${targets[@]}" > "$scratch/code.log"
[ "$(compiled_in "$scratch/code.log" ch01)" -ge 1 ] || fail "chapter 01 was not recompiled"
[ "$(compiled_in "$scratch/code.log" "$second_id")" -eq 0 ] || fail "$second_id was recompiled"
[ "$(compiled_in "$scratch/code.log" ch00)" -eq 0 ] || fail "chapter 00 was recompiled"

echo "-- 4. a typo is reported at the chapter's Markdown line"
typo_line=$(grep -n "const int row_gap = " "$readme" | cut -d: -f1)
sed -i 's/const int row_gap = /const int row_gap = undeclared_name + /' "$readme"
if cmake --build "$build" --target queens_ch01 > "$scratch/typo.log" 2>&1; then
  fail "a typo compiled"
fi
grep -q "chapters/01-brute-force/README.md:$typo_line:[0-9]*: error: .undeclared_name" \
  "$scratch/typo.log" || fail "the error does not point at README.md:$typo_line: $(grep error "$scratch/typo.log")"

rm -rf "$scratch"
echo "chapter build: all four checks passed"
