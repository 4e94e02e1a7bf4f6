/* gamedyn sheets - pictures of sheets, a numbered series. */
#include "sheet_pics.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char help_sheets[] =
    "usage: gamedyn sheets GAME --x A:B[:STEP] [--pass | --passes K | --perturb SPEC] [--kind W|L|both]\n"
    "                      [--ymax Y] [--zmax Z] [--scale S] [--rescale [--size N]] [--npy] [--json] -o DIR\n"
    "\n"
    "Draws sheets A, A+STEP, ..., <= B of one run as DIR/frame-NNNNN.png (numbered\n"
    "from 0) and lists them in DIR/frames.tsv (frame, x, file; provenance first).\n"
    "Each frame has the default window of its own sheet unless --ymax/--zmax fix it.\n"
    "\n"
    "  --rescale      every frame in the same unit box (y/x, z/x) at N x N pixels\n"
    "                 (--size, default 512), so scale invariance shows frame to frame\n"
    "  --npy          each frame's cells also as DIR/frame-NNNNN.npy (as sheet --npy writes\n"
    "                 them), listed in frames.tsv's column npy\n"
    "  --json         the summary as one JSON line\n"
    "  --axes, --window Y0:Y1,Z0:Z1   as for gamedyn sheet (the same window every frame)\n"
    "DIR is built under a temporary name beside it and appears only when complete: a\n"
    "failed or interrupted run leaves nothing new (docs/outputs.md).\n"
    "  other options as for gamedyn sheet (no --decompose, --mark).\n";


int gd_cmd_sheets(int argc, char **argv)
{
    gd_sheet_pic_opts o;
    int rc;
    if (gd_sheet_pic_begin(&o, argc, argv, 1, help_sheets, &rc) != 0)
        return rc;
    char *dir;
    if ((rc = gd_cli_dir_begin(o.out, &dir)) != 0) {
        gd_cli_done(&o.c);
        return rc;
    }
    char err[512], title[128];
    size_t plen = strlen(dir) + 64;
    char *path = malloc(plen), *tmp = NULL;
    gd_viewer *vw = path ? gd_viewer_new(&o.c.cfg, 0, err, sizeof err) : NULL;
    FILE *list = NULL;
    if (vw) {
        snprintf(path, plen, "%s/frames.tsv", dir);
        list = gd_file_begin(path, &tmp, err, sizeof err);
    }
    if (!list) {
        gd_viewer_free(vw);
        gd_cli_dir_end(dir, o.out, 1);
        gd_cli_done(&o.c);
        rc = gd_cli_fail("%s", path ? err : "out of memory");
        free(path);
        return rc;
    }
    gd_cli_provenance(&o.c, list);
    fprintf(list, o.npy_frames ? "frame\tx\tfile\tnpy\n" : "frame\tx\tfile\n");
    unsigned frame = 0;
    for (uint64_t x = o.x0; x <= o.x1 && rc == 0; x += o.step, frame++) {
        uint64_t ny, nz;
        gd_sheet_pic_window(&o, o.c.cfg.game, x, &ny, &nz);
        gd_view v;
        if (gd_viewer_capture(vw, x, ny, nz, &v, gd_cli_progress, &o.c, err, sizeof err) != 0) {
            rc = gd_cli_fail("%s", err);
            break;
        }
        snprintf(path, plen, "%s/frame-%05u.png", dir, frame);
        rc = gd_sheet_pic_write(&o, &v, NULL, path, title, sizeof title);
        if (rc == 0 && o.npy_frames) {
            /* inside the directory output: it appears whole or not at all */
            gd_outputs os = {0};
            snprintf(path, plen, "%s/frame-%05u.npy", dir, frame);
            rc = gd_cli_outputs_end(&os, gd_sheet_pic_write_npy(&o, &v, &os, path) != 0);
        }
        gd_view_free(&v);
        fprintf(list, "%u\t%llu\tframe-%05u.png", frame, (unsigned long long)x, frame);
        if (o.npy_frames)
            fprintf(list, "\tframe-%05u.npy", frame);
        fputc('\n', list);
    }
    gd_cli_progress_end(&o.c);
    snprintf(path, plen, "%s/frames.tsv", dir);
    if (gd_file_commit(list, tmp, path, rc != 0, err, sizeof err) != 0 && rc == 0)
        rc = gd_cli_fail("%s", err);
    /* The frames appear together, or not at all. */
    int drc = gd_cli_dir_end(dir, o.out, rc != 0);
    rc = rc ? rc : drc;
    if (rc == 0 && o.json) {
        gd_json j;
        gd_cli_json_begin(&o.c, &j);
        gd_json_u64(&j, "frames", frame);
        gd_json_str(&j, "game", o.c.game_name);
        gd_json_str(&j, "output", o.out);
        gd_cli_json_end(&j);
    } else if (rc == 0)
        gd_cli_line(0, "%u frames of %s in %s", frame, o.c.game_name, o.out);
    gd_viewer_free(vw);
    free(path);
    gd_cli_done(&o.c);
    return rc;
}
