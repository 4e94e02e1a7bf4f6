/* cli_sheet.c - the sheet commands' part of the command line (cli_sheet.h): the engine's
 * configuration from --xmax, --ymax, --pass and --perturb, the parameters line and the
 * provenance of their outputs, threads, progress. */
#include "tool.h"
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* gd_cli_done's part: the perturbation gd_cli_configure parsed. */
static void release(gd_cli *c)
{
    gd_perturb_clear(&c->perturb);
}

int gd_cli_configure(gd_cli *c, int keep_all)
{
    c->release = release;
    if (!c->game_name)
        return gd_cli_fail("missing GAME (nim or chomp)");
    const gd_rules *r = gd_rules_by_name(c->game_name);
    if (!r)
        return gd_cli_fail("unknown game '%s' (expected nim or chomp)", c->game_name);
    if (c->pass && c->perturb_spec)
        return gd_cli_fail("--pass and --perturb cannot be combined");
    c->cfg.game = r->game;
    c->cfg.variant = c->pass ? GD_VARIANT_PASS : c->perturb_spec ? GD_VARIANT_PERTURB : GD_VARIANT_PLAIN;
    c->cfg.passes = c->pass > 0 ? (unsigned)c->pass : 0;
    if (c->perturb_spec) {
        char err[512];
        if (gd_perturb_parse(&c->perturb, c->perturb_spec, r, err, sizeof err) != 0)
            return gd_cli_fail("%s", err);
        c->cfg.perturb = &c->perturb;
    }
    c->cfg.xmax = c->xmax;
    c->cfg.ymax = c->have_ymax ? c->ymax : c->xmax;
    return gd_cli_check_mem(c, gd_config_estimate_bytes(&c->cfg, keep_all) + c->extra_bytes);
}

void gd_cli_parameters(const gd_cli *c, char *buf, size_t len)
{
    gd_config_parameters(&c->cfg, buf, len);
}

const char *gd_cli_pass_words(int k)
{
    static const char *const words[GD_MAX_PASSES + 1] = {
        "", " with a pass", " with 2 passes", " with 3 passes", " with 4 passes",
        " with 5 passes", " with 6 passes", " with 7 passes", " with 8 passes"};
    return k >= 0 && k <= GD_MAX_PASSES ? words[k] : " with several passes";
}

void gd_cli_dead(FILE *f, const char *which, uint64_t x)
{
    if (x)
        fprintf(f, "# dead%s%s: from sheet %llu ([%llu,0,0] is a P-position, so every later position is N)\n",
                which ? " " : "", which ? which : "", (unsigned long long)x, (unsigned long long)x);
}

void gd_cli_dead_json(gd_json *j, const char *key, uint64_t x)
{
    if (x)
        gd_json_u64(j, key, x);
    else
        gd_json_str(j, key, NULL);
}

void gd_cli_provenance(const gd_cli *c, FILE *f)
{
    char p[1024];
    gd_cli_parameters(c, p, sizeof p);
    gd_io_provenance(f, c->command, "%s", p);
}

void gd_cli_progress(void *ctx, uint64_t x, uint64_t xmax)
{
    gd_cli *c = ctx;
    if (!c->bar_on) {
        gd_progress_start(&c->bar, "sheet", xmax + 1, c->quiet);
        c->bar.from = c->bar_from;
        /* Outside a window a sheet's columns grow with x (Chomp's L_x has about 0.21 x). */
        c->bar.power = gd_config_is_window(&c->cfg) ? 1 : 2;
        c->bar_on = 1;
    }
    gd_progress_update(&c->bar, x + 1);
}


int gd_cli_write_png(const gd_cli *c, const gd_image *im, uint32_t scale, const char *title, const char *what,
                     const char *path)
{
    return gd_cli_write_sheet_figure(c, im, scale, NULL, title, what, NULL, path);
}

int gd_cli_write_sheet_figure(const gd_cli *c, const gd_image *im, uint32_t scale, const gd_figure *fig,
                              const char *title, const char *what, gd_outputs *os, const char *path)
{
    char params[1536], p[1024];
    gd_cli_parameters(c, p, sizeof p);
    snprintf(params, sizeof params, "%s %s", p, what);
    return gd_cli_write_figure(c, im, scale, fig, title, params, os, path);
}

int gd_cli_plot(const gd_cli *c, gd_outputs *os, const char *png, const char *title, FILE *data, const char *script)
{
    const char *from = data && data != stdout ? gd_outputs_name(os, data) : NULL;
    if (!from)
        return gd_cli_fail("--plot needs the data in a file (-o FILE.tsv), not on stdout");
    /* Written in place (a device, a FIFO) the data cannot be read back. */
    for (int i = 0; i < os->n; i++)
        if (os->o[i].f == data && !os->o[i].tmp)
            return gd_cli_fail("--plot needs the data in a regular file: '%s' is not one", os->o[i].path);
    if (fflush(data) != 0)
        return 2; /* the commit names the cause */
    gd_image im;
    char err[512];
    int rc = gd_image_plot(from, title, script, &im, err, sizeof err);
    if (rc == GD_PLOT_NO_GNUPLOT) {
        fprintf(stderr, "gamedyn: gnuplot not found: no plot drawn (scripts/setup.sh installs it); the data is written\n");
        return 0;
    }
    if (rc != 0)
        return gd_cli_fail("cannot draw '%s': %s", png, err);
    char params[1536], p[1024];
    gd_cli_parameters(c, p, sizeof p);
    snprintf(params, sizeof params, "%s plot", p);
    rc = gd_cli_write_png_output(c, &im, 1, title, params, os, png);
    gd_image_free(&im);
    return rc;
}

void gd_cli_engine_threads(gd_engine *e, int threads)
{
    if (e)
        gd_engine_set_threads(e, threads ? threads : gd_par_cores());
}

int gd_cli_threads(const char *v, int *threads)
{
    uint64_t n = 0;
    int rc = v ? gd_cli_parse_u64("--threads", v, 0, 256, &n) : 0;
    *threads = (int)n;
    return rc;
}

FILE *gd_cli_table_begin(const gd_cli *c, const char *path, char **tmp)
{
    char err[512];
    FILE *f = stdout;
    *tmp = NULL;
    if (path && !(f = gd_file_begin(path, tmp, err, sizeof err))) {
        gd_cli_fail("%s", err);
        return NULL;
    }
    gd_cli_provenance(c, f);
    return f;
}

FILE *gd_cli_table_open(const gd_cli *c, gd_outputs *os, const char *path)
{
    char err[512];
    FILE *f = stdout;
    if (path && strcmp(path, "-") != 0 && !(f = gd_outputs_add(os, path, err, sizeof err))) {
        gd_cli_fail("%s", err);
        return NULL;
    }
    gd_cli_provenance(c, f);
    return f;
}

int gd_cli_outputs_end(gd_outputs *os, int failed)
{
    char err[512] = "";
    /* A run that failed has said why. */
    if (gd_outputs_commit(os, failed, err, sizeof err) != 0)
        return !failed && err[0] ? gd_cli_fail("%s", err) : 2;
    return failed ? 2 : 0;
}

void gd_cli_json_begin(const gd_cli *c, gd_json *j)
{
    char p[1024];
    gd_cli_parameters(c, p, sizeof p);
    gd_cli_json_start(j, c, p, "perturb");
}
