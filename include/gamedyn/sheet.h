/* sheet.h - a loser sheet L_x: at most one P-position per column y.
 *
 * END:    columns 0..n-1 hold a P each, no later column does (a Chomp P at z = 0).
 * TAIL:   z(y) is stored for y < y0; from y0 on z(y) = tail[(y - y0) % period],
 *         with y0 the least tail start and period the least period (proved).
 * WINDOW: z(y) is known exactly for y < len only (Nim, random perturbations).
 */
#ifndef GAMEDYN_SHEET_H
#define GAMEDYN_SHEET_H
#include <stdint.h>

typedef enum { GD_SHEET_END = 0, GD_SHEET_TAIL = 1, GD_SHEET_WINDOW = 2 } gd_sheet_kind;

typedef struct {
    uint64_t x;
    gd_sheet_kind kind;
    uint64_t len;      /* END: n; TAIL: y0; WINDOW: columns known */
    uint32_t *z;       /* z[y] for y < len */
    uint64_t period;   /* TAIL only */
    uint32_t *tail;    /* TAIL only: z(y0), ..., z(y0 + period - 1) */
    uint64_t computed; /* columns the engine computed explicitly */
} gd_sheet;

enum { GD_SHEET_NO_P = 0, GD_SHEET_P = 1, GD_SHEET_UNKNOWN = -1 };

/* GD_SHEET_P with *z set, GD_SHEET_NO_P, or GD_SHEET_UNKNOWN past a window. */
int gd_sheet_lookup(const gd_sheet *s, uint64_t y, uint32_t *z);
/* Deep copy; 0 on success. */
int gd_sheet_copy(gd_sheet *dst, const gd_sheet *src);
void gd_sheet_free(gd_sheet *s);
/* The column from which the sheet is periodic (END: n, TAIL: y0, WINDOW: len). */
uint64_t gd_sheet_stable_start(const gd_sheet *s);

#endif
