#!/usr/bin/env python3
"""Where a wasm file's bytes are (issue 34): its sections, and its code by crate and by
function, read from the function names the linker leaves in the `name` section.

    python3 scripts/wasm-bytes.py FILE.wasm [--top N] [--beside OTHER.wasm ...]

`--beside` adds what of FILE's code the other files hold too, by function name, per
crate: what one wasm for the files would hold once (the store worker beside the page's
main module and modules, issue 50).

    python3 scripts/wasm-bytes.py --copies MODULE.wasm ...

`--copies` reads the split page's modules (`web.sh --names`: dist/web-named/module_*.wasm)
and prints the functions more than one of them holds whole, with what the copies past the
first cost, raw and gzip -9 (each module's code gzipped with and without them). As
published, the splitter keeps a function that two modules call, and the main module does
not, in each of them: wasm-split-cli's shared chunk is built empty (`build_split_chunks`,
0.7.10 and 0.8.0-alpha.3). The build's splitter is patched to keep such a function in the
main module instead (`scripts/wasm-split.patch`), so what this prints is what is still
copied (issue 50). Names mangled the v0 way (the split page's) are read
with binutils' `c++filt`.

Give it a wasm that still has its names: the linker's output, or wasm-bindgen's, or one
that went through `wasm-opt -Oz -g` (the shipped one, `-Oz` without `-g`, has none; its
sizes are within a few per cent of the `-g` build's code). Sizes are raw bytes of each
function's body; the shipped file is served gzipped, so the whole file's gzip size is
printed too. Needs nothing beyond Python 3 (no wabt, no twiggy).
"""
import gzip
import re
import shutil
import subprocess
import sys
from collections import defaultdict

from wasm_read import imports, leb, sections

SECTIONS = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
            7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}


def name_of(buf, pos):
    n, pos = leb(buf, pos)
    return buf[pos:pos + n].decode("utf-8", "replace"), pos + n


def read(buf):
    assert buf[:4] == b"\0asm", "not a wasm file"
    found, bodies, names = [], [], {}
    # A function's index counts the imported functions first.
    imported = sum(1 for _module, _name, kind in imports(buf) if kind == 0)
    for sid, pos, end in sections(buf):
        label = SECTIONS.get(sid, str(sid))
        if sid == 0:
            custom, _ = name_of(buf, pos)
            label = f"custom:{custom}"
            if custom == "name":
                p = _
                while p < end:
                    sub, p = leb(buf, p)
                    sub_size, p = leb(buf, p)
                    if sub == 1:
                        q = p
                        count, q = leb(buf, q)
                        for _i in range(count):
                            index, q = leb(buf, q)
                            names[index], q = name_of(buf, q)
                    p += sub_size
        elif sid == 10:
            count, p = leb(buf, pos)
            for _i in range(count):
                body, p = leb(buf, p)
                bodies.append(body)
                p += body
        found.append((label, end - pos, len(gzip.compress(buf[pos:end], 9))))
    funcs = [(names.get(imported + i, f"func[{imported + i}]"), size) for i, size in enumerate(bodies)]
    return found, funcs


ESCAPES = {"$LT$": "<", "$GT$": ">", "$u20$": " ", "$C$": ",", "$RF$": "&", "$BP$": "*", "$LP$": "(",
           "$RP$": ")", "$SP$": "@", "$u7b$": "{", "$u7d$": "}", "$u5b$": "[", "$u5d$": "]", "$u27$": "'",
           "$u3b$": ";", "$u22$": '"', "$u7e$": "~", "$u21$": "!", "$u2b$": "+"}


def demangle(name):
    """Rust's legacy mangling (`_ZN` + length-prefixed segments + `E`), read back; a name
    already demangled loses its hash, and under v0 mangling (the wasm builds compile std
    with them, which makes v0 their default) each crate's `[disambiguator]`."""
    if not name.startswith("_ZN"):
        return re.sub(r"\[[0-9a-f]{1,16}\](?=::)", "", re.sub(r"::h[0-9a-f]{16}$", "", name))
    pos, parts = 3, []
    while pos < len(name) and name[pos].isdigit():
        digits = re.match(r"\d+", name[pos:]).group(0)
        pos += len(digits)
        part = name[pos:pos + int(digits)]
        pos += int(digits)
        if part.startswith("_$"):
            part = part[1:]
        part = part.replace("..", "::")
        for code, text in ESCAPES.items():
            part = part.replace(code, text)
        parts.append(part)
    if parts and re.fullmatch(r"h[0-9a-f]{16}", parts[-1]):
        parts.pop()
    return "::".join(parts)


def crate_of(name):
    """The crate a demangled Rust symbol belongs to (the first path segment that is one)."""
    if name.startswith("_R"):  # v0 mangling left as it is (the split page's names): its first crate
        m = re.search(r"C(?:s[0-9A-Za-z]*_)?(\d+)([A-Za-z_][A-Za-z0-9_]*)", name)
        if m:
            return m.group(2)[:int(m.group(1))]
    name = demangle(name)
    # `<T as Trait>::f` and `<impl X>`: the type's crate when it is a path, else the trait's.
    m = re.match(r"^<+\s*(?:&(?:mut )?|\*(?:const|mut) |dyn )*([A-Za-z_][A-Za-z0-9_]*)::", name)
    if m:
        return m.group(1)
    m = re.match(r"^<[^>]* as ([A-Za-z_][A-Za-z0-9_]*)::", name)
    if m:
        return m.group(1)
    m = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)::", name)
    if m:
        return m.group(1)
    if name.startswith("func["):
        return "(no name)"
    if name.startswith("__wbg") or name.startswith("__wbindgen") or name.startswith("__externref"):
        return "(wasm-bindgen glue)"
    if "::" not in name and not name.startswith("<"):
        return "(C: SQLite, libc)"
    return "(other)"


def plain_names(names):
    """Each name demangled and without its crates' disambiguators, so that the same
    function compares equal across files built with either mangling."""
    v0 = [n for n in names if n.startswith("_R")]
    readable = {}
    if v0:
        if not shutil.which("c++filt"):
            sys.exit("wasm-bytes: --beside needs c++filt (Debian's binutils) for v0 names")
        out = subprocess.run(["c++filt"], input="\n".join(v0), capture_output=True, text=True, check=True).stdout
        readable = dict(zip(v0, out.split("\n")))
    return [demangle(readable.get(n, n)) for n in names]


def beside(funcs, others, top):
    """The code of `funcs` whose names one of `others` (paths) holds too, by crate."""
    held = set()
    for other in others:
        held.update(plain_names([n for n, _ in read(open(other, "rb").read())[1]]))
    shared = defaultdict(int)
    for (name, size), plain in zip(funcs, plain_names([n for n, _ in funcs])):
        if plain in held:
            shared[crate_of(plain)] += size
    code, total = sum(s for _, s in funcs), sum(shared.values())
    print(f"held beside it too ({len(others)} files): {total:,} bytes, {100 * total / code:.1f} % of its code")
    for crate, size in sorted(shared.items(), key=lambda c: -c[1])[:top]:
        print(f"  {crate:<28} {size:>10,}")


def bodies(buf):
    """Each local function's body, in order (the code section's entries)."""
    found = []
    for sid, pos, _end in sections(buf):
        if sid == 10:
            count, p = leb(buf, pos)
            for _i in range(count):
                size, p = leb(buf, p)
                found.append(buf[p:p + size])
                p += size
    return found


def copies(paths, top):
    """The functions two or more of `paths` (modules) hold whole, and the extra copies' cost."""
    modules = []
    for path in paths:
        buf = open(path, "rb").read()
        modules.append((path, read(buf)[1], bodies(buf)))
    # A module calls a main-module function through a stub of a few bytes: not a copy.
    whole = defaultdict(list)
    for index, (_path, funcs, _bodies) in enumerate(modules):
        for name, size in funcs:
            if size > 40:
                whole[name].append(index)
    copied = {name: held for name, held in whole.items() if len(held) > 1}
    raw, gz = 0, 0
    for index, (_path, funcs, code) in enumerate(modules):
        # The first module holding it keeps it; the others would call it.
        extra = [body for (name, _size), body in zip(funcs, code) if name in copied and copied[name][0] != index]
        rest = [body for (name, _size), body in zip(funcs, code) if not (name in copied and copied[name][0] != index)]
        raw += sum(len(b) for b in extra)
        gz += len(gzip.compress(b"".join(extra + rest), 9)) - len(gzip.compress(b"".join(rest), 9))
    print(f"{len(paths)} modules: {len(copied):,} functions held whole by more than one; "
          f"the copies past the first {raw:,} bytes raw, gzip -9 {gz:,}")
    size_of = {name: size for _path, funcs, _code in modules for name, size in funcs}
    rows = sorted(copied.items(), key=lambda c: -size_of[c[0]] * (len(c[1]) - 1))[:top]
    for (name, held), plain in zip(rows, plain_names([name for name, _held in rows])):
        print(f"  {size_of[name] * (len(held) - 1):>8,}  x{len(held)}  {plain[:100]}")


def main():
    args = sys.argv[1:]
    top = 15
    if "--top" in args:
        i = args.index("--top")
        top = int(args[i + 1])
        del args[i:i + 2]
    if "--copies" in args:
        args.remove("--copies")
        copies(args, top)
        return
    others = []
    if "--beside" in args:
        i = args.index("--beside")
        others = args[i + 1:]
        del args[i:]
    (path,) = args
    buf = open(path, "rb").read()
    by_section, funcs = read(buf)
    total = len(buf)
    print(f"{path}: {total:,} bytes, gzip -9 {len(gzip.compress(buf, 9)):,}")
    print("sections:")
    for label, size, gz in sorted(by_section, key=lambda s: -s[1])[:6]:
        print(f"  {label:<24} {size:>10,}  {100 * size / total:5.1f} %  gzip -9 alone {gz:>10,}")
    code = sum(s for _, s in funcs)
    crates = defaultdict(lambda: [0, 0])
    for name, size in funcs:
        c = crates[crate_of(name)]
        c[0] += size
        c[1] += 1
    print(f"code by crate ({len(funcs):,} functions, {code:,} bytes):")
    for crate, (size, n) in sorted(crates.items(), key=lambda c: -c[1][0])[:top]:
        print(f"  {crate:<28} {size:>10,}  {100 * size / code:5.1f} %  {n:>6,} fn")
    print("largest functions:")
    for name, size in sorted(funcs, key=lambda f: -f[1])[:top]:
        short = demangle(name)
        print(f"  {size:>8,}  {short[:110]}")
    if others:
        beside(funcs, others, top)


if __name__ == "__main__":
    main()
