# Sourced by the run and test commands: Node 24 first on PATH, then `pnpm`, on a machine with only Node and npm.
PNPM_VERSION=10.34.8
source "$(dirname "${BASH_SOURCE[0]}")/ensure-node.sh"
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    hash -r
  else
    # No permission for a global install: run pnpm through npx instead.
    pnpm() { npx -y "pnpm@$PNPM_VERSION" "$@"; }
  fi
fi
export CI="${CI:-}"
