#!/usr/bin/env bash
# A real cluster on this machine (docs/benchmarks.md, "A cluster on one machine"): a standalone
# Kafka broker (Apache Kafka's kafka.Kafka, KRaft), the machine's PostgreSQL (127.0.0.1:5432, user
# postgres; it creates the database arbiter_cluster) and three service instances, each a process;
# load through all three, one instance killed with SIGKILL, the broker restarted, then the checks.
# Settings as -D options: bench/cluster.sh -Dgames=12 -DphaseSeconds=30 -DstartMinutes=10
# -DrestartKilled=true (false: the killed instance stays dead). Exit 0 when every check holds;
# ClusterIT runs it short in ./mvnw verify.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
./mvnw -q -B -pl services/arbiter-service -am -Djmh.skip=true -DskipTests test-compile \
  org.apache.maven.plugins:maven-dependency-plugin:3.11.0:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test
cd services/arbiter-service
exec java "$@" -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" \
  org.arbiter.service.bench.ClusterCheck
