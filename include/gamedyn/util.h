/* util.h - small helpers shared by the library and the command line. */
#ifndef GAMEDYN_UTIL_H
#define GAMEDYN_UTIL_H
#include "gamedyn/api.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define GD_VERSION "0.2.0"
/* "0.2.0 (abc1234)": the release and the git commit it was built from (plus "-dirty" for
 * uncommitted changes); just the release when not built from git. */
GD_API const char *gd_version(void);

/* snprintf into an error buffer (NULL allowed). The message is one line: control characters
 * (a newline in a quoted file name or position, say) become '?'. */
GD_API void gd_err(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Replaces the control characters of s by '?', so a message stays on one line. */
GD_API void gd_one_line(char *s);
/* A malloc'd copy of s with gd_one_line applied (NULL when out of memory): user text in
 * provenance ('#' lines, PNG text chunks) goes through this. */
GD_API char *gd_one_line_copy(const char *s);
/* Skips blanks, parses a non-negative decimal integer, advances *p. 0 on success. */
GD_API int gd_parse_u64_token(const char **p, uint64_t *out);
/* Whole string is a non-negative decimal integer. 0 on success. */
GD_API int gd_parse_u64(const char *s, uint64_t *out);
GD_API uint64_t gd_gcd(uint64_t a, uint64_t b);
GD_API uint64_t gd_lcm(uint64_t a, uint64_t b);
/* Progress of a long computation: x of xmax units done (called by the computing thread;
 * the units are the computation's own, proportional to the work). */
typedef void (*gd_progress_fn)(void *ctx, uint64_t x, uint64_t xmax);
/* Seconds on the monotonic clock (for timings: differences only). */
GD_API double gd_seconds(void);
/* Physical memory in bytes (0 if unknown). */
GD_API uint64_t gd_physical_memory(void);
/* MemAvailable of /proc/meminfo, else the physical memory (0 if unknown); *figure (may be
 * NULL) names which: "available memory" or "RAM". */
GD_API uint64_t gd_available_memory(const char **figure);
/* "1.23 GiB" */
GD_API const char *gd_format_bytes(uint64_t bytes, char *buf, size_t len);

/* Text built piece by piece into buf (len bytes, always terminated when len > 0), with
 * snprintf's semantics: at counts every character asked for, so at >= len afterwards means
 * the text was cut (and at + 1 bytes would have held it). */
typedef struct {
    char *buf;
    size_t len, at;
} gd_text;
GD_API void gd_text_init(gd_text *t, char *buf, size_t len);
GD_API void gd_text_put(gd_text *t, const char *s);
GD_API void gd_text_printf(gd_text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
