/* The Domineering outcome solver: who wins with a given side to move, by alpha-beta
 * search on win/loss (negamax), docs/domineering.md.
 *
 * The board is kept twice, as rows and as columns (one 64-bit word a line, with the bits
 * past the line's end set), so the side to move always places a domino on two adjacent
 * empty bits of one of its own lines: Right in the rows (orientation 0), Left in the
 * columns (orientation 1); a move sets two bits in one line of its orientation and one bit
 * in each of two lines of the other. Lines 0 and n+1 are full sentinels.
 *
 * Bounds (docs/domineering.md, "Bounds"; after Lachmann, Moore, Rapaport 2002 and Bullock
 * 2002): a packing of each side's empty cells into protective areas, safe moves, tough units
 * and vulnerable moves, and a relaxed claim game over their numbers, give the moves a side
 * is sure to make; the disjoint pairs of a side's lines, and the cells it can use less those
 * the other side's claims take, bound the moves it can make. With M to move and O the
 * opponent: M wins if sure(M) > most(O); M loses if sure(O) >= most(M). Every child is
 * tested so before the search goes into any.
 *
 * Move ordering: by where a move lies (every second line from the edge, every second cell
 * from the end first; Bullock's solver orders so), moves on the mover's safe cells last.
 *
 * Transposition table: Zobrist keys of the occupied cells, the board's size and the side
 * to move; buckets of two entries, the first kept for the larger subtree, the second
 * always replaced; entries hold exact results (a win or a loss), so any hit answers.
 *
 * Two threads (big searches): both search the root and share the table; a thread puts off
 * a move whose child the other is searching (ABDADA); the answer is the first thread's. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MADV_HUGEPAGE */
#include "bounds.h"
#include "gamedyn/domineering.h"
#include "gamedyn/util.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define MAXL (GD_DOM_MAX_SIDE + 2)
#define MAXMOVES (GD_DOM_MAX_CELLS + 16)
#define NSYM 8
#define NCLAIM 48
#define NPROT 8
#define NTOUGH 8

/* An entry: `dat` holds the size of the subtree that proved it (low 32 bits), the result
 * (bit 32) and a used mark (bit 33); `chk` is the key xor dat. Two threads share the table
 * without locks: a read of an entry half written by the other thread fails the check and
 * counts as a miss, so a key never meets another position's result. */
typedef struct {
    _Atomic uint64_t chk, dat;
} tt_entry;

#define DAT_WIN (1ULL << 32)
#define DAT_USED (1ULL << 33)
#define BUSY_SLOTS (1 << 15)

struct gd_domineering_solver {
    tt_entry *tt;
    size_t tt_bytes;
    int tt_mapped; /* tt from mmap (else calloc) */
    uint64_t nbuckets; /* a power of two; two entries each */
    int cells;
    uint64_t nodes;
    int n[2];            /* lines of each orientation: rows, columns */
    uint64_t cellmask[2], pairmask[2];
    uint64_t line[2][MAXL];
    uint64_t zob[2][MAXL][GD_DOM_MAX_SIDE];
    /* the keys of the cells under the board's four reflections that keep the orientation
     * (none, left-right, top-bottom, both), set by load for its board's size */
    uint64_t zs[NSYM][2][MAXL][GD_DOM_MAX_SIDE];
    uint64_t side_key[2], dim_key;
    int nsym; /* 8 on a square board (the transposes, with the sides swapped), else 4 */
    /* every placement of each orientation, best place first (ties in board order), as line
     * << 8 | bit; set by load */
    uint16_t order[2][GD_DOM_MAX_CELLS];
    int norder[2];
    uint8_t pairtab[1 << 16];
    uint16_t packtab[1 << 16]; /* the first cells of the greedy disjoint pairs of x */
    /* claims[f][t][c][a][b]: the moves the owner is sure to make from t tough units, c
     * protective areas, a linked and b isolated vulnerable moves, moving first (f = 1) or
     * second (f = 0); docs/domineering.md */
    uint8_t claims[2][NTOUGH][NPROT][NCLAIM][NCLAIM];
    /* two threads (docs/domineering.md, "Two threads"): the positions being searched, and
     * the flag that ends the helper's search; NULL in a search by one thread */
    _Atomic uint64_t *busy;
    _Atomic int *stop;
    int threads; /* threads a big search uses: 1 or 2 */
};

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static int slow_pairs(uint64_t x)
{
    int n = 0;
    uint64_t p;
    while ((p = x & (x >> 1))) {
        uint64_t b = p & -p;
        x &= ~(b | b << 1);
        n++;
    }
    return n;
}

/* Disjoint pairs of adjacent set bits: the sum of floor(run / 2) over the runs of x. */
static inline int pairs(const gd_domineering_solver *s, uint64_t x)
{
    return x >> 16 ? slow_pairs(x) : s->pairtab[x];
}

/* The first cells of a greedy packing of disjoint pairs of adjacent set bits of x, lowest
 * first: in each run, its 1st, 3rd, 5th ... cell starts a pair (floor(run/2) of them). */
static uint64_t slow_pack(uint64_t x)
{
    uint64_t st = 0, p;
    while ((p = x & (x >> 1))) {
        uint64_t b = p & -p;
        st |= b;
        x &= ~(b | b << 1);
    }
    return st;
}

static inline uint64_t pack(const gd_domineering_solver *s, uint64_t x)
{
    return x >> 16 ? slow_pack(x) : s->packtab[x];
}

/* The relaxed claim game of docs/domineering.md. The owner claims one unit a turn (a
 * protective area gives two moves, the rest one); the other side, a turn, destroys one
 * protective area, or one isolated vulnerable move, or deals two hits to two different
 * linked vulnerable moves or tough units (a linked move dies of one hit, a tough unit of
 * two, at its two ends, which no one domino covers together; a tough unit hit once is
 * counted a linked move), or does nothing. Counts past the table's ends are
 * cut down to them: the owner's sure moves never grow when units are taken away. */
static void claim_table(gd_domineering_solver *s)
{
    uint8_t(*F)[NPROT][NCLAIM][NCLAIM] = s->claims[1], (*G)[NPROT][NCLAIM][NCLAIM] = s->claims[0];
    for (int t = 0; t < NTOUGH; t++)
        for (int c = 0; c < NPROT; c++)
            for (int a = 0; a < NCLAIM; a++)
                for (int b = 0; b < NCLAIM; b++) {
                    int f = 0; /* the owner to move: its best claim */
                    if (t > 0 && 1 + G[t - 1][c][a][b] > f)
                        f = 1 + G[t - 1][c][a][b];
                    if (c > 0 && 2 + G[t][c - 1][a][b] > f)
                        f = 2 + G[t][c - 1][a][b];
                    if (a > 0 && 1 + G[t][c][a - 1][b] > f)
                        f = 1 + G[t][c][a - 1][b];
                    if (b > 0 && 1 + G[t][c][a][b - 1] > f)
                        f = 1 + G[t][c][a][b - 1];
                    F[t][c][a][b] = (uint8_t)(f > 255 ? 255 : f);
                    int g = F[t][c][a][b]; /* the other side to move: its best destruction */
                    int a1 = a + 1 < NCLAIM ? a + 1 : NCLAIM - 1, a2 = a + 2 < NCLAIM ? a + 2 : NCLAIM - 1;
                    if (t >= 1 && F[t - 1][c][a1][b] < g) /* one tough unit hit */
                        g = F[t - 1][c][a1][b];
                    if (t >= 1 && a >= 1 && F[t - 1][c][a][b] < g) /* and a linked move */
                        g = F[t - 1][c][a][b];
                    if (t >= 2 && F[t - 2][c][a2][b] < g) /* two tough units hit */
                        g = F[t - 2][c][a2][b];
                    if (c >= 1 && F[t][c - 1][a][b] < g)
                        g = F[t][c - 1][a][b];
                    if (a >= 2 && F[t][c][a - 2][b] < g)
                        g = F[t][c][a - 2][b];
                    if (a >= 1 && F[t][c][a - 1][b] < g)
                        g = F[t][c][a - 1][b];
                    if (b >= 1 && F[t][c][a][b - 1] < g)
                        g = F[t][c][a][b - 1];
                    G[t][c][a][b] = (uint8_t)g;
                }
}

/* The table's entries: a few times the positions a search of that many cells visits, which
 * grow about 1.5-fold a cell (6x6: 2.9 thousand, 7x7: 50 thousand, 8x8: 14 million; docs/
 * domineering.md), so half a bit a cell; a larger table only costs the time to clear it. */
static uint64_t table_entries(uint64_t max_bytes, int cells)
{
    int k = cells / 2 - 4;
    k = k < 10 ? 10 : k > 25 ? 25 : k;
    uint64_t e = (uint64_t)1 << k;
    while (e > 1024 && e * sizeof(tt_entry) > max_bytes / 2)
        e >>= 1;
    return e;
}

/* Zeroed memory for the table. The probes land on random entries, so with 4 KiB pages
 * nearly every probe of a big table also misses the TLB and walks the page tables (a
 * profile of 7x7 put most of the search's time there); 2 MiB pages (transparent huge
 * pages, granted on request where the kernel allows it) cover the table with a few hundred
 * TLB entries. Small tables come from calloc. */
static void *table_alloc(size_t bytes, int *mapped)
{
    *mapped = 0;
    if (bytes < ((size_t)4 << 20))
        return calloc(bytes, 1);
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
#ifdef MADV_HUGEPAGE
    madvise(p, bytes, MADV_HUGEPAGE); /* advice only: without it, ordinary pages */
#endif
    *mapped = 1;
    return p;
}

uint64_t gd_domineering_solver_bytes(uint64_t max_bytes, int cells)
{
    if (!max_bytes)
        max_bytes = gd_game_default_max_mem();
    /* and, during a search by two threads, the second thread's copy and the marks */
    return table_entries(max_bytes, cells) * sizeof(tt_entry) + 2 * sizeof(gd_domineering_solver) +
           BUSY_SLOTS * sizeof(uint64_t);
}

gd_domineering_solver *gd_domineering_solver_new(uint64_t max_bytes, int cells, char *err, size_t errlen)
{
    if (!max_bytes)
        max_bytes = gd_game_default_max_mem();
    uint64_t need = gd_domineering_solver_bytes(max_bytes, cells);
    if (need > max_bytes) {
        char a[32], b[32];
        gd_err(err, errlen, "the Domineering solver needs %s: above the memory bound %s (--max-mem)",
               gd_format_bytes(need, a, sizeof a), gd_format_bytes(max_bytes, b, sizeof b));
        return NULL;
    }
    gd_domineering_solver *s = calloc(1, sizeof *s);
    uint64_t e = table_entries(max_bytes, cells);
    if (s && (s->tt = table_alloc(e * sizeof *s->tt, &s->tt_mapped)) != NULL)
        s->tt_bytes = e * sizeof *s->tt;
    if (!s || !s->tt) {
        free(s);
        gd_err(err, errlen, "out of memory for the Domineering solver's table");
        return NULL;
    }
    s->nbuckets = e / 2;
    s->cells = cells;
    uint64_t seed = 0x646f6d696e656572ULL; /* fixed: the same search every run */
    for (int i = 1; i < MAXL - 1; i++)
        for (int j = 0; j < GD_DOM_MAX_SIDE; j++) {
            uint64_t z = splitmix(&seed);
            s->zob[0][i][j] = z;
            s->zob[1][j + 1][i - 1] = z;
        }
    s->side_key[0] = 0;
    s->side_key[1] = splitmix(&seed);
    for (uint32_t x = 0; x < (1u << 16); x++)
        s->pairtab[x] = (uint8_t)slow_pairs(x), s->packtab[x] = (uint16_t)slow_pack(x);
    claim_table(s);
    s->threads = sysconf(_SC_NPROCESSORS_ONLN) > 1 ? 2 : 1;
    return s;
}

void gd_domineering_solver_free(gd_domineering_solver *s)
{
    if (!s)
        return;
    if (s->tt_mapped)
        munmap(s->tt, s->tt_bytes);
    else
        free(s->tt);
    free(s);
}

int gd_domineering_solver_cells(const gd_domineering_solver *s)
{
    return s->cells;
}

uint64_t gd_domineering_solver_nodes(const gd_domineering_solver *s)
{
    return s->nodes;
}

static inline uint64_t ld(_Atomic uint64_t *x)
{
    return atomic_load_explicit(x, memory_order_relaxed);
}

static inline void st(_Atomic uint64_t *x, uint64_t v)
{
    atomic_store_explicit(x, v, memory_order_relaxed);
}

/* The result stored for key: 1 a win, 0 a loss, -1 none. */
static int probe(gd_domineering_solver *s, uint64_t key)
{
    tt_entry *b = &s->tt[2 * (key & (s->nbuckets - 1))];
    for (int e = 0; e < 2; e++) {
        uint64_t d = ld(&b[e].dat);
        if ((d & DAT_USED) && (ld(&b[e].chk) ^ d) == key)
            return !!(d & DAT_WIN);
    }
    return -1;
}

static void store(gd_domineering_solver *s, uint64_t key, int win, uint64_t work)
{
    tt_entry *b = &s->tt[2 * (key & (s->nbuckets - 1))];
    uint64_t w = work > UINT32_MAX ? UINT32_MAX : work;
    uint64_t d = w | (win ? DAT_WIN : 0) | DAT_USED;
    uint64_t d0 = ld(&b[0].dat), k0 = ld(&b[0].chk) ^ d0;
    if (!(d0 & DAT_USED) || k0 == key || w >= (d0 & UINT32_MAX)) {
        if ((d0 & DAT_USED) && k0 != key)
            st(&b[1].dat, d0), st(&b[1].chk, k0 ^ d0);
        st(&b[0].dat, d), st(&b[0].chk, key ^ d);
    } else
        st(&b[1].dat, d), st(&b[1].chk, key ^ d);
}

/* The positions some thread is searching now (a hash of keys; a collision only makes a
 * thread put a move off). */
static inline _Atomic uint64_t *busy_slot(gd_domineering_solver *s, uint64_t key)
{
    return &s->busy[(key >> 40) & (BUSY_SLOTS - 1)];
}

/* The moves orientation o is sure to make, moving first (first = 1) or second. A packing
 * of disjoint units, docs/domineering.md: protective areas (two empty cells in each of two
 * adjacent lines at the same two positions, with the lines beyond occupied there), then safe
 * moves (pairs of cells the opponent can never cover), then vulnerable moves (pairs of the
 * other cells), `linked` when a packed vulnerable move of an adjacent line shares a
 * position (one opponent domino destroys both) and isolated otherwise. */
typedef struct {
    int moves; /* sure to be made */
    int claims; /* the first ones of them, each on cells the opponent could have used */
    int half;   /* packed vulnerable moves with one cell the opponent can never cover */
    int prot, linked, iso, safe, tough; /* the packing's units (for the tests) */
} sure;

static sure guaranteed(const gd_domineering_solver *s, int o, int first)
{
    int sf = 0, linked = 0, iso = 0, prot = 0, half = 0, tough = 0, n = s->n[o];
    const uint64_t *L = s->line[o];
    uint64_t vs[MAXL], used[MAXL], tc[MAXL];
    used[1] = 0;
    for (int i = 1; i < n; i++) {
        used[i + 1] = 0;
        uint64_t x = L[i - 1] & L[i + 2] & ~(L[i] | L[i + 1] | used[i]) & s->cellmask[o];
        if (x & x >> 1) {
            uint64_t st = pack(s, x);
            prot += __builtin_popcountll(st);
            used[i] |= st | st << 1, used[i + 1] |= st | st << 1;
        }
    }
    vs[0] = vs[n + 1] = tc[0] = tc[n + 1] = 0;
    for (int i = 1; i <= n; i++) {
        uint64_t empty = ~(L[i] | used[i]) & s->cellmask[o], dead = L[i - 1] & L[i + 1];
        uint64_t st = pack(s, empty & dead);
        sf += __builtin_popcountll(st);
        empty &= ~(st | st << 1);
        /* tough units: three empty cells whose middle one the opponent cannot cover (the
         * dead cells left after the safe packing have no dead neighbour left, so the outer
         * two are live), one in each run of odd length that has such a middle cell at an
         * odd offset: the rest of the run then splits into two even parts, so the run still
         * gives floor(length / 2) units */
        uint64_t e = empty & dead ? empty : 0, tm = 0;
        while (e) {
            uint64_t low = e & -e, run = e & ~(e + low);
            e &= ~run;
            if (!(__builtin_popcountll(run) & 1))
                continue;
            uint64_t odd = run & (__builtin_ctzll(run) & 1 ? 0x5555555555555555ULL : 0xAAAAAAAAAAAAAAAAULL);
            uint64_t mid = odd & dead;
            if (mid) {
                uint64_t b = mid & -mid;
                tm |= b >> 1 | b | b << 1;
                tough++;
            }
        }
        tc[i] = tm;
        empty &= ~tm;
        vs[i] = pack(s, empty);
        half += __builtin_popcountll(vs[i] & (dead | dead >> 1));
    }
    for (int i = 1; i <= n; i++) {
        if (!vs[i])
            continue;
        uint64_t nb = vs[i - 1] | vs[i - 1] << 1 | vs[i + 1] | vs[i + 1] << 1 | tc[i - 1] | tc[i + 1];
        int t = __builtin_popcountll(vs[i]), l = __builtin_popcountll(vs[i] & (nb | nb >> 1));
        linked += l, iso += t - l;
    }
    linked = linked < NCLAIM ? linked : NCLAIM - 1;
    iso = iso < NCLAIM ? iso : NCLAIM - 1;
    prot = prot < NPROT ? prot : NPROT - 1;
    int t = tough < NTOUGH ? tough : NTOUGH - 1;
    int c = s->claims[first][t][prot][linked][iso];
    /* a claimed protective area gives two moves for one turn, the second kept for later like
     * a safe move: the turns spent claiming, which come first, are at least these */
    int turns = c - prot > (c + 1) / 2 ? c - prot : (c + 1) / 2;
    return (sure){sf + c, turns, half + tough, prot, linked, iso, sf, tough};
}

/* The cells of a line of orientation o (its bits L) that o can use: empty, with an empty
 * neighbour in the line. */
static inline int usable_line(const gd_domineering_solver *s, int o, uint64_t L)
{
    uint64_t e = ~L & s->cellmask[o];
    return __builtin_popcountll(e & (e << 1 | e >> 1));
}

static int usable(const gd_domineering_solver *s, int o)
{
    int a = 0;
    for (int i = 1; i <= s->n[o]; i++)
        a += usable_line(s, o, s->line[o][i]);
    return a;
}

/* At most this many moves are left to orientation o when the opponent plays as `g` says
 * and moves first (opp_first = 1) or second: every move of o takes two cells o can use
 * (cells with an empty neighbour in o's line), and each of the opponent's first g.claims
 * moves takes at least one of them, two unless it is one of the g.half packed moves with a
 * cell o cannot use. */
static inline int floor_div(int x, int d)
{
    return x >= 0 ? x / d : -((-x + d - 1) / d);
}

/* The cells taken when o makes its (k+1)-th move: two a move of o, and of the opponent's
 * c = min(k + f, claims) moves made before it, two each, one for the first `half`. */
static inline int cells_used(int k, int claims, int half, int f)
{
    int c = k + f < claims ? k + f : claims;
    return 2 * (k + 1) + 2 * c - (c < half ? c : half);
}

/* The first k with cells_used(k) > a (cells_used grows with k), in closed form: o can
 * make k moves and not a (k+1)-th. Past k = claims - f every claim is made and each move
 * takes two cells more; before, a claim takes one cell while there are `half` of them,
 * then two. */
int gd_dom_cells_bound(int a, int claims, int half, int f)
{
    int kc = claims - f > 0 ? claims - f : 0;
    if (kc == 0 || cells_used(kc - 1, claims, half, f) <= a) {
        int k = floor_div(a - 2 - (2 * claims - (claims < half ? claims : half)), 2) + 1;
        return k > kc ? k : kc;
    }
    int k = floor_div(a - 2 - f, 3) + 1;
    k = k > 0 ? k : 0;
    if (k + f <= half)
        return k;
    int lo = half - f + 1 > 0 ? half - f + 1 : 0;
    k = floor_div(a - 2 - 2 * f + half, 4) + 1;
    return k > lo ? k : lo;
}

static inline int cells_bound_of(int a, sure g, int opp_first)
{
    return gd_dom_cells_bound(a, g.claims, g.half, opp_first);
}

static inline int cells_bound(const gd_domineering_solver *s, int o, sure g, int opp_first)
{
    return cells_bound_of(usable(s, o), g, opp_first);
}

/* At most this many moves are left to orientation o. */
static int most(const gd_domineering_solver *s, int o)
{
    int n = 0;
    const uint64_t *L = s->line[o];
    for (int i = 1; i <= s->n[o]; i++)
        n += pairs(s, ~L[i] & s->cellmask[o]);
    return n;
}

typedef struct {
    uint8_t i, j;
} mv;

/* A preference among moves by where they lie: on the second, fourth ...
 * line from the nearer edge, starting on the first, third ... cell from the nearer end,
 * nearer the edges first (such moves tile the board and leave the cells beside the edge to
 * the mover; Bullock 2002 orders moves so). */
static int place(const gd_domineering_solver *s, int o, int i, int j)
{
    int n = s->n[o], w = s->n[1 - o];
    int li = i < n + 1 - i ? i : n + 1 - i, pj = j < w - 2 - j ? j : w - 2 - j;
    int group = li % 2 == 0 && pj % 2 == 0 ? 4 : li % 2 == 0 ? 3 : li >= 3 && pj % 2 == 0 ? 2 : li >= 3 ? 1 : 0;
    return group * 256 - li * 16 - pj;
}

/* The moves of orientation o, best first: by where they lie (place); moves on the mover's
 * own safe cells last (they stay available); ties in board order, so every run searches
 * the same tree. The placements come sorted from load, so this only picks the free ones. */
static int gen(const gd_domineering_solver *s, int o, mv *m)
{
    const uint64_t *L = s->line[o];
    int k = 0, ns = 0;
    mv safe[MAXMOVES];
    for (int a = 0; a < s->norder[o]; a++) {
        int i = s->order[o][a] >> 8, j = s->order[o][a] & 255;
        if ((L[i] >> j) & 3)
            continue;
        if (((L[i - 1] & L[i + 1]) >> j & 3) == 3)
            safe[ns].i = (uint8_t)i, safe[ns++].j = (uint8_t)j;
        else
            m[k].i = (uint8_t)i, m[k++].j = (uint8_t)j;
    }
    memcpy(m + k, safe, (size_t)ns * sizeof *m);
    return k + ns;
}

static inline void flip(gd_domineering_solver *s, int o, int i, int j)
{
    s->line[o][i] ^= 3ULL << j;
    s->line[1 - o][j + 1] ^= 1ULL << (i - 1);
    s->line[1 - o][j + 2] ^= 1ULL << (i - 1);
}

typedef struct {
    uint64_t h[NSYM];
} hashes;

/* The hashes after orientation o's move at line i, bit j. */
static inline hashes moved(const gd_domineering_solver *s, const hashes *h, int o, int i, int j)
{
    hashes x;
    for (int k = 0; k < s->nsym; k++)
        x.h[k] = h->h[k] ^ s->zs[k][o][i][j] ^ s->zs[k][o][i][j + 1];
    return x;
}

/* The table key: the least hash over the reflections, so a position and its mirror images
 * share one entry (their results are equal: a reflection keeps each side's moves); on a
 * square board also its transposes with the other side to move (transposing swaps the
 * sides' moves, so the side to move wins in both or in neither): the search with Right to
 * move then finds the entries of the search with Left to move. */
static inline uint64_t key_of(const gd_domineering_solver *s, const hashes *h, int o)
{
    uint64_t m = h->h[0] ^ s->side_key[o];
    for (int k = 1; k < 4; k++)
        m = (h->h[k] ^ s->side_key[o]) < m ? h->h[k] ^ s->side_key[o] : m;
    for (int k = 4; k < s->nsym; k++)
        m = (h->h[k] ^ s->side_key[1 - o]) < m ? h->h[k] ^ s->side_key[1 - o] : m;
    return m ^ s->dim_key;
}

/* Positions with fewer empty cells are searched without marks: their subtrees are too
 * small to share out. */
#define PAR_EMPTY 24

static inline int stopped(const gd_domineering_solver *s)
{
    return s->stop && atomic_load_explicit(s->stop, memory_order_relaxed);
}

static int search(gd_domineering_solver *s, int o, const hashes *h, int checked, int empty);

/* Whether orientation o's move m (the child's key ck) wins, searching the child; with
 * marks (par), the child is marked as being searched while it is. */
static int child(gd_domineering_solver *s, int o, const hashes *h, mv m, uint64_t ck, int empty, int par)
{
    hashes c = moved(s, h, o, m.i, m.j);
    _Atomic uint64_t *slot = par ? busy_slot(s, ck) : NULL;
    if (slot)
        st(slot, ck);
    flip(s, o, m.i, m.j);
    int win = !search(s, 1 - o, &c, 1, empty - 2);
    flip(s, o, m.i, m.j);
    if (slot) {
        uint64_t e = ck;
        atomic_compare_exchange_strong(slot, &e, 0);
    }
    return win;
}

/* Whether the side to move (orientation o) wins; `checked`: the loss bound is known not to
 * fire here (the parent tried it); `empty`: the empty cells. A helper thread's search that
 * is told to stop returns at once, and nothing it finds after that is stored. */
static int search(gd_domineering_solver *s, int o, const hashes *h, int checked, int empty)
{
    s->nodes++;
    if (stopped(s))
        return 0;
    uint64_t key = key_of(s, h, o);
    int t = probe(s, key);
    if (t >= 0)
        return t;
    sure gm = guaranteed(s, o, 1);
    if (gm.moves > most(s, 1 - o) || gm.moves > cells_bound(s, 1 - o, gm, 1))
        return 1;
    if (!checked) {
        sure go = guaranteed(s, 1 - o, 0);
        if (go.moves >= most(s, o) || go.moves >= cells_bound(s, o, go, 0))
            return 0;
    }
    mv m[MAXMOVES];
    int k = gen(s, o, m), win = 0;
    uint64_t start = s->nodes;
    /* a child already known lost for the opponent wins at once (enhanced transposition cutoff) */
    uint64_t ck[MAXMOVES];
    for (int a = 0; a < k; a++) { /* the children's buckets are fetched together */
        hashes c = moved(s, h, o, m[a].i, m[a].j);
        ck[a] = key_of(s, &c, 1 - o);
        __builtin_prefetch(&s->tt[2 * (ck[a] & (s->nbuckets - 1))]);
    }
    for (int a = 0; a < k; a++)
        if (probe(s, ck[a]) == 0)
            return 1;
    /* a child the bounds already show lost for the opponent wins at once. A move changes
     * one line of the mover and two of the opponent, so the pair and cell counts of the
     * child are the parent's, those lines recounted */
    int q = 1 - o, opp = most(s, q), use = usable(s, q);
    const uint64_t *M = s->line[q];
    uint64_t cq = s->cellmask[q];
    for (int a = 0; a < k; a++) {
        int i = m[a].i, j = m[a].j, lost;
        uint64_t b = 1ULL << (i - 1);
        int opp_c = opp - pairs(s, ~M[j + 1] & cq) - pairs(s, ~M[j + 2] & cq) + pairs(s, ~(M[j + 1] | b) & cq) +
                    pairs(s, ~(M[j + 2] | b) & cq);
        int use_c = use - usable_line(s, q, M[j + 1]) - usable_line(s, q, M[j + 2]) +
                    usable_line(s, q, M[j + 1] | b) + usable_line(s, q, M[j + 2] | b);
        flip(s, o, i, j);
        sure g = guaranteed(s, o, 0);
        lost = g.moves >= opp_c || g.moves >= cells_bound_of(use_c, g, 0);
        flip(s, o, i, j);
        if (lost) {
            store(s, key, 1, 1);
            return 1;
        }
    }
    /* with two threads, a move whose child the other thread is searching is put off until
     * the other moves are done (the first move excepted: both threads go into it and share
     * out its moves), so the threads mostly search different subtrees and each finds the
     * other's results in the table (Weill's ABDADA) */
    int par = s->busy && empty >= PAR_EMPTY, nl = 0;
    uint8_t later[MAXMOVES];
    for (int a = 0; a < k && !win; a++) {
        if (par && a > 0 && ld(busy_slot(s, ck[a])) == ck[a])
            later[nl++] = (uint8_t)a;
        else
            win = child(s, o, h, m[a], ck[a], empty, par);
    }
    for (int b = 0; b < nl && !win; b++)
        win = child(s, o, h, m[later[b]], ck[later[b]], empty, par);
    if (stopped(s))
        return 0;
    store(s, key, win, s->nodes - start);
    return win;
}

/* Loads p into the solver; its hash, or 0 with err. */
static int load(gd_domineering_solver *s, const gd_position *p, hashes *h, char *err, size_t errlen)
{
    int rows = gd_domineering_rows(p), cols = gd_domineering_cols(p);
    if (rows > GD_DOM_MAX_SIDE || cols > GD_DOM_MAX_SIDE) {
        gd_err(err, errlen, "the Domineering solver takes boards of at most %d rows and %d columns, not %dx%d",
               GD_DOM_MAX_SIDE, GD_DOM_MAX_SIDE, rows, cols);
        return -1;
    }
    s->n[0] = rows, s->n[1] = cols;
    for (int o = 0; o < 2; o++) {
        int w = s->n[1 - o];
        s->cellmask[o] = w == 64 ? ~0ULL : (1ULL << w) - 1;
        s->pairmask[o] = w >= 2 ? (1ULL << (w - 1)) - 1 : 0;
        for (int i = 0; i < MAXL; i++)
            s->line[o][i] = ~0ULL;
        for (int i = 1; i <= s->n[o]; i++)
            s->line[o][i] = ~s->cellmask[o];
    }
    uint64_t x = (uint64_t)rows << 8 | (uint64_t)cols;
    s->dim_key = splitmix(&x);
    s->nsym = rows == cols ? 8 : 4;
    for (int k = 0; k < s->nsym; k++)
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                int rr = k & 2 ? rows - 1 - r : r, cc = k & 1 ? cols - 1 - c : c;
                s->zs[k][0][r + 1][c] = s->zs[k][1][c + 1][r] = k & 4 ? s->zob[0][cc + 1][rr] : s->zob[0][rr + 1][cc];
            }
    for (int o = 0; o < 2; o++) {
        int k = 0;
        for (int i = 1; i <= s->n[o]; i++)
            for (int j = 0; j + 1 < s->n[1 - o]; j++) {
                int b = k++, sc = place(s, o, i, j); /* insertion: stable, so ties stay in board order */
                while (b > 0 && place(s, o, s->order[o][b - 1] >> 8, s->order[o][b - 1] & 255) < sc)
                    s->order[o][b] = s->order[o][b - 1], b--;
                s->order[o][b] = (uint16_t)(i << 8 | j);
            }
        s->norder[o] = k;
    }
    memset(h, 0, sizeof *h);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (gd_domineering_occupied(p, r, c)) {
                s->line[0][r + 1] |= 1ULL << c;
                s->line[1][c + 1] |= 1ULL << r;
                for (int k = 0; k < s->nsym; k++)
                    h->h[k] ^= s->zs[k][0][r + 1][c];
            }
    return 0;
}

/* Searches from this many empty cells on use the second thread. */
#define PAR_ROOT 40

typedef struct {
    gd_domineering_solver *s; /* the helper's own copy of the solver */
    int o, k, empty;
    const hashes *h;
    const mv *m;
    const uint64_t *ck;
} helper_job;

/* The helper thread: the root's moves in the same order, putting off (after the first) those
 * the main thread is in; its results only go to the table. */
static void *helper_main(void *arg)
{
    helper_job *j = arg;
    int nl = 0;
    uint8_t later[MAXMOVES];
    for (int a = 0; a < j->k && !stopped(j->s); a++) {
        if (a > 0 && ld(busy_slot(j->s, j->ck[a])) == j->ck[a])
            later[nl++] = (uint8_t)a;
        else
            child(j->s, j->o, j->h, j->m[a], j->ck[a], j->empty, 1);
    }
    for (int b = 0; b < nl && !stopped(j->s); b++)
        child(j->s, j->o, j->h, j->m[later[b]], j->ck[later[b]], j->empty, 1);
    return NULL;
}

int gd_domineering_search(gd_domineering_solver *s, const gd_position *p, int side, gd_domineering_result *r,
                          char *err, size_t errlen)
{
    hashes h;
    uint64_t before = s->nodes;
    if (load(s, p, &h, err, errlen))
        return -1;
    int o = side == GD_LEFT ? 1 : 0, empty = s->n[0] * s->n[1];
    for (int i = 1; i <= s->n[0]; i++)
        empty -= __builtin_popcountll(s->line[0][i] & s->cellmask[0]);
    r->win = 0;
    r->row = r->col = -1;
    /* the root searches its moves itself, to name the winning one (the table keeps results
     * only): the first winning move in the order of gen, whatever the other thread does */
    mv m[MAXMOVES];
    uint64_t ck[MAXMOVES];
    int k = gen(s, o, m);
    for (int a = 0; a < k; a++) {
        hashes c = moved(s, &h, o, m[a].i, m[a].j);
        ck[a] = key_of(s, &c, 1 - o);
    }
    _Atomic int stop = 0;
    pthread_t th;
    helper_job job = {NULL, o, k, empty, &h, m, ck};
    if (s->threads > 1 && empty >= PAR_ROOT && k > 1) {
        s->busy = calloc(BUSY_SLOTS, sizeof *s->busy);
        job.s = s->busy ? malloc(sizeof *job.s) : NULL;
        if (job.s) {
            memcpy(job.s, s, sizeof *s);
            job.s->nodes = 0;
            job.s->stop = &stop;
            if (pthread_create(&th, NULL, helper_main, &job) != 0)
                free(job.s), job.s = NULL;
        }
        if (!job.s) /* no second thread: the search goes on alone */
            free(s->busy), s->busy = NULL;
    }
    for (int a = 0; a < k && !r->win; a++)
        if (child(s, o, &h, m[a], ck[a], empty, s->busy != NULL)) {
            /* line i, bit j of orientation o: a row (Right) or a column (Left) */
            r->win = 1;
            r->row = o ? m[a].j : m[a].i - 1;
            r->col = o ? m[a].i - 1 : m[a].j;
        }
    if (job.s) {
        atomic_store(&stop, 1);
        pthread_join(th, NULL);
        s->nodes += job.s->nodes;
        free(job.s);
        free(s->busy);
        s->busy = NULL;
    }
    store(s, key_of(s, &h, o), r->win, s->nodes - before);
    r->nodes = s->nodes - before;
    return 0;
}

void gd_domineering_solver_set_threads(gd_domineering_solver *s, int threads)
{
    s->threads = threads > 1 ? 2 : 1;
}

/* Whether p is its own transpose: then Left moving first is Right moving first. */
static int symmetric(const gd_position *p)
{
    int n = gd_domineering_rows(p);
    if (n != gd_domineering_cols(p))
        return 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < r; c++)
            if (gd_domineering_occupied(p, r, c) != gd_domineering_occupied(p, c, r))
                return 0;
    return 1;
}

int gd_domineering_outcome(gd_domineering_solver *s, const gd_position *p, char *err, size_t errlen)
{
    gd_domineering_result l, r;
    if (gd_domineering_search(s, p, GD_LEFT, &l, err, errlen))
        return -1;
    if (symmetric(p))
        r = l;
    else if (gd_domineering_search(s, p, GD_RIGHT, &r, err, errlen))
        return -1;
    return l.win && r.win ? GD_OUTCOME_N : l.win ? GD_OUTCOME_L : r.win ? GD_OUTCOME_R : GD_OUTCOME_P;
}

int gd_dom_bounds_of(gd_domineering_solver *s, const gd_position *p, int side, gd_dom_bounds *b, char *err,
                     size_t errlen)
{
    hashes h;
    if (load(s, p, &h, err, errlen))
        return -1;
    int o = side == GD_LEFT ? 1 : 0;
    sure gm = guaranteed(s, o, 1), go = guaranteed(s, 1 - o, 0);
    b->rules = (gm.moves > most(s, 1 - o) ? GD_DOM_WIN_PAIRS : 0) |
               (gm.moves > cells_bound(s, 1 - o, gm, 1) ? GD_DOM_WIN_CELLS : 0) |
               (go.moves >= most(s, o) ? GD_DOM_LOSS_PAIRS : 0) |
               (go.moves >= cells_bound(s, o, go, 0) ? GD_DOM_LOSS_CELLS : 0);
    b->prot[0] = gm.prot, b->prot[1] = go.prot;
    b->linked[0] = gm.linked, b->linked[1] = go.linked;
    b->iso[0] = gm.iso, b->iso[1] = go.iso;
    b->safe[0] = gm.safe, b->safe[1] = go.safe;
    b->tough[0] = gm.tough, b->tough[1] = go.tough;
    return 0;
}
