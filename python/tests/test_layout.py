"""The ctypes mirrors of the library's structures against the C headers: every size and
offset, as the C compiler lays them out. A header changed without its mirror fails here."""
import os
import shutil
import subprocess

import pytest

from conftest import ROOT
from gamedyn import _lib


def test_layouts(tmp_path):
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    inc = os.path.join(ROOT, "include")
    if not cc or not os.path.isdir(inc):
        pytest.skip("no C compiler or no include/ folder")
    lines = ["#include <stdio.h>", "#include <stddef.h>", '#include "gamedyn/game.h"',
             '#include "gamedyn/twoheap.h"', '#include "gamedyn/heap.h"', '#include "gamedyn/cgt.h"',
             '#include "gamedyn/sheet.h"', '#include "gamedyn/view.h"', '#include "gamedyn/experiment.h"',
             '#include "gamedyn/scoring.h"', '#include "gamedyn/domineering.h"', '#include "gamedyn/query.h"', '#include "gamedyn/play.h"',
             "int main(void) {"]
    for cname, st in _lib.STRUCTS.items():
        lines.append(f'printf("{cname} %zu\\n", sizeof({cname}));')
        for f in st._fields_:
            cf = {"def_": "def", "pass_": "pass", "from_": "from"}.get(f[0], f[0])
            lines.append(f'printf("{cname}.{f[0]} %zu\\n", offsetof({cname}, {cf}));')
    lines.append("return 0; }")
    src = tmp_path / "layout.c"
    src.write_text("\n".join(lines) + "\n")
    exe = tmp_path / "layout"
    subprocess.run([cc, "-std=c11", "-I", inc, str(src), "-o", str(exe)], check=True)
    c = dict(line.split() for line in subprocess.run([str(exe)], capture_output=True, text=True,
                                                      check=True).stdout.splitlines())
    py = {}
    for cname, st in _lib.STRUCTS.items():
        py[cname] = str(__import__("ctypes").sizeof(st))
        for f in st._fields_:
            py[f"{cname}.{f[0]}"] = str(getattr(st, f[0]).offset)
    assert py == c
