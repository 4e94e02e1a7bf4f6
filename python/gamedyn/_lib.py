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
from ctypes import (POINTER, Structure, c_char, c_char_p, c_double, c_int, c_int32, c_int64,
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
OUTCOME_P, OUTCOME_N, OUTCOME_L, OUTCOME_R, OUTCOME_D = 0, 1, 2, 3, 4
ORACLE_NONE = -2
GAME_PARTIZAN = 1
GAME_SCORING = 2
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


class GameOpt(Structure):
    _fields_ = [("name", c_char_p), ("kind", c_int), ("arg", c_char_p), ("help", c_char_p), ("def_", c_char_p),
                ("max", c_uint64)]


class GameFamily(Structure):
    _fields_ = [("name", c_char_p), ("summary", c_char_p), ("syntax", c_char_p), ("example", c_char_p),
                ("variants", c_char_p), ("oracles", c_char_p), ("opts", POINTER(GameOpt)), ("parameter", c_int),
                ("open", c_void_p), ("open_at", c_void_p), ("commands", c_void_p)]


Game._fields_ = [("ops", c_void_p), ("family", POINTER(GameFamily)), ("name", c_char_p),
                 ("summary", c_char_p), ("has_pass", c_int), ("perturbed", c_int), ("blocking", c_int),
                 ("loopy", c_int), ("max_mem", c_uint64), ("ctx", c_void_p),
                 ("budget", c_void_p)]


class _Setting(Structure):
    _fields_ = [("name", c_char_p), ("value", c_char_p)]


class GameOptions(Structure):
    _fields_ = [("set", _Setting * MAX_SETTINGS), ("n", c_int), ("max_mem", c_uint64)]


class Value(Structure):
    _fields_ = [("outcome", c_int), ("automatic", c_int), ("kind", c_int), ("has_grundy", c_int),
                ("grundy", c_uint64), ("form", c_uint64), ("remoteness", c_uint64), ("infinite", c_int)]


class Dyadic(Structure):
    _fields_ = [("num", c_int64), ("exp", c_int32)]


class ScoredMove(Structure):
    _fields_ = [("move", Move), ("score", Dyadic), ("best", c_int)]


# == query.h ==
QUERY_INF_SET = 4096
QUERY_ENGINES = ("oracle", "values", "solver", "scores")


class QueryOptions(Structure):
    _fields_ = [("value", c_int), ("solver", c_void_p)]


class QueryAnswer(Structure):
    _fields_ = [("kind", c_int), ("engine", c_int), ("engine_reason", c_char_p), ("outcome", c_int),
                ("automatic", c_int), ("moves", POINTER(Move)), ("n_moves", c_long), ("unlisted", c_char * 512),
                ("has_grundy", c_int), ("grundy", c_uint64), ("n_inf", c_long), ("inf", POINTER(c_uint64)),
                ("text", c_char_p), ("form", c_uint64), ("outcome_left", Dyadic), ("outcome_right", Dyadic),
                ("scored", POINTER(ScoredMove)), ("n_scored", c_long)]


# == play.h ==
class PlayChoice(Structure):
    _fields_ = [("move", Move), ("reason", c_int), ("score", Dyadic)]


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
                ("perturb", POINTER(TablePerturb)), ("a0", c_uint64), ("a1", c_uint64), ("bmax", c_uint64),
                ("progress", c_void_p), ("progress_ctx", c_void_p)]


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
                ("maxval", c_uint32), ("threads", c_int), ("par_block", c_uint32), ("par_scan", c_uint32)]


class HeapPeriod(Structure):
    _fields_ = [("found", c_int), ("n0", c_uint64), ("p", c_uint64), ("s", c_uint64), ("certified", c_int),
                ("need", c_uint64), ("upto", c_uint64), ("why", c_char * 256)]


# == cgt.h ==
CGT_NONE = 0xFFFFFFFF
CGT_EQUAL, CGT_LESS, CGT_GREATER, CGT_CONFUSED, CGT_CMP_ERROR = range(5)


class CgtPiece(Structure):
    _fields_ = [("t", Dyadic), ("a", Dyadic), ("slope", c_int)]


class CgtThermograph(Structure):
    _fields_ = [("left", POINTER(CgtPiece)), ("right", POINTER(CgtPiece)), ("nleft", c_size_t),
                ("nright", c_size_t), ("mean", Dyadic), ("temperature", Dyadic)]


# == sheet.h, view.h, experiment.h ==
SHEET_NIM, SHEET_CHOMP = 0, 1
SHEET_END, SHEET_TAIL, SHEET_WINDOW = 0, 1, 2
SHEET_NO_P, SHEET_P, SHEET_UNKNOWN = 0, 1, -1
VARIANT_PLAIN, VARIANT_PASS, VARIANT_PERTURB = 0, 1, 2
MAX_PASSES = 8
VIEW_NO_P = 0xFFFFFFFF
NPARAMS = 6
PARAMS_EXCEPTIONS = 16
OPEN_NONE, OPEN_R, OPEN_S, OPEN_SINK = range(4)


class Rules(Structure):
    _fields_ = [("game", c_int), ("name", c_char_p), ("left_shift", c_int), ("deadly_diagonal", c_int),
                ("zero_ends_sheet", c_int), ("rectangle_sink", c_int)]


class Xyz(Structure):
    _fields_ = [("x", c_uint64), ("y", c_uint64), ("z", c_uint64)]


class Sheet(Structure):
    _fields_ = [("x", c_uint64), ("kind", c_int), ("len", c_uint64), ("z", POINTER(c_uint32)),
                ("period", c_uint64), ("tail", POINTER(c_uint32)), ("computed", c_uint64)]


class Perturb(Structure):
    _fields_ = [("kind", c_int), ("pts", POINTER(Xyz)), ("npts", c_size_t), ("seed", c_uint64), ("sigma", c_double),
                ("spec", c_char * 256), ("redraw", c_int), ("centre", c_int), ("skip", c_double),
                ("from_", c_uint64), ("zmin", c_uint64)]


class Config(Structure):
    _fields_ = [("game", c_int), ("variant", c_int), ("perturb", POINTER(Perturb)), ("xmax", c_uint64),
                ("ymax", c_uint64), ("passes", c_uint32)]


class View(Structure):
    _fields_ = [("x", c_uint64), ("ny", c_uint64), ("nz", c_uint64), ("rw", c_size_t),
                ("winners", POINTER(c_uint64)), ("extras", POINTER(c_uint64)), ("loser", POINTER(c_uint32)),
                ("classes", POINTER(c_uint8))]


class Stat(Structure):
    _fields_ = [("n", c_double), ("mean", c_double), ("m2", c_double)]


class Fit(Structure):
    _fields_ = [("n", c_double), ("sx", c_double), ("sy", c_double), ("sxx", c_double), ("sxy", c_double),
                ("syy", c_double)]


class Estimate(Structure):
    _fields_ = [("value", c_double), ("se", c_double), ("se_iid", c_double)]


class ParamsSheet(Structure):
    _fields_ = [("zstar", c_double), ("ok", c_int), ("v", c_double * NPARAMS), ("scatter_rms", c_double * 2),
                ("scatter_max", c_double * 2), ("within", c_double * 2)]


class Params(Structure):
    _fields_ = [("xmax", c_uint64), ("from_", c_uint64), ("p", Stat * NPARAMS), ("zfit", Fit), ("zfit_full", Fit),
                ("dev_min", c_double), ("dev_max", c_double), ("have_dev", c_int), ("dead_from", c_uint64),
                ("sheet", POINTER(ParamsSheet)), ("hits", POINTER(c_uint8)), ("block", c_uint64),
                ("block_full", c_uint64), ("est", Estimate * NPARAMS), ("alpha_full", Estimate),
                ("band_centre", c_double), ("band_halfwidth", c_double), ("dev_pct", c_double * 5),
                ("scatter_rms", Estimate * 2), ("within", Estimate * 2), ("scatter_max", c_double * 2),
                ("scatter_max_median", c_double * 2), ("identity_to", c_uint64), ("identity_exceptions", c_uint64),
                ("exception_n", c_uint64 * PARAMS_EXCEPTIONS), ("exception_hits", c_uint32 * PARAMS_EXCEPTIONS)]


class CensusClock(Structure):
    _fields_ = [("path", c_char_p), ("every", c_double), ("saved", c_double), ("stop", c_uint64), ("pause", c_uint64),
                ("due", c_int)]


CENSUS_NOT_SAVED = -1


class OpeningMove(Structure):
    _fields_ = [("moves", c_uint32), ("type", c_int), ("tx", c_uint64), ("ty", c_uint64), ("tz", c_uint64)]


class Opening(Structure):
    _fields_ = [("xmax", c_uint64), ("m", POINTER(OpeningMove))]


class SensitivityLevel(Structure):
    _fields_ = [("x", c_uint64), ("columns", c_uint64), ("moved", c_double), ("moved_LL", c_double),
                ("moved_U", c_double), ("moved_F", c_double), ("moved_F_rolling", c_double)]


class Sensitivity(Structure):
    _fields_ = [("cfg", Config), ("at", Xyz), ("lines", c_int), ("VB", Perturb), ("A", c_void_p), ("B", c_void_p),
                ("nlevels", c_uint64), ("level", POINTER(SensitivityLevel)), ("half", c_int64),
                ("half_LL", c_int64), ("half_U", c_int64), ("growth", Fit), ("dead_A", c_uint64),
                ("dead_B", c_uint64)]


SITES_ALL, SITES_LINES, SITES_COL0, SITES_RANGE, SITES_RANDOM = 0, 1, 2, 3, 4


class EnsembleOpts(Structure):
    _fields_ = [("sites", c_int), ("y0", c_uint64), ("y1", c_uint64), ("nrandom", c_uint64), ("seed", c_uint64),
                ("reading", c_int), ("window", c_int), ("box_y", c_uint64), ("box_z", c_uint64), ("count", c_int),
                ("threads", c_int)]


class Summary(Structure):
    _fields_ = [("n", c_double), ("mean", c_double), ("sd", c_double), ("se", c_double), ("median", c_double),
                ("q1", c_double), ("q3", c_double)]


class Growth(Structure):
    _fields_ = [("plateau", c_double), ("rate", c_double), ("rate_se", c_double), ("first", c_int64),
                ("last", c_int64), ("points", c_double)]


class EnsembleLevel(Structure):
    _fields_ = [("s", Summary), ("share_half", c_double), ("share_healed", c_double)]


class Ensemble(Structure):
    _fields_ = [("cfg", Config), ("x0", c_uint64), ("opts", EnsembleOpts), ("nsites", c_uint64), ("site", POINTER(Xyz)),
                ("nlevels", c_uint64), ("moved", POINTER(c_double)), ("healed_from", POINTER(c_int64)),
                ("dead_B", POINTER(c_uint64)), ("dead_A", c_uint64), ("ndead_B", c_uint64),
                ("level", POINTER(EnsembleLevel)), ("half", c_int64), ("half_lo", c_double), ("half_hi", c_double),
                ("growth", Growth), ("growth_lo", c_double), ("growth_hi", c_double),
                ("growth_boot_defined", c_double)]


class CompareOpts(Structure):
    _fields_ = [("game", c_int), ("x", c_uint64), ("grid", c_uint32), ("seeds", c_uint64), ("sigma", c_char_p),
                ("point", c_char_p), ("model", c_char_p), ("threads", c_int)]


class CompareSample(Structure):
    _fields_ = [("name", c_char * 48), ("variant", c_int), ("V", Perturb), ("x", c_uint64),
                ("density", POINTER(c_double)), ("dead_from", c_uint64)]


class Compare(Structure):
    _fields_ = [("opts", CompareOpts), ("sigma", c_char * 64), ("nsamples", c_int), ("sample", POINTER(CompareSample)),
                ("scale", c_double * 2), ("nvariants", c_int), ("variant", POINTER(c_int)), ("ndead", c_int),
                ("distance", POINTER(c_double)), ("to_random", Summary * 3), ("between_random", Summary)]


class OverlapLevel(Structure):
    _fields_ = [("x", c_uint64), ("columns", c_uint64), ("same", c_uint64), ("overlap", c_double)]


class Overlap(Structure):
    _fields_ = [("cfg", Config), ("e", c_void_p), ("nlevels", c_uint64), ("level", POINTER(OverlapLevel)),
                ("first", Stat), ("last", Stat), ("trend", Fit), ("dead_from", c_uint64), ("box_y", c_uint64)]


# The structures the layout test checks, by their C names.
STRUCTS = {"gd_position": Position, "gd_move": Move, "gd_game_opt": GameOpt,
           "gd_game_family": GameFamily, "gd_game": Game, "gd_game_options": GameOptions, "gd_value": Value,
           "gd_game_scored_move": ScoredMove, "gd_query_options": QueryOptions, "gd_query_answer": QueryAnswer,
           "gd_play_choice": PlayChoice,
           "gd_vec2": Vec2, "gd_line_dir": LineDir, "gd_ruleset": Ruleset, "gd_table_perturb": TablePerturb,
           "gd_table": Table, "gd_table_spec": TableSpec, "gd_heap_code": HeapCode, "gd_heap_run": HeapRun,
           "gd_heap_period": HeapPeriod, "gd_dyadic": Dyadic, "gd_cgt_piece": CgtPiece,
           "gd_cgt_thermograph": CgtThermograph, "gd_rules": Rules, "gd_xyz": Xyz, "gd_sheet": Sheet,
           "gd_perturb": Perturb, "gd_config": Config, "gd_view": View, "gd_stat": Stat, "gd_fit": Fit,
           "gd_estimate": Estimate, "gd_params_sheet": ParamsSheet, "gd_params": Params,
           "gd_census_clock": CensusClock,
           "gd_opening_move": OpeningMove, "gd_opening": Opening, "gd_sensitivity_level": SensitivityLevel,
           "gd_sensitivity": Sensitivity, "gd_overlap_level": OverlapLevel, "gd_overlap": Overlap,
           "gd_ensemble_opts": EnsembleOpts, "gd_summary": Summary, "gd_growth": Growth,
           "gd_ensemble_level": EnsembleLevel, "gd_ensemble": Ensemble, "gd_compare_opts": CompareOpts,
           "gd_compare_sample": CompareSample, "gd_compare": Compare}


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
_fn("gd_game_kind_of", c_int, GameP)
_fn("gd_game_is_automatic", c_int, GameP, P(Position))
_fn("gd_game_move_label", c_char_p, GameP, P(Move), c_char_p, c_size_t)
_fn("gd_game_list_moves", c_long, GameP, P(Position), c_uint64, P(P(Move)), ERR, c_size_t)
_fn("gd_game_oracle_outcome", c_int, GameP, P(Position), ERR, c_size_t)
_fn("gd_game_oracle_winning", c_long, GameP, P(Position), P(P(Move)), ERR, c_size_t)
_fn("gd_outcome_name", c_char_p, c_int)
_fn("gd_query", c_int, GameP, P(Position), P(QueryOptions), P(QueryAnswer), ERR, c_size_t)
_fn("gd_query_answer_free", None, P(QueryAnswer))
_fn("gd_dyadic_format", c_char_p, Dyadic, c_char_p, c_size_t)
_fn("gd_play_new", c_void_p, GameP, P(Position), ERR, c_size_t)
_fn("gd_play_free", None, c_void_p)
_fn("gd_play_choose", c_int, c_void_p, P(Position), c_int, P(PlayChoice), ERR, c_size_t)
_fn("gd_play_reason_text", c_char_p, c_int)
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

# sheet.h
PROGRESS = c_void_p  # gd_progress_fn: always NULL from Python
_fn("gd_rules_by_name", P(Rules), c_char_p)
_fn("gd_rules_get", P(Rules), c_int)
_fn("gd_perturb_parse", c_int, P(Perturb), c_char_p, P(Rules), ERR, c_size_t)
_fn("gd_perturb_clear", None, P(Perturb))
_fn("gd_config_is_window", c_int, P(Config))
_fn("gd_config_estimate_bytes", c_uint64, P(Config), c_int)
_fn("gd_engine_new", c_void_p, P(Config), ERR, c_size_t)
_fn("gd_engine_free", None, c_void_p)
_fn("gd_engine_set_threads", c_int, c_void_p, c_int)
_fn("gd_engine_next", c_int, c_void_p, P(P(Sheet)), ERR, c_size_t)
_fn("gd_engine_can_save", c_int, P(Config))
_fn("gd_engine_pause", c_uint64, c_void_p, c_uint64)
_fn("gd_sheet_lookup", c_int, P(Sheet), c_uint64, P(c_uint32))
_fn("gd_sheet_copy", c_int, P(Sheet), P(Sheet))
_fn("gd_sheet_free", None, P(Sheet))
_fn("gd_sheet_stable_start", c_uint64, P(Sheet))
_fn("gd_sheet_kills", c_int, P(Rules), P(Sheet))
# view.h
_fn("gd_view_default_window", None, c_int, c_uint64, P(c_uint64), P(c_uint64))
_fn("gd_view_estimate_bytes", c_uint64, c_uint64, c_uint64, c_int)
_fn("gd_view_compute", c_int, P(View), P(Config), c_uint64, c_uint64, c_uint64, c_int, PROGRESS, c_void_p, ERR,
    c_size_t)
_fn("gd_view_free", None, P(View))
# experiment.h
_fn("gd_stat_mean", c_double, P(Stat))
_fn("gd_stat_stderr", c_double, P(Stat))
_fn("gd_fit_slope", c_double, P(Fit))
_fn("gd_fit_slope_stderr", c_double, P(Fit))
_fn("gd_params_init", c_int, P(Params), c_uint64)
_fn("gd_params_add", None, P(Params), P(Sheet))
_fn("gd_params_finish", c_int, P(Params), c_uint64)
_fn("gd_params_free", None, P(Params))
_fn("gd_census_save", c_int, c_char_p, P(Params), c_void_p, c_void_p, c_uint64, c_uint64, ERR, c_size_t)
_fn("gd_census_load", c_int, c_char_p, P(Params), c_void_p, c_void_p, ERR, c_size_t)
_fn("gd_census_clock_start", None, P(CensusClock), c_char_p, c_void_p, c_double, c_uint64)
_fn("gd_census_clock_tick", c_int, P(CensusClock), P(Params), c_void_p, c_void_p, c_uint64, c_uint64, c_uint64, ERR,
    c_size_t)
_fn("gd_param_name", c_char_p, c_int)
_fn("gd_param_predicted", c_double, c_int)
_fn("gd_opening_init", c_int, P(Opening), c_uint64)
_fn("gd_opening_add", None, P(Opening), P(Sheet))
_fn("gd_opening_free", None, P(Opening))
_fn("gd_opening_distance", c_double, P(OpeningMove), c_uint64)
_fn("gd_sensitivity_init", c_int, P(Sensitivity), P(Config), Xyz, c_int, ERR, c_size_t)
_fn("gd_sensitivity_run", c_int, P(Sensitivity), PROGRESS, c_void_p, ERR, c_size_t)
_fn("gd_sensitivity_free", None, P(Sensitivity))
_fn("gd_ensemble_opts_parse", c_int, P(EnsembleOpts), c_char_p, c_char_p, c_char_p, c_char_p, ERR, c_size_t)
_fn("gd_ensemble_run", c_int, P(Ensemble), P(Config), c_uint64, P(EnsembleOpts), PROGRESS, c_void_p, ERR, c_size_t)
_fn("gd_ensemble_free", None, P(Ensemble))
_fn("gd_compare_run", c_int, P(Compare), P(CompareOpts), ERR, c_size_t)
_fn("gd_compare_variant_name", c_char_p, P(Compare), c_int)
_fn("gd_compare_free", None, P(Compare))
_fn("gd_overlap_init", c_int, P(Overlap), P(Config), ERR, c_size_t)
_fn("gd_overlap_run", c_int, P(Overlap), PROGRESS, c_void_p, ERR, c_size_t)
_fn("gd_overlap_free", None, P(Overlap))


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

# scoring.h, and the claims of domineering.h
class ClaimCount(Structure):
    _fields_ = [("tested", c_uint64), ("held", c_uint64), ("counterexample", c_void_p)]


class DomineeringScoringClaims(Structure):
    _fields_ = [("boards", c_uint64), ("positions", c_uint64), ("incentive", ClaimCount),
                ("move_incentive", ClaimCount), ("inverse", ClaimCount), ("inequality", ClaimCount),
                ("normal_mean", ClaimCount), ("normal_reduced", ClaimCount)]


class DicotClaims(Structure):
    _fields_ = [("games", c_uint64), ("milnor", c_uint64), ("inverse", ClaimCount), ("inverse_milnor", ClaimCount),
                ("inequality", ClaimCount), ("inequality_milnor", ClaimCount)]


class ScoringExtent(Structure):
    _fields_ = [("forms", c_uint64), ("text_length", c_uint64), ("birthday", c_uint32)]


STRUCTS.update({"gd_claim_count": ClaimCount, "gd_domineering_scoring_claims": DomineeringScoringClaims,
                "gd_scoring_dicot_claims": DicotClaims, "gd_scoring_extent_info": ScoringExtent})
SCORING_NONE = 0xFFFFFFFF
_fn("gd_scoring_new", c_void_p)
_fn("gd_scoring_free", None, c_void_p)
_fn("gd_scoring_error", c_char_p, c_void_p)
_fn("gd_scoring_set_max_bytes", None, c_void_p, c_uint64)
_fn("gd_scoring_parse", c_int, c_void_p, c_char_p, P(c_uint32), ERR, c_size_t)
_fn("gd_scoring_print", c_size_t, c_void_p, c_uint32, c_char_p, c_size_t)
_fn("gd_scoring_sum", c_uint32, c_void_p, c_uint32, c_uint32)
_fn("gd_scoring_neg", c_uint32, c_void_p, c_uint32)
_fn("gd_scoring_diff", c_uint32, c_void_p, c_uint32, c_uint32)
_fn("gd_scoring_geq", c_int, c_void_p, c_uint32, c_uint32)
_fn("gd_scoring_compare", c_int, c_void_p, c_uint32, c_uint32)
_fn("gd_scoring_outcome", None, c_void_p, c_uint32, P(Dyadic), P(Dyadic))
_fn("gd_scoring_birthday", c_uint32, c_void_p, c_uint32)
_fn("gd_scoring_extent", c_int, c_void_p, c_uint32, P(ScoringExtent))
_fn("gd_scoring_dicot_claims_run", c_int, c_void_p, c_int, c_int, c_int, c_long, c_uint64, P(DicotClaims), ERR,
    c_size_t)
_fn("gd_scoring_dicot_claims_free", None, P(DicotClaims))
_fn("gd_domineering_scoring_claims_run", c_int, c_int, c_long, c_uint64, c_uint64, P(DomineeringScoringClaims), ERR,
    c_size_t)
_fn("gd_domineering_scoring_claims_free", None, P(DomineeringScoringClaims))
