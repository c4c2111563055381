#!/usr/bin/env bash
# The run command: installs what is needed, builds, and runs the whole product (see README).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm turbo run build --output-logs=errors-only
exec node scripts/dev.mjs "$@"
