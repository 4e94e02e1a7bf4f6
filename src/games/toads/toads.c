/* Toads and Frogs on the game interface: a partizan family (docs/partizan-rulesets.md).
 * A 1 x n strip: Left's toads T move right, Right's frogs F move left, one step into an
 * empty square or a jump over one creature of the other kind into an empty square just
 * beyond (Winning Ways, ch. 1).
 *
 * Position: a strip of the board module (include/gamedyn/board.h), 1 to 480 squares of 2
 * bits. Moves: Left's (toads from the left end), then Right's (frogs from the left end). */
#include "gamedyn/board.h"
#include "gamedyn/util.h"
#include <string.h>

#define TF_MAX 480

/* The mirror image with toads and frogs exchanged is the only symmetry: it turns every toad's
 * move into a frog's and back, swapping the players (sign -1). */
static const gd_board_spec tf_spec = {
    .what = "toads-and-frogs strip",
    .expect = "1 to 480 squares, each T (a toad), F (a frog) or . (empty)",
    .symbols = ".TF",
    .swap = ".FT",
    .max_cells = TF_MAX,
    .images = GD_BOARD_IMAGE(1 | 8),
};

static int tf_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    if (strlen(text) > TF_MAX) { /* the one message for every bad strip */
        gd_err(err, errlen, "bad %s '%.80s' (expected %s)", tf_spec.what, text, tf_spec.expect);
        return -1;
    }
    return gd_board_parse(&tf_spec, text, p, err, errlen);
}

static int tf_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    return gd_board_format(&tf_spec, p, buf, len);
}

static uint64_t tf_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    gd_board b;
    uint64_t count = 0;
    gd_board_get(&tf_spec, p, &b);
    for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
        char me = "TF"[side], other = "FT"[side];
        int dir = side == GD_LEFT ? 1 : -1;
        for (int k = 0; k < b.cols; k++) {
            if (b.cell[k] != me)
                continue;
            int to = k + dir;
            if (to >= 0 && to < b.cols && b.cell[to] == other)
                to += dir;
            if (to < 0 || to >= b.cols || b.cell[to] != '.')
                continue;
            b.cell[k] = '.', b.cell[to] = me;
            count = gd_board_add_move(&tf_spec, &b, side, out, cap, count);
            b.cell[k] = me, b.cell[to] = '.';
        }
    }
    return count;
}

/* C(n, k), saturating at UINT64_MAX. */
static uint64_t binomial(uint64_t n, uint64_t k)
{
    unsigned __int128 r = 1;
    for (uint64_t i = 0; i < k; i++) {
        r = r * (n - i) / (i + 1);
        if (r > UINT64_MAX)
            return UINT64_MAX;
    }
    return (uint64_t)r;
}

/* Every reachable strip has the same toads and frogs: at most C(n, t) C(n - t, f). */
static uint64_t tf_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    gd_board b;
    gd_board_get(&tf_spec, p, &b);
    int n = b.cols, t = gd_board_count(&b, "T"), f = gd_board_count(&b, "F");
    uint64_t x = binomial((uint64_t)n, (uint64_t)t), y = binomial((uint64_t)(n - t), (uint64_t)f);
    return y && x > UINT64_MAX / y ? UINT64_MAX : x * y;
}

/* The strip of squares a..b-1 of s (b > a). */
static void sub_strip(const gd_board *s, int a, int b, gd_board *q)
{
    q->rows = 1, q->cols = b - a;
    memcpy(q->cell, s->cell + a, (size_t)(b - a));
}

/* Squares a..b-1 without the creatures that can never move at its ends: toads at the right
 * end (a toad moves only right; nothing jumps over a toad from the right edge) and frogs at
 * the left end. Such a creature stays forever, and the square next to it behaves as the
 * end of the strip: a toad left of a fixed toad can neither step nor jump (it jumps only
 * over frogs), just as at the end. */
static void trim(const gd_board *s, int *a, int *b)
{
    while (*b > *a && s->cell[*b - 1] == 'T')
        (*b)--;
    while (*b > *a && s->cell[*a] == 'F')
        (*a)++;
}

/* Components: the strip cut at its walls. A toad at i and a frog at i+1 form a wall when
 * square i-1 is a toad or off the strip and square i+2 is a frog or off the strip. None of
 * these (up to) four creatures can ever move, as long as none of the others has: the toad
 * at i can neither step (the frog) nor jump (i+2 is not empty), the toad at i-1 can
 * neither step onto nor jump over a toad, and the frogs likewise; nothing else can enter
 * an occupied square or jump over a toad from the right or a frog from the left. So by
 * induction on the moves the wall stands forever; a toad left of it meets a toad it cannot
 * pass, a frog right of it a frog, which is what the ends of a strip do. The squares left
 * of the wall and those right of it are then two strips whose sum the position is. Each
 * part is trimmed (trim); a part with no creature (no move) is left out. */
static int tf_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    (void)g;
    gd_board s, q;
    gd_board_get(&tf_spec, p, &s);
    int n = s.cols, start = 0, k = 0;
    const char *c = s.cell;
    for (int i = 0; i <= n; i++) {
        int wall = i + 1 < n && c[i] == 'T' && c[i + 1] == 'F' && (i == 0 || c[i - 1] == 'T') &&
                   (i + 2 == n || c[i + 2] == 'F');
        if (!wall && i < n)
            continue;
        int a = start, b = i, any = 0;
        trim(&s, &a, &b);
        for (int j = a; j < b && !any; j++)
            any = c[j] != '.';
        if (any) {
            if (k < cap)
                sub_strip(&s, a, b, &q), gd_board_put(&tf_spec, &q, &out[k]);
            k++;
        }
        start = i + 2;
        i++;
    }
    return k;
}

/* Normal form: the strip trimmed, then the lesser of it and its mirror image with toads
 * and frogs exchanged (tf_spec's one image, sign -1). */
static int tf_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    (void)g;
    gd_board s, q = {.rows = 1, .cols = 1, .cell = "."}; /* nothing moves: the strip "." */
    gd_board_get(&tf_spec, p, &s);
    int a = 0, b = s.cols;
    trim(&s, &a, &b);
    if (b > a)
        sub_strip(&s, a, b, &q);
    return gd_board_least_image(&tf_spec, &q, key);
}

static const gd_game_ops tf_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = tf_parse,
    .rules.format = tf_format,
    .rules.moves = tf_moves,
    .rules.bound = tf_bound,
    .values.components = tf_components,
    .values.normal_form = tf_normal_form,
};

static gd_game *tf_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)name, (void)opt;
    gd_game *g = gd_game_new(&tf_ops, 0);
    if (!g)
        gd_err(err, errlen, "out of memory");
    return g;
}

const gd_game_family gd_family_toads = {
    .name = "toads",
    .summary = "Toads and Frogs (partizan): Left's toads T step or jump right, Right's frogs F left",
    .syntax = "a strip of T (toad), F (frog) and . (empty), 1 to 480 squares",
    .example = "toads:TT..FF",
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components and "
               "normal forms, from which query --value also answers the outcome class and the winning moves",
    .open = tf_open,
};
