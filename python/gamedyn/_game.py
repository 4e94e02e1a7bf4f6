"""Games of the registry: positions, moves, outcomes, Grundy values, winning moves, values.

Every answer comes from the library's answer engine, gd_query (include/gamedyn/query.h),
the one 'gamedyn query' prints: it decides which engine answers (the family's fast oracle,
values by components, the generic memoized solver, a scoring game's value) and checks the
answer. The package passes it one solver per Game, so that later questions reuse what it
solved."""
import ctypes
from collections import namedtuple
from fractions import Fraction
from ctypes import byref, c_size_t, c_uint64

from . import _lib
from ._errors import Error, buffer, fail

_OUTCOMES = {_lib.OUTCOME_P: "P", _lib.OUTCOME_N: "N", _lib.OUTCOME_L: "L", _lib.OUTCOME_R: "R", _lib.OUTCOME_D: "D"}

Family = namedtuple("Family", "name summary syntax example variants oracles options")
Option = namedtuple("Option", "name kind arg help default max")


def games():
    """The registered game families, in registry order (what 'gamedyn games' lists)."""
    n = c_size_t()
    fams = _lib.lib.gd_game_families(byref(n))
    out = []
    for i in range(n.value):
        f = fams[i].contents
        opts = []
        k = 0
        while f.opts and f.opts[k].name:
            o = f.opts[k]
            opts.append(Option(_lib.text(o.name), ("flag", "int", "text")[o.kind], _lib.text(o.arg),
                               _lib.text(o.help), _lib.text(o.def_), o.max))
            k += 1
        out.append(Family(_lib.text(f.name), _lib.text(f.summary), _lib.text(f.syntax), _lib.text(f.example),
                          _lib.text(f.variants), _lib.text(f.oracles), tuple(opts)))
    return out


def _options(options, max_mem):
    o = _lib.GameOptions()
    keep = []  # the C struct holds pointers to these bytes
    for name, value in options.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        if name in ("pass", "passes"):
            k = 1 if value is True else int(value)
            if _lib.lib.gd_game_options_set_pass(byref(o), k) != 0:
                raise Error(f"bad pass count {value!r}")
            continue
        v = b"1" if value is True else str(value).encode()
        nb = name.encode()
        keep += [nb, v]
        if _lib.lib.gd_game_options_set(byref(o), nb, v) != 0:
            raise Error("too many game options")
    if max_mem is not None:
        o.max_mem = int(max_mem)
    return o, keep


class Position:
    """A position of a game: str() is the game's own text, coords its coordinates."""
    __slots__ = ("game", "_p")

    def __init__(self, game, p):
        self.game, self._p = game, p

    @property
    def coords(self):
        return tuple(self._p.c[i] for i in range(self._p.n))

    @property
    def passes(self):
        return self._p.passes

    def __str__(self):
        return _lib.take_string(_lib.lib.gd_game_format_new(self.game._g, byref(self._p)))

    def __repr__(self):
        return f"Position({self.game.name}:{self})"

    def __eq__(self, other):
        return isinstance(other, Position) and other.game is self.game and bytes(other._p) == bytes(self._p)

    def __hash__(self):
        return hash(bytes(self._p))


class Move:
    """A move: to (the Position it leads to), is_pass, side ('L'/'R' in partizan and scoring games,
    else None); str() is 'gamedyn query''s line for it."""
    __slots__ = ("to", "is_pass", "side", "label")

    def __init__(self, game, m):
        buf = ctypes.create_string_buffer(4096)
        self.to = Position(game, _lib.Position.from_buffer_copy(m.to))
        self.is_pass = bool(m.is_pass)
        self.side = ("L" if m.side == _lib.LEFT else "R") if game.partizan or game.scoring else None
        self.label = _lib.text(_lib.lib.gd_game_move_label(game._g, byref(m), buf, len(buf)))

    def __str__(self):
        prefix = {"L": "left ", "R": "right ", None: ""}[self.side]
        return prefix + self.label

    def __repr__(self):
        return f"Move({self})"


def _take_moves(game, ptr, n):
    try:
        return [Move(game, ptr[i]) for i in range(n)]
    finally:
        _lib.libc.free(ptr)


class Game:
    """An instance of a registered game, opened by name as the command line does:
    Game("wythoff"), Game("sub:3"), Game("nim", pass_=True), Game("chomp", perturb="point:1,2,3").
    Options are the registry's (gamedyn.games() lists them; '-' written '_'); max_mem bounds
    the memory of its computations in bytes (default: 80% of the available memory)."""

    def __init__(self, name, *, max_mem=None, **options):
        o, keep = _options(options, max_mem)
        err = buffer()
        g = _lib.lib.gd_game_open(name.encode(), byref(o), err, len(err))
        if not g:
            fail(err)
        # The instance may keep pointers to the option texts: they live as long as it does.
        self._g, self._solver, self._keep = g, None, keep

    @classmethod
    def _adopt(cls, g, keep=()):
        self = cls.__new__(cls)
        self._g, self._solver, self._keep = g, None, keep
        return self

    def __del__(self):
        if getattr(self, "_solver", None):
            _lib.lib.gd_solver_free(self._solver)
            self._solver = None
        if getattr(self, "_g", None):
            _lib.lib.gd_game_free(self._g)
            self._g = None

    # == what the game is ==
    @property
    def name(self):
        return _lib.text(self._g.contents.name)

    @property
    def family(self):
        return _lib.text(self._g.contents.family.contents.name)

    @property
    def summary(self):
        g = self._g.contents
        return _lib.text(g.summary or g.family.contents.summary)

    @property
    def partizan(self):
        return _lib.lib.gd_game_kind_of(self._g) == _lib.GAME_PARTIZAN

    @property
    def scoring(self):
        """A scoring game (docs/scoring.md): a score decides, not the last move; the package
        lists its moves, and 'gamedyn query' answers its outcome (o_L, o_R)."""
        return _lib.lib.gd_game_kind_of(self._g) == _lib.GAME_SCORING

    def __repr__(self):
        return f"Game({self.name!r})"

    # == positions ==
    def position(self, pos):
        """A Position from text ("3,5", "[3,5]", "wythoff:3,5"), a Position, or a sequence of
        coordinates ((3, 5)), parsed by the game's own parser."""
        if isinstance(pos, Position):
            if pos.game is not self:
                return self.position(str(pos))
            return pos
        if not isinstance(pos, str):
            pos = ",".join(str(int(x)) for x in pos)
        p = _lib.Position()
        err = buffer()
        if _lib.lib.gd_game_parse(self._g, pos.encode(), byref(p), err, len(err)) != 0:
            fail(err)
        return Position(self, p)

    parse = position

    def _solver_for(self):
        if not self._solver:
            self._solver = _lib.lib.gd_solver_new(self._g, self._g.contents.max_mem)
            if not self._solver:
                raise MemoryError("gamedyn: out of memory")
        return self._solver

    # == questions ==
    def moves(self, pos, limit=1 << 22):
        """Every move from pos (both sides' in a partizan game), in the game's move order."""
        p = self.position(pos)
        out = ctypes.POINTER(_lib.Move)()
        err = buffer()
        n = _lib.lib.gd_game_list_moves(self._g, byref(p._p), limit, byref(out), err, len(err))
        if n < 0:
            fail(err)
        return _take_moves(self, out, n)

    def is_automatic(self, pos):
        """Whether pos is a declared automatic N-position (the player to move wins at once)."""
        p = self.position(pos)
        return bool(_lib.lib.gd_game_is_automatic(self._g, byref(p._p)))

    def _answer(self, p, value):
        """The library's answer (gd_query) converted: the one place the package asks who wins."""
        o = _lib.QueryOptions(int(bool(value)), None if self.scoring else self._solver_for())
        a = _lib.QueryAnswer()
        err = buffer()
        try:
            if _lib.lib.gd_query(self._g, byref(p._p), byref(o), byref(a), err, len(err)) != 0:
                fail(err)
            return _Answer(self, a)
        finally:
            _lib.lib.gd_query_answer_free(byref(a))

    def outcome(self, pos):
        """'P' (the player to move loses), 'N' (the player to move wins), for partizan games
        'L' (Left wins whoever starts) or 'R', for loopy games 'D' (a draw); for a scoring game
        the pair (o_L, o_R) of final scores under best play, Left or Right moving first."""
        a = self._answer(self.position(pos), False)
        return (a.outcome_left, a.outcome_right) if self.scoring else a.outcome

    def winning_moves(self, pos):
        """The winning moves from pos (partizan: both sides', each with its side; a scoring game:
        each side's best moves, those that attain its outcome)."""
        return self._answer(self.position(pos), False).moves

    def grundy(self, pos):
        """The Grundy value (int), or None where it is undefined (an automatic N-position can
        be reached, or a loopy game's value is infinite). Impartial games only."""
        if self.partizan or self.scoring:
            raise Error(f"game {self.name} is {'partizan' if self.partizan else 'a scoring game'}: it has values "
                        "(Game.value), not Grundy values")
        return self._answer(self.position(pos), True).grundy

    def _solved(self, p):
        val = _lib.Value()
        err = buffer()
        if _lib.lib.gd_solver_solve(self._solver_for(), byref(p._p), byref(val), err, len(err)) != 0:
            fail(err)
        return val

    def remoteness(self, pos):
        """The number of moves left when the winner wins as fast as possible and the loser
        resists as long as possible (the generic solver)."""
        if self.partizan or self.scoring:
            raise Error(f"game {self.name} is {'partizan' if self.partizan else 'a scoring game'}: remoteness is "
                        "defined for impartial games")
        return int(self._solved(self.position(pos)).remoteness)

    def value(self, pos):
        """The value of pos: a partizan game's canonical form as a gamedyn.cgt.Value, an
        impartial game's Grundy value as the nimber *G (gamedyn.cgt.Value too; None where
        undefined), a scoring game's value as a gamedyn.scoring.Value."""
        from . import cgt
        p = self.position(pos)
        a = self._answer(p, True)
        if self.scoring:
            from . import scoring
            return scoring.Value(a.value)
        if not self.partizan:
            return None if a.grundy is None else cgt.Value(f"*{a.grundy}" if a.grundy else "0")
        return cgt.Value._from_solver(self, self._solver, a.form)

    def query(self, pos, value=False):
        """What 'gamedyn query --json' answers, as a dict: position, outcome, winning_moves (their
        lines), moves_not_listed, engine (what answered: oracle, values, solver or scores) and,
        with value=True, grundy (impartial; grundy_infinite for a loopy game's infinite value)
        or value (partizan, its text). A scoring game: outcome_left, outcome_right, moves (each
        with side, to, score, best), best_moves (their lines) and, with value=True, value."""
        p = self.position(pos)
        a = self._answer(p, value)
        out = {"position": str(p)}
        if self.scoring:
            out.update(outcome_left=a.outcome_left_text, outcome_right=a.outcome_right_text, moves=a.scored,
                       best_moves=[str(m) for m in a.moves])
            if value:
                out["value"] = a.value
        else:
            out.update(outcome=a.outcome, winning_moves=[str(m) for m in a.moves], moves_not_listed=a.unlisted)
            if value and self.partizan:
                out["value"] = a.value
            elif value:
                out["grundy"] = a.grundy
                if a.infinite is not None:
                    out["grundy_infinite"] = a.infinite
        out["engine"] = a.engine
        return out


    def best_move(self, pos, side=None):
        """The move gamedyn plays from pos ('gamedyn play' makes the same choice: gd_play_choose),
        with the reason, as (Move, reason); None when the player to move has none. side: 'L' or
        'R', the side to move in a partizan or scoring game (default 'L'); impartial games
        ignore it. A score-deciding game's reason also gives the final score under best play."""
        p = self.position(pos)
        err = buffer()
        pl = _lib.lib.gd_play_new(self._g, byref(p._p), err, len(err))
        if not pl:
            fail(err)
        try:
            c = _lib.PlayChoice()
            r = _lib.lib.gd_play_choose(pl, byref(p._p), _lib.RIGHT if side in ("R", "right") else _lib.LEFT,
                                        byref(c), err, len(err))
            if r < 0:
                fail(err)
            if r == 0:
                return None
            why = _lib.text(_lib.lib.gd_play_reason_text(c.reason))
            if self.scoring:
                why += f" (final score {_dyadic_text(c.score)})"
            return Move(self, c.move), why
        finally:
            _lib.lib.gd_play_free(pl)


class _Answer:
    """gd_query's answer copied out of the C structure before it is freed."""

    def __init__(self, game, a):
        self.engine = _lib.QUERY_ENGINES[a.engine]
        self.outcome = _OUTCOMES.get(a.outcome)
        self.unlisted = _lib.text(a.unlisted) or None
        self.grundy = int(a.grundy) if a.has_grundy else None
        self.infinite = [int(a.inf[i]) for i in range(min(a.n_inf, _lib.QUERY_INF_SET))] if a.n_inf >= 0 else None
        self.value = _lib.text(a.text) if a.text else None
        self.form = a.form
        if game.scoring:
            self.outcome_left_text = _dyadic_text(a.outcome_left)
            self.outcome_right_text = _dyadic_text(a.outcome_right)
            self.outcome_left = Fraction(self.outcome_left_text)
            self.outcome_right = Fraction(self.outcome_right_text)
            self.scored = [{"side": "left" if w.move.side == _lib.LEFT else "right",
                            "to": str(Position(game, _lib.Position.from_buffer_copy(w.move.to))),
                            "score": _dyadic_text(w.score), "best": bool(w.best)}
                           for w in (a.scored[i] for i in range(a.n_scored))]
            self.moves = [Move(game, a.scored[i].move) for i in range(a.n_scored) if a.scored[i].best]
        else:
            self.moves = [Move(game, a.moves[i]) for i in range(a.n_moves)]


def _dyadic_text(d):
    buf = ctypes.create_string_buffer(64)
    return _lib.text(_lib.lib.gd_dyadic_format(d, buf, len(buf)))


def open(name, **kwargs):
    """The same as Game(name, ...)."""
    return Game(name, **kwargs)


def position(text, *, max_mem=None, **options):
    """The game and position of "GAME:POS" ("wythoff:3,5", "sub:3:4,7", "sum:nim:7 wythoff:3,5"),
    as the command line reads them: the pair (Game, Position)."""
    o, keep = _options(options, max_mem)
    g = ctypes.POINTER(_lib.Game)()
    p = _lib.Position()
    err = buffer()
    if _lib.lib.gd_game_open_position(text.encode(), byref(o), byref(g), byref(p), err, len(err)) != 0:
        fail(err)
    game = Game._adopt(g, keep)
    return game, Position(game, p)
