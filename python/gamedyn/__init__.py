"""gamedyn from Python: the library libgamedyn through ctypes, answers as plain Python values
and NumPy arrays. docs/python.md in the repository is the manual.

    import gamedyn
    gamedyn.games()                          # the registry: names, summaries, syntax, options
    g = gamedyn.Game("wythoff")              # or gamedyn.open("nim", pass_=True)
    g.outcome("3,5"), g.grundy("3,5"), g.winning_moves("4,5")
    gamedyn.table("wythoff", max=100)        # Grundy values as a NumPy array
    gamedyn.heap("0.77", max=1000)           # Kayles: values and certified period
    gamedyn.census("chomp", xmax=130)        # the loser sheets L_0..L_130 of 3-row Chomp
    gamedyn.sheet("chomp", 100).W            # W_100 as a boolean array [y, z]
    gamedyn.params(xmax=2000)["alpha"]       # Chomp's renormalization constants
    gamedyn.nimber.mul(2, 3)                 # 1
    gamedyn.cgt.Value("{1|0}") + "*"         # partizan values
    gamedyn.scoring.Value("<2|-2>").outcome  # scoring games: (o_L, o_R)
"""
from . import _lib
from ._errors import Error
from ._game import Family, Game, Move, Option, Position, games, open, position
from ._tables import HeapSequence, Period, heap, table
from ._sheets import (Census, Opening, Overlap, Params, Sensitivity, Sheet, SheetView, census, opening, overlap,
                      p_positions, params, sensitivity, sheet)
from ._ensembles import Comparison, Ensemble, compare, ensemble
from . import cgt, nimber, scoring

__all__ = ["Error", "Family", "Game", "Move", "Option", "Position", "games", "open", "position", "table", "heap",
           "HeapSequence", "Period", "cgt", "nimber", "scoring", "version", "library_path", "census", "p_positions", "sheet",
           "params", "opening", "overlap", "sensitivity", "Census", "Sheet", "SheetView", "Params", "Opening",
           "Overlap", "Sensitivity", "ensemble", "compare", "Ensemble", "Comparison"]

__version__ = "0.2.0"


def version():
    """The library's version, as 'gamedyn --version' prints it."""
    return _lib.text(_lib.lib.gd_version())


#: The library file in use (docs/python.md: how it is found).
library_path = _lib.path
