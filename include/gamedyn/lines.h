/* lines.h - gd_lines_*: a part of io.h's interface (the types it uses are there). */
#ifndef GAMEDYN_PUBLIC_LINES_H
#define GAMEDYN_PUBLIC_LINES_H
#include "gamedyn/api.h"
#include "gamedyn/io.h"

/* Text input read a line at a time, each line whole whatever its length:
 *   gd_lines r; if (gd_lines_open(&r, path) == 0) { while (gd_lines_next(&r) == 1) use(r.line, r.len); gd_lines_close(&r); }
 * Only a regular file or a FIFO (so '<(...)' works) is read: a directory holds no lines
 * and a device such as /dev/zero or a terminal need never end. A line is bounded by
 * GD_LINES_MAX bytes, so an endless stream without newlines is refused, not buffered. */
#define GD_LINES_MAX ((size_t)1 << 20)
typedef struct {
    FILE *f;
    char *line;       /* the current line, newline included, NUL-terminated */
    size_t len;       /* its length in bytes (an embedded NUL makes strlen shorter) */
    size_t cap;
    unsigned long no; /* its number, from 1 */
} gd_lines;
enum { GD_LINES_CANNOT_OPEN = -1, GD_LINES_DIRECTORY = -2, GD_LINES_NOT_REGULAR = -3 };
/* 0, or one of the GD_LINES_ codes (errno set for GD_LINES_CANNOT_OPEN). */
GD_API int gd_lines_open(gd_lines *r, const char *path);
enum { GD_LINES_READ_ERROR = -1, GD_LINES_TOO_LONG = -2 };
/* 1 with the next line in r->line, 0 at the end, or GD_LINES_READ_ERROR (errno set) or
 * GD_LINES_TOO_LONG (r->no is the line's number). */
GD_API int gd_lines_next(gd_lines *r);
GD_API void gd_lines_close(gd_lines *r);

#endif
