#!/bin/sh
# Fuzzes the `queens` command's argument vector with libFuzzer, AddressSanitizer and
# UndefinedBehaviorSanitizer.
#
#   tools/queens/tests/fuzz/run.sh BUILD_FOLDER [SECONDS]
#
# Configures the book in BUILD_FOLDER with clang++ (or $CXX_FUZZ), every chapter instrumented,
# builds the fuzz target over command::run (fuzz_command.cpp), seeds it with the corpus in this
# folder, fuzzes for SECONDS (default 60), prints the number of executions, and exits non-zero
# on any finding: a crash, a sanitizer report, a leak, a broken promise of the command (see
# fuzz_command.cpp), an input slower than 10 seconds or one that needs more than 2 GB. The
# inputs of a finding are kept in BUILD_FOLDER/findings/.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
book=$(cd "$here/../../../.." && pwd)
. "$book/tools/fuzz/libfuzzer.sh"
fuzz_arguments "$0" "$@"

echo "building the fuzz target with $compiler in $build"
cmake -S "$book" -B "$build/cmake" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_COMPILER="$compiler" -DQUEENS_BUILD_TESTS=OFF -DQUEENS_FUZZ=ON -DQUEENS_CUDA=OFF \
    -DCMAKE_CXX_FLAGS="-O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
    > "$build/configure.log"
cmake --build "$build/cmake" --target queens_command_fuzz > "$build/build.log"

fuzz_run "$build/cmake/tools/queens/queens_command_fuzz" 8192 "$here/corpus"
