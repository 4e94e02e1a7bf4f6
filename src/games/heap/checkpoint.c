/* Checkpoints of a sparse-space run: a text header, the values so far (2 or 4 bytes each,
 * little-endian), a 64-bit FNV-1a checksum of them. Written through io.h, so the file is
 * replaced whole (temporary file + rename) and an interrupted save leaves nothing. */
#include "gamedyn/heap.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC "gamedyn-heap-checkpoint 1"

static uint64_t fnv(uint64_t h, const unsigned char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ b[i]) * 0x100000001b3ULL;
    return h;
}

/* The whole code, digit by digit: "D0.D1...Dk", then '!' and "+3" for an infinite tail.
 * The header's code line is the shown text, which a long code has cut; this is written
 * beside it for such codes, so two codes alike in their shown text are told apart. */
static void whole_code(const gd_heap_code *c, char *buf, size_t len)
{
    size_t at = 0;
    for (int j = 0; j <= c->k && at + 8 < len; j++) {
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

static int code_cut(const gd_heap_code *c)
{
    return strstr(c->text, "...") != NULL;
}

#define WHOLE_LEN (GD_HEAP_MAX_DIGITS + 16)

int gd_heap_checkpoint_save(const gd_heap_run *r, const char *path, char *err, size_t errlen)
{
    char *tmp = NULL;
    FILE *f = gd_file_begin(path, &tmp, err, errlen);
    if (!f)
        return -1;
    int width = r->maxval < 65536 ? 2 : 4;
    fprintf(f, "%s\ncode %s\n", MAGIC, r->code.text);
    if (code_cut(&r->code)) {
        char whole[WHOLE_LEN];
        whole_code(&r->code, whole, sizeof whole);
        fprintf(f, "digits %s\n", whole);
    }
    fprintf(f, "done %llu\nmask %u\nwidth %d\nend\n", (unsigned long long)r->done, r->mask, width);
    uint64_t h = 0xcbf29ce484222325ULL;
    unsigned char buf[4096];
    size_t at = 0;
    for (uint64_t i = 0; i < r->done; i++) {
        uint32_t v = r->g[i];
        for (int b = 0; b < width; b++)
            buf[at++] = (unsigned char)(v >> (8 * b));
        if (at + 4 > sizeof buf || i + 1 == r->done) {
            h = fnv(h, buf, at);
            fwrite(buf, 1, at, f);
            at = 0;
        }
    }
    for (int b = 0; b < 8; b++)
        fputc((int)((h >> (8 * b)) & 0xff), f);
    return gd_file_commit(f, tmp, path, 0, err, errlen);
}

int gd_heap_checkpoint_load(gd_heap_run *r, const gd_heap_code *c, uint64_t target, const char *path, char *err,
                            size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        gd_err(err, errlen, "cannot read checkpoint '%s': %s", path, strerror(errno));
        return -1;
    }
    char line[WHOLE_LEN + 64], digits[WHOLE_LEN + 64];
    char code[256] = "";
    digits[0] = 0;
    uint64_t done = 0, mask = 0, width = 0;
    /* Each field once, each line whole (a line longer than any field is no header line):
     * a file with two code lines is for no one code. */
    enum { F_CODE = 1, F_DIGITS = 2, F_DONE = 4, F_MASK = 8, F_WIDTH = 16 };
    int seen = 0, ok = fgets(line, sizeof line, f) && strcmp(line, MAGIC "\n") == 0;
    while (ok && fgets(line, sizeof line, f) && strcmp(line, "end\n") != 0) {
        size_t n = strlen(line);
        if (n == 0 || line[n - 1] != '\n') {
            ok = 0;
            break;
        }
        line[n - 1] = 0;
        int field = strncmp(line, "code ", 5) == 0     ? F_CODE
                    : strncmp(line, "digits ", 7) == 0 ? F_DIGITS
                    : strncmp(line, "done ", 5) == 0   ? F_DONE
                    : strncmp(line, "mask ", 5) == 0   ? F_MASK
                    : strncmp(line, "width ", 6) == 0  ? F_WIDTH
                                                       : 0;
        if (!field || (seen & field)) {
            ok = 0;
            break;
        }
        seen |= field;
        size_t len = strlen(line);
        if (field == F_CODE) {
            if ((ok = len - 5 < sizeof code))
                memcpy(code, line + 5, len - 5 + 1);
        } else if (field == F_DIGITS)
            snprintf(digits, sizeof digits, "%s", line + 7);
        else
            ok = gd_parse_u64(strchr(line, ' ') + 1, field == F_DONE ? &done : field == F_MASK ? &mask : &width) == 0;
    }
    ok = ok && (seen & (F_CODE | F_DONE | F_MASK | F_WIDTH)) == (F_CODE | F_DONE | F_MASK | F_WIDTH) && mask <= UINT32_MAX;
    if (!ok || (width != 2 && width != 4) || !done) {
        fclose(f);
        gd_err(err, errlen, "'%s' is not a gamedyn heap checkpoint", path);
        return -1;
    }
    if (strcmp(code, c->text) != 0) {
        fclose(f);
        gd_err(err, errlen, "checkpoint '%s' is for code %s, not %s", path, code, c->text);
        return -1;
    }
    if (code_cut(c)) {
        char whole[WHOLE_LEN];
        whole_code(c, whole, sizeof whole);
        if (strcmp(digits, whole) != 0) {
            size_t at = 0;
            while (digits[at] && digits[at] == whole[at])
                at++;
            fclose(f);
            if (!digits[0])
                gd_err(err, errlen, "checkpoint '%s' does not record the whole code %s, so it cannot be resumed for it",
                       path, c->text);
            else
                gd_err(err, errlen,
                       "checkpoint '%s' is for another code than %s (the two agree in their first %zu characters, "
                       "then differ)",
                       path, c->text, at);
            return -1;
        }
    }
    if (done > target + 1)
        done = target + 1; /* a longer run resumed to a shorter target: keep what is needed */
    int fixed = r->fixed_mask;
    uint64_t h = 0xcbf29ce484222325ULL;
    unsigned char b[4];
    for (uint64_t i = 0; i < done; i++) {
        if (fread(b, 1, (size_t)width, f) != (size_t)width) {
            fclose(f);
            gd_err(err, errlen, "checkpoint '%s' is truncated", path);
            return -1;
        }
        h = fnv(h, b, (size_t)width);
        r->g[i] = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (width == 4 ? (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24 : 0);
        if (r->g[i] > r->maxval)
            r->maxval = r->g[i];
    }
    /* The checksum covers every value saved: read the rest when the target is shorter. */
    unsigned char rest[4096];
    size_t got;
    unsigned char tail8[8];
    size_t have = 0;
    while ((got = fread(rest, 1, sizeof rest, f)) > 0)
        for (size_t i = 0; i < got; i++) {
            if (have == 8) {
                h = fnv(h, tail8, 1);
                memmove(tail8, tail8 + 1, 7);
                have = 7;
            }
            tail8[have++] = rest[i];
        }
    fclose(f);
    uint64_t want = 0;
    for (int i = 0; i < 8; i++)
        want |= (uint64_t)tail8[i] << (8 * i);
    if (have != 8 || want != h) {
        gd_err(err, errlen, "checkpoint '%s' is damaged (checksum mismatch)", path);
        return -1;
    }
    r->done = done;
    if (!fixed)
        r->mask = (uint32_t)mask;
    r->nrare = 0;
    for (uint64_t i = 1; i < r->done; i++)
        if (!__builtin_parity(r->g[i] & r->mask)) {
            if (r->nrare == r->caprare) {
                uint64_t nc = r->caprare ? 2 * r->caprare : 1024;
                uint32_t *a = realloc(r->rare, nc * sizeof *a);
                if (a)
                    r->rare = a;
                uint32_t *v = a ? realloc(r->rarev, nc * sizeof *v) : NULL;
                if (!v) {
                    gd_err(err, errlen, "out of memory");
                    return -1;
                }
                r->rarev = v, r->caprare = nc;
            }
            r->rare[r->nrare] = (uint32_t)i;
            r->rarev[r->nrare++] = r->g[i];
        }
    return 0;
}
