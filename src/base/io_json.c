/* json.c - JSON lines: one object a line, for machine-readable summaries. */
#include "gamedyn/io.h"
#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void gd_json_write_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"': fputs("\\\"", f); break;
        case '\\': fputs("\\\\", f); break;
        case '\b': fputs("\\b", f); break;
        case '\f': fputs("\\f", f); break;
        case '\n': fputs("\\n", f); break;
        case '\r': fputs("\\r", f); break;
        case '\t': fputs("\\t", f); break;
        default:
            if (*p < 0x20 || *p == 0x7f)
                fprintf(f, "\\u%04x", *p);
            else
                fputc(*p, f); /* UTF-8 passes through: JSON text is UTF-8 */
        }
    }
    fputc('"', f);
}

/* The separator and key before a value. */
static void key(gd_json *j, const char *k)
{
    /* A value before failed to write: its cause is kept while errno still holds it. */
    if (ferror(j->f))
        gd_io_note(j->f);
    if (!j->first[j->depth])
        fputc(',', j->f);
    j->first[j->depth] = 0;
    if (k) {
        gd_json_write_string(j->f, k);
        fputc(':', j->f);
    }
}

void gd_json_begin(gd_json *j, FILE *f)
{
    j->f = f;
    j->depth = 0;
    j->first[0] = 1;
    fputc('{', f);
}

int gd_json_end(gd_json *j)
{
    if (ferror(j->f))
        gd_io_note(j->f);
    errno = 0;
    if (fputs("}\n", j->f) == EOF || fflush(j->f) != 0 || ferror(j->f)) {
        gd_io_note(j->f);
        return -1;
    }
    return 0;
}

void gd_json_str(gd_json *j, const char *k, const char *v)
{
    key(j, k);
    if (v)
        gd_json_write_string(j->f, v);
    else
        fputs("null", j->f);
}

void gd_json_u64(gd_json *j, const char *k, uint64_t v)
{
    key(j, k);
    fprintf(j->f, "%" PRIu64, v);
}

void gd_json_i64(gd_json *j, const char *k, int64_t v)
{
    key(j, k);
    fprintf(j->f, "%" PRId64, v);
}

void gd_json_num(gd_json *j, const char *k, double v)
{
    key(j, k);
    if (!isfinite(v)) {
        fputs("null", j->f);
        return;
    }
    char buf[40];
    for (int prec = 15; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*g", prec, v);
        if (strtod(buf, NULL) == v)
            break;
    }
    fputs(buf, j->f);
}

void gd_json_bool(gd_json *j, const char *k, int v)
{
    key(j, k);
    fputs(v ? "true" : "false", j->f);
}

void gd_json_raw(gd_json *j, const char *k, const char *v, size_t n)
{
    key(j, k);
    fwrite(v, 1, n, j->f);
}

static void open_(gd_json *j, const char *k, char bracket)
{
    key(j, k);
    fputc(bracket, j->f);
    if (j->depth + 1 < (int)(sizeof j->first / sizeof j->first[0]))
        j->depth++;
    j->first[j->depth] = 1;
}

void gd_json_object(gd_json *j, const char *k)
{
    open_(j, k, '{');
}

void gd_json_array(gd_json *j, const char *k)
{
    open_(j, k, '[');
}

void gd_json_close(gd_json *j, char bracket)
{
    fputc(bracket, j->f);
    if (j->depth > 0)
        j->depth--;
}

void gd_json_timing(gd_json *j, ...)
{
    va_list ap;
    va_start(ap, j);
    gd_json_object(j, "timing");
    for (const char *name; (name = va_arg(ap, const char *));)
        gd_json_num(j, name, va_arg(ap, double));
    gd_json_close(j, '}');
    va_end(ap);
}
