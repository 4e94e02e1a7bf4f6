/* Heap games of an octal or hexadecimal code (heap.h) as games of the game interface:
 * kayles, dawson-chess, dawson-kayles, grundy-game, heap:CODE, heapsub:{s1,...}.
 *
 * A position is a multiset of heaps (a sum of heaps is one position of the game). It is
 * kept canonical, sorted and without empty heaps, packed into the coordinates as bytes:
 * each heap in LEB128 (7 bits a byte), a 0 byte ends the list. So a position holds up to
 * 128 heaps below 128 (any position with at most 128 tokens, and everything reachable from
 * it) or 12 heaps of any size up to 2^64-1; a move whose result would not fit (more than
 * 128 tokens spread over about 100 heaps) is not listed (docs/heap.md).
 * The Grundy oracle is the XOR of G(h) over the heaps: G from the sparse-space run,
 * computed on demand and kept, and for any heap size once the period is certified. */
#include "cmd.h"
#include "gamedyn/game.h"
#include "gamedyn/heap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define MAXH 128
#define SET_MAX 200 /* the longest heapsub set, so that messages say it whole */
#define BYTES (8 * GD_GAME_MAX_COORDS)

typedef struct {
    gd_heap_code code;
    char name[8 + SET_MAX + 8];
    char shown[8 + SET_MAX + 8]; /* the code as messages say it */
    gd_heap_run run; /* G(0..run.done-1) */
    int have_run;
    gd_heap_period period;
    uint64_t max_mem;
    uint64_t run_bytes; /* what run holds, taken from the game's budget */
    gd_budget *budget;  /* that budget (NULL: none) */
} heap_ctx;

/* The bytes a new run may hold: what the game's other parts leave, the run it replaces
 * included. */
static uint64_t run_room(const gd_game *g, const heap_ctx *c)
{
    return g->budget ? gd_budget_left(g->budget) + c->run_bytes : c->max_mem;
}

/* The run kept for the next queries counts in the game's budget: the one it replaces goes
 * back, the new one (checked against run_room) is taken. */
static void keep_run(const gd_game *g, heap_ctx *c, uint64_t bytes)
{
    if (g->budget) {
        gd_budget_give(g->budget, c->run_bytes);
        gd_budget_charge(g->budget, bytes);
    }
    c->budget = g->budget, c->run_bytes = bytes;
}

static int decode(const gd_position *p, uint64_t *h)
{
    int n = 0, at = 0;
    while (at < BYTES && n < MAXH) {
        unsigned b = (unsigned)(p->c[at / 8] >> (8 * (at % 8))) & 0xff;
        if (!b)
            break;
        uint64_t v = 0;
        int shift = 0;
        for (;;) {
            v |= (uint64_t)(b & 0x7f) << shift;
            at++, shift += 7;
            if (!(b & 0x80) || at >= BYTES || shift > 63)
                break;
            b = (unsigned)(p->c[at / 8] >> (8 * (at % 8))) & 0xff;
        }
        h[n++] = v;
    }
    return n;
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* Sorts, drops empty heaps, packs; -1 when it does not fit. */
static int encode(uint64_t *h, int n, gd_position *p)
{
    memset(p, 0, sizeof *p);
    qsort(h, (size_t)n, sizeof *h, cmp_u64);
    int at = 0;
    for (int i = 0; i < n; i++) {
        uint64_t v = h[i];
        if (!v)
            continue;
        do {
            if (at >= BYTES)
                return -1;
            unsigned b = (unsigned)(v & 0x7f);
            v >>= 7;
            if (v)
                b |= 0x80;
            p->c[at / 8] |= (uint64_t)b << (8 * (at % 8));
            at++;
        } while (v);
    }
    p->n = (uint8_t)(at ? (at + 7) / 8 : 1);
    return 0;
}

static int heap_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    if (strcmp(text, "[]") == 0) {
        memset(p, 0, sizeof *p);
        p->n = 1;
        return 0;
    }
    gd_position raw;
    if (gd_game_parse_coords(g, text, 1, GD_GAME_MAX_COORDS, "heap", UINT64_MAX, "2^64-1", &raw, err, errlen) != 0)
        return -1;
    uint64_t h[GD_GAME_MAX_COORDS];
    for (int i = 0; i < raw.n; i++)
        h[i] = raw.c[i];
    if (encode(h, raw.n, p) != 0) {
        gd_err(err, errlen, "position '%s' of %s does not fit in a position (128 bytes of heaps)", text, g->name);
        return -1;
    }
    return 0;
}

static int heap_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    (void)g;
    uint64_t h[MAXH];
    int n = decode(p, h);
    char t[MAXH * 21 + 4];
    size_t at = 0;
    t[at++] = '[';
    for (int i = 0; i < n; i++)
        at += (size_t)snprintf(t + at, sizeof t - at, "%s%llu", i ? "," : "", (unsigned long long)h[i]);
    snprintf(t + at, sizeof t - at, "]");
    return snprintf(buf, len, "%s", t);
}

typedef struct {
    gd_move *out;
    uint64_t cap, n;
    const uint64_t *h;
    int nh, skip;
} emit_ctx;

/* The position with heap e->skip replaced by the pieces. */
static void emit(emit_ctx *e, const uint64_t *pieces, int np)
{
    uint64_t t[MAXH + 3];
    int k = 0;
    for (int i = 0; i < e->nh; i++)
        if (i != e->skip)
            t[k++] = e->h[i];
    for (int i = 0; i < np; i++)
        t[k++] = pieces[i];
    gd_position q;
    if (encode(t, k, &q) != 0)
        return; /* beyond the representation (see the top) */
    if (e->n < e->cap) {
        e->out[e->n].to = q;
        e->out[e->n].is_pass = 0;
    }
    if (e->n != UINT64_MAX)
        e->n++;
}

static uint64_t sat_add(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* The number of options of one heap of size s, by formula (O(k)). */
static uint64_t heap_options(const gd_heap_code *code, uint64_t s)
{
    uint64_t n = 0;
    uint64_t jmax = (uint64_t)code->k < s ? (uint64_t)code->k : s;
    for (uint64_t j = 0; j <= jmax; j++) {
        unsigned d = code->d[j];
        uint64_t m = s - j;
        n = sat_add(n, (uint64_t)((d & 1) && m == 0) + (uint64_t)((d & 2) && m > 0 && j > 0));
        if (d & 4)
            n = sat_add(n, m / 2 - (uint64_t)(code->unequal && m % 2 == 0 && m > 0));
        if ((d & 8) && m >= 3) { /* partitions of m into 3 positive parts: round(m^2/12) */
            unsigned __int128 q = ((unsigned __int128)m * m + 6) / 12;
            n = sat_add(n, q > UINT64_MAX ? UINT64_MAX : (uint64_t)q);
        }
    }
    if (code->tail && s > (uint64_t)code->k)
        n = sat_add(n, s - (uint64_t)code->k); /* j = k+1..s, digit 3: one option each */
    return n;
}

static uint64_t heap_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    const heap_ctx *c = g->ctx;
    const gd_heap_code *code = &c->code;
    uint64_t h[MAXH];
    int nh = decode(p, h);
    if (cap == 0) { /* counting: by formula, so a heap of 10^12 is counted at once */
        uint64_t n = 0;
        for (int i = 0; i < nh; i++)
            if (!i || h[i] != h[i - 1])
                n = sat_add(n, heap_options(code, h[i]));
        return n;
    }
    emit_ctx e = {out, cap, 0, h, nh, 0};
    for (int i = 0; i < nh; i++) {
        if (i && h[i] == h[i - 1])
            continue; /* the same moves as the equal heap before */
        e.skip = i;
        uint64_t s = h[i];
        uint64_t jmax = code->tail ? s : ((uint64_t)code->k < s ? (uint64_t)code->k : s);
        for (uint64_t j = 0; j <= jmax; j++) {
            unsigned d = gd_heap_digit(code, j);
            uint64_t m = s - j, pc[3];
            if ((d & 1) && m == 0)
                emit(&e, pc, 0);
            if ((d & 2) && m > 0 && j > 0) {
                pc[0] = m;
                emit(&e, pc, 1);
            }
            if (d & 4)
                for (uint64_t a = 1; 2 * a <= m; a++) {
                    if (code->unequal && 2 * a == m)
                        continue;
                    pc[0] = a, pc[1] = m - a;
                    emit(&e, pc, 2);
                }
            if (d & 8)
                for (uint64_t a = 1; 3 * a <= m; a++)
                    for (uint64_t b = a; a + 2 * b <= m; b++) {
                        pc[0] = a, pc[1] = b, pc[2] = m - a - b;
                        emit(&e, pc, 3);
                    }
        }
    }
    return e.n;
}

/* Positions with at most T tokens: sum of the partition numbers p(0..T); saturating. */
static uint64_t heap_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    uint64_t h[MAXH], T = 0;
    int n = decode(p, h);
    for (int i = 0; i < n; i++) {
        if (h[i] > 400 || T + h[i] > 400)
            return UINT64_MAX;
        T += h[i];
    }
    static uint64_t part[401];
    if (!part[0]) {
        uint64_t q[401] = {1};
        for (int k = 1; k <= 400; k++)
            for (int t = k; t <= 400; t++)
                q[t] = q[t] > UINT64_MAX - q[t - k] ? UINT64_MAX : q[t] + q[t - k];
        memcpy(part, q, sizeof q);
    }
    uint64_t b = 0;
    for (uint64_t t = 0; t <= T; t++)
        b = b > UINT64_MAX - part[t] ? UINT64_MAX : b + part[t];
    return b;
}

/* The option values the plain mex looks at to compute G(0..t) for a code with three-heap
 * digits (about m^2/12 a three-heap digit and m/2 a two-heap digit for a heap of m). */
static double plain_work(const gd_heap_code *code, uint64_t t)
{
    double w = (double)t + 1;
    for (int j = 0; j <= code->k && (uint64_t)j <= t; j++) {
        double m = (double)(t - (uint64_t)j);
        if (code->d[j] & 8)
            w += m * m * m / 36;
        if (code->d[j] & 4)
            w += m * m / 4;
    }
    return w;
}

#define PLAIN_WORK_MAX 1e10 /* option values a query's plain mex may look at (about 10 s) */

/* G(h): by the certified period, or from the run, extended as needed: to the heap asked
 * for (or twice the last run, whichever is more). Heaps beyond what a query computes are
 * refused before any work, except for finite octal codes, whose period may be certified
 * within it and then answers any heap. */
static int value_of(const gd_game *g, uint64_t h, uint64_t *v, char *err, size_t errlen)
{
    heap_ctx *c = g->ctx;
    for (;;) {
        uint64_t k = h;
        if (c->period.certified && k >= c->period.n0 + c->period.p)
            k = c->period.n0 + (k - c->period.n0) % c->period.p;
        if (c->have_run && k < c->run.done) {
            *v = c->run.g[k];
            return 0;
        }
        uint64_t limit = (uint64_t)1 << 26;
        int octal = gd_heap_code_octal_finite(&c->code);
        uint64_t target = c->have_run ? 2 * c->run.target + 1 : 0;
        if (target < k)
            target = k;
        int certify = k > limit && octal && (!c->have_run || c->run.target < limit);
        if (target > limit && (k <= limit || certify))
            target = limit; /* a period certified within 2^26 answers any heap */
        if (target > limit || gd_heap_run_bytes(target) > run_room(g, c)) {
            gd_err(err, errlen,
                   "G(%llu) of %s needs the nim-sequence to %llu, above what a query computes (2^26 and "
                   "--max-mem); 'gamedyn heap %s --max N' computes it",
                   (unsigned long long)h, c->name, (unsigned long long)k, c->shown);
            return -1;
        }
        if (c->code.hex && plain_work(&c->code, target) > PLAIN_WORK_MAX) {
            if (k < target && plain_work(&c->code, k) <= PLAIN_WORK_MAX)
                target = k;
            else {
                gd_err(err, errlen,
                       "G(%llu) of %s needs the nim-sequence to %llu by the plain mex (three-heap digits), about "
                       "%.2g option values, above what a query computes (%.0g); 'gamedyn heap %s --max N' computes it",
                       (unsigned long long)h, c->name, (unsigned long long)k, plain_work(&c->code, k),
                       PLAIN_WORK_MAX, c->shown);
                return -1;
            }
        }
        gd_heap_run r;
        if (gd_heap_run_init(&r, &c->code, target, -1, err, errlen) != 0)
            return -1;
        if (gd_heap_run_step(&r, target, 0, err, errlen) < 0) {
            gd_heap_run_free(&r);
            return -1;
        }
        if (c->have_run)
            gd_heap_run_free(&c->run);
        c->run = r, c->have_run = 1;
        keep_run(g, c, gd_heap_run_bytes(target));
        if (gd_heap_code_octal_finite(&c->code))
            gd_heap_find_period(&c->code, r.g, target, target / 3, 0, &c->period);
    }
}

static int heap_grundy(const gd_game *g, const gd_position *p, uint64_t *value, char *err, size_t errlen)
{
    uint64_t h[MAXH], x = 0;
    int n = decode(p, h);
    for (int i = 0; i < n; i++) {
        uint64_t v;
        if (value_of(g, h[i], &v, err, errlen) != 0)
            return -1;
        x ^= v;
    }
    *value = x;
    return 0;
}

static int heap_outcome(const gd_game *g, const gd_position *p, char *err, size_t errlen)
{
    uint64_t v;
    int rc = heap_grundy(g, p, &v, err, errlen);
    return rc < 0 ? rc : v ? GD_OUTCOME_N : GD_OUTCOME_P;
}

/* The winning moves: for each heap size, the options whose value is the heap's value
 * XOR the position's; refused (with the value in the message) above 2^22 moves. */
static long heap_winning(const gd_game *g, const gd_position *p, gd_move **out, char *err, size_t errlen)
{
    *out = NULL;
    uint64_t x;
    if (heap_grundy(g, p, &x, err, errlen) != 0)
        return -1;
    uint64_t total = heap_moves(g, p, NULL, 0);
    if (total > ((uint64_t)1 << 22)) {
        char words[64], *pb = gd_game_format_new(g, p);
        gd_err(err, errlen, "%s:%s has %s, too many to list its winning moves (%s, grundy %llu)", g->name,
               pb ? pb : "the position", gd_game_moves_words(total, words, sizeof words), x ? "N" : "P",
               (unsigned long long)x);
        free(pb);
        return -1;
    }
    gd_move *all;
    long listed = gd_game_list_moves(g, p, total, &all, err, errlen);
    if (listed < 0)
        return -1;
    uint64_t n = (uint64_t)listed, k = 0;
    for (uint64_t i = 0; i < n && x; i++) {
        uint64_t v;
        if (heap_grundy(g, &all[i].to, &v, err, errlen) != 0) {
            free(all);
            return -1;
        }
        if (v == 0)
            all[k++] = all[i];
    }
    *out = all;
    return (long)k;
}

static void heap_free(gd_game *g)
{
    heap_ctx *c = g->ctx;
    if (c && c->have_run)
        gd_heap_run_free(&c->run);
    if (c && c->budget)
        gd_budget_give(c->budget, c->run_bytes);
    free(c);
}

static const gd_game_ops heap_ops = {
    .kind = GD_GAME_IMPARTIAL,
    .rules.parse = heap_parse,
    .rules.format = heap_format,
    .rules.moves = heap_moves,
    .rules.bound = heap_bound,
    .oracles.outcome = heap_outcome,
    .oracles.grundy = heap_grundy,
    .oracles.winning = heap_winning,
    .rules.free_ctx = heap_free,
};

static gd_game *open_code(const char *name, const char *code, const gd_game_options *opt, char *err, size_t errlen)
{
    gd_game *g = gd_game_new(&heap_ops, sizeof(heap_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    heap_ctx *c = g->ctx;
    if (gd_heap_code_parse(code, &c->code, err, errlen) != 0) {
        gd_game_free(g);
        return NULL;
    }
    snprintf(c->name, sizeof c->name, "%s", name);
    /* A heapsub set too long for the code's shown text is said as written. */
    int whole = strncmp(name, "heapsub:", 8) == 0 && strstr(c->code.text, "...");
    snprintf(c->shown, sizeof c->shown, "%s", whole ? code : c->code.text);
    c->max_mem = opt->max_mem ? opt->max_mem : gd_game_default_max_mem();
    g->name = c->name;
    g->summary = "a heap game of an octal or hexadecimal code";
    return g;
}

/* The named games: the preset code of the same name. */
static gd_game *open_named(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    return open_code(name, strcmp(name, "grundy-game") == 0 ? "grundy" : name, opt, err, errlen);
}

/* heap:CODE (the code after "heap:") and heapsub:{...} (the set after "heapsub:"). */
static gd_game *open_param(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    if (strncmp(name, "heapsub:", 8) == 0) {
        char code[8 + SET_MAX + 8];
        size_t len = strlen(name + 8);
        if (len > SET_MAX) {
            gd_err(err, errlen, "heapsub set too long to name (%zu characters; at most %d)", len, SET_MAX);
            return NULL;
        }
        snprintf(code, sizeof code, "sub:%s", name + 8);
        return open_code(name, code, opt, err, errlen);
    }
    if (strncmp(name, "heapsub", 7) == 0) {
        gd_err(err, errlen, "heapsub needs a set: heapsub:{s1,...}:POSITION, for example heapsub:{1,3,4}:9,2");
        return NULL;
    }
    if (strncmp(name, "heap:", 5) != 0 || !name[5]) {
        gd_err(err, errlen, "heap needs a code: heap:CODE:POSITION, for example heap:0.137:20 (docs/heap.md)");
        return NULL;
    }
    return open_code(name, name + 5, opt, err, errlen);
}

#define HEAP_SYNTAX "h1,h2,...: a multiset of heaps, up to 16 written, each up to 2^64-1 ([] : none)"
#define HEAP_ORACLES "outcome, Grundy value, winning moves: the XOR of G(h), G from the nim-sequence (certified period)"

/* The presets: a name for a code, every other field alike. */
#define HEAP_PRESET(ID, NAME, SUMMARY, EXAMPLE)                                                                         \
    const gd_game_family gd_family_##ID = {.name = NAME, .summary = SUMMARY, .syntax = HEAP_SYNTAX,                    \
                                           .example = EXAMPLE, .oracles = HEAP_ORACLES, .open = open_named}
HEAP_PRESET(kayles, "kayles", "Kayles (octal 0.77) on any number of heaps", "kayles:7,9");
HEAP_PRESET(dawson_chess, "dawson-chess", "Dawson's chess (octal 0.137) on any number of heaps", "dawson-chess:11");
HEAP_PRESET(dawson_kayles, "dawson-kayles", "Dawson's Kayles (octal 0.07) on any number of heaps", "dawson-kayles:8");
HEAP_PRESET(grundy_game, "grundy-game", "Grundy's game: split a heap into two unequal heaps", "grundy-game:12");

static const gd_game_command commands[] = {
    {"heap", "nim-sequences of octal/hexadecimal heap games, certified periods", gd_cmd_heap},
    {NULL, NULL, NULL},
};

const gd_game_family gd_family_heap = {
    .name = "heap",
    .summary = "heap game of a code heap:CODE (octal/hexadecimal d0.d1d2..., '!', presets)",
    .syntax = HEAP_SYNTAX,
    .example = "heap:0.07:8",
    .variants = "heap:CODE: an octal or hexadecimal code d0.d1d2..., '!' for unequal splits, or a preset",
    .oracles = HEAP_ORACLES,
    .parameter = 1,
    .open = open_param,
    .commands = commands,
};

const gd_game_family gd_family_heapsub = {
    .name = "heapsub",
    .summary = "one-heap subtraction game heapsub:{s1,...} on any number of heaps",
    .syntax = HEAP_SYNTAX,
    .example = "heapsub:{1,3,4}:9,2",
    .variants = "heapsub:{s1,...}: take s in the set from one heap",
    .oracles = HEAP_ORACLES,
    .parameter = 1,
    .open = open_param,
};
