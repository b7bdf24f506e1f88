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

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
    echo "usage: $0 BUILD_FOLDER [SECONDS]" >&2
    exit 2
fi
build=$1
seconds=${2:-60}
case $seconds in
    '' | *[!0-9]*) echo "$0: SECONDS must be a whole number, not '$seconds'" >&2; exit 2 ;;
esac

here=$(cd "$(dirname "$0")" && pwd)
book=$(cd "$here/../../../.." && pwd)
compiler=${CXX_FUZZ:-clang++}
if ! command -v "$compiler" >/dev/null 2>&1; then
    echo "$0: $compiler is needed to build the fuzzer (apt-get install clang libclang-rt-dev)" >&2
    exit 2
fi

mkdir -p "$build/corpus"
build=$(cd "$build" && pwd)
rm -rf "$build/findings"
mkdir -p "$build/findings"
echo "building the fuzz target with $compiler in $build"
cmake -S "$book" -B "$build/cmake" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_COMPILER="$compiler" -DQUEENS_BUILD_TESTS=OFF -DQUEENS_FUZZ=ON \
    -DCMAKE_CXX_FLAGS="-O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
    > "$build/configure.log"
cmake --build "$build/cmake" --target queens_command_fuzz > "$build/build.log"

log=$build/fuzz.log
echo "fuzzing for $seconds s; the log is $log"
status=0
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
"$build/cmake/tools/queens/queens_command_fuzz" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=512 \
    -print_final_stats=1 -artifact_prefix="$build/findings/" \
    "$build/corpus" "$here/corpus" >"$log" 2>&1 || status=$?

executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
echo "executions: ${executions:-unknown} in $seconds s"
findings=$(find "$build/findings" -type f | wc -l)
if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
    tail -n 60 "$log"
    echo "FINDING: the fuzzer exited with status $status and kept $findings input(s) in $build/findings" >&2
    exit 1
fi
echo "no findings"
