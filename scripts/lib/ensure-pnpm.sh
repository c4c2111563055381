# Sourced by the run and test commands: makes `pnpm` available on a machine with only Node and npm.
PNPM_VERSION=10.34.8
if ! command -v node >/dev/null 2>&1; then
  echo "Node.js 20.19 or newer is required: install it first (https://nodejs.org or your package manager)." >&2
  exit 1
fi
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' || {
  echo "Node.js 20.19 or newer is required (found $(node --version))." >&2
  exit 1
}
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
    hash -r
  else
    # No permission for a global install: run pnpm through npx instead.
    pnpm() { npx -y "pnpm@$PNPM_VERSION" "$@"; }
  fi
fi
export CI="${CI:-}"
