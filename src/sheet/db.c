#include "gamedyn/sheet.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define DB_MAGIC "GAMEDYN\x1a"
/* 2 added the hash of the parsed perturbation; 1 is still read (it stores the whole V,
 * so the hash is computed from it). */
#define DB_VERSION 3u
/* The variant field of a file with K >= 2 passes; K follows it (docs/format.md). */
#define DB_VARIANT_PASSES 3u

typedef struct {
    FILE *f;
    uint64_t hash;
    int bad;
} writer;

static void w_bytes(writer *w, const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) {
        w->hash ^= b[i];
        w->hash *= 0x100000001b3ULL;
    }
    if (fwrite(p, 1, n, w->f) != n)
        w->bad = 1;
}

static void w_u64(writer *w, uint64_t v)
{
    unsigned char b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (unsigned char)(v >> (8 * i));
    w_bytes(w, b, 8);
}

static void w_u32s(writer *w, const uint32_t *v, uint64_t n)
{
    unsigned char buf[4096];
    size_t k = 0;
    for (uint64_t i = 0; i < n; i++) {
        for (int j = 0; j < 4; j++)
            buf[k++] = (unsigned char)(v[i] >> (8 * j));
        if (k == sizeof buf) {
            w_bytes(w, buf, k);
            k = 0;
        }
    }
    w_bytes(w, buf, k);
}

static void w_str(writer *w, const char *s)
{
    uint64_t n = s ? strlen(s) : 0;
    w_u64(w, n);
    w_bytes(w, s ? s : "", n);
}

static void w_sheet(writer *w, const gd_sheet *s)
{
    w_u64(w, s->x);
    w_u64(w, (uint64_t)s->kind);
    w_u64(w, s->len);
    w_u64(w, s->kind == GD_SHEET_TAIL ? s->period : 0);
    w_u64(w, s->computed);
    w_u32s(w, s->z, s->len);
    if (s->kind == GD_SHEET_TAIL)
        w_u32s(w, s->tail, s->period);
}

int gd_db_write(const char *path, const gd_solution *sol, char *err, size_t errlen)
{
    char *tmp;
    writer w = {gd_file_begin(path, &tmp, err, errlen), 0xcbf29ce484222325ULL, 0};
    if (!w.f)
        return -1;
    const gd_config *c = &sol->cfg;
    w_bytes(&w, DB_MAGIC, 8);
    w_u64(&w, DB_VERSION);
    w_u64(&w, (uint64_t)c->game);
    unsigned K = gd_config_passes(c);
    if (K > 1) { /* several passes: variant 3, then K (a one-pass file is unchanged) */
        w_u64(&w, DB_VARIANT_PASSES);
        w_u64(&w, K);
    } else
        w_u64(&w, (uint64_t)c->variant);
    w_u64(&w, c->xmax);
    w_u64(&w, c->ymax);
    w_str(&w, gd_version());
    w_str(&w, sol->provenance);
    w_u64(&w, (uint64_t)sol->perturb.kind);
    w_str(&w, sol->perturb.spec);
    w_u64(&w, sol->perturb.seed);
    uint64_t sig;
    memcpy(&sig, &sol->perturb.sigma, 8);
    w_u64(&w, sig);
    /* version 3: the random model */
    uint64_t skip;
    memcpy(&skip, &sol->perturb.skip, 8);
    w_u64(&w, (uint64_t)sol->perturb.redraw);
    w_u64(&w, (uint64_t)sol->perturb.centre);
    w_u64(&w, skip);
    w_u64(&w, sol->perturb.from);
    w_u64(&w, sol->perturb.zmin);
    w_u64(&w, sol->perturb.pts ? sol->perturb.npts : 0);
    for (size_t i = 0; sol->perturb.pts && i < sol->perturb.npts; i++) {
        w_u64(&w, sol->perturb.pts[i].x);
        w_u64(&w, sol->perturb.pts[i].y);
        w_u64(&w, sol->perturb.pts[i].z);
    }
    w_u64(&w, gd_perturb_hash(&sol->perturb));
    w_u64(&w, sol->nsheets);
    for (uint64_t i = 0; i < sol->nsheets; i++)
        w_sheet(&w, &sol->sheets[i]);
    for (uint64_t i = 0; sol->plain && i < sol->nsheets; i++)
        w_sheet(&w, &sol->plain[i]);
    for (unsigned j = K > 1 ? K - 1 : 0; j-- > 0;) /* K-2 passes left, ..., 0 */
        for (uint64_t i = 0; i < sol->nsheets; i++)
            w_sheet(&w, &sol->lower[j][i]);
    uint64_t h = w.hash;
    w_u64(&w, h);
    return gd_file_commit(w.f, tmp, path, w.bad, err, errlen);
}

typedef struct {
    const unsigned char *p;
    size_t n, at;
    int bad;
} reader;

static uint64_t r_u64(reader *r)
{
    if (r->n - r->at < 8) {
        r->bad = 1;
        return 0;
    }
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)r->p[r->at + i] << (8 * i);
    r->at += 8;
    return v;
}

static uint32_t *r_u32s(reader *r, uint64_t n)
{
    if (n > (r->n - r->at) / 4) {
        r->bad = 1;
        return NULL;
    }
    uint32_t *v = malloc((n ? n : 1) * sizeof *v);
    if (!v) {
        r->bad = 1;
        return NULL;
    }
    for (uint64_t i = 0; i < n; i++) {
        const unsigned char *b = r->p + r->at + 4 * i;
        v[i] = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
    }
    r->at += 4 * n;
    return v;
}

static char *r_str(reader *r)
{
    uint64_t n = r_u64(r);
    if (r->bad || n > r->n - r->at) {
        r->bad = 1;
        return NULL;
    }
    char *s = malloc(n + 1);
    if (!s) {
        r->bad = 1;
        return NULL;
    }
    memcpy(s, r->p + r->at, n);
    s[n] = 0;
    r->at += n;
    return s;
}

static void r_sheet(reader *r, gd_sheet *s, uint64_t x)
{
    s->x = r_u64(r);
    uint64_t kind = r_u64(r);
    s->len = r_u64(r);
    s->period = r_u64(r);
    s->computed = r_u64(r);
    if (r->bad || s->x != x || kind > GD_SHEET_WINDOW || (kind == GD_SHEET_TAIL) != (s->period > 0)) {
        r->bad = 1;
        return;
    }
    s->kind = (gd_sheet_kind)kind;
    s->z = s->len ? r_u32s(r, s->len) : NULL;
    if (s->kind == GD_SHEET_TAIL)
        s->tail = r_u32s(r, s->period);
}

/* Membership in V is a binary search: the stored points must be strictly increasing. */
static int points_sorted(const gd_perturb *v)
{
    for (size_t i = 1; v->pts && i < v->npts; i++) {
        const gd_xyz *a = &v->pts[i - 1], *b = &v->pts[i];
        if (!(a->x < b->x || (a->x == b->x && (a->y < b->y || (a->y == b->y && a->z < b->z)))))
            return 0;
    }
    return 1;
}

int gd_db_read(const char *path, gd_solution *sol, char *err, size_t errlen)
{
    memset(sol, 0, sizeof *sol);
    FILE *f = fopen(path, "rb");
    if (!f) {
        gd_err(err, errlen, "cannot read database '%s': %s", path, strerror(errno));
        return -1;
    }
    /* A database is read whole: a device (/dev/zero) or a pipe would grow the buffer without
     * end, so only a regular file is read, and only if it and the sheets it holds (about as
     * large again) fit in the memory available now. */
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
        int dir = S_ISDIR(st.st_mode);
        fclose(f);
        gd_err(err, errlen, "database '%s' is %s", path, dir ? "a directory" : "not a regular file");
        return -1;
    }
    const char *figure = "available memory";
    uint64_t size = (uint64_t)st.st_size, avail = gd_available_memory(&figure);
    if (avail && size > avail / 2) {
        char need[32], have[32];
        fclose(f);
        gd_err(err, errlen, "database '%s' needs about %s of memory to read, over the %s (%s)", path,
               gd_format_bytes(2 * size, need, sizeof need), figure, gd_format_bytes(avail, have, sizeof have));
        return -1;
    }
    size_t cap = (size_t)size + 1, n = 0;
    unsigned char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        gd_err(err, errlen, "out of memory reading '%s'", path);
        return -1;
    }
    /* The file may have grown since fstat: what is past the size read is the checksum's to catch. */
    for (size_t got; n < cap && (got = fread(buf + n, 1, cap - n, f)) > 0;)
        n += got;
    int rerr = ferror(f) ? errno : 0;
    if (rerr || n == cap) {
        free(buf);
        fclose(f);
        gd_err(err, errlen, "database '%s' %s", path, rerr ? strerror(rerr) : "changed while it was read");
        return -1;
    }
    fclose(f);
    if (n < 16 || memcmp(buf, DB_MAGIC, 8) != 0) {
        free(buf);
        gd_err(err, errlen, "'%s' is not a gamedyn database", path);
        return -1;
    }
    uint64_t h = 0xcbf29ce484222325ULL, stored = 0;
    for (size_t i = 0; i < n - 8; i++) {
        h ^= buf[i];
        h *= 0x100000001b3ULL;
    }
    for (int i = 0; i < 8; i++)
        stored |= (uint64_t)buf[n - 8 + i] << (8 * i);
    if (h != stored) {
        free(buf);
        gd_err(err, errlen, "database '%s' is truncated or corrupted (checksum mismatch)", path);
        return -1;
    }
    reader r = {buf, n - 8, 8, 0};
    uint64_t version = r_u64(&r);
    if (version < 1 || version > DB_VERSION) {
        free(buf);
        gd_err(err, errlen, "database '%s' has format version %llu, this gamedyn reads 1 to %u", path,
               (unsigned long long)version, DB_VERSION);
        return -1;
    }
    uint64_t game = r_u64(&r), variant = r_u64(&r), passes = 0;
    if (variant == DB_VARIANT_PASSES) {
        passes = r_u64(&r);
        if (passes < 2 || passes > GD_MAX_PASSES) {
            r.bad = 1;
            passes = 0; /* the layer loops below count from it */
        }
        variant = GD_VARIANT_PASS;
    }
    sol->cfg.xmax = r_u64(&r);
    sol->cfg.ymax = r_u64(&r);
    free(r_str(&r)); /* the gamedyn version that wrote it */
    sol->provenance = r_str(&r);
    uint64_t pk = r_u64(&r);
    char *spec = r_str(&r);
    if (spec) {
        snprintf(sol->perturb.spec, sizeof sol->perturb.spec, "%s", spec);
        free(spec);
    }
    sol->perturb.seed = r_u64(&r);
    uint64_t sig = r_u64(&r);
    memcpy(&sol->perturb.sigma, &sig, 8);
    uint64_t redraw = 0, centre = 0;
    if (version >= 3) { /* before, every random V was the old model: all 0 */
        redraw = r_u64(&r);
        centre = r_u64(&r);
        uint64_t skip = r_u64(&r);
        memcpy(&sol->perturb.skip, &skip, 8);
        sol->perturb.from = r_u64(&r);
        sol->perturb.zmin = r_u64(&r);
        if (redraw > 1 || centre > GD_CENTRE_LOSERS || !(sol->perturb.skip >= 0 && sol->perturb.skip <= 1))
            r.bad = 1;
        sol->perturb.redraw = (int)redraw;
        sol->perturb.centre = (int)centre;
    }
    uint64_t npts = r_u64(&r);
    if (r.bad || game > GD_SHEET_CHOMP || variant > GD_VARIANT_PERTURB || pk > GD_PERTURB_RANDOM ||
        npts > (r.n - r.at) / 24)
        r.bad = 1;
    if (!r.bad) {
        sol->cfg.game = (gd_sheet_game)game;
        sol->cfg.variant = (gd_variant)variant;
        sol->cfg.passes = (unsigned)passes;
        sol->perturb.kind = (gd_perturb_kind)pk;
        sol->perturb.pts = malloc((npts ? npts : 1) * sizeof *sol->perturb.pts);
        sol->perturb.npts = npts;
        if (!sol->perturb.pts)
            r.bad = 1;
        for (uint64_t i = 0; !r.bad && i < npts; i++) {
            sol->perturb.pts[i].x = r_u64(&r);
            sol->perturb.pts[i].y = r_u64(&r);
            sol->perturb.pts[i].z = r_u64(&r);
        }
        sol->cfg.perturb = &sol->perturb;
        /* The stored hash must be that of the stored V. */
        if (version >= 2 && r_u64(&r) != gd_perturb_hash(&sol->perturb))
            r.bad = 1;
    }
    uint64_t ns = r_u64(&r);
    if (!r.bad && (ns == 0 || ns != sol->cfg.xmax + 1 || ns > (r.n - r.at) / 40 || !points_sorted(&sol->perturb)))
        r.bad = 1;
    if (!r.bad) {
        sol->sheets = calloc(ns, sizeof *sol->sheets);
        if (variant == GD_VARIANT_PASS)
            sol->plain = calloc(ns, sizeof *sol->plain);
        int lost = 0;
        for (unsigned j = 0; j + 2 <= passes; j++)
            lost |= !(sol->lower[j] = calloc(ns, sizeof *sol->lower[j]));
        if (lost || !sol->sheets || (variant == GD_VARIANT_PASS && !sol->plain))
            r.bad = 1;
        else
            sol->nsheets = ns;
    }
    for (uint64_t i = 0; !r.bad && i < sol->nsheets; i++)
        r_sheet(&r, &sol->sheets[i], i);
    for (uint64_t i = 0; !r.bad && sol->plain && i < sol->nsheets; i++)
        r_sheet(&r, &sol->plain[i], i);
    for (unsigned j = passes > 1 ? (unsigned)passes - 1 : 0; !r.bad && j-- > 0;)
        for (uint64_t i = 0; !r.bad && i < sol->nsheets; i++)
            r_sheet(&r, &sol->lower[j][i], i);
    if (!r.bad && r.at != r.n)
        r.bad = 1;
    free(buf);
    if (r.bad) {
        gd_solution_free(sol);
        gd_err(err, errlen, "database '%s' is malformed", path);
        return -1;
    }
    return 0;
}
