#!/bin/sh
# Starts one app instance as the production image does (Dockerfile's CMD, the systemd unit's ExecStart, and the
# topology test's instances): the environment is the configuration (README, "Run it in production").
set -eu
cd "$(dirname "$0")/.."
export NODE_ENV="${NODE_ENV:-production}"
# glibc's per-thread arenas make a Node process's memory grow for nothing; two are enough
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
# V8 sizes its young generation for throughput (up to 64 MB a half on this Node): 4 MB halves collect sooner and
# cost a few per cent of speed for ~150 MB less memory (decision 030, `npm run bench`: memory-rss-*). After a full
# collection V8 lets the old generation grow to up to four times what survived before the next one; half as much
# again keeps ~60 MB less (decision 030: a quarter keeps 20 MB more off but costs a day no one asked for yet at
# its zone a quarter to a third more CPU)
V8_FLAGS="--max-semi-space-size=4 --heap-growing-percent=50"
# Node keeps each module's stripped TypeScript and compiled code in a cache folder; a short process with the same
# V8 flags (they are part of the cache's key) fills it first (apps/server/src/compile-cache.ts), so the server
# never loads the type stripper and starts 11-28 MB smaller (decision 030). The folder is Node's own default, in
# the temporary folder; a cache that cannot be written only costs that memory
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-${TMPDIR:-/tmp}/node-compile-cache}"
node $V8_FLAGS apps/server/src/compile-cache.ts || echo "run.sh: the compile cache was not filled" >&2
exec node $V8_FLAGS apps/server/src/main.ts
