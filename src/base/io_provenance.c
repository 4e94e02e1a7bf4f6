/* io_provenance.c - the lines that open every text output, so a file says what made it. */
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* "# " prefix s, one line whatever s holds: its control characters are shown by gd_one_line. */
static int comment_line(FILE *f, const char *prefix, const char *s)
{
    char *t = gd_one_line_copy(s);
    if (!t)
        return -1;
    int bad = fprintf(f, "# %s%s\n", prefix, t) < 0;
    if (bad)
        gd_io_note(f);
    free(t);
    return bad ? -1 : 0;
}

int gd_io_provenance(FILE *f, const char *command, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *params = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!params)
        return -1;
    va_start(ap, fmt);
    vsnprintf(params, (size_t)n + 1, fmt, ap);
    va_end(ap);
    int bad = fprintf(f, "# gamedyn %s\n", gd_version()) < 0;
    if (bad)
        gd_io_note(f);
    bad |= comment_line(f, "command: ", command) != 0;
    bad |= comment_line(f, "", params) != 0;
    free(params);
    return bad ? -1 : 0;
}
