/* == game == one interface for every game: positions, moves, fast oracles; the registry;
 * the generic solver; move graphs. Sources: src/game/ (interface, registry, solver, graph)
 * and src/games/NAME/ (one folder per game family).
 *
 * A family is a constant table of operations (gd_game_ops: parse, format, moves, the fast
 * oracles; the model is GamesmanOne's Game) and a registry entry (gd_game_family: its name,
 * position syntax, an example, the options it accepts, its variants, its oracles). An
 * instance (gd_game) is the ops, its entry and a context holding the instance's variant
 * state (pass, perturbation V, a cached sheet solution), so two instances run side by
 * side. Every command that works on "a game" goes through this header only, and the
 * command line's game options, refusals and help are generated from the entries.
 *
 * Adding a family: one folder src/games/NAME/ defining its ops table and its entry
 * (const gd_game_family gd_family_NAME), and one line F(NAME) in src/game/registry.c.
 *
 * Partizan families (Left and Right have different moves) plug into the same interface:
 *   - ops->kind is GD_GAME_PARTIZAN; moves lists the options of both players, each move
 *     carrying its side (gd_move.side: GD_LEFT or GD_RIGHT); impartial families leave
 *     side unset and nobody reads it;
 *   - outcomes are the four classes of gd_outcome (P, N, L, R); impartial positions are
 *     only P or N;
 *   - a position's value is a tagged layer (gd_value.kind): a nimber (impartial families,
 *     the Grundy value) or the id of a canonical form (partizan families);
 *   - a board fits in gd_position: a Domineering board of up to 144 cells is a bitboard
 *     in c[0..2] (the occupied cells, row-major) and its rows and columns in c[3], n = 4
 *     (include/gamedyn/domineering.h).
 *
 * Scoring families (kind GD_GAME_SCORING; docs/scoring.md) list both sides' moves as partizan
 * ones do, and the operation score gives the final score when the side to move has none; a
 * position's value is a guaranteed scoring game of the scoring module (gd_game_scores_*,
 * below). Outcome classes, the generic solver and the move graph do not apply to them.
 *
 * Definitions (docs/games.md has the reasoning):
 *   - Normal play: a player with no move loses.
 *   - The pass: positions carry passes left. One pass is shared by both players; it is
 *     never allowed from the terminal position (the one with no ordinary move); after
 *     it the game is the plain game.
 *   - Perturbation V: a position in V is a declared automatic N-position: the player to
 *     move there wins at once. It has no moves (the game ends there) and is_automatic
 *     says so; the generic solver reports it as N with the automatic flag.
 *   - Grundy value: mex of the options' values. A position from which an automatic
 *     N-position can be reached (itself included) has no Grundy value: the game is not
 *     normal play there, so Sprague-Grundy theory does not apply. With the pass the move
 *     graph is still finite and acyclic and the value is the mex over every move,
 *     the pass included.
 *   - Loopy families (gd_game.loopy set by the family's open): the move graph may have
 *     cycles and a play that never ends is a draw. The generic solver explores every
 *     reachable position and labels them by the loopy module (include/gamedyn/loopy.h,
 *     docs/loopy.md): outcome P, N or D (a draw), remoteness for P and N, and the
 *     generalized Sprague-Grundy value, finite or infinite (gd_value.infinite; its set
 *     is the finite values of the options, gd_solver_inf_set).
 *   - Remoteness: 0 at the end (no move, or automatic); an N-position 1 + the least
 *     remoteness of its P-options; a P-position 1 + the largest remoteness of its
 *     options. It is the number of moves left when the winner wins as fast as possible
 *     and the loser resists as long as possible; 'play' picks moves by it.
 */
#ifndef GAMEDYN_GAME_H
#define GAMEDYN_GAME_H
#include "gamedyn/api.h"
#include "gamedyn/budget.h"
#include "gamedyn/scoring.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define GD_GAME_MAX_COORDS 16

/* A position: a few unsigned 64-bit coordinates plus small flags. Unused coordinates
 * are 0 (positions are compared and hashed by value). */
typedef struct {
    uint64_t c[GD_GAME_MAX_COORDS];
    uint8_t n;      /* coordinates used */
    uint8_t passes; /* passes left (pass variant: 1 before the pass, 0 after) */
    uint16_t flags; /* reserved for later games; 0 */
} gd_position;

/* The side that makes a move of a partizan game; impartial games ignore it. */
typedef enum { GD_LEFT = 0, GD_RIGHT = 1 } gd_side;

typedef struct {
    gd_position to;
    int is_pass;
    int side; /* partizan families: gd_side; impartial ones leave it unset */
} gd_move;

/* SCORING: a scoring family (docs/scoring.md, "Scoring families"): the game ends when the
 * player to move has no move, and a score, not the last move, decides; outcome classes and
 * the generic solver do not apply (the solver refuses it). */
typedef enum { GD_GAME_IMPARTIAL = 0, GD_GAME_PARTIZAN = 1, GD_GAME_SCORING = 2 } gd_game_kind;

/* The outcome class of a position under optimal play: P (the player to move loses), N
 * (the player to move wins), and for partizan games L (Left wins whoever starts) and R
 * (Right wins whoever starts). Impartial positions are only P or N. UNKNOWN: not known
 * (outside a computed range). */
typedef enum {
    GD_OUTCOME_UNKNOWN = -1,
    GD_OUTCOME_P = 0,
    GD_OUTCOME_N = 1,
    GD_OUTCOME_L = 2,
    GD_OUTCOME_R = 3,
    GD_OUTCOME_D = 4 /* loopy games: a draw, neither player can force a win */
} gd_outcome;

/* An oracle that has no fast answer for a position; oracles return -1 on error (message in err). */
enum { GD_ORACLE_NONE = -2 };

typedef struct gd_game gd_game;
struct gd_cgt;
struct gd_scoring;
typedef struct gd_game_family gd_game_family;

/* What a family does: one constant table per family (a family may keep a few, one per kind of
 * instance, so that no instance pays a test on the hot path), split by purpose: the rules every
 * family has, then the tables a family fills only where it has something (the model is
 * GamesmanOne's split of a game's API by consumer). Written with nested designated
 * initializers: {.kind = GD_GAME_PARTIZAN, .rules.parse = ..., .ui.draw = ...}. */
/* The rules: what a position is and how it moves. Every family gives parse, format and moves;
 * the rest have defaults (never automatic, no bound, a move looked up in the list, free(ctx)). */
typedef struct {
    /* Parses the position part of "GAME:POS" (no game name); 0, or -1 with err. */
    int (*parse)(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen);
    /* Writes the position as text (snprintf semantics: the length it needs). */
    int (*format)(const gd_game *g, const gd_position *p, char *buf, size_t len);
    /* Every move from p into out (capacity cap); returns the number of moves, which may
     * exceed cap (then only cap were written; call with cap 0 to count). An automatic
     * N-position has none. Saturates at UINT64_MAX: too many to count (the count overflows,
     * or the family does not count past what it could list); gd_game_moves_words. */
    uint64_t (*moves)(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap);
    /* Whether p is a declared automatic N-position; NULL: never. */
    int (*is_automatic)(const gd_game *g, const gd_position *p);
    /* An upper bound on the number of positions reachable from p, p included
     * (saturating); NULL: unknown. Exact for Nim and Chomp without V. */
    uint64_t (*bound)(const gd_game *g, const gd_position *p);
    /* Whether q is one ordinary move (not the pass) from p, for positions too big to list
     * the moves of ('play' at wythoff:2^62,...); NULL: look q up in the move list. */
    int (*is_move)(const gd_game *g, const gd_position *p, const gd_position *q);
    /* Frees ctx (the struct itself is freed by gd_game_free); NULL: free(ctx). */
    void (*free_ctx)(gd_game *g);
} gd_game_rules;

/* Fast oracles: answers without the generic solver, each GD_ORACLE_NONE where it has none (and
 * NULL: none at all; the solver answers). */
typedef struct {
    /* Fast oracles, NULL when the module has none; GD_ORACLE_NONE when they have no
     * fast answer for this position (the caller falls back to the generic solver). */
    int (*outcome)(const gd_game *g, const gd_position *p, char *err, size_t errlen);
    /* 0 with *value set, 1 if the value is undefined, GD_ORACLE_NONE, or -1. */
    int (*grundy)(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen);
    /* The winning moves without listing every move (huge Nim heaps): the count written
     * to *out (malloc'd), GD_ORACLE_NONE, or -1. NULL: filter the moves by outcome. */
    long (*winning)(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen);
    /* The moves from p to positions of Grundy value v without listing every move (a sum's
     * winning moves at huge Nim heaps): the count written to *out (malloc'd), in move
     * order, GD_ORACLE_NONE, or -1. NULL: none (callers filter the moves by value). */
    long (*to_value)(const gd_game *g, const gd_position *p, uint64_t v, gd_move **out, char *err,
                     size_t errlen);
} gd_game_oracles;

/* Partizan values (gd_solver_value): a family's splitting of a position into components, its
 * symmetries and its own table of values. Without them a position is one component, its own
 * key, valued by the generic table. */
typedef struct {
    /* Partizan families, for values (gd_solver_value): splits p into independent positions
     * whose disjunctive sum is p (no move touches two), components of value 0 may be left
     * out; the number of components (out receives at most cap; cap is at least
     * GD_GAME_MAX_COMPONENTS). NULL: p is one component. */
    int (*components)(const gd_game *g, const gd_position *p, gd_position *out, int cap);
    /* Partizan families: the normal form of p under the family's symmetries, a position key
     * such that p and every position of the same value class map to one key: +1 when p's
     * value is key's, -1 when it is key's negative (a symmetry that swaps Left and Right).
     * Two positions with one key must have equal (or, -1, opposite) values. NULL: p is its
     * own key. */
    int (*normal_form)(const gd_game *g, const gd_position *p, gd_position *key);
    /* Partizan families: a table of values of the family's own, faster than the generic one
     * (src/game/value.c); the solver owns it (no cache outlives the solver's cgt context).
     * values_new: an empty table building its forms in c (not owned), NULL when out of
     * memory. value: p's canonical form into *id: 0, GD_ORACLE_NONE when the table does not
     * value p (the generic table does), or -1 with err; budget is what the solver's budget has
     * left when it is called, the table taking its own bytes from c's (gd_cgt_budget).
     * values_size: the table's bytes, its keys into *keys. All four or none. */
    void *(*values_new)(const gd_game *g, struct gd_cgt *c);
    int (*value)(void *t, const gd_position *p, uint64_t budget, uint32_t *id, char *err, size_t errlen);
    uint64_t (*values_size)(const void *t, uint64_t *keys);
    void (*values_free)(void *t);
} gd_game_values;

/* Scoring families (kind GD_GAME_SCORING): the score at the end, and a table of values of the
 * family's own. */
typedef struct {
    /* Scoring families (kind GD_GAME_SCORING): the final score when side is to move at p and
     * has no move (the atom of that side, points so far included; Left wants it high). Every
     * scoring family has it. 0, or -1 with err. */
    int (*score)(const gd_game *g, const gd_position *p, int side, int64_t *score, char *err, size_t errlen);
    /* Scoring families, optional (all three or none): a table of values of the family's own,
     * building its forms in s (not owned); scoring_value: p's value as a guaranteed scoring
     * game, the same game as the recursion over moves and score gives, into *id; 0, or -1
     * with err. */
    void *(*scores_new)(const gd_game *g, struct gd_scoring *s);
    int (*scoring_value)(void *t, const gd_position *p, uint32_t *id, char *err, size_t errlen);
    void (*scores_free)(void *t);
} gd_game_scoring;

/* For a person at a terminal ('play'); each NULL when the family has none. */
typedef struct {
    /* The position drawn as a few lines of text, each ended by '\n' (a board as a grid with
     * row numbers and column letters), snprintf semantics. */
    int (*draw)(const gd_game *g, const gd_position *p, char *buf, size_t len);
    /* A move typed in the family's short form by side (partizan; impartial families get
     * GD_LEFT): 1 with *m set to that move from p, 0 when text is not in the short form
     * (the caller tries other forms), -1 with a one-line err when it is in the short form but
     * names no move of side from p. */
    int (*parse_move)(const gd_game *g, const gd_position *p, int side, const char *text, gd_move *m, char *err,
                      size_t errlen);
    /* The short form of move m from p (what parse_move reads back), snprintf semantics. */
    int (*format_move)(const gd_game *g, const gd_position *p, const gd_move *m, char *buf, size_t len);
} gd_game_ui;

typedef struct {
    gd_game_kind kind;
    gd_game_rules rules;
    gd_game_oracles oracles;
    gd_game_values values;
    gd_game_scoring scoring;
    gd_game_ui ui;
} gd_game_ops;

/* The most components a family's components operation is asked for at once. */
#define GD_GAME_MAX_COMPONENTS 256

/* An instance: a family's operations at one variant. */
struct gd_game {
    const gd_game_ops *ops;
    const gd_game_family *family; /* its registry entry */
    const char *name;             /* the name it was opened by: "nim", "sub:3" */
    const char *summary;          /* one line on this instance; unset: the family's */
    int has_pass;  /* passes in the pool: positions start with passes = has_pass */
    int perturbed; /* some positions may be automatic N-positions */
    /* A B-blocking game (two-heap games): outcomes are not the mex of the options', so only
     * the oracles answer; the generic solver refuses it. */
    int blocking;
    /* The move graph may have cycles: the generic solver labels it by retrograde analysis and
     * the generalized Sprague-Grundy function (see the top); set by the family's open. */
    int loopy;
    /* The memory bound of the instance's computations in bytes, set by gd_game_open from the
     * options (80% of the available memory when not given). */
    uint64_t max_mem;
    void *ctx; /* the instance's variant state, owned by the instance */
    /* The budget of max_mem bytes the parts of the instance's computations share (gd_game_open
     * makes it, gd_game_free frees it): the generic solver's tables, its values and their cgt
     * context, the family's tables, the scoring tables, lists of moves. NULL in an instance
     * not made by gd_game_open: each part then makes its own of max_mem bytes. */
    struct gd_budget *budget;
};

/* == registry == (src/game/registry.c: one line per family) */

/* An option a family accepts, as its entry declares it: the command line's --NAME, the
 * refusals of the others and the help texts are generated from these. */
typedef enum { GD_OPT_FLAG, GD_OPT_INT, GD_OPT_TEXT } gd_game_opt_kind;

typedef struct {
    const char *name; /* --NAME; the pass is "pass", written --pass or --passes K */
    gd_game_opt_kind kind;
    const char *arg;  /* how help texts write the value: "B", "SPEC"; NULL for a flag */
    const char *help; /* one line */
    const char *def;  /* the default, as text; NULL: off */
    uint64_t max;     /* GD_OPT_INT: the largest value */
} gd_game_opt;

/* The declarations several families share. */
#define GD_GAME_OPT_PASS                                                                                           \
    {"pass", GD_OPT_INT, NULL, "one pass shared by both players, never from the terminal position", NULL, 1}
#define GD_GAME_OPT_PASSES(K)                                                                                      \
    {"pass", GD_OPT_INT, "K", "a pool of K passes shared by both players (--pass: K = 1)", NULL, K}
#define GD_GAME_OPT_SHEET_PERTURB                                                                                  \
    {"perturb", GD_OPT_TEXT, "SPEC",                                                                              \
     "declared automatic N-positions V: point:x,y,z, random:seed=S,sigma=F, or a file of 'x y z' lines", NULL, 0}
#define GD_GAME_OPT_DB                                                                                             \
    {"db", GD_OPT_TEXT, "FILE", "the sheets from a database written by 'gamedyn solve -o' (3 coordinates)", NULL, 0}

#define GD_GAME_MAX_SETTINGS 8

/* The options an instance is opened with: name = value pairs, read by the families through
 * gd_game_opt_value; gd_game_open has checked them against the family's declarations. */
typedef struct {
    struct {
        const char *name, *value;
    } set[GD_GAME_MAX_SETTINGS];
    int n;
    uint64_t max_mem; /* memory bound of oracle computations in bytes; 0: 80% of available memory */
} gd_game_options;

/* Records name = value ("1" for a flag); 0, or -1 when there is no room. */
GD_API int gd_game_options_set(gd_game_options *o, const char *name, const char *value);
/* Sets the pass pool to k passes (0: none; at most 16), the value held by the library. */
GD_API int gd_game_options_set_pass(gd_game_options *o, int k);
/* The value given for name, or NULL when it was not given (o may be NULL). */
GD_API const char *gd_game_opt_value(const gd_game_options *o, const char *name);
/* An integer option's value (checked by gd_game_open), 0 when not given. */
GD_API uint64_t gd_game_opt_u64(const gd_game_options *o, const char *name);

/* A command of a family's own ('gamedyn heap', 'gamedyn table'): its name, one line for the
 * tool's manual, and its main (argv[0] the tool, argv[1] the command's name); the tool finds it
 * through the registry, so a family's analysis lives in the family's folder. */
typedef struct {
    const char *name;
    const char *summary;
    int (*run)(int argc, char **argv);
} gd_game_command;

struct gd_game_family {
    const char *name;
    const char *summary;  /* one line */
    const char *syntax;   /* the position, as written after "NAME:" */
    const char *example;  /* a position of the family: "nim:3,5,6" */
    const char *variants; /* the parameters its name may carry ("sub:K, sub:{s1,...}"); NULL: none */
    const char *oracles;  /* its fast oracles, one line; NULL: none (the generic solver answers) */
    const gd_game_opt *opts; /* the options it accepts, ended by {NULL}; NULL: none */
    int parameter;           /* the name may carry a parameter after ':' or '^' ("sub:3") */
    /* Opens an instance of name (parameter included); NULL with a one-line message. */
    gd_game *(*open)(const char *name, const gd_game_options *opt, char *err, size_t errlen);
    /* A combinator whose instance is its position ("sum:nim:7 wythoff:3,5"): opens both
     * from the text after "NAME:"; NULL for every other family. */
    gd_game *(*open_at)(const char *text, const gd_game_options *opt, gd_position *p, char *err, size_t errlen);
    /* The family's own commands, ended by {NULL}; NULL: none. A family of several entries
     * (the two-heap rulesets, the heap games) gives them on one. */
    const gd_game_command *commands;
};

/* The registered families, in registry order (n receives their number). */
GD_API const gd_game_family *const *gd_game_families(size_t *n);
/* The family of a game name (up to its first ':' or '^' when the family takes a
 * parameter), or NULL. */
GD_API const gd_game_family *gd_game_family_find(const char *name);
/* The declaration of option name in f, or NULL. */
GD_API const gd_game_opt *gd_game_family_opt(const gd_game_family *f, const char *name);
/* The k-th distinct option the registry declares (by name, in registry order; the first
 * declaration of each), or NULL past the last: the command line's game options. */
GD_API const gd_game_opt *gd_game_declared_opt(size_t k);
/* "nim, chomp" for messages. */
GD_API const char *gd_game_names(void);
/* Opens the family called name after checking opt against its declarations ("game nim
 * takes no --blocking"); NULL with err ("unknown game ..."). */
GD_API gd_game *gd_game_open(const char *name, const gd_game_options *opt, char *err, size_t errlen);
/* A zeroed instance of ops with a zeroed ctx of ctx_size bytes (0: none); NULL when out
 * of memory. The registry fills family and, unless set, name. */
GD_API gd_game *gd_game_new(const gd_game_ops *ops, size_t ctx_size);
GD_API void gd_game_free(gd_game *g);
/* Opens the game of "GAME:POS" (POS after the last ':', so "sub:3:4,5" is game sub:3 at
 * [4,5]; a combinator's position is all of the text after its name) and parses POS; 0,
 * or -1 with err. */
GD_API int gd_game_open_position(const char *text, const gd_game_options *opt, gd_game **g, gd_position *p, char *err,
                                 size_t errlen);

/* == helpers over the interface (src/game/game.c) == */

/* Parses "POS" or "GAME:POS" (GAME must be g's name); 0, or -1 with err. */
GD_API int gd_game_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen);
/* Whether text is a position of g. */
GD_API int gd_game_is_position(const gd_game *g, const char *text);
/* The position as text into buf (truncated to len); returns buf. */
GD_API const char *gd_game_format(const gd_game *g, const gd_position *p, char *buf, size_t len);
/* The position as text, whole however long; malloc'd, NULL when out of memory. */
GD_API char *gd_game_format_new(const gd_game *g, const gd_position *p);
/* A move's printable label: "pass" or the position it leads to. */
GD_API const char *gd_game_move_label(const gd_game *g, const gd_move *m, char *buf, size_t len);
/* The kind of game: impartial, partizan or scoring. */
GD_API gd_game_kind gd_game_kind_of(const gd_game *g);
/* Whether p is a declared automatic N-position (the rules' is_automatic; never without it). */
GD_API int gd_game_is_automatic(const gd_game *g, const gd_position *p);
/* p's components (the values' components): the family's split, or p alone by default; their
 * number (out receives at most cap, cap at least 1). */
GD_API int gd_game_components(const gd_game *g, const gd_position *p, gd_position *out, int cap);
/* p's key under the family's symmetries into *key, with the sign of its value against the
 * key's (+1, or -1 for a colour swap): the family's normal_form, or p itself and +1 by default. */
GD_API int gd_game_normal_form(const gd_game *g, const gd_position *p, gd_position *key);
/* A number of moves from ops->rules.moves as words for messages: "1 move", "12 moves", or, for the
 * saturated UINT64_MAX, "too many moves to count" (never the saturated number). Returns buf. */
GD_API const char *gd_game_moves_words(uint64_t n, char *buf, size_t len);
/* Every move into *out (malloc'd); the count, or -1 with err (more than max moves, or a list
 * larger than the instance's memory bound g->max_mem). */
GD_API long gd_game_list_moves(const gd_game *g, const gd_position *p, uint64_t max, gd_move **out, char *err,
                               size_t errlen);

/* Shared parser for coordinate lists "a,b,c", "[a,b,c]" or "a b c", optionally followed by
 * "/passed" (the pass already used; only when g->has_pass). what names a coordinate in
 * messages ("heap"), limit is the largest value, limit_text how to say it ("2^64-1").
 * Coordinates: from min_n to max_n. Sets passes = g->has_pass unless "/passed". */
GD_API int gd_game_parse_coords(const gd_game *g, const char *text, int min_n, int max_n, const char *what,
                                uint64_t limit, const char *limit_text, gd_position *p, char *err, size_t errlen);
/* Shared pass move, for a moves function: appends the pass from p (when p has one left
 * and is not terminal) after the n moves already counted in out (capacity cap); the new
 * count, saturating at UINT64_MAX. */
GD_API uint64_t gd_game_add_pass(const gd_position *p, int terminal, gd_move *out, uint64_t cap, uint64_t n);
/* The shape of a board written as rows separated by '/' ("..#/..."): 0 with *rows and *cols
 * (*cols is 0 when the first row is empty), or -1 when its rows differ in length. */
GD_API int gd_game_grid_shape(const char *text, int *rows, int *cols);
/* A grid board drawn for a person at a terminal: column letters (a, b, ..., z, aa, ab, ...)
 * above, row numbers (from 1) on the left, cells[r * cols + c] the symbol of each cell;
 * snprintf semantics. */
GD_API int gd_game_grid_draw(int rows, int cols, const char *cells, char *buf, size_t len);
/* The name of the cell at row r, column c (from 0) as drawn: "b3" is row 2, column 1. */
GD_API int gd_game_grid_cell_name(int r, int c, char *buf, size_t len);
/* Reads a cell name at the start of text: the characters read, with *r and *c (from 0; not
 * checked against a board), or 0 when text does not start with one. */
GD_API int gd_game_grid_cell_parse(const char *text, int *r, int *c);
/* Shared formatter: "[a,b,c]", with "/passed" when g->has_pass and no pass is left. */
GD_API int gd_game_format_coords(const gd_game *g, const gd_position *p, char *buf, size_t len);

/* Whether move m wins for the player making it, given the outcome of the position it
 * leads to: impartial, that position is P; partizan, a Left move wins iff it leads to L
 * or P (Right, moving next, loses), a Right move iff to R or P. */
GD_API int gd_game_move_wins(const gd_game *g, const gd_move *m, int outcome_to);

/* Outcome by the fast oracle: GD_OUTCOME_P/N (partizan: also L/R), GD_ORACLE_NONE, or -1. */
GD_API int gd_game_oracle_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen);
/* Winning moves by the fast oracles (g->winning, else every move filtered by
 * g->outcome and gd_game_move_wins; partizan: both sides' winning moves, side set): the count written to *out (malloc'd), GD_ORACLE_NONE, or -1. */
GD_API long gd_game_oracle_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err,
                                   size_t errlen);

/* == solver == the generic solver (src/game/solve.c): outcome, Grundy value and
 * remoteness of every position reachable from a root, by mex over the moves; memoized
 * in a hash table keyed by position; iterative (an explicit stack: any depth); refuses
 * up front when g->bound says the positions would not fit in max_bytes, and stops with a
 * message when the table grows past it. The independent check of every fast oracle. */

/* What a position's value is: a nimber (impartial games) or, for partizan families, the
 * id of a canonical form in the family's table of forms. */
typedef enum { GD_VALUE_NONE = 0, GD_VALUE_NIMBER = 1, GD_VALUE_FORM = 2 } gd_value_kind;

typedef struct {
    int outcome;    /* gd_outcome: P or N (partizan games: also L, R) */
    /* Partizan games: kind NONE, no Grundy value, remoteness 0. */
    int automatic;  /* a declared automatic N-position: the player to move wins at once */
    gd_value_kind kind;
    int has_grundy; /* kind == GD_VALUE_NIMBER: the Grundy value is defined (see the top) */
    uint64_t grundy;
    uint64_t form; /* kind == GD_VALUE_FORM: the canonical form's id */
    uint64_t remoteness;
    int infinite; /* loopy games: the generalized Sprague-Grundy value is infinity */
} gd_value;

typedef struct gd_solver gd_solver;
typedef struct gd_cgt gd_cgt;

/* == graph == the move graph of every position reachable from a root (src/game/graph.c). */

typedef struct {
    int values;         /* label nodes by Grundy value instead of position */
    uint64_t max_nodes; /* refuse larger graphs (0: 5000) */
    uint64_t max_bytes; /* the solver's own bound (0: it draws from the game's budget) */
} gd_graph_options;

typedef struct gd_graph gd_graph;

/* == scoring families == (src/game/scores.c; docs/scoring.md, "Scoring families") A position
 * of a scoring family is the guaranteed scoring game {values of Left's options | values of
 * Right's options}, a side without options carrying ops->scoring.score as its atom, reduced in a
 * gd_scoring context; memoized per position (recursive: the depth is the game's length). A
 * family with its own table (ops->scoring.scoring_value) is valued by it, and the recursion is its
 * check. Scores are integers; the outcome (o_L, o_R) is read from the value. */

typedef struct gd_game_scores gd_game_scores;

/* A table of g's values built in s (not owned; NULL: a context of its own), the table and
 * the context within max_bytes; 0: within g's budget with its other parts (g->budget; g->max_mem
 * when g has none). NULL when out of memory. */
GD_API gd_game_scores *gd_game_scores_new(const gd_game *g, gd_scoring *s, uint64_t max_bytes);
GD_API void gd_game_scores_free(gd_game_scores *t);
GD_API gd_scoring *gd_game_scores_context(const gd_game_scores *t);
/* Values by the recursion over moves and score alone, ignoring the family's own table (the
 * check of that table). Only before the first value. */
GD_API void gd_game_scores_generic(gd_game_scores *t, int generic);
/* Positions in the recursion's table. */
GD_API uint64_t gd_game_scores_count(const gd_game_scores *t);
/* The value of p (canonical, in gd_game_scores_context(t)); 0, or -1 with err (not a scoring
 * family, memory bound, a score out of range). */
GD_API int gd_game_scores_value(gd_game_scores *t, const gd_position *p, gd_scoring_id *id, char *err, size_t errlen);

typedef struct {
    gd_move move;    /* side set */
    gd_dyadic score; /* the final score after it under best play, the opponent moving next */
    int best;        /* it attains the mover's outcome: the largest score (Left), the least (Right) */
} gd_game_scored_move;

/* p's value into *value (may be NULL), its outcome (o_L, o_R) and every move, in move order,
 * with its score: the count written to *out (malloc'd), or -1 with err. */
GD_API long gd_game_scores_moves(gd_game_scores *t, const gd_position *p, gd_scoring_id *value, gd_dyadic *ol,
                                 gd_dyadic *or_, gd_game_scored_move **out, char *err, size_t errlen);
/* The engine's move for side at p: its first best move in move order, and its final score
 * under best play into *score (may be NULL). 1 with *m set, 0 when side has no move, -1 with
 * err. */
GD_API int gd_game_scores_best(gd_game_scores *t, const gd_position *p, int side, gd_move *m, gd_dyadic *score,
                               char *err, size_t errlen);

/* Default memory bound: 80% of available memory (8 GiB if unknown): gd_budget_default(). */
GD_API uint64_t gd_game_default_max_mem(void);

/* Parts of this interface with headers of their own. */
#include "gamedyn/graph.h"
#include "gamedyn/outcome.h"
#include "gamedyn/position.h"
#include "gamedyn/solver.h"

#endif
