/* The examples of the scoring games calculator's user guide (tests/data/scoring_examples.txt,
 * its header names the source): each answer of the guide against gamedyn's, and where they
 * differ, the plain search (brute.h) decides: a form the guide prints that is not the
 * canonical one must have the outcomes of gamedyn's beside every test game, and a
 * comparison the guide answers otherwise must be refuted by a test game. */
#include "brute.h"
#include "testlib.h"
#include <stdio.h>

static gd_scoring *S;
static unsigned long long rng = 0x5DEECE66Dull;
enum { NX = 40 };
static uint32_t X[NX];

static unsigned rnd(unsigned n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return (unsigned)(rng % n);
}

/* A random guaranteed form born by day `day`, scores in -7..7. */
static uint32_t test_game(int day)
{
    if (day == 0 || rnd(4) == 0) {
        long a = (long)rnd(15) - 7, b = a + (long)rnd(3);
        return gd_scoring_form(S, (gd_scoring_side){NULL, 0, gd_dyadic_int(a)},
                               (gd_scoring_side){NULL, 0, gd_dyadic_int(b)});
    }
    uint32_t l[2], r[2];
    int nl = (int)rnd(3), nr = (int)rnd(3);
    for (int i = 0; i < nl; i++)
        l[i] = test_game(day - 1);
    for (int i = 0; i < nr; i++)
        r[i] = test_game(day - 1);
    return gd_scoring_form(S, (gd_scoring_side){l, (size_t)nl, gd_dyadic_int(-10)},
                           (gd_scoring_side){r, (size_t)nr, gd_dyadic_int(10)});
}

static int parse(const char *t, int reduce, uint32_t *g)
{
    char err[300];
    return reduce ? gd_scoring_parse(S, t, g, err, sizeof err) : gd_scoring_parse_form(S, t, g, err, sizeof err);
}

static long o(uint32_t g, uint32_t x, int side)
{
    bt_sync(S);
    return bt_outcome(g, x, BT_NONE, side);
}

int main(void)
{
    S = gd_scoring_new();
    X[0] = gd_scoring_number(S, gd_dyadic_int(0));
    for (int i = 1; i < NX; i++)
        X[i] = i < 5 ? gd_scoring_waiting(S, i < 3 ? i : 2 - i) : test_game(2);
    FILE *f = tl_open_reference("scoring_examples.txt");
    char line[1024];
    int rows = 0, differ = 0;
    while (tl_next_line(f, line, sizeof line)) {
        char *w[6] = {0};
        int n = 0;
        for (char *p = strtok(line, "\t\n"); p && n < 6; p = strtok(NULL, "\t\n"))
            w[n++] = p;
        if (n < 4)
            continue;
        rows++;
        const char *kind = w[0], *status = w[n - 1];
        uint32_t g = 0, h = 0, e = 0;
        char buf[1024];
        if (!strcmp(kind, "value")) {
            int refused = parse(w[1], 1, &g) != 0;
            if (!strcmp(status, "refused")) {
                CHECK(refused, "%s was read: it is not guaranteed", w[1]);
                differ++;
                gd_scoring_free(S); /* a refused form fails the context: start again */
                S = gd_scoring_new();
                bt_n = 0;
                for (int i = 0; i < NX; i++)
                    X[i] = i < 5 ? (i ? gd_scoring_waiting(S, i < 3 ? i : 2 - i) : gd_scoring_number(S, gd_dyadic_int(0)))
                                 : test_game(2);
                continue;
            }
            CHECK(!refused && parse(w[2], 0, &e) == 0, "%s or %s not read", w[1], w[2]);
            if (!strcmp(status, "same"))
                CHECK(g == e, "%s: %s, the guide %s", w[1], (gd_scoring_print(S, g, buf, sizeof buf), buf), w[2]);
            else {
                differ++;
                CHECK(g != e && gd_scoring_compare(S, g, e) == GD_CGT_EQUAL, "%s: not equal to the guide's %s", w[1], w[2]);
                for (int i = 0; i < NX; i++)
                    for (int sd = 0; sd < 2; sd++)
                        CHECK(o(g, X[i], sd) == o(e, X[i], sd), "%s and the guide's %s differ beside a test game", w[1],
                              w[2]);
            }
        } else if (!strcmp(kind, "stops") || !strcmp(kind, "ls") || !strcmp(kind, "lsminus")) {
            CHECK(parse(w[1], 1, &g) == 0, "%s", w[1]);
            gd_dyadic a, b;
            gd_scoring_stops st;
            gd_scoring_outcome(S, g, &a, &b);
            gd_scoring_stops_of(S, g, &st);
            if (!strcmp(kind, "lsminus"))
                snprintf(buf, sizeof buf, "%lld", (long long)st.ls_lo.num);
            else if (!strcmp(kind, "ls"))
                snprintf(buf, sizeof buf, "%lld", (long long)a.num);
            else
                snprintf(buf, sizeof buf, "%lld %lld", (long long)a.num, (long long)b.num);
            CHECK(!strcmp(buf, w[2]), "%s %s: %s, the guide %s", kind, w[1], buf, w[2]);
        } else if (!strcmp(kind, "birthday")) {
            CHECK(parse(w[1], 0, &g) == 0, "%s", w[1]);
            CHECK(gd_scoring_birthday(S, g) == (uint32_t)atoi(w[2]), "birthday of %s", w[1]);
        } else if (!strcmp(kind, "waiting")) {
            CHECK(parse(w[2], 0, &e) == 0 && gd_scoring_waiting(S, atoi(w[1])) == e, "hat %s", w[1]);
        } else if (!strcmp(kind, "geq")) {
            CHECK(parse(w[1], 1, &g) == 0 && parse(w[2], 1, &h) == 0, "%s, %s", w[1], w[2]);
            int ours = gd_scoring_geq(S, g, h), guide = !strcmp(w[3], "yes");
            if (!strcmp(status, "same"))
                CHECK(ours == guide, "%s >= %s", w[1], w[2]);
            else {
                differ++;
                int shown = -1;
                for (int i = 0; i < NX && shown < 0; i++)
                    if (o(g, X[i], 0) < o(h, X[i], 0) || o(g, X[i], 1) < o(h, X[i], 1))
                        shown = i;
                CHECK(ours == !guide && guide && shown >= 0, "%s >= %s: the guide's answer is not refuted", w[1], w[2]);
                if (shown >= 0) {
                    gd_scoring_print(S, X[shown], buf, sizeof buf);
                    printf("the guide's %s >= %s is refuted beside X = %s: o(G + X) = (%ld, %ld), o(H + X) = (%ld, %ld)\n",
                           w[1], w[2], buf, o(g, X[shown], 0), o(g, X[shown], 1), o(h, X[shown], 0), o(h, X[shown], 1));
                }
            }
        } else if (!strcmp(kind, "guaranteed")) {
            gd_scoring *t = gd_scoring_new();
            char err[300];
            CHECK((gd_scoring_parse_form(t, w[1], &g, err, sizeof err) == 0) == !strcmp(w[2], "yes"), "guaranteed %s", w[1]);
            gd_scoring_free(t);
        } else
            CHECK(0, "unknown row %s", kind);
    }
    fclose(f);
    printf("%d examples of the guide; %d answered otherwise by gamedyn (each decided by the search)\n", rows, differ);
    CHECK(rows == 17, "%d rows", rows);
    gd_scoring_free(S);
    return tl_done("t_examples");
}
