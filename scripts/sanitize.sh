#!/usr/bin/env bash
# The sanitizer builds CI runs after `npm test` (.ci/run): the core tests (sidestep_tests, every test of
# tests/core) under AddressSanitizer and UndefinedBehaviorSanitizer, and the step's threads tests
# (sidestep_threads_tests: tests/core/threads_test.cpp) under ThreadSanitizer, each built with clang-14 into
# build/asan and build/tsan (CMakePresets.json). Any report fails the run.
#   bash scripts/sanitize.sh [asan] [tsan]      (both by default)
set -euo pipefail
cd "$(dirname "$0")/.."
presets=("$@")
((${#presets[@]})) || presets=(asan tsan)
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
failed=0
for preset in "${presets[@]}"; do
  case "$preset" in
    asan) binary=build/asan/sidestep_tests ;;
    tsan) binary=build/tsan/sidestep_threads_tests ;;
    *) echo "sanitize: unknown preset $preset (asan or tsan)" >&2; exit 2 ;;
  esac
  echo "sanitize $preset: building $binary (from scratch several minutes on 2 cores)…"
  started=$(date +%s)
  log="build/$preset/last.log"
  mkdir -p "build/$preset"
  if ! { cmake --preset "$preset" && cmake --build --preset "$preset"; } >"$log" 2>&1; then
    grep -iE "error|FAILED" "$log" | head -40 || true
    echo "sanitize $preset: FAILED to build; the whole log is $log"
    failed=1
    continue
  fi
  built=$(date +%s)
  if "$binary" >"$log" 2>&1 && ! grep -qE "runtime error|Sanitizer" "$log"; then
    echo "sanitize $preset: $(grep -E '^\[  PASSED  \]' "$log" | tail -1) (built in $((built - started)) s, run in $(($(date +%s) - built)) s)"
  else
    grep -E "FAILED|runtime error|Sanitizer|SUMMARY" "$log" | head -40 || true
    echo "sanitize $preset: FAILED; the whole log is $log"
    failed=1
  fi
done
exit "$failed"
