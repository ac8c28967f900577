#!/usr/bin/env bash
# The service benchmark (docs/benchmarks.md, "Service"): builds the module, then runs
# org.arbiter.service.bench.ServiceBenchmark against the machine's PostgreSQL (127.0.0.1:5432,
# user postgres; it creates the database arbiter_bench) and the in-process Kafka.
# Settings as -D options: ./bench.sh -Dgames=100 -Dactions=400 -Dbatch=20
set -euo pipefail
module="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$module/../.." && pwd)"
cd "$root"
# built in place (no install: other worktrees share ~/.m2); the dependency plugin's version is the
# one whose own dependencies the machines here have
./mvnw -q -B -pl services/arbiter-service -am -Djmh.skip=true -DskipTests test-compile \
  org.apache.maven.plugins:maven-dependency-plugin:3.11.0:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test
cd "$module"
# the JVM as ./arbiter serve starts it (its heap); options given here are passed on, and
# -Dbench=SpectatorsBenchmark (or GamesListBenchmark) runs another benchmark of this folder
main=ServiceBenchmark
for a in "$@"; do
  case "$a" in -Dbench=*) main="${a#-Dbench=}" ;; esac
done
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" -Xms256m -Xmx1g "$@" -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" \
  "org.arbiter.service.bench.$main"
