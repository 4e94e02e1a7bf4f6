/* wstore.c - the W-store: rows of lower-sheet marks by key, in a ring; only the rows'
 * bands are memory (wstore.h). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, MAP_NORESERVE, madvise */
#include "wstore.h"
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define NONE UINT32_MAX

static uint64_t page_slots(void)
{
    long p = sysconf(_SC_PAGESIZE);
    return p > 0 ? (uint64_t)p / sizeof(uint64_t) : 512;
}

/* The rows' words: reserved address space, zero until written. */
static uint64_t *map_words(size_t words, size_t *bytes)
{
    size_t b = words * sizeof(uint64_t);
    if (words && b / words != sizeof(uint64_t))
        return NULL;
    b = b ? b : sizeof(uint64_t);
    void *p = mmap(NULL, b, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
#ifdef MADV_NOHUGEPAGE
    /* A huge page would hold one plane of many groups: every band's page would be memory. */
    madvise(p, b, MADV_NOHUGEPAGE);
#endif
    *bytes = b;
    return p;
}

/* The slot layout a ring of cap slots and wpr planes needs, the words zero. */
static int alloc_layout(gd_wstore *W, uint64_t cap, size_t wpr, uint64_t group)
{
    uint64_t g = group < cap ? group : cap, ng = cap / g;
    W->w = map_words((size_t)cap * wpr, &W->bytes);
    W->floor = calloc((size_t)cap, sizeof *W->floor);
    W->top = calloc((size_t)cap, sizeof *W->top);
    W->rel = malloc((size_t)ng * sizeof *W->rel);
    W->gtop = calloc((size_t)ng, sizeof *W->gtop);
    if (!W->w || !W->floor || !W->top || !W->rel || !W->gtop)
        return -1;
    for (uint64_t i = 0; i < ng; i++)
        W->rel[i] = NONE; /* nothing in the group yet */
    W->cap = cap;
    W->wpr = wpr;
    W->group = g;
    return 0;
}

static void free_layout(gd_wstore *W)
{
    if (W->w)
        munmap(W->w, W->bytes);
    free(W->floor);
    free(W->top);
    free(W->rel);
    free(W->gtop);
    W->w = NULL;
    W->floor = NULL;
    W->top = NULL;
    W->rel = W->gtop = NULL;
}

int gd_wstore_init(gd_wstore *W, int shifted, uint64_t cap, size_t wpr, uint64_t group)
{
    memset(W, 0, sizeof *W);
    W->shifted = shifted;
    if (alloc_layout(W, cap, wpr, group ? group : page_slots()) != 0) {
        free_layout(W);
        return -1;
    }
    return 0;
}

void gd_wstore_free(gd_wstore *W)
{
    free_layout(W);
    memset(W, 0, sizeof *W);
}

/* The plane of row key that holds index n (may be negative: below word 0). */
static int64_t plane_of(const gd_wstore *W, uint64_t key, uint64_t n)
{
    return (int64_t)(n >> 6) - (int64_t)gd_wstore_base(W, key);
}

static uint32_t floor_plane(const gd_wstore *W, uint64_t key)
{
    int64_t p = plane_of(W, key, *gd_wstore_floor(W, key));
    return p < 0 ? 0 : p > (int64_t)W->wpr ? (uint32_t)W->wpr : (uint32_t)p;
}

/* Group g's planes [a, b) are zero in every slot: given back (or zeroed for a group
 * smaller than a page). */
static void give_back(gd_wstore *W, uint64_t g, uint32_t a, uint32_t b)
{
    size_t len = (size_t)W->group * sizeof(uint64_t);
    int whole = W->group == page_slots() && len > 0; /* a group of a page: given back, else zeroed */
    for (uint32_t j = a; j < b && j < W->wpr; j++) {
        uint64_t *p = W->w + (size_t)j * W->cap + g * W->group;
        if (!whole || madvise(p, len, MADV_DONTNEED) != 0)
            memset(p, 0, len);
    }
}

/* Row key's words zeroed where they may be non-zero: from its group's released planes
 * to its top. Read before written: a page already given back stays so. */
static void zero_row(gd_wstore *W, uint64_t key)
{
    uint64_t s = key & (W->cap - 1), g = s / W->group;
    uint32_t a = W->rel[g], b = W->top[s];
    for (uint32_t j = a; j < b; j++) {
        uint64_t *p = &W->w[(size_t)j * W->cap + s];
        if (*p)
            *p = 0;
    }
    if (b > W->gtop[g])
        W->gtop[g] = b; /* its pages stay until the group's are given back */
    W->top[s] = 0;
}

/* A row with words in planes [a, b) joins its group's ranges. */
static void group_add(gd_wstore *W, uint64_t key, uint32_t a, uint32_t b)
{
    uint64_t g = (key & (W->cap - 1)) / W->group;
    if (a < W->rel[g])
        W->rel[g] = a;
    if (b > W->gtop[g])
        W->gtop[g] = b;
}

/* Re-lays the live rows into a ring of newcap rows of newwpr words: each row's band. */
static int relayout(gd_wstore *W, uint64_t newcap, size_t newwpr)
{
    gd_wstore n = *W;
    if (alloc_layout(&n, newcap, newwpr, W->group) != 0) {
        free_layout(&n);
        return -1;
    }
    for (uint64_t k = W->lo; k < W->hi; k++) {
        uint64_t s = k & (W->cap - 1), t = k & (newcap - 1);
        uint32_t a = floor_plane(W, k), b = W->top[s] < newwpr ? W->top[s] : (uint32_t)newwpr;
        for (uint32_t j = a; j < b; j++)
            n.w[(size_t)j * newcap + t] = W->w[(size_t)j * W->cap + s];
        n.floor[t] = W->floor[s];
        n.top[t] = b > a ? b : 0;
        if (b > a)
            group_add(&n, k, a, b);
    }
    free_layout(W);
    W->w = n.w;
    W->floor = n.floor;
    W->top = n.top;
    W->rel = n.rel;
    W->gtop = n.gtop;
    W->bytes = n.bytes;
    W->cap = n.cap;
    W->wpr = n.wpr;
    W->group = n.group;
    return 0;
}

/* The rows move: another thread reading them is held off by the guard meanwhile, and the
 * need is checked again under it (that thread may have widened them first). */
int gd_wstore_widen(gd_wstore *W, uint64_t need)
{
    if (W->guard)
        W->guard(W->guard_ctx, 1);
    int rc = 0;
    if (need > W->wpr) {
        size_t w = W->wpr + W->wpr / 2;
        rc = relayout(W, W->cap, w < need ? (size_t)need : w);
    }
    if (W->guard)
        W->guard(W->guard_ctx, 0);
    return rc;
}

static int grow_ring(gd_wstore *W)
{
    if (W->guard)
        W->guard(W->guard_ctx, 1);
    int rc = W->hi - W->lo == W->cap ? relayout(W, W->cap * 2, W->wpr) : 0;
    if (W->guard)
        W->guard(W->guard_ctx, 0);
    return rc;
}

int gd_wstore_open(gd_wstore *W, uint64_t key, uint64_t off, uint64_t top, const uint64_t *init, uint64_t nbits)
{
    if (W->hi - W->lo == W->cap && grow_ring(W) != 0)
        return -1;
    W->hi = key + 1;
    if (gd_wstore_cover(W, key, top) != 0 || (nbits && gd_wstore_cover(W, key, off + nbits)) != 0)
        return -1;
    /* the floor: off plus the least clear bit of init */
    size_t n = (size_t)((nbits + 63) >> 6), m = 0;
    while (m < n && init[m] == ~(uint64_t)0)
        m++;
    uint64_t mex = m < n ? ((uint64_t)m << 6) + (uint64_t)__builtin_ctzll(~init[m]) : (uint64_t)m << 6;
    if (mex > nbits)
        mex = nbits;
    uint64_t *row = gd_wstore_row(W, key), cap = W->cap, s = key & (cap - 1);
    *gd_wstore_floor(W, key) = off + mex;
    uint64_t shift = off - (gd_wstore_base(W, key) << 6); /* init's bit 0 lands on row bit shift */
    size_t q = (size_t)(shift >> 6), first = (size_t)((shift + mex) >> 6), end = nbits ? q + n + 1 : first;
    unsigned r = (unsigned)(shift & 63);
    if (end > W->wpr)
        end = W->wpr;
    for (size_t j = first; j < end; j++) {
        /* word j = init's bits [64 j - shift, 64 j - shift + 64) */
        size_t i = j - q;
        uint64_t lo = i < n ? init[i] : 0, hi = i >= 1 && i - 1 < n ? init[i - 1] : 0;
        if (i < n && i + 1 == n && (nbits & 63))
            lo &= ((uint64_t)1 << (nbits & 63)) - 1;
        if (i >= 1 && i == n && (nbits & 63))
            hi &= ((uint64_t)1 << (nbits & 63)) - 1;
        row[j * cap] = (lo << r) | (r ? hi >> (64 - r) : 0);
    }
    W->top[s] = end > first ? (uint32_t)end : 0;
    group_add(W, key, (uint32_t)first, end > first ? (uint32_t)end : (uint32_t)first);
    return 0;
}

void gd_wstore_drop_below(gd_wstore *W, uint64_t key)
{
    if (W->lo < key) {
        for (uint64_t k = W->lo; k < key && k < W->hi; k++)
            zero_row(W, k);
        W->lo = key;
        if (W->hi < W->lo)
            W->hi = W->lo;
    }
}

/* Group g's least floor plane over its live rows (NONE: none live) and its top. */
static uint32_t group_top(const gd_wstore *W, uint64_t g, uint32_t *least_floor)
{
    uint32_t m = NONE, t = W->gtop[g];
    for (uint64_t s = g * W->group; s < (g + 1) * W->group; s++) {
        uint64_t d = (s - W->lo) & (W->cap - 1);
        if (d < W->hi - W->lo) {
            uint32_t f = floor_plane(W, W->lo + d);
            m = f < m ? f : m;
            t = W->top[s] > t ? W->top[s] : t;
        }
    }
    *least_floor = m;
    return t;
}

int gd_wstore_release(gd_wstore *W)
{
    if (W->guard)
        W->guard(W->guard_ctx, 1);
    uint64_t ng = W->cap / W->group;
    for (uint64_t g = 0; g < ng; g++) {
        if (W->rel[g] == NONE)
            continue;
        uint32_t m, t = group_top(W, g, &m);
        W->gtop[g] = t;
        if (m == NONE || m > t) /* no live row, or none with words: up to the top */
            m = t;
        if (m > W->rel[g]) {
            give_back(W, g, W->rel[g], m);
            W->rel[g] = m;
        }
    }
    if (W->guard)
        W->guard(W->guard_ctx, 0);
    return 0;
}

uint64_t gd_wstore_resident(const gd_wstore *W)
{
    uint64_t pages = 0, ng = W->cap / W->group;
    for (uint64_t g = 0; g < ng; g++) {
        uint32_t m, t = group_top(W, g, &m);
        if (W->rel[g] != NONE && t > W->rel[g])
            pages += t - W->rel[g];
    }
    return pages * W->group * sizeof(uint64_t);
}

void gd_wstore_extract(const gd_wstore *W, uint64_t key, uint64_t *dst, uint64_t from, uint64_t nbits)
{
    size_t n = (size_t)((nbits + 63) >> 6);
    for (size_t i = 0; i < n; i++) {
        uint64_t at = from + ((uint64_t)i << 6), k = at >> 6;
        unsigned r = (unsigned)(at & 63);
        uint64_t lo = gd_wstore_word(W, key, k);
        dst[i] = r ? (lo >> r) | (gd_wstore_word(W, key, k + 1) << (64 - r)) : lo;
    }
    /* below the floor: set (those planes may have been given back) */
    uint64_t fl = *gd_wstore_floor(W, key), b0 = (gd_wstore_base(W, key) << 6) + from;
    uint64_t below = fl > b0 ? fl - b0 : 0;
    below = below < nbits ? below : nbits;
    for (uint64_t i = 0; i < below >> 6; i++)
        dst[i] = ~(uint64_t)0;
    if (below & 63)
        dst[below >> 6] |= ((uint64_t)1 << (below & 63)) - 1;
    if (nbits & 63)
        dst[n - 1] &= ((uint64_t)1 << (nbits & 63)) - 1;
}

/* The pages of each group from its released planes to its top t[g], plane by plane: a
 * plane's groups are adjacent in memory, so each run of them is one write (or read). */
static int page_runs(const gd_wstore *W, const uint32_t *t, uint32_t most, gd_blob *b, int load)
{
    uint64_t ng = W->cap / W->group;
    size_t page = (size_t)W->group * sizeof(uint64_t);
    for (uint32_t j = 0; j < most; j++)
        for (uint64_t g = 0; g < ng;) {
            uint64_t h = g;
            while (h < ng && W->rel[h] != NONE && W->rel[h] <= j && j < t[h])
                h++;
            uint64_t *at = W->w + (size_t)j * W->cap + g * W->group;
            if (h > g && load && gd_blob_get(b, at, (size_t)(h - g) * page) != 0)
                return -1;
            if (h > g && !load)
                gd_blob_put(b, at, (size_t)(h - g) * page);
            g = h > g ? h : g + 1;
        }
    return 0;
}

/* The saved store is the store in memory: its shape, every slot's floor and top, every
 * group's released planes and top, then each group's pages between the two (page_runs). */
int gd_wstore_save(const gd_wstore *W, gd_blob *b)
{
    uint64_t ng = W->cap / W->group;
    uint32_t *t = malloc((size_t)ng * sizeof *t);
    if (!t)
        return -1;
    uint32_t most = 0;
    for (uint64_t g = 0; g < ng; g++) {
        uint32_t m;
        t[g] = W->rel[g] == NONE ? 0 : group_top(W, g, &m);
        most = t[g] > most ? t[g] : most;
    }
    uint64_t head[] = {(uint64_t)W->shifted, W->cap, W->wpr, W->group, W->lo, W->hi};
    gd_blob_put(b, head, sizeof head);
    gd_blob_put(b, W->floor, (size_t)W->cap * sizeof *W->floor);
    gd_blob_put(b, W->top, (size_t)W->cap * sizeof *W->top);
    gd_blob_put(b, W->rel, (size_t)ng * sizeof *W->rel);
    gd_blob_put(b, W->gtop, (size_t)ng * sizeof *W->gtop);
    gd_blob_put(b, t, (size_t)ng * sizeof *t);
    page_runs(W, t, most, b, 0);
    free(t);
    return 0;
}

int gd_wstore_load(gd_wstore *W, gd_blob *b)
{
    uint64_t head[6];
    if (gd_blob_get(b, head, sizeof head) != 0)
        return -1;
    uint64_t cap = head[1], wpr = head[2], group = head[3];
    /* a damaged file must not ask for the machine: the slots' arrays are in the file, and
     * the rows are address space reserved, at most 2^40 words */
    if (head[0] > 1 || cap < 64 || (cap & (cap - 1)) || cap > gd_blob_left(b) / 12 || !wpr ||
        wpr > ((uint64_t)1 << 40) / cap || !group || (group & (group - 1)) || group > cap || head[4] > head[5] ||
        head[5] - head[4] > cap)
        return -1;
    gd_wstore_free(W);
    if (gd_wstore_init(W, (int)head[0], cap, (size_t)wpr, group) != 0)
        return -1;
    uint64_t ng = W->cap / W->group;
    W->lo = head[4];
    W->hi = head[5];
    uint32_t *t = malloc((size_t)ng * sizeof *t);
    if (!t || gd_blob_get(b, W->floor, (size_t)cap * sizeof *W->floor) != 0 ||
        gd_blob_get(b, W->top, (size_t)cap * sizeof *W->top) != 0 ||
        gd_blob_get(b, W->rel, (size_t)ng * sizeof *W->rel) != 0 ||
        gd_blob_get(b, W->gtop, (size_t)ng * sizeof *W->gtop) != 0 || gd_blob_get(b, t, (size_t)ng * sizeof *t) != 0) {
        free(t);
        return -1;
    }
    uint32_t most = 0;
    for (uint64_t g = 0; g < ng; g++) {
        if (t[g] > wpr || (W->rel[g] != NONE && W->rel[g] > wpr) || W->gtop[g] > wpr) {
            free(t);
            return -1;
        }
        most = t[g] > most ? t[g] : most;
    }
    for (uint64_t s = 0; s < cap; s++)
        if (W->top[s] > wpr) {
            free(t);
            return -1;
        }
    int rc = page_runs(W, t, most, b, 1);
    free(t);
    return rc;
}
