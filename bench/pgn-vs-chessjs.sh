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

# Both sides print "N games, M moves, B games with errors, R games/s" as their last line; the
# best of $runs runs is kept for each. Both times include reading the file and splitting games.
best() { sort -n | tail -1; }
arbiter_rate=$(for _ in $(seq "$runs"); do
  "$root/arbiter" validate "$corpus" | tail -1 | awk '{print $(NF-1)}'
done | best)
chessjs_rate=$(for _ in $(seq "$runs"); do
  node "$root/bench/chessjs/validate.mjs" "$corpus" | tail -1 | awk '{print $(NF-1)}'
done | best)
summary=$("$root/arbiter" validate "$corpus" | tail -1)

echo "corpus: $corpus ($(du -h "$corpus" | cut -f1)), $summary"
echo "machine: $(nproc) cores, $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1); $(java -version 2>&1 | head -1); node $(node --version)"
echo "arbiter validate: $arbiter_rate games/s (best of $runs, JVM start-up included)"
echo "chess.js $(node -p "require('$root/bench/chessjs/node_modules/chess.js/package.json').version") loadPgn: $chessjs_rate games/s (best of $runs)"
awk -v a="$arbiter_rate" -v c="$chessjs_rate" 'BEGIN {printf "ratio arbiter/chess.js: %.1fx (target >= 20x)\n", a / c}'
