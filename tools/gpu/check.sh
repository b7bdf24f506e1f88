#!/usr/bin/env bash
# Chapter 15 on a GPU, checked and measured in one run: the card, its driver and CUDA's version;
# the chapter's GPU tests (A000170 and A002562 counted on the GPU); compute-sanitizer's memcheck
# and racecheck on a small board with each kernel; then each of the chapter's kernels (chosen by
# QUEENS_GPU_KERNEL) and, where given, Yao and Li's counter (github.com/ygch/n_queens) timed side
# by side as whole processes, each row printed as it is measured and a short table last.
#
#   tools/gpu/check.sh [--build DIR] [--peer PROGRAM] [--peer-rows K] [--n "16 17 18 19 20 21"]
#                      [--repeats R] [--sanitize-n N] [--limit SECONDS] [--kernels "local …"]
#
# From the repository root after a build with CUDA (the ci preset builds the kernel wherever CMake
# finds nvcc). --peer names Yao and Li's program, built outside this repository as chapter 15's
# section "On a GPU" shows; it is run as `PROGRAM n K` (K rows placed on the processor, 6 by
# default, as their README gives for one card). Without a GPU the script runs what the processor
# can (the tests, which then skip their GPU cases, and the processor variant on the smaller
# boards) and says what it skipped. Each timed run is stopped after --limit seconds (300 by
# default), which counts as a failure. Exit status: 0 when every check that ran passed, 1 when one
# failed (a count that differs, a test or a sanitizer that reports), 2 for bad arguments.
set -uo pipefail
source "$(dirname "$0")/../timing.sh"

build=build/ci
peer=""
peer_rows=6
sizes="16 17 18 19 20 21"
repeats=3
sanitize_n=11
limit=300
kernels="local shared shared-families"
while [[ $# -gt 0 ]]; do
    case $1 in
        --build) build=$2; shift 2 ;;
        --peer) peer=$2; shift 2 ;;
        --peer-rows) peer_rows=$2; shift 2 ;;
        --n) sizes=$2; shift 2 ;;
        --repeats) repeats=$2; shift 2 ;;
        --sanitize-n) sanitize_n=$2; shift 2 ;;
        --limit) limit=$2; shift 2 ;;
        --kernels) kernels=$2; shift 2 ;;
        *) echo "check.sh: unknown argument $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
done
queens=$build/tools/queens/queens
tests=$build/ch15_tests
for program in "$queens" "$tests" ${peer:+"$peer"}; do
    [[ -x $program ]] || { echo "check.sh: $program is not built" >&2; exit 2; }
done

failed=0
skipped=()
fail() { echo "FAILED: $*"; failed=1; }

echo "== The machine"
gpu=0
if command -v nvidia-smi >/dev/null && nvidia-smi -L >/dev/null 2>&1; then
    gpu=1
    nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv
    nvidia-smi | sed -n 's/.*\(CUDA Version: [0-9.]*\).*/driver supports \1/p'
else
    echo "no GPU: nvidia-smi finds none"
fi
command -v nvcc >/dev/null && nvcc --version | tail -1
echo "processor: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"
echo "commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"

echo
echo "== The chapter's tests"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if "$tests" >"$log" 2>&1; then
    # The summary, then each skipped test with its reason (the line before its SKIPPED line).
    sed -n '/^\[==========\] .* ran\./,$p' "$log"
    grep -B1 '^\[  SKIPPED \] .*(.* ms)$' "$log" | grep -v '^\[\|^--' | sed 's/^/  why: /'
else
    cat "$log"
    fail "the chapter's tests"
fi

echo
echo "== compute-sanitizer on n = $sanitize_n"
if [[ $gpu == 1 ]] && command -v compute-sanitizer >/dev/null; then
    for kernel in $kernels; do
        for tool in memcheck racecheck; do
            if QUEENS_GPU_KERNEL=$kernel compute-sanitizer --tool "$tool" --error-exitcode 99 \
                "$queens" count 15 "$sanitize_n" --variant gpu >"$log" 2>&1; then
                echo "$kernel, $tool: $(tail -1 "$log")"
            else
                cat "$log"
                fail "compute-sanitizer --tool $tool with the kernel $kernel"
            fi
        done
    done
else
    skipped+=("compute-sanitizer (no GPU, or compute-sanitizer not on PATH)")
    echo "skipped"
fi

echo
echo "== Timings: whole processes, median of $repeats"
# The programs timed, as "LABEL COMMAND…" with the kernel given by QUEENS_GPU_KERNEL; the first
# program's count is the one the others must agree with.
programs=()
if [[ $gpu == 1 ]]; then
    for kernel in $kernels; do
        programs+=("$kernel env QUEENS_GPU_KERNEL=$kernel $queens count 15 {n} --variant gpu --force")
    done
    [[ -n $peer ]] && programs+=("yao-li $peer {n} $peer_rows")
    [[ -n $peer ]] || skipped+=("the peer's timings (no --peer)")
else
    programs+=("cpu $queens count 15 {n} --variant cpu --force")
    skipped+=("the GPU timings (no GPU): the processor variant on n <= 14 instead")
fi
header="n"
for program in "${programs[@]}"; do header+=" ${program%% *}"; done
table=("$header count")
for n in $sizes; do
    [[ $gpu == 1 || $n -le 14 ]] || continue
    line="$n"
    first_count=""
    for program in "${programs[@]}"; do
        read -r label command <<<"$program"
        times=()
        for ((r = 0; r < repeats; r++)); do
            # shellcheck disable=SC2086 # the command is split into words on purpose
            seconds=$(timed "$log" timeout "$limit" ${command//\{n\}/$n}) || {
                fail "$label at n = $n"
                times=()
                break
            }
            times+=("$seconds")
        done
        count=$(sed -n 's/.*result \([0-9]*\), calc time.*/\1/p; /^[0-9][0-9]*$/p' "$log" | tail -1)
        first_count=${first_count:-$count}
        [[ $count == "$first_count" ]] || fail "n = $n: $label counted $count, not $first_count"
        if [[ ${#times[@]} -gt 0 ]]; then
            line+=" $(printf '%.3f' "$(printf '%s\n' "${times[@]}" | median)")"
        else
            line+=" -"
        fi
    done
    table+=("$line $first_count")
    echo "n = $n: ${line#* } (count $first_count)" # each row as soon as it is measured
done

echo
for line in "${table[@]}"; do
    printf '%-3s' "${line%% *}"
    for cell in ${line#* }; do printf ' %15s' "$cell"; done
    echo
done
echo "(seconds; the last column is the count; chapter 15's kernels are timed as"
echo " QUEENS_GPU_KERNEL=K queens count 15 n --variant gpu --force, Yao and Li's as PROGRAM n $peer_rows)"
for what in "${skipped[@]}"; do echo "skipped: $what"; done
[[ $failed == 0 ]] && echo "every check that ran passed" || echo "a check FAILED (see above)"
exit $failed
