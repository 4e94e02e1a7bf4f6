/* testlib.h - a tiny check harness: each test program counts its checks. */
#ifndef GAMEDYN_TESTLIB_H
#define GAMEDYN_TESTLIB_H
#include <stdio.h>

extern long tl_checks, tl_failures;
#define CHECK(cond, ...)                                                                                               \
    do {                                                                                                               \
        tl_checks++;                                                                                                   \
        if (!(cond)) {                                                                                                 \
            tl_failures++;                                                                                             \
            if (tl_failures <= 20) {                                                                                   \
                fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond);                               \
                fprintf(stderr, __VA_ARGS__);                                                                          \
                fputc('\n', stderr);                                                                                   \
            }                                                                                                          \
        }                                                                                                              \
    } while (0)
/* Prints the summary; returns the exit status. */
int tl_done(const char *name);
/* The reference data folder: GAMEDYN_REFERENCE if set, else tests/data. */
const char *tl_reference(void);
/* Opens a reference file or aborts the test with a failure. */
FILE *tl_open_reference(const char *file);
/* Next non-comment line of f into buf; 0 at end of file. */
int tl_next_line(FILE *f, char *buf, size_t len);
#endif
