/* blob.h - gd_blob_*: a part of io.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_BLOB_H
#define GAMEDYN_PUBLIC_BLOB_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"

/* A checkpoint's binary part: what gd_blob_put writes, the same calls of gd_blob_get read back
 * in the same order, with a checksum over all of it (gd_blob_put_end, gd_blob_get_end). In
 * the machine's own byte order: a checkpoint is for resuming on the machine (or its kind)
 * that wrote it; gd_blob_put_order and gd_blob_get_order tell another order apart. */
typedef struct gd_blob {
    FILE *f;
    uint64_t h, pend, total; /* the sum so far, a word's bytes not yet in it, the bytes */
    unsigned npend;
    int bad; /* a read came short, or a write failed */
} gd_blob;
GD_API void gd_blob_init(gd_blob *b, FILE *f);
GD_API void gd_blob_put(gd_blob *b, const void *p, size_t n);
GD_API void gd_blob_put_u64(gd_blob *b, uint64_t v);
/* 0, or -1 (and b->bad) when the file ends first. */
GD_API int gd_blob_get(gd_blob *b, void *p, size_t n);
GD_API uint64_t gd_blob_get_u64(gd_blob *b); /* 0 and b->bad when short */
/* The bytes left to read: a reader allocates no more than the file can fill (a damaged
 * count is found before the checksum at the end would tell). */
GD_API uint64_t gd_blob_left(gd_blob *b);
GD_API void gd_blob_put_order(gd_blob *b);
GD_API int gd_blob_get_order(gd_blob *b); /* 0 when the file's byte order is this machine's */
GD_API void gd_blob_put_end(gd_blob *b);
/* 0 when nothing came short, the checksum matches and the file ends there. */
GD_API int gd_blob_get_end(gd_blob *b);
/* The checksum gd_blob_put_end writes after these n bytes (least significant byte first). */
GD_API uint64_t gd_blob_sum(const void *p, size_t n);

#endif
