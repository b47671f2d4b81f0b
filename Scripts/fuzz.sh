#!/usr/bin/env bash
# Runs one libFuzzer harness (issue 8) with AddressSanitizer.
#   Scripts/fuzz.sh SURFACE [SECONDS] [-- extra libFuzzer flags]
# SURFACE: solver | fonts | visual-format | layout-file | interface-builder
# Builds Fuzz/<Surface> into .build-fuzz (SCROLLWORK_FUZZ=1 adds the targets to
# Package.swift), seeds a working corpus from Fuzz/Corpus/<surface> (committed, small)
# plus generated seeds, and runs for SECONDS (default 60). Non-zero exit: a crash,
# leak, timeout (> 1 s on one input) or out-of-memory was found; libFuzzer writes the
# input to .build-fuzz/artifacts/<surface>/.
set -euo pipefail
cd "$(dirname "$0")/.."
surface="${1:?usage: Scripts/fuzz.sh SURFACE [SECONDS]}"
seconds="${2:-60}"
shift $(( $# >= 2 ? 2 : 1 ))
[ "${1:-}" = "--" ] && shift
case "$surface" in
  solver) product=FuzzSolver; max_len=512 ;;
  fonts) product=FuzzFonts; max_len=400000 ;;
  visual-format) product=FuzzVisualFormat; max_len=512 ;;
  layout-file) product=FuzzLayoutFile; max_len=4096 ;;
  interface-builder) product=FuzzInterfaceBuilder; max_len=65536 ;;
  *) echo "unknown surface '$surface'" >&2; exit 2 ;;
esac
scratch=.build-fuzz
SCROLLWORK_FUZZ=1 swift build -c release --scratch-path "$scratch" --product "$product" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >&2
binary="$scratch/release/$product"
work="$scratch/corpus/$surface"
artifacts="$scratch/artifacts/$surface/"
mkdir -p "$work" "$artifacts"
if [ -d "Fuzz/Corpus/$surface" ]; then cp -n Fuzz/Corpus/"$surface"/* "$work"/ 2>/dev/null || true; fi
case "$surface" in
  fonts)
    for f in Sources/ScrollworkText/Resources/Fonts/*.otf; do
      b=$(basename "$f" .otf)
      cp -n "$f" "$work/$b" || true
      head -c 4096 "$f" > "$work/$b-cut4k"
      head -c 300 "$f" > "$work/$b-cut300"
    done ;;
  interface-builder)
    for f in Examples/InterfaceBuilder/*.xib Examples/InterfaceBuilder/*.storyboard; do
      [ -f "$f" ] && cp -n "$f" "$work/" || true
    done
    if [ -d ../shared/corpus/ib ]; then
      for f in ../shared/corpus/ib/*.xib ../shared/corpus/ib/*.storyboard; do
        [ "$(stat -c %s "$f")" -le 65536 ] && cp -n "$f" "$work/" || true
      done
    fi ;;
  layout-file)
    for f in Examples/*.yaml Examples/Broken/*.yaml; do [ -f "$f" ] && cp -n "$f" "$work/" || true; done ;;
esac
dict=()
[ -f "Fuzz/Dictionaries/$surface.dict" ] && dict=(-dict="Fuzz/Dictionaries/$surface.dict")
# Leaks in the toolchain's own libraries (not this repository's code) are listed,
# with reasons, in Fuzz/lsan.supp.
LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan.supp:${LSAN_OPTIONS:-}" \
"$binary" -max_total_time="$seconds" -max_len="$max_len" -timeout="${FUZZ_TIMEOUT:-1}" -rss_limit_mb=2048 \
  -artifact_prefix="$artifacts" -print_final_stats=1 "${dict[@]}" "$@" "$work"
