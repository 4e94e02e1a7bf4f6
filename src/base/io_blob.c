/* io_blob.c - the checksummed binary part of a checkpoint (io.h). */
#include "gamedyn/io.h"
#include <string.h>
#include <sys/stat.h>

#define ORDER 0x0102030405060708ULL

/* A word at a time: a checkpoint holds gigabytes of rows, and a byte-wise hash would take
 * longer than writing them. Chained over the calls, so a reader must make the same calls. */
static uint64_t mix(uint64_t h, const unsigned char *p, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
        h ^= h >> 29;
    }
    for (; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ULL;
    return h ^ (uint64_t)n;
}

void gd_blob_init(gd_blob *b, FILE *f)
{
    b->f = f;
    b->h = 0xcbf29ce484222325ULL;
    b->bad = 0;
}

void gd_blob_put(gd_blob *b, const void *p, size_t n)
{
    b->h = mix(b->h, p, n);
    if (n && fwrite(p, 1, n, b->f) != n)
        b->bad = 1;
}

void gd_blob_put_u64(gd_blob *b, uint64_t v)
{
    gd_blob_put(b, &v, sizeof v);
}

int gd_blob_get(gd_blob *b, void *p, size_t n)
{
    if (b->bad || (n && fread(p, 1, n, b->f) != n)) {
        b->bad = 1;
        return -1;
    }
    b->h = mix(b->h, p, n);
    return 0;
}

uint64_t gd_blob_get_u64(gd_blob *b)
{
    uint64_t v = 0;
    gd_blob_get(b, &v, sizeof v);
    return v;
}

void gd_blob_put_order(gd_blob *b)
{
    gd_blob_put_u64(b, ORDER);
}

int gd_blob_get_order(gd_blob *b)
{
    return gd_blob_get_u64(b) == ORDER ? 0 : -1;
}

void gd_blob_put_end(gd_blob *b)
{
    uint64_t h = b->h;
    if (fwrite(&h, 1, sizeof h, b->f) != sizeof h)
        b->bad = 1;
}

int gd_blob_get_end(gd_blob *b)
{
    uint64_t h = 0;
    if (b->bad || fread(&h, 1, sizeof h, b->f) != sizeof h || h != b->h || fgetc(b->f) != EOF)
        return -1;
    return 0;
}

uint64_t gd_blob_left(gd_blob *b)
{
    struct stat st;
    off_t at = ftello(b->f);
    if (b->bad || at < 0 || fstat(fileno(b->f), &st) != 0 || st.st_size < at)
        return 0;
    return (uint64_t)(st.st_size - at);
}
