#!/usr/bin/env bash
# Installs what the build and every layer of `npm test` need and is missing, on Debian 12 with Node 20 (Node
# itself is assumed: Debian 12's own nodejs is 18, too old for playwright-core): Debian packages (as root, or
# with sudo), and the npm packages, installed again whenever package.json or package-lock.json changes.
# Without root or sudo it prints the exact command to run and stops. scripts/fresh-debian.sh proves the list
# on a bare Debian 12 root.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(g++ cmake ninja-build libgtest-dev libglm-dev zlib1g-dev  # the native build and the core tests
          emscripten                                                 # the wasm build (brings clang-14, lld-14, python3)
          chromium fonts-dejavu-core                                 # the browser layer: headless Chromium, a font for its text
          libsdl2-dev libsdl2-ttf-dev libpng-dev                     # the desktop viewer: window, text, PNG screenshots
          clang-14 libclang-rt-14-dev                                # the fuzz layer: clang++-14, libFuzzer and the sanitizers
          clang-format git)                                          # the format check (scripts/format.mjs lists files with git)
OPTIONAL=(ccache)  # a fresh clone's build reuses the objects built before (cmake/ccache.cmake); builds without it too
installed_pkg() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for p in "${PACKAGES[@]}"; do
  installed_pkg "$p" || missing+=("$p")
done
can_install() { [ "$(id -u)" -eq 0 ] || { command -v sudo >/dev/null && sudo -n true 2>/dev/null; }; }
for p in "${OPTIONAL[@]}"; do
  installed_pkg "$p" && continue
  if can_install; then missing+=("$p"); else echo "sidestep setup: $p is not installed (optional: builds take longer)"; fi
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

# node_modules is what package-lock.json says: `npm ci` when package.json or the lock changed since the last
# install here (a hash of both kept in node_modules), or when a dependency is not in node_modules.
stamp=node_modules/.sidestep-setup-stamp
want="$(cat package.json package-lock.json | sha256sum | cut -d' ' -f1)"
have="$(cat "$stamp" 2>/dev/null || true)"
installed() {
  node -e 'const p = require("./package.json"), fs = require("fs");
    for (const d of Object.keys({ ...p.dependencies, ...p.devDependencies }))
      if (!fs.existsSync(`node_modules/${d}/package.json`)) process.exit(1);'
}
if [ "$want" != "$have" ] || ! installed; then
  echo "sidestep setup: installing npm packages (npm ci: package.json or package-lock.json changed, or a package is missing)"
  npm ci --no-audit --no-fund
  echo "$want" >"$stamp"
fi
