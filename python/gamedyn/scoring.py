"""Guaranteed scoring games as values (scoring.h, docs/scoring.md): Value("<^1|3>") is the
canonical form of a game in the notation of gamedyn scoring (<A|B>, each side '^s' when it has
no option, s the score then). Values support +, - (binary and unary) and the order of all
guaranteed games (<=, >=, ==, compare()), and read their outcome (o_L, o_R) as exact
Fractions; str() prints the canonical form. claims() counts the scoring survey's claims as
'gamedyn scoring claims' does. Values share one context (a hash-consed store)."""
import ctypes
from ctypes import byref
from fractions import Fraction

from . import _lib
from ._errors import Error, buffer, fail
from ._store import Default, Store, dyadic


def _Context():
    return Store(_lib.lib.gd_scoring_new, _lib.lib.gd_scoring_free, _lib.lib.gd_scoring_error, _lib.SCORING_NONE)


_context = Default(_Context).get
_dyadic = dyadic


class Value:
    """A guaranteed scoring game: Value("<^0|^2>"), Value("<2|-2> + 1"), Value(3), Value("1/2")."""
    __slots__ = ("_ctx", "_id")

    def __init__(self, expr=0):
        if isinstance(expr, Value):
            self._ctx, self._id = expr._ctx, expr._id
            return
        if isinstance(expr, (int, Fraction)) and not isinstance(expr, bool):
            expr = str(expr)
        if not isinstance(expr, str):
            raise Error(f"bad scoring game {expr!r} (expected gamedyn scoring's notation as a string, or a number)")
        ctx = _context()
        out = ctypes.c_uint32()
        err = buffer()
        if _lib.lib.gd_scoring_parse(ctx.ptr, expr.encode(), byref(out), err, len(err)) != 0:
            fail(err)
        self._ctx, self._id = ctx, out.value

    def _other(self, other):
        other = other if isinstance(other, Value) else Value(other)
        if other._ctx is self._ctx:
            return other._id
        return Value(str(other))._id

    def _new(self, gid, what):
        v = Value.__new__(Value)
        v._ctx, v._id = self._ctx, self._ctx.check(gid, what)
        return v

    def __add__(self, other):
        return self._new(_lib.lib.gd_scoring_sum(self._ctx.ptr, self._id, self._other(other)), "the sum")

    def __radd__(self, other):
        return Value(other) + self

    def __sub__(self, other):
        return self._new(_lib.lib.gd_scoring_diff(self._ctx.ptr, self._id, self._other(other)), "the difference")

    def __rsub__(self, other):
        return Value(other) - self

    def __neg__(self):
        return self._new(_lib.lib.gd_scoring_neg(self._ctx.ptr, self._id), "the conjugate")

    def compare(self, other):
        """'=', '<', '>' or '||' (incomparable), in the order of all guaranteed games."""
        r = _lib.lib.gd_scoring_compare(self._ctx.ptr, self._id, self._other(other))
        if r == _lib.CGT_CMP_ERROR:
            self._ctx.check(-1, "the comparison")
        return _lib.text(_lib.lib.gd_cgt_cmp_name(r))

    def __ge__(self, other):
        return self._ctx.check(_lib.lib.gd_scoring_geq(self._ctx.ptr, self._id, self._other(other)),
                               "the comparison") == 1

    def __le__(self, other):
        return self._ctx.check(_lib.lib.gd_scoring_geq(self._ctx.ptr, self._other(other), self._id),
                               "the comparison") == 1

    def __eq__(self, other):
        try:
            return self._other(other) == self._id
        except Error:
            return NotImplemented

    def __hash__(self):
        return hash(str(self))

    def __str__(self):
        n = _lib.lib.gd_scoring_print(self._ctx.ptr, self._id, None, 0)
        b = ctypes.create_string_buffer(n + 1)
        _lib.lib.gd_scoring_print(self._ctx.ptr, self._id, b, n + 1)
        return b.value.decode()

    def __repr__(self):
        return f"gamedyn.scoring.Value({str(self)!r})"

    @property
    def outcome(self):
        """(o_L, o_R): the final score under best play when Left, or Right, starts."""
        a, b = _lib.Dyadic(), _lib.Dyadic()
        _lib.lib.gd_scoring_outcome(self._ctx.ptr, self._id, byref(a), byref(b))
        return _dyadic(a), _dyadic(b)

    @property
    def birthday(self):
        return int(_lib.lib.gd_scoring_birthday(self._ctx.ptr, self._id))

    @property
    def extent(self):
        """{'forms', 'text_length', 'birthday'}: the size of the canonical form without printing it."""
        x = _lib.ScoringExtent()
        if _lib.lib.gd_scoring_extent(self._ctx.ptr, self._id, byref(x)) != 0:
            raise MemoryError("gamedyn: out of memory")
        return {"forms": x.forms, "text_length": x.text_length, "birthday": x.birthday}


def _count(c):
    text = ctypes.string_at(c.counterexample).decode() if c.counterexample else None
    return {"tested": c.tested, "held": c.held, "counterexample": text}


_DICOT_SETS = ((0, 0, 3), (-1, 1, 1), (0, 1, 2))


def claims(max_cells=12, sums=3000, pairs=6000, seed=12345, max_mem=None):
    """The survey's claims counted as 'gamedyn scoring claims' does: a dict with
    'scoring_domineering' (boards, positions, and for each claim {'tested', 'held',
    'counterexample'}: incentive, move_incentive, inverse, inequality, normal_mean,
    normal_reduced) and 'dicots' (one dict per set: scores, day, games, milnor, inverse,
    inverse_milnor, inequality, inequality_milnor)."""
    mem = int(max_mem if max_mem is not None else _lib.lib.gd_game_default_max_mem())
    err = buffer()
    d = _lib.DomineeringScoringClaims()
    try:
        if _lib.lib.gd_domineering_scoring_claims_run(int(max_cells), int(sums), int(seed), mem // 2, byref(d), err,
                                                      len(err)) != 0:
            fail(err)
        out = {"scoring_domineering": {"boards": d.boards, "positions": d.positions}}
        for k in ("incentive", "move_incentive", "inverse", "inequality", "normal_mean", "normal_reduced"):
            out["scoring_domineering"][k] = _count(getattr(d, k))
    finally:
        _lib.lib.gd_domineering_scoring_claims_free(byref(d))
    s = _Context()
    _lib.lib.gd_scoring_set_max_bytes(s.ptr, mem // 2)
    out["dicots"] = []
    for lo, hi, day in _DICOT_SETS:
        c = _lib.DicotClaims()
        try:
            if _lib.lib.gd_scoring_dicot_claims_run(s.ptr, lo, hi, day, int(pairs), int(seed), byref(c), err,
                                                    len(err)) != 0:
                fail(err)
            e = {"scores": list(range(lo, hi + 1)), "day": day, "games": c.games, "milnor": c.milnor}
            for k in ("inverse", "inverse_milnor", "inequality", "inequality_milnor"):
                e[k] = _count(getattr(c, k))
            out["dicots"].append(e)
        finally:
            _lib.lib.gd_scoring_dicot_claims_free(byref(c))
    return out
