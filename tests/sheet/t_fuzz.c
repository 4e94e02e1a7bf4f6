/* What the fuzzers (fuzz/) found: each case feeds the input that crashed a harness
 * (also kept in fuzz/corpus/NAME/, where scripts/fuzz.sh replays it). */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* fuzz_vspec, input "point:1,2,3": the harness asks for the random point of column
 * y = 2^64-1; y + sigma*g rounds to 2^64 and the conversion to uint64_t was undefined
 * (UBSan float-cast-overflow; x86 gave 0). The point saturates now, like it clips at 0. */
static void random_z_saturates(void)
{
    CHECK(gd_perturb_random_z(0, 0.0, 0, UINT64_MAX) == UINT64_MAX, "sigma 0, y = 2^64-1");
    CHECK(gd_perturb_random_z(1, 0.0, 7, UINT64_MAX - 1) == UINT64_MAX, "sigma 0, y = 2^64-2");
    /* A sigma the parser may refuse but a database can carry: every point is 0 or the top. */
    for (uint64_t y = 0; y < 64; y++) {
        uint64_t z = gd_perturb_random_z(1, 1e300, 3, y);
        CHECK(z == 0 || z == UINT64_MAX, "sigma 1e300, y = %llu: z = %llu", (unsigned long long)y,
              (unsigned long long)z);
    }
    /* Ordinary columns keep their points: sigma 0 puts the point of column y at z = y. */
    CHECK(gd_perturb_random_z(5, 0.0, 2, 1000) == 1000, "sigma 0, y = 1000");
    CHECK(gd_perturb_random_z(5, 0.0, 2, (uint64_t)1 << 52) == (uint64_t)1 << 52, "sigma 0, y = 2^52");
}

/* A database file built byte by byte (format 1, docs/format.md), checksum appended. */
typedef struct {
    unsigned char b[4096];
    size_t n;
} dbbuf;

static void put_u64(dbbuf *d, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        d->b[d->n++] = (unsigned char)(v >> (8 * i));
}

/* Header up to and including the perturbation points; nsheets and sheets follow. */
static void put_header(dbbuf *d, uint64_t game, uint64_t variant, uint64_t xmax, uint64_t pk, const gd_xyz *pts,
                       uint64_t npts)
{
    memcpy(d->b, "GAMEDYN\x1a", 8);
    d->n = 8;
    put_u64(d, 1); /* format version */
    put_u64(d, game);
    put_u64(d, variant);
    put_u64(d, xmax);
    put_u64(d, 0); /* ymax */
    put_u64(d, 0); /* gamedyn version: empty string */
    put_u64(d, 0); /* provenance: empty string */
    put_u64(d, pk);
    put_u64(d, 0); /* spec: empty string */
    put_u64(d, 0); /* seed */
    put_u64(d, 0); /* sigma bits */
    put_u64(d, npts);
    for (uint64_t i = 0; i < npts; i++) {
        put_u64(d, pts[i].x);
        put_u64(d, pts[i].y);
        put_u64(d, pts[i].z);
    }
}

/* Appends the checksum, writes the file and reads it back: gd_db_read's result. */
static int read_back(dbbuf *d, char *err, size_t errlen)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < d->n; i++) {
        h ^= d->b[i];
        h *= 0x100000001b3ULL;
    }
    put_u64(d, h);
    const char *dir = getenv("TMPDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/t_fuzz-XXXXXX", dir && *dir ? dir : "/tmp");
    int fd = mkstemp(path);
    if (fd < 0 || write(fd, d->b, d->n) != (ssize_t)d->n || close(fd) != 0) {
        perror(path);
        exit(1);
    }
    gd_solution sol;
    int rc = gd_db_read(path, &sol, err, errlen);
    unlink(path);
    if (rc == 0)
        gd_solution_free(&sol);
    return rc;
}

/* fuzz_db's contract "nsheets = xmax + 1 >= 1": xmax = 2^64-1 with 0 sheets passed the
 * check ns == xmax + 1 by wrap-around and gave a solution with no sheet at all. */
static void db_sheet_count_wraps(void)
{
    dbbuf d;
    char err[256] = "";
    put_header(&d, GD_SHEET_CHOMP, GD_VARIANT_PLAIN, UINT64_MAX, GD_PERTURB_NONE, NULL, 0);
    put_u64(&d, 0); /* nsheets */
    CHECK(read_back(&d, err, sizeof err) != 0 && strstr(err, "malformed"), "xmax 2^64-1, 0 sheets: '%s'", err);
}

/* One END sheet x = 0 with P at [0,0,1] (Chomp's terminal position). */
static void put_one_sheet(dbbuf *d)
{
    put_u64(d, 1); /* nsheets */
    put_u64(d, 0); /* x */
    put_u64(d, GD_SHEET_END);
    put_u64(d, 1); /* len */
    put_u64(d, 0); /* period */
    put_u64(d, 1); /* computed */
    d->b[d->n++] = 1; /* z[0] = 1, 4 bytes */
    d->b[d->n++] = 0;
    d->b[d->n++] = 0;
    d->b[d->n++] = 0;
}

/* fuzz_db's contract "every listed point of V is in V": membership is a binary search, so
 * a database whose points were out of order or repeated answered "not in V" for a listed
 * point. The reader refuses such a list now; a sorted list still reads. */
static void db_points_out_of_order(void)
{
    const gd_xyz unsorted[2] = {{0, 2, 1}, {0, 1, 1}}, repeated[2] = {{0, 1, 1}, {0, 1, 1}},
                 sorted[2] = {{0, 1, 1}, {0, 2, 1}};
    dbbuf d;
    char err[256] = "";
    put_header(&d, GD_SHEET_CHOMP, GD_VARIANT_PERTURB, 0, GD_PERTURB_FINITE, unsorted, 2);
    put_one_sheet(&d);
    CHECK(read_back(&d, err, sizeof err) != 0 && strstr(err, "malformed"), "unsorted points: '%s'", err);
    err[0] = 0;
    put_header(&d, GD_SHEET_CHOMP, GD_VARIANT_PERTURB, 0, GD_PERTURB_FINITE, repeated, 2);
    put_one_sheet(&d);
    CHECK(read_back(&d, err, sizeof err) != 0 && strstr(err, "malformed"), "repeated point: '%s'", err);
    put_header(&d, GD_SHEET_CHOMP, GD_VARIANT_PERTURB, 0, GD_PERTURB_FINITE, sorted, 2);
    put_one_sheet(&d);
    CHECK(read_back(&d, err, sizeof err) == 0, "sorted points: %s", err);
}

/* Found by fuzz_db: a K-pass database (variant 3) with an absurd K was refused, but the
 * reader still counted down its layers from K, about 2^31 empty loop turns: a hang in the
 * fuzzer's unoptimized build (an optimizer drops the empty loop, so the regression test
 * that fails without the fix is the input kept in fuzz/corpus/db/absurd-passes, replayed
 * by scripts/fuzz.sh under libFuzzer's timeout). Here: the refusal, with a message. */
static void db_absurd_passes(void)
{
    dbbuf d;
    char err[256] = "";
    memcpy(d.b, "GAMEDYN\x1a", 8);
    d.n = 8;
    put_u64(&d, 1);                   /* format version */
    put_u64(&d, GD_SHEET_CHOMP);
    put_u64(&d, 3);                   /* several passes, K follows */
    put_u64(&d, (uint64_t)0x7a << 24); /* K */
    put_u64(&d, 0);                   /* xmax */
    time_t t0 = time(NULL);
    CHECK(read_back(&d, err, sizeof err) != 0 && err[0], "K = 2^30: read as a database");
    CHECK(time(NULL) - t0 < 3, "K = 2^30: the refusal took %ld s", (long)(time(NULL) - t0));
}

int main(void)
{
    random_z_saturates();
    db_sheet_count_wraps();
    db_points_out_of_order();
    db_absurd_passes();
    return tl_done("t_fuzz");
}
