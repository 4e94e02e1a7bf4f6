"""gamedyn.scoring against the tool: values, sums, the order and outcomes as 'gamedyn scoring'
prints them, and claims() as 'gamedyn scoring claims --json' counts them."""
import json
from fractions import Fraction

import pytest

import gamedyn
from conftest import run
from gamedyn.scoring import Value


def tool(*args):
    return json.loads(run(*args, "--json").stdout)


def test_values_as_the_tool_prints_them():
    for expr in ["<2|-2>", "<^0|^2> + 1", "<3|<-1|-2>> - <^0|1>", "1/2", "-<^1|^3>"]:
        t = tool("scoring", expr)
        v = Value(expr)
        assert str(v) == t["value"]
        assert v.outcome == (Fraction(t["outcome_left"]), Fraction(t["outcome_right"]))
        assert v.birthday == t["birthday"]


def test_arithmetic_and_order():
    g = Value("<2|-2>")
    assert g - g == 0 and g + 1 == Value("<3|-1>") and -g == g
    assert str(g + "<^0|^2>") == str(Value("<2|-2> + <^0|^2>"))
    for a, b in [("1", "0"), ("<^0|^2>", "<^1|^3>"), ("<2|-2>", "0")]:
        assert Value(a).compare(b) == tool("scoring", "compare", a, b)["result"]
    assert Value(1) >= 0 and not Value(0) >= 1 and Value(0) <= 1
    with pytest.raises(gamedyn.Error, match="position"):
        Value("<1|")


def test_extent():
    v = Value("<3|<-1|-2>>")
    assert v.extent == {"forms": 2, "text_length": len(str(v)), "birthday": v.birthday}


def test_claims_as_the_tool_counts_them():
    c = gamedyn.scoring.claims(max_cells=8, sums=200, pairs=1000, seed=5)
    t = tool("scoring", "claims", "-q", "--max-cells", "8", "--sums", "200", "--pairs", "1000", "--seed", "5")["claims"]
    d = c["scoring_domineering"]
    keys = ["incentive", "move_incentive", "inverse", "inequality", "normal_mean", "normal_reduced"]
    for k, row in zip(keys, t[:6]):
        assert (d[k]["tested"], d[k]["held"], d[k]["counterexample"]) == (row["tested"], row["held"],
                                                                             row["counterexample"]), k
    rows = t[6:]
    for i, s in enumerate(c["dicots"]):
        for j, k in enumerate(["inverse", "inverse_milnor", "inequality", "inequality_milnor"]):
            row = rows[4 * i + j]
            assert (s[k]["tested"], s[k]["held"], s[k]["counterexample"]) == (row["tested"], row["held"],
                                                                                row["counterexample"]), (i, k)
    assert c["dicots"][0]["games"] == 67 and c["dicots"][2]["milnor"] == 74
    with pytest.raises(gamedyn.Error, match="1 to 20 cells"):
        gamedyn.scoring.claims(max_cells=21)
