#!/bin/sh
# Starts one app instance as the production image does (Dockerfile's CMD, the systemd unit's ExecStart, and the
# topology test's instances): the environment is the configuration (README, "Run it in production").
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
# glibc's per-thread arenas make a Node process's memory grow for nothing; two are enough
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node apps/server/src/main.ts
