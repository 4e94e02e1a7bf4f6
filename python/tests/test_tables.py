"""Two-heap tables: the package's arrays against 'gamedyn table' TSVs and known values."""
import numpy as np
import pytest

import gamedyn


def tsv(text, col):
    rows = [l.split("\t") for l in text.splitlines() if l and not l.startswith("#")][1:]
    return {(int(r[0]), int(r[1])): r[col] for r in rows}


def test_wythoff_table_known_rows():
    t = gamedyn.table("wythoff", max=100)
    assert t.shape == (101, 101) and t.dtype == np.uint32
    assert list(t[0]) == list(range(101))  # g(0,b) = b
    assert list(t[1, :12]) == [1, 2, 0, 4, 5, 3, 7, 8, 6, 10, 11, 9]
    assert list(t[2, :12]) == [2, 0, 1, 5, 3, 4, 8, 6, 7, 11, 9, 10]
    assert (t == t.T).all()
    zeros = {(int(a), int(b)) for a, b in zip(*np.nonzero(t == 0)) if a <= b}
    assert {(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)} <= zeros


def test_nim_table_is_xor():
    t = gamedyn.table("nim", max=63)
    a, b = np.indices(t.shape)
    assert (t == (a ^ b)).all()


@pytest.mark.parametrize("args,kw,col", [
    (["wythoff", "--max", "30"], dict(max=30), 2),
    (["maharaja", "--max", "20", "--rows", "5:9"], dict(max=20, rows=(5, 9)), 2),
    (["nim", "--max", "20", "--pass"], dict(max=20, pass_=True), 2),
    (["wythoff", "--max", "25", "--outcome"], dict(max=25, kind="outcome"), 2),
    (["wythoff", "--max", "25", "--blocking", "2"], dict(max=25, blocking=2), 3),
])
def test_tables_as_the_tool(gd, args, kw, col):
    t = gamedyn.table(args[0], **kw)
    cells = tsv(gd("table", *args).stdout, col)
    a0 = kw.get("rows", (0, 0))[0]
    ours = {}
    for i in range(t.shape[0]):
        for b in range(t.shape[1]):
            v = int(t[i, b])
            ours[(a0 + i, b)] = ("PN"[v] if kw.get("kind") == "outcome" else str(v))
    assert ours == cells


def test_table_errors():
    with pytest.raises(gamedyn.Error, match="malformed ruleset"):
        gamedyn.table("chomp", max=5)
    with pytest.raises(gamedyn.Error, match="rows"):
        gamedyn.table("wythoff", max=5, rows=(4, 9))
    with pytest.raises(gamedyn.Error, match="memory bound"):
        gamedyn.table("wythoff", max=100000, max_mem=1 << 20)
