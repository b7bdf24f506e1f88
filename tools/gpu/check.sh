#!/usr/bin/env bash
# Chapter 15 on a GPU, checked and measured in one run: the card, its driver and CUDA's version;
# the chapter's GPU tests (A000170 and A002562 counted on the GPU); compute-sanitizer's memcheck
# and racecheck on a small board; then the chapter's counter and, where given, Yao and Li's
# (github.com/ygch/n_queens) timed side by side as whole processes, with a short table last.
#
#   tools/gpu/check.sh [--build DIR] [--peer PROGRAM] [--peer-rows K] [--n "16 17 18 19 20 21"]
#                      [--repeats R] [--sanitize-n N] [--limit SECONDS]
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
while [[ $# -gt 0 ]]; do
    case $1 in
        --build) build=$2; shift 2 ;;
        --peer) peer=$2; shift 2 ;;
        --peer-rows) peer_rows=$2; shift 2 ;;
        --n) sizes=$2; shift 2 ;;
        --repeats) repeats=$2; shift 2 ;;
        --sanitize-n) sanitize_n=$2; shift 2 ;;
        --limit) limit=$2; shift 2 ;;
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
    for tool in memcheck racecheck; do
        if compute-sanitizer --tool "$tool" --error-exitcode 99 \
            "$queens" count 15 "$sanitize_n" --variant gpu >"$log" 2>&1; then
            echo "$tool: $(tail -1 "$log")"
        else
            cat "$log"
            fail "compute-sanitizer --tool $tool"
        fi
    done
else
    skipped+=("compute-sanitizer (no GPU, or compute-sanitizer not on PATH)")
    echo "skipped"
fi

echo
echo "== Timings: whole processes, median of $repeats"
variant=gpu
[[ $gpu == 1 ]] || { variant=cpu; skipped+=("the GPU timings (no GPU): the processor variant on n <= 14 instead"); }
rows=()
for n in $sizes; do
    [[ $gpu == 1 || $n -le 14 ]] || continue
    ours=()
    theirs=()
    count=""
    peer_count=""
    for ((r = 0; r < repeats; r++)); do
        seconds=$(timed "$log" timeout "$limit" "$queens" count 15 "$n" --variant "$variant" --force) ||
            { fail "chapter 15 at n = $n"; continue 2; }
        ours+=("$seconds")
        count=$(cat "$log")
        if [[ -n $peer && $gpu == 1 ]]; then
            theirs+=("$(timed "$log" timeout "$limit" "$peer" "$n" "$peer_rows")")
            peer_count=$(sed -n 's/.*result \([0-9]*\), calc time.*/\1/p' "$log")
        fi
    done
    ours_s=$(printf '%s\n' "${ours[@]}" | median)
    line="$n $ours_s $count"
    if [[ ${#theirs[@]} -gt 0 ]]; then
        theirs_s=$(printf '%s\n' "${theirs[@]}" | median)
        [[ $peer_count == "$count" ]] || fail "n = $n: chapter 15 counted $count, the peer $peer_count"
        line+=" $theirs_s $(calc "$ours_s / $theirs_s")"
    fi
    rows+=("$line")
done
[[ -n $peer ]] || skipped+=("the peer's timings (no --peer)")

echo
printf '%-3s %12s %12s %8s  %s\n' n "chapter 15" "Yao and Li" ratio count
for line in "${rows[@]}"; do
    read -r n ours_s count theirs_s ratio <<<"$line"
    printf '%-3s %11.2fs %11s %8s  %s\n' "$n" "$ours_s" "${theirs_s:+${theirs_s}s}" "${ratio:--}" "$count"
done
echo "(chapter 15: queens count 15 n --variant $variant --force; ratio = chapter 15 / Yao and Li)"
for what in "${skipped[@]}"; do echo "skipped: $what"; done
[[ $failed == 0 ]] && echo "every check that ran passed" || echo "a check FAILED (see above)"
exit $failed
