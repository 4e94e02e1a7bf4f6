/* == board == strips and grids of cells, the geometry the partizan rulesets on boards share
 * (src/game/board.c; the role of CGSuite's StripRuleset and GridRuleset): the text form, the
 * packing into a gd_position, the components of a board and its normal form under the
 * rectangle's symmetries and the exchange of the players' colours, the drawing.
 *
 * A family describes its board by a constant gd_board_spec (its alphabet, which symbols a
 * component is made of, its symmetries) and works on an unpacked gd_board, a rectangle of
 * symbols as written; a strip is a board of one row. An instance opened by gd_board_open
 * carries its spec, so the gd_board_op_* functions serve as the family's operations as they
 * are.
 *
 * Text: the symbols row by row, rows separated by '/' (a grid; a strip is one row), every row
 * the same length. Position: c[0] = rows << 32 | columns, then the cells row-major from c[1],
 * each the index of its symbol in 1, 2 or 4 bits (2, 4 or 16 symbols), a cell never split
 * between two coordinates; n = 1 + the words used. At most 15 words of cells: 480 cells of 2
 * bits. */
#ifndef GAMEDYN_BOARD_H
#define GAMEDYN_BOARD_H
#include "gamedyn/api.h"
#include "gamedyn/game.h"

#define GD_BOARD_MAX_CELLS 960

/* The images of a normal form: bit t of the mask allows image t, where t & 1 reverses the
 * columns, t & 2 the rows, t & 4 transposes first, t & 8 exchanges the colours (the spec's
 * swap; Left's cells become Right's, so the image's value is the negative: sign -1). Image 0,
 * the board itself, is always allowed. */
#define GD_BOARD_IMAGE(t) (1u << (t))
/* A strip read either way, and with the colours exchanged (Toppling Dominoes). */
#define GD_BOARD_IMAGES_STRIP 0x0303u
/* The 8 symmetries of the rectangle, and each with the colours exchanged (Clobber, Col). */
#define GD_BOARD_IMAGES_GRID 0xffffu

typedef struct gd_board gd_board;

typedef struct {
    const char *what;    /* the board in messages: "col board" */
    const char *expect;  /* what its text is, in messages: "rows of . (uncoloured), ..." */
    const char *symbols; /* the cells' symbols as written, 2 to 16; the first is the void cell */
    const char *aliases; /* pairs "xLoR": x is read as L, o as R; NULL: none */
    const char *swap;    /* the symbols with the colours exchanged (".RLG" for ".LRG"); NULL: none */
    int grid;            /* rows separated by '/'; 0: one row (a strip) */
    int max_cells;       /* 0: as many as fit */
    /* normal_form: crop the void cells around the board first (void cells at the border
     * change nothing); the images it takes the least of (GD_BOARD_IMAGE). */
    int crop;
    unsigned images;
    /* The order that picks the key among the images: < 0 when a comes before b; NULL: by the
     * packed coordinates. */
    int (*order)(const gd_board *a, const gd_board *b);
    /* components: the symbols of the cells that connect (orthogonally) into a component; the
     * other cells next to a component's are kept with it when halo is set, every other cell
     * becomes void. NULL: a position is one component. */
    const char *active;
    int halo;
} gd_board_spec;

struct gd_board {
    int rows, cols;
    char cell[GD_BOARD_MAX_CELLS]; /* the symbols, row-major */
};

/* The text of a board into p: 0, or -1 with a one-line err naming spec->what. */
GD_API int gd_board_parse(const gd_board_spec *s, const char *text, gd_position *p, char *err, size_t errlen);
/* The text of p, snprintf semantics. */
GD_API int gd_board_format(const gd_board_spec *s, const gd_position *p, char *buf, size_t len);
/* Unpacks p into b, packs b into p (unused coordinates 0, so equal boards are equal positions). */
GD_API void gd_board_get(const gd_board_spec *s, const gd_position *p, gd_board *b);
GD_API void gd_board_put(const gd_board_spec *s, const gd_board *b, gd_position *p);
/* The cells orthogonally next to cell k into nb (up, down, left, right, those on the board):
 * their number. */
GD_API int gd_board_neighbours(const gd_board *b, int k, int nb[4]);
/* The cells of b whose symbol is one of symbols. */
GD_API int gd_board_count(const gd_board *b, const char *symbols);
/* base^e, saturating at UINT64_MAX (bounds on the reachable positions). */
GD_API uint64_t gd_board_pow(uint64_t base, int e);
/* The board of a colouring game (Col, Snort): a grid of '.' (uncoloured), L or x (blue),
 * R or o (red) and # (no square); components are the groups of uncoloured squares with the
 * coloured squares beside them, normal forms the grid's 8 symmetries and the colours swapped. */
#define GD_BOARD_COLOURING(WHAT)                                                                                      \
    {                                                                                                                 \
        .what = WHAT,                                                                                                 \
        .expect = "rows of . (uncoloured), L or x (blue, Left's), R or o (red, Right's) and # (no square) separated " \
                  "by '/', at most 480 squares",                                                                      \
        .symbols = "#.LR", .aliases = "xLoR", .swap = "#.RL", .grid = 1, .crop = 1, .images = GD_BOARD_IMAGES_GRID,  \
        .active = ".", .halo = 1,                                                                                     \
    }
/* Colouring games (Col, Snort; Winning Ways ch. 2): every move of side colours an uncoloured
 * square '.' with its colour "LR"[side], unless a neighbour bears the colour forbidden to it,
 * its own (Col, rival 0) or the other side's (Snort, rival 1). Left's moves, then Right's, by
 * square in reading order; the count, out receiving at most cap. */
GD_API uint64_t gd_board_colour_moves(const gd_board_spec *s, const gd_position *p, int rival, gd_move *out,
                                      uint64_t cap);
/* A colouring game's bound: each uncoloured square ends uncoloured, blue or red. */
GD_API uint64_t gd_board_colour_bound(const gd_board_spec *s, const gd_position *p);
/* For a moves function: the move of side to board b written at out[n] when n < cap; n + 1. */
GD_API uint64_t gd_board_add_move(const gd_board_spec *s, const gd_board *b, int side, gd_move *out, uint64_t cap,
                           uint64_t n);
/* b cut down to the smallest rectangle holding its cells that are not void (s->symbols[0]; a
 * board of one void cell when there is none). */
GD_API void gd_board_crop(const gd_board_spec *s, gd_board *b);
/* The least (by s->order, else as packed coordinates) of b's images allowed by s->images into
 * key: its sign, +1, or -1 for an image with the colours exchanged. */
GD_API int gd_board_least_image(const gd_board_spec *s, const gd_board *b, gd_position *key);
/* The components of p (spec->active, spec->halo), each cropped: their number (out receives at
 * most cap). A component is the sum's part only if no move touches two: the family's rules
 * must make that so. */
GD_API int gd_board_components(const gd_board_spec *s, const gd_position *p, gd_position *out, int cap);
/* p cropped (spec->crop), then its least image: the sign (gd_game_ops.normal_form). */
GD_API int gd_board_normal_form(const gd_board_spec *s, const gd_position *p, gd_position *key);
/* p drawn by gd_game_grid_draw, each cell its symbol. */
GD_API int gd_board_draw(const gd_board_spec *s, const gd_position *p, char *buf, size_t len);

/* An instance of ops carrying s (not copied: a family's constant), for the gd_board_op_*
 * operations; NULL with err when out of memory. */
GD_API gd_game *gd_board_open(const gd_game_ops *ops, const gd_board_spec *s, char *err, size_t errlen);
GD_API const gd_board_spec *gd_board_spec_of(const gd_game *g);
/* The operations of gd_game_ops on an instance of gd_board_open, each the function above;
 * gd_board_op_components leaves out the components where neither side has a move (their
 * value is 0, and stays so: every move of a component stays in it). */
GD_API int gd_board_op_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen);
GD_API int gd_board_op_format(const gd_game *g, const gd_position *p, char *buf, size_t len);
GD_API int gd_board_op_components(const gd_game *g, const gd_position *p, gd_position *out, int cap);
GD_API int gd_board_op_normal_form(const gd_game *g, const gd_position *p, gd_position *key);
GD_API int gd_board_op_draw(const gd_game *g, const gd_position *p, char *buf, size_t len);

#endif
