"""Sensitivity ensembles and the coarse-grained comparison: the package's arrays and numbers
against 'gamedyn sensitivity --sites' and 'gamedyn compare' (their JSON holds every number
exactly), and the same numbers for any number of threads."""
import json

import numpy as np
import pytest

import gamedyn


def same(a, b):
    """Equal as numbers, NaN (the JSON's null) equal to NaN."""
    a = np.array([np.nan if v is None else v for v in a], float)
    return np.array_equal(a, np.asarray(b, float), equal_nan=True)


@pytest.mark.parametrize("args,kw", [
    (["chomp", "--sites", "random:20", "--at", "20", "--xmax", "40"], dict(sites="random:20")),
    (["chomp", "--sites", "lines", "--at", "30", "--xmax", "60", "--count", "lines", "--reading", "persist"],
     dict(sites="lines", count="lines", reading="persist")),
    (["nim", "--perturb", "point:9,13,4", "--sites", "all", "--at", "20", "--xmax", "45", "--window", "cone"],
     dict(sites="all", perturb="point:9,13,4", window="cone")),
    (["chomp", "--sites", "2:6", "--at", "25", "--xmax", "40", "--window", "box:20"], dict(sites="2:6", window="box:20")),
])
def test_ensemble_as_the_tool(gd, args, kw):
    at, xmax = int(args[args.index("--at") + 1]), int(args[args.index("--xmax") + 1])
    e = gamedyn.ensemble(args[0], at, xmax, **kw)
    j = json.loads(gd("sensitivity", *args, "--json", "-q").stdout)["ensembles"][0]
    assert j["at"] == e.x0 and j["sites"] == len(e.sites) == e.moved.shape[0] and j["levels"] == len(e.x)
    assert [int(y) for y in e.sites[:, 1]] == j["site_columns"]
    assert e.half == j["half_mean_after"] and list(e.half_interval) == j["half_mean_ci95"]
    assert e.growth == j["growth_rate"] and list(e.growth_interval) == j["growth_rate_ci95"]
    assert [-1 if v is None else v for v in e.growth_phase] == j["growth_phase"]
    for mine, theirs in [("mean", "mean"), ("se", "stderr"), ("sd", "sd"), ("median", "median"), ("q1", "q1"),
                         ("q3", "q3"), ("share_half", "share_half"), ("share_healed", "share_healed")]:
        assert same(j["curve"][theirs], getattr(e, mine)), mine
    # the per-level mean is the mean of the sites' moved shares (those with a value)
    assert np.allclose(np.nanmean(e.moved, axis=0), e.mean, equal_nan=True)
    assert int(np.count_nonzero(e.dead_B)) == j["dead_B_sites"]


def test_ensemble_threads_do_not_change_it():
    a = gamedyn.ensemble("chomp", 20, 35, sites="random:12", seed=7, threads=1)
    b = gamedyn.ensemble("chomp", 20, 35, sites="random:12", seed=7, threads=2)
    assert np.array_equal(a.moved, b.moved, equal_nan=True) and np.array_equal(a.sites, b.sites)
    c = gamedyn.ensemble("chomp", 20, 35, sites="random:12", seed=8, threads=1)
    assert not np.array_equal(a.sites, c.sites)  # the seed draws other sites


def test_compare_as_the_tool(gd):
    r = gamedyn.compare("chomp", 40, grid=8, seeds=2)
    j = json.loads(gd("compare", "chomp", "--x", "40", "--grid", "8", "--seeds", "2", "--json").stdout)
    assert r.names == j["variants"] and r.sigma == j["sigma"]
    assert np.array_equal(r.distance, np.array(j["distance"], float))
    assert [r.scale["W_2X"], r.scale["W_1.1X"]] == [s["distance"] for s in j["scale"]]
    assert set(r.density) >= {"W_X", "W_2X", "W_1.1X", "pass", "finite"} and r.density["W_X"].shape == (8, 8)
    # a distance is the mean absolute difference of two densities
    assert np.isclose(np.abs(r.density["W_X"] - r.density["pass"]).mean(), r.distance[0, r.names.index("pass")])
    assert np.array_equal(r.distance, r.distance.T) and not r.distance.diagonal().any()


@pytest.mark.parametrize("call,message", [
    (lambda: gamedyn.ensemble("chomp", 20, 30, sites="bogus"), "bad sites 'bogus'"),
    (lambda: gamedyn.ensemble("chomp", 20, 30, window="box:x"), "bad window"),
    (lambda: gamedyn.ensemble("nim", 20, 30, count="LL"), "chomp"),
    (lambda: gamedyn.ensemble("chomp", 20, 20), "above the sites' level"),
    (lambda: gamedyn.compare("chomp", 10, grid=11), "bad grid"),
    (lambda: gamedyn.compare("chomp", 100000, max_mem=1 << 20), "memory bound"),
])
def test_errors_carry_the_message(call, message):
    with pytest.raises(gamedyn.Error, match=message):
        call()
