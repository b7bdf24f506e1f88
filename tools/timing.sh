# Shell helpers for the scripts that time whole processes (tools/cluster/scale.sh,
# tools/gpu/check.sh); sourced, not run.

# The time now, in seconds with nanoseconds.
now() { date +%s.%N; }
# The value of an arithmetic expression, by awk (bc is not everywhere).
calc() { awk "BEGIN { print $* }"; }
# The median of the numbers on stdin.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# Runs a command with its stdout into the file $1 and stderr discarded; prints the seconds it
# took, and returns the command's status.
timed() {
    local output=$1 start end status
    shift
    start=$(now)
    "$@" >"$output" 2>/dev/null
    status=$?
    end=$(now)
    calc "$end - $start"
    return $status
}
