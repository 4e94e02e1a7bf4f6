/* Blue-Red-Green Hackenbush: the text forms (edge lists, strings, the string instance) and
 * their refusals; a brute force of the rules on edge lists against the generic solver on
 * every string of at most 7 edges and on random graphs (fixed seed), with the values built
 * by the cgt module from the same rules; the published values of
 * tests/data/partizan_values.txt (Berlekamp's rule for strings); the bound. */
#include "partizan.h"

typedef struct {
    int u, v;
    char c;
} edge;

/* "u-vC,..." or "0" into e; the number of edges. */
static int read_edges(const char *pos, edge *e)
{
    int n = 0;
    if (strcmp(pos, "0") == 0)
        return 0;
    for (const char *s = pos; *s;) {
        char *end;
        e[n].u = (int)strtol(s, &end, 10);
        e[n].v = (int)strtol(end + 1, &end, 10);
        e[n++].c = *end;
        s = end + 1 + (end[1] == ',');
    }
    return n;
}

static void write_edges(const edge *e, int n, char *out)
{
    int at = 0;
    if (!n) {
        strcpy(out, "0");
        return;
    }
    for (int i = 0; i < n; i++)
        at += snprintf(out + at, (size_t)(PZ_LEN - at), "%s%d-%d%c", i ? "," : "", e[i].u, e[i].v, e[i].c);
}

/* Cut an edge of one's colour or a green one; the edges no longer joined to the ground
 * (vertex 0) fall. */
static int rules(const char *pos, int side, char out[][PZ_LEN])
{
    edge e[64], kept[64];
    int n = read_edges(pos, e), k = 0;
    for (int cut = 0; cut < n; cut++) {
        if (e[cut].c != 'g' && e[cut].c != (side == GD_LEFT ? 'b' : 'r'))
            continue;
        int on[128] = {1};
        for (int grew = 1; grew;) { /* the vertices still joined to the ground */
            grew = 0;
            for (int i = 0; i < n; i++)
                if (i != cut && on[e[i].u] != on[e[i].v])
                    on[e[i].u] = on[e[i].v] = 1, grew = 1;
        }
        int m = 0;
        for (int i = 0; i < n; i++)
            if (i != cut && on[e[i].u])
                kept[m++] = e[i];
        write_edges(kept, m, out[k++]);
    }
    return k;
}

/* A string of B, R, G is the path 0-1, 1-2, ...; an edge list is itself. */
static int to_pos(const char *text, char *pos)
{
    if (strchr(text, '-') || strcmp(text, "0") == 0) {
        snprintf(pos, PZ_LEN, "%s", text);
        return 0;
    }
    edge e[64];
    int n = (int)strlen(text);
    for (int i = 0; i < n; i++)
        e[i].u = i, e[i].v = i + 1, e[i].c = (char)(text[i] - 'A' + 'a');
    write_edges(e, n, pos);
    return 0;
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static unsigned next_rand(unsigned n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (unsigned)(rng % n);
}

static void check_text(void)
{
    char err[512], buf[512];
    gd_game *g = gd_game_open("hackenbush", NULL, err, sizeof err), *str = gd_game_open("hackenbush:string", NULL, err,
                                                                                          sizeof err);
    CHECK(g && str, "open: %s", err);
    if (!g || !str)
        return;
    static const char *const good[] = {"0-1b,1-2r,1-3g", "BBR", "0", "0-0g", "0-1b,0-1r", "G", "bRg", "3-0b,127-3r"};
    static const char *const bad[] = {"",       "0-1",      "0-1x",   "1-2b",   "0-1b,",    "0-128b",  "-1b",
                                      "0-1b,,", "0-1b 1-2r", "BRX",   "0-1b,2-3r", "99999999999999999999999-1b"};
    pz_check_text(g, good, 8, bad, 12);
    pz_check_text(str, good, 8, bad, 12);
    gd_position p;
    gd_game_parse(g, "BBR", &p, err, sizeof err);
    gd_game_format(g, &p, buf, sizeof buf);
    CHECK(strcmp(buf, "0-1b,1-2b,2-3r") == 0, "BBR as edges: %s", buf);
    gd_game_format(str, &p, buf, sizeof buf);
    CHECK(strcmp(buf, "BBR") == 0, "BBR as a string: %s", buf);
    gd_move mv[8];
    uint64_t n = str->ops->rules.moves(str, &p, mv, 8);
    CHECK(n == 3 && mv[0].side == GD_LEFT && mv[2].side == GD_RIGHT, "BBR: %llu moves", (unsigned long long)n);
    gd_game_format(str, &mv[1].to, buf, sizeof buf);
    CHECK(strcmp(buf, "B") == 0, "BBR, Left's second cut: %s", buf);
    char many[70];
    memset(many, 'B', 64), many[64] = 0;
    CHECK(gd_game_parse(g, many, &p, err, sizeof err) == 0 && g->ops->rules.bound(g, &p) == UINT64_MAX, "64 edges");
    many[64] = 'R', many[65] = 0;
    CHECK(gd_game_parse(g, many, &p, err, sizeof err) != 0, "65 edges refused");
    gd_game_free(g);
    gd_game_free(str);
}

int main(void)
{
    char err[512];
    check_text();
    gd_game *g = gd_game_open("hackenbush", NULL, err, sizeof err);
    CHECK(g != NULL, "open: %s", err);
    if (!g)
        return tl_done("hackenbush");
    gd_cgt *c = gd_cgt_new();
    pz_memo *m = pz_new(rules, c);
    gd_solver *s = gd_solver_new(g, (uint64_t)1 << 30);
    long bad = 0, count = 0;
    const int max_len = UNDER_ASAN ? 6 : 7;
    for (int len = 1; len <= max_len; len++) {
        long total = 1;
        for (int i = 0; i < len; i++)
            total *= 3;
        for (long code = 0; code < total; code++, count++) {
            char text[16], pos[PZ_LEN];
            long x = code;
            for (int i = 0; i < len; i++, x /= 3)
                text[i] = "BRG"[x % 3];
            text[len] = 0;
            to_pos(text, pos);
            pz_check(s, g, text, m, pos, 1, &bad);
        }
    }
    /* Random graphs: each edge joins a vertex already joined to the ground to another or a
     * new one (loops and parallel edges included), then the list is shuffled. */
    long graphs = 400 * tl_effort();
    for (long t = 0; t < graphs; t++, count++) {
        edge e[10];
        int n = 1 + (int)next_rand(UNDER_ASAN ? 7 : 9), vertices = 1;
        for (int i = 0; i < n; i++) {
            e[i].u = (int)next_rand((unsigned)vertices);
            e[i].v = next_rand(3) == 0 ? (int)next_rand((unsigned)vertices) : vertices++;
            e[i].c = "brg"[next_rand(3)];
        }
        for (int i = n - 1; i > 0; i--) {
            int j = (int)next_rand((unsigned)i + 1);
            edge tmp = e[i];
            e[i] = e[j], e[j] = tmp;
        }
        char pos[PZ_LEN];
        write_edges(e, n, pos);
        pz_check(s, g, pos, m, pos, 1, &bad);
        gd_solver *one = gd_solver_new(g, (uint64_t)1 << 26);
        gd_position p;
        gd_value v;
        gd_game_parse(g, pos, &p, err, sizeof err);
        CHECK(gd_solver_solve(one, &p, &v, err, sizeof err) == 0 && gd_solver_count(one) <= g->ops->rules.bound(g, &p),
              "%s: bound", pos);
        gd_solver_free(one);
    }
    CHECK(bad == 0, "%ld of %ld graphs differ", bad, count);
    int rows = pz_check_published("partizan_values.txt", "hackenbush", g, m, to_pos);
    CHECK(rows >= 20, "%d published rows", rows);
    CHECK(gd_cgt_error(c) == NULL, "cgt: %s", gd_cgt_error(c));
    gd_solver_free(s);
    pz_free(m);
    gd_cgt_free(c);
    gd_game_free(g);
    return tl_done("hackenbush");
}
