"""Heap games: sequences and periods against 'gamedyn heap' and the known Kayles period."""
import numpy as np
import pytest

import gamedyn


def test_kayles_period_12_from_71():
    h = gamedyn.heap("0.77", max=1000)
    assert h.code == "0.77" and h.values.shape == (1001,)
    assert list(h.values[:12]) == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    P = h.period
    assert (P.found, P.preperiod, P.period, P.saltus, P.certified) == (True, 71, 12, 0, True)
    assert "Guy-Smith" in P.why
    assert P.exceptions == [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]
    values, period = gamedyn.heap("kayles", max=300)
    assert (values == h.values[:301]).all() and period.period == 12


@pytest.mark.parametrize("code,n", [("0.77", 200), ("0.137", 300), ("4!", 150), ("allbut:{1,3}", 100)])
def test_heap_as_the_tool(gd, code, n):
    h = gamedyn.heap(code, max=n)
    out = gd("heap", code, "--max", str(n)).stdout.splitlines()
    rows = [l.split("\t") for l in out if l and not l.startswith("#")]
    vals = [int(r[1]) for r in rows if r[0].isdigit()]
    assert vals == list(h.values)
    assert any(l == "# period: " + h.period.why for l in out)
    plain = gamedyn.heap(code, max=n, plain=True)
    assert (plain.values == h.values).all()


def test_heap_errors():
    with pytest.raises(gamedyn.Error, match="^heap: "):
        gamedyn.heap("0.7x", max=10)
