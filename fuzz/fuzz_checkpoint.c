/* fuzz_checkpoint - the input as a heap checkpoint (the file `gamedyn heap --checkpoint F
 * --stop-at M` writes and `--resume` reads), offered to gd_heap_checkpoint_load for each of
 * a few codes. A load that succeeds must be for that code: the header's code line is the
 * code's text and, for a code whose text is cut ("..."), the digits line is the whole code
 * written out here from its digits; the run then goes on from the loaded values. The two
 * long codes agree in their first 200 digits, so their texts are alike. */
#include "common.h"
#include "gamedyn/heap.h"

enum { TARGET = 330, NCODES = 7 };

static char long_a[256], long_b[256];

static const char *code_text(int i)
{
    static const char *fixed[] = {"0.77", "0.137", "4!", "allbut:{1,3}", "0.4F"};
    if (!long_a[0]) {
        memcpy(long_a, "0.", 2), memcpy(long_b, "0.", 2);
        for (int j = 0; j < 210; j++)
            long_a[2 + j] = long_b[2 + j] = "0137"[j % 4];
        long_b[2 + 209] = '2';
    }
    return i < 5 ? fixed[i] : i == 5 ? long_a : long_b;
}

/* "D0.D1...Dk", '!', "+T" as the checkpoint writes it, from the parsed digits. */
static void whole(const gd_heap_code *c, char *buf)
{
    size_t at = 0;
    for (int j = 0; j <= c->k; j++) {
        buf[at++] = "0123456789ABCDEF"[c->d[j] & 15];
        if (j == 0)
            buf[at++] = '.';
    }
    if (c->unequal)
        buf[at++] = '!';
    if (c->tail)
        buf[at++] = '+', buf[at++] = "0123456789ABCDEF"[c->tail & 15];
    buf[at] = 0;
}

/* The value of the header line "KEY VALUE" (before the line "end"; up to a NUL, as the
 * reader's string functions see it), or "" when there is none. Lines are split at '\n'
 * over the whole input, NULs included. */
static void header_field(const uint8_t *data, size_t size, const char *key, char *out, size_t len)
{
    out[0] = 0;
    size_t kl = strlen(key);
    for (size_t at = 0; at < size;) {
        size_t n = 0;
        while (at + n < size && data[at + n] != '\n')
            n++;
        const char *l = (const char *)data + at;
        if (n == 3 && memcmp(l, "end", 3) == 0)
            return;
        if (n > kl && memcmp(l, key, kl) == 0 && l[kl] == ' ') {
            size_t v = n - kl - 1, z = 0;
            while (z < v && l[kl + 1 + z])
                z++;
            snprintf(out, len, "%.*s", (int)z, l + kl + 1);
            return;
        }
        at += n + 1;
    }
}

/* Where "end\n" first occurs, or NULL. */
static const uint8_t *find_end(const uint8_t *b, size_t size)
{
    for (size_t i = 0; i + 4 <= size; i++)
        if (memcmp(b + i, "end\n", 4) == 0)
            return b + i;
    return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 64 * 1024)
        return 0;
    /* The values' checksum (FNV-1a in the last 8 bytes, over the bytes after "end\n") is
     * set right, so the fuzzer gets past it into the values. */
    uint8_t *buf = malloc(size ? size : 1);
    if (!buf)
        abort();
    memcpy(buf, data, size);
    const uint8_t *end = find_end(buf, size);
    if (end && (size_t)(end + 4 - buf) + 8 <= size) {
        uint64_t h = 0xcbf29ce484222325ULL;
        for (const uint8_t *p = end + 4; p < buf + size - 8; p++)
            h = (h ^ *p) * 0x100000001b3ULL;
        for (int b = 0; b < 8; b++)
            buf[size - 8 + b] = (uint8_t)(h >> (8 * b));
    }
    const char *path = fuzz_write_file(buf, size);
    char field[8192], want[8192];
    for (int i = 0; i < NCODES; i++) {
        gd_heap_code c;
        gd_heap_run r;
        char err[512];
        if (gd_heap_code_parse(code_text(i), &c, err, sizeof err) ||
            gd_heap_run_init(&r, &c, TARGET, -1, err, sizeof err))
            abort();
        err[0] = 0;
        if (gd_heap_checkpoint_load(&r, &c, TARGET, path, err, sizeof err) != 0) {
            if (!err[0])
                abort();
        } else {
            header_field(buf, size, "code", field, sizeof field);
            if (strcmp(field, c.text) != 0) {
                fprintf(stderr, "fuzz_checkpoint: a checkpoint for '%s' accepted for %s\n", field, c.text);
                abort();
            }
            if (strstr(c.text, "...")) {
                header_field(buf, size, "digits", field, sizeof field);
                whole(&c, want);
                if (strcmp(field, want) != 0) {
                    fprintf(stderr, "fuzz_checkpoint: the digits of another code accepted for %s\n", c.text);
                    abort();
                }
            }
            if (r.done < 1 || r.done > TARGET + 1)
                abort();
            if (gd_heap_run_step(&r, TARGET, 2.0, err, sizeof err) < 0 && !err[0])
                abort();
        }
        gd_heap_run_free(&r);
    }
    free(buf);
    return 0;
}
