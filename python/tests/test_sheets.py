"""The sheet recursion and the sheet experiments: the package's arrays and numbers against
'gamedyn solve', 'sheet', 'params', 'opening', 'overlap' and 'sensitivity', against
Chomp's rules through the game interface, and against known sheets."""
import json
import math
import os
import subprocess
import sys

import numpy as np
import pytest

from conftest import ROOT
import gamedyn


def rows(text):
    lines = [l.split("\t") for l in text.splitlines() if l and not l.startswith("#")]
    return lines[1:]


@pytest.mark.parametrize("args,kw", [
    (["chomp", "--xmax", "130"], dict(xmax=130)),
    (["chomp", "--xmax", "40", "--pass"], dict(xmax=40, pass_=True)),
    (["chomp", "--xmax", "30", "--passes", "2"], dict(xmax=30, passes=2)),
    (["chomp", "--xmax", "40", "--perturb", "point:5,2,3"], dict(xmax=40, perturb="point:5,2,3")),
    (["nim", "--xmax", "20", "--ymax", "30"], dict(xmax=20, ymax=30)),
    (["nim", "--xmax", "12", "--pass"], dict(xmax=12, pass_=True)),
])
def test_census_as_solve(gd, args, kw):
    c = gamedyn.census(args[0], **kw)
    want = rows(gd("solve", *args).stdout)
    assert len(c) == len(want)
    for s, r in zip(c, want):
        assert [str(s.x), s.kind, str(s.n)] == r[:3]
        if s.kind == "tail":
            assert r[3] == str(s.period) and r[4] == ",".join(map(str, s.tail.tolist()))
        else:
            assert r[3:] == ["", ""] and s.period is None  # empty fields: no period, no values
        assert len(s.prefix) == s.n


def test_census_known_sheets():
    c = gamedyn.census("chomp", 130)
    assert (c[119].kind, c[119].n, c[119].tail.tolist()) == ("tail", 50, [71])
    assert (c[120].kind, c[120].period, c[120].tail.tolist()) == ("tail", 2, [72, 70])
    assert c[120].z(50) == 72 and c[120].z(51) == 70 and c[120].z(1000) == 72
    assert c[118].kind == "end" and c[118].z(51) is None and c.dead is None
    with pytest.raises(gamedyn.Error, match="past the exact window"):
        gamedyn.census("nim", 3, ymax=5)[2].z(6)


def test_census_threads_same():
    a, b = gamedyn.census("chomp", 200), gamedyn.census("chomp", 200, threads=2)
    assert [repr(s) for s in a] == [repr(s) for s in b]


@pytest.mark.parametrize("args,kw", [
    (["chomp", "--xmax", "25", "--ymax", "30"], dict(xmax=25, ymax=30)),
    (["nim", "--xmax", "10", "--ymax", "12", "--pass"], dict(xmax=10, ymax=12, pass_=True)),
])
def test_p_positions_as_solve_list(gd, args, kw):
    p = gamedyn.p_positions(args[0], **kw)
    want = np.array([[int(v) for v in r] for r in rows(gd("solve", *args, "--list").stdout)], np.uint64)
    assert p.shape == want.shape and (p == want).all()


def png_cells(path):
    out = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "cli", "png_cells.py"), str(path)],
                         capture_output=True, text=True, check=True).stdout
    return {(int(c), int(r)): (int(R), int(G), int(B)) for c, r, R, G, B in
            (l.split() for l in out.splitlines() if not l.startswith("#"))}


@pytest.mark.parametrize("game,x,extra,kw", [
    ("chomp", 30, [], {}),
    ("chomp", 17, ["--pass"], dict(pass_=True)),
    ("nim", 9, [], {}),
    ("chomp", 24, ["--ymax", "40", "--zmax", "20"], dict(ymax=40, zmax=20)),
])
def test_sheet_as_the_tool(gd, tmp_path, game, x, extra, kw):
    v = gamedyn.sheet(game, x, **kw)
    for kind, arr in (("W", v.W), ("L", v.L)):
        png = tmp_path / f"{kind}.png"
        info = json.loads(gd("sheet", game, "--x", str(x), "--kind", kind, *extra, "--json", "-q",
                             "-o", str(png)).stdout)
        assert arr.shape == (info["columns"], info["rows"]) and arr.dtype == bool
        assert int(v.W.sum()) == info["instant_winners"] and int(v.L.sum()) == info["losers"]
        cells = png_cells(png)
        ny, nz = arr.shape
        # y to the right, z upwards: pixel row nz-1-z; black is the marked cell
        black = np.array([[cells[(y, nz - 1 - z)] == (0, 0, 0) for z in range(nz)] for y in range(ny)])
        assert (black == arr).all()
        # sheet --npy: the same array, indexed alike
        npy = tmp_path / f"{kind}.npy"
        gd("sheet", game, "--x", str(x), "--kind", kind, *extra, "-q", "--npy", str(npy))
        assert np.array_equal(np.load(npy), arr)


def test_sheet_against_the_rules():
    """W_x from the game interface: [x,y,z] has a move to a P-position of a lower sheet;
    L_x: the P-positions of sheet x."""
    g = gamedyn.Game("chomp")
    x = 7
    v = gamedyn.sheet("chomp", x, ymax=9, zmax=11)
    for y in range(10):
        for z in range(12):
            if x + y + z == 0:
                continue
            w = any(m.to.coords[0] < x and g.outcome(m.to) == "P" for m in g.moves((x, y, z)))
            assert v.W[y, z] == w, (y, z)
            assert v.L[y, z] == (g.outcome((x, y, z)) == "P"), (y, z)


def test_params_as_the_tool(gd):
    p = gamedyn.params(300)
    j = json.loads(gd("params", "chomp", "--xmax", "300", "--json").stdout)
    assert (p.first, p.xmax, p.block) == (j["from"], j["to"], j["bootstrap"]["block"])
    for name in ("alpha", "lambda_L", "lambda_U", "m_L", "m_U", "gamma", "alpha_full"):
        e = p[name]
        assert (e.value, e.se, e.se_iid, e.predicted) == tuple(j[name][k] for k in
                                                               ("measured", "stderr", "stderr_iid", "predicted"))
    assert p.band_halfwidth == j["zstar_band"]["halfwidth"] and p.dev_max == j["zstar_dev_max"]
    assert p.identity_exceptions == j["identity"]["exceptions"] == 0
    assert abs(p["alpha"].value - 1 / math.sqrt(2)) < 0.01
    c = gamedyn.census("chomp", 300)
    assert p.zstar[120] == c[120].z(0)


def test_opening_as_the_tool(gd):
    o = gamedyn.opening(60)
    want = rows(gd("opening", "chomp", "--xmax", "60").stdout)
    assert len(want) == 60 and o.type[0] == "none"
    for r in want:
        x = int(r[0])
        assert [str(o.moves[x]), o.type[x], "[" + ",".join(map(str, o.move[x].tolist())) + "]",
                f"{o.distance[x]:.4f}"] == r[1:]


@pytest.mark.parametrize("args,kw", [
    (["chomp", "--pass", "--xmax", "30"], dict(pass_=True)),
    (["nim", "--perturb", "point:3,4,5", "--xmax", "20"], dict(perturb="point:3,4,5")),
    (["chomp", "--pass", "--xmax", "30", "--window", "box:20"], dict(pass_=True, box=20)),
])
def test_overlap_as_the_tool(gd, args, kw):
    xmax = int(args[args.index("--xmax") + 1])
    o = gamedyn.overlap(args[0], xmax, **kw)
    want = rows(gd("overlap", *args).stdout)
    assert [[str(a), str(b), str(c)] for a, b, c in zip(o.x, o.columns, o.same)] == [r[:3] for r in want]
    assert [f"{v:.6f}" for v in o.overlap] == [r[3] for r in want]
    j = json.loads(gd("overlap", *args, "--json").stdout)
    assert o.first == j["mean_overlap_first_quarter"] and o.last == j["mean_overlap_last_quarter"]


@pytest.mark.parametrize("args,kw", [
    (["chomp", "--xmax", "40", "--at", "10,3"], dict(at=(10, 3))),
    (["nim", "--xmax", "20", "--at", "4,2,6"], dict(at=(4, 2, 6))),
])
def test_sensitivity_as_the_tool(gd, args, kw):
    s = gamedyn.sensitivity(args[0], int(args[2]), **kw)
    j = json.loads(gd("sensitivity", *args, "--json").stdout)
    assert list(s.at) == j["at"] and s.half == j["half_moved_after"]
    assert (s.growth if s.growth is not None else None) == j["growth_rate_per_level"]
    want = rows(gd("sensitivity", *args).stdout)
    assert [[str(a), f"{m:.6f}", str(c)] for a, m, c in zip(s.x, s.moved, s.columns)] == [r[:3] for r in want]


@pytest.mark.parametrize("call,message", [
    (lambda: gamedyn.census("go", 3), "unknown game 'go'"),
    (lambda: gamedyn.census("chomp", 3, perturb="point:1,2"), "point"),
    (lambda: gamedyn.census("chomp", 3, pass_=True, perturb="point:1,2,3"), "cannot be combined"),
    (lambda: gamedyn.census("chomp", 3, passes=9), "bad passes"),
    (lambda: gamedyn.census("chomp", 100000, max_mem=1 << 20), "memory bound"),
    (lambda: gamedyn.sensitivity("chomp", 20, (10, 200)), "no P-position|column"),
    (lambda: gamedyn.overlap("chomp", 10), "give pass_"),
])
def test_errors_carry_the_message(call, message):
    with pytest.raises(gamedyn.Error, match=message):
        call()


def test_perturb_error_is_the_library_message(gd):
    with pytest.raises(gamedyn.Error) as e:
        gamedyn.census("chomp", 3, perturb="random:seed=1")
    r = gd("solve", "chomp", "--xmax", "3", "--perturb", "random:seed=1", check=False)
    assert r.returncode == 2 and r.stderr.strip() == "gamedyn: " + str(e.value)


def test_params_checkpoint(gd, tmp_path):
    """A census stopped by the tool and resumed here, and one saved here after every sheet and
    resumed by the tool, give the numbers of a run that never stopped."""
    ck = str(tmp_path / "ck")
    gd("params", "chomp", "--xmax", "400", "--threads", "1", "--checkpoint", ck, "--stop-at", "200", "-q")
    straight, resumed = gamedyn.params(400), gamedyn.params(400, checkpoint=ck, resume=True)
    assert resumed.constants == straight.constants and np.array_equal(resumed.zstar, straight.zstar, equal_nan=True)
    assert (resumed.band_halfwidth, resumed.dev_min) == (straight.band_halfwidth, straight.dev_min)
    ck2 = str(tmp_path / "ck2")
    gamedyn.params(300, pass_=True, checkpoint=ck2, checkpoint_every=0)
    out = str(tmp_path / "o.tsv")
    gd("params", "chomp", "--pass", "--xmax", "300", "--checkpoint", ck2, "--resume", "-q", "-o", out)
    want = gd("params", "chomp", "--pass", "--xmax", "300", "-q").stdout
    assert [l for l in open(out).read().splitlines() if not l.startswith("#")] == \
        [l for l in want.splitlines() if not l.startswith("#")]
    with pytest.raises(gamedyn.Error, match="is for the run"):
        gamedyn.params(300, checkpoint=ck2, resume=True)
    with pytest.raises(gamedyn.Error, match="need a checkpoint"):
        gamedyn.params(300, resume=True)
