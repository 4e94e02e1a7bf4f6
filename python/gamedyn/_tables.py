"""Two-heap tables (twoheap.h) and heap-game nim-sequences with their periods (heap.h),
as NumPy arrays, computed by the same library calls as 'gamedyn table' and 'gamedyn heap'."""
import ctypes
from dataclasses import dataclass, field
from ctypes import byref

import numpy as np

from . import _lib
from ._errors import Error, buffer, fail

_KINDS = {"grundy": _lib.TABLE_GRUNDY, "outcome": _lib.TABLE_OUTCOME, "palace": _lib.TABLE_PALACE}


def _bytes(n):
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024


def _check_mem(need, max_mem, what):
    limit = int(max_mem) if max_mem is not None else _lib.lib.gd_game_default_max_mem()
    if need > limit:
        raise Error(f"{what} needs about {_bytes(need)}, more than the memory bound {_bytes(limit)} "
                    "(max_mem=...)")


def _ruleset(name, alter):
    # The command line's door: the registry's two-heap family of that name hands over its
    # ruleset; a table's 'nim' is the registry's nim2 (there nim has any number of heaps).
    nim = name.startswith("nim") and (len(name) == 3 or name[3] in "^:")
    full = ("nim2" + name[3:]) if nim else name
    o = _lib.GameOptions()
    keep = []
    if alter:
        keep = [b"alter", alter.encode()]
        _lib.lib.gd_game_options_set(byref(o), keep[0], keep[1])
    if not _lib.lib.gd_ruleset_family(_lib.lib.gd_game_family_find(full.encode())):
        raise Error(f"malformed ruleset '{name}': expected nim, wythoff, maharaja, sub:K, sub:{{s1,...}} or "
                    "linear:(l1,l2);...")
    err = buffer()
    g = _lib.lib.gd_game_open(full.encode(), byref(o), err, len(err))
    if not g:
        fail(err)
    r = _lib.Ruleset()
    rc = _lib.lib.gd_ruleset_take(g, byref(r))
    _lib.lib.gd_game_free(g)
    if rc != 0:
        raise Error(f"game {name} has no two-heap ruleset")
    return r


def table(ruleset, max, *, rows=None, kind="grundy", blocking=None, pass_=False, alter=None, perturb=None,
          max_mem=None):
    """The table of a two-heap ruleset over 0 <= a <= max (or rows=(a0, a1)), 0 <= b <= max,
    as a uint32 array t[a - a0, b]: Grundy values (kind="grundy"; pass_=True: g'(a,b) with a
    pass), outcomes (kind="outcome": 0 for P, 1 for N; blocking=B: the B-blocking game) or
    palace numbers (kind="palace", blocking=B: the number of P-options, P iff <= B).
    ruleset: nim, wythoff, maharaja, sub:K, sub:{s1,...}, linear:(l1,l2);...; alter S: the
    symmetric difference with the moves S; perturb: terminal:A,B;.../zero:A,B;... ."""
    if kind not in _KINDS:
        raise Error(f"bad kind '{kind}' (expected grundy, outcome or palace)")
    if blocking is not None and kind == "grundy":
        kind = "palace"
    if kind == "palace" and blocking is None:
        raise Error("palace numbers need blocking=B")
    if pass_ and kind != "grundy":
        raise Error("pass_ gives Grundy values; it cannot be combined with blocking or outcomes")
    n = int(max)
    a0, a1 = (0, n) if rows is None else (int(rows[0]), int(rows[1]))
    if n < 0 or n > 2147483646:
        raise Error(f"bad max {max} (expected 0 .. 2147483646)")
    if not 0 <= a0 <= a1 <= n:
        raise Error(f"bad rows {rows!r} (expected (a0, a1) with a0 <= a1 <= max)")
    r = _ruleset(ruleset, alter)
    pert = None
    try:
        if perturb:
            pert = _lib.TablePerturb()
            err = buffer()
            if _lib.lib.gd_table_perturb_parse(byref(pert), perturb.encode(), err, len(err)) != 0:
                pert = None
                fail(err)
        spec = _lib.TableSpec(ctypes.pointer(r), _KINDS[kind], 1 if pass_ else 0, int(blocking or 0),
                              ctypes.pointer(pert) if pert else None, a0, a1, n)
        _check_mem(_lib.lib.gd_table_estimate_bytes(byref(spec), 0), max_mem, "the table")
        t = _lib.Table()
        err = buffer()
        if _lib.lib.gd_table_compute(byref(spec), byref(t), err, len(err)) != 0:
            fail(err)
        try:
            a = np.ctypeslib.as_array(t.v, shape=(t.rows, t.cols)).copy()
        finally:
            _lib.lib.gd_table_free(byref(t))
        return a
    finally:
        if pert:
            _lib.lib.gd_table_perturb_free(byref(pert))
        _lib.lib.gd_ruleset_free(byref(r))


@dataclass
class Period:
    """The least period of a nim-sequence: G(n + period) = G(n) + saltus for n >= preperiod.
    certified: proved by the Guy-Smith theorem (finite octal codes), else observed up to upto;
    why: the library's sentence; exceptions: the n < preperiod off the periodic values."""
    found: bool
    preperiod: int
    period: int
    saltus: int
    certified: bool
    need: int
    upto: int
    why: str
    exceptions: list = field(default_factory=list)


@dataclass
class HeapSequence:
    """G(0..max) of a heap game (values, a uint32 array), its code and its period."""
    code: str
    values: np.ndarray
    period: Period

    def __iter__(self):  # values, period = gamedyn.heap(...)
        return iter((self.values, self.period))


def heap(code, max, *, plain=False, mask=None, max_mem=None):
    """The nim-sequence G(0..max) of an octal or hexadecimal game (code "0.77", "4.0!", or a
    preset: kayles, dawson-chess, dawson-kayles, grundy, sub:{...}, allbut:{...}) by the
    sparse-space method (plain=True: the plain mex, the check), and its least period."""
    n = int(max)
    if n < 0 or n > 0xFFFFFFFF - 3:
        raise Error(f"bad max {max} (expected 0 .. 4294967292)")
    c = _lib.HeapCode()
    err = buffer()
    if _lib.lib.gd_heap_code_parse(code.encode(), byref(c), err, len(err)) != 0:
        raise Error("heap: " + err.value.decode("utf-8", "replace"))
    _check_mem(_lib.lib.gd_heap_run_bytes(n), max_mem, "the sequence")
    r = _lib.HeapRun()
    if _lib.lib.gd_heap_run_init(byref(r), byref(c), n, -1 if mask is None else int(mask), err, len(err)) != 0:
        raise Error("heap: " + err.value.decode("utf-8", "replace"))
    try:
        if plain:
            if _lib.lib.gd_heap_plain(byref(c), n, r.g, err, len(err)) != 0:
                raise Error("heap: " + err.value.decode("utf-8", "replace"))
            r.done = n + 1
        else:
            while r.done <= n:
                if _lib.lib.gd_heap_run_step(byref(r), n, 0.0, err, len(err)) < 0:
                    raise Error("heap: " + err.value.decode("utf-8", "replace"))
        P = _lib.HeapPeriod()
        arith = 0 if _lib.lib.gd_heap_code_octal_finite(byref(c)) else 1
        _lib.lib.gd_heap_find_period(byref(c), r.g, n, min(n // 3, 1 << 20), arith, byref(P))
        exc = []
        if P.found:
            k = _lib.lib.gd_heap_exceptions(r.g, P.n0, P.p, P.s, None, 0)
            buf = (ctypes.c_uint64 * (int(k) or 1))()
            _lib.lib.gd_heap_exceptions(r.g, P.n0, P.p, P.s, buf, k)
            exc = [int(buf[i]) for i in range(k)]
        period = Period(bool(P.found), int(P.n0), int(P.p), int(P.s), bool(P.certified), int(P.need),
                        int(P.upto), _lib.text(P.why), exc)
        values = np.ctypeslib.as_array(r.g, shape=(n + 1,)).copy()
        name = _lib.take_string(_lib.lib.gd_heap_code_text(byref(c)))
    finally:
        _lib.lib.gd_heap_run_free(byref(r))
    return HeapSequence(name, values, period)
