/* Perturbations of two-heap tables: forced terminal positions and extra moves to (0,0). */
#include "gamedyn/io.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    uint64_t *v;
    size_t n, cap;
} pairs;

static int push(pairs *p, uint64_t a, uint64_t b)
{
    if (p->n == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 16;
        uint64_t *v = realloc(p->v, 2 * cap * sizeof *v);
        if (!v)
            return -1;
        p->v = v, p->cap = cap;
    }
    p->v[2 * p->n] = a, p->v[2 * p->n + 1] = b;
    p->n++;
    return 0;
}

static int pair_cmp(const void *x, const void *y)
{
    const uint64_t *a = x, *b = y;
    if (a[0] != b[0])
        return a[0] < b[0] ? -1 : 1;
    return a[1] < b[1] ? -1 : a[1] > b[1];
}

static void finish(pairs *p)
{
    if (!p->n)
        return;
    qsort(p->v, p->n, 2 * sizeof *p->v, pair_cmp);
    size_t k = 0;
    for (size_t i = 0; i < p->n; i++)
        if (!k || pair_cmp(p->v + 2 * i, p->v + 2 * (k - 1)) != 0) {
            p->v[2 * k] = p->v[2 * i], p->v[2 * k + 1] = p->v[2 * i + 1];
            k++;
        }
    p->n = k;
}

#define COORD_LIMIT 4294967295u

static int coord(const char **s, uint64_t *v, const char *where, char *err, size_t errlen)
{
    while (**s == ' ' || **s == '\t')
        (*s)++;
    if (**s == '-') {
        gd_err(err, errlen, "negative entry in %s", where);
        return -1;
    }
    if (!isdigit((unsigned char)**s) || gd_parse_u64_token(s, v) != 0 || *v > COORD_LIMIT) {
        gd_err(err, errlen, "malformed %s: expected an integer from 0 to %u at '%.20s'", where, COORD_LIMIT, *s);
        return -1;
    }
    return 0;
}

static int add_point(pairs *t, pairs *z, int zero, uint64_t a, uint64_t b, const char *where, char *err, size_t errlen)
{
    if (zero && a == 0 && b == 0) {
        gd_err(err, errlen, "%s: zero:0,0 would be a move from (0,0) to itself", where);
        return -1;
    }
    if (push(zero ? z : t, a, b)) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

/* "KIND:A,B;A,B" items joined by '/'. */
static int parse_inline(const char *spec, pairs *t, pairs *z, char *err, size_t errlen)
{
    const char *s = spec;
    for (;;) {
        int zero;
        if (strncmp(s, "terminal:", 9) == 0)
            zero = 0, s += 9;
        else if (strncmp(s, "zero:", 5) == 0)
            zero = 1, s += 5;
        else {
            gd_err(err, errlen, "malformed perturbation '%s': expected terminal:A,B;... or zero:A,B;... joined by '/'",
                   spec);
            return -1;
        }
        for (;;) {
            uint64_t a, b;
            if (coord(&s, &a, "perturbation", err, errlen))
                return -1;
            if (*s != ',') {
                gd_err(err, errlen, "malformed perturbation: expected ',' at '%.20s'", s);
                return -1;
            }
            s++;
            if (coord(&s, &b, "perturbation", err, errlen) || add_point(t, z, zero, a, b, "perturbation", err, errlen))
                return -1;
            if (*s == ';') {
                s++;
                continue;
            }
            break;
        }
        if (*s == '/') {
            s++;
            continue;
        }
        if (*s) {
            gd_err(err, errlen, "malformed perturbation: unexpected '%.20s'", s);
            return -1;
        }
        return 0;
    }
}

static int parse_file(const char *path, pairs *t, pairs *z, char *err, size_t errlen)
{
    gd_lines in;
    int o = gd_lines_open(&in, path);
    if (o == GD_LINES_CANNOT_OPEN) {
        gd_err(err, errlen, "perturbation '%s': neither terminal:/zero: points nor a readable file (%s)", path,
               strerror(errno));
        return -1;
    }
    if (o) {
        gd_err(err, errlen, "perturbation file '%s' is %s", path,
               o == GD_LINES_DIRECTORY ? "a directory" : "not a regular file");
        return -1;
    }
    char where[64];
    int rc = 0, got = 0;
    while (rc == 0 && (got = gd_lines_next(&in)) == 1) {
        snprintf(where, sizeof where, "line %lu of the perturbation file", in.no);
        char *line = in.line;
        if (strlen(line) != in.len) {
            gd_err(err, errlen, "%s: expected 'terminal A B' or 'zero A B'", where); /* a NUL would hide the rest */
            rc = -1;
            break;
        }
        char *h = strchr(line, '#');
        if (h)
            *h = 0;
        const char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s)
            continue;
        int zero;
        if (strncmp(s, "terminal", 8) == 0 && isspace((unsigned char)s[8]))
            zero = 0, s += 8;
        else if (strncmp(s, "zero", 4) == 0 && isspace((unsigned char)s[4]))
            zero = 1, s += 4;
        else {
            gd_err(err, errlen, "%s: expected 'terminal A B' or 'zero A B'", where);
            rc = -1;
            break;
        }
        uint64_t a, b;
        rc = coord(&s, &a, where, err, errlen);
        if (!rc && !isspace((unsigned char)*s)) {
            gd_err(err, errlen, "%s: expected 'terminal A B' or 'zero A B'", where);
            rc = -1;
        }
        if (!rc)
            rc = coord(&s, &b, where, err, errlen);
        while (!rc && isspace((unsigned char)*s))
            s++;
        if (!rc && *s) {
            gd_err(err, errlen, "%s: unexpected '%.20s'", where, s);
            rc = -1;
        }
        if (!rc)
            rc = add_point(t, z, zero, a, b, where, err, errlen);
    }
    if (rc == 0 && got == GD_LINES_TOO_LONG) {
        gd_err(err, errlen, "line %lu of the perturbation file: longer than %zu bytes", in.no, GD_LINES_MAX);
        rc = -1;
    } else if (rc == 0 && got < 0) {
        gd_err(err, errlen, "cannot read '%s'", path);
        rc = -1;
    }
    gd_lines_close(&in);
    return rc;
}

int gd_table_perturb_parse(gd_table_perturb *p, const char *spec, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    /* The spec is the perturbation's name in every output: recorded whole, or refused. */
    if (strlen(spec) >= sizeof p->text) {
        gd_err(err, errlen, "perturbation '%.40s...' is %zu characters long: at most %zu can be recorded", spec,
               strlen(spec), sizeof p->text - 1);
        return -1;
    }
    pairs t = {0}, z = {0};
    int inline_spec = strncmp(spec, "terminal:", 9) == 0 || strncmp(spec, "zero:", 5) == 0;
    int rc = inline_spec ? parse_inline(spec, &t, &z, err, errlen) : parse_file(spec, &t, &z, err, errlen);
    if (rc == 0 && !t.n && !z.n) {
        gd_err(err, errlen, "empty set: the perturbation file '%s' has no point", spec);
        rc = -1;
    }
    if (rc) {
        free(t.v), free(z.v);
        return -1;
    }
    finish(&t), finish(&z);
    p->term = t.v, p->nterm = t.n, p->zero = z.v, p->nzero = z.n;
    snprintf(p->text, sizeof p->text, "%s", spec);
    return 0;
}

void gd_table_perturb_free(gd_table_perturb *p)
{
    free(p->term), free(p->zero);
    memset(p, 0, sizeof *p);
}

int gd_table_perturb_at(const gd_table_perturb *p, uint64_t a, uint64_t b)
{
    if (!p)
        return 0;
    uint64_t key[2] = {a, b};
    if (p->nterm && bsearch(key, p->term, p->nterm, 2 * sizeof *key, pair_cmp))
        return 1;
    if (p->nzero && bsearch(key, p->zero, p->nzero, 2 * sizeof *key, pair_cmp))
        return 2;
    return 0;
}
