"""Nim arithmetic: known products and the tool's 'nimber'."""
import pytest

import gamedyn
from gamedyn import nimber


def test_known_values():
    assert nimber.mul(2, 3) == 1 and nimber.mul(2, 2) == 3
    assert nimber.mul(4, 4) == 6 and nimber.mul(16, 16) == 24
    assert nimber.add(3, 5, 6) == 0 and nimber.add([1, 2]) == 3 and nimber.add() == 0
    assert nimber.mex([0, 2, 3, 4, 3, 8]) == 1 and nimber.mex([1, 0, 3, 4, 5, 6, 5]) == 2
    for a in [1, 2, 3, 7, 255, 2**32 + 1, 2**64 - 1]:
        assert nimber.mul(nimber.inv(a), a) == 1
    assert nimber.pow(2, 3) == nimber.mul(2, nimber.mul(2, 2))
    assert nimber.parse("0xff") == 255


@pytest.mark.parametrize("op,args", [("mul", ["2", "3"]), ("mul", ["123456789", "0xdeadbeef", "77"]),
                                     ("add", ["5", "9", "12"]), ("inv", ["2"]), ("mex", ["0", "1", "3"])])
def test_as_the_tool(gd, op, args):
    f = getattr(nimber, op)
    ours = f(args) if op == "mex" else f(*args)
    assert str(ours) == gd("nimber", op, *args).stdout.strip()


def test_errors():
    for bad in (-1, 2**64, "x", 1.5):
        with pytest.raises(gamedyn.Error):
            nimber.mul(bad, 1)
    with pytest.raises(gamedyn.Error):
        nimber.inv(0)
