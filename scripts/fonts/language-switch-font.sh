#!/bin/sh
# Makes apps/web/src/assets/fonts/language-switch-hi-600.woff2: Noto Sans Devanagari 600 (from
# @fontsource, SIL Open Font License) cut down to the glyphs of the header's "हिन्दी", with its
# shaping rules, so an English page draws that one word without fetching the whole Devanagari
# face (50 KB). Needs fonttools and brotli (Debian: apt-get install fonttools python3-brotli);
# the build does not run it: the file is committed. Run again if the word or the font changes.
set -e
cd "$(dirname "$0")/../.."
pyftsubset node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2 \
  --text="हिन्दी" --layout-features='*' --flavor=woff2 --no-hinting --desubroutinize \
  --output-file=apps/web/src/assets/fonts/language-switch-hi-600.woff2
ls -l apps/web/src/assets/fonts/language-switch-hi-600.woff2
