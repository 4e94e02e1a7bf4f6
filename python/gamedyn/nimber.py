"""Nim arithmetic on the nimbers 0 .. 2^64-1, the field GF(2^64) (nimber.h, docs/nimbers.md):
nim-addition is XOR, nim-multiplication Conway's. Each function is one library call."""
import ctypes

from . import _lib
from ._errors import Error

_MAX = (1 << 64) - 1


def _u64(x):
    if isinstance(x, str):
        v = ctypes.c_uint64()
        if _lib.lib.gd_nimber_parse(x.encode(), ctypes.byref(v)) != 0:
            raise Error(f"bad nimber '{x}' (expected 0 .. 2^64-1, decimal or 0x hexadecimal)")
        return v.value
    try:
        v = int(x)
    except (TypeError, ValueError):
        raise Error(f"bad nimber {x!r} (expected 0 .. 2^64-1)") from None
    if v != x or not 0 <= v <= _MAX:
        raise Error(f"bad nimber {x!r} (expected 0 .. 2^64-1)")
    return v


def _array(values):
    vs = [_u64(v) for v in values]
    return (ctypes.c_uint64 * max(len(vs), 1))(*vs), len(vs)


def parse(text):
    """A nimber from text: decimal or 0x hexadecimal."""
    return _u64(str(text))


def add(*values):
    """The nim-sum (XOR) of the values; 0 for none."""
    a, n = _array(values[0] if len(values) == 1 and not isinstance(values[0], (int, str)) else values)
    return int(_lib.lib.gd_nimber_add(a, n))


def mex(values):
    """The least non-negative integer not among the values."""
    a, n = _array(values)
    return int(_lib.lib.gd_nimber_mex(a, n))


def mul(*values):
    """The nim-product of one or more nimbers (2*2 = 3, 2*3 = 1)."""
    if not values:
        raise Error("mul needs at least one nimber")
    r = _u64(values[0])
    for v in values[1:]:
        r = int(_lib.lib.gd_nimber_mul(r, _u64(v)))
    return r


def pow(a, e):
    """a to the nim-power e (a^0 = 1)."""
    return int(_lib.lib.gd_nimber_pow(_u64(a), _u64(e)))


def inv(a):
    """The nim-inverse: mul(inv(a), a) = 1 (a != 0)."""
    a = _u64(a)
    if a == 0:
        raise Error("0 has no nim-inverse")
    return int(_lib.lib.gd_nimber_inv(a))
