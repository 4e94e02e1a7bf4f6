/* text.c - the text of scoring games (docs/scoring.md): numbers, <A|B> with each side an
 * atom ^s or options separated by commas, sums, differences, negatives and parentheses. */
#include "scoring_int.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEPTH = 200, MAX_DIGITS = 18 };

typedef struct {
    gd_scoring *s;
    const char *text, *p;
    int reduce, depth;
    char *err;
    size_t errlen;
    int bad;
} parser;

static int fail_at(parser *ps, const char *what)
{
    if (!ps->bad) {
        ps->bad = 1;
        gd_err(ps->err, ps->errlen, "at position %d: %s", (int)(ps->p - ps->text) + 1, what);
    }
    return -1;
}

static void skip(parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t')
        ps->p++;
}

static int digits(parser *ps, int64_t *v)
{
    if (!isdigit((unsigned char)*ps->p))
        return fail_at(ps, "expected a digit");
    int64_t x = 0;
    int n = 0;
    while (isdigit((unsigned char)*ps->p)) {
        if (++n > MAX_DIGITS)
            return fail_at(ps, "a number of more than 18 digits");
        x = 10 * x + (*ps->p++ - '0');
    }
    *v = x;
    return 0;
}

/* [-]digits[/digits], the denominator a power of two. */
static int number(parser *ps, gd_dyadic *x)
{
    int neg = 0;
    if (*ps->p == '-')
        neg = 1, ps->p++;
    int64_t num, den = 1;
    if (digits(ps, &num))
        return -1;
    if (*ps->p == '/') {
        ps->p++;
        if (digits(ps, &den))
            return -1;
    }
    int k = 0;
    while (den > 1 && den % 2 == 0)
        den /= 2, k++;
    if (den != 1)
        return fail_at(ps, "a denominator that is not a power of two");
    if (gd_dyadic_make(neg ? -num : num, k, x) != 0)
        return fail_at(ps, "a number out of range");
    return 0;
}

static int expr(parser *ps, gd_scoring_id *out);

/* One side of <A|B>: its options, or its atom. */
static int side_of(parser *ps, uint32_t **opt, size_t *n, gd_dyadic *atom)
{
    skip(ps);
    *n = 0;
    if (*ps->p == '^') {
        ps->p++;
        skip(ps);
        return number(ps, atom);
    }
    size_t cap = 0;
    for (;;) {
        gd_scoring_id g;
        if (expr(ps, &g))
            return -1;
        if (*n == cap) {
            cap = cap ? 2 * cap : 4;
            uint32_t *q = realloc(*opt, cap * sizeof *q);
            if (!q)
                return fail_at(ps, "out of memory");
            *opt = q;
        }
        (*opt)[(*n)++] = g;
        skip(ps);
        if (*ps->p != ',')
            return 0;
        ps->p++;
    }
}

static int game(parser *ps, gd_scoring_id *out)
{
    ps->p++; /* '<' */
    uint32_t *l = NULL, *r = NULL;
    size_t nl, nr;
    gd_dyadic la = gd_dyadic_int(0), ra = la;
    int rc = -1;
    if (side_of(ps, &l, &nl, &la))
        goto done;
    skip(ps);
    if (*ps->p != '|') {
        fail_at(ps, "expected '|' between the sides of <A|B>");
        goto done;
    }
    ps->p++;
    if (side_of(ps, &r, &nr, &ra))
        goto done;
    skip(ps);
    if (*ps->p != '>') {
        fail_at(ps, "expected '>' closing <A|B>");
        goto done;
    }
    ps->p++;
    gd_scoring_side L = {l, nl, la}, R = {r, nr, ra};
    *out = ps->reduce ? gd_scoring_make(ps->s, L, R) : gd_scoring_form(ps->s, L, R);
    if (*out == GD_SCORING_NONE) {
        ps->p--;
        fail_at(ps, gd_scoring_error(ps->s));
        goto done;
    }
    rc = 0;
done:
    free(l), free(r);
    return rc;
}

static int term(parser *ps, gd_scoring_id *out)
{
    skip(ps);
    if (++ps->depth > MAX_DEPTH)
        return fail_at(ps, "nested more than 200 deep");
    int rc;
    if (*ps->p == '-' && !isdigit((unsigned char)ps->p[1])) {
        ps->p++;
        gd_scoring_id g;
        rc = term(ps, &g);
        if (rc == 0 && (*out = gd_scoring_neg(ps->s, g)) == GD_SCORING_NONE)
            rc = fail_at(ps, gd_scoring_error(ps->s));
    } else if (*ps->p == '(') {
        ps->p++;
        rc = expr(ps, out);
        skip(ps);
        if (rc == 0 && *ps->p != ')')
            rc = fail_at(ps, "expected ')'");
        else if (rc == 0)
            ps->p++;
    } else if (*ps->p == '<') {
        rc = game(ps, out);
    } else if (*ps->p == '-' || isdigit((unsigned char)*ps->p)) {
        gd_dyadic x;
        rc = number(ps, &x);
        if (rc == 0 && (*out = gd_scoring_number(ps->s, x)) == GD_SCORING_NONE)
            rc = fail_at(ps, gd_scoring_error(ps->s));
    } else {
        rc = fail_at(ps, *ps->p ? "expected a number, '<', '-' or '('" : "unexpected end of the text");
    }
    ps->depth--;
    return rc;
}

static int expr(parser *ps, gd_scoring_id *out)
{
    if (term(ps, out))
        return -1;
    for (;;) {
        skip(ps);
        char op = *ps->p;
        if (op != '+' && op != '-')
            return 0;
        ps->p++;
        gd_scoring_id h;
        if (term(ps, &h))
            return -1;
        *out = op == '+' ? gd_scoring_sum(ps->s, *out, h) : gd_scoring_diff(ps->s, *out, h);
        if (*out == GD_SCORING_NONE)
            return fail_at(ps, gd_scoring_error(ps->s));
    }
}

static int parse(gd_scoring *s, const char *text, int reduce, gd_scoring_id *out, char *err, size_t errlen)
{
    parser ps = {s, text, text, reduce, 0, err, errlen, 0};
    if (s->failed)
        return gd_err(err, errlen, "%s", s->err), -1;
    gd_scoring_id g;
    if (expr(&ps, &g))
        return -1;
    skip(&ps);
    if (*ps.p)
        return fail_at(&ps, "unexpected text after the game");
    if (reduce && (g = sc_canonical(s, g)) == GD_SCORING_NONE)
        return fail_at(&ps, s->err);
    *out = g;
    return 0;
}

int gd_scoring_parse(gd_scoring *s, const char *text, gd_scoring_id *out, char *err, size_t errlen)
{
    return parse(s, text, 1, out, err, errlen);
}

int gd_scoring_parse_form(gd_scoring *s, const char *text, gd_scoring_id *out, char *err, size_t errlen)
{
    return parse(s, text, 0, out, err, errlen);
}

static void print_rec(const gd_scoring *s, gd_scoring_id g, gd_text *o)
{
    const sc_node *n = &s->nodes[g];
    char b[64];
    if (!n->nl && !n->nr && n->latom.num == n->ratom.num && n->latom.exp == n->ratom.exp) {
        gd_text_put(o, gd_dyadic_format(n->latom, b, sizeof b));
        return;
    }
    gd_text_put(o, "<");
    for (int sd = 0; sd < 2; sd++) {
        uint32_t k = sd ? n->nr : n->nl;
        if (sd)
            gd_text_put(o, "|");
        if (!k) {
            gd_text_put(o, "^");
            gd_text_put(o, gd_dyadic_format(sd ? n->ratom : n->latom, b, sizeof b));
        }
        uint32_t *opt = k ? malloc(k * sizeof *opt) : NULL;
        if (k && !opt) {
            gd_text_put(o, "(out of memory)");
            continue;
        }
        if (k)
            sc_print_order(s, g, sd, opt);
        for (uint32_t i = 0; i < k; i++) {
            if (i)
                gd_text_put(o, ",");
            print_rec(s, opt[i], o);
        }
        free(opt);
    }
    gd_text_put(o, ">");
}

size_t gd_scoring_print(const gd_scoring *s, gd_scoring_id g, char *buf, size_t len)
{
    gd_text o;
    gd_text_init(&o, buf, len);
    print_rec(s, g, &o);
    return o.at;
}
