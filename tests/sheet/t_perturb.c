/* The perturbation parser, its hash, and the database's hash of V. */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char dir[] = "/tmp/gamedyn-t_perturb-XXXXXX";

static const char *path_in(const char *name)
{
    static char p[256];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    return p;
}

static void write_file(const char *name, const char *text)
{
    FILE *f = fopen(path_in(name), "w");
    fputs(text, f);
    fclose(f);
}

static int parses(const char *spec, gd_perturb *v)
{
    char err[512];
    return gd_perturb_parse(v, spec, gd_rules_get(GD_SHEET_CHOMP), err, sizeof err) == 0;
}

static void specs(void)
{
    static const char *refused[] = {
        "random:seed=1,sigma=1e300",  "random:seed=1,sigma=4294967297", "random:seed=1,sigma=nan",
        "random:seed=1,sigma=inf",    "random:seed=1,sigma=-1",         "random:seed=1,sigma=0x10",
        "random:seed=-1,sigma=1",     "random:seed=18446744073709551616,sigma=1",
        "random:seed=nan,sigma=1",    "random:seed=1,seed=2,sigma=3",   "random:seed=1,sigma=2,sigma=3",
        "random:seed=1,sigma=2,",     "random:sigma=2",                 "point:1,2,18446744073709551616",
        "point:1,2, 3",
    };
    gd_perturb v;
    for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++) {
        int ok = parses(refused[i], &v);
        CHECK(!ok, "accepted '%s'", refused[i]);
        if (ok)
            gd_perturb_clear(&v);
    }
    CHECK(parses("random:seed=18446744073709551615,sigma=4294967296", &v), "the largest seed and sigma");
    gd_perturb_clear(&v);
    CHECK(parses("random:sigma=1.5e1,seed=3", &v) && v.seed == 3 && v.sigma == 15, "keys in any order");
    gd_perturb_clear(&v);
    /* Whatever the caller passes, the conversion to an integer is defined (UBSan's
     * float-cast-overflow checks it in the sanitizer build). */
    CHECK(gd_perturb_random_z(1, 1e300, 3, 4) == 0 || gd_perturb_random_z(1, 1e300, 3, 4) == UINT64_MAX,
          "sigma 1e300 saturates");
    volatile double nan = 0.0;
    CHECK(gd_perturb_random_z(1, nan / nan, 3, 4) == 0, "sigma nan gives 0");
}

static void files(void)
{
    gd_perturb a, b;
    /* A comment far longer than any fixed buffer, whose tail looks like a point. */
    char line[1200];
    memset(line, 'c', sizeof line);
    line[0] = '#';
    memcpy(line + 505, " 4 0 1", 6);
    memcpy(line + 1000, " 4 0 1", 6);
    line[sizeof line - 2] = '\n';
    line[sizeof line - 1] = 0;
    char *text = malloc(sizeof line + 64);
    snprintf(text, sizeof line + 64, "%s1 0 2\n", line);
    write_file("long.txt", text);
    free(text);
    write_file("short.txt", "1 0 2\n");
    CHECK(parses(path_in("long.txt"), &a), "a long comment line");
    CHECK(parses(path_in("short.txt"), &b), "one point");
    CHECK(a.npts == 1 && a.pts[0].x == 1 && a.pts[0].y == 0 && a.pts[0].z == 2, "the long comment is a comment");
    CHECK(gd_perturb_hash(&a) == gd_perturb_hash(&b), "same V, same hash");
    gd_perturb_clear(&a);
    gd_perturb_clear(&b);

    /* A long data line: many blanks before the point. */
    char data[2000];
    memset(data, ' ', sizeof data);
    strcpy(data + 1500, "7 1 3 # far out\n");
    write_file("wide.txt", data);
    CHECK(parses(path_in("wide.txt"), &a) && a.npts == 1 && a.pts[0].z == 3, "a long data line");
    gd_perturb_clear(&a);

    CHECK(!parses(dir, &a), "a directory is not an empty V");
    write_file("empty.txt", "");
    CHECK(parses(path_in("empty.txt"), &a) && a.kind == GD_PERTURB_FINITE && a.npts == 0, "an empty file: empty V");
    gd_perturb_clear(&a);
    FILE *f = fopen(path_in("nul.txt"), "w");
    fwrite("1 0 2\0 9 9 9\n", 1, 13, f);
    fclose(f);
    CHECK(!parses(path_in("nul.txt"), &a), "a NUL byte in a line");
}

static void hashes(void)
{
    gd_perturb a, b;
    write_file("ab.txt", "2 0 1\n1 0 2\n");
    write_file("ba.txt", "# the same set, other order\n1 0 2\n2 0 1\n1 0 2\n");
    CHECK(parses(path_in("ab.txt"), &a) && parses(path_in("ba.txt"), &b), "two files");
    CHECK(gd_perturb_hash(&a) == gd_perturb_hash(&b), "the hash sees the set, not its text");
    gd_perturb_clear(&b);
    write_file("ab.txt", "2 0 1\n1 0 3\n");
    CHECK(parses(path_in("ab.txt"), &b) && gd_perturb_hash(&a) != gd_perturb_hash(&b), "a changed point");
    gd_perturb_clear(&a);
    gd_perturb_clear(&b);
    CHECK(parses("random:seed=1,sigma=3", &a) && parses("random:seed=1,sigma=3.0000000000000004", &b),
          "two sigmas one ulp apart");
    CHECK(gd_perturb_hash(&a) != gd_perturb_hash(&b), "the hash sees sigma's bits");
    gd_perturb_clear(&b);
    CHECK(parses("random:seed=2,sigma=3", &b) && gd_perturb_hash(&a) != gd_perturb_hash(&b), "another seed");
    gd_perturb_clear(&b);
    CHECK(parses("random:sigma=3,seed=1", &b) && gd_perturb_hash(&a) == gd_perturb_hash(&b), "same random V");
    gd_perturb_clear(&a);
    gd_perturb_clear(&b);
}

/* solve -o with a V file, the file changes, the database must no longer match. */
static void database(void)
{
    const gd_rules *r = gd_rules_get(GD_SHEET_CHOMP);
    char err[512];
    gd_perturb v, w;
    write_file("v.txt", "3 0 1\n");
    CHECK(gd_perturb_parse(&v, path_in("v.txt"), r, err, sizeof err) == 0, "%s", err);
    gd_config cfg = {GD_SHEET_CHOMP, GD_VARIANT_PERTURB, &v, 20, 20, 0};
    gd_solution sol, back;
    CHECK(gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) == 0, "%s", err);
    CHECK(gd_db_write(path_in("v.gdb"), &sol, err, sizeof err) == 0, "%s", err);
    CHECK(gd_db_read(path_in("v.gdb"), &back, err, sizeof err) == 0, "%s", err);
    CHECK(gd_solution_matches(&back, &cfg), "the same V matches");
    write_file("v.txt", "3 0 2\n");
    CHECK(gd_perturb_parse(&w, path_in("v.txt"), r, err, sizeof err) == 0, "%s", err);
    gd_config changed = {GD_SHEET_CHOMP, GD_VARIANT_PERTURB, &w, 20, 20, 0};
    CHECK(!gd_solution_matches(&back, &changed), "a changed V file (same name) must not match");
    gd_perturb_clear(&w);
    write_file("u.txt", "# renamed\n3 0 1\n");
    CHECK(gd_perturb_parse(&w, path_in("u.txt"), r, err, sizeof err) == 0, "%s", err);
    changed.perturb = &w;
    CHECK(gd_solution_matches(&back, &changed), "the same V under another name matches");
    gd_perturb_clear(&w);
    gd_solution_free(&back);

    /* A database whose stored hash is not that of its V is refused: flip a bit of the
     * hash and repair the checksum. */
    FILE *f = fopen(path_in("v.gdb"), "rb");
    static unsigned char buf[1 << 20];
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    size_t at = 8 + 8 + 32;
    for (int k = 0; k < 2; k++) { /* gamedyn version, provenance */
        uint64_t len = 0;
        for (int i = 0; i < 8; i++)
            len |= (uint64_t)buf[at + i] << (8 * i);
        at += 8 + len;
    }
    uint64_t slen = 0;
    for (int i = 0; i < 8; i++)
        slen |= (uint64_t)buf[at + 8 + i] << (8 * i);
    at += 8 + 8 + slen + 8 + 8 + 40 + 8 + 24 * v.npts; /* kind, spec, seed, sigma, model (5), npts, points */
    uint64_t stored = 0;
    for (int i = 0; i < 8; i++)
        stored |= (uint64_t)buf[at + i] << (8 * i);
    CHECK(stored == gd_perturb_hash(&v), "the database stores the hash of V after the points");
    buf[at] ^= 1;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n - 8; i++) {
        h ^= buf[i];
        h *= 0x100000001b3ULL;
    }
    for (int i = 0; i < 8; i++)
        buf[n - 8 + i] = (unsigned char)(h >> (8 * i));
    f = fopen(path_in("bad.gdb"), "wb");
    fwrite(buf, 1, n, f);
    fclose(f);
    CHECK(gd_db_read(path_in("bad.gdb"), &back, err, sizeof err) != 0, "a wrong stored hash is refused");
    gd_solution_free(&sol);
    gd_perturb_clear(&v);
}

int main(void)
{
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 1;
    }
    specs();
    files();
    hashes();
    database();
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
    return tl_done("t_perturb");
}
