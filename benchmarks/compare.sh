#!/usr/bin/env bash
# Compares two builds of the benchmarks jar on one benchmark, for a machine too noisy for one run of each.
#
#   benchmarks/compare.sh A.jar B.jar BENCHMARK [B_BENCHMARK] [ROUNDS]
#
# Runs A and B alternately, ROUNDS times each (default 8), each a fresh JVM with a short JMH run of the benchmark
# (1 fork, its own warm-up, 5 measured iterations of 1 s; 10 to 20 s); A goes first in odd rounds, B in even ones, so
# that whatever favours one place in a round cannot favour one side. Slow drifts of the machine hit both alike, so
# the paired ratio B/A of each round is what to read: its median, and in how many rounds B was faster. Prints each
# round's scores (the median of its iterations) and the load average before it, then the summary. BENCHMARK is a
# JMH regular expression matching one benchmark, e.g. '\.midgame$'; B_BENCHMARK, when given (any fourth argument
# that is not a number), is the one B runs instead, for a benchmark that has a new name or a new rival, e.g.
#   benchmarks/compare.sh base.jar new.jar '\.randomGame$' '\.randomGameSimulation$' 8
# WARMUP=N in the environment gives both sides N warm-up iterations of 1 s instead of their own (for a jar whose
# benchmark was warmed up for less, so that both are measured in the same state). FORKS=N runs each side's benchmark in
# N fresh JVMs per round instead of one and takes the median of all their measured iterations: for a benchmark whose
# score moves with each JVM's compilation (`opening` varies by a third from one fork to the next), so that one
# fork's luck does not make a round. To build the jar of an older commit:
#   git worktree add /tmp/old COMMIT && (cd /tmp/old && mvn -q -o package -DskipTests -pl benchmarks -am)
set -euo pipefail
if [ $# -lt 3 ]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'
  exit 2
fi
a=$1
b=$2
bench=$3
benchB=$3
if [ $# -ge 4 ] && ! [[ $4 =~ ^[0-9]+$ ]]; then
  benchB=$4
  shift
fi
rounds=${4:-8}
for jar in "$a" "$b"; do
  [ -f "$jar" ] || { echo "compare.sh: no such jar: $jar" >&2; exit 2; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The median of the measured iterations of the one benchmark in a JMH JSON result, over all its forks (rawData holds
# one array per fork: [[1.2,1.3],[1.1,1.4]]).
median() {
  tr -d ' \n' < "$1" | grep -o '"primaryMetric".*' | grep -o '"rawData":\[\[[-0-9.,Ee+]*\(\],\[[-0-9.,Ee+]*\)*\]\]' \
    | head -1 | cut -c11- | tr '[],' '\n\n\n' | grep . | sort -g \
    | awk '{v[NR]=$1} END {if (NR == 0) exit 1; print (NR % 2 ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2)}'
}

warmup=()
if [ -n "${WARMUP:-}" ]; then
  warmup=(-wi "$WARMUP" -w 1s)
fi
run() {
  java -jar "$1" -f "${FORKS:-1}" "${warmup[@]}" -i 5 -r 1s -rf json -rff "$tmp/r.json" "$2" > "$tmp/log" 2>&1 \
    || { echo "compare.sh: the run of $1 failed:" >&2; tail -20 "$tmp/log" >&2; exit 1; }
  median "$tmp/r.json"
}

if [ "$benchB" = "$bench" ]; then
  what=$bench
else
  what="A $bench, B $benchB"
fi
echo "round  A  B  B/A  load   ($what; scores as JMH reports them, for an average-time benchmark lower is faster)"
for r in $(seq "$rounds"); do
  load=$(cut -d' ' -f1 /proc/loadavg)
  if [ $((r % 2)) -eq 1 ]; then
    sa=$(run "$a" "$bench")
    sb=$(run "$b" "$benchB")
  else
    sb=$(run "$b" "$benchB")
    sa=$(run "$a" "$bench")
  fi
  echo "$r $sa $sb $load" | awk '{printf "%d  %.4g  %.4g  %.3f  %s\n", $1, $2, $3, $3 / $2, $4}' | tee -a "$tmp/rounds"
done
faster=$(awk '$4 < 1' "$tmp/rounds" | wc -l)
awk '{print $4}' "$tmp/rounds" | sort -g | awk -v f="$faster" '{v[NR]=$1}
  END {printf "median B/A %.3f; B faster in %d of %d rounds\n", (NR % 2 ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2), f, NR}'
