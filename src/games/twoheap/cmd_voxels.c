/* gamedyn voxels - the set {(a,b,g(a,b))} of a two-heap table as cubes: an isometric PNG from
 * three sides and a Wavefront .obj (docs/pictures.md, "Voxels"; drawing in src/games/twoheap/voxels.c). */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/table_pic.h"
#include "gamedyn/twoheap.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help[] =
    "usage: gamedyn voxels RULESET --max N [--pass] [--perturb SPEC] -o FILE.png [--obj FILE.obj]\n"
    "                      [--scale S] [--cmap hue|viridis] [--axes] [--json] [--max-mem SIZE] [-q]\n"
    "\n"
    "Draws the set {(a,b,g(a,b))}, 0 <= a,b <= N, one unit cube a cell at height g (RULESET as in\n"
    "gamedyn table): three views side by side, the table turned 0, 1 and 2 quarter turns, each\n"
    "projected along (1,1,1) in painter's order; the top face coloured by g on the hue map (red 0\n"
    "... magenta at the largest value), the left face 3/4 and the right face 1/2 as bright.\n"
    "Plain Nim (g = a XOR b) gives the Sierpinski tetrahedron.\n"
    "\n"
    "  --max N         rows and columns 0..N\n"
    "  --pass          g'(a,b), one pass shared by both players\n"
    "  --perturb SPEC  as in table\n"
    "  -o FILE.png     the picture (text chunks: command, version, parameters)\n"
    "  --obj FILE.obj  the cubes as a Wavefront .obj: 'v a g b' (y = g is up), 8 vertices and 6\n"
    "                  quad faces a cube, a provenance comment first; the picture and the\n"
    "                  .obj replace their files only when both are written (docs/outputs.md)\n"
    "  --scale S       a cube's side in pixels, 1..64 (default 2; its hexagon is 4S x 4S)\n"
    "  --cmap M        hue (default) or viridis (perceptually uniform) for the top faces\n"
    "  --axes          a frame: the title and a colour bar of g (a projection has no axes);\n"
    "                  -o FILE.svg or FILE.pdf writes SVG or PDF instead of PNG\n"
    GD_CLI_MAX_MEM_HELP("  ")
    "  --json          the summary as one JSON line (docs/format.md): cubes, largest_value,\n"
    "                  width, height, output; vertices, faces, obj with --obj\n"
    "  -q              no summary\n";

static int has_suffix(const char *s, const char *suf)
{
    size_t n = strlen(s), m = strlen(suf);
    return n >= m && strcmp(s + n - m, suf) == 0;
}

int gd_cmd_voxels(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    const char *out = NULL, *obj = NULL, *maxs = NULL, *scales = NULL, *cmaps = NULL;
    int axes = 0, json = 0;
    gd_cli_opt opts[] = {{"-o", &out, NULL},         {"--obj", &obj, NULL},    {"--max", &maxs, NULL},
                         {"--scale", &scales, NULL}, {"--cmap", &cmaps, NULL}, {"--axes", NULL, &axes},
                         {"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "voxels");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (!out)
        return gd_cli_fail("voxels: -o FILE.png is required");
    if (!has_suffix(out, ".png") && !has_suffix(out, ".svg") && !has_suffix(out, ".pdf") && strcmp(out, "-") != 0)
        return gd_cli_fail("voxels: -o '%s' is not a .png, .svg or .pdf", out);
    int cmap = cmaps ? gd_cmap_parse(cmaps) : GD_CMAP_HUE;
    if (cmap < 0)
        return gd_cli_fail("bad --cmap '%s': expected hue or viridis", cmaps);
    if (obj && !has_suffix(obj, ".obj") && strcmp(obj, "-") != 0)
        return gd_cli_fail("voxels: --obj '%s' is not a .obj", obj);
    if (obj && strcmp(obj, "-") == 0 && strcmp(out, "-") == 0)
        return gd_cli_fail("voxels: -o and --obj cannot both be stdout");
    if (json && (strcmp(out, "-") == 0 || (obj && strcmp(obj, "-") == 0)))
        return gd_cli_fail("--json takes stdout: -o - and --obj - cannot go with it");
    uint64_t n, s = 2;
    if ((rc = gd_table_cmd_max(&c, "voxels", maxs, 0, 65535, &n)) ||
        (scales && (rc = gd_cli_parse_u64("--scale", scales, 1, 64, &s))) || (rc = gd_cli_check_output(out)) ||
        (obj && (rc = gd_cli_check_output(obj))))
        return rc;
    char err[512];
    gd_ruleset r;
    gd_table_perturb pert, *pp;
    if ((rc = gd_table_cmd_ruleset(&c, NULL, &r, &pert, &pp)) != 0)
        return rc;
    gd_table t = {0};
    gd_image im = {0};
    gd_table_spec spec = {&r, GD_TABLE_GRUNDY, c.pass, 0, pp, 0, n, n, NULL, NULL};
    uint64_t need = gd_table_estimate_bytes(&spec, 0);
    c.size_options = "--max";
    if ((rc = gd_cli_check_mem(&c, need)) != 0)
        goto done;
    if (gd_table_compute(&spec, &t, err, sizeof err) != 0) {
        rc = gd_cli_fail("%s", err);
        goto done;
    }
    /* The picture's size depends on the largest value: checked once the table is known. */
    uint64_t w, h;
    gd_table_voxels_size(&t, (uint32_t)s, &w, &h);
    if (gd_table_voxels_check(&t, (uint32_t)s, err, sizeof err) != 0) {
        rc = gd_cli_fail("%s; lower --max or --scale", err);
        goto done;
    }
    c.size_options = "--max or --scale";
    if ((rc = gd_cli_check_mem(&c, need + 3 * w * h)) != 0)
        goto done;
    if (gd_table_voxels_draw_cmap(&t, (uint32_t)s, (gd_cmap)cmap, &im) != 0) {
        rc = gd_cli_fail("voxels: out of memory drawing %llu x %llu pixels", (unsigned long long)w,
                         (unsigned long long)h);
        goto done;
    }
    char title[700], params[1400];
    snprintf(title, sizeof title, "Voxels (a,b,g(a,b)) of %s%s%s, a,b <= %llu, three views", r.text,
             c.pass ? " with a pass" : "", pp ? " (perturbed)" : "", (unsigned long long)n);
    snprintf(params, sizeof params,
             "ruleset=%s pass=%d perturb=%s max=%llu scale=%llu views=0,1,2 quarter turns cmap=%s%s", r.text, c.pass,
             pp ? pp->text : "-", (unsigned long long)n, (unsigned long long)s, gd_cmap_name((gd_cmap)cmap),
             axes ? " axes=1" : "");
    gd_figure fig;
    gd_figure_init(&fig);
    fig.frame = axes;
    fig.axes = 0;
    fig.title = title;
    fig.bar = 1;
    fig.bar_from_zero = 1;
    fig.cmap = (gd_cmap)cmap;
    fig.vmax = gd_table_max(&t);
    fig.bar_label = "g(a,b) (height)";
    /* The picture and the .obj replace their files only when both are written. */
    gd_outputs os = {0};
    uint64_t nv = 0, nf = 0;
    int failed = (rc = gd_cli_write_figure(&c, &im, 1, &fig, title, params, &os, out)) != 0;
    if (!failed && obj) {
        FILE *f = gd_outputs_add(&os, obj, err, sizeof err);
        if (!f)
            failed = 1, rc = gd_cli_fail("%s", err);
        else {
            /* the picture's title stands where other outputs have their parameters; these follow */
            gd_io_provenance(f, c.command, "%s", title);
            failed = gd_table_voxels_obj(&t, f, params, &nv, &nf) != 0;
        }
    }
    err[0] = 0;
    if (gd_outputs_commit(&os, failed, err, sizeof err) != 0) {
        rc = rc ? rc : gd_cli_fail("%s", err[0] ? err : "cannot write the .obj");
        goto done;
    }
    if (json) {
        gd_json j;
        gd_cli_json_start(&j, &c, params, "ruleset perturb");
        gd_json_str(&j, "title", title);
        gd_json_u64(&j, "cubes", t.rows * t.cols);
        gd_json_u64(&j, "largest_value", gd_table_max(&t));
        gd_json_u64(&j, "width", im.width);
        gd_json_u64(&j, "height", im.height);
        gd_json_str(&j, "output", out);
        if (obj) {
            gd_json_u64(&j, "vertices", nv);
            gd_json_u64(&j, "faces", nf);
            gd_json_str(&j, "obj", obj);
        }
        gd_cli_json_end(&j);
    } else if (!c.quiet) {
        int on_stdout = strcmp(out, "-") == 0 || (obj && strcmp(obj, "-") == 0);
        gd_cli_line(on_stdout, "%s: %llu cubes, largest value %u, %ux%u pixels -> %s", title,
                    (unsigned long long)(t.rows * t.cols), gd_table_max(&t), im.width, im.height, out);
        if (obj)
            gd_cli_line(on_stdout, "%llu vertices, %llu faces -> %s", (unsigned long long)nv, (unsigned long long)nf,
                        obj);
    }
done:
    gd_image_free(&im);
    if (t.v)
        gd_table_free(&t);
    gd_table_cmd_ruleset_free(&r, pp);
    gd_cli_done(&c);
    return rc;
}
