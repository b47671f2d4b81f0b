#!/usr/bin/env bash
# Fuzzes the Visual Format Language parser with libFuzzer (issue 4: "libFuzzer with
# -sanitize=fuzzer where the toolchain allows").
#   Scripts/fuzz-visual-format.sh [seconds]   (default 60)
# Builds Sources/Scrollwork/VisualFormat/Grammar (no model types, no imports) with the
# harness in Scripts/Fuzz into .build-fuzz/, seeds the corpus with the conformance
# formats, and runs for the given time. Exit status non-zero means a crash was found
# (libFuzzer writes the input to crash-*).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build-fuzz
mkdir -p "$out/corpus"
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name VisualFormatFuzz \
  Sources/Scrollwork/VisualFormat/Grammar/*.swift Scripts/Fuzz/VisualFormatFuzzer.swift \
  -o "$out/visual-format-fuzzer"
i=0
for f in '|-[a]-|' 'V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|' 'H:|-[a(>=50@750)]-(pad@hi)-[b(==a)]-|' \
  '[a]-(>=8,<=20)-[b]' 'V:[a(==b@500)]' 'H:|[a]|' '[a(b)]' 'H:[a]-0-[b]-|'; do
  printf '%s' "$f" > "$out/corpus/seed$i"; i=$((i + 1))
done
"$out/visual-format-fuzzer" -max_total_time="$seconds" -max_len=256 "$out/corpus"
