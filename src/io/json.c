/* json.c - JSON lines: one object a line, for machine-readable summaries. */
#include "gamedyn/io.h"
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>

void gd_json_write_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        switch (*p) {
        case '"':
            fputs("\\\"", f);
            break;
        case '\\':
            fputs("\\\\", f);
            break;
        case '\n':
            fputs("\\n", f);
            break;
        case '\r':
            fputs("\\r", f);
            break;
        case '\t':
            fputs("\\t", f);
            break;
        default:
            if (*p < 0x20 || *p == 0x7f)
                fprintf(f, "\\u%04x", *p);
            else
                fputc(*p, f); /* UTF-8 passes through */
        }
    }
    fputc('"', f);
}

static void key(gd_json *j, const char *k)
{
    if (j->n++)
        fputc(',', j->f);
    gd_json_write_string(j->f, k);
    fputc(':', j->f);
}

void gd_json_begin(gd_json *j, FILE *f)
{
    j->f = f;
    j->n = 0;
    j->depth = 0;
    fputc('{', f);
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
    if (isfinite(v)) {
        /* The shortest of 15 and 17 digits that reads back as v. */
        char b[32];
        snprintf(b, sizeof b, "%.15g", v);
        if (strtod(b, NULL) != v)
            snprintf(b, sizeof b, "%.17g", v);
        fputs(b, j->f);
    }
    else
        fputs("null", j->f);
}

void gd_json_bool(gd_json *j, const char *k, int v)
{
    key(j, k);
    fputs(v ? "true" : "false", j->f);
}

void gd_json_object(gd_json *j, const char *k)
{
    key(j, k);
    fputc('{', j->f);
    j->n = 0;
    j->depth++;
}

void gd_json_close(gd_json *j)
{
    if (j->depth > 0) {
        fputc('}', j->f);
        j->depth--;
        j->n = 1; /* the closed object was a member of its parent */
    }
}

void gd_json_end(gd_json *j)
{
    while (j->depth > 0)
        gd_json_close(j);
    fputs("}\n", j->f);
}
