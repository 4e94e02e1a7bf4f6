/* The engine against the published data in tests/data (see its README.md). */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static gd_solution chomp;
static uint64_t X;

static int chomp_p(uint64_t x, uint64_t y, uint64_t z)
{
    return gd_solution_status(&chomp, 1, x, y, z) == GD_OUTCOME_P;
}

/* Brouwer: all P-positions with middle row q = x + y <= 24, and nothing else there. */
static void brouwer(void)
{
    FILE *f = tl_open_reference("brouwer_small_table_as_xyz.txt");
    char line[256];
    long n = 0;
    while (tl_next_line(f, line, sizeof line)) {
        unsigned long x, y, z;
        if (sscanf(line, "%lu %lu %lu", &x, &y, &z) != 3)
            continue;
        CHECK(chomp_p(x, y, z), "Brouwer P-position [%lu,%lu,%lu] is not P", x, y, z);
        n++;
    }
    fclose(f);
    long mine = 0;
    for (uint64_t x = 0; x <= 24; x++)
        for (uint64_t y = 0; x + y <= 24; y++) {
            uint32_t z;
            if (gd_sheet_lookup(&chomp.sheets[x], y, &z) == GD_SHEET_P)
                mine++;
        }
    CHECK(n == 215 && mine == n, "Brouwer table has %ld P-positions, the engine %ld", n, mine);
}

/* Files of "x v" lines checked by a predicate. */
static void pairs(const char *file, const char *what, int (*ok)(unsigned long, unsigned long))
{
    FILE *f = tl_open_reference(file);
    char line[256];
    long n = 0;
    while (tl_next_line(f, line, sizeof line)) {
        unsigned long a, b;
        if (sscanf(line, "%lu %lu", &a, &b) != 2 || a > X)
            continue;
        CHECK(ok(a, b), "%s: %lu %lu", what, a, b);
        n++;
    }
    fclose(f);
    CHECK(n > 10, "%s: only %ld lines read", what, n);
}

static int ok_a029900(unsigned long x, unsigned long p)
{
    return p >= x && chomp_p(x, 0, p - x);
}
static int ok_x0z(unsigned long x, unsigned long z)
{
    return chomp_p(x, 0, z);
}
static int ok_xy0(unsigned long x, unsigned long y)
{
    const gd_sheet *s = &chomp.sheets[x];
    return s->kind == GD_SHEET_END && s->len == y + 1 && chomp_p(x, y, 0);
}
/* A029899: number of P-positions (p,q,r) with p = x + y + z <= n. */
static int ok_a029899(unsigned long n, unsigned long count)
{
    unsigned long c = 0;
    for (uint64_t x = 0; x <= n; x++)
        for (uint64_t y = 0; x + y <= n; y++) {
            uint32_t z;
            if (gd_sheet_lookup(&chomp.sheets[x], y, &z) == GD_SHEET_P && x + y + z <= n)
                c++;
        }
    return c == count;
}

/* The sheets ending with a z = 0 loser are exactly those listed, and A147983's
 * rows are exactly the sheets with a tail of period >= 2. */
static void sheet_sets(void)
{
    FILE *f = tl_open_reference("losers_xy0_from_A029901_A029902.txt");
    char line[256];
    char *listed = calloc(X + 1, 1);
    unsigned long last = 0;
    while (tl_next_line(f, line, sizeof line)) {
        unsigned long x, y;
        if (sscanf(line, "%lu %lu", &x, &y) == 2 && x <= X)
            listed[x] = 1, last = x > last ? x : last;
    }
    fclose(f);
    for (uint64_t x = 0; x <= last; x++)
        CHECK((chomp.sheets[x].kind == GD_SHEET_END) == listed[x], "sheet %llu ends iff listed in A029901/2",
              (unsigned long long)x);
    memset(listed, 0, X + 1);
    f = tl_open_reference("oeis_A147983.txt");
    last = 0;
    while (tl_next_line(f, line, sizeof line)) {
        unsigned long n, r;
        if (sscanf(line, "%lu %lu", &n, &r) == 2 && r <= X)
            listed[r] = 1, last = r > last ? r : last;
    }
    fclose(f);
    CHECK(last > 1500, "A147983 read up to row %lu", last);
    for (uint64_t x = 0; x <= last; x++) {
        const gd_sheet *s = &chomp.sheets[x];
        int periodic = s->kind == GD_SHEET_TAIL && s->period >= 2;
        CHECK(periodic == listed[x], "sheet %llu: period >= 2 iff in A147983 (kind %d period %llu)",
              (unsigned long long)x, s->kind, (unsigned long long)s->period);
    }
    free(listed);
}

/* A029903/4/5: families (k + p + q, k + q, r): sheet r is flat at z = p from column q - r on. */
static void families(void)
{
    FILE *fp = tl_open_reference("oeis_A029903.txt"), *fq = tl_open_reference("oeis_A029904.txt"),
         *fr = tl_open_reference("oeis_A029905.txt");
    char a[512], b[512], c[512];
    int n = 0;
    while (tl_next_line(fp, a, sizeof a) && tl_next_line(fq, b, sizeof b) && tl_next_line(fr, c, sizeof c)) {
        unsigned long i, p, q, r;
        sscanf(a, "%lu %lu", &i, &p);
        sscanf(b, "%lu %lu", &i, &q);
        sscanf(c, "%lu %lu", &i, &r);
        const gd_sheet *s = &chomp.sheets[r];
        CHECK(s->kind == GD_SHEET_TAIL && s->period == 1 && s->tail[0] == p && s->len <= q - r,
              "family %lu: sheet %lu flat at %lu from column %lu", i, r, p, q - r);
        n++;
    }
    fclose(fp);
    fclose(fq);
    fclose(fr);
    CHECK(n >= 20, "read %d families", n);
}

/* P-positions [a,b,c] of a 3-pile Nim solution with lo <= a <= b <= c <= n (unordered heaps). */
static long sorted_p_positions(const gd_solution *sol, uint64_t lo, uint64_t n)
{
    long count = 0;
    for (uint64_t a = lo; a <= n; a++)
        for (uint64_t b = a; b <= n; b++) {
            uint32_t z;
            if (gd_sheet_lookup(&sol->sheets[a], b, &z) == GD_SHEET_P && z >= b && z <= n)
                count++;
        }
    return count;
}

static void nim_pass(void)
{
    gd_config cfg = {GD_SHEET_NIM, GD_VARIANT_PASS, NULL, 127, 127, 0};
    gd_solution sol;
    char err[256];
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    FILE *f = tl_open_reference("nimpass_2pile_grundy_128.txt");
    char line[4096];
    unsigned long a = 0, bad = 0;
    while (tl_next_line(f, line, sizeof line) && a < 128) {
        char *p = line;
        for (unsigned long b = 0; b < 128; b++) {
            unsigned long g = strtoul(p, &p, 10);
            uint32_t z;
            if (gd_sheet_lookup(&sol.sheets[a], b, &z) != GD_SHEET_P || z != g)
                bad++;
        }
        a++;
    }
    fclose(f);
    CHECK(a == 128 && bad == 0, "Nim with a pass: %lu rows, %lu cells differ from g(a,b)", a, bad);
    /* The 3-pile P-positions with the pass available, unordered, c <= 63. */
    f = tl_open_reference("nimpass_3pile_P_positions.txt");
    long listed = 0;
    while (tl_next_line(f, line, sizeof line)) {
        unsigned long x, y, z;
        if (sscanf(line, "P %lu %lu %lu", &x, &y, &z) == 3) {
            CHECK(gd_solution_status(&sol, 1, x, y, z) == GD_OUTCOME_P, "pass P [%lu,%lu,%lu]", x, y, z);
            listed++;
        }
    }
    fclose(f);
    long mine = sorted_p_positions(&sol, 0, 63);
    CHECK(listed > 100 && mine == listed, "3-pile pass P-positions: reference %ld, engine %ld", listed, mine);
    gd_solution_free(&sol);
}

static void bouton(void)
{
    gd_config cfg = {GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 70, 70, 0};
    gd_solution sol;
    char err[256];
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    FILE *f = tl_open_reference("nim3_bouton_numbers_A363166.txt");
    char line[256];
    while (tl_next_line(f, line, sizeof line)) {
        unsigned long n, count;
        if (sscanf(line, "%lu %lu", &n, &count) != 2 || n > 70)
            continue;
        unsigned long c = (unsigned long)sorted_p_positions(&sol, 1, n);
        CHECK(c == count, "A363166(%lu) = %lu, engine %lu", n, count, c);
    }
    fclose(f);
    gd_solution_free(&sol);
}

int main(void)
{
    X = 2100;
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, X, 0, 0};
    char err[256];
    if (gd_solution_compute(&chomp, &cfg, NULL, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    brouwer();
    pairs("oeis_A029900.txt", "A029900", ok_a029900);
    pairs("losers_x0z_from_A029900.txt", "[x,0,z] losers", ok_x0z);
    pairs("losers_xy0_from_A029901_A029902.txt", "[x,y,0] losers", ok_xy0);
    pairs("oeis_A029899.txt", "A029899", ok_a029899);
    sheet_sets();
    families();
    gd_solution_free(&chomp);
    nim_pass();
    bouton();
    return tl_done("t_reference");
}
