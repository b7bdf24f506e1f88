#!/usr/bin/env bash
# Chapter 14's scaling run: queens-cluster on 1, 2, 4, … worker ranks of one thread each (plus
# rank 0, the foreman), at each board size, timed as whole processes, beside chapter 13 on as many
# threads; then the simulation of the foreman, driven by the one-worker run's journal, for the
# same numbers of workers, and the setup of a rank whose threads are as many as the most workers
# (its listing of the quarters on all of them). Prints one table; the journals stay in the work
# folder.
#
#   tools/cluster/scale.sh [--build DIR] [--workers "1 2 4 8 16"] [--n "19 20"] [--repeats R]
#                          [--work DIR] [-- MPIRUN-OPTIONS…]
#
# On a 16-core machine from the repository root, after the ci build: tools/cluster/scale.sh
# Where Open MPI is not installed system-wide, put its bin/ on PATH and its lib/ on
# LD_LIBRARY_PATH first. Options after -- go to mpirun (for example --bind-to none) in place of
# the default, --mca pml ob1; and unless HWLOC_COMPONENTS is set, the script sets it to
# -pci,-linuxio. Both are chapter 14's advice for one machine: they skip Open MPI's search for
# networks and the machine's PCI devices at every start.
set -euo pipefail

build=build/ci
workers="1 2 4 8 16"
sizes="19 20"
repeats=1
work=$(mktemp -d /tmp/queens-scale.XXXXXX)
mpirun_options=(--mca pml ob1)
export HWLOC_COMPONENTS=${HWLOC_COMPONENTS--pci,-linuxio}
while [[ $# -gt 0 ]]; do
    case $1 in
        --build) build=$2; shift 2 ;;
        --workers) workers=$2; shift 2 ;;
        --n) sizes=$2; shift 2 ;;
        --repeats) repeats=$2; shift 2 ;;
        --work) work=$2; mkdir -p "$work"; shift 2 ;;
        --) shift; mpirun_options=("$@"); break ;;
        *) echo "scale.sh: unknown argument $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
done
cluster=$build/programs/queens-cluster
queens=$build/tools/queens/queens
for program in "$cluster" "$queens"; do
    [[ -x $program ]] || { echo "scale.sh: $program is not built" >&2; exit 2; }
done
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
source "$(dirname "$0")/../timing.sh"

printf '%-3s %-8s %10s %10s %12s %12s %10s %10s\n' n workers whole_s counting_s ch13_whole_s \
    vs_ch13 eff_whole eff_count
for n in $sizes; do
    one_whole=""
    one_counting=""
    for p in $workers; do
        wholes=()
        countings=()
        references=()
        for ((r = 0; r < repeats; r++)); do
            journal=$work/n$n-w$p.journal
            rm -f "$journal"
            start=$(now)
            mpirun --oversubscribe "${mpirun_options[@]}" -n $((p + 1)) "$cluster" count "$n" \
                --threads 1 --journal "$journal" >"$work/out" 2>"$work/err"
            end=$(now)
            expected=$(cat "$work/out")
            wholes+=("$(calc "$end - $start")")
            countings+=("$(sed -n 's/.*counted [0-9]* classes in \([0-9.]*\) s.*/\1/p' "$work/err")")
            start=$(now)
            reference=$("$queens" count 13 "$n" --threads "$p")
            end=$(now)
            references+=("$(calc "$end - $start")")
            [[ $reference == "$expected" ]] || {
                echo "scale.sh: n = $n on $p workers counted $expected, chapter 13 $reference" >&2
                exit 1
            }
        done
        whole=$(printf '%s\n' "${wholes[@]}" | median)
        counting=$(printf '%s\n' "${countings[@]}" | median)
        reference=$(printf '%s\n' "${references[@]}" | median)
        one_whole=${one_whole:-$whole}
        one_counting=${one_counting:-$counting}
        printf '%-3s %-8s %10.2f %10.2f %12.2f %12.2f %9.1f%% %9.1f%%\n' "$n" "$p" "$whole" \
            "$counting" "$reference" "$(calc "$whole / $reference")" \
            "$(calc "100 * $one_whole / ($p * $whole)")" \
            "$(calc "100 * $one_counting / ($p * $counting)")"
    done
done
echo
echo "The simulation, driven by each board's one-worker journal (simulated, not measured):"
for n in $sizes; do
    first=${workers%% *}
    "$cluster" simulate "$n" --journal "$work/n$n-w$first.journal" |
        awk -v list=" $workers " '/cores/ { if (index(list, " " $4 " ")) print; next } { print }'
done
echo
echo "A rank of ${workers##* } threads lists the quarters on all of them (its setup, measured):"
for n in $sizes; do
    "$cluster" simulate "$n" --journal "$work/n$n-w${workers%% *}.journal" --threads "${workers##* }" |
        grep 'setup:'
done
echo "Journals and outputs: $work"
