"""Short partizan games as values (cgt.h, docs/cgt.md): Value("{1|0}") is the canonical form
of a game in CGSuite's notation, in a context of the library (a hash-consed store: equal
values have equal ids). Values support +, - (binary and unary), the order (<=, >=, <, >,
==, !=; confused(), compare()), and read their outcome class, stops, mean and temperature
as exact Fractions; str() prints the canonical form as CGSuite does.

Values made here share one context; the values of a game's positions (Game.value) live in
its solver's. Values of two contexts are combined by reading one's canonical form into the
other (the printed form reads back to the same game). A context that failed (a number out of
range, memory) answers nothing more, so new values then go to a fresh one."""
import ctypes
from ctypes import byref

from . import _lib
from ._errors import Error, buffer, fail
from ._store import Default, Store, dyadic


def _Context(ptr=None, owner=None):
    return Store(_lib.lib.gd_cgt_new, _lib.lib.gd_cgt_free, _lib.lib.gd_cgt_error, _lib.CGT_NONE, ptr, owner)


_context = Default(_Context).get
_dyadic = dyadic


class Value:
    """A short partizan game's value: Value("{1|0}"), Value("^*"), Value(3), Value("1/2")."""
    __slots__ = ("_ctx", "_id")

    def __init__(self, expr=0):
        ctx = _context()
        if isinstance(expr, Value):
            self._ctx, self._id = expr._ctx, expr._id
            return
        if isinstance(expr, int) and not isinstance(expr, bool):
            self._ctx, self._id = ctx, ctx.check(_lib.lib.gd_cgt_integer(ctx.ptr, expr), f"the integer {expr}")
            return
        if not isinstance(expr, str):
            raise Error(f"bad game value {expr!r} (expected CGSuite's notation as a string, or an integer)")
        out = ctypes.c_uint32()
        err = buffer()
        if _lib.lib.gd_cgt_parse(ctx.ptr, expr.encode(), byref(out), err, len(err)) != 0:
            fail(err)
        self._ctx, self._id = ctx, out.value

    @classmethod
    def _make(cls, ctx, gid):
        v = cls.__new__(cls)
        v._ctx, v._id = ctx, gid
        return v

    @classmethod
    def _from_solver(cls, game, solver, form):
        ptr = _lib.lib.gd_solver_cgt(solver)
        if not ptr:
            raise MemoryError("gamedyn: out of memory")
        ctxs = game.__dict__.setdefault("_cgt_ctx", {})
        ctx = ctxs.get(ptr) or ctxs.setdefault(ptr, _Context(ptr, owner=game))
        return cls._make(ctx, int(form))

    def _other(self, other):
        """other as an id of self's context."""
        if not isinstance(other, Value):
            other = Value(other)
        if other._ctx is self._ctx:
            return other._id
        out = ctypes.c_uint32()
        err = buffer()
        if _lib.lib.gd_cgt_parse(self._ctx.ptr, str(other).encode(), byref(out), err, len(err)) != 0:
            fail(err)
        return out.value

    def _new(self, gid, what):
        return Value._make(self._ctx, self._ctx.check(gid, what))

    # == arithmetic ==
    def __add__(self, other):
        return self._new(_lib.lib.gd_cgt_sum(self._ctx.ptr, self._id, self._other(other)), "the sum")

    def __radd__(self, other):
        return Value(other) + self

    def __sub__(self, other):
        return self._new(_lib.lib.gd_cgt_diff(self._ctx.ptr, self._id, self._other(other)), "the difference")

    def __rsub__(self, other):
        return Value(other) - self

    def __neg__(self):
        return self._new(_lib.lib.gd_cgt_neg(self._ctx.ptr, self._id), "the negative")

    def __pos__(self):
        return self

    # == order ==
    def compare(self, other):
        """'=', '<', '>' or '||' (confused: neither <= nor >=)."""
        r = _lib.lib.gd_cgt_compare(self._ctx.ptr, self._id, self._other(other))
        if r == _lib.CGT_CMP_ERROR:
            self._ctx.check(-1, "the comparison")
        return _lib.text(_lib.lib.gd_cgt_cmp_name(r))

    def _leq(self, a, b):
        r = _lib.lib.gd_cgt_leq(self._ctx.ptr, a, b)
        return self._ctx.check(r, "the comparison") == 1

    def __le__(self, other):
        return self._leq(self._id, self._other(other))

    def __ge__(self, other):
        return self._leq(self._other(other), self._id)

    def __lt__(self, other):
        o = self._other(other)
        return self._leq(self._id, o) and o != self._id

    def __gt__(self, other):
        o = self._other(other)
        return self._leq(o, self._id) and o != self._id

    def __eq__(self, other):
        if not isinstance(other, (Value, int, str)) or isinstance(other, bool):
            return NotImplemented
        return self._other(other) == self._id  # canonical forms: equal values, equal ids

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __hash__(self):
        return hash(str(self))

    def confused(self, other):
        """Whether self and other are confused (incomparable): self || other."""
        return self.compare(other) == "||"

    # == reading it ==
    def __str__(self):
        n = _lib.lib.gd_cgt_print(self._ctx.ptr, self._id, None, 0)
        buf = ctypes.create_string_buffer(n + 1)
        _lib.lib.gd_cgt_print(self._ctx.ptr, self._id, buf, n + 1)
        return buf.value.decode("utf-8", "replace")

    def __repr__(self):
        return f"Value({str(self)!r})"

    @property
    def outcome(self):
        """'L' (Left wins whoever starts), 'R', 'N' (the player to move wins) or 'P'."""
        c = _lib.lib.gd_cgt_outcome(self._ctx.ptr, self._id)
        if c in (b"\0", 0, b""):
            self._ctx.check(-1, "the outcome")
        return c.decode() if isinstance(c, bytes) else chr(c)

    @property
    def birthday(self):
        return int(_lib.lib.gd_cgt_birthday(self._ctx.ptr, self._id))

    def _dy(self, fn, what):
        d = _lib.Dyadic()
        self._ctx.check(fn(self._ctx.ptr, self._id, byref(d)), what)
        return _dyadic(d)

    @property
    def mean(self):
        return self._dy(_lib.lib.gd_cgt_mean, "the mean")

    @property
    def temperature(self):
        return self._dy(_lib.lib.gd_cgt_temperature, "the temperature")

    @property
    def left_stop(self):
        return self._dy(_lib.lib.gd_cgt_left_stop, "the left stop")

    @property
    def right_stop(self):
        return self._dy(_lib.lib.gd_cgt_right_stop, "the right stop")

    @property
    def is_number(self):
        return bool(_lib.lib.gd_cgt_is_number(self._ctx.ptr, self._id, byref(_lib.Dyadic())))

    def _options(self, fn):
        n = ctypes.c_size_t()
        ids = fn(self._ctx.ptr, self._id, byref(n))
        return [Value._make(self._ctx, int(ids[i])) for i in range(n.value)]

    @property
    def left(self):
        """Left's options of the canonical form."""
        return self._options(_lib.lib.gd_cgt_left)

    @property
    def right(self):
        """Right's options of the canonical form."""
        return self._options(_lib.lib.gd_cgt_right)
