#!/bin/sh
# Builds the production tree in place, as the Dockerfile's build stage does: dependencies from the lockfile, the
# web app's bundle, then the development dependencies removed.
set -eu
cd "$(dirname "$0")/.."
npm ci --no-audit --no-fund
npm run build
npm prune --omit=dev --no-audit --no-fund
