/* testlib.h - a tiny check harness: each test program counts its checks. */
#ifndef GAMEDYN_TESTLIB_H
#define GAMEDYN_TESTLIB_H
#include <stdio.h>
#include "gamedyn/image.h"
#include "gamedyn/sheet.h"

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
/* The property tests' effort: GAMEDYN_TEST_EFFORT=K (1 to 1000; default 1) multiplies the
 * number of random cases. The seeds are fixed, so a run at effort 1 repeats the same cases
 * every time and a larger effort extends the same sequences. */
long tl_effort(void);
/* Prints the summary; returns the exit status. */
int tl_done(const char *name);
/* The reference data folder: GAMEDYN_REFERENCE if set, else tests/data. */
const char *tl_reference(void);
/* Opens a reference file or aborts the test with a failure. */
FILE *tl_open_reference(const char *file);
/* Next non-comment line of f into buf; 0 at end of file. */
int tl_next_line(FILE *f, char *buf, size_t len);

/* Checks im pixel for pixel against the golden picture tests/golden/FILE (GAMEDYN_GOLDEN
 * overrides the folder; GAMEDYN_UPDATE_GOLDEN=1 rewrites it first). */
void tl_check_golden(const char *file, const gd_image *im);

/* Whether two sheets are the same, field for field (kind, length, computed, period, the
 * explicit part and the tail). */
int tl_sheet_eq(const gd_sheet *p, const gd_sheet *q);

/* Whether the test runs under AddressSanitizer (memory measurements are then not the program's). */
#if defined(__SANITIZE_ADDRESS__)
#define UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UNDER_ASAN 1
#endif
#endif
#ifndef UNDER_ASAN
#define UNDER_ASAN 0
#endif
#endif
