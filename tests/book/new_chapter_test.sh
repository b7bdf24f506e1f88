#!/usr/bin/env bash
# A new chapter needs only its folder. On a scratch copy of the book (the build's files, chapter
# 00 and chapter 01; the real sources are never touched):
#   1. the book is configured and the queens command built, without the new chapter;
#   2. chapter 01 is copied as the next free number NN of the real book, its heading, entry
#      header and namespace renamed after the folder, its part comment and measurement markers
#      dropped; building again re-configures by itself, and chNN is then in the book's model (in
#      the last part), has targets and tests labelled chNN, is in `queens list`, and is in the
#      contents and the navigation the site makes from the model;
#   3. removing the folder and building again leaves it nowhere of those.
# Usage: new_chapter_test.sh SOURCE_DIR SCRATCH_DIR MODEL.json
set -euo pipefail
source_dir=$1
scratch=$2
source_model=$3
python=/usr/bin/python3
[ -x "$python" ] || python=python3

fail() { echo "FAIL: $*" >&2; exit 1; }

# The next free number, and the template, from the real book's model.
read -r number template < <("$python" - "$source_model" <<'EOF'
import json, sys
chapters = json.load(open(sys.argv[1], encoding="utf-8"))["chapters"]
print(f"{max(c['number'] for c in chapters) + 1:02d}",
      next(c["folder"] for c in chapters if c["number"] == 1))
EOF
)
id="ch$number"
folder="$number-new-chapter"
echo "-- the new chapter: chapters/$folder, made from chapters/$template"

rm -rf "$scratch"
book="$scratch/book"
mkdir -p "$book/chapters" "$book/docs"
cp -r "$source_dir/CMakeLists.txt" "$source_dir/cmake" "$source_dir/tools" "$source_dir/tests" \
      "$book/"
cp -r "$source_dir/docs/_ext" "$book/docs/"
zero=$("$python" -c 'import json, sys
print(next(c["folder"] for c in json.load(open(sys.argv[1]))["chapters"] if c["number"] == 0))' \
       "$source_model")
cp -r "$source_dir/chapters/$zero" "$source_dir/chapters/$template" "$book/chapters/"

build="$scratch/build"
echo "-- 1. the book without it"
cmake -S "$book" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DQUEENS_BUILD_TESTS=ON \
      -DQUEENS_CUDA=OFF > "$scratch/configure.log"
cmake --build "$build" --target queens > "$scratch/build-1.log"

model() { "$python" - "$build/model.json" "$id" "$@" <<'EOF'
import json, sys
model = json.load(open(sys.argv[1], encoding="utf-8"))
ids = [c["id"] for c in model["chapters"]]
if sys.argv[3] == "present":
    chapter = model["chapters"][ids.index(sys.argv[2])] if sys.argv[2] in ids else None
    assert chapter, f"{sys.argv[2]} is not in the model"
    assert chapter["title"] == "A new chapter: chapter 01 again", chapter["title"]
    assert chapter["part"] == model["parts"][-1]["title"], chapter["part"]
    assert sys.argv[2] in model["parts"][-1]["chapters"], model["parts"]
    assert chapter["entry_header"] == f"queens/{sys.argv[2]}/new_chapter.hpp"
else:
    assert sys.argv[2] not in ids, f"{sys.argv[2]} is still in the model"
    assert all(sys.argv[2] not in part["chapters"] for part in model["parts"])
EOF
}

tests_labelled() { (cd "$build" && ctest -N -L "^$id\$" | sed -n 's/^Total Tests: //p'); }
contents() { "$python" "$book/docs/_ext/contents.py" "$build/model.json"; }

model absent || fail "the model has $id before it exists"

echo "-- 2. the new chapter's folder, and nothing else"
cp -r "$book/chapters/$template" "$book/chapters/$folder"
readme="$book/chapters/$folder/README.md"
sed -i -e "1s/^# [0-9]*\. .*/# $((10#$number)). A new chapter: chapter 01 again/" \
       -e '/^<!-- Part .*-->$/d' "$readme"
# The chapter and its appendix (when the template has one) name chapter 01 and its measurements.
for markdown in "$readme" "$book/chapters/$folder/APPENDIX.md"; do
  [ -f "$markdown" ] || continue
  sed -i -e 's/<!-- measured: [^>]*-->\([^<]*\)<!-- \/measured -->/\1/g' \
         -e '/^<!-- \/\?bench:ch01 -->$/d' \
         -e "s/ch01/$id/g" -e 's/brute_force/new_chapter/g' "$markdown"
done
cmake --build "$build" --target queens > "$scratch/build-2.log"
grep -q "Re-running CMake\|Configuring done" "$scratch/build-2.log" \
  || fail "adding a chapter folder did not re-configure the build"
cmake --build "$build" --target "$id" > "$scratch/build-3.log"

model present || fail "the model does not describe $id"
[ "$(tests_labelled)" -gt 0 ] || fail "ctest -L $id lists no tests"
"$build/tools/queens/queens" list | grep -q "^$number .*A new chapter" \
  || fail "queens list does not have $id: $("$build/tools/queens/queens" list)"
"$build/tools/queens/queens" count "$((10#$number))" 6 | grep -qx 4 \
  || fail "queens count $number 6 does not give 4"
contents > "$scratch/contents-with.md"
"$python" - "$scratch/contents-with.md" "$folder" <<'EOF' || fail "the contents do not have $id"
import sys
text = open(sys.argv[1], encoding="utf-8").read()
row = f"](chapters/{sys.argv[2]}/README.md)"
assert row in text, "no row in the table of chapters"
last_part = text.rindex("| **Part ")
assert text.index(row) > last_part, "the row is not under the last part"
tree = text[text.rindex(":caption: \"Part "):]
assert f"chapters/{sys.argv[2]}/README" in tree.split("```")[0], "not in the last part's toctree"
EOF
echo "   $id: in the model, $(tests_labelled) tests labelled $id, in queens list and the contents"

echo "-- 3. removing the folder leaves nothing behind"
rm -rf "$book/chapters/$folder"
cmake --build "$build" --target queens > "$scratch/build-4.log"
model absent || fail "the model still has $id"
[ "$(tests_labelled)" -eq 0 ] || fail "ctest -L $id still lists tests"
if "$build/tools/queens/queens" list | grep -q "A new chapter"; then
  fail "queens list still has $id"
fi
if cmake --build "$build" --target help | grep -q "^$id\b\|queens_$id\b"; then
  fail "the build still has targets of $id"
fi
if grep -q "$id" "$build/registries/queens_registry.cpp"; then fail "the registry still names $id"; fi
contents > "$scratch/contents-without.md"
if grep -q "$folder" "$scratch/contents-without.md"; then fail "the contents still have $id"; fi
echo "PASS"
