"""A context of the library that holds values in a hash-consed store (the cgt and scoring
modules): made and freed through the module's functions, its first failure read back as the
package's Error. A context that failed answers nothing more, so new values go to a fresh
default one."""
from fractions import Fraction

from ._errors import Error


class Store:
    def __init__(self, new, free, error, none, ptr=None, owner=None):
        self._free, self._error, self._none = free, error, none
        self.owned = ptr is None
        self.ptr = new() if ptr is None else ptr
        self.owner = owner  # what keeps a borrowed context alive (a Game and its solver)
        if not self.ptr:
            raise MemoryError("gamedyn: out of memory")

    def __del__(self):
        if getattr(self, "owned", False) and self.ptr:
            self._free(self.ptr)
            self.ptr = None

    def failed(self):
        return self._error(self.ptr) is not None

    def check(self, r, what):
        if r == self._none or r == -1:
            e = self._error(self.ptr)
            raise Error(e.decode("utf-8", "replace") if e else f"{what} failed")
        return r


class Default:
    """The context values share, made again after a failure."""

    def __init__(self, make):
        self.make, self.ctx = make, None

    def get(self):
        if self.ctx is None or self.ctx.failed():
            self.ctx = self.make()
        return self.ctx


def dyadic(d):
    return Fraction(d.num, 1 << d.exp)
