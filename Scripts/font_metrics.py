#!/usr/bin/env python3
"""Independent font-metrics oracle for the Swift `Font` tests (UIKitBehaviour.md §4).

Reads a TrueType/OpenType file with nothing but the standard library (`struct`) and writes
the raw numbers the Swift suites compare against, as JSON, to stdout:

    python3 Scripts/font_metrics.py Sources/ScrollworkText/Resources/Fonts/Inter-Regular.otf \
        > Tests/ScrollworkTextTests/Fixtures/Inter-Regular.metrics.json
    python3 Scripts/font_metrics.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
        > Tests/ScrollworkTextTests/Fixtures/DejaVuSans.metrics.json

Everything is in font units (integers); the tests do the point-size scaling themselves.
This reader shares no code with Sources/ScrollworkText: it walks the tables its own way
(linear scans, no caches) so that a bug in the Swift parser cannot hide in the fixture.

Fields written:
  file, byteCount, sha256, sfntVersion, tables[{tag, offset, length}]
  unitsPerEm, numGlyphs, hhea{ascender, descender, lineGap, numberOfHMetrics}
  os2{version, fsSelection, useTypoMetrics, sTypoAscender, sTypoDescender, sTypoLineGap,
      usWinAscent, usWinDescent, sxHeight, sCapHeight} (null when absent; the last two
      null below version 2)
  names{"1", "4", "6"} (Windows Unicode records preferred, then Mac Roman)
  cmapSubtables[{platformID, encodingID, format}], cmapChosen{platformID, encodingID, format}
  notdefAdvance
  glyphs{"<decimal scalar>": [glyphID, rawAdvance]} for printable ASCII, Latin-1 and a few
      extras (glyph 0 = not in the cmap; rawAdvance is then the .notdef advance)
  nonBMP{scalar, glyph, advance} for the first mapped scalar above U+FFFF, or null
  hasKernTable, kernPairs[[leftScalar, rightScalar, value]] for every non-zero legacy `kern`
      format-0 pair between two printable ASCII scalars (summed over horizontal subtables)
"""

import hashlib
import json
import os
import struct
import sys

EXTRA_SCALARS = [
    0x2010, 0x2014, 0x2019, 0x201C, 0x201D, 0x2026,  # punctuation used by layout tests
    0x0301, 0x200B, 0x200D, 0xFEFF, 0xFE0F,  # combining / zero-width
    0x3001, 0x3002, 0x300C, 0x300D, 0x3042, 0x30A2, 0x4E00, 0x65E5, 0x672C, 0x8A9E,
    0xAC00, 0xD55C, 0xFF21,  # CJK, kana, Hangul, fullwidth
    0x05D0, 0x0627,  # Hebrew alef, Arabic alef
    0x1F600, 0x1F468, 0x1F469, 0x1F467,  # emoji
]


def u16(b, o):
    return struct.unpack(">H", b[o:o + 2])[0]


def i16(b, o):
    return struct.unpack(">h", b[o:o + 2])[0]


def u32(b, o):
    return struct.unpack(">I", b[o:o + 4])[0]


def table_directory(data):
    start = 0
    if data[0:4] == b"ttcf":
        start = u32(data, 12)
    version = data[start:start + 4]
    count = u16(data, start + 4)
    tables = {}
    for i in range(count):
        rec = start + 12 + 16 * i
        tag = data[rec:rec + 4].decode("latin-1")
        tables[tag] = (u32(data, rec + 8), u32(data, rec + 12))
    return version, tables


def table(data, tables, tag):
    off, length = tables[tag]
    return data[off:off + length]


def cmap_lookup_format4(sub, scalar):
    if scalar > 0xFFFF:
        return 0
    seg_x2 = u16(sub, 6)
    ends = 14
    starts = ends + seg_x2 + 2
    deltas = starts + seg_x2
    range_offsets = deltas + seg_x2
    for seg in range(seg_x2 // 2):
        end = u16(sub, ends + 2 * seg)
        start = u16(sub, starts + 2 * seg)
        if start <= scalar <= end:
            delta = i16(sub, deltas + 2 * seg)
            ro = u16(sub, range_offsets + 2 * seg)
            if ro == 0:
                return (scalar + delta) & 0xFFFF
            where = range_offsets + 2 * seg + ro + 2 * (scalar - start)
            g = u16(sub, where)
            return 0 if g == 0 else (g + delta) & 0xFFFF
    return 0


def cmap_lookup_format12(sub, scalar):
    groups = u32(sub, 12)
    for i in range(groups):
        g = 16 + 12 * i
        start, end, glyph = u32(sub, g), u32(sub, g + 4), u32(sub, g + 8)
        if start <= scalar <= end:
            return glyph + (scalar - start)
    return 0


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: font_metrics.py FONT\n")
        return 2
    path = sys.argv[1]
    with open(path, "rb") as handle:
        data = handle.read()
    version, tables = table_directory(data)

    head = table(data, tables, "head")
    hhea = table(data, tables, "hhea")
    maxp = table(data, tables, "maxp")
    hmtx = table(data, tables, "hmtx")
    cmap = table(data, tables, "cmap")
    upem = u16(head, 18)
    num_glyphs = u16(maxp, 4)
    n_hmetrics = u16(hhea, 34)

    def advance(glyph):
        index = min(glyph, n_hmetrics - 1)
        return u16(hmtx, 4 * index)

    os2 = None
    if "OS/2" in tables:
        t = table(data, tables, "OS/2")
        v = u16(t, 0)
        os2 = {
            "version": v,
            "fsSelection": u16(t, 62),
            "useTypoMetrics": bool(u16(t, 62) & 0x80),
            "sTypoAscender": i16(t, 68),
            "sTypoDescender": i16(t, 70),
            "sTypoLineGap": i16(t, 72),
            "usWinAscent": u16(t, 74),
            "usWinDescent": u16(t, 76),
            "sxHeight": i16(t, 86) if v >= 2 else None,
            "sCapHeight": i16(t, 88) if v >= 2 else None,
        }

    names = {}
    if "name" in tables:
        t = table(data, tables, "name")
        count, string_offset = u16(t, 2), u16(t, 4)
        found = {}
        for i in range(count):
            r = 6 + 12 * i
            pid, eid, lang, nid, length, off = struct.unpack(">6H", t[r:r + 12])
            if nid not in (1, 4, 6):
                continue
            raw = t[string_offset + off:string_offset + off + length]
            if pid == 3 and eid in (0, 1, 10):
                rank = 0 if lang == 0x409 else 1
                text = raw.decode("utf-16-be")
            elif pid == 0:
                rank, text = 2, raw.decode("utf-16-be")
            elif pid == 1 and eid == 0:
                rank, text = 3, raw.decode("mac-roman")
            else:
                continue
            if nid not in found or rank < found[nid][0]:
                found[nid] = (rank, text)
        names = {str(k): v[1] for k, v in sorted(found.items())}

    subtables = []
    for i in range(u16(cmap, 2)):
        r = 4 + 8 * i
        pid, eid, off = u16(cmap, r), u16(cmap, r + 2), u32(cmap, r + 4)
        subtables.append((pid, eid, u16(cmap, off), off))
    chosen = None
    for want in [(3, 10, 12), (0, 4, 12), (0, 6, 12), (3, 1, 4), (0, 3, 4), (0, 2, 4),
                 (0, 1, 4), (0, 0, 4)]:
        for s in subtables:
            if s[:3] == want:
                chosen = s
                break
        if chosen:
            break
    sub = cmap[chosen[3]:]
    lookup = cmap_lookup_format12 if chosen[2] == 12 else cmap_lookup_format4

    scalars = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + EXTRA_SCALARS
    glyphs = {}
    for s in scalars:
        g = lookup(sub, s)
        if g >= num_glyphs:
            g = 0
        glyphs[str(s)] = [g, advance(g)]

    non_bmp = None
    if chosen[2] == 12:
        groups = u32(sub, 12)
        for i in range(groups):
            g = 16 + 12 * i
            start, glyph = u32(sub, g), u32(sub, g + 8)
            if start > 0xFFFF and glyph != 0:
                non_bmp = {"scalar": start, "glyph": glyph, "advance": advance(glyph)}
                break

    kern_pairs = []
    has_kern = "kern" in tables
    if has_kern:
        t = table(data, tables, "kern")
        pairs = {}
        if u16(t, 0) == 0:
            pos = 4
            for _ in range(u16(t, 2)):
                coverage = u16(t, pos + 4)
                n_pairs = u16(t, pos + 6)
                fmt = coverage >> 8
                horizontal = coverage & 1 and not coverage & 6
                if fmt == 0 and horizontal:
                    for k in range(n_pairs):
                        p = pos + 14 + 6 * k
                        key = (u16(t, p), u16(t, p + 2))
                        pairs[key] = pairs.get(key, 0) + i16(t, p + 4)
                # Subtables with many pairs overflow the 16-bit length field, so step by the
                # pair count instead, as FreeType does.
                pos += 14 + 6 * n_pairs if fmt == 0 else u16(t, pos + 2)
        ascii = range(0x20, 0x7F)
        for a in ascii:
            ga = glyphs[str(a)][0]
            for b in ascii:
                gb = glyphs[str(b)][0]
                if ga and gb and pairs.get((ga, gb), 0):
                    kern_pairs.append([a, b, pairs[(ga, gb)]])

    out = {
        "generator": "Scripts/font_metrics.py",
        "file": os.path.basename(path),
        "byteCount": len(data),
        "sha256": hashlib.sha256(data).hexdigest(),
        "sfntVersion": version.decode("latin-1") if version.isalpha() else version.hex(),
        "tables": [{"tag": k, "offset": v[0], "length": v[1]}
                   for k, v in sorted(tables.items(), key=lambda kv: kv[1][0])],
        "unitsPerEm": upem,
        "numGlyphs": num_glyphs,
        "hhea": {"ascender": i16(hhea, 4), "descender": i16(hhea, 6),
                 "lineGap": i16(hhea, 8), "numberOfHMetrics": n_hmetrics},
        "os2": os2,
        "names": names,
        "cmapSubtables": [{"platformID": s[0], "encodingID": s[1], "format": s[2]}
                          for s in subtables],
        "cmapChosen": {"platformID": chosen[0], "encodingID": chosen[1], "format": chosen[2]},
        "notdefAdvance": advance(0),
        "glyphs": glyphs,
        "nonBMP": non_bmp,
        "hasKernTable": has_kern,
        "kernPairs": kern_pairs,
    }
    json.dump(out, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
