#!/usr/bin/env bash
# Fuzzes every parser of untrusted input with libFuzzer (ASan and UBSan), SECONDS each (default 10):
#   bash scripts/fuzz.sh [--brief] [SECONDS] [TARGET...]   targets: scenario link movingai steersuite lesson edit script
# (all by default). Each target is seeded with its own corpus: the examples, the bad inputs and the test data
# it reads, and seeds written by tests/fuzz/seeds.mjs (the examples' links, their edits, script hosts' bytes).
# libFuzzer runs every seed first, then fuzzes until SECONDS after the target started. New interesting inputs
# collect in build/fuzz/corpus/TARGET, and later runs start from them too; --brief (npm test) starts from the
# seeds alone and keeps nothing, so that its time does not grow with the corpus. An input that fails is kept in
# build/fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
brief=0
if [ "${1:-}" = "--brief" ]; then
  brief=1
  shift
fi
seconds="${1:-10}"
shift || true
targets=("$@")
((${#targets[@]})) || targets=(scenario link movingai steersuite lesson edit script)
# A fresh build compiles the whole core (every parser is fuzzed, about 100 files) with the sanitizers and prints
# nothing meanwhile: say so first, so that a quiet few minutes do not look like a hang.
echo "fuzz: building the fuzz target (from scratch several min on 2 cores, more on a busy machine; seconds when up to date)…"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz >/dev/null
mkdir -p build/fuzz/artifacts
node tests/fuzz/seeds.mjs build/fuzz/seeds
# The canary: a deliberate signed overflow must stop the target with a UBSan report.
canary=build/fuzz/canary.log
if SIDESTEP_FUZZ_TARGET=scenario SIDESTEP_FUZZ_UB_CANARY=1 build/fuzz/sidestep_fuzz -runs=0 >"$canary" 2>&1 ||
   ! grep -q "runtime error" "$canary"; then
  cat "$canary"
  echo "fuzz: FAILED; undefined behaviour is not fatal in the fuzz target (see the canary above)"
  exit 1
fi

seeds() {  # the seed directories of target $1
  case "$1" in
    scenario) echo examples tests/bad-inputs tests/bad-inputs/fuzz/scenario ;;
    link) echo build/fuzz/seeds/link tests/bad-inputs tests/bad-inputs/fuzz/link ;;
    movingai) echo tests/bad-inputs/movingai tests/data/movingai tests/bad-inputs/fuzz/movingai ;;
    steersuite) echo examples/steersuite tests/bad-inputs/steersuite tests/bad-inputs/fuzz/steersuite ;;
    lesson) echo examples/lessons tests/bad-inputs/lessons tests/bad-inputs/fuzz/lesson ;;
    edit) echo build/fuzz/seeds/edit tests/bad-inputs/fuzz/edit ;;
    script) echo build/fuzz/seeds/script tests/bad-inputs/fuzz/script ;;
    *) echo "fuzz: unknown target $1" >&2; return 1 ;;
  esac
}

failed=0
for target in "${targets[@]}"; do
  dirs=()
  for d in $(seeds "$target"); do [ -d "$d" ] && dirs+=("$d"); done
  corpus="build/fuzz/corpus/$target"
  if ((brief)); then corpus="$(mktemp -d)"; fi
  mkdir -p "$corpus"
  log="build/fuzz/$target.log"
  started=$(date +%s)
  # UBSan is built to stop at the first report; a "runtime error" in the log fails the run all the same, in case a
  # check is ever built to recover.
  if SIDESTEP_FUZZ_TARGET="$target" build/fuzz/sidestep_fuzz -max_total_time="$seconds" -max_len=262144 \
       -rss_limit_mb=4096 -timeout=120 -print_final_stats=1 -artifact_prefix="build/fuzz/artifacts/$target-" \
       "$corpus" "${dirs[@]}" >"$log" 2>&1 && ! grep -q "runtime error" "$log"; then
    runs="$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)"
    echo "fuzz $target: no crash, hang or leak in $(($(date +%s) - started)) s ($runs inputs run)"
  else
    tail -n 60 "$log"
    echo "fuzz $target: FAILED; the input that failed is in build/fuzz/artifacts/$target-*"
    failed=1
  fi
  if ((brief)); then rm -rf "$corpus"; fi
done
exit "$failed"
