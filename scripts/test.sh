#!/usr/bin/env bash
# The test command: installs what is needed, builds, checks format, lint and types, then runs every
# test (unit, integration, browser) and closes with one summary line. Needs PostgreSQL on
# 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (.ci/run starts them) and Chromium at /usr/bin/chromium.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh

results_dir="$(pwd)/.test-results"
rm -rf "$results_dir" && mkdir -p "$results_dir"
export TEST_RESULTS_DIR="$results_dir"
export E2E_JSON_REPORT="$results_dir/e2e.json"
status=0
timings=()
step() {
  echo
  echo "==> $*"
  local started=$SECONDS
  "$@" || { echo "!! failed: $*"; status=1; }
  # Each step's wall time, listed again at the end: where CI's minutes go.
  timings+=("$(printf '%5ss  %s' "$((SECONDS - started))" "$*")")
}

step pnpm install --frozen-lockfile
if [ $status -ne 0 ]; then exit 1; fi
step pnpm turbo run build --output-logs=errors-only
if [ $status -ne 0 ]; then exit 1; fi
step pnpm format:check
step pnpm turbo run lint typecheck lint:openapi --output-logs=errors-only
# Issue #26: the browser tests run beside the other workspaces' tests (each workspace has its own
# databases, queue prefixes and ports; the browser tests their own shop), each lane one at a time.
# The browser lane's output is kept apart and printed when both lanes are done.
browser_tests() {
  pnpm --filter @shop/e2e test >"$results_dir/e2e.log" 2>&1
}
side_by_side() {
  browser_tests &
  local browser_pid=$!
  local status=0
  pnpm turbo run test --filter='!@shop/e2e' --concurrency=1 --continue || status=1
  wait "$browser_pid" || { echo "!! failed: the browser tests (pnpm --filter @shop/e2e test)"; status=1; }
  echo
  echo "==> the browser tests' output"
  cat "$results_dir/e2e.log"
  return $status
}
step side_by_side
echo
echo "Step times"
printf '  %s\n' "${timings[@]}"
node scripts/lib/summarize-tests.mjs "$results_dir" || status=1
exit $status
