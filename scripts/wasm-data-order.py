#!/usr/bin/env python3
"""Puts a wasm file's data segments in the order of their addresses, and its table's
element segments in the order of their slots, so that a build of the same source gives
the same bytes.

    python3 scripts/wasm-data-order.py FILE.wasm [FILE.wasm ...]

Why: wasm-split-cli 0.7.10 writes each module's data and element segments in a random
order (it iterates hash maps), so two builds of one source gave modules that differ in bytes, not
in meaning. The service worker's version is a hash of every file, so each build was a new
version that every phone downloaded whole. Reordering is safe only when every segment is
active, in memory 0 or table 0, at a constant place, and no two overlap (a later one would
overwrite an earlier one); a file with any other kind is left as it is, and said so.
"""
import sys

from wasm_read import leb_bytes, sections, segments


def ordered(buf, name):
    assert buf[:8] == b"\0asm\x01\0\0\0", f"{name}: not a wasm module"
    out, copied = bytearray(buf[:8]), 8
    for section, start, end in sections(buf):
        body = buf[start:end]
        if section in (9, 11):
            kind = "data" if section == 11 else "element"
            found = segments(body, section)
            if found is None:
                print(f"{name}: a {kind} segment of another kind: left as it is")
                return buf
            in_place = sorted(found, key=lambda s: s[0])
            if any(a[0] + a[1] > b[0] for a, b in zip(in_place, in_place[1:])):
                print(f"{name}: {kind} segments that overlap: left as it is")
                return buf
            body = leb_bytes(len(found)) + b"".join(s[2] for s in in_place)
            out += bytes([section]) + leb_bytes(len(body)) + body
        else:
            out += buf[copied:end]
        copied = end
    return bytes(out)


for path in sys.argv[1:]:
    with open(path, "rb") as f:
        before = f.read()
    after = ordered(before, path)
    if after != before:
        with open(path, "wb") as f:
            f.write(after)
