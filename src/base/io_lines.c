/* io_lines.c - text input a whole line at a time from a regular file or a FIFO. */
#include "gamedyn/io.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int gd_lines_open(gd_lines *r, const char *path)
{
    memset(r, 0, sizeof *r);
    FILE *f = fopen(path, "r");
    if (!f)
        return GD_LINES_CANNOT_OPEN;
    struct stat st;
    if (fstat(fileno(f), &st) != 0 || !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode))) {
        int dir = S_ISDIR(st.st_mode);
        fclose(f);
        return dir ? GD_LINES_DIRECTORY : GD_LINES_NOT_REGULAR;
    }
    r->f = f;
    return 0;
}

int gd_lines_next(gd_lines *r)
{
    size_t len = 0;
    int c = EOF;
    errno = 0;
    flockfile(r->f);
    while ((c = getc_unlocked(r->f)) != EOF) {
        if (len == GD_LINES_MAX) {
            funlockfile(r->f);
            r->no++;
            return GD_LINES_TOO_LONG;
        }
        if (len + 2 > r->cap) {
            size_t cap = r->cap ? 2 * r->cap : 256;
            char *p = realloc(r->line, cap);
            if (!p) {
                funlockfile(r->f);
                errno = ENOMEM;
                return GD_LINES_READ_ERROR;
            }
            r->line = p, r->cap = cap;
        }
        r->line[len++] = (char)c;
        if (c == '\n')
            break;
    }
    funlockfile(r->f);
    if (c == EOF && ferror(r->f)) {
        if (!errno)
            errno = EIO;
        return GD_LINES_READ_ERROR;
    }
    if (len == 0)
        return 0;
    r->line[len] = 0;
    r->len = len;
    r->no++;
    return 1;
}

void gd_lines_close(gd_lines *r)
{
    if (r->f)
        fclose(r->f);
    free(r->line);
    memset(r, 0, sizeof *r);
}
