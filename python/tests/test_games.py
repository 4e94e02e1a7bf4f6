"""Games of the registry: the package against 'gamedyn games' and 'gamedyn query' (every
family's example from the registry), and against known values."""
from fractions import Fraction

import pytest

import gamedyn


def test_games_are_the_registry(gd):
    names = [line for line in gd("games").stdout.splitlines() if line and not line.startswith(" ")]
    fams = gamedyn.games()
    assert [f.name for f in fams] == names
    text = gd("games").stdout
    for f in fams:
        assert f.summary and f.summary in text and f.example and f.syntax
    nim = next(f for f in fams if f.name == "nim")
    assert "pass" in [o.name for o in nim.options]


def cli_query_lines(q):
    lines = [q["outcome"]]
    if "value" in q:
        lines.append("value " + q["value"])
    elif "grundy" in q:
        lines.append("grundy " + ("undefined" if q["grundy"] is None else str(q["grundy"])))
    return lines + q["winning_moves"]


@pytest.mark.parametrize("family", [f.name for f in gamedyn.games()])
def test_query_every_family_as_the_tool(gd, family):
    ex = next(f for f in gamedyn.games() if f.name == family).example
    g, p = gamedyn.position(ex)
    if g.scoring:
        q = g.query(p, value=True)
        ours = [f"outcome {q['outcome_left']} {q['outcome_right']}", "value " + q["value"]] + q["best_moves"]
        assert ours == gd("query", ex, "--value").stdout.splitlines()
        assert g.outcome(p) == (Fraction(q["outcome_left"]), Fraction(q["outcome_right"]))
        assert [str(m) for m in g.winning_moves(p)] == q["best_moves"]
        return
    ours = cli_query_lines(g.query(p, value=True))
    theirs = gd("query", ex, "--value").stdout.splitlines()
    assert ours == theirs
    # one question at a time agrees with the whole answer
    assert g.outcome(p) == ours[0]
    assert [str(m) for m in g.winning_moves(p)] == ours[2:]


def test_wythoff_known_values(gd):
    w = gamedyn.open("wythoff")
    assert w.family == "wythoff" and not w.partizan
    # Wythoff's P-positions (a_n, b_n) = (floor(n phi), floor(n phi^2))
    for a, b in [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), (9, 15), (11, 18)]:
        assert w.outcome(f"{a},{b}") == "P" and w.outcome((b, a)) == "P" and w.grundy((a, b)) == 0
    assert w.outcome("4,5") == "N"
    assert [str(m) for m in w.winning_moves("4,5")] == ["[3,5]", "[1,2]"]
    assert sorted(m.label for m in w.moves("1,1")) == ["[0,0]", "[0,1]", "[1,0]"]
    assert w.remoteness("0,0") == 0 and w.remoteness("1,1") == 1


def test_nim_and_positions():
    n = gamedyn.Game("nim")
    p = n.position([3, 5, 6])
    assert str(p) == "[3,5,6]" and p.coords == (3, 5, 6) and p == n.position("3,5,6")
    assert n.outcome(p) == "P" and n.grundy("1,2,4") == 7
    # a heap far past anything a solver could list: the XOR oracle answers
    big = 2**63 + 5
    assert n.grundy([big, 5]) == big ^ 5
    assert n.outcome([big, big]) == "P"


def test_pass_option_as_the_tool(gd):
    n = gamedyn.Game("nim", pass_=True)
    q = n.query("1,2,3", value=True)
    assert cli_query_lines(q) == gd("query", "nim", "1,2,3", "--pass", "--value").stdout.splitlines()


def test_generic_solver_answers_without_oracle():
    # Staircase's example is answered by its oracle; a sum of two games by the sum's rules;
    # the generic solver's grundy agrees with nim-sums of the parts.
    g, p = gamedyn.position("sum:wythoff:3,4 kayles:7")
    assert g.grundy(p) == gamedyn.Game("wythoff").grundy("3,4") ^ gamedyn.Game("kayles").grundy("7")


def test_partizan_values():
    h = gamedyn.Game("hackenbush")
    assert h.partizan
    v = h.value("0-1b,1-2r,1-3g")
    assert str(v) == "1/2*" and v.outcome == "L" == h.outcome("0-1b,1-2r,1-3g")
    # a position's value adds to values of the default context
    assert str(v + gamedyn.cgt.Value("-1/2")) == "*"
    with pytest.raises(gamedyn.Error, match="partizan"):
        h.grundy("0-1b")


def test_errors_carry_the_tools_message(gd):
    with pytest.raises(gamedyn.Error) as e:
        gamedyn.Game("nosuch")
    r = gd("query", "nosuch", "1", check=False)
    assert r.returncode == 2 and r.stderr.strip() == "gamedyn: " + str(e.value)
    with pytest.raises(gamedyn.Error) as e:
        gamedyn.Game("wythoff").outcome("3,x")
    r = gd("query", "wythoff", "3,x", check=False)
    assert r.returncode == 2 and str(e.value) in r.stderr


@pytest.mark.parametrize("family", [f.name for f in gamedyn.games()])
def test_moves_and_remoteness_every_family(family):
    """Every family's example: its moves are the game's (the winning moves among them, a
    P-position has no move to a P-position, an N-position has one), and its remoteness
    follows from its options' (0 at a terminal position; a P-position's is 1 + the largest
    of its options', an N-position's 1 + the least of its P-options')."""
    ex = next(f for f in gamedyn.games() if f.name == family).example
    g, p = gamedyn.position(ex)
    moves = g.moves(p)
    labels = [str(m) for m in moves]
    if g.scoring:  # both players may have the same move: (side, label) pairs are distinct
        assert len(set(zip((m.side for m in moves), labels))) == len(labels)
        return
    assert len(set(labels)) == len(labels)
    assert set(str(m) for m in g.winning_moves(p)) <= set(labels)
    if g.partizan:
        with pytest.raises(gamedyn.Error, match="partizan"):
            g.remoteness(p)
        return
    if g.is_automatic(p) or any(g.is_automatic(m.to) for m in moves):
        return
    outs = [g.outcome(m.to) for m in moves]
    assert (g.outcome(p) == "P") == ("P" not in outs)
    r = g.remoteness(p)
    if not moves:
        assert r == 0
    elif g.outcome(p) == "P":
        assert r == 1 + max(g.remoteness(m.to) for m in moves)
    else:
        assert r == 1 + min(g.remoteness(m.to) for m, o in zip(moves, outs) if o == "P")
