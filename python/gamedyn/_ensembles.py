"""Sensitivity over many perturbation sites and the coarse-grained comparison of sheets
(experiment.h), by the calls 'gamedyn sensitivity --sites' and 'gamedyn compare' make."""
import math
from ctypes import byref
from dataclasses import dataclass

import numpy as np

from . import _lib
from ._errors import Error, buffer, fail
from ._sheets import _Config, _nan


def _level(v):
    return None if v < 0 else int(v)


def _bound(v):
    return None if v != v or math.isinf(v) else float(v)


@dataclass
class Ensemble:
    """One ensemble ('gamedyn sensitivity --sites ... --at x0'): a game B per site, all at
    level x0, levels x = x0+1..xmax. moved[i, l]: the moved share of site i at level x[l]
    (NaN where no P-position counted); per level the mean, its standard error, sd, median,
    quartiles, the share of sites with at least half moved and the share healed. half: the
    levels after x0 until the mean reaches 1/2 (None: never) with its 95% bootstrap interval
    (None for a bound that never comes); growth: the slope of ln(mean) over the growth phase
    (levels growth_phase, counted from x0), its least-squares error and bootstrap interval;
    dead_A: the sheet from which A is dead (None: alive); dead_B[i] likewise per site (0:
    alive)."""
    x0: int
    sites: np.ndarray
    x: np.ndarray
    moved: np.ndarray
    mean: np.ndarray
    se: np.ndarray
    sd: np.ndarray
    median: np.ndarray
    q1: np.ndarray
    q3: np.ndarray
    share_half: np.ndarray
    share_healed: np.ndarray
    half: int
    half_interval: tuple
    growth: float
    growth_se: float
    growth_interval: tuple
    growth_phase: tuple
    plateau: float
    dead_A: int
    dead_B: np.ndarray


def ensemble(game, x0, xmax, *, sites="all", reading=None, window=None, count=None, seed=1, ymax=None,
             pass_=False, passes=None, perturb=None, threads=0, max_mem=None):
    """The ensemble of sites at level x0 over levels x0+1..xmax, with the options of
    'gamedyn sensitivity': sites 'all', 'lines', 'col0', 'Y0:Y1' or 'random:N' (seed);
    reading 'automatic-n' or 'persist'; window 'papers', 'box:Y[,Z]' or 'cone'; count 'all',
    'lines', 'LL', 'U' or 'F' (Chomp). The same numbers for any threads."""
    x0, xmax = int(x0), int(xmax)
    if xmax <= x0:
        raise Error(f"xmax must be above the sites' level {x0}")
    o = _lib.EnsembleOpts()
    err = buffer()
    enc = [None if v is None else str(v).encode() for v in (sites, reading, window, count)]
    if _lib.lib.gd_ensemble_opts_parse(byref(o), *enc, err, len(err)) != 0:
        fail(err)
    if o.count != 0 and str(game) != "chomp":
        raise Error("count other than 'all' needs the lines of Chomp's sheets (game chomp)")
    o.seed, o.threads = int(seed), int(threads)
    c = _Config(game, xmax, 2 * xmax if ymax is None else ymax, pass_, passes, perturb)
    nsites = o.nrandom if o.sites == _lib.SITES_RANDOM else 2 * x0 + 2
    if o.sites == _lib.SITES_RANGE:
        nsites = min(nsites, o.y1 - o.y0 + 1)
    c.check_mem(0, nsites * (48 + 16 * (xmax - x0)), max_mem)
    e = _lib.Ensemble()
    if _lib.lib.gd_ensemble_run(byref(e), byref(c.cfg), x0, byref(o), None, None, err, len(err)) != 0:
        fail(err)
    try:
        n, nl = int(e.nsites), int(e.nlevels)
        lv = [e.level[i] for i in range(nl)]

        def col(f):
            return np.array([f(l) for l in lv], float)

        sites_arr = np.array([(e.site[i].x, e.site[i].y, e.site[i].z) for i in range(n)], np.uint64).reshape(n, 3)
        moved = np.ctypeslib.as_array(e.moved, (n * nl,)).reshape(n, nl).copy() if n * nl else np.zeros((n, nl))
        g = e.growth
        return Ensemble(x0, sites_arr, np.arange(x0 + 1, x0 + 1 + nl, dtype=np.uint64), moved,
                        col(lambda l: l.s.mean), col(lambda l: l.s.se), col(lambda l: l.s.sd),
                        col(lambda l: l.s.median), col(lambda l: l.s.q1), col(lambda l: l.s.q3),
                        col(lambda l: l.share_half), col(lambda l: l.share_healed), _level(e.half),
                        (_bound(e.half_lo), _bound(e.half_hi)), _nan(g.rate), _nan(g.rate_se),
                        (_nan(e.growth_lo), _nan(e.growth_hi)), (_level(g.first), _level(g.last)),
                        _nan(g.plateau), e.dead_A or None,
                        np.array([e.dead_B[i] for i in range(n)], np.uint64))
    finally:
        _lib.lib.gd_ensemble_free(byref(e))


@dataclass
class Comparison:
    """'gamedyn compare': W_X against W_2X and W_1.1X of the plain game (scale: their
    distances), and the variants at W_X (names: plain, pass, finite, random1, ...; a dead
    random seed is left out and listed in dead as (name, sheet)); distance: the matrix of
    the variants' mean absolute density differences; density: each sample's grid x grid
    coarse-grained density (y, z boxes); spread: over the live random seeds, (mean, sd, n)
    of the distances from plain, pass and finite to each seed and between two seeds."""
    x: int
    grid: int
    sigma: str
    scale: dict
    names: list
    distance: np.ndarray
    density: dict
    dead: list
    spread: dict


def compare(game, x=200, *, grid=32, seeds=3, sigma=None, point=None, model=None, threads=0, max_mem=None):
    """The comparison of 'gamedyn compare GAME --x X --grid G --seeds N [--sigma F]
    [--point X,Y,Z] [--model KEYS]'; the same numbers for any threads."""
    x, grid, seeds = int(x), int(grid), int(seeds)
    if not 1 <= grid <= 256 or grid > x:
        raise Error(f"bad grid {grid} (1 to 256, at most x = {x})")
    if not 0 <= seeds <= 100:
        raise Error(f"bad seeds {seeds} (0 to 100)")
    c = _Config(game, 2 * x, 4 * x)
    c.check_mem(0, 0, max_mem)
    keep = [None if v is None else str(v).encode() for v in (sigma, point, model)]
    o = _lib.CompareOpts(c.cfg.game, x, grid, seeds, keep[0], keep[1], keep[2], int(threads))
    r = _lib.Compare()
    err = buffer()
    if _lib.lib.gd_compare_run(byref(r), byref(o), err, len(err)) != 0:
        fail(err)
    try:
        nv = int(r.nvariants)
        names = [_lib.text(_lib.lib.gd_compare_variant_name(byref(r), i)) for i in range(nv)]
        D = np.ctypeslib.as_array(r.distance, (nv * nv,)).reshape(nv, nv).copy() if nv else np.zeros((0, 0))
        dens, dead = {}, []
        for i in range(r.nsamples):
            s = r.sample[i]
            name = _lib.text(s.name)
            if s.density:
                dens[name] = np.ctypeslib.as_array(s.density, (grid * grid,)).reshape(grid, grid).copy()
            if s.dead_from:
                dead.append((name, int(s.dead_from)))
        spread = {}
        for k, name in enumerate(("plain", "pass", "finite")):
            t = r.to_random[k]
            spread[name] = (_nan(t.mean), _nan(t.sd), int(t.n))
        b = r.between_random
        spread["between"] = (_nan(b.mean), _nan(b.sd), int(b.n))
        return Comparison(x, grid, _lib.text(r.sigma), {"W_2X": float(r.scale[0]), "W_1.1X": float(r.scale[1])},
                          names, D, dens, dead, spread)
    finally:
        _lib.lib.gd_compare_free(byref(r))
