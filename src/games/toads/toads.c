/* Toads and Frogs on the game interface: a partizan family (docs/partizan-rulesets.md).
 * A 1 x n strip: Left's toads T move right, Right's frogs F move left, one step into an
 * empty square or a jump over one creature of the other kind into an empty square just
 * beyond (Winning Ways, ch. 1).
 *
 * Position: c[0] the length n (1..480), then 2 bits a square (0 empty, 1 toad, 2 frog),
 * 32 squares a coordinate from c[1]; n = 1 + ceil(length / 32) coordinates. Moves: Left's
 * (toads from the left end), then Right's (frogs from the left end). */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define TF_MAX 480

enum { EMPTY = 0, TOAD = 1, FROG = 2 };

static int cell(const gd_position *p, int k)
{
    return (int)((p->c[1 + k / 32] >> (2 * (k % 32))) & 3);
}

static void set_cell(gd_position *p, int k, int v)
{
    uint64_t *w = &p->c[1 + k / 32];
    *w = (*w & ~((uint64_t)3 << (2 * (k % 32)))) | (uint64_t)v << (2 * (k % 32));
}

static int tf_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    size_t n = strlen(text);
    if (!n || strspn(text, "TF.") != n || n > TF_MAX) {
        gd_err(err, errlen,
               "bad toads-and-frogs strip '%.80s' (expected 1 to %d squares, each T (a toad), F (a frog) or . (empty))",
               text, TF_MAX);
        return -1;
    }
    memset(p, 0, sizeof *p);
    p->c[0] = n;
    p->n = (uint8_t)(1 + (n + 31) / 32);
    for (size_t k = 0; k < n; k++)
        set_cell(p, (int)k, text[k] == 'T' ? TOAD : text[k] == 'F' ? FROG : EMPTY);
    return 0;
}

static int tf_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    char t[TF_MAX + 1];
    int n = p->c[0] <= TF_MAX ? (int)p->c[0] : 0;
    for (int k = 0; k < n; k++)
        t[k] = ".TF"[cell(p, k)];
    t[n] = 0;
    return snprintf(buf, len, "%s", t);
}

static uint64_t tf_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    int n = (int)p->c[0];
    uint64_t count = 0;
    for (int side = GD_LEFT; side <= GD_RIGHT; side++) {
        int me = side == GD_LEFT ? TOAD : FROG, other = side == GD_LEFT ? FROG : TOAD, dir = side == GD_LEFT ? 1 : -1;
        for (int k = 0; k < n; k++) {
            if (cell(p, k) != me)
                continue;
            int to = k + dir;
            if (to >= 0 && to < n && cell(p, to) == other)
                to += dir;
            if (to < 0 || to >= n || cell(p, to) != EMPTY)
                continue;
            if (count < cap) {
                out[count].to = *p;
                set_cell(&out[count].to, k, EMPTY);
                set_cell(&out[count].to, to, me);
                out[count].is_pass = 0;
                out[count].side = side;
            }
            count++;
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
    int n = (int)p->c[0], t = 0, f = 0;
    for (int k = 0; k < n; k++)
        t += cell(p, k) == TOAD, f += cell(p, k) == FROG;
    uint64_t a = binomial((uint64_t)n, (uint64_t)t), b = binomial((uint64_t)(n - t), (uint64_t)f);
    return b && a > UINT64_MAX / b ? UINT64_MAX : a * b;
}


/* The strip of squares a..b-1 of p as a position (NULL-free: b > a). */
static void sub_strip(const gd_position *p, int a, int b, gd_position *q)
{
    memset(q, 0, sizeof *q);
    q->c[0] = (uint64_t)(b - a);
    q->n = (uint8_t)(1 + (b - a + 31) / 32);
    for (int k = a; k < b; k++)
        set_cell(q, k - a, cell(p, k));
}

/* Squares a..b-1 without the creatures that can never move at its ends: toads at the right
 * end (a toad moves only right; nothing jumps over a toad from the right edge) and frogs at
 * the left end. Such a creature stays forever, and the square next to it behaves as the
 * end of the strip: a toad left of a fixed toad can neither step nor jump (it jumps only
 * over frogs), just as at the end. */
static void trim(const gd_position *p, int *a, int *b)
{
    while (*b > *a && cell(p, *b - 1) == TOAD)
        (*b)--;
    while (*b > *a && cell(p, *a) == FROG)
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
    int n = (int)p->c[0], start = 0, k = 0;
    for (int i = 0; i <= n; i++) {
        int wall = i + 1 < n && cell(p, i) == TOAD && cell(p, i + 1) == FROG && (i == 0 || cell(p, i - 1) == TOAD) &&
                   (i + 2 == n || cell(p, i + 2) == FROG);
        if (!wall && i < n)
            continue;
        int a = start, b = i, any = 0;
        trim(p, &a, &b);
        for (int j = a; j < b && !any; j++)
            any = cell(p, j) != EMPTY;
        if (any) {
            if (k < cap)
                sub_strip(p, a, b, &out[k]);
            k++;
        }
        start = i + 2;
        i++;
    }
    return k;
}

/* Normal form: the strip trimmed, then the lesser of it and its mirror image with toads
 * and frogs exchanged (sign -1): that map turns every toad's move into a frog's move and
 * back, so it swaps the players and negates the value. */
static int tf_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    (void)g;
    int a = 0, b = (int)p->c[0];
    trim(p, &a, &b);
    if (b == a) { /* nothing moves: the strip "." */
        memset(key, 0, sizeof *key);
        key->c[0] = 1, key->n = 2;
        return 1;
    }
    gd_position m;
    sub_strip(p, a, b, key);
    memset(&m, 0, sizeof m);
    m.c[0] = key->c[0], m.n = key->n;
    for (int k = a; k < b; k++) {
        int v = cell(p, k);
        set_cell(&m, b - 1 - k, v == TOAD ? FROG : v == FROG ? TOAD : EMPTY);
    }
    if (memcmp(m.c, key->c, (size_t)m.n * sizeof *m.c) < 0) {
        *key = m;
        return -1;
    }
    return 1;
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
