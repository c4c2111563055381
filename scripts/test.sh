#!/usr/bin/env bash
# The test command: installs what is needed, builds, checks format, lint and types, then runs every
# test (unit, integration, browser) and closes with one summary line. Needs PostgreSQL on
# 127.0.0.1:5432 and Redis on 127.0.0.1:6379 (.ci/run starts them) and Chromium (its headless shell,
# else /usr/bin/chromium; see e2e/support/environment.ts).
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh

results_dir="$(pwd)/.test-results"
rm -rf "$results_dir" && mkdir -p "$results_dir"
export TEST_RESULTS_DIR="$results_dir"
export E2E_JSON_REPORT="$results_dir/e2e.json"
status=0
timings=()
failed_steps=()
step() {
  echo
  echo "==> $*"
  local started=$SECONDS
  "$@" || { echo "!! failed: $*"; status=1; failed_steps+=("$*"); }
  # Each step's wall time, listed again at the end: where CI's minutes go.
  timings+=("$(printf '%5ss  %s' "$((SECONDS - started))" "$*")")
}

step pnpm install --frozen-lockfile
if [ $status -ne 0 ]; then exit 1; fi
step pnpm turbo run build --output-logs=errors-only
if [ $status -ne 0 ]; then exit 1; fi
step pnpm format:check
# Two at a time, one per core: more (turbo's default is 10) only makes them wait on each other
# (lint + typecheck 142 s at 10, 124 s at 2 on the 2-core machine).
step pnpm turbo run lint typecheck lint:openapi --concurrency=2 --output-logs=errors-only
# Two workspaces' tests side by side: each has its own databases, queue prefixes and ports, and
# about a third of their time is spent waiting on PostgreSQL, Redis or a child process (measured:
# 657 s one at a time, 220 s two at a time with isolate off). The longest start first (turbo
# started stack-tests, which waits on every service's build, last, where it ran alone), so this
# runs them itself, after the build above. The browser tests run alone after.
step node scripts/lib/test-workspaces.mjs --concurrency=2 --exclude=@shop/e2e
step pnpm --filter @shop/e2e test
echo
echo "Step times"
printf '  %s\n' "${timings[@]}"
node scripts/lib/summarize-tests.mjs "$results_dir" || status=1
# Last, so a log cut to its tail still says it: a step can fail with every test passed (an
# unhandled error after the tests, which vitest's JSON report does not carry; a lint error).
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "Failed steps (their output above says why):"
  printf '  %s\n' "${failed_steps[@]}"
fi
exit $status
