#!/usr/bin/env python3
"""Fails when a wasm file of the bundle imports from `env`, or a JavaScript file of it
imports the module `env` (wasm-bindgen's glue for such an import, written before wasm-opt
drops the import from the wasm if nothing calls it): a C function the linker left
unresolved (issue 50). A SQLite option that leaves out what SQLite still calls links for
wasm32 all the same, and the file would fail only on a phone, when loaded. Seen with
SQLITE_OMIT_DATETIME_FUNCS: CURRENT_TIME then calls the C library's gmtime and strftime,
which the browser's build of SQLite does not have (worker/src/clock.rs gives them now).

    python3 scripts/wasm-unresolved.py FILE.wasm|FILE.js ...
"""
import re
import sys

from wasm_read import imports


def main():
    bad = 0
    for path in sys.argv[1:]:
        if path.endswith(".js"):
            if re.search(r"""from\s*['"]env['"]|import\(\s*['"]env['"]""", open(path, encoding="utf-8").read()):
                bad += 1
                print(f"{path}: imports the module env (a C function left unresolved)", file=sys.stderr)
            continue
        missing = [name for module, name, _ in imports(open(path, "rb").read()) if module == "env"]
        if missing:
            bad += 1
            print(f"{path}: unresolved C functions, imported from env: {', '.join(missing)}", file=sys.stderr)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
