# What the book's two fuzz scripts share (tools/tangle/tests/fuzz/run.sh and
# tools/queens/tests/fuzz/run.sh): it is sourced by them, not run.
#
#   fuzz_arguments "$0" "$@"    reads BUILD_FOLDER [SECONDS]; sets build, seconds, compiler
#   fuzz_run TARGET MAX_LEN CORPUS...
#                               fuzzes TARGET for $seconds with AddressSanitizer and
#                               UndefinedBehaviorSanitizer reports on, prints the number of
#                               executions, and exits non-zero on any finding: a crash, a
#                               sanitizer report, a leak, an input slower than 10 seconds or one
#                               that needs more than 2 GB. Findings are kept in $build/findings/.

fuzz_arguments() {
    script=$1
    shift
    if [ $# -lt 1 ] || [ $# -gt 2 ]; then
        echo "usage: $script BUILD_FOLDER [SECONDS]" >&2
        exit 2
    fi
    build=$1
    seconds=${2:-60}
    case $seconds in
        '' | *[!0-9]*) echo "$script: SECONDS must be a whole number, not '$seconds'" >&2; exit 2 ;;
    esac
    compiler=${CXX_FUZZ:-clang++}
    if ! command -v "$compiler" >/dev/null 2>&1; then
        echo "$script: $compiler is needed to build the fuzzer (apt-get install clang libclang-rt-dev)" >&2
        exit 2
    fi
    mkdir -p "$build/corpus"
    build=$(cd "$build" && pwd)
    rm -rf "$build/findings"
    mkdir -p "$build/findings"
}

fuzz_run() {
    target=$1
    max_len=$2
    shift 2
    log=$build/fuzz.log
    echo "fuzzing for $seconds s; the log is $log"
    status=0
    ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
    UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
    "$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len="$max_len" \
        -print_final_stats=1 -artifact_prefix="$build/findings/" \
        "$build/corpus" "$@" >"$log" 2>&1 || status=$?

    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    echo "executions: ${executions:-unknown} in $seconds s"
    findings=$(find "$build/findings" -type f | wc -l)
    if [ "$status" -ne 0 ] || [ "$findings" -ne 0 ]; then
        tail -n 60 "$log"
        echo "FINDING: the fuzzer exited with status $status and kept $findings input(s) in $build/findings" >&2
        exit 1
    fi
    echo "no findings"
}
