#!/usr/bin/env python3
"""Writes the data that the split page's modules share once, in its main module.

    python3 scripts/wasm-data-hoist.py MAIN.wasm MODULE.wasm [MODULE.wasm ...]

Why (issue 50): wasm-split-cli 0.7.10 gives each module every data segment its functions
read, so a table that several modules read is in each of them: core's lower-case table and
the fold's accent list were in the four modules that search, 60 KB of copies in all. The
build's splitter is patched to keep what two modules reach in the main module
(`scripts/wasm-split.patch`), so this now finds only bytes a module writes as the main
module already does (11 bytes on the bundle of 2026-12-07); it stays as the check that no
module writes other bytes where the main module's are. Every
module writes into the page's one memory, each segment active at the address the linker
gave it, so each copy writes the same bytes to the same place. The main module is
instantiated first, before any module, and can write them once instead: a module loaded
later finds them there. A module's bytes that the main module already writes alike are
dropped from the module the same way.

This is the unsplit program's own order: it writes all of its data once, at the start. A
module no longer writes its shared statics again when it loads, which was never the
program's meaning.

Only where it is sound: every data segment of every file active in memory 0 at a constant
address, and no two files writing different bytes to one address. Otherwise the files are
left as they are, and it says so. Runs shorter than MIN_RUN bytes stay where they are (a
segment costs about eight bytes). The files are written only after a check: each module
reads, after the move, byte for byte what it read before (its own data over the main
module's), and the main module writes all it wrote before.
"""
import sys

from wasm_read import leb, leb_bytes, sections, segments, sleb_bytes

# The shortest run of shared bytes moved: shorter ones cost more in segment headers.
MIN_RUN = 32
DATA, DATA_COUNT, CUSTOM = 11, 12, 0
# The name section's subsection of data segments' names (only in a build with names).
DATA_NAMES = 9


def data_segments(buf):
    """A file's data segments as [(address, bytes)], or None if any is not active at an
    i32.const address in memory 0 (`wasm_read.segments`)."""
    for section, start, end in sections(buf):
        if section == DATA:
            found = segments(buf[start:end], DATA)
            return None if found is None else [(place & 0xFFFFFFFF, bytes(raw[len(raw) - n :])) for place, n, raw in found]
    return []


def image(segments):
    """What segments write, address by address (a later segment over an earlier one)."""
    memory = {}
    for place, data in segments:
        for i, byte in enumerate(data):
            memory[place + i] = byte
    return memory


def runs(memory, keep=lambda address: True):
    """A memory image's bytes that `keep` picks, as segments of consecutive addresses."""
    out, start, data = [], None, bytearray()
    for address in sorted(a for a in memory if keep(a)):
        if start is not None and address == start + len(data):
            data.append(memory[address])
            continue
        if start is not None:
            out.append((start, bytes(data)))
        start, data = address, bytearray([memory[address]])
    if start is not None:
        out.append((start, bytes(data)))
    return out


def with_data(buf, segments):
    """The file with its data section (and data count, if it has one) holding `segments`."""
    body = leb_bytes(len(segments)) + b"".join(
        b"\x00\x41" + sleb_bytes(place if place < 2**31 else place - 2**32) + b"\x0b" + leb_bytes(len(data)) + data
        for place, data in segments
    )
    out, copied, wrote = bytearray(buf[:8]), 8, False
    for section, start, end in sections(buf):
        header_start = copied
        if section == DATA:
            out += bytes([DATA]) + leb_bytes(len(body)) + body
            wrote = True
        elif section == DATA_COUNT:
            count = leb_bytes(len(segments))
            out += bytes([DATA_COUNT]) + leb_bytes(len(count)) + count
        elif section == CUSTOM and buf[start:end].startswith(b"\x04name"):
            # The segments' names would name other segments now: left out.
            names = bytes(buf[start:end])
            kept, pos = bytearray(names[:5]), 5
            while pos < len(names):
                sub, after = names[pos], pos + 1
                size, after = leb(names, after)
                if sub != DATA_NAMES:
                    kept += names[pos : after + size]
                pos = after + size
            out += bytes([CUSTOM]) + leb_bytes(len(kept)) + kept
        else:
            out += buf[header_start:end]
        copied = end
    if not wrote and segments:
        raise SystemExit("wasm-data-hoist: a file with no data section cannot take data")
    return bytes(out)


def hoist(main_buf, module_bufs, names, say=print):
    """The main module and the modules with their shared data moved, or None (said why)."""
    main_segments = data_segments(main_buf)
    module_segments = [data_segments(buf) for buf in module_bufs]
    if main_segments is None or any(s is None for s in module_segments):
        say("wasm-data-hoist: a data segment of another kind: left as they are")
        return None
    main_memory = image(main_segments)
    module_memories = [image(s) for s in module_segments]
    # Every module that writes an address must write the same byte there.
    written = {}
    for memory in module_memories:
        for address, byte in memory.items():
            if written.setdefault(address, byte) != byte:
                say("wasm-data-hoist: two modules write different bytes to one address: left as they are")
                return None
    # The main module writes zeros over module data it does not read (the splitter blanks it
    # out); the module's byte is then the program's own. Any other difference is not sound.
    if any(main_memory.get(a, b) not in (b, 0) for a, b in written.items()):
        say("wasm-data-hoist: the main module and a module write different bytes to one address: left as they are")
        return None
    count = {}
    for memory in module_memories:
        for address in memory:
            count[address] = count.get(address, 0) + 1
    # Bytes the main module will write too: every byte two modules write, in runs that pay.
    shared = {a: written[a] for a, n in count.items() if n >= 2 and main_memory.get(a) != written[a]}
    moved = [(place, data) for place, data in runs(shared) if len(data) >= MIN_RUN]
    new_main = dict(main_memory)
    for place, data in moved:
        for i, byte in enumerate(data):
            new_main[place + i] = byte
    # What each module still writes: what the main module now does not write alike.
    new_modules = [runs(memory, lambda a, m=memory: new_main.get(a) != m[a]) for memory in module_memories]
    main_out = with_data(main_buf, runs(new_main))
    modules_out = [with_data(buf, s) for buf, s in zip(module_bufs, new_modules)]
    # The check, on the files as written: each holds as many segments as its data count
    # says; each module reads what it read; the main module writes what it wrote, but for
    # the blanks now holding the modules' bytes.
    for name, out in zip(["the main module", *names], [main_out, *modules_out]):
        check_count(out, name)
        if data_segments(out) is None:
            raise SystemExit(f"wasm-data-hoist: {name} would hold a segment it cannot read back: nothing written")
    after_main = image(data_segments(main_out))
    for name, before, out in zip(names, module_memories, modules_out):
        own = image(data_segments(out))
        if any(own.get(a, after_main.get(a)) != b for a, b in before.items()):
            raise SystemExit(f"wasm-data-hoist: {name} would read other bytes: nothing written")
    if any(after_main.get(a) != b and not (b == 0 and after_main.get(a) == written.get(a)) for a, b in main_memory.items()):
        raise SystemExit("wasm-data-hoist: the main module would write other bytes: nothing written")
    copies = sum(len(m) for m in module_memories) - sum(len(d) for s in new_modules for _, d in s)
    say(f"wasm-data-hoist: {sum(len(d) for _, d in moved):,} bytes written once by the main module, "
        f"{copies:,} bytes of copies left out of the modules")
    return main_out, modules_out


def check_count(buf, name):
    """Refuses a file whose data count section disagrees with its data section."""
    counts = {section: leb(buf, start)[0] for section, start, _ in sections(buf) if section in (DATA, DATA_COUNT)}
    if DATA_COUNT in counts and counts[DATA_COUNT] != counts.get(DATA, 0):
        raise SystemExit(f"wasm-data-hoist: {name} would count {counts[DATA_COUNT]} segments and hold {counts.get(DATA, 0)}: nothing written")


def self_test(seed, trials=200):
    """Generated files: a main module and modules sharing tables at random places (some past
    2^31, some with zeros, some files with a data count section, some with none), the main
    module's blanks over module data, checked as the build checks them, and the unsound
    cases refused: two modules, or a module and the main module, writing different bytes to
    one place. Prints the seed of a failing trial."""
    import random

    def wasm(segments, counted):
        if segments is None:
            return b"\0asm\1\0\0\0"
        body = leb_bytes(len(segments)) + b"".join(
            b"\x00\x41" + sleb_bytes(p if p < 2**31 else p - 2**32) + b"\x0b" + leb_bytes(len(d)) + d for p, d in segments
        )
        count = bytes([DATA_COUNT, 1, len(segments)]) if counted and len(segments) < 128 else b""
        return b"\0asm\1\0\0\0" + count + bytes([DATA]) + leb_bytes(len(body)) + body

    for trial in range(trials):
        rng = random.Random(seed * 100_003 + trial)
        try:
            base = rng.choice([0, 2**31 - 600, 2**32 - (1 << 21)])
            tables = []
            for _ in range(8):
                data = bytes(rng.randrange(256) if rng.random() < 0.8 else 0 for _ in range(rng.randrange(1, 300)))
                place = base + rng.randrange(1 << 20)
                if all(place + len(data) <= p or p + len(d) <= place for p, d in tables):
                    tables.append((place, data))
            main_segments = [(p, bytes(len(d))) for p, d in tables if rng.random() < 0.5]  # blanks
            main_segments += [(p, d) for p, d in tables if rng.random() < 0.2 and (p, bytes(len(d))) not in main_segments]
            modules = [[t for t in tables if rng.random() < 0.4] for _ in range(rng.randrange(1, 5))]
            unsound = rng.random() < 0.25 and any(any(d != bytes(len(d)) for _, d in m) for m in modules)
            if unsound:
                place, data = next((p, d) for m in modules for p, d in m if d != bytes(len(d)))
                changed = bytes(b ^ 1 for b in data)
                if rng.random() < 0.5:
                    modules.append([(place, changed)])
                else:
                    main_segments = [(p, d) for p, d in main_segments if p != place] + [(place, changed)]
            counted = rng.random() < 0.5
            files = [wasm(m if m or rng.random() < 0.7 else None, counted) for m in modules]
            names = [f"module {i}" for i in range(len(files))]
            result = hoist(wasm(main_segments, counted), files, names, say=lambda _: None)
            if unsound:
                assert result is None, "a file writing other bytes was not refused"
                continue
            assert result is not None, "a sound layout was refused"
            new_main, new_modules = result
            after_main = image(data_segments(new_main))
            for before, after in zip(files, new_modules):
                seen = dict(after_main)
                seen.update(image(data_segments(after)))
                assert all(seen.get(a) == b for a, b in image(data_segments(before)).items()), "a module reads other bytes"
                check_count(after, "a module")
            shared = sum(1 for p, d in tables if len(d) >= MIN_RUN and sum((p, d) in m for m in modules) >= 2)
            kept = sum(len(d) for m in new_modules for _, d in data_segments(m))
            was = sum(len(d) for m in files for _, d in data_segments(m))
            assert kept < was or not shared, "shared tables stayed in the modules"
            again = hoist(new_main, new_modules, names, say=lambda _: None)
            assert again == (new_main, new_modules), "a second run changed the files"
        except (AssertionError, SystemExit) as e:
            raise SystemExit(f"wasm-data-hoist self-test: seed {seed}, trial {trial}: {e}")
    print(f"wasm-data-hoist self-test: {trials} generated layouts sound (seed {seed})")


def main():
    paths = sys.argv[1:]
    if paths[:1] == ["--self-test"]:
        import os

        return self_test(int(os.environ.get("DK_HOIST_SEED", "50")), int(os.environ.get("DK_HOIST_TRIALS", "200")))
    if len(paths) < 2:
        raise SystemExit(__doc__)
    bufs = [open(p, "rb").read() for p in paths]
    result = hoist(bufs[0], bufs[1:], paths[1:])
    if result is None:
        return
    main_out, modules_out = result
    for path, before, after in zip(paths, bufs, [main_out, *modules_out]):
        if after != before:
            with open(path, "wb") as f:
                f.write(after)


if __name__ == "__main__":
    main()
