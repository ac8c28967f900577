# Sourced by ./arbiter and services/arbiter-service/bench.sh: the service's JVM options, as Java
# argument files, in the array serve_jvm. serve-linux.jvm is added on Linux only, the one system
# whose JVM has its option (the Docker image, always Linux, names both files itself).
serve_jvm_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
serve_jvm=("@$serve_jvm_dir/serve.jvm")
if [ "$(uname -s)" = Linux ]; then
  serve_jvm+=("@$serve_jvm_dir/serve-linux.jvm")
fi
