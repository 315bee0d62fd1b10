"""How a wasm file is laid out, for the scripts that read one (wasm-bytes.py,
wasm-data-order.py): its LEB128 numbers, and its sections."""


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


def sections(buf):
    """Each section of a wasm file as (its id, where its body starts, where it ends)."""
    pos = 8
    while pos < len(buf):
        sid, pos = leb(buf, pos)
        size, pos = leb(buf, pos)
        yield sid, pos, pos + size
        pos += size


def imports(buf):
    """Each import of a wasm file as (its module, its name)."""
    found = []
    for sid, pos, _ in sections(buf):
        if sid != 2:
            continue
        count, pos = leb(buf, pos)
        for _ in range(count):
            names = []
            for _ in range(2):
                size, pos = leb(buf, pos)
                names.append(buf[pos:pos + size].decode("utf-8", "replace"))
                pos += size
            kind = buf[pos]
            pos += 1
            if kind == 0:  # a function: its type
                _, pos = leb(buf, pos)
            elif kind in (1, 2):  # a table (its element type first) or a memory: limits
                pos += kind == 1
                flags = buf[pos]
                _, pos = leb(buf, pos + 1)
                if flags & 1:
                    _, pos = leb(buf, pos)
            elif kind == 3:  # a global: its type and mutability
                pos += 2
            else:  # a tag: its attribute and type
                _, pos = leb(buf, pos + 1)
            found.append(tuple(names))
    return found
