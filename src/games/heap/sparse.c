/* The nim-sequence by the sparse-space method (docs/heap.md).
 *
 * A value v is rare under the mask when popcount(v & mask) is even, common when odd.
 * A two-heap split (a, m-a) has the value G(a) ^ G(m-a), which is common exactly when one
 * part is rare. So every common option value of a heap comes from a split with a rare
 * part: the loop over the (few) rare heaps finds all of them, and together with the
 * one-heap and empty options (all enumerated) the seen set is exact on common values.
 * The mex is then the least value not seen if it is common; a rare candidate not seen
 * may still come from a split of two common parts, so the splits are searched in order
 * until it turns up (usually after a few pairs) or every split is exhausted (then the
 * value is G(n), a new rare value). Any mask is correct; a bad one only makes the rare
 * list long. The mask is chosen by a Walsh-Hadamard transform of the value histogram
 * at each power of two, unless the caller fixed it. A finite octal code whose period
 * the Guy-Smith theorem certifies is finished by copying the period. */
#include "pipeline.h"
#include "gamedyn/heap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

uint64_t gd_heap_run_bytes(uint64_t target)
{
    return 4 * (target + 1) + ((uint64_t)16 << 20);
}

uint64_t gd_heap_rare_count(const uint32_t *g, uint64_t n, uint32_t mask)
{
    uint64_t c = 0;
    for (uint64_t i = 1; i < n; i++)
        c += !__builtin_parity(g[i] & mask);
    return c;
}

uint32_t gd_heap_best_mask(const uint32_t *g, uint64_t n, uint64_t *rare_count)
{
    uint32_t maxv = 0;
    for (uint64_t i = 1; i < n; i++)
        if (g[i] > maxv)
            maxv = g[i];
    uint64_t size = 1;
    while (size <= maxv)
        size *= 2;
    if (size > ((uint64_t)1 << 22)) { /* values that large: no split game; keep mask 0 */
        if (rare_count)
            *rare_count = n ? n - 1 : 0;
        return 0;
    }
    int64_t *h = calloc(size, sizeof *h);
    if (!h) {
        if (rare_count)
            *rare_count = n ? n - 1 : 0;
        return 0;
    }
    for (uint64_t i = 1; i < n; i++)
        h[g[i]]++;
    /* W(m) = sum_v h(v) (-1)^popcount(v & m) = #rare - #common: the least W is the best. */
    for (uint64_t len = 1; len < size; len *= 2)
        for (uint64_t i = 0; i < size; i += 2 * len)
            for (uint64_t j = i; j < i + len; j++) {
                int64_t a = h[j], b = h[j + len];
                h[j] = a + b, h[j + len] = a - b;
            }
    uint64_t best = 0;
    for (uint64_t m = 1; m < size; m++)
        if (h[m] < h[best])
            best = m;
    int64_t total = n ? (int64_t)n - 1 : 0;
    if (rare_count)
        *rare_count = (uint64_t)((total + h[best]) / 2);
    free(h);
    return (uint32_t)best;
}

static int rebuild_rare(gd_heap_run *r)
{
    r->nrare = 0;
    for (uint64_t i = 1; i < r->done; i++)
        if (!__builtin_parity(r->g[i] & r->mask) && gd_heap_push_rare(r, i) != 0)
            return -1;
    return 0;
}

static int prefix_add(gd_heap_run *r, uint32_t v)
{
    uint64_t w = v / 64 + 1;
    if (w > r->prefix_words) {
        uint64_t nw = r->prefix_words ? r->prefix_words : 8;
        while (nw < w)
            nw *= 2;
        uint64_t *t = realloc(r->prefix, nw * sizeof *t);
        if (!t)
            return -1;
        memset(t + r->prefix_words, 0, (nw - r->prefix_words) * sizeof *t);
        r->prefix = t, r->prefix_words = nw;
    }
    r->prefix[v / 64] |= (uint64_t)1 << (v % 64);
    return 0;
}

int gd_heap_run_init(gd_heap_run *r, const gd_heap_code *c, uint64_t target, int64_t mask, char *err,
                     size_t errlen)
{
    memset(r, 0, sizeof *r);
    r->code = *c;
    if (target >= UINT32_MAX - 1) {
        gd_err(err, errlen, "heap sizes up to 2^32-3 only");
        return -1;
    }
    r->target = target;
    r->fixed_mask = mask >= 0;
    r->mask = mask >= 0 ? (uint32_t)mask : 0;
    r->g = malloc((target + 1) * sizeof *r->g);
    if (!r->g || gd_heap_grow_seen(r, 8) != 0) {
        gd_heap_run_free(r);
        gd_err(err, errlen, "out of memory for G(0..%llu)", (unsigned long long)target);
        return -1;
    }
    return 0;
}

void gd_heap_run_free(gd_heap_run *r)
{
    free(r->g);
    free(r->rare);
    free(r->rarev);
    free(r->seen);
    free(r->prefix);
    memset(r, 0, sizeof *r);
}

/* seen is a byte per value: the stores of the rare loop do not depend on each other,
 * where or-ing bits into a word chains them through memory (3x slower). */
static inline void set_bit(uint8_t *w, uint32_t v)
{
    w[v] = 1;
}

/* Re-chooses the mask from the values so far; rebuilds the rare list if it changes. */
static int choose_mask(gd_heap_run *r)
{
    if (r->fixed_mask || !gd_heap_code_splits(&r->code))
        return 0;
    uint64_t cnt;
    uint32_t m = gd_heap_best_mask(r->g, r->done, &cnt);
    if (m == r->mask || cnt >= r->nrare)
        return 0;
    r->mask = m;
    return rebuild_rare(r);
}

/* At powers of two: a finite octal code whose period is certified is finished by it. */
static void try_period(gd_heap_run *r)
{
    if (!gd_heap_code_octal_finite(&r->code) || r->filled_from)
        return;
    gd_heap_period P;
    gd_heap_find_period(&r->code, r->g, r->done - 1, (r->done - 1) / 3, 0, &P);
    if (!P.certified)
        return;
    r->filled_from = r->done;
    r->filled_p = P.p;
}

/* Once the period is certified, the values to upto are copied from it. */
static void fill_period(gd_heap_run *r, uint64_t upto)
{
    for (uint64_t m = r->done; m <= upto; m++)
        r->g[m] = r->g[m - r->filled_p];
    if (r->done <= upto)
        r->done = upto + 1;
}

/* allbut codes (no splits): the options are G(m) for every m <= n-k-1 (the prefix, a
 * bitmap kept with its mex), 0 when n itself may be taken, and the k one-heap options
 * of the finite digits; the mex starts at the prefix's mex, so a step is O(k). */
static int compute_tail(gd_heap_run *r, uint64_t n, char *err, size_t errlen)
{
    const gd_heap_code *c = &r->code;
    uint32_t *G = r->g;
    while (r->prefix_upto + c->k + 1 <= n) {
        if (prefix_add(r, G[r->prefix_upto++]) != 0) {
            gd_err(err, errlen, "out of memory");
            return -1;
        }
        while (r->prefix_mex / 64 < r->prefix_words && (r->prefix[r->prefix_mex / 64] >> (r->prefix_mex % 64) & 1))
            r->prefix_mex++;
    }
    uint32_t small[GD_HEAP_MAX_DIGITS + 2];
    int ns = 0;
    uint64_t kmax = (uint64_t)c->k < n ? (uint64_t)c->k : n;
    for (uint64_t j = 1; j <= kmax; j++) {
        unsigned d = c->d[j];
        if ((d & 1) && j == n)
            small[ns++] = 0;
        if ((d & 2) && j < n)
            small[ns++] = G[n - j];
    }
    if (n > (uint64_t)c->k)
        small[ns++] = 0; /* taking the whole heap (j = n > k, tail digit 3) */
    uint64_t v = r->prefix_upto ? r->prefix_mex : 0;
    for (;;) {
        int hit = v / 64 < r->prefix_words && r->prefix_upto && (r->prefix[v / 64] >> (v % 64) & 1);
        for (int i = 0; i < ns && !hit; i++)
            hit = small[i] == v;
        if (!hit)
            break;
        v++;
    }
    G[n] = (uint32_t)v;
    if (v > r->maxval)
        r->maxval = (uint32_t)v;
    return 0;
}

/* G(n) from G(0..n-1). */
static int compute_one(gd_heap_run *r, uint64_t n, const int *sj, int ns, char *err, size_t errlen)
{
    const gd_heap_code *c = &r->code;
    uint32_t *G = r->g;
    uint64_t bits = 1;
    while (bits <= r->maxval)
        bits <<= 1;
    /* Every option value is below 2*bits (XOR stays below bits, the mex is at most bits). */
    uint64_t words = (2 * bits + 64) / 8; /* bytes, in words */
    if (gd_heap_grow_seen(r, words) != 0) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    uint8_t *seen = (uint8_t *)r->seen;
    memset(seen, 0, 2 * bits + 1);
    uint64_t kmax = (uint64_t)c->k < n ? (uint64_t)c->k : n;
    for (uint64_t j = 1; j <= kmax; j++) {
        unsigned d = c->d[j];
        if ((d & 1) && j == n)
            set_bit(seen, 0);
        if ((d & 2) && j < n)
            set_bit(seen, G[n - j]);
    }
    if (c->tail && n > (uint64_t)c->k) {
        /* allbut: every G(m) for m <= n-k-1 (removing j > k tokens); removing n leaves 0 */
        while (r->prefix_upto + c->k + 1 <= n)
            if (prefix_add(r, G[r->prefix_upto++]) != 0) {
                gd_err(err, errlen, "out of memory");
                return -1;
            }
    }
    const uint32_t *rare = r->rare, *rv = r->rarev;
    uint64_t nr = r->nrare;
    for (int s = 0; s < ns; s++) {
        uint64_t m = n - (uint64_t)sj[s];
        if (n < (uint64_t)sj[s] || m < 2)
            continue;
        if (c->unequal) {
            for (uint64_t i = 0; i < nr && rare[i] < m; i++)
                if (2 * (uint64_t)rare[i] != m)
                    set_bit(seen, rv[i] ^ G[m - rare[i]]);
        } else
            for (uint64_t i = 0; i < nr && rare[i] < m; i++)
                set_bit(seen, rv[i] ^ G[m - rare[i]]);
    }
    /* The mex: the least value neither seen nor (allbut) in the prefix. */
    uint32_t v = 0;
    int s = 0;
    uint64_t a = 1;
    for (;;) {
        while (seen[v] || (r->prefix && v / 64 < r->prefix_words && (r->prefix[v / 64] >> (v % 64) & 1)))
            v++;
        if (__builtin_parity(v & r->mask))
            break; /* common: exact */
        /* A rare candidate: search the splits of two common parts for it. */
        int found = 0;
        while (!found && s < ns) {
            uint64_t m = n >= (uint64_t)sj[s] ? n - (uint64_t)sj[s] : 0;
            uint64_t half = m / 2;
            for (; a <= half; a++) {
                if (c->unequal && 2 * a == m)
                    continue;
                uint32_t x = G[a] ^ G[m - a];
                set_bit(seen, x);
                if (x == v) {
                    a++;
                    found = 1;
                    break;
                }
            }
            r->scan_pairs += 1;
            if (!found)
                s++, a = 1;
        }
        if (!found)
            break; /* every split searched: v is G(n), a rare value */
    }
    G[n] = v;
    if (v > r->maxval)
        r->maxval = v;
    if (n >= 1 && !__builtin_parity(v & r->mask) && gd_heap_push_rare(r, n) != 0) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

int gd_heap_run_step(gd_heap_run *r, uint64_t upto, double seconds, char *err, size_t errlen)
{
    if (upto > r->target)
        upto = r->target;
    int sj[GD_HEAP_MAX_DIGITS + 1], ns = 0;
    for (int j = 0; j <= r->code.k; j++)
        if (r->code.d[j] & 4)
            sj[ns++] = j;
    double t0 = seconds > 0 ? gd_seconds() : 0;
    if (r->code.hex) { /* three-heap splits: the plain mex (no sparse method for them) */
        while (r->done <= upto) {
            uint64_t n = r->done;
            if (gd_heap_plain_range(&r->code, n, n, r->g, err, errlen) != 0)
                return -1;
            if (r->g[n] > r->maxval)
                r->maxval = r->g[n];
            r->done = n + 1;
            if (seconds > 0 && (n & 63) == 0 && gd_seconds() - t0 >= seconds)
                break;
        }
        return r->done > r->target;
    }
    while (r->done <= upto) {
        uint64_t n = r->done;
        if (r->filled_from) {
            fill_period(r, upto);
            break;
        }
        if (n >= 64 && (n & (n - 1)) == 0) {
            if (choose_mask(r) != 0) {
                gd_err(err, errlen, "out of memory");
                return -1;
            }
            try_period(r);
            if (r->filled_from) {
                fill_period(r, upto);
                break;
            }
        }
        if (gd_heap_pipeline_fits(r) && n % gd_heap_pipeline_block(r) == 0 && n >= 4 * gd_heap_pipeline_block(r)) {
            /* Two threads up to the next power of two, where the mask may change. */
            uint64_t p2 = (uint64_t)1 << (64 - __builtin_clzll(n)), lim = p2 - 1 < upto ? p2 - 1 : upto;
            if (gd_heap_pipeline(r, lim, seconds > 0 ? t0 + seconds : 0, err, errlen) != 0)
                return -1;
            if (seconds > 0 && gd_seconds() - t0 >= seconds)
                return r->done > r->target;
            continue;
        }
        if ((r->code.tail ? compute_tail(r, n, err, errlen) : compute_one(r, n, sj, ns, err, errlen)) != 0)
            return -1;
        r->done = n + 1;
        if (seconds > 0 && (n & 0xffff) == 0 && gd_seconds() - t0 >= seconds)
            return r->done > r->target;
    }
    return r->done > r->target;
}
