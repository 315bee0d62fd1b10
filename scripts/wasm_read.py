"""How a wasm file is laid out, for the scripts that read one (wasm-bytes.py,
wasm-data-order.py, wasm-data-hoist.py, wasm-unresolved.py, wasm-imports-short.py): its
LEB128 numbers, its sections, its imports and its data and element segments."""


def leb(buf, pos, signed=False):
    """The number at `pos` and the position after it."""
    result = shift = 0
    while True:
        byte = buf[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                result -= 1 << shift
            return result, pos


def leb_bytes(n):
    """An unsigned number as LEB128."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if not n:
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def sleb_bytes(n):
    """A signed number as LEB128."""
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if (n == 0 and not byte & 0x40) or (n == -1 and byte & 0x40):
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def sections(buf):
    """Each section of a wasm file as (its id, where its body starts, where it ends)."""
    pos = 8
    while pos < len(buf):
        sid, pos = leb(buf, pos)
        size, pos = leb(buf, pos)
        yield sid, pos, pos + size
        pos += size


def _value_type(buf, pos):
    """The position after a value or reference type: one byte, or a typed reference's
    0x63/0x64 and its heap type."""
    kind = buf[pos]
    if kind in (0x63, 0x64):
        _, pos = leb(buf, pos + 1, signed=True)
        return pos
    return pos + 1


def _limits(buf, pos):
    """The position after a table's or memory's limits: flags (bit 0 a maximum, bit 3 a
    page size of its own), minimum, then those."""
    flags = buf[pos]
    if flags & ~0x0F:
        raise ValueError(f"limits with unknown flags {flags:#x} at {pos}")
    _, pos = leb(buf, pos + 1)
    if flags & 1:
        _, pos = leb(buf, pos)
    if flags & 8:
        _, pos = leb(buf, pos)
    return pos


def import_entries(buf):
    """Each import of a wasm file as (its module, its name, its kind: 0 a function, 1 a
    table, 2 a memory, 3 a global, 4 a tag; where the entry starts, where its name's
    length starts, where the entry ends). Raises on a kind it does not know, rather than
    read on out of step and miss one."""
    found = []
    for sid, pos, _ in sections(buf):
        if sid != 2:
            continue
        count, pos = leb(buf, pos)
        for _ in range(count):
            start = pos
            names = []
            for _ in range(2):
                name_at = pos
                size, pos = leb(buf, pos)
                names.append(buf[pos:pos + size].decode("utf-8", "replace"))
                pos += size
            kind = buf[pos]
            pos += 1
            if kind == 0:  # a function: its type
                _, pos = leb(buf, pos)
            elif kind == 1:  # a table: its element type, its limits
                pos = _limits(buf, _value_type(buf, pos))
            elif kind == 2:  # a memory: its limits
                pos = _limits(buf, pos)
            elif kind == 3:  # a global: its type, whether it changes
                pos = _value_type(buf, pos) + 1
            elif kind == 4:  # a tag: its attribute, its type
                _, pos = leb(buf, pos + 1)
            else:
                raise ValueError(f"import {names} of unknown kind {kind:#x}")
            found.append((names[0], names[1], kind, start, name_at, pos))
    return found


def imports(buf):
    """Each import of a wasm file as (its module, its name, its kind), as `import_entries`."""
    return [entry[:3] for entry in import_entries(buf)]


def segments(body, section):
    """A data (11) or element (9) section's segments as (place, length, the segment's bytes
    as written), or None if any is not active at an i32.const place in memory or table 0.
    A data segment's length is in bytes, an element segment's in table slots; a data
    segment's bytes are the last `length` of what is written."""
    count, pos = leb(body, 0)
    found = []
    for _ in range(count):
        start = pos
        flag, pos = leb(body, pos)
        if flag != 0 or body[pos] != 0x41:
            return None
        place, pos = leb(body, pos + 1, signed=True)
        if body[pos] != 0x0B or not -(2**31) <= place < 2**31:
            return None
        length, pos = leb(body, pos + 1)
        if section == 11:
            pos += length
        else:
            for _ in range(length):
                _, pos = leb(body, pos)
        found.append((place, length, body[start:pos]))
    if pos != len(body):
        return None
    return found
