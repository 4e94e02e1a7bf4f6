#include "gamedyn/io.h"
#include "gamedyn/sheet.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int pos_cmp(const void *a, const void *b)
{
    const gd_xyz *p = a, *q = b;
    if (p->x != q->x)
        return p->x < q->x ? -1 : 1;
    if (p->y != q->y)
        return p->y < q->y ? -1 : 1;
    if (p->z != q->z)
        return p->z < q->z ? -1 : 1;
    return 0;
}

int gd_perturb_from_points(gd_perturb *v, const gd_xyz *pts, size_t n, const gd_rules *rules, char *err,
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

/* One line of a V file (any length, NUL-free, '#' starts a comment): 1 for a point,
 * 0 for a blank or comment line, -1 if it is not "x y z". */
static int parse_line(char *line, size_t len, gd_xyz *pt)
{
    if (strlen(line) != len)
        return -1; /* an embedded NUL would hide the rest of the line */
    char *hash = strchr(line, '#');
    if (hash)
        *hash = 0;
    uint64_t c[3];
    const char *p = line;
    int k = 0;
    while (k < 3 && gd_parse_u64_token(&p, &c[k]) == 0)
        k++;
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
        p++;
    if (k == 0 && *p == 0)
        return 0;
    if (k != 3 || *p != 0)
        return -1;
    *pt = (gd_xyz){c[0], c[1], c[2]};
    return 1;
}

/* A V file: a regular file or a FIFO (so '<(...)' works); a directory or a device
 * is refused rather than read as an empty V. An empty file is an empty V. */
static int parse_file(gd_perturb *v, const char *path, const gd_rules *rules, char *err, size_t errlen)
{
    gd_lines in;
    int o = gd_lines_open(&in, path);
    if (o == GD_LINES_CANNOT_OPEN) {
        gd_err(err, errlen, "cannot read perturbation file '%s': %s", path, strerror(errno));
        return -1;
    }
    if (o) {
        gd_err(err, errlen, "perturbation file '%s' is %s", path,
               o == GD_LINES_DIRECTORY ? "a directory" : "not a regular file");
        return -1;
    }
    gd_xyz *pts = NULL;
    size_t n = 0, cap = 0;
    int rc = 0, got;
    while ((got = gd_lines_next(&in)) == 1) {
        gd_xyz pt;
        int r = parse_line(in.line, in.len, &pt);
        if (r < 0) {
            gd_err(err, errlen, "%s:%lu: expected 'x y z' with non-negative integers", path, in.no);
            rc = -1;
            break;
        }
        if (r == 0)
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            gd_xyz *q = realloc(pts, cap * sizeof *q);
            if (!q) {
                gd_err(err, errlen, "out of memory");
                rc = -1;
                break;
            }
            pts = q;
        }
        pts[n++] = pt;
    }
    if (rc == 0 && got == GD_LINES_TOO_LONG) {
        gd_err(err, errlen, "%s:%lu: line longer than %zu bytes", path, in.no, GD_LINES_MAX);
        rc = -1;
    } else if (rc == 0 && got < 0) {
        gd_err(err, errlen, "error reading perturbation file '%s': %s", path, strerror(errno));
        rc = -1;
    }
    gd_lines_close(&in);
    if (rc == 0)
        rc = gd_perturb_from_points(v, pts, n, rules, err, errlen);
    free(pts);
    return rc;
}

/* A decimal number at p (digits, '.', exponent; strtod would also take nan, inf and hex):
 * its value, or -1 when it is not one; *end after it. */
static double parse_decimal(const char *p, const char **end)
{
    const char *q = p;
    while ((*q >= '0' && *q <= '9') || *q == '.' || *q == 'e' || *q == 'E' || *q == '+' || *q == '-')
        q++;
    char num[64], *e;
    size_t len = (size_t)(q - p);
    double s = -1;
    if (len > 0 && len < sizeof num) {
        memcpy(num, p, len);
        num[len] = 0;
        s = strtod(num, &e); /* overflow gives HUGE_VAL, refused by the callers; underflow is 0 */
        if (*e)
            s = -1;
    }
    *end = q;
    return s;
}

/* random:seed=S,sigma=F[,clip=0|1][,centre=diagonal|losers][,p=P][,from=N], each key once. */
static int parse_random(gd_perturb *v, const char *spec, const gd_rules *rules, char *err, size_t errlen)
{
    const char *p = spec + 7;
    enum { SEED, SIGMA, CLIP, CENTRE, PROB, FROM, NKEYS };
    static const char *keys[NKEYS] = {"seed=", "sigma=", "clip=", "centre=", "p=", "from="};
    int have[NKEYS] = {0}, clip = rules->game == GD_SHEET_NIM, dangling = 0; /* ',' with no key after it */
    double prob = 1;
    for (;;) {
        int k = 0;
        while (k < NKEYS && strncmp(p, keys[k], strlen(keys[k])) != 0)
            k++;
        if (k == NKEYS)
            break;
        if (have[k]) {
            gd_err(err, errlen, "bad perturbation '%s': %.*s given twice", spec, (int)strlen(keys[k]) - 1, keys[k]);
            return -1;
        }
        have[k] = 1;
        p += strlen(keys[k]);
        if (k == SEED || k == FROM) {
            uint64_t *to = k == SEED ? &v->seed : &v->from;
            if (*p < '0' || *p > '9' || gd_parse_u64_token(&p, to) != 0) {
                gd_err(err, errlen, "bad perturbation '%s': %s must be an integer from 0 to 2^64-1", spec,
                       k == SEED ? "seed" : "from");
                return -1;
            }
        } else if (k == SIGMA) {
            double s = parse_decimal(p, &p);
            if (!(s >= 0 && s <= GD_PERTURB_SIGMA_MAX)) {
                gd_err(err, errlen, "bad perturbation '%s': sigma must be a number from 0 to %.0f", spec,
                       GD_PERTURB_SIGMA_MAX);
                return -1;
            }
            v->sigma = s == 0 ? 0.0 : s; /* no -0: the hash sees the bits */
        } else if (k == PROB) {
            prob = parse_decimal(p, &p);
            if (!(prob >= 0 && prob <= 1)) {
                gd_err(err, errlen, "bad perturbation '%s': p must be a number from 0 to 1", spec);
                return -1;
            }
        } else if (k == CLIP) {
            if ((*p != '0' && *p != '1') || (p[1] && p[1] != ',')) {
                gd_err(err, errlen, "bad perturbation '%s': clip must be 0 or 1", spec);
                return -1;
            }
            clip = *p++ == '1';
        } else {
            size_t n = strcspn(p, ",");
            if (n == 8 && strncmp(p, "diagonal", 8) == 0)
                v->centre = GD_CENTRE_DIAGONAL;
            else if (n == 6 && strncmp(p, "losers", 6) == 0)
                v->centre = GD_CENTRE_LOSERS;
            else {
                gd_err(err, errlen, "bad perturbation '%s': centre must be diagonal or losers", spec);
                return -1;
            }
            p += n;
        }
        dangling = *p == ',';
        if (!dangling)
            break;
        p++;
    }
    if (*p || dangling || !have[SEED] || !have[SIGMA]) {
        gd_err(err, errlen,
               "bad perturbation '%s': expected random:seed=S,sigma=F[,clip=0|1][,centre=diagonal|losers][,p=P]"
               "[,from=N] (S, N integers, F >= 0, 0 <= P <= 1)",
               spec);
        return -1;
    }
    if (v->centre == GD_CENTRE_LOSERS && rules->game != GD_SHEET_CHOMP) {
        gd_err(err, errlen, "bad perturbation '%s': centre=losers follows Chomp's loser lines; %s has none", spec,
               rules->name);
        return -1;
    }
    v->redraw = !clip;
    v->zmin = v->redraw ? (rules->game == GD_SHEET_CHOMP ? 1 : 0) : 0;
    v->skip = 1.0 - prob;
    v->kind = GD_PERTURB_RANDOM;
    return 0;
}

int gd_perturb_parse(gd_perturb *v, const char *spec, const gd_rules *rules, char *err, size_t errlen)
{
    memset(v, 0, sizeof *v);
    /* The spec is the perturbation's name in every output: recorded whole, or refused. */
    if (strlen(spec) >= sizeof v->spec) {
        gd_err(err, errlen, "perturbation '%.40s...' is %zu characters long: at most %zu can be recorded", spec,
               strlen(spec), sizeof v->spec - 1);
        return -1;
    }
    int rc;
    if (strncmp(spec, "point:", 6) == 0) {
        uint64_t c[3];
        const char *p = spec + 6;
        for (int k = 0; k < 3; k++) {
            if (*p < '0' || *p > '9' || gd_parse_u64_token(&p, &c[k]) != 0 || (k < 2 && *p++ != ',')) {
                gd_err(err, errlen, "bad perturbation '%s': expected point:x,y,z (integers below 2^64)", spec);
                return -1;
            }
        }
        if (*p) {
            gd_err(err, errlen, "bad perturbation '%s': expected point:x,y,z (integers below 2^64)", spec);
            return -1;
        }
        gd_xyz pt = {c[0], c[1], c[2]};
        rc = gd_perturb_from_points(v, &pt, 1, rules, err, errlen);
    } else if (strncmp(spec, "random:", 7) == 0) {
        rc = parse_random(v, spec, rules, err, errlen);
    } else {
        rc = parse_file(v, spec, rules, err, errlen);
    }
    if (rc == 0)
        snprintf(v->spec, sizeof v->spec, "%s", spec);
    return rc;
}

static uint64_t fnv_u64(uint64_t h, uint64_t v)
{
    for (int i = 0; i < 8; i++) {
        h ^= (v >> (8 * i)) & 0xff;
        h *= 0x100000001b3ULL;
    }
    return h;
}

uint64_t gd_perturb_hash(const gd_perturb *v)
{
    uint64_t sig;
    double s = v->sigma == 0 ? 0.0 : v->sigma;
    memcpy(&sig, &s, sizeof sig);
    uint64_t h = 0xcbf29ce484222325ULL;
    h = fnv_u64(h, (uint64_t)v->kind);
    h = fnv_u64(h, v->kind == GD_PERTURB_RANDOM ? v->seed : 0);
    h = fnv_u64(h, v->kind == GD_PERTURB_RANDOM ? sig : 0);
    size_t n = v->pts ? v->npts : 0;
    h = fnv_u64(h, (uint64_t)n);
    for (size_t i = 0; i < n; i++) {
        h = fnv_u64(h, v->pts[i].x);
        h = fnv_u64(h, v->pts[i].y);
        h = fnv_u64(h, v->pts[i].z);
    }
    /* The model only when it is not the old one, so that the old model's hash (and the
     * databases that store it) stay as they were. */
    if (v->kind == GD_PERTURB_RANDOM && (v->redraw || v->centre || v->skip != 0 || v->from || v->zmin)) {
        uint64_t skip;
        double k = v->skip == 0 ? 0.0 : v->skip;
        memcpy(&skip, &k, sizeof skip);
        h = fnv_u64(h, (uint64_t)v->redraw);
        h = fnv_u64(h, (uint64_t)v->centre);
        h = fnv_u64(h, skip);
        h = fnv_u64(h, v->from);
        h = fnv_u64(h, v->zmin);
    }
    return h;
}

void gd_perturb_clear(gd_perturb *v)
{
    free(v->pts);
    memset(v, 0, sizeof *v);
}

int gd_perturb_add_points(gd_perturb *v, const gd_xyz *pts, size_t n, const gd_rules *rules, char *err,
                          size_t errlen)
{
    gd_xyz *all = malloc((v->npts + n + 1) * sizeof *all);
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

int gd_perturb_contains(const gd_perturb *v, const gd_rules *rules, uint64_t x, uint64_t y, uint64_t z)
{
    uint64_t rz;
    if (v->kind == GD_PERTURB_RANDOM && gd_rules_is_position(rules, x, y, z) && gd_perturb_random_point(v, x, y, &rz) &&
        rz == z)
        return 1;
    if (v->npts) {
        gd_xyz key = {x, y, z};
        return bsearch(&key, v->pts, v->npts, sizeof key, pos_cmp) != NULL;
    }
    return 0;
}
