/* io_provenance.c - the lines that open every text output, so a file says what made it. */
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdarg.h>

int gd_io_provenance(FILE *f, const char *command, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int bad = fprintf(f, "# gamedyn %s\n# command: %s\n# ", gd_version(), command) < 0;
    bad |= vfprintf(f, fmt, ap) < 0;
    bad |= fputc('\n', f) == EOF;
    va_end(ap);
    return bad ? -1 : 0;
}
