#!/usr/bin/env bash
# Runs the libFuzzer target over the link, scenario and Moving AI decoders for SECONDS (default 10),
# seeded with the examples, the bad-input corpora and the Moving AI samples. New interesting inputs collect in build/fuzz/corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
# A fresh build compiles the core with the sanitizers and prints nothing meanwhile: say so first, so that a
# quiet minute does not look like a hang. Measured from scratch on 2 cores (Intel Xeon): 57-61 s of CPU,
# 41-102 s on the clock while other builds ran.
echo "fuzz: building the fuzz target (from scratch about 1 min on 2 cores, up to 2 on a busy machine; seconds when up to date)…"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz >/dev/null
mkdir -p build/fuzz/corpus build/fuzz/artifacts
# The canary: a deliberate signed overflow must stop the target with a UBSan report.
canary=build/fuzz/canary.log
if SIDESTEP_FUZZ_UB_CANARY=1 build/fuzz/sidestep_fuzz -runs=0 >"$canary" 2>&1 || ! grep -q "runtime error" "$canary"; then
  cat "$canary"
  echo "fuzz: FAILED; undefined behaviour is not fatal in the fuzz target (see the canary above)"
  exit 1
fi
log=build/fuzz/last.log
# UBSan is built to stop at the first report; a "runtime error" in the log fails the run all the same,
# in case a check is ever built to recover.
if build/fuzz/sidestep_fuzz -max_total_time="$seconds" -max_len=262144 -rss_limit_mb=4096 -timeout=20 \
     -print_final_stats=1 -artifact_prefix=build/fuzz/artifacts/ \
     build/fuzz/corpus examples tests/bad-inputs tests/bad-inputs/movingai tests/data/movingai >"$log" 2>&1 &&
   ! grep -q "runtime error" "$log"; then
  grep -E "^Done|number_of_executed_units|new_units_added" "$log"
  echo "fuzz: no crash, hang or leak in ${seconds} s"
else
  cat "$log"
  echo "fuzz: FAILED; the input that failed is in build/fuzz/artifacts/"
  exit 1
fi
