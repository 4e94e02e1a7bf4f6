/* gamedyn sheet - the picture of one sheet. */
#include "sheet_pics.h"
#include "gamedyn/view.h"
#include "gamedyn/util.h"
#include <string.h>

static const char help_sheet[] =
    "usage: gamedyn sheet GAME --x X [--pass | --passes K | --perturb SPEC] [--kind W|L|both]\n"
    "                     [--ymax Y] [--zmax Z] [--scale S] [--decompose] [--mark Y,Z]\n"
    "                     [--rescale N] [--axes] [--window Y0:Y1,Z0:Z1] [--json] [-q]\n"
    "                     [--max-mem SIZE] [-o FILE.png|FILE.svg|FILE.pdf] [--npy FILE.npy]\n"
    "\n"
    "Draws sheet X of GAME (nim or chomp) as a PNG: one cell a pixel (S x S with\n"
    "--scale), y to the right, z upwards, origin bottom-left, as in the papers.\n"
    "\n"
    "  --x X          the sheet (first coordinate)\n"
    "  --kind K       W     the instant winners W_X, black on white (default; with --pass\n"
    "                       the hatted sheet: moves to a lower P with the pass available)\n"
    "                 L     the losers L_X (P-positions), black on white\n"
    "                 both  W grey, the variant's extra N-marks (pass-winners or declared\n"
    "                       V) blue, L red on top\n"
    "  --ymax Y       last column drawn (default 1.2X for Chomp, 2X for Nim, at least 15)\n"
    "  --zmax Z       last row drawn (same default)\n"
    "  --scale S      S x S pixels a cell (default 1)\n"
    "  --decompose    Chomp: colour each instant winner by the line of an earlier modified\n"
    "                 loser sheet D L_x' that put it there: LL lower loser line (blue),\n"
    "                 U upper loser line (red), F flat/periodic tail (green), DD deadly\n"
    "                 diagonal (orange); overlaps have colours of their own\n"
    "                 (docs/pictures.md). Prints the cell count of each class.\n"
    "  --mark Y,Z     ring the cell (Y,Z) in green (repeatable)\n"
    "  --rescale N    draw into N x N pixels, each the mean colour of its cells\n"
    "  --axes         a frame: axes y and z with ticks, the title and a legend of the\n"
    "                 colours; the output's extension picks the format: .png, .svg (vector\n"
    "                 frame, embedded pixels) or .pdf (the framed pixels)\n"
    "  --window Y0:Y1,Z0:Z1  draw only the cells Y0 <= y <= Y1, Z0 <= z <= Z1 (the engine's\n"
    "                 window then reaches Y1 and Z1; --ymax/--zmax cannot go with it)\n"
    "  --pass, --perturb SPEC, -q, --max-mem SIZE   as for gamedyn solve\n"
    "  -o FILE.png    the picture, written atomically (- for stdout); the command line,\n"
    "                 gamedyn version and parameters are stored as PNG text chunks\n"
    "  --npy FILE     the cells as a NumPy array (.npy 1.0, docs/format.md), a[y, z] like\n"
    "                 the position [X, y, z] (the picture is a.T with z upwards): with\n"
    "                 --kind W or L bool (1: in W_X, or the P-position of column y), with\n"
    "                 --kind both uint8 0 none, 1 W, 2 an extra N-mark, 3 L; with\n"
    "                 --decompose uint8, the line-class bits (1 LL, 2 U, 4 F, 8 DD); the\n"
    "                 window's cells (--window's, when given), not --scale or --rescale. At\n"
    "                 least one of -o and --npy; both are written or neither\n"
    "  --json         the summary as one JSON line\n"
    "\n"
    "Prints one summary line on stdout: sheet, window, counts of W and L cells (on\n"
    "stderr when -o - puts the picture on stdout).\n";


static void count_cells(const gd_view *v, uint64_t *w, uint64_t *l)
{
    *w = *l = 0;
    for (size_t i = 0; i < v->nz * v->rw; i++)
        *w += (uint64_t)__builtin_popcountll(v->winners[i]);
    for (uint64_t y = 0; y < v->ny; y++)
        *l += v->loser[y] != GD_VIEW_NO_P && v->loser[y] < v->nz;
}

int gd_cmd_sheet(int argc, char **argv)
{
    gd_sheet_pic_opts o;
    int rc;
    if (gd_sheet_pic_begin(&o, argc, argv, 0, help_sheet, &rc) != 0)
        return rc;
    uint64_t ny, nz;
    gd_sheet_pic_window(&o, o.c.cfg.game, o.x0, &ny, &nz);
    gd_view v;
    char err[512], title[128];
    rc = gd_view_compute(&v, &o.c.cfg, o.x0, ny, nz, o.decompose, gd_cli_progress, &o.c, err, sizeof err);
    gd_cli_progress_end(&o.c);
    if (rc != 0) {
        gd_cli_done(&o.c);
        return gd_cli_fail("%s", err);
    }
    gd_outputs os = {0};
    rc = o.out ? gd_sheet_pic_write(&o, &v, &os, o.out, title, sizeof title) : 0;
    if (rc == 0 && o.npy)
        rc = gd_sheet_pic_write_npy(&o, &v, &os, o.npy);
    if (!o.out)
        gd_sheet_pic_title(&o, v.x, title, sizeof title);
    rc = gd_cli_outputs_end(&os, rc != 0);
    if (rc == 0) {
        uint64_t w, l, n[16] = {0};
        count_cells(&v, &w, &l);
        uint64_t y0, y1, z0, z1;
        gd_sheet_pic_drawn(&o, &v, &y0, &y1, &z0, &z1);
        uint64_t npy_ny = y1 - y0 + 1, npy_nz = z1 - z0 + 1;
        for (size_t i = 0; o.decompose && i < ny * nz; i++)
            n[v.classes[i]]++;
        if (o.json) {
            gd_json j;
            gd_cli_json_begin(&o.c, &j);
            gd_json_str(&j, "title", title);
            gd_json_u64(&j, "x", o.x0);
            gd_json_u64(&j, "columns", ny);
            gd_json_u64(&j, "rows", nz);
            gd_json_u64(&j, "instant_winners", w);
            gd_json_u64(&j, "losers", l);
            if (o.decompose) {
                gd_json_object(&j, "classes");
                for (int k = 1; k < 16; k++)
                    if (n[k]) {
                        char name[32];
                        gd_json_u64(&j, gd_render_class_name(k, name, sizeof name), n[k]);
                    }
                gd_json_close(&j, '}');
            }
            gd_json_str(&j, "output", o.out);
            if (o.npy) {
                gd_json_str(&j, "npy", o.npy);
                gd_json_array(&j, "npy_shape");
                gd_json_u64(&j, NULL, npy_ny);
                gd_json_u64(&j, NULL, npy_nz);
                gd_json_close(&j, ']');
                gd_json_str(&j, "npy_dtype", !o.decompose && o.kind != GD_RENDER_BOTH ? "bool" : "uint8");
            }
            gd_cli_json_end(&j);
        } else {
            int on_stdout = (o.out && strcmp(o.out, "-") == 0) || (o.npy && strcmp(o.npy, "-") == 0);
            gd_cli_line(on_stdout, "%s: %llux%llu cells, %llu instant winners, %llu losers -> %s%s%s", title,
                        (unsigned long long)ny, (unsigned long long)nz, (unsigned long long)w, (unsigned long long)l,
                        o.out ? o.out : "", o.out && o.npy ? ", " : "", o.npy ? o.npy : "");
            if (o.decompose)
                gd_cli_line(on_stdout, "class\tcells");
            for (int k = 1; o.decompose && k < 16; k++)
                if (n[k]) {
                    char name[32];
                    gd_cli_line(on_stdout, "%s\t%llu", gd_render_class_name(k, name, sizeof name),
                                (unsigned long long)n[k]);
                }
        }
    }
    gd_view_free(&v);
    gd_cli_done(&o.c);
    return rc;
}
