#!/usr/bin/env python3
"""Short names for what a wasm file imports from its wasm-bindgen glue (issue 50).

wasm-bindgen names each import after what it calls and a hash of 16 hex digits
(`__wbg_postMessage_61772322081d1756`), and writes each name twice: in the wasm's import
section and as a key of the glue's import object. Random digits do not compress: the
page's 404 imports from its glue and the store worker's 98 cost about 15 KB of gzip between the two
wasm files and their glue (BENCHMARKS.md, issue 50). Each import from the glue's own
module (`./<name>_bg.js`) is renamed, in both files, to a name of one or two letters,
in the order the wasm imports them, so the same build gives the same bytes. The first
also carries a tag of the whole list (8 hex digits of its sha256): a glue and a wasm of
two builds whose imports differ fail to link, as the hashed names made them, rather than
bind one build's calls to the other's functions by their places.

    python3 scripts/wasm-imports-short.py FILE_bg.wasm FILE.js

Run on the files as they ship, after wasm-opt (which keeps import names) and before
terser (which keeps an object's keys). A name the glue does not hold exactly once, as a
key, fails the run with both files untouched: a glue written another way, or one that
names an import elsewhere, is found by the build, not on a phone.
"""
import hashlib
import os
import re
import string
import sys

from wasm_read import import_entries, leb, leb_bytes, sections

LETTERS = string.ascii_letters


def short(n):
    """The n-th short name: a, b, …, Z, aa, ba, …: letters alone, so each is a plain key."""
    name = LETTERS[n % len(LETTERS)]
    n //= len(LETTERS)
    while n:
        name += LETTERS[n % len(LETTERS)]
        n //= len(LETTERS)
    return name


def renamed_wasm(buf, entries, module, names):
    """The wasm with its imports from `module` (`entries`, as `import_entries` read them)
    renamed as `names` says."""
    (_, start, end), = [s for s in sections(buf) if s[0] == 2]
    count, _ = leb(buf, start)
    body = bytearray(leb_bytes(count))
    for from_module, name, _kind, at, name_at, after in entries:
        if from_module != module:
            body += buf[at:after]
            continue
        size, name_start = leb(buf, name_at)
        new = names[name].encode()
        body += buf[at:name_at] + leb_bytes(len(new)) + new + buf[name_start + size:after]
    # The section's header: its id and its size, then the new body.
    header_at = start - len(leb_bytes(end - start)) - 1
    assert buf[header_at] == 2 and leb(buf, header_at + 1) == (end - start, start), "import section header not where expected"
    return buf[:header_at] + bytes([2]) + leb_bytes(len(body)) + bytes(body) + buf[end:]


def renamed_glue(text, names):
    """The glue with each import's key renamed; fails unless each name is there once, as a key."""
    for name in names:
        uses = re.findall(rf"(?<![\w$]){re.escape(name)}(?![\w$])(\s*:)?", text)
        if len(uses) != 1 or not uses[0]:
            sys.exit(f"wasm-imports-short: the glue names {name} {len(uses)} times, not once as a key: nothing renamed")
    keys = "|".join(re.escape(name) for name in names)
    return re.sub(rf"(?<![\w$])({keys})(?=\s*:)", lambda m: names[m.group(1)], text)


def main():
    wasm_path, glue_path = sys.argv[1:]
    module = "./" + os.path.basename(wasm_path).removesuffix(".wasm") + ".js"
    buf = open(wasm_path, "rb").read()
    entries = import_entries(buf)
    wanted = [name for from_module, name, *_ in entries if from_module == module]
    if not wanted:
        sys.exit(f"wasm-imports-short: {wasm_path} imports nothing from {module}")
    if len(set(wanted)) != len(wanted):
        sys.exit(f"wasm-imports-short: {wasm_path} imports a name from {module} twice")
    names = {name: short(n) for n, name in enumerate(wanted)}
    names[wanted[0]] += hashlib.sha256("\n".join(wanted).encode()).hexdigest()[:8]
    glue = renamed_glue(open(glue_path, encoding="utf-8").read(), names)
    wasm = renamed_wasm(buf, entries, module, names)
    open(wasm_path, "wb").write(wasm)
    open(glue_path, "w", encoding="utf-8").write(glue)
    print(f"  {os.path.basename(wasm_path)}: {len(names)} imports renamed, {len(buf) - len(wasm):,} bytes fewer")


if __name__ == "__main__":
    main()
