/* view.c - cells of one sheet, captured from a running engine. */
#include "gamedyn/view.h"
#include "gamedyn/bits.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

struct gd_viewer {
    gd_config cfg;
    gd_engine *e;
    uint64_t next; /* the sheet the engine computes next */
    int decompose;
    gd_sheet *kept; /* decompose: sheets 0..next-1 */
};

void gd_view_default_window(gd_sheet_game game, uint64_t x, uint64_t *ny, uint64_t *nz)
{
    uint64_t n = game == GD_SHEET_CHOMP ? x + x / 5 + 1 : 2 * x + 1;
    if (n < 16)
        n = 16;
    *ny = *nz = n;
}

uint64_t gd_view_columns(const gd_config *cfg, uint64_t x)
{
    uint64_t ny, nz;
    gd_view_default_window(cfg->game, x, &ny, &nz);
    return gd_config_is_window(cfg) && ny > cfg->ymax + 1 ? cfg->ymax + 1 : ny;
}

uint64_t gd_view_estimate_bytes(uint64_t ny, uint64_t nz, int decompose)
{
    double cells = (double)ny * (double)nz;
    /* two bit grids, the column buffer, the palette image, and the classes */
    double b = cells / 4 + 64.0 * 8 * ((double)nz / 64 + 1) + cells + (decompose ? cells : 0) + 8.0 * ny;
    return (uint64_t)b;
}

gd_viewer *gd_viewer_new(const gd_config *cfg, int decompose, char *err, size_t errlen)
{
    if (decompose && cfg->game != GD_SHEET_CHOMP) {
        gd_err(err, errlen, "the decomposition into loser lines is defined for Chomp only");
        return NULL;
    }
    gd_viewer *vw = calloc(1, sizeof *vw);
    if (!vw || (decompose && !(vw->kept = calloc(cfg->xmax + 1, sizeof *vw->kept)))) {
        free(vw);
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    vw->cfg = *cfg;
    vw->decompose = decompose;
    vw->e = gd_engine_new(cfg, err, errlen);
    if (!vw->e) {
        gd_viewer_free(vw);
        return NULL;
    }
    return vw;
}

void gd_viewer_free(gd_viewer *vw)
{
    if (!vw)
        return;
    gd_engine_free(vw->e);
    for (uint64_t i = 0; vw->kept && i < vw->next; i++)
        gd_sheet_free(&vw->kept[i]);
    free(vw->kept);
    free(vw);
}

void gd_view_free(gd_view *v)
{
    free(v->winners);
    free(v->extras);
    free(v->loser);
    free(v->classes);
    memset(v, 0, sizeof *v);
}

/* Steps the engine over one sheet, keeping it when decomposing. */
static int viewer_step(gd_viewer *vw, const gd_sheet **s, char *err, size_t errlen)
{
    int rc = gd_engine_next(vw->e, s, err, errlen);
    if (rc != 0) {
        if (rc > 0)
            gd_err(err, errlen, "sheet %llu is past the engine's last sheet", (unsigned long long)vw->next);
        return -1;
    }
    if (vw->decompose && gd_sheet_copy(&vw->kept[vw->next], *s) != 0) {
        gd_err(err, errlen, "out of memory keeping the sheets");
        return -1;
    }
    vw->next++;
    return 0;
}

/* W_x from the engine's mark rows: 64 columns at a time, transposed into grid rows. */
static int capture_winners(gd_viewer *vw, gd_view *v, char *err, size_t errlen)
{
    size_t nw = (size_t)((v->nz + 63) >> 6);
    uint64_t *col = malloc(64 * nw * sizeof *col);
    if (!col) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    for (uint64_t y0 = 0; y0 < v->ny; y0 += 64) {
        uint64_t nj = v->ny - y0 < 64 ? v->ny - y0 : 64;
        memset(col, 0, 64 * nw * sizeof *col);
        for (uint64_t j = 0; j < nj; j++)
            if (gd_engine_winners(vw->e, y0 + j, v->nz, col + j * nw, err, errlen) != 0) {
                free(col);
                return -1;
            }
        for (size_t wi = 0; wi < nw; wi++) {
            uint64_t a[64];
            for (int j = 0; j < 64; j++)
                a[j] = col[(size_t)j * nw + wi];
            gd_bits_transpose64(a);
            for (uint64_t i = 0, z = (uint64_t)wi << 6; i < 64 && z < v->nz; i++, z++)
                v->winners[z * v->rw + (y0 >> 6)] = a[i];
        }
    }
    free(col);
    return 0;
}

/* The lower sheets' lines, shifted left onto sheet x (L), and their deadly diagonals (D). */
static void capture_classes(const gd_viewer *vw, gd_view *v)
{
    for (uint64_t xp = 0; xp < v->x; xp++) {
        const gd_sheet *s = &vw->kept[xp];
        uint64_t t = v->x - xp;
        uint32_t zs;
        if (gd_sheet_lookup(s, 0, &zs) == GD_SHEET_P) {
            if (zs == 0) { /* [x',0,0] is P: every later position moves there */
                for (size_t i = 0; i < v->ny * v->nz; i++)
                    v->classes[i] |= GD_LINE_DD;
                continue;
            }
            for (uint64_t y = 0, n = xp + zs; y < v->ny && v->x + y <= n; y++)
                if (n - v->x - y < v->nz)
                    v->classes[(n - v->x - y) * v->ny + y] |= GD_LINE_DD;
        }
        for (uint64_t y = 0; y < v->ny; y++) {
            uint32_t z;
            if (gd_sheet_lookup(s, y + t, &z) != GD_SHEET_P)
                continue;
            if (z < v->nz)
                v->classes[(uint64_t)z * v->ny + y] |= (uint8_t)gd_loser_class(s, y + t);
        }
    }
}

int gd_viewer_capture(gd_viewer *vw, uint64_t x, uint64_t ny, uint64_t nz, gd_view *v, gd_progress_fn progress,
                      void *ctx, char *err, size_t errlen)
{
    memset(v, 0, sizeof *v);
    if (x < vw->next || x > vw->cfg.xmax) {
        gd_err(err, errlen, "sheet %llu cannot be captured now (next sheet %llu, last %llu)", (unsigned long long)x,
               (unsigned long long)vw->next, (unsigned long long)vw->cfg.xmax);
        return -1;
    }
    if (ny == 0 || nz == 0) {
        gd_err(err, errlen, "empty window");
        return -1;
    }
    const gd_sheet *s;
    while (vw->next < x) {
        if (viewer_step(vw, &s, err, errlen) != 0)
            return -1;
        if (progress)
            progress(ctx, vw->next - 1, x);
    }
    v->x = x, v->ny = ny, v->nz = nz;
    v->rw = (size_t)((ny + 63) >> 6);
    v->winners = calloc(nz * v->rw, sizeof *v->winners);
    v->extras = calloc(nz * v->rw, sizeof *v->extras);
    v->loser = malloc(ny * sizeof *v->loser);
    if (vw->decompose)
        v->classes = calloc(ny * nz, 1);
    if (!v->winners || !v->extras || !v->loser || (vw->decompose && !v->classes)) {
        gd_view_free(v);
        gd_err(err, errlen, "out of memory for a %llux%llu window", (unsigned long long)ny, (unsigned long long)nz);
        return -1;
    }
    if (capture_winners(vw, v, err, errlen) != 0 || viewer_step(vw, &s, err, errlen) != 0) {
        gd_view_free(v);
        return -1;
    }
    for (uint64_t y = 0; y < ny; y++) {
        uint32_t z;
        v->loser[y] = gd_sheet_lookup(s, y, &z) == GD_SHEET_P ? z : GD_VIEW_NO_P;
        uint64_t ex[GD_MAX_EXTRAS];
        int n = gd_engine_extras(vw->e, x, y, ex, GD_MAX_EXTRAS);
        for (int i = 0; i < n; i++)
            if (ex[i] < nz)
                v->extras[ex[i] * v->rw + (y >> 6)] |= (uint64_t)1 << (y & 63);
    }
    if (vw->decompose)
        capture_classes(vw, v);
    return 0;
}

int gd_view_compute(gd_view *v, const gd_config *cfg, uint64_t x, uint64_t ny, uint64_t nz, int decompose,
                    gd_progress_fn progress, void *ctx, char *err, size_t errlen)
{
    gd_config c = *cfg;
    c.xmax = x;
    gd_viewer *vw = gd_viewer_new(&c, decompose, err, errlen);
    if (!vw)
        return -1;
    int rc = gd_viewer_capture(vw, x, ny, nz, v, progress, ctx, err, errlen);
    gd_viewer_free(vw);
    return rc;
}

int gd_loser_class(const gd_sheet *s, uint64_t y)
{
    uint32_t z, z0;
    if (gd_sheet_lookup(s, y, &z) != GD_SHEET_P || gd_sheet_lookup(s, 0, &z0) != GD_SHEET_P)
        return 0;
    if (s->kind == GD_SHEET_TAIL && y >= s->len)
        return GD_LINE_F;
    return (y > 0 && (uint64_t)z + y < z0) ? GD_LINE_LL : GD_LINE_U;
}

int gd_view_density(const gd_view *v, unsigned g, double *d)
{
    if (g == 0 || g > v->ny || g > v->nz)
        return -1;
    uint64_t *cnt = calloc((size_t)g * g * 2, sizeof *cnt);
    if (!cnt)
        return -1;
    for (uint64_t z = 0; z < v->nz; z++) {
        uint64_t i = z * g / v->nz;
        for (uint64_t y = 0; y < v->ny; y++) {
            uint64_t k = 2 * (i * g + y * g / v->ny);
            cnt[k] += (uint64_t)gd_view_winner(v, y, z);
            cnt[k + 1]++;
        }
    }
    for (size_t k = 0; k < (size_t)g * g; k++)
        d[k] = (double)cnt[2 * k] / (double)cnt[2 * k + 1];
    free(cnt);
    return 0;
}

double gd_density_distance(const double *a, const double *b, unsigned g)
{
    double s = 0;
    for (size_t k = 0; k < (size_t)g * g; k++)
        s += a[k] > b[k] ? a[k] - b[k] : b[k] - a[k];
    return s / ((double)g * g);
}
