#!/usr/bin/env python3
"""Fails when a wasm file of the bundle imports from `env`: a C function the linker left
unresolved (issue 50). A SQLite option that leaves out what SQLite still calls links for
wasm32 all the same, and the file would fail only on a phone, when loaded. Seen with
SQLITE_OMIT_DATETIME_FUNCS: CURRENT_TIME then calls the C library's gmtime and strftime,
which the browser's build of SQLite does not have.

    python3 scripts/wasm-unresolved.py FILE.wasm ...
"""
import sys

from wasm_read import imports


def main():
    bad = 0
    for path in sys.argv[1:]:
        missing = [name for module, name in imports(open(path, "rb").read()) if module == "env"]
        if missing:
            bad += 1
            print(f"{path}: unresolved C functions, imported from env: {', '.join(missing)}", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
