#!/usr/bin/env bash
# PGN validation speed of 'arbiter validate' against chess.js on the same generated corpus.
# Usage: bench/pgn-vs-chessjs.sh [GAMES] [SEED]     (default 10000 games, seed 1897)
# Needs node and npm; installs chess.js from bench/chessjs/package-lock.json on first use.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
games="${1:-10000}"
seed="${2:-1897}"
runs="${RUNS:-3}"
out="$root/target/bench"
corpus="$out/corpus-$games-$seed.pgn"
mkdir -p "$out"

if [ ! -s "$corpus" ]; then
  echo "generating $corpus ..." >&2
  "$root/arbiter" corpus --games "$games" --seed "$seed" -o "$corpus.tmp" && mv "$corpus.tmp" "$corpus"
fi
if [ ! -d "$root/bench/chessjs/node_modules/chess.js" ]; then
  (cd "$root/bench/chessjs" && npm ci --no-audit --no-fund >&2)
fi

# Both sides print "N games, M moves, B games with errors, R games/s" as their last line, timed
# inside the process from before the file is read to after the last game (JIT warm-up included,
# process start-up not). The wall time of the whole command is measured as well. Best of $runs.
now() { date +%s%N; }
run() { # COMMAND... -> "in-process-rate wall-ns"
  local t0 t1 rate
  t0=$(now); rate=$("$@" | tail -1 | awk '{print $(NF-1)}'); t1=$(now)
  echo "$rate $((t1 - t0))"
}
best() { sort -k1,1n | tail -1 | cut -d' ' -f1; }
fastest() { sort -k2,2n | head -1 | cut -d' ' -f2; }
"$root/arbiter" validate "$corpus" >/dev/null || true
arbiter_runs=$(for _ in $(seq "$runs"); do run "$root/arbiter" validate "$corpus"; done)
chessjs_runs=$(for _ in $(seq "$runs"); do run node "$root/bench/chessjs/validate.mjs" "$corpus"; done)
arbiter_rate=$(echo "$arbiter_runs" | best)
chessjs_rate=$(echo "$chessjs_runs" | best)
wall_rate() { awk -v g="$games" -v ns="$1" 'BEGIN {printf "%.0f", g / (ns / 1e9)}'; }
arbiter_wall=$(wall_rate "$(echo "$arbiter_runs" | fastest)")
chessjs_wall=$(wall_rate "$(echo "$chessjs_runs" | fastest)")
summary=$("$root/arbiter" validate "$corpus" | tail -1)

echo "corpus: $corpus ($(du -h "$corpus" | cut -f1)), $summary"
# The load average shows whether other work shared the cores during the run.
echo "machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1), load average $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1); node $(node --version)"
echo "arbiter validate: $arbiter_rate games/s in-process, $arbiter_wall games/s by wall clock incl. JVM start (best of $runs)"
echo "chess.js $(node -p "require('$root/bench/chessjs/node_modules/chess.js/package.json').version") loadPgn: $chessjs_rate games/s in-process, $chessjs_wall games/s by wall clock incl. node start (best of $runs)"
awk -v a="$arbiter_rate" -v c="$chessjs_rate" -v aw="$arbiter_wall" -v cw="$chessjs_wall" \
  'BEGIN {printf "ratio arbiter/chess.js: %.1fx in-process, %.1fx wall clock (target >= 20x)\n", a / c, aw / cw}'
