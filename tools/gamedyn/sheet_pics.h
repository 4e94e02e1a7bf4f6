/* sheet_pics.h - what the sheet and sheets commands share (sheet_pics.c), private to the CLI:
 * their options, the window of a sheet, and the picture and the .npy array of a view. */
#ifndef GAMEDYN_SHEET_PICS_H
#define GAMEDYN_SHEET_PICS_H
#include "cli_sheet.h"
#include "gamedyn/view.h"
#include <stdint.h>

typedef struct {
    gd_cli c;
    uint64_t x0, x1, step;
    int have_x, kind, decompose, have_zmax, have_ymax, json, axes, has_window, npy_frames;
    uint64_t win[4]; /* --window y0:y1,z0:z1 */
    uint64_t zmax, ymax; /* the drawn window, when the user fixes it */
    uint32_t scale, rescale;
    gd_render_mark marks[16];
    int nmarks;
    const char *out, *npy;
} gd_sheet_pic_opts;

/* Options and configuration (series: the sheets command; help: its manual): 0 to go on,
 * else *exit_status is the command's. */
int gd_sheet_pic_begin(gd_sheet_pic_opts *o, int argc, char **argv, int series, const char *help, int *exit_status);
/* The window of sheet x: the user's, or the papers'. */
void gd_sheet_pic_window(const gd_sheet_pic_opts *o, gd_sheet_game game, uint64_t x, uint64_t *ny, uint64_t *nz);
/* The drawn cells of v: --window's, or all of the view. */
void gd_sheet_pic_drawn(const gd_sheet_pic_opts *o, const gd_view *v, uint64_t *y0, uint64_t *y1, uint64_t *z0,
                        uint64_t *z1);
/* "W_X of GAME ..." as pictures and summaries name sheet x. */
void gd_sheet_pic_title(const gd_sheet_pic_opts *o, uint64_t x_, char *title, size_t tlen);
/* Renders (and resamples) v, writes it with provenance: as the next output of os, or alone
 * (os NULL); its title into title. 0, or 2 after the error. */
int gd_sheet_pic_write(const gd_sheet_pic_opts *o, const gd_view *v, gd_outputs *os, const char *path, char *title,
                       size_t tlen);
/* v's drawn cells as the next output of os; 0, or 2 after the error. */
int gd_sheet_pic_write_npy(const gd_sheet_pic_opts *o, const gd_view *v, gd_outputs *os, const char *path);
#endif
