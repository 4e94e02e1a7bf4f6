"""The shared library libgamedyn, found and declared for ctypes.

The structures below mirror include/gamedyn/*.h field by field; tests/test_layout.py
compiles a C program against those headers and checks every size and offset, so a change
of a header that is not made here too fails the tests instead of corrupting memory.

Where the library is looked for, first found wins:
  1. the environment variable GAMEDYN_LIB: the library file, or a folder holding it;
  2. the package's own folder (a library copied beside __init__.py);
  3. the repository's build folder, when the package runs from a source tree
     (python/gamedyn -> ../../build/release);
  4. the system: pkg-config's libdir of gamedyn (PKG_CONFIG_PATH is honoured), then the
     dynamic loader's search (ldconfig's cache, LD_LIBRARY_PATH) by ctypes.util.find_library.
"""
import ctypes
import ctypes.util
import os
import subprocess
import sys
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char, c_char_p, c_double, c_int, c_int32, c_int64,
                    c_long, c_size_t, c_uint8, c_uint16, c_uint32, c_uint64, c_void_p)

_NAMES = ("libgamedyn.dylib", "libgamedyn.so.0", "libgamedyn.so") if sys.platform == "darwin" else \
    ("libgamedyn.so", "libgamedyn.so.0")


def _in_folder(folder):
    for n in _NAMES:
        p = os.path.join(folder, n)
        if os.path.isfile(p):
            return p
    return None


def _pkg_config_libdir():
    try:
        out = subprocess.run(["pkg-config", "--variable=libdir", "gamedyn"], capture_output=True, text=True,
                             timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else None


def candidates():
    """Where the library is looked for, in order: (how, path or None)."""
    env = os.environ.get("GAMEDYN_LIB")
    if env:
        yield "GAMEDYN_LIB", (_in_folder(env) if os.path.isdir(env) else env)
        return  # given explicitly: nothing else is tried, so a wrong value is an error
    here = os.path.dirname(os.path.abspath(__file__))
    yield "package folder", _in_folder(here)
    yield "repository build", _in_folder(os.path.join(here, os.pardir, os.pardir, "build", "release"))
    libdir = _pkg_config_libdir()
    yield "pkg-config", _in_folder(libdir) if libdir else None
    yield "system loader", ctypes.util.find_library("gamedyn")


def _load():
    tried = []
    for how, path in candidates():
        if not path:
            tried.append(how)
            continue
        try:
            return ctypes.CDLL(path), os.path.normpath(path) if os.sep in path else path
        except OSError as e:
            tried.append(f"{how} ({path}: {e})")
    raise ImportError("gamedyn: libgamedyn not found (tried " + ", ".join(tried) +
                      "); build it with 'make' in the repository, install it with 'make install', "
                      "or set GAMEDYN_LIB to the library file")


lib, path = _load()
libc = ctypes.CDLL(None)
libc.free.argtypes = [c_void_p]
libc.free.restype = None

ERRLEN = 1024

# == game.h ==
MAX_COORDS = 16
OUTCOME_P, OUTCOME_N, OUTCOME_L, OUTCOME_R = 0, 1, 2, 3
ORACLE_NONE = -2
GAME_PARTIZAN = 1
LEFT, RIGHT = 0, 1
VALUE_NONE, VALUE_NIMBER, VALUE_FORM = 0, 1, 2
MAX_SETTINGS = 8


class Position(Structure):
    _fields_ = [("c", c_uint64 * MAX_COORDS), ("n", c_uint8), ("passes", c_uint8), ("flags", c_uint16)]


class Move(Structure):
    _fields_ = [("to", Position), ("is_pass", c_int), ("side", c_int)]


class Game(Structure):
    pass


GameP = POINTER(Game)
ParseFn = CFUNCTYPE(c_int, GameP, c_char_p, POINTER(Position), c_char_p, c_size_t)
MovesFn = CFUNCTYPE(c_uint64, GameP, POINTER(Position), POINTER(Move), c_uint64)
IsAutoFn = CFUNCTYPE(c_int, GameP, POINTER(Position))
GrundyFn = CFUNCTYPE(c_int, GameP, POINTER(Position), POINTER(c_uint64), c_char_p, c_size_t)


class GameOps(Structure):
    _fields_ = [("kind", c_int), ("parse", c_void_p), ("format", c_void_p), ("moves", MovesFn),
                ("is_automatic", c_void_p), ("bound", c_void_p), ("outcome", c_void_p), ("grundy", c_void_p),
                ("winning", c_void_p), ("is_move", c_void_p), ("to_value", c_void_p), ("free_ctx", c_void_p),
                ("components", c_void_p), ("normal_form", c_void_p), ("draw", c_void_p),
                ("parse_move", c_void_p), ("format_move", c_void_p)]


class GameOpt(Structure):
    _fields_ = [("name", c_char_p), ("kind", c_int), ("arg", c_char_p), ("help", c_char_p), ("def_", c_char_p),
                ("max", c_uint64)]


class GameFamily(Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("syntax", c_char_p), ("example", c_char_p),
                ("variants", c_char_p), ("oracles", c_char_p), ("opts", POINTER(GameOpt)), ("parameter", c_int),
                ("open", c_void_p), ("open_at", c_void_p)]


Game._fields_ = [("ops", POINTER(GameOps)), ("family", POINTER(GameFamily)), ("name", c_char_p),
                 ("summary", c_char_p), ("has_pass", c_int), ("perturbed", c_int), ("blocking", c_int),
                 ("max_mem", c_uint64), ("ctx", c_void_p)]


class _Setting(Structure):
    _fields_ = [("name", c_char_p), ("value", c_char_p)]


class GameOptions(Structure):
    _fields_ = [("set", _Setting * MAX_SETTINGS), ("n", c_int), ("max_mem", c_uint64)]


class Value(Structure):
    _fields_ = [("outcome", c_int), ("automatic", c_int), ("kind", c_int), ("has_grundy", c_int),
                ("grundy", c_uint64), ("form", c_uint64), ("remoteness", c_uint64)]


# == twoheap.h ==
TABLE_GRUNDY, TABLE_OUTCOME, TABLE_PALACE = 0, 1, 2


class Vec2(Structure):
    _fields_ = [("r", c_uint32), ("s", c_uint32)]


class LineDir(Structure):
    _fields_ = [("d", Vec2), ("coef", c_int)]


class Ruleset(Structure):
    _fields_ = [("text", c_char * 512), ("nl", c_size_t), ("L", POINTER(Vec2)), ("nadd", c_size_t),
                ("nrm", c_size_t), ("add", POINTER(Vec2)), ("rm", POINTER(Vec2)), ("ndir", c_size_t),
                ("nline", c_size_t), ("line", POINTER(LineDir)), ("symmetric", c_int)]


class TablePerturb(Structure):
    _fields_ = [("nterm", c_size_t), ("nzero", c_size_t), ("term", POINTER(c_uint64)), ("zero", POINTER(c_uint64)),
                ("text", c_char * 512)]


class Table(Structure):
    _fields_ = [("kind", c_int), ("a0", c_uint64), ("rows", c_uint64), ("cols", c_uint64), ("blocking", c_uint64),
                ("v", POINTER(c_uint32))]


class TableSpec(Structure):
    _fields_ = [("rules", POINTER(Ruleset)), ("kind", c_int), ("pass_", c_int), ("blocking", c_uint64),
                ("perturb", POINTER(TablePerturb)), ("a0", c_uint64), ("a1", c_uint64), ("bmax", c_uint64)]


# == heap.h ==
HEAP_MAX_DIGITS = 4096


class HeapCode(Structure):
    _fields_ = [("text", c_char * 160), ("preset", c_char * 32), ("k", c_int), ("unequal", c_int), ("tail", c_int),
                ("hex", c_int), ("d", c_uint8 * (HEAP_MAX_DIGITS + 1))]


class HeapRun(Structure):
    _fields_ = [("code", HeapCode), ("target", c_uint64), ("done", c_uint64), ("g", POINTER(c_uint32)),
                ("mask", c_uint32), ("fixed_mask", c_int), ("rare", POINTER(c_uint32)),
                ("rarev", POINTER(c_uint32)), ("nrare", c_uint64), ("caprare", c_uint64),
                ("filled_from", c_uint64), ("filled_p", c_uint64), ("scan_pairs", c_uint64),
                ("seen", POINTER(c_uint64)), ("seen_words", c_uint64), ("prefix", POINTER(c_uint64)),
                ("prefix_words", c_uint64), ("prefix_upto", c_uint64), ("prefix_mex", c_uint64),
                ("maxval", c_uint32)]


class HeapPeriod(Structure):
    _fields_ = [("found", c_int), ("n0", c_uint64), ("p", c_uint64), ("s", c_uint64), ("certified", c_int),
                ("need", c_uint64), ("upto", c_uint64), ("why", c_char * 256)]


# == cgt.h ==
CGT_NONE = 0xFFFFFFFF
CGT_EQUAL, CGT_LESS, CGT_GREATER, CGT_CONFUSED, CGT_CMP_ERROR = range(5)


class Dyadic(Structure):
    _fields_ = [("num", c_int64), ("exp", c_int32)]


class CgtPiece(Structure):
    _fields_ = [("t", Dyadic), ("a", Dyadic), ("slope", c_int)]


class CgtThermograph(Structure):
    _fields_ = [("left", POINTER(CgtPiece)), ("right", POINTER(CgtPiece)), ("nleft", c_size_t),
                ("nright", c_size_t), ("mean", Dyadic), ("temperature", Dyadic)]


# The structures the layout test checks, by their C names.
STRUCTS = {"gd_position": Position, "gd_move": Move, "gd_game_ops": GameOps, "gd_game_opt": GameOpt,
           "gd_game_family": GameFamily, "gd_game": Game, "gd_game_options": GameOptions, "gd_value": Value,
           "gd_vec2": Vec2, "gd_line_dir": LineDir, "gd_ruleset": Ruleset, "gd_table_perturb": TablePerturb,
           "gd_table": Table, "gd_table_spec": TableSpec, "gd_heap_code": HeapCode, "gd_heap_run": HeapRun,
           "gd_heap_period": HeapPeriod, "gd_dyadic": Dyadic, "gd_cgt_piece": CgtPiece,
           "gd_cgt_thermograph": CgtThermograph}


def _fn(name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


P = POINTER
ERR = c_char_p  # a caller's buffer: ctypes.create_string_buffer(ERRLEN)
# base
_fn("gd_version", c_char_p)
_fn("gd_game_default_max_mem", c_uint64)
# game.h
_fn("gd_game_families", P(P(GameFamily)), P(c_size_t))
_fn("gd_game_family_find", P(GameFamily), c_char_p)
_fn("gd_game_options_set", c_int, P(GameOptions), c_char_p, c_char_p)
_fn("gd_game_options_set_pass", c_int, P(GameOptions), c_int)
_fn("gd_game_open", GameP, c_char_p, P(GameOptions), ERR, c_size_t)
_fn("gd_game_free", None, GameP)
_fn("gd_game_open_position", c_int, c_char_p, P(GameOptions), P(GameP), P(Position), ERR, c_size_t)
_fn("gd_game_parse", c_int, GameP, c_char_p, P(Position), ERR, c_size_t)
_fn("gd_game_format_new", c_void_p, GameP, P(Position))
_fn("gd_game_move_label", c_char_p, GameP, P(Move), c_char_p, c_size_t)
_fn("gd_game_list_moves", c_long, GameP, P(Position), c_uint64, P(P(Move)), ERR, c_size_t)
_fn("gd_game_oracle_outcome", c_int, GameP, P(Position), ERR, c_size_t)
_fn("gd_game_oracle_winning", c_long, GameP, P(Position), P(P(Move)), ERR, c_size_t)
_fn("gd_outcome_name", c_char_p, c_int)
_fn("gd_solver_new", c_void_p, GameP, c_uint64)
_fn("gd_solver_free", None, c_void_p)
_fn("gd_solver_solve", c_int, c_void_p, P(Position), P(Value), ERR, c_size_t)
_fn("gd_solver_lookup", c_int, c_void_p, P(Position), P(Value))
_fn("gd_solver_count", c_uint64, c_void_p)
_fn("gd_solver_winning", c_long, c_void_p, P(Position), P(P(Move)), ERR, c_size_t)
_fn("gd_solver_value", c_int, c_void_p, P(Position), P(Value), ERR, c_size_t)
_fn("gd_solver_cgt", c_void_p, c_void_p)
_fn("gd_solver_value_text", c_size_t, c_void_p, P(Value), c_char_p, c_size_t)
# twoheap.h
_fn("gd_ruleset_family", c_int, P(GameFamily))
_fn("gd_ruleset_take", c_int, GameP, P(Ruleset))
_fn("gd_ruleset_free", None, P(Ruleset))
_fn("gd_table_perturb_parse", c_int, P(TablePerturb), c_char_p, ERR, c_size_t)
_fn("gd_table_perturb_free", None, P(TablePerturb))
_fn("gd_table_estimate_bytes", c_uint64, P(TableSpec), c_int)
_fn("gd_table_compute", c_int, P(TableSpec), P(Table), ERR, c_size_t)
_fn("gd_table_free", None, P(Table))
# heap.h
_fn("gd_heap_code_parse", c_int, c_char_p, P(HeapCode), ERR, c_size_t)
_fn("gd_heap_code_text", c_void_p, P(HeapCode))
_fn("gd_heap_code_octal_finite", c_int, P(HeapCode))
_fn("gd_heap_plain", c_int, P(HeapCode), c_uint64, P(c_uint32), ERR, c_size_t)
_fn("gd_heap_run_init", c_int, P(HeapRun), P(HeapCode), c_uint64, c_int64, ERR, c_size_t)
_fn("gd_heap_run_step", c_int, P(HeapRun), c_uint64, c_double, ERR, c_size_t)
_fn("gd_heap_run_free", None, P(HeapRun))
_fn("gd_heap_run_bytes", c_uint64, c_uint64)
_fn("gd_heap_find_period", None, P(HeapCode), P(c_uint32), c_uint64, c_uint64, c_int, P(HeapPeriod))
_fn("gd_heap_exceptions", c_uint64, P(c_uint32), c_uint64, c_uint64, c_uint64, P(c_uint64), c_uint64)
# nimber.h
_fn("gd_nimber_add", c_uint64, P(c_uint64), c_size_t)
_fn("gd_nimber_mex", c_uint64, P(c_uint64), c_size_t)
_fn("gd_nimber_mul", c_uint64, c_uint64, c_uint64)
_fn("gd_nimber_pow", c_uint64, c_uint64, c_uint64)
_fn("gd_nimber_inv", c_uint64, c_uint64)
_fn("gd_nimber_parse", c_int, c_char_p, P(c_uint64))
# cgt.h
_fn("gd_cgt_new", c_void_p)
_fn("gd_cgt_free", None, c_void_p)
_fn("gd_cgt_error", c_char_p, c_void_p)
_fn("gd_cgt_integer", c_uint32, c_void_p, c_int64)
_fn("gd_cgt_parse", c_int, c_void_p, c_char_p, P(c_uint32), ERR, c_size_t)
_fn("gd_cgt_print", c_size_t, c_void_p, c_uint32, c_char_p, c_size_t)
_fn("gd_cgt_neg", c_uint32, c_void_p, c_uint32)
_fn("gd_cgt_sum", c_uint32, c_void_p, c_uint32, c_uint32)
_fn("gd_cgt_diff", c_uint32, c_void_p, c_uint32, c_uint32)
_fn("gd_cgt_leq", c_int, c_void_p, c_uint32, c_uint32)
_fn("gd_cgt_compare", c_int, c_void_p, c_uint32, c_uint32)
_fn("gd_cgt_cmp_name", c_char_p, c_int)
_fn("gd_cgt_outcome", c_char, c_void_p, c_uint32)
_fn("gd_cgt_birthday", c_uint32, c_void_p, c_uint32)
_fn("gd_cgt_is_number", c_int, c_void_p, c_uint32, P(Dyadic))
_fn("gd_cgt_left_stop", c_int, c_void_p, c_uint32, P(Dyadic))
_fn("gd_cgt_right_stop", c_int, c_void_p, c_uint32, P(Dyadic))
_fn("gd_cgt_mean", c_int, c_void_p, c_uint32, P(Dyadic))
_fn("gd_cgt_temperature", c_int, c_void_p, c_uint32, P(Dyadic))
_fn("gd_cgt_left", P(c_uint32), c_void_p, c_uint32, P(c_size_t))
_fn("gd_cgt_right", P(c_uint32), c_void_p, c_uint32, P(c_size_t))


def text(b):
    return b.decode("utf-8", "replace") if b is not None else None


def take_string(ptr):
    """A malloc'd C string as str, freed."""
    if not ptr:
        raise MemoryError("gamedyn: out of memory")
    try:
        return ctypes.string_at(ptr).decode("utf-8", "replace")
    finally:
        libc.free(ptr)
