#!/usr/bin/env bash
# The command line's start: './arbiter --help' and a short replay, with the class-data-sharing
# archive and the first compiler tier (as ./arbiter runs them) and without either, beside the
# JVM's own start ('java -version'). Compare within one run: the machine's load moves all of them.
# Usage: bench/cli-start.sh [RUNS]     (default 15; needs hyperfine, 'apt-get install hyperfine')
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-15}"
example="$root/examples/law-6e-uncorrected-illegal-move.jsonl"
"$root/arbiter" --help >/dev/null   # builds the jar and its archive when they are stale
jar="$root/services/arbiter-cli/target/arbiter-cli.jar"
# the JDK ./arbiter runs with (the machine's default java may be older than the build's 21)
java="${JAVA_HOME:-$(ls -d /usr/lib/jvm/temurin-25* | head -n 1)}/bin/java"
hyperfine -N -w 2 -r "$runs" \
  "$java -Xshare:auto -version" \
  "$java -jar $jar --help" \
  "$root/arbiter --help" \
  "$java -jar $jar replay $example" \
  "$root/arbiter replay $example"
