/* t_blob.c - the checksummed binary part of a checkpoint (src/base/io_blob.c).
 * 1. The sum is of the bytes: written in pieces of random sizes (fixed seed) and read back
 *    in other random pieces, a stream checks (gd_blob_get_end), and its sum is gd_blob_sum
 *    of its bytes.
 * 2. A stream cut short fails the read and the end; a changed byte or a byte past the sum
 *    fails the end; the byte order mark reads back. */
#include "gamedyn/io.h"
#include "testlib.h"
#include <stdlib.h>
#include <string.h>

static uint64_t rng = 99;
static uint64_t rnd(uint64_t n)
{
    rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
    return rng % n;
}

/* The n bytes of data written in random pieces after an order mark: the file, rewound. */
static FILE *written(const unsigned char *data, size_t n)
{
    FILE *f = tmpfile();
    gd_blob b;
    gd_blob_init(&b, f);
    gd_blob_put_order(&b);
    for (size_t at = 0; at < n;) {
        size_t k = 1 + rnd(40);
        k = k < n - at ? k : n - at;
        gd_blob_put(&b, data + at, k);
        at += k;
    }
    gd_blob_put_end(&b);
    CHECK(!b.bad && fflush(f) == 0, "written");
    rewind(f);
    return f;
}

/* Reads n bytes in random pieces after the order mark; 0 when they and the end check. */
static int reads_back(FILE *f, const unsigned char *data, size_t n)
{
    unsigned char *got = malloc(n ? n : 1);
    gd_blob b;
    gd_blob_init(&b, f);
    int rc = gd_blob_get_order(&b);
    for (size_t at = 0; at < n && rc == 0;) {
        size_t k = 1 + rnd(40);
        k = k < n - at ? k : n - at;
        rc = gd_blob_get(&b, got + at, k);
        at += k;
    }
    rc = rc == 0 && memcmp(got, data, n) == 0 && gd_blob_get_end(&b) == 0 ? 0 : -1;
    free(got);
    return rc;
}

int main(void)
{
    for (int t = 0; t < 200; t++) {
        size_t n = rnd(300);
        unsigned char *data = malloc(n + 8);
        for (size_t i = 0; i < n; i++)
            data[i] = (unsigned char)rnd(256);
        FILE *f = written(data, n);
        CHECK(reads_back(f, data, n) == 0, "a stream of %zu bytes reads back and checks", n);
        /* the sum in the file is gd_blob_sum of the bytes after the mark */
        fseek(f, 0, SEEK_END);
        long size = ftell(f);
        CHECK(size == (long)n + 16, "mark, bytes, sum: %ld", size);
        unsigned char *all = malloc((size_t)size);
        rewind(f);
        CHECK(fread(all, 1, (size_t)size, f) == (size_t)size, "read whole");
        uint64_t h = 0;
        for (int i = 0; i < 8; i++)
            h |= (uint64_t)all[size - 8 + i] << (8 * i);
        CHECK(h == gd_blob_sum(all, (size_t)size - 8), "the sum is gd_blob_sum of the bytes before it");
        fclose(f);
        /* damaged: cut short, a byte changed, a byte appended */
        size_t cut = rnd((size_t)size);
        FILE *g = tmpfile();
        fwrite(all, 1, cut, g);
        rewind(g);
        CHECK(reads_back(g, data, n) != 0, "cut at %zu of %ld: refused", cut, size);
        fclose(g);
        size_t at = rnd((size_t)size);
        all[at] ^= (unsigned char)(1 + rnd(255));
        g = tmpfile();
        fwrite(all, 1, (size_t)size, g);
        rewind(g);
        CHECK(reads_back(g, data, n) != 0, "byte %zu changed: refused", at);
        fclose(g);
        free(all);
        f = written(data, n);
        fseek(f, 0, SEEK_END);
        fputc('x', f);
        rewind(f);
        CHECK(reads_back(f, data, n) != 0, "a byte past the sum: refused");
        fclose(f);
        free(data);
    }
    return tl_done("t_blob");
}
