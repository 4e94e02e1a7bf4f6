"""Partizan values: printing, sums, order, outcome, temperature, mean, against 'gamedyn cgt'."""
from fractions import Fraction

import pytest

import gamedyn
from gamedyn.cgt import Value


def test_switch():
    g = Value("{1|0}")
    assert str(g) == "{1|0}" and g.outcome == "N"
    assert g.temperature == Fraction(1, 2) and g.mean == Fraction(1, 2)
    assert (g.left_stop, g.right_stop) == (1, 0)
    assert str(g + g) == "1" and str(g - g) == "0" and str(-g) == "{0|-1}"
    assert g.confused(Value("1/2")) and g.compare("1/2") == "||"
    assert not (g <= Value("1/2")) and not (g >= Value("1/2"))
    # a switch {1|0} is confused with every number from 0 to 1
    assert g.confused(1) and g.confused(0) and not (g <= 1) and g < 2 and g > -1 and g <= 2
    assert g + g == 1 and g + g != 0


def test_infinitesimals():
    up, star = Value("^"), Value("*")
    assert up > 0 and up.confused(star) and up.outcome == "L" and star.outcome == "N"
    assert up + up + star == Value("^^*")
    assert Value("{0|*}") == up and hash(Value("{0|*}")) == hash(up)
    assert Value(3) == Value("3") and 3 + Value("1/2") == Value("7/2")
    # * < 1: the dominated option goes from the canonical form
    assert [str(x) for x in Value("{1,*|-1}").left] == ["1"] and str(Value("{1,*|-1}")) == "+-1"


@pytest.mark.parametrize("expr", ["{1|0}", "{2||1|0}", "^*", "+-1", "tiny-2", "{1,*|-1}", "3/4 + {1|-1}"])
def test_as_the_tool(gd, expr):
    v = Value(expr)
    lines = dict(l.split(" ", 1) for l in gd("cgt", expr).stdout.splitlines() if l and not l.startswith("#"))
    assert lines["value"] == str(v)
    assert lines["outcome"] == v.outcome
    assert lines["birthday"] == str(v.birthday)
    if "mean" in lines:
        assert Fraction(lines["mean"]) == v.mean
    if "temperature" in lines:
        assert Fraction(lines["temperature"]) == v.temperature


def test_compare_as_the_tool(gd):
    for g, h in [("{1|0}", "1/2"), ("^", "0"), ("1", "{1|0}"), ("*", "*")]:
        out = gd("cgt", "compare", g, h).stdout
        assert Value(g).compare(h) in out.split()


def test_errors():
    with pytest.raises(gamedyn.Error, match="position"):
        Value("{1|")
    with pytest.raises(gamedyn.Error):
        Value(1.5)
