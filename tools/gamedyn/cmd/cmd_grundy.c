/* gamedyn grundy - the 2-pile Grundy table of Nim (with or without the pass) as a picture. */
#include "cli_sheet.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/view.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn grundy nim [--pass] --max N [--scale S] [--origin O] [--value K] [--lines N,..]\n"
    "                      [--tsv FILE] [--json] [--cmap M] [--window W] [--axes] -o FILE.png|.svg|.pdf\n"
    "       gamedyn grundy chomp --max N [--rect | --all] ...   (gamedyn grundy chomp --help)\n"
    "\n"
    "Draws g(a,b), 0 <= a,b <= N, the Grundy value of 2-pile Nim (a XOR b), or with\n"
    "--pass of 2-pile Nim with one pass still available, coloured by value on a hue\n"
    "map (0 black, then red through yellow, green, cyan, blue, to magenta at the table's\n"
    "largest value; above 254 in 255 steps; --cmap viridis: 0 white). a runs to the right, b upwards. The values come from\n"
    "the table module (gamedyn table nim [--pass]); [a,b,z] is a P-position of the 3-pile\n"
    "game exactly when z = g(a,b), which the tests check against the sheet engine. The\n"
    "picture is drawn as every table picture (docs/pictures.md, Table pictures).\n"
    "\n"
    "  --max N      the largest heap (default 255)\n"
    GD_TABLE_PIC_HELP
    "  --tsv FILE   also write the table as TSV lines 'a b g' (atomically; it and the picture\n"
    "               replace their files only when both are written)\n"
    "  -o FILE.png  the picture (atomically, with provenance text chunks)\n"
    "\n"
    "  --json       the summary as one JSON line\n"
    "\n"
    "Prints the largest value on stdout (on stderr when -o - puts the picture there).\n";

/* The game is the first argument that is not an option or an option's value. */
static int game_is_chomp(int argc, char **argv)
{
    for (int i = 2; i < argc; i++) {
        if (argv[i][0] != '-')
            return strcmp(argv[i], "chomp") == 0;
        if (!strchr(argv[i], '=') && i + 1 < argc &&
            (!strcmp(argv[i], "-o") || !strcmp(argv[i], "--max") || !strcmp(argv[i], "--tsv") ||
             !strcmp(argv[i], "--seconds") || !strcmp(argv[i], "--max-mem") || !strcmp(argv[i], "--scale") ||
             !strcmp(argv[i], "--origin") || !strcmp(argv[i], "--value") || !strcmp(argv[i], "--lines") ||
             !strcmp(argv[i], "--perturb") || !strcmp(argv[i], "--xmax") || !strcmp(argv[i], "--ymax")))
            i++;
    }
    return 0;
}

typedef struct {
    const char *out, *tsv, *maxs;
    uint64_t n; /* --max */
    int json, png_out, tsv_out; /* png_out, tsv_out: -o -, --tsv - */
    gd_table_pic pic;
} grundy_args;

/* The checks in the order the manual promises: which error wins matters to scripts. */
static int parse_options(gd_cli *c, int argc, char **argv, grundy_args *a)
{
    *a = (grundy_args){.n = 255};
    gd_table_pic_init(&a->pic);
    gd_cli_opt opts[] = {{"-o", &a->out, NULL},
                         {"--tsv", &a->tsv, NULL},
                         {"--max", &a->maxs, NULL},
                         {"--json", NULL, &a->json},
                         GD_TABLE_PIC_OPTS(&a->pic)};
    int rc = gd_cli_parse(c, argc, argv, opts, GD_CLI_NOPTS(opts), "grundy");
    if (rc)
        return rc;
    if ((a->maxs && (rc = gd_cli_parse_u64("--max", a->maxs, 0, 65535, &a->n))) || (rc = gd_table_pic_parse(&a->pic)))
        return rc;
    if (!c->game_name || strcmp(c->game_name, "nim") != 0)
        return gd_cli_fail("grundy draws 2-pile Nim tables: the game must be nim");
    if (c->perturb_spec || c->have_xmax || c->have_ymax)
        return gd_cli_fail("grundy takes --max N (and --pass), not --perturb, --xmax or --ymax");
    if (!a->out)
        return gd_cli_fail("-o FILE.png is required");
    a->png_out = strcmp(a->out, "-") == 0, a->tsv_out = a->tsv && strcmp(a->tsv, "-") == 0;
    if ((a->png_out && a->tsv_out) || (a->json && (a->png_out || a->tsv_out)))
        return gd_cli_fail("only one of -o -, --tsv - and --json can have stdout");
    if ((rc = gd_table_pic_check(&a->pic, GD_TABLE_GRUNDY, 0, a->n + 1, a->n + 1)) ||
        (rc = gd_cli_check_output(a->out)) || (rc = gd_cli_check_output(a->tsv)))
        return rc;
    return 0;
}

/* The 2-pile table, by the table module (its one implementation). Nonzero: the exit status,
 * the message printed. */
static int compute_table(gd_cli *c, const grundy_args *a, gd_table *t)
{
    char err[512];
    uint64_t n = a->n;
    c->xmax = c->ymax = n;
    c->have_ymax = 1;
    c->size_options = "--max";
    gd_ruleset rules;
    if (gd_ruleset_parse(&rules, "nim", NULL, err, sizeof err) != 0)
        return gd_cli_fail("%s", err);
    gd_table_spec spec = {&rules, GD_TABLE_GRUNDY, c->pass, 0, NULL, 0, n, n, NULL, NULL};
    c->extra_bytes = gd_table_estimate_bytes(&spec, 0) + gd_table_pic_bytes(&a->pic, n + 1, n + 1);
    int rc;
    if ((rc = gd_cli_configure(c, 0)) == 0 && gd_table_compute(&spec, t, err, sizeof err) != 0)
        rc = gd_cli_fail("%s", err);
    gd_ruleset_free(&rules);
    if (rc != 0)
        gd_cli_done(c);
    return rc;
}

static void write_tsv(const gd_cli *c, FILE *f, const gd_table *t, uint32_t side)
{
    gd_cli_provenance(c, f);
    fprintf(f, "a\tb\tg\n");
    for (uint32_t a = 0; a < side; a++)
        for (uint32_t b = 0; b < side; b++)
            fprintf(f, "%u\t%u\t%u\n", a, b, gd_table_get(t, a, b));
}

static void print_summary(gd_cli *c, const grundy_args *a, const char *title, uint32_t vmax)
{
    if (a->json) {
        gd_json j;
        gd_cli_json_begin(c, &j);
        gd_json_str(&j, "title", title);
        gd_json_u64(&j, "max", a->n);
        gd_json_u64(&j, "scale", a->pic.scale_n);
        gd_json_u64(&j, "largest_value", vmax);
        gd_json_str(&j, "output", a->out);
        gd_json_str(&j, "tsv", a->tsv);
        gd_cli_json_end(&j);
    } else
        gd_cli_line(a->png_out || a->tsv_out, "%s: largest value %u -> %s", title, vmax, a->out);
}

int gd_cmd_grundy(int argc, char **argv)
{
    if (game_is_chomp(argc, argv))
        return gd_cmd_grundy_chomp(argc, argv); /* 3-row Chomp: cmd_grundy_chomp.c */
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    grundy_args a;
    int rc = parse_options(&c, argc, argv, &a);
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    gd_table t;
    if ((rc = compute_table(&c, &a, &t)) != 0)
        return rc;
    char err[512];
    uint64_t n = a.n;
    uint32_t vmax = gd_table_draw_vmax(&t, &a.pic.draw);
    /* The TSV and the picture replace their files only when both are written. */
    gd_outputs os = {0};
    FILE *f = NULL;
    if (a.tsv && (f = gd_outputs_add(&os, a.tsv, err, sizeof err)) == NULL)
        rc = gd_cli_fail("%s", err);
    if (f)
        write_tsv(&c, f, &t, (uint32_t)n + 1);
    char title[96], params[1200];
    snprintf(title, sizeof title, "Grundy values g(a,b) of 2-pile Nim%s, a,b <= %llu", c.pass ? " with a pass" : "",
             (unsigned long long)n);
    gd_cli_parameters(&c, params, 1024);
    snprintf(params + strlen(params), sizeof params - strlen(params), " max=%llu", (unsigned long long)n);
    /* |a-b| - 1 <= g'(a,b): the cells of value K lie between b = a -+ (K+1). */
    a.pic.draw.value_bounds = c.pass;
    if (rc == 0)
        rc = gd_table_pic_png_output(&c, &t, &a.pic, title, params, &os, a.out);
    err[0] = 0;
    if (gd_outputs_commit(&os, rc != 0, err, sizeof err) != 0 && rc == 0)
        rc = gd_cli_fail("%s", err[0] ? err : "cannot write the outputs");
    if (rc == 0)
        print_summary(&c, &a, title, vmax);
    gd_table_free(&t);
    gd_cli_done(&c);
    return rc;
}
