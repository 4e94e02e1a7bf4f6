/* common.h - helpers shared by the libFuzzer harnesses (fuzz/fuzz_*.c). */
#ifndef GAMEDYN_FUZZ_COMMON_H
#define GAMEDYN_FUZZ_COMMON_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The APIs under test read from a path, so each input goes through one temporary file per
 * process, made in $TMPDIR (scripts/fuzz.sh points it at its own scratch folder). */
static char fuzz_path[4096];

static inline void fuzz_remove_file(void)
{
    if (fuzz_path[0])
        unlink(fuzz_path);
}

/* Writes data to the process's temporary file and returns its path; aborts on failure,
 * since a harness that silently tests nothing is worse than one that stops. */
static inline const char *fuzz_write_file(const uint8_t *data, size_t size)
{
    if (!fuzz_path[0]) {
        const char *dir = getenv("TMPDIR");
        snprintf(fuzz_path, sizeof fuzz_path, "%s/gamedyn-fuzz-XXXXXX", dir && *dir ? dir : "/tmp");
        int fd = mkstemp(fuzz_path);
        if (fd < 0) {
            perror("fuzz: mkstemp");
            abort();
        }
        close(fd);
        atexit(fuzz_remove_file);
    }
    FILE *f = fopen(fuzz_path, "wb");
    if (!f || (size && fwrite(data, 1, size, f) != size) || fclose(f) != 0) {
        perror("fuzz: writing the input file");
        abort();
    }
    return fuzz_path;
}

/* A NUL-terminated copy of the input (the caller frees it). */
static inline char *fuzz_string(const uint8_t *data, size_t size)
{
    char *s = malloc(size + 1);
    if (!s)
        abort();
    memcpy(s, data, size);
    s[size] = 0;
    return s;
}

/* Whether the input holds a run of `digits` or more decimal digits: a value's sum with *n or
 * n.^ costs a power of n, so the value fuzzers leave numbers of that many digits to the tests
 * and stay on the parsers. */
static inline int fuzz_long_number(const uint8_t *data, size_t size, size_t digits)
{
    for (size_t i = 0, run = 0; i < size; i++)
        if ((run = data[i] >= '0' && data[i] <= '9' ? run + 1 : 0) >= digits)
            return 1;
    return 0;
}

#endif
