#!/usr/bin/env bash
# Installs what the build and tests need and is missing: Debian packages (as root, or with sudo), and
# the npm packages. Without root or sudo it prints the exact command to run and stops.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(g++ cmake ninja-build libgtest-dev libglm-dev emscripten libsdl2-dev chromium
          zlib1g-dev clang-format
          libsdl2-ttf-dev fonts-dejavu-core libpng-dev)  # the desktop viewer: text, its font, PNG screenshots
missing=()
for p in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "sidestep setup: installing Debian packages: ${missing[*]}"
  if [ "$(id -u)" -eq 0 ]; then
    SUDO=()
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
    SUDO=(sudo -n)
  else
    echo "sidestep setup: these Debian packages are missing and I am not root (and sudo needs a password)." >&2
    echo "Run this, then try again:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${SUDO[@]}" apt-get update -qq
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Every devDependency of package.json (playwright-core, yuka, esbuild, ...) must be in node_modules.
if ! node -e 'const p=require("./package.json"); for (const d of Object.keys(p.devDependencies)) require.resolve(d+"/package.json")' 2>/dev/null; then
  echo "sidestep setup: installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund; else npm install --no-audit --no-fund; fi
fi
