/* io_blob.c - the checksummed binary part of a checkpoint (io.h). */
#include "gamedyn/io.h"
#include <string.h>
#include <sys/stat.h>

#define ORDER 0x0102030405060708ULL

/* A word at a time: a checkpoint holds gigabytes of rows, and a byte-wise hash would take
 * longer than writing them. Over the byte stream, whatever the calls that made it: a
 * reader (or a fuzzer) may read it in other pieces than the writer wrote. */
static uint64_t mix(uint64_t h, uint64_t w)
{
    h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
    return h ^ (h >> 29);
}

static void feed(gd_blob *b, const unsigned char *p, size_t n)
{
    b->total += n;
    while (n && b->npend) { /* a word begun by the last call */
        b->pend |= (uint64_t)*p++ << (8 * b->npend);
        n--;
        if (++b->npend == 8) {
            b->h = mix(b->h, b->pend);
            b->pend = 0, b->npend = 0;
        }
    }
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w = 0;
        for (int i = 0; i < 8; i++) /* little-endian whatever the machine: the sum is of the bytes */
            w |= (uint64_t)p[i] << (8 * i);
        b->h = mix(b->h, w);
    }
    for (; n; n--)
        b->pend |= (uint64_t)*p++ << (8 * b->npend++);
}

static uint64_t sum(const gd_blob *b)
{
    return mix(mix(b->h, b->pend), b->total);
}

uint64_t gd_blob_sum(const void *p, size_t n)
{
    gd_blob b;
    gd_blob_init(&b, NULL);
    feed(&b, p, n);
    return sum(&b);
}

void gd_blob_init(gd_blob *b, FILE *f)
{
    memset(b, 0, sizeof *b);
    b->f = f;
    b->h = 0xcbf29ce484222325ULL;
}

void gd_blob_put(gd_blob *b, const void *p, size_t n)
{
    feed(b, p, n);
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
    feed(b, p, n);
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

/* The sum as 8 bytes, least significant first. */
void gd_blob_put_end(gd_blob *b)
{
    uint64_t h = sum(b);
    unsigned char c[8];
    for (int i = 0; i < 8; i++)
        c[i] = (unsigned char)(h >> (8 * i));
    if (fwrite(c, 1, sizeof c, b->f) != sizeof c)
        b->bad = 1;
}

int gd_blob_get_end(gd_blob *b)
{
    unsigned char c[8];
    if (b->bad || fread(c, 1, sizeof c, b->f) != sizeof c || fgetc(b->f) != EOF)
        return -1;
    uint64_t h = 0;
    for (int i = 0; i < 8; i++)
        h |= (uint64_t)c[i] << (8 * i);
    return h == sum(b) ? 0 : -1;
}

uint64_t gd_blob_left(gd_blob *b)
{
    struct stat st;
    off_t at = ftello(b->f);
    if (b->bad || at < 0 || fstat(fileno(b->f), &st) != 0 || st.st_size < at)
        return 0;
    return (uint64_t)(st.st_size - at);
}
