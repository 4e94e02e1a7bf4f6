/* Facts of the sheet recursion stated with the papers' numbers, and the database round trip. */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void nim_facts(void)
{
    gd_config cfg = {GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 100, 100, 0};
    gd_solution sol;
    char err[256];
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    long bad = 0;
    for (uint64_t x = 0; x <= 100; x++)
        for (uint64_t y = 0; y <= 100; y++)
            for (uint64_t z = 0; z <= 100; z++)
                bad += (gd_solution_status(&sol, 1, x, y, z) == GD_OUTCOME_P) != ((x ^ y ^ z) == 0);
    CHECK(bad == 0, "pure Nim: %ld positions where P != (x^y^z == 0)", bad);
    gd_solution_free(&sol);

    cfg = (gd_config){GD_SHEET_NIM, GD_VARIANT_PASS, NULL, 255, 255, 0};
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    bad = 0;
    for (uint64_t a = 0; a <= 255; a++)
        for (uint64_t b = 0; b <= 255; b++) {
            uint32_t g;
            int ok = gd_sheet_lookup(&sol.sheets[a], b, &g) == GD_SHEET_P;
            long d = (long)a - (long)b;
            ok = ok && (long)g >= (d < 0 ? -d : d) - 1 && g <= a + b + 1;
            uint32_t h;
            ok = ok && gd_sheet_lookup(&sol.sheets[b], a, &h) == GD_SHEET_P && g == h; /* symmetry */
            bad += !ok;
        }
    CHECK(bad == 0, "Nim with a pass: %ld cells break |a-b|-1 <= g <= a+b+1 or symmetry", bad);
    gd_solution_free(&sol);
}

static void chomp_facts(void)
{
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 2000, 0, 0};
    gd_engine *e = gd_engine_new(&cfg, NULL, 0);
    const gd_sheet *s;
    long rect = 0, tails = 0, sheets = 0;
    while (gd_engine_next(e, &s, NULL, 0) == 0) {
        uint32_t z;
        if (s->x >= 1 && gd_sheet_lookup(s, 0, &z) == GD_SHEET_P && z == 0)
            rect++;
        tails += s->kind == GD_SHEET_TAIL;
        sheets++;
        if (s->x == 120) {
            CHECK(s->kind == GD_SHEET_TAIL && s->len == 50 && s->period == 2 && s->tail[0] == 72 && s->tail[1] == 70,
                  "sheet 120: kind %d from %llu period %llu", s->kind, (unsigned long long)s->len,
                  (unsigned long long)s->period);
        }
        /* Every column before the end holds exactly one P: z is defined and (for END) only the last is 0. */
        for (uint64_t y = 0; s->kind == GD_SHEET_END && y + 1 < s->len; y++)
            CHECK(s->z[y] != 0, "sheet %llu column %llu: z = 0 before the end", (unsigned long long)s->x,
                  (unsigned long long)y);
    }
    gd_engine_free(e);
    CHECK(rect == 0, "%ld rectangles [x,0,0] are P", rect);
    double frac = (double)tails / (double)sheets;
    CHECK(frac > 0.38 && frac < 0.45, "fraction of tail sheets %.3f, expected near sqrt2 - 1", frac);
}

/* Two engines side by side give the same sheets: no hidden shared state. */
static void side_by_side(void)
{
    gd_config a = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 300, 0, 0}, b = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 300, 0, 0};
    gd_config c = {GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 300, 0, 0};
    gd_engine *ea = gd_engine_new(&a, NULL, 0), *eb = gd_engine_new(&b, NULL, 0), *ec = gd_engine_new(&c, NULL, 0);
    const gd_sheet *sa, *sb, *sc;
    long diff = 0;
    while (gd_engine_next(ea, &sa, NULL, 0) == 0 && gd_engine_next(eb, &sb, NULL, 0) == 0 &&
           gd_engine_next(ec, &sc, NULL, 0) == 0) {
        diff += sa->kind != sc->kind || sa->len != sc->len || memcmp(sa->z, sc->z, sa->len * 4) != 0;
        const gd_sheet *pl = gd_engine_plain_sheet(eb);
        diff += pl->kind != sa->kind || pl->len != sa->len;
    }
    CHECK(diff == 0, "interleaved engines differ on %ld sheets", diff);
    gd_engine_free(ea);
    gd_engine_free(eb);
    gd_engine_free(ec);
}

static void database(void)
{
    const char *path = "build/t_facts.gdb";
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 150, 0, 0};
    gd_solution sol, back;
    char err[256];
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    sol.provenance = strdup("t_facts");
    CHECK(gd_db_write(path, &sol, err, sizeof err) == 0, "write: %s", err);
    CHECK(gd_db_read(path, &back, err, sizeof err) == 0, "read: %s", err);
    long bad = back.nsheets != sol.nsheets;
    for (uint64_t x = 0; !bad && x < sol.nsheets; x++)
        for (uint64_t y = 0; y < 300; y++)
            for (int layer = 0; layer < 2; layer++) {
                const gd_sheet *s1 = layer ? &sol.plain[x] : &sol.sheets[x], *s2 = layer ? &back.plain[x] : &back.sheets[x];
                uint32_t z1 = 0, z2 = 0;
                bad += gd_sheet_lookup(s1, y, &z1) != gd_sheet_lookup(s2, y, &z2) || z1 != z2;
            }
    CHECK(bad == 0 && strcmp(back.provenance, "t_facts") == 0, "database round trip differs");
    gd_solution_free(&back);
    /* A truncated file and a flipped byte are refused. */
    FILE *f = fopen(path, "rb");
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *buf = malloc((size_t)n);
    CHECK(fread(buf, 1, (size_t)n, f) == (size_t)n, "reread");
    fclose(f);
    f = fopen(path, "wb");
    fwrite(buf, 1, (size_t)n - 100, f);
    fclose(f);
    CHECK(gd_db_read(path, &back, err, sizeof err) != 0 && strstr(err, "checksum"), "truncated: %s", err);
    buf[n / 2] ^= 0x10;
    f = fopen(path, "wb");
    fwrite(buf, 1, (size_t)n, f);
    fclose(f);
    CHECK(gd_db_read(path, &back, err, sizeof err) != 0 && strstr(err, "checksum"), "corrupted: %s", err);
    free(buf);
    unlink(path);
    gd_solution_free(&sol);
}

int main(void)
{
    nim_facts();
    chomp_facts();
    side_by_side();
    database();
    return tl_done("t_facts");
}
