/* table.c - the table every engine fills (twoheap.h, gd_table). */
#include "gamedyn/twoheap.h"
#include <stdlib.h>

void gd_table_free(gd_table *t)
{
    free(t->v);
    t->v = NULL;
}

uint32_t gd_table_max(const gd_table *t)
{
    uint32_t m = 0;
    for (uint64_t i = 0; i < t->rows * t->cols; i++)
        m = t->v[i] > m ? t->v[i] : m;
    return m;
}
