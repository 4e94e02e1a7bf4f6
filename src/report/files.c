/* files.c - what the report writes besides its two documents (report_int.h): its data
 * files and plots, with the provenance every output of the tool carries; and its errors. */
#include "report_int.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int rp_fail(rp_doc *d, const char *fmt, ...)
{
    if (d->err && d->errlen && !d->err[0]) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(d->err, d->errlen, fmt, ap);
        va_end(ap);
    }
    return 2;
}

/* "# " prefix s: one line whatever s holds, so a command line cannot end the comment (its
 * control characters become '?', as in the tool's own provenance: gd_one_line_copy). */
static void comment(FILE *f, const char *prefix, const char *s)
{
    char *t = gd_one_line_copy(s);
    fprintf(f, "# %s%s\n", prefix, t ? t : "?");
    free(t);
}

/* The provenance lines every text output of the tool starts with. */
static void provenance(const rp_doc *d, FILE *f)
{
    comment(f, "gamedyn ", d->ctx->version);
    comment(f, "command: ", d->ctx->command);
    comment(f, "", d->ctx->parameters);
}

FILE *rp_data_begin(rp_doc *d, const char *name, const char *header, char **tmp)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/%s", d->dir, name);
    FILE *f = gd_file_begin(path, tmp, err, sizeof err);
    if (!f) {
        rp_fail(d, "%s", err);
        return NULL;
    }
    provenance(d, f);
    fprintf(f, "%s\n", header);
    return f;
}

int rp_data_end(rp_doc *d, FILE *f, char *tmp, const char *name)
{
    char path[4096], err[512] = "";
    snprintf(path, sizeof path, "%s/%s", d->dir, name);
    if (gd_file_commit(f, tmp, path, 0, err, sizeof err) != 0)
        return err[0] ? rp_fail(d, "%s", err) : 2;
    return 0;
}

/* The PNG's text chunks are those of every plot of the tool: title, version, command, and
 * the parameters followed by "plot". */
static int plot_png(rp_doc *d, const char *png, const char *title, const char *data, const char *script)
{
    gd_image im;
    char err[512];
    int rc = gd_image_plot(data, title, script, &im, err, sizeof err);
    if (rc == GD_PLOT_NO_GNUPLOT) {
        if (d->ctx->warn)
            fprintf(d->ctx->warn,
                    "gamedyn: gnuplot not found: no plot drawn (scripts/setup.sh installs it); the data is written\n");
        return 0;
    }
    if (rc != 0)
        return rp_fail(d, "cannot draw '%s': %s", png, err);
    char version[64], comment[1536];
    snprintf(version, sizeof version, "gamedyn %s", d->ctx->version);
    snprintf(comment, sizeof comment, "%s plot", d->ctx->parameters);
    gd_image_text t[] = {{"Title", (char *)title},
                         {"Software", version},
                         {"Source", (char *)d->ctx->command},
                         {"Comment", comment}};
    rc = gd_image_write_png(&im, 1, t, 4, png, err, sizeof err) != 0 ? rp_fail(d, "%s", err) : 0;
    gd_image_free(&im);
    return rc;
}

int rp_plot(rp_doc *d, const char *png, const char *title, const char *data, const char *script)
{
    char p[4096], q[4096];
    snprintf(p, sizeof p, "%s/%s", d->dir, png);
    snprintf(q, sizeof q, "%s/%s", d->dir, data);
    size_t n = strlen(script) + 512;
    char *s = malloc(n);
    if (!s)
        return rp_fail(d, "out of memory");
    /* The key below the plot area: it never covers a curve. */
    snprintf(s, n, "set key outside below center horizontal maxrows 3 noenhanced\nset grid\n%s", script);
    int rc = plot_png(d, p, title, q, s);
    free(s);
    return rc;
}
