"""The package's exception: the library's one-line message."""
import ctypes

from . import _lib


class Error(Exception):
    """A refusal or failure of the library; str() is its one-line message."""


def buffer():
    return ctypes.create_string_buffer(_lib.ERRLEN)


def fail(err, fallback="failed"):
    msg = err.value.decode("utf-8", "replace") if err is not None and err.value else fallback
    raise Error(msg)


Error.__module__ = "gamedyn"
