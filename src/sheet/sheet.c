#include "gamedyn/sheet.h"
#include <stdlib.h>
#include <string.h>

int gd_sheet_lookup(const gd_sheet *s, uint64_t y, uint32_t *z)
{
    if (y < s->len) {
        *z = s->z[y];
        return GD_SHEET_P;
    }
    if (s->kind == GD_SHEET_END)
        return GD_SHEET_NO_P;
    if (s->kind == GD_SHEET_WINDOW)
        return GD_SHEET_UNKNOWN;
    *z = s->tail[(y - s->len) % s->period];
    return GD_SHEET_P;
}

int gd_sheet_copy(gd_sheet *dst, const gd_sheet *src)
{
    *dst = *src;
    dst->z = NULL;
    dst->tail = NULL;
    if (src->len) {
        dst->z = malloc(src->len * sizeof *dst->z);
        if (!dst->z)
            return -1;
        memcpy(dst->z, src->z, src->len * sizeof *dst->z);
    }
    if (src->kind == GD_SHEET_TAIL) {
        dst->tail = malloc(src->period * sizeof *dst->tail);
        if (!dst->tail) {
            free(dst->z);
            dst->z = NULL;
            return -1;
        }
        memcpy(dst->tail, src->tail, src->period * sizeof *dst->tail);
    }
    return 0;
}

void gd_sheet_free(gd_sheet *s)
{
    free(s->z);
    free(s->tail);
    s->z = s->tail = NULL;
}

uint64_t gd_sheet_stable_start(const gd_sheet *s)
{
    return s->len;
}
