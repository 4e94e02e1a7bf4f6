#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int pos_cmp(const void *a, const void *b)
{
    const gd_pos *p = a, *q = b;
    if (p->x != q->x)
        return p->x < q->x ? -1 : 1;
    if (p->y != q->y)
        return p->y < q->y ? -1 : 1;
    if (p->z != q->z)
        return p->z < q->z ? -1 : 1;
    return 0;
}

int gd_perturb_from_points(gd_perturb *v, const gd_pos *pts, size_t n, const gd_rules *rules, char *err,
                           size_t errlen)
{
    memset(v, 0, sizeof *v);
    v->kind = GD_PERTURB_FINITE;
    for (size_t i = 0; i < n; i++)
        if (!gd_rules_is_position(rules, pts[i].x, pts[i].y, pts[i].z)) {
            gd_err(err, errlen, "perturbation point [%llu,%llu,%llu] is not a position of %s",
                   (unsigned long long)pts[i].x, (unsigned long long)pts[i].y, (unsigned long long)pts[i].z,
                   rules->name);
            return -1;
        }
    v->pts = malloc((n ? n : 1) * sizeof *v->pts);
    if (!v->pts) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    if (n)
        memcpy(v->pts, pts, n * sizeof *pts);
    qsort(v->pts, n, sizeof *v->pts, pos_cmp);
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (m == 0 || pos_cmp(&v->pts[m - 1], &v->pts[i]) != 0)
            v->pts[m++] = v->pts[i];
    v->npts = m;
    return 0;
}

static int parse_file(gd_perturb *v, const char *path, const gd_rules *rules, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        gd_err(err, errlen, "cannot read perturbation file '%s': %s", path, strerror(errno));
        return -1;
    }
    gd_pos *pts = NULL;
    size_t n = 0, cap = 0, line = 0;
    char buf[512];
    int rc = 0;
    while (fgets(buf, sizeof buf, f)) {
        line++;
        char *hash = strchr(buf, '#');
        if (hash)
            *hash = 0;
        uint64_t c[3];
        const char *p = buf;
        int k = 0;
        for (; k < 3; k++) {
            if (gd_parse_u64_token(&p, &c[k]) != 0)
                break;
        }
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (k == 0 && *p == 0)
            continue;
        if (k != 3 || *p != 0) {
            gd_err(err, errlen, "%s:%zu: expected 'x y z' with non-negative integers", path, line);
            rc = -1;
            break;
        }
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            gd_pos *q = realloc(pts, cap * sizeof *q);
            if (!q) {
                gd_err(err, errlen, "out of memory");
                rc = -1;
                break;
            }
            pts = q;
        }
        pts[n++] = (gd_pos){c[0], c[1], c[2]};
    }
    fclose(f);
    if (rc == 0)
        rc = gd_perturb_from_points(v, pts, n, rules, err, errlen);
    free(pts);
    return rc;
}

int gd_perturb_parse(gd_perturb *v, const char *spec, const gd_rules *rules, char *err, size_t errlen)
{
    memset(v, 0, sizeof *v);
    int rc;
    if (strncmp(spec, "point:", 6) == 0) {
        uint64_t c[3];
        const char *p = spec + 6;
        for (int k = 0; k < 3; k++) {
            if (gd_parse_u64_token(&p, &c[k]) != 0 || (k < 2 && *p++ != ',')) {
                gd_err(err, errlen, "bad perturbation '%s': expected point:x,y,z", spec);
                return -1;
            }
        }
        if (*p) {
            gd_err(err, errlen, "bad perturbation '%s': expected point:x,y,z", spec);
            return -1;
        }
        gd_pos pt = {c[0], c[1], c[2]};
        rc = gd_perturb_from_points(v, &pt, 1, rules, err, errlen);
    } else if (strncmp(spec, "random:", 7) == 0) {
        const char *p = spec + 7;
        int have_seed = 0, have_sigma = 0;
        while (*p) {
            if (strncmp(p, "seed=", 5) == 0) {
                p += 5;
                if (gd_parse_u64_token(&p, &v->seed) != 0)
                    break;
                have_seed = 1;
            } else if (strncmp(p, "sigma=", 6) == 0) {
                char *end;
                errno = 0;
                v->sigma = strtod(p + 6, &end);
                if (end == p + 6 || errno || !(v->sigma >= 0) || !isfinite(v->sigma))
                    break;
                p = end;
                have_sigma = 1;
            } else
                break;
            if (*p == ',')
                p++;
            else if (*p)
                break;
        }
        if (*p || !have_seed || !have_sigma) {
            gd_err(err, errlen, "bad perturbation '%s': expected random:seed=S,sigma=F (S integer, F >= 0)", spec);
            return -1;
        }
        v->kind = GD_PERTURB_RANDOM;
        rc = 0;
    } else {
        rc = parse_file(v, spec, rules, err, errlen);
    }
    if (rc == 0)
        snprintf(v->spec, sizeof v->spec, "%s", spec);
    return rc;
}

void gd_perturb_clear(gd_perturb *v)
{
    free(v->pts);
    memset(v, 0, sizeof *v);
}

int gd_perturb_add_points(gd_perturb *v, const gd_pos *pts, size_t n, const gd_rules *rules, char *err,
                          size_t errlen)
{
    gd_pos *all = malloc((v->npts + n + 1) * sizeof *all);
    if (!all) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    if (v->npts)
        memcpy(all, v->pts, v->npts * sizeof *all);
    if (n)
        memcpy(all + v->npts, pts, n * sizeof *all);
    gd_perturb u;
    int rc = gd_perturb_from_points(&u, all, v->npts + n, rules, err, errlen);
    free(all);
    if (rc != 0)
        return -1;
    free(v->pts);
    v->pts = u.pts;
    v->npts = u.npts;
    if (v->kind == GD_PERTURB_NONE)
        v->kind = GD_PERTURB_FINITE;
    return 0;
}

int gd_perturb_copy(gd_perturb *dst, const gd_perturb *src)
{
    *dst = *src;
    dst->pts = NULL;
    if (src->pts) {
        dst->pts = malloc((src->npts ? src->npts : 1) * sizeof *dst->pts);
        if (!dst->pts)
            return -1;
        if (src->npts)
            memcpy(dst->pts, src->pts, src->npts * sizeof *src->pts);
    }
    return 0;
}

/* A counter-based generator, so the point of a column does not depend on the
 * order in which columns are visited. */
static uint64_t splitmix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

uint64_t gd_perturb_random_z(uint64_t seed, double sigma, uint64_t x, uint64_t y)
{
    uint64_t h = splitmix(seed ^ splitmix(x * 0x100000001b3ULL ^ splitmix(y)));
    double u1 = ((double)(h >> 11) + 1.0) * (1.0 / 9007199254740993.0);
    double u2 = (double)(splitmix(h) >> 11) * (1.0 / 9007199254740992.0);
    double g = sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
    double z = floor((double)y + sigma * g + 0.5);
    /* The parser bounds sigma; the guards keep the conversion defined for any caller. */
    if (!(z > 0))
        return 0;
    return z >= 18446744073709551616.0 ? UINT64_MAX : (uint64_t)z;
}

int gd_perturb_contains(const gd_perturb *v, const gd_rules *rules, uint64_t x, uint64_t y, uint64_t z)
{
    if (v->kind == GD_PERTURB_RANDOM && gd_rules_is_position(rules, x, y, z) &&
        gd_perturb_random_z(v->seed, v->sigma, x, y) == z)
        return 1;
    if (v->npts) {
        gd_pos key = {x, y, z};
        return bsearch(&key, v->pts, v->npts, sizeof key, pos_cmp) != NULL;
    }
    return 0;
}
