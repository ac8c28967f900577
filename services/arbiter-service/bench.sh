#!/usr/bin/env bash
# The service benchmark (docs/benchmarks.md, "Service"): builds the module, then runs
# org.arbiter.service.bench.ServiceBenchmark against the machine's PostgreSQL (127.0.0.1:5432,
# user postgres; it creates the database arbiter_bench) and the in-process Kafka.
# Settings as -D options: ./bench.sh -Dgames=100 -Dactions=400 -Dbatch=20
set -euo pipefail
module="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$module/../.." && pwd)"
cd "$root"
./mvnw -q -B -DskipTests -pl services/arbiter-service -am install
./mvnw -q -B -pl services/arbiter-service test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench.classpath -Dmdep.includeScope=test
cd "$module"
# the JVM as ./arbiter serve starts it, with the default heap; options given here are passed on
exec java "$@" -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" \
  org.arbiter.service.bench.ServiceBenchmark
