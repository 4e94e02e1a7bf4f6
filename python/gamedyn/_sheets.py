"""The sheet recursion of 3-pile Nim and 3-row Chomp (sheet.h, view.h) and the sheet
experiments (experiment.h), by the calls 'gamedyn solve', 'sheet', 'params', 'opening',
'overlap' and 'sensitivity' make: loser sheets L_x, the census, P-positions, single sheets
W_x and L_x as boolean arrays, Chomp's constants, opening moves, overlap and sensitivity."""
import ctypes
import os
import warnings
from ctypes import byref
from dataclasses import dataclass, field

import numpy as np

from . import _lib
from ._errors import Error, buffer, fail
from ._tables import _check_mem

_KIND = {_lib.SHEET_END: "end", _lib.SHEET_TAIL: "tail", _lib.SHEET_WINDOW: "window"}
_OPEN = {_lib.OPEN_NONE: "none", _lib.OPEN_R: "r", _lib.OPEN_S: "s", _lib.OPEN_SINK: "sink"}


def _nan(v):
    return None if v != v else float(v)


class _Config:
    """A gd_config and the V it points at, built from the options as 'gamedyn solve' builds
    it: game nim or chomp; pass_=True or passes=K (the pool of K passes); perturb=SPEC
    (point:x,y,z, random:seed=S,sigma=F[,...], or a file of 'x y z' lines)."""

    def __init__(self, game, xmax, ymax=None, pass_=False, passes=None, perturb=None):
        self.rules = _lib.lib.gd_rules_by_name(str(game).encode())
        if not self.rules:
            raise Error(f"unknown game '{game}' (expected nim or chomp)")
        if pass_ and passes is not None:
            raise Error("pass_ and passes cannot be combined (pass_ is passes=1)")
        k = 1 if pass_ else int(passes or 0)
        if passes is not None and not 1 <= k <= _lib.MAX_PASSES:
            raise Error(f"bad passes {passes!r} (expected an integer from 1 to {_lib.MAX_PASSES})")
        if k and perturb:
            raise Error("a pass and perturb cannot be combined")
        if int(xmax) < 0 or (ymax is not None and int(ymax) < 0):
            raise Error("xmax and ymax must be at least 0")
        self.V = _lib.Perturb()
        self.cfg = _lib.Config()
        self.cfg.game = self.rules.contents.game
        self.cfg.variant = _lib.VARIANT_PASS if k else _lib.VARIANT_PERTURB if perturb else _lib.VARIANT_PLAIN
        self.cfg.passes = k
        self._parsed = False
        if perturb:
            err = buffer()
            if _lib.lib.gd_perturb_parse(byref(self.V), str(perturb).encode(), self.rules, err, len(err)) != 0:
                fail(err)
            self._parsed = True
            self.cfg.perturb = ctypes.pointer(self.V)
        self.cfg.xmax = int(xmax)
        self.cfg.ymax = int(xmax if ymax is None else ymax)

    def check_mem(self, keep_all, extra, max_mem):
        _check_mem(_lib.lib.gd_config_estimate_bytes(byref(self.cfg), keep_all) + extra, max_mem, "the run")

    def __del__(self):
        if getattr(self, "_parsed", False):
            _lib.lib.gd_perturb_clear(byref(self.V))
            self._parsed = False


class Sheet:
    """A loser sheet L_x of the census: at most one P-position [x, y, z(y)] per column y.
    kind 'end': n P-positions (columns 0..n-1), then none; 'tail': z(y + period) = z(y) for
    y >= n (least n, least period, proved), tail = z(n), ..., z(n + period - 1); 'window':
    exact for columns 0..n-1 only. prefix = z(0), ..., z(n - 1) (uint32 array)."""

    def __init__(self, s):
        self._s = _lib.Sheet()
        if _lib.lib.gd_sheet_copy(byref(self._s), byref(s)) != 0:
            raise MemoryError("gamedyn: out of memory")
        self.x, self.kind, self.n = int(s.x), _KIND[s.kind], int(s.len)
        self.period = int(s.period) if s.kind == _lib.SHEET_TAIL else None
        self.prefix = np.ctypeslib.as_array(s.z, shape=(s.len,)).copy() if s.len else np.zeros(0, np.uint32)
        self.tail = (np.ctypeslib.as_array(s.tail, shape=(s.period,)).copy() if self.period
                     else np.zeros(0, np.uint32))

    def __del__(self):
        if getattr(self, "_s", None) is not None:
            _lib.lib.gd_sheet_free(byref(self._s))
            self._s = None

    def z(self, y):
        """z of the P-position in column y, None when the column has none; Error past a window."""
        z = ctypes.c_uint32()
        r = _lib.lib.gd_sheet_lookup(byref(self._s), int(y), byref(z))
        if r == _lib.SHEET_UNKNOWN:
            raise Error(f"column {y} of sheet {self.x} is past the exact window (columns 0..{self.n - 1})")
        return int(z.value) if r == _lib.SHEET_P else None

    def losers(self, columns):
        """z(y) for y < columns as an int64 array, -1 where a column has no P-position (and,
        past a window, where it is not known)."""
        out = np.full(int(columns), -1, np.int64)
        z = ctypes.c_uint32()
        for y in range(int(columns)):
            if _lib.lib.gd_sheet_lookup(byref(self._s), y, byref(z)) == _lib.SHEET_P:
                out[y] = z.value
        return out

    def __repr__(self):
        t = f", period={self.period}, tail={self.tail.tolist()}" if self.period else ""
        return f"Sheet(x={self.x}, kind={self.kind!r}, n={self.n}{t})"


class Census(list):
    """The loser sheets L_0..L_X of a run (a list of Sheet); dead: the sheet x' >= 1 from
    which the game is dead ([x',0,0] a P-position, every later position N), or None."""
    dead = None


def _engine_sheets(c, threads, max_mem, extra=0, setup=None):
    """Runs the engine on c.cfg, yielding each sheet (owned by the engine until the next);
    setup(e), when given, sees the engine before its first sheet."""
    c.check_mem(0, extra, max_mem)
    err = buffer()
    e = _lib.lib.gd_engine_new(byref(c.cfg), err, len(err))
    if not e:
        fail(err)
    try:
        if setup:
            setup(e)
        if threads != 1:
            _lib.lib.gd_engine_set_threads(e, int(threads))
        s = ctypes.POINTER(_lib.Sheet)()
        while True:
            r = _lib.lib.gd_engine_next(e, byref(s), err, len(err))
            if r < 0:
                fail(err)
            if r == 1:
                return
            yield s
    finally:
        _lib.lib.gd_engine_free(e)


def census(game, xmax, *, ymax=None, pass_=False, passes=None, perturb=None, threads=1, max_mem=None):
    """The loser sheets L_0..L_xmax of game (nim or chomp), what 'gamedyn solve GAME --xmax X'
    prints: a Census (list) of Sheet. ymax: the exact window of Nim and random V (default
    xmax). threads: 2 builds two parts of each Chomp sheet at once (the same sheets)."""
    c = _Config(game, xmax, ymax, pass_, passes, perturb)
    out = Census()
    for s in _engine_sheets(c, threads, max_mem):
        out.append(Sheet(s.contents))
        if out.dead is None and _lib.lib.gd_sheet_kills(c.rules, s):
            out.dead = out[-1].x
    return out


def p_positions(game, xmax, *, ymax=None, **kwargs):
    """Every P-position [x, y, z] with x <= xmax, y <= ymax (default xmax) as an (n, 3)
    uint64 array in the order of 'gamedyn solve GAME --xmax X --list' (x, then y)."""
    ym = int(xmax if ymax is None else ymax)
    rows = []
    for s in census(game, xmax, ymax=ymax, **kwargs):
        for y in range(ym + 1):
            try:
                z = s.z(y)
            except Error:
                break
            if z is None:
                break
            rows.append((s.x, y, z))
    return np.array(rows, dtype=np.uint64).reshape(-1, 3)


@dataclass
class SheetView:
    """One sheet x as cells, the arrays indexed [y, z] like the position [x, y, z] (draw
    with imshow(W.T, origin="lower"): y to the right, z upwards, as the papers do).
    W: the instant winners W_x (a move to a P-position of a lower sheet; with a pass the
    hatted sheet); L: the P-positions L_x; extras: the variant's extra N-marks (pass-winners
    or declared V); losers[y]: z of column y's P-position, -1 when none is in the window."""
    x: int
    W: np.ndarray
    L: np.ndarray
    extras: np.ndarray
    losers: np.ndarray


def _bits(words, ny, nz, rw):
    """The view's bit grid (bit y of row z, rw words a row) as a bool array [y, z]."""
    a = np.ctypeslib.as_array(words, shape=(nz * rw,)).copy() if nz * rw else np.zeros(0, np.uint64)
    bits = np.unpackbits(a.view(np.uint8), bitorder="little").reshape(nz, rw * 64)[:, :ny]
    return bits.T.astype(bool)


def sheet(game, x, *, ymax=None, zmax=None, pass_=False, passes=None, perturb=None, max_mem=None):
    """Sheet x of game (nim or chomp) on columns 0..ymax, rows 0..zmax (default the papers'
    window: 1.2x for Chomp, 2x for Nim, at least 15), from the same engine and call as
    'gamedyn sheet': a SheetView with W_x, L_x and the extra marks as boolean arrays."""
    x = int(x)
    if x < 0:
        raise Error(f"bad x {x} (expected at least 0)")
    rules = _lib.lib.gd_rules_by_name(str(game).encode())
    if not rules:
        raise Error(f"unknown game '{game}' (expected nim or chomp)")
    ny, nz = ctypes.c_uint64(), ctypes.c_uint64()
    _lib.lib.gd_view_default_window(rules.contents.game, x, byref(ny), byref(nz))
    ny = ny.value if ymax is None else int(ymax) + 1
    nz = nz.value if zmax is None else int(zmax) + 1
    # The engine's window must hold every column shown.
    c = _Config(game, x, ny - 1, pass_, passes, perturb)
    c.check_mem(0, _lib.lib.gd_view_estimate_bytes(ny, nz, 0) + 3 * ny * nz, max_mem)
    v = _lib.View()
    err = buffer()
    if _lib.lib.gd_view_compute(byref(v), byref(c.cfg), x, ny, nz, 0, None, None, err, len(err)) != 0:
        fail(err)
    try:
        W = _bits(v.winners, v.ny, v.nz, v.rw)
        E = _bits(v.extras, v.ny, v.nz, v.rw)
        lz = np.ctypeslib.as_array(v.loser, shape=(v.ny,)).astype(np.int64)
    finally:
        _lib.lib.gd_view_free(byref(v))
    lz[(lz == _lib.VIEW_NO_P) | (lz >= nz)] = -1
    L = np.zeros((ny, nz), bool)
    has = lz >= 0
    L[np.nonzero(has)[0], lz[has]] = True
    return SheetView(x, W, L, E, lz)


# == experiments ==

@dataclass
class Estimate:
    """A measured constant: value, se (moving-block bootstrap), se_iid (the sheets taken as
    independent), predicted (the papers' value; None where they state none)."""
    value: float
    se: float
    se_iid: float
    predicted: float = None


def _est(e, predicted=None):
    return Estimate(_nan(e.value), _nan(e.se), _nan(e.se_iid), predicted)


@dataclass
class Params:
    """The six geometric constants of Chomp ('gamedyn params'): constants maps alpha,
    lambda_L, lambda_U, m_L, m_U, gamma and alpha_full to an Estimate; zstar[x] the
    column-0 loser of sheet x (NaN: none); the band of z*(x) - x/sqrt2; the counting identity."""
    xmax: int
    first: int
    constants: dict
    zstar: np.ndarray
    band_centre: float
    band_halfwidth: float
    dev_min: float
    dev_max: float
    identity_to: int
    identity_exceptions: int
    block: int
    dead: int = None
    scatter: dict = field(default_factory=dict)

    def __getitem__(self, name):
        return self.constants[name]


class _Checkpoints:
    """A census saved to path every `every` seconds, as 'params --checkpoint' (the library's
    gd_census_clock); a save that fails is a warning and the run goes on."""

    def __init__(self, path, every, p):
        self.path, self.every, self.p = os.fsencode(path), float(every), p
        self.clock, self.err = _lib.CensusClock(), buffer()

    def load(self, e):
        err = buffer()
        if _lib.lib.gd_census_load(self.path, byref(self.p), e, None, err, len(err)) != 0:
            fail(err)

    def start(self, e):
        self.e = e
        _lib.lib.gd_census_clock_start(byref(self.clock), self.path, e, self.every, 2**64 - 1)

    def after(self, x):
        err = self.err
        if _lib.lib.gd_census_clock_tick(byref(self.clock), byref(self.p), self.e, None, 0, 0, x, err,
                                         len(err)) == _lib.CENSUS_NOT_SAVED:
            warnings.warn(f"gamedyn: the checkpoint was not saved ({err.value.decode('utf-8', 'replace')}); "
                          "the run goes on", RuntimeWarning, stacklevel=3)


def params(xmax, *, pass_=False, passes=None, perturb=None, block=0, threads=1, max_mem=None, checkpoint=None,
           checkpoint_every=600, resume=False):
    """Chomp's constants measured over sheets 0..xmax, as 'gamedyn params chomp --xmax X'
    (gd_params_add on every sheet of the engine, then gd_params_finish; block 0: the
    default bootstrap block ceil(sqrt(n))). checkpoint: a file the run is saved to every
    checkpoint_every seconds, and with resume=True continued from (the same game and xmax;
    the file of 'params --checkpoint' too): the numbers of a run that never stopped."""
    if int(block) < 0:
        raise Error(f"bad block {block}")
    if checkpoint is None and (resume or checkpoint_every != 600):
        raise Error("resume and checkpoint_every need a checkpoint file")
    if float(checkpoint_every) < 0:
        raise Error(f"bad checkpoint_every {checkpoint_every}")
    c = _Config("chomp", xmax, None, pass_, passes, perturb)
    if checkpoint is not None and not _lib.lib.gd_engine_can_save(byref(c.cfg)):
        raise Error("a checkpoint saves plain Chomp and Chomp with passes, not a perturbed game")
    p = _lib.Params()
    if _lib.lib.gd_params_init(byref(p), c.cfg.xmax) != 0:
        raise MemoryError("gamedyn: out of memory")
    ck = _Checkpoints(checkpoint, checkpoint_every, p) if checkpoint is not None else None

    def setup(e):
        if resume:
            ck.load(e)
        ck.start(e)

    try:
        for s in _engine_sheets(c, threads, max_mem, (c.cfg.xmax + 1) * (ctypes.sizeof(_lib.ParamsSheet) + 17),
                                setup if ck else None):
            _lib.lib.gd_params_add(byref(p), s)
            if ck:
                ck.after(s.contents.x)
        if _lib.lib.gd_params_finish(byref(p), int(block)) != 0:
            raise MemoryError("gamedyn: out of memory")
        names = [_lib.text(_lib.lib.gd_param_name(i)) for i in range(_lib.NPARAMS)]
        consts = {n: _est(p.est[i], _nan(_lib.lib.gd_param_predicted(i))) for i, n in enumerate(names)}
        consts["alpha_full"] = _est(p.alpha_full, _nan(_lib.lib.gd_param_predicted(0)))
        zstar = np.array([p.sheet[x].zstar for x in range(p.xmax + 1)], dtype=float)
        scatter = {}
        for k, side in enumerate("LU"):
            scatter[f"{side}_rms"] = _est(p.scatter_rms[k])
            scatter[f"{side}_within_2.5"] = _est(p.within[k])
            scatter[f"{side}_max"] = _nan(p.scatter_max[k])
            scatter[f"{side}_max_median"] = _nan(p.scatter_max_median[k])
        return Params(int(p.xmax), int(p.from_), consts, zstar, _nan(p.band_centre), _nan(p.band_halfwidth),
                      _nan(p.dev_min) if p.have_dev else None, _nan(p.dev_max) if p.have_dev else None,
                      int(p.identity_to), int(p.identity_exceptions), int(p.block), p.dead_from or None, scatter)
    finally:
        _lib.lib.gd_params_free(byref(p))


@dataclass
class Opening:
    """The winning opening move of every Chomp rectangle [x,0,0], x = 0..xmax ('gamedyn
    opening'), arrays indexed by x: moves (how many win), type ('r', 's', 'sink', 'none'),
    move (x, 3): the first winning move's position, distance: from the predicted move."""
    moves: np.ndarray
    type: list
    move: np.ndarray
    distance: np.ndarray


def opening(xmax, *, pass_=False, passes=None, perturb=None, threads=1, max_mem=None):
    """The opening moves of the Chomp rectangles x <= xmax (gd_opening_add on every sheet)."""
    c = _Config("chomp", xmax, None, pass_, passes, perturb)
    o = _lib.Opening()
    if _lib.lib.gd_opening_init(byref(o), c.cfg.xmax) != 0:
        raise MemoryError("gamedyn: out of memory")
    try:
        for s in _engine_sheets(c, threads, max_mem):
            _lib.lib.gd_opening_add(byref(o), s)
        n = int(o.xmax) + 1
        ms = [o.m[x] for x in range(n)]
        return Opening(np.array([m.moves for m in ms], np.uint32), [_OPEN.get(m.type, "none") for m in ms],
                       np.array([(m.tx, m.ty, m.tz) for m in ms], np.uint64).reshape(-1, 3),
                       np.array([_lib.lib.gd_opening_distance(byref(m), x) for x, m in enumerate(ms)], float))
    finally:
        _lib.lib.gd_opening_free(byref(o))


@dataclass
class Overlap:
    """The strength of a variant's extra marks ('gamedyn overlap'), by level x: columns
    compared, same (those where M W_x alone gives the actual P), overlap = same/columns;
    first, last: the mean overlap of the first and last quarter; trend: its slope in x."""
    x: np.ndarray
    columns: np.ndarray
    same: np.ndarray
    overlap: np.ndarray
    first: float
    last: float
    trend: float
    dead: int = None


def overlap(game, xmax, *, ymax=None, pass_=False, passes=None, perturb=None, box=None, max_mem=None):
    """The overlap of M W_x with M(W_x + extras) at every level 0..xmax of game with a pass
    or perturb=SPEC; columns: the papers' window, or box=Y: columns 0..Y at every level."""
    if not pass_ and passes is None and not perturb:
        raise Error("overlap measures a perturbation: give pass_=True or perturb=SPEC")
    box_y = 0 if box is None else int(box) + 1
    ym = max(2 * int(xmax), box_y) if ymax is None else int(ymax)
    if box_y > ym + 1:
        raise Error(f"box {box} exceeds ymax {ym}")
    c = _Config(game, xmax, ym, pass_, passes, perturb)
    c.check_mem(0, 0, max_mem)
    o = _lib.Overlap()
    err = buffer()
    if _lib.lib.gd_overlap_init(byref(o), byref(c.cfg), err, len(err)) != 0:
        fail(err)
    try:
        o.box_y = box_y
        if _lib.lib.gd_overlap_run(byref(o), None, None, err, len(err)) != 0:
            fail(err)
        lv = [o.level[i] for i in range(o.nlevels)]
        return Overlap(np.array([l.x for l in lv], np.uint64), np.array([l.columns for l in lv], np.uint64),
                       np.array([l.same for l in lv], np.uint64), np.array([l.overlap for l in lv], float),
                       _nan(_lib.lib.gd_stat_mean(byref(o.first))), _nan(_lib.lib.gd_stat_mean(byref(o.last))),
                       _nan(_lib.lib.gd_fit_slope(byref(o.trend))), o.dead_from or None)
    finally:
        _lib.lib.gd_overlap_free(byref(o))


@dataclass
class Sensitivity:
    """Damage spreading from one added automatic N-position ('gamedyn sensitivity'): at
    [x, y, z], levels x+1..xmax; moved (and, for Chomp, moved_LL, moved_U, moved_F and the
    rolling mean of moved_F): the fraction of A's P-positions that moved in B; half: the
    levels after the site until half had moved (None: never); growth: the fitted rate."""
    at: tuple
    x: np.ndarray
    columns: np.ndarray
    moved: np.ndarray
    moved_LL: np.ndarray
    moved_U: np.ndarray
    moved_F: np.ndarray
    moved_F_rolling: np.ndarray
    half: int
    half_LL: int
    half_U: int
    growth: float
    growth_levels: int
    dead_A: int = None
    dead_B: int = None


def sensitivity(game, xmax, at, *, ymax=None, pass_=False, passes=None, perturb=None, max_mem=None):
    """Game A (plain, with a pass, or perturb=SPEC) against B = A plus the automatic
    N-position at = (x, y[, z]) (without z: A's P-position of column y of sheet x), levels
    x+1..xmax, columns y <= ymax (default 2 xmax) as 'gamedyn sensitivity --at X,Y[,Z]'."""
    at = tuple(int(v) for v in at)
    if len(at) not in (2, 3) or min(at) < 0:
        raise Error(f"bad at {at!r} (expected (x, y) or (x, y, z))")
    if int(xmax) <= at[0]:
        raise Error(f"xmax must be above the perturbed level {at[0]}")
    c = _Config(game, xmax, 2 * int(xmax) if ymax is None else ymax, pass_, passes, perturb)
    c.check_mem(0, 0, max_mem)
    s = _lib.Sensitivity()
    err = buffer()
    p = _lib.Xyz(at[0], at[1], at[2] if len(at) == 3 else 0)
    if _lib.lib.gd_sensitivity_init(byref(s), byref(c.cfg), p, 1 if len(at) == 3 else 0, err, len(err)) != 0:
        fail(err)
    try:
        if _lib.lib.gd_sensitivity_run(byref(s), None, None, err, len(err)) != 0:
            fail(err)
        lv = [s.level[i] for i in range(s.nlevels)]

        def col(name):
            return np.array([getattr(l, name) for l in lv], float)

        return Sensitivity((int(s.at.x), int(s.at.y), int(s.at.z)), np.array([l.x for l in lv], np.uint64),
                           np.array([l.columns for l in lv], np.uint64), col("moved"), col("moved_LL"),
                           col("moved_U"), col("moved_F"), col("moved_F_rolling"),
                           None if s.half < 0 else int(s.half), None if s.half_LL < 0 else int(s.half_LL),
                           None if s.half_U < 0 else int(s.half_U), _nan(_lib.lib.gd_fit_slope(byref(s.growth))),
                           int(s.growth.n), s.dead_A or None, s.dead_B or None)
    finally:
        _lib.lib.gd_sensitivity_free(byref(s))
