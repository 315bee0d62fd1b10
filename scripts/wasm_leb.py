"""The LEB128 numbers a wasm file is written in, for the scripts that read one
(wasm-bytes.py, wasm-data-order.py)."""


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
