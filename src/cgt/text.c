/* text.c - games as text in CGSuite's notation: numbers (3, -3/4), nimbers (*, *3), ups
 * (^, ^^, ^<3>, v, v*), their sums (1/2^*), switches (+-1), braces with nested bars
 * ({2||1|0} is {2|{1|0}}), tiny-x and miny-x, sums, differences and negation. The printer
 * writes canonical forms the same way, so what it prints reads back to the same id. */
#include "cgt_int.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 200

typedef struct {
    gd_cgt *c;
    const char *s;
    size_t pos, end;
    int depth;
    char *err;
    size_t errlen;
    int failed;
    int braces; /* inside this many braces: a ',' ends a term */
    gd_cgt_resolver resolve;
    void *rctx;
} parser;

static void perr(parser *p, size_t at, const char *what)
{
    if (p->failed)
        return;
    p->failed = 1;
    gd_err(p->err, p->errlen, "at position %zu: %s", at + 1, what);
}

static int peek(parser *p)
{
    return p->pos < p->end ? (unsigned char)p->s[p->pos] : 0;
}

static void skip_ws(parser *p)
{
    while (p->pos < p->end && (p->s[p->pos] == ' ' || p->s[p->pos] == '\t' || p->s[p->pos] == '\n' ||
                               p->s[p->pos] == '\r'))
        p->pos++;
}

/* A failed context (a number out of range in a sum, the memory bound) ends the parse. */
static uint32_t checked(parser *p, uint32_t id, size_t at)
{
    if (id == GD_CGT_NONE && !p->failed) {
        const char *e = gd_cgt_error(p->c);
        perr(p, at, e ? e : "cannot build the game");
    }
    return id;
}

static uint32_t expr(parser *p);

static int read_uint(parser *p, uint64_t *v, uint64_t max)
{
    size_t at = p->pos;
    if (peek(p) < '0' || peek(p) > '9')
        return perr(p, at, "expected a digit"), -1;
    uint64_t x = 0;
    while (peek(p) >= '0' && peek(p) <= '9') {
        x = x * 10 + (uint64_t)(peek(p) - '0');
        if (x > max)
            return perr(p, at, "number too large"), -1;
        p->pos++;
    }
    *v = x;
    return 0;
}

/* [-][number][ups][star]: x + k.^ + *n, at least one part present. */
static uint32_t nus_literal(parser *p)
{
    size_t at = p->pos;
    int neg = 0;
    if (peek(p) == '-')
        neg = 1, p->pos++;
    gd_dyadic x = {0, 0};
    int any = 0;
    if (peek(p) >= '0' && peek(p) <= '9') {
        uint64_t a, b = 1;
        if (read_uint(p, &a, 65536))
            return GD_CGT_NONE;
        if (peek(p) == '/') {
            p->pos++;
            if (read_uint(p, &b, (uint64_t)1 << 48))
                return GD_CGT_NONE;
            if (b == 0 || (b & (b - 1)))
                return perr(p, at, "the denominator is not a power of two"), GD_CGT_NONE;
        }
        int e = 0;
        while ((b >> e) > 1)
            e++;
        if (a > (b << 16))
            return perr(p, at, "number out of range (|x| <= 65536)"), GD_CGT_NONE;
        gd_dyadic_make(neg ? -(int64_t)a : (int64_t)a, e, &x);
        any = 1;
    } else if (neg) {
        return perr(p, at, "expected a number after '-'"), GD_CGT_NONE;
    }
    int64_t ups = 0;
    while (peek(p) == '^' || peek(p) == 'v') {
        int s = peek(p) == '^' ? 1 : -1;
        p->pos++;
        any = 1;
        if (peek(p) == '<') {
            p->pos++;
            uint64_t k;
            if (read_uint(p, &k, 4096))
                return GD_CGT_NONE;
            if (peek(p) != '>')
                return perr(p, p->pos, "expected '>'"), GD_CGT_NONE;
            p->pos++;
            ups += s * (int64_t)k;
        } else {
            ups += s;
        }
        if (ups > 4096 || ups < -4096)
            return perr(p, at, "too many ups (at most 4096)"), GD_CGT_NONE;
    }
    uint32_t nim = 0;
    while (peek(p) == '*') {
        p->pos++;
        any = 1;
        uint64_t n = 1;
        if (peek(p) >= '0' && peek(p) <= '9' && read_uint(p, &n, 1024))
            return GD_CGT_NONE;
        nim ^= (uint32_t)n;
    }
    if (!any)
        return perr(p, at, "expected a game"), GD_CGT_NONE;
    return checked(p, gd_cgt_nus(p->c, x, ups, nim), at);
}

/* The separators '|', '||', ... at depth 0 of s[a, b): their positions and levels. */
typedef struct {
    size_t at;
    int level;
} sep;

static int find_seps(parser *p, size_t a, size_t b, sep **out, size_t *n)
{
    size_t cap = 0;
    *out = NULL, *n = 0;
    int depth = 0;
    for (size_t i = a; i < b; i++) {
        char ch = p->s[i];
        if (ch == '{' || ch == '(')
            depth++;
        else if (ch == '}' || ch == ')')
            depth--;
        else if (ch == '|' && depth == 0) {
            size_t j = i;
            while (j < b && p->s[j] == '|')
                j++;
            if (*n == cap) {
                cap = cap ? cap * 2 : 8;
                sep *q = realloc(*out, cap * sizeof *q);
                if (!q)
                    return free(*out), *out = NULL, perr(p, i, "out of memory"), -1;
                *out = q;
            }
            (*out)[(*n)++] = (sep){i, (int)(j - i)};
            i = j - 1;
        }
    }
    return 0;
}

static uint32_t sides(parser *p, size_t a, size_t b);

/* One side of a brace, s[a, b): a game with bars of its own, or options separated by commas. */
static int side(parser *p, size_t a, size_t b, uint32_t **opts, size_t *n)
{
    sep *s;
    size_t ns;
    *opts = NULL, *n = 0;
    if (find_seps(p, a, b, &s, &ns))
        return -1;
    free(s);
    if (ns) {
        uint32_t g = sides(p, a, b);
        if (g == GD_CGT_NONE)
            return -1;
        *opts = malloc(sizeof **opts);
        if (!*opts)
            return perr(p, a, "out of memory"), -1;
        (*opts)[0] = g, *n = 1;
        return 0;
    }
    size_t save_end = p->end, cap = 0;
    p->pos = a, p->end = b;
    skip_ws(p);
    if (p->pos == b) {
        p->end = save_end;
        return 0;
    }
    for (;;) {
        size_t at = p->pos;
        uint32_t g = expr(p);
        if (g == GD_CGT_NONE)
            break;
        if (*n == cap) {
            cap = cap ? cap * 2 : 8;
            uint32_t *q = realloc(*opts, cap * sizeof *q);
            if (!q) {
                perr(p, at, "out of memory");
                break;
            }
            *opts = q;
        }
        (*opts)[(*n)++] = g;
        skip_ws(p);
        if (peek(p) == ',') {
            p->pos++;
            continue;
        }
        if (p->pos != b)
            perr(p, p->pos, "expected ',' or '|'");
        break;
    }
    p->end = save_end;
    if (p->failed) {
        free(*opts), *opts = NULL, *n = 0;
        return -1;
    }
    return 0;
}

/* The inside of a brace, s[a, b): split at the one separator with the most bars. */
static uint32_t sides(parser *p, size_t a, size_t b)
{
    if (++p->depth > MAX_DEPTH)
        return perr(p, a, "nested too deeply"), GD_CGT_NONE;
    sep *s;
    size_t ns;
    if (find_seps(p, a, b, &s, &ns))
        return GD_CGT_NONE;
    if (!ns)
        return free(s), perr(p, a, "expected '|' inside the braces"), GD_CGT_NONE;
    size_t top = 0;
    int twice = 0;
    for (size_t i = 1; i < ns; i++)
        if (s[i].level > s[top].level)
            top = i, twice = 0;
        else if (s[i].level == s[top].level)
            twice = 1;
    sep t = s[top];
    free(s);
    if (twice)
        return perr(p, t.at, "two separators with the same number of bars: write the inner game in braces"),
               GD_CGT_NONE;
    uint32_t *L = NULL, *R = NULL, id = GD_CGT_NONE;
    size_t nl = 0, nr = 0;
    if (side(p, a, t.at, &L, &nl) == 0 && side(p, t.at + (size_t)t.level, b, &R, &nr) == 0)
        id = checked(p, gd_cgt_make(p->c, L, nl, R, nr), a);
    free(L), free(R);
    p->depth--;
    return id;
}

/* The '}' that closes the '{' at p->pos, into *close; 0, or -1 after the error. */
static int matching_brace(parser *p, size_t *close)
{
    int depth = 1;
    size_t i = p->pos + 1;
    for (; i < p->end && depth; i++)
        if (p->s[i] == '{')
            depth++;
        else if (p->s[i] == '}')
            depth--;
    if (depth)
        return perr(p, p->pos, "'{' without its '}'"), -1;
    *close = i - 1;
    return 0;
}

static uint32_t braces(parser *p)
{
    size_t open = p->pos, close;
    if (matching_brace(p, &close) != 0)
        return GD_CGT_NONE;
    size_t save_end = p->end;
    p->braces++;
    uint32_t g = sides(p, open + 1, close);
    p->braces--;
    p->end = save_end;
    p->pos = close + 1;
    return g;
}

static int keyword(parser *p, const char *k)
{
    size_t n = strlen(k);
    if (p->pos + n <= p->end && strncmp(p->s + p->pos, k, n) == 0) {
        p->pos += n;
        return 1;
    }
    return 0;
}

static uint32_t atom(parser *p);
static uint32_t term(parser *p);

/* The length of a term NAME:POS at s[a..], or 0 when none starts there. */
static size_t term_length(const parser *p, size_t a)
{
    const char *s = p->s;
    size_t i = a;
    if (i >= p->end || !((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z')))
        return 0;
    while (i < p->end && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                          (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-'))
        i++;
    if (i >= p->end || s[i] != ':')
        return 0;
    int paren = 0;
    for (; i < p->end; i++) {
        char ch = s[i];
        if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '+' || ch == '|' || ch == '{' ||
            ch == '}' || (ch == '-' && !paren) || (ch == ',' && p->braces && !paren) || (ch == ')' && !paren))
            break;
        paren += ch == '(' ? 1 : ch == ')' ? -1 : 0;
    }
    return i - a;
}

/* A game position: its value by the resolver. */
static uint32_t game_term(parser *p, size_t n)
{
    size_t at = p->pos;
    char *t = malloc(n + 1), why[512];
    if (!t)
        return perr(p, at, "out of memory"), GD_CGT_NONE;
    memcpy(t, p->s + at, n);
    t[n] = 0;
    p->pos += n;
    gd_cgt_id g = GD_CGT_NONE;
    if (!p->resolve)
        snprintf(why, sizeof why, "'%s': game positions are not read here", t);
    else if (p->resolve(p->rctx, p->c, t, &g, why, sizeof why) != 0)
        g = GD_CGT_NONE;
    else if (g == GD_CGT_NONE)
        snprintf(why, sizeof why, "'%s': %s", t, gd_cgt_error(p->c) ? gd_cgt_error(p->c) : "no value");
    free(t);
    if (g == GD_CGT_NONE)
        perr(p, at, why);
    return g;
}

/* tiny-x = {0||0|-x}, miny-x = {x|0||0} (Winning Ways, ch. 5). */
static uint32_t tiny_miny(parser *p, int tiny, size_t at)
{
    skip_ws(p);
    if (peek(p) != '-')
        return perr(p, p->pos, tiny ? "expected '-' after tiny" : "expected '-' after miny"), GD_CGT_NONE;
    p->pos++;
    uint32_t x = atom(p);
    if (x == GD_CGT_NONE)
        return x;
    gd_cgt *c = p->c;
    uint32_t zero = 0;
    if (tiny) {
        uint32_t nx = gd_cgt_neg(c, x);
        uint32_t inner = nx == GD_CGT_NONE ? nx : gd_cgt_make(c, &zero, 1, &nx, 1);
        return checked(p, inner == GD_CGT_NONE ? inner : gd_cgt_make(c, &zero, 1, &inner, 1), at);
    }
    uint32_t inner = gd_cgt_make(c, &x, 1, &zero, 1);
    return checked(p, inner == GD_CGT_NONE ? inner : gd_cgt_make(c, &inner, 1, &zero, 1), at);
}

static uint32_t atom(parser *p)
{
    skip_ws(p);
    size_t at = p->pos;
    if (++p->depth > MAX_DEPTH)
        return perr(p, at, "nested too deeply"), GD_CGT_NONE;
    uint32_t g;
    int ch = peek(p);
    if (ch == '(') {
        p->pos++;
        g = expr(p);
        skip_ws(p);
        if (g != GD_CGT_NONE && peek(p) != ')')
            g = GD_CGT_NONE, perr(p, p->pos, "expected ')'");
        p->pos++;
    } else if (ch == '{') {
        g = braces(p);
    } else if (term_length(p, p->pos)) {
        g = game_term(p, term_length(p, p->pos));
    } else if (keyword(p, "tiny")) {
        g = tiny_miny(p, 1, at);
    } else if (keyword(p, "miny")) {
        g = tiny_miny(p, 0, at);
    } else if (ch == '-' && p->pos + 1 < p->end && p->s[p->pos + 1] >= '0' && p->s[p->pos + 1] <= '9') {
        g = nus_literal(p); /* -1/2^* is (-1/2) + ^ + *, as the printer writes it */
    } else if (ch == 0) {
        g = GD_CGT_NONE, perr(p, at, "expected a game, found the end");
    } else {
        g = nus_literal(p);
    }
    p->depth--;
    return g;
}

/* +-G = {G | -G} */
static uint32_t plus_minus(parser *p, uint32_t g, size_t at)
{
    uint32_t n = gd_cgt_neg(p->c, g);
    return checked(p, n == GD_CGT_NONE ? n : gd_cgt_make(p->c, &g, 1, &n, 1), at);
}

/* The operand of +-: a term, or {A,B,...} without bars, the Left options of the switch
 * {A,B,... | -A,-B,...} (as CGSuite prints a switch with several Left options). */
static uint32_t pm_operand(parser *p, size_t at)
{
    skip_ws(p);
    if (peek(p) == '{') {
        size_t open = p->pos, close;
        if (matching_brace(p, &close) != 0)
            return GD_CGT_NONE;
        size_t save_end = p->end, ns;
        sep *sp;
        if (find_seps(p, open + 1, close, &sp, &ns))
            return GD_CGT_NONE;
        free(sp);
        if (!ns) {
            uint32_t *L = NULL, *R = NULL, id = GD_CGT_NONE;
            size_t n = 0;
            p->braces++;
            int rc = side(p, open + 1, close, &L, &n);
            p->braces--;
            p->end = save_end;
            p->pos = close + 1;
            if (rc)
                return GD_CGT_NONE;
            R = malloc((n + 1) * sizeof *R);
            if (!R)
                return free(L), perr(p, at, "out of memory"), GD_CGT_NONE;
            size_t k = 0;
            for (; k < n && (R[k] = gd_cgt_neg(p->c, L[k])) != GD_CGT_NONE; k++)
                ;
            if (k == n)
                id = checked(p, gd_cgt_make(p->c, L, n, R, n), at);
            else
                checked(p, GD_CGT_NONE, at);
            free(L), free(R);
            return id;
        }
    }
    uint32_t g = term(p);
    return g == GD_CGT_NONE ? g : plus_minus(p, g, at);
}

static uint32_t term(parser *p)
{
    skip_ws(p);
    size_t at = p->pos;
    if (++p->depth > MAX_DEPTH)
        return perr(p, at, "nested too deeply"), GD_CGT_NONE;
    uint32_t g;
    if (peek(p) == '+' && p->pos + 1 < p->end && p->s[p->pos + 1] == '-') {
        p->pos += 2;
        g = pm_operand(p, at);
    } else if (peek(p) == '-' && !(p->pos + 1 < p->end && p->s[p->pos + 1] >= '0' && p->s[p->pos + 1] <= '9')) {
        p->pos++;
        g = term(p);
        if (g != GD_CGT_NONE)
            g = checked(p, gd_cgt_neg(p->c, g), at);
    } else {
        g = atom(p);
    }
    p->depth--;
    return g;
}

static uint32_t expr(parser *p)
{
    uint32_t g = term(p);
    while (g != GD_CGT_NONE) {
        skip_ws(p);
        size_t at = p->pos;
        int ch = peek(p);
        if (ch != '+' && ch != '-')
            break;
        int pm = ch == '+' && p->pos + 1 < p->end && p->s[p->pos + 1] == '-';
        p->pos += pm ? 2 : 1;
        uint32_t h = pm ? pm_operand(p, at) : term(p);
        if (h == GD_CGT_NONE)
            return h;
        if (!pm && ch == '-')
            h = checked(p, gd_cgt_neg(p->c, h), at);
        if (h == GD_CGT_NONE)
            return h;
        g = checked(p, gd_cgt_sum(p->c, g, h), at);
    }
    return g;
}

int gd_cgt_parse(gd_cgt *c, const char *text, gd_cgt_id *out, char *err, size_t errlen)
{
    return gd_cgt_parse_terms(c, text, NULL, NULL, out, err, errlen);
}

int gd_cgt_parse_terms(gd_cgt *c, const char *text, gd_cgt_resolver resolve, void *ctx, gd_cgt_id *out, char *err,
                       size_t errlen)
{
    parser p = {.c = c, .s = text, .pos = 0, .end = strlen(text), .err = err, .errlen = errlen, .resolve = resolve,
                .rctx = ctx};
    if (gd_cgt_error(c)) {
        gd_err(err, errlen, "%s", gd_cgt_error(c));
        return -1;
    }
    uint32_t g = expr(&p);
    skip_ws(&p);
    if (g != GD_CGT_NONE && p.pos != p.end) {
        char ch = text[p.pos];
        char what[64];
        snprintf(what, sizeof what, "unexpected '%c'", ch >= 32 && ch < 127 ? ch : '?');
        perr(&p, p.pos, what);
    }
    if (p.failed || g == GD_CGT_NONE) {
        if (!p.failed)
            perr(&p, p.pos, "cannot read a game");
        return -1;
    }
    *out = g;
    return 0;
}

/* ---- printing ---- */

static void put_dyadic(gd_text *o, gd_dyadic x)
{
    char b[64];
    gd_text_put(o, gd_dyadic_format(x, b, sizeof b));
}

/* Whether b = -a, from the canonical forms alone (the printer changes nothing): -a mirrors
 * a's options, and options are distinct, so matching each one and equal counts suffice. */
static int is_neg(const gd_cgt *c, uint32_t a, uint32_t b)
{
    const cg_node *na = cg_node_of(c, a), *nb = cg_node_of(c, b);
    if (na->neg != GD_CGT_NONE)
        return na->neg == b;
    if (na->kind == CG_NUS || nb->kind == CG_NUS)
        return na->kind == nb->kind && na->ups == -nb->ups && na->nim == nb->nim &&
               gd_dyadic_cmp(na->x, gd_dyadic_neg(nb->x)) == 0;
    if (na->nl != nb->nr || na->nr != nb->nl || na->birthday != nb->birthday)
        return 0;
    for (int side = 0; side < 2; side++) {
        uint32_t n = side ? na->nr : na->nl;
        for (uint32_t i = 0; i < n; i++) {
            uint32_t x = side ? CG_R(c, a, i) : CG_L(c, a, i), j = 0;
            while (j < n && !is_neg(c, x, side ? CG_L(c, b, j) : CG_R(c, b, j)))
                j++;
            if (j == n)
                return 0;
        }
    }
    return 1;
}

/* A switch G = -G that is not a nimber: CGSuite prints it as +- its Left options. */
static int is_switch(const gd_cgt *c, uint32_t g)
{
    return cg_node_of(c, g)->kind == CG_GENERAL && is_neg(c, g, g);
}

/* x + k.^ + *n with more than one part written (CGSuite puts it in parentheses after +-). */
static int nus_parts(const cg_node *n)
{
    return (n->x.num != 0) + (n->ups != 0) + (n->nim != 0);
}

/* tiny-x: {0 || 0 | -x} with x > 0 a number (1); miny-x: {x | 0 || 0} (-1); else 0. */
static int tiny_miny_of(const gd_cgt *c, uint32_t g, gd_dyadic *x)
{
    const cg_node *n = cg_node_of(c, g);
    if (n->kind != CG_GENERAL || n->nl != 1 || n->nr != 1)
        return 0;
    uint32_t a = CG_L(c, g, 0), b = CG_R(c, g, 0);
    for (int s = 0; s < 2; s++) {
        uint32_t zero = s ? b : a, in = s ? a : b;
        if (zero != 0 || CG_NL(c, in) != 1 || CG_NR(c, in) != 1)
            continue;
        uint32_t i0 = s ? CG_R(c, in, 0) : CG_L(c, in, 0), ix = s ? CG_L(c, in, 0) : CG_R(c, in, 0);
        if (i0 != 0 || !cg_is_number(c, ix))
            continue;
        gd_dyadic v = c->nodes[ix].x;
        if (!s)
            v = gd_dyadic_neg(v);
        if (v.num <= 0)
            continue;
        *x = v;
        return s ? -1 : 1;
    }
    return 0;
}

static int atomic(const gd_cgt *c, uint32_t g)
{
    gd_dyadic x;
    return cg_node_of(c, g)->kind == CG_NUS || is_switch(c, g) || tiny_miny_of(c, g, &x);
}

/* Bars needed by g's braces: 1 + the bars of a lone general option printed without its own. */
static int level(const gd_cgt *c, uint32_t g)
{
    int m = 0;
    if (CG_NL(c, g) == 1 && !atomic(c, CG_L(c, g, 0))) {
        int k = level(c, CG_L(c, g, 0));
        m = k > m ? k : m;
    }
    if (CG_NR(c, g) == 1 && !atomic(c, CG_R(c, g, 0))) {
        int k = level(c, CG_R(c, g, 0));
        m = k > m ? k : m;
    }
    return m + 1;
}

static void print_game(const gd_cgt *c, uint32_t g, gd_text *o, int braced);

static void print_side(const gd_cgt *c, uint32_t g, int left, gd_text *o)
{
    uint32_t n = left ? CG_NL(c, g) : CG_NR(c, g);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t h = left ? CG_L(c, g, i) : CG_R(c, g, i);
        if (i)
            gd_text_put(o, ",");
        print_game(c, h, o, n != 1);
    }
}

static void print_game(const gd_cgt *c, uint32_t g, gd_text *o, int braced)
{
    const cg_node *n = cg_node_of(c, g);
    gd_dyadic x;
    if (n->kind == CG_NUS) {
        int any = 0;
        if (n->x.num != 0 || (n->ups == 0 && n->nim == 0))
            put_dyadic(o, n->x), any = 1;
        int k = n->ups < 0 ? -n->ups : n->ups;
        const char *u = n->ups < 0 ? "v" : "^";
        if (k == 1 || k == 2) {
            gd_text_put(o, u);
            if (k == 2)
                gd_text_put(o, u);
        } else if (k > 2) {
            char b[32];
            snprintf(b, sizeof b, "%s<%d>", u, k);
            gd_text_put(o, b);
        }
        if (n->nim == 1)
            gd_text_put(o, "*");
        else if (n->nim > 1) {
            char b[32];
            snprintf(b, sizeof b, "*%u", n->nim);
            gd_text_put(o, b);
        }
        (void)any;
        return;
    }
    if (is_switch(c, g)) {
        gd_text_put(o, "+-");
        if (n->nl > 1)
            gd_text_put(o, "{");
        for (uint32_t i = 0; i < n->nl; i++) {
            uint32_t h = CG_L(c, g, i);
            int paren = n->nl == 1 && (tiny_miny_of(c, h, &x) ||
                                       (cg_node_of(c, h)->kind == CG_NUS && nus_parts(cg_node_of(c, h)) > 1));
            if (i)
                gd_text_put(o, ",");
            if (paren)
                gd_text_put(o, "(");
            print_game(c, h, o, 1);
            if (paren)
                gd_text_put(o, ")");
        }
        if (n->nl > 1)
            gd_text_put(o, "}");
        return;
    }
    int tm = tiny_miny_of(c, g, &x);
    if (tm) {
        gd_text_put(o, tm > 0 ? "tiny-" : "miny-");
        put_dyadic(o, x);
        return;
    }
    if (braced)
        gd_text_put(o, "{");
    print_side(c, g, 1, o);
    int k = level(c, g);
    for (int i = 0; i < k; i++)
        gd_text_put(o, "|");
    print_side(c, g, 0, o);
    if (braced)
        gd_text_put(o, "}");
}

size_t gd_cgt_print(const gd_cgt *c, gd_cgt_id g, char *buf, size_t len)
{
    gd_text o;
    gd_text_init(&o, buf, len);
    if (g >= c->n) {
        gd_text_put(&o, "?");
        return o.at;
    }
    print_game(c, g, &o, 1);
    return o.at;
}
