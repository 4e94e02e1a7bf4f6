"""The package and the command line give one answer: for every registered family, at least
MIN_POSITIONS positions reached from its example (and from larger starts where the example's
game is short), each asked of Game.query and of 'gamedyn query --json', with and without the
value. Outcome, value, winning moves (a scoring game: both outcomes and every move's score),
the moves left unlisted, the engine that answered and every refusal's message must agree:
both call the library's gd_query, so a decision taken in either front end would show here."""
import json
from collections import deque

import pytest

import gamedyn

MIN_POSITIONS = 50
# Starts past the example for families whose example reaches fewer positions, and instances
# with options (the command line's flags in the second element).
EXTRA_STARTS = {
    "slide": ["....o/...o/..o/.o"],
    "sub": ["sub:3:9,11"],
    "linear": ["linear:(1,0);(1,1);(1,2):9,9"],
    "nim2": ["nim2:7,9"],
    "staircase": ["4,3,2,1,2"],
    "maharaja": ["maharaja:12,12"],
    "hackenbush": ["0-1b,1-2r,2-3g,1-4b,4-5r,0-6g,6-7b", "hackenbush:string:BRGBR", "0-1g,1-2b,2-3r,2-4g,0-5r,5-6b,6-7g"],
    "clobber": ["xoxo/oxox", "xox/oxo/xox"],
    "cutcake": ["4x5,3x3"],
    "euclid": [f"{a},{b}" for a in range(2, 9) for b in range(a + 1, 3 * a)] + ["euclid:cd:8,13"],
    "dawson-kayles": ["30"],
    "dawson-chess": ["25"],
    "grundy-game": ["30"],
    "heap": ["heap:0.07:30"],
    "heapsub": ["heapsub:{1,3,4}:30"],
    "kayles": ["20"],
    "toads": ["T.T.F.F", "TTT...FFF"],
    "domineering": ["3x4"],
    "sylver": ["sylver:7,9", "sylver:9,11"],
    "scoring-domineering": ["3x4"],
    "domination": ["P8/C6"],
    "toppling-dominoes": ["LRGLRGGL", "GGLR.RLG"],
    "col": ["..../..../....", ".L../..../..R."],
    "snort": ["..../..../....", ".L../..../..R."],
}
WITH_OPTIONS = [(["nim:2,3,4"], {"pass_": True}, ["--pass"]), (["chomp:3,2,2"], {"pass_": True}, ["--pass"]),
                (["wythoff:6,9"], {"blocking": 1}, ["--blocking", "1"]),
                ([f"euclid:{a},{b}" for a in range(2, 9) for b in range(a + 1, 3 * a)], {"pass_": True}, ["--pass"])]


def positions(game, starts, want):
    """The first `want` positions in breadth-first order from the starts."""
    seen, out = set(), []
    todo = deque(starts)
    while todo and len(out) < want:
        p = todo.popleft()
        key = str(p)
        if key in seen:
            continue
        seen.add(key)
        out.append(p)
        try:
            todo.extend(m.to for m in game.moves(p, limit=200))
        except gamedyn.Error:  # too many moves to list (sylver's first move): a leaf here
            pass
    return out


def tool_answer(gd, game, text, flags, value):
    r = gd("query", text, *flags, "--json", *(["--value"] if value else []), check=False)
    if r.returncode != 0:
        return ("error", r.stderr.strip().splitlines()[-1])
    j = json.loads(r.stdout)
    if game.scoring:
        out = {"outcome_left": j["outcome_left"], "outcome_right": j["outcome_right"],
               "moves": [{k: m[k] for k in ("side", "to", "score", "best")} for m in j["moves"]]}
    else:
        out = {"outcome": j["outcome"], "moves_not_listed": j["moves_not_listed"],
               "winning_moves": [(m["side"] + " " if "side" in m else "") + m["label"] for m in j["winning_moves"]]}
        if "grundy" in j:
            out["grundy"] = j["grundy"]
        if "grundy_infinite" in j:
            out["grundy_infinite"] = j["grundy_infinite"]
    if "value" in j and isinstance(j["value"], str):
        out["value"] = j["value"]
    out["engine"] = j["engine"]
    return ("ok", out)


def package_answer(game, pos, value):
    try:
        q = game.query(pos, value=value)
    except gamedyn.Error as e:
        return ("error", f"gamedyn: {e}")
    q.pop("position")
    q.pop("best_moves", None)
    return ("ok", q)


# A sum's position prints without its components' names, so its positions are written out
# whole rather than reached by moves.
SUMS = [f"sum:nim:{a} wythoff:{b},{c}" for a in range(5) for b, c in [(1, 2), (3, 5), (2, 2), (4, 6)]] + \
       [f"sum:kayles:{a} heap:0.07:{b}" for a in range(1, 8) for b in (3, 6)] + \
       [f"sum:toads:T.F clobber:xo domineering:{r}x{c}" for r in (1, 2) for c in (2, 3)] + \
       [f"sum:euclid:{a},{a + 7} fibnim:{b}" for a in range(1, 6) for b in (4, 9)] + \
       ["sum:nim:3 nim:5 nim:6", "sum:euclid:5,12 fibnim:20"]


def starts_of(family, example):
    if family == "sum":
        return [(s, 1) for s in SUMS]
    return [(s, MIN_POSITIONS) for s in [example] + EXTRA_STARTS.get(family, [])]


def cases():
    for f in gamedyn.games():
        yield pytest.param(f.name, starts_of(f.name, f.example), {}, [], id=f.name)
    for starts, opts, flags in WITH_OPTIONS:
        yield pytest.param(starts[0].split(":")[0], [(s, MIN_POSITIONS) for s in starts], opts, flags,
                           id=starts[0].split(":")[0] + "".join(flags))


@pytest.mark.parametrize("family,starts,opts,flags", list(cases()))
def test_package_answers_as_the_tool(gd, family, starts, opts, flags):
    checked = 0
    for start, reach in starts:
        if checked >= MIN_POSITIONS:
            break
        if ":" in start:
            game, p0 = gamedyn.position(start, **opts)
        else:
            game = gamedyn.Game(family, **opts)
            p0 = game.position(start)
        for p in positions(game, [p0], min(reach, MIN_POSITIONS - checked)):
            text = start if game.name == "sum" else f"{game.name}:{p}"
            for value in (True, False) if checked < 10 else (True,):
                assert package_answer(game, p, value) == tool_answer(gd, game, text, flags, value), \
                    f"{text} value={value}"
            checked += 1
    assert checked >= MIN_POSITIONS, f"{family}: only {checked} positions reached from {starts}"


def tool_first_move(gd, text, kind):
    """The engine's first move in 'gamedyn play' from text, the engine moving first (as Left)."""
    args = ["play", text, "--json"] + (["--as", "right", "--first", "left"] if kind else ["--first", "engine"])
    r = gd(*args, check=False)
    if r.returncode != 0:
        return ("error", r.stderr.strip().splitlines()[-1])
    moves = json.loads(r.stdout.strip().splitlines()[-1])["moves"]
    return ("ok", moves[0]["to"] if moves else None)


@pytest.mark.parametrize("family", [f.name for f in gamedyn.games()])
def test_best_move_as_the_tool_plays(gd, family):
    """Game.best_move and 'gamedyn play' make the same move (both call gd_play_choose) on the
    first positions reached from the family's example."""
    f = next(f for f in gamedyn.games() if f.name == family)
    start = SUMS[:12] if family == "sum" else [f.example]
    checked = 0
    for s in start:
        game, p0 = gamedyn.position(s)
        for p in positions(game, [p0], 1 if family == "sum" else 12):
            text = s if family == "sum" else f"{game.name}:{p}"
            try:
                b = game.best_move(p)
                ours = ("ok", None if b is None else str(b[0].to))
            except gamedyn.Error as e:
                ours = ("error", f"gamedyn: {e}")
            theirs = tool_first_move(gd, text, game.partizan or game.scoring)
            if ours[0] == "ok" and theirs[0] == "ok" and ours[1] is not None and theirs[1] is not None:
                # the record writes coordinates as a list, a board as text
                to = theirs[1]
                theirs = ("ok", to if isinstance(to, str) else "[" + ",".join(map(str, to)) + "]")
            assert ours == theirs, text
            checked += 1
    assert checked >= 1
