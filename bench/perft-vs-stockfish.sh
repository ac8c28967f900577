#!/usr/bin/env bash
# Perft speed of Arbiter's move generator against Stockfish's, in the same run on the same machine.
# Usage: bench/perft-vs-stockfish.sh [DEPTH]    (default 6, from the initial position)
# Needs Stockfish (apt-get install stockfish); builds the JMH jar with the 'bench' profile.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
depth="${1:-6}"
stockfish="${STOCKFISH:-$(command -v stockfish || echo /usr/games/stockfish)}"
[ -x "$stockfish" ] || { echo "perft-vs-stockfish: no Stockfish at '$stockfish' (apt-get install stockfish)" >&2; exit 2; }
runs=5

now() { date +%s%N; }

# Stockfish prints no time for perft, so its wall time is measured and the start-up time of
# the same binary (best of $runs) is subtracted; the best of $runs perft runs is kept.
best_startup=""
for _ in $(seq $runs); do
  t0=$(now); printf 'uci\nisready\nquit\n' | "$stockfish" >/dev/null; t1=$(now)
  d=$((t1 - t0)); { [ -z "$best_startup" ] || [ "$d" -lt "$best_startup" ]; } && best_startup=$d
done
best_sf=""
for _ in $(seq $runs); do
  t0=$(now)
  sf_nodes=$(printf 'position startpos\ngo perft %s\nquit\n' "$depth" | "$stockfish" | awk '/Nodes searched/ {print $3}')
  t1=$(now)
  d=$((t1 - t0)); { [ -z "$best_sf" ] || [ "$d" -lt "$best_sf" ]; } && best_sf=$d
done
sf_rate=$(awk -v n="$sf_nodes" -v t="$best_sf" -v s="$best_startup" 'BEGIN {printf "%.1f", n / ((t - s) / 1e9) / 1e6}')

(cd "$root" && ./mvnw -q -B -Pbench package -pl services/benchmarks -am -DskipTests >&2)
jmh_out=$(java -jar "$root/services/benchmarks/target/benchmarks.jar" PerftBenchmark \
  -p position=startpos -p depth="$depth" -wi 3 -i 5 -w 3s -r 3s -f 1 2>/dev/null)
java_rate=$(echo "$jmh_out" | awk '$1 == "PerftBenchmark.perft:nodes" {printf "%.1f", $(NF-3) / 1e6}')
java_nodes=$("$root/arbiter" perft startpos "$depth" 2>/tmp/arbiter-perft.$$ | tail -1)
cold_rate=$(sed -n 's/.*(\([0-9.]*\) M nodes\/s).*/\1/p' /tmp/arbiter-perft.$$); rm -f /tmp/arbiter-perft.$$

[ "$sf_nodes" = "$java_nodes" ] || { echo "node counts differ: stockfish $sf_nodes, arbiter $java_nodes" >&2; exit 1; }
echo "perft $depth from the initial position: $sf_nodes nodes, single thread"
# The load average shows whether other work shared the cores during the run.
echo "machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1)"
echo "stockfish $("$stockfish" quit 2>/dev/null | head -1 | awk '{print $2}'): $sf_rate M nodes/s (best of $runs, start-up $((best_startup / 1000000)) ms subtracted)"
echo "arbiter JMH (warm):       $java_rate M nodes/s"
echo "arbiter CLI (cold, 1 run): $cold_rate M nodes/s"
awk -v a="$java_rate" -v s="$sf_rate" -v c="$cold_rate" \
  'BEGIN {printf "ratio arbiter/stockfish: %.2f warm, %.2f cold (target >= 0.33)\n", a / s, c / s}'
