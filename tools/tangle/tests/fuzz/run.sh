#!/bin/sh
# Fuzzes the tangler with libFuzzer, AddressSanitizer and UndefinedBehaviorSanitizer.
#
#   tools/tangle/tests/fuzz/run.sh BUILD_FOLDER [SECONDS]
#
# Builds the fuzz target with clang++ (or $CXX_FUZZ) into BUILD_FOLDER, seeds it with the corpus
# in this folder, the hard cases of the noweb comparison and every chapter, fuzzes for SECONDS
# (default 60), prints the number of executions, and exits non-zero on any finding: a crash, a
# sanitizer report, a leak, a broken invariant, an input slower than 10 seconds or one that
# needs more than 2 GB. The inputs of a finding are kept in BUILD_FOLDER/findings/.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
tangle=$(cd "$here/../.." && pwd)
book=$(cd "$tangle/../.." && pwd)
. "$book/tools/fuzz/libfuzzer.sh"
fuzz_arguments "$0" "$@"

echo "building the fuzz target with $compiler in $build"
"$compiler" -std=c++20 -g -O1 -fno-omit-frame-pointer \
    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
    -I "$tangle/include" \
    "$tangle/src/parse.cpp" "$tangle/src/expand.cpp" "$tangle/src/model.cpp" \
    "$tangle/src/output.cpp" \
    "$here/fuzz_tangle.cpp" \
    -o "$build/tangle_fuzz"

# The chapters are good seeds: real Markdown with every feature the book uses.
seeds=$build/seeds
rm -rf "$seeds"
mkdir -p "$seeds"
cp "$here"/corpus/* "$here"/../noweb/*.md "$seeds"/
for chapter in "$book"/chapters/*/README.md; do
    [ -f "$chapter" ] || continue
    cp "$chapter" "$seeds/chapter-$(basename "$(dirname "$chapter")").md"
done

fuzz_run "$build/tangle_fuzz" 8192 "$seeds"
