#include "gamedyn/sheet.h"
#include <string.h>

static const gd_rules rules_nim = {GD_SHEET_NIM, "nim", 0, 0, 0, 0};
static const gd_rules rules_chomp = {GD_SHEET_CHOMP, "chomp", 1, 1, 1, 1};

const gd_rules *gd_rules_get(gd_sheet_game game)
{
    return game == GD_SHEET_CHOMP ? &rules_chomp : &rules_nim;
}

const gd_rules *gd_rules_by_name(const char *name)
{
    if (strcmp(name, "nim") == 0)
        return &rules_nim;
    if (strcmp(name, "chomp") == 0)
        return &rules_chomp;
    return NULL;
}

int gd_rules_is_position(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z)
{
    return !(r->game == GD_SHEET_CHOMP && x == 0 && y == 0 && z == 0);
}

int gd_rules_is_terminal(const gd_rules *r, uint64_t x, uint64_t y, uint64_t z)
{
    return x == 0 && y == 0 && z == (r->game == GD_SHEET_CHOMP ? 1u : 0u);
}

static void put(gd_xyz *out, uint64_t cap, uint64_t *n, uint64_t x, uint64_t y, uint64_t z)
{
    if (*n < cap)
        out[*n] = (gd_xyz){x, y, z};
    (*n)++;
}

uint64_t gd_rules_moves(const gd_rules *r, gd_xyz p, gd_xyz *out, uint64_t cap)
{
    uint64_t n = 0;
    if (r->game == GD_SHEET_NIM) {
        for (uint64_t t = 1; t <= p.x; t++)
            put(out, cap, &n, p.x - t, p.y, p.z);
        for (uint64_t t = 1; t <= p.y; t++)
            put(out, cap, &n, p.x, p.y - t, p.z);
        for (uint64_t t = 1; t <= p.z; t++)
            put(out, cap, &n, p.x, p.y, p.z - t);
        return n;
    }
    for (uint64_t t = 1; t <= p.z; t++)
        if (gd_rules_is_position(r, p.x, p.y, p.z - t))
            put(out, cap, &n, p.x, p.y, p.z - t);
    for (uint64_t t = 1; t <= p.y; t++) {
        put(out, cap, &n, p.x, p.y - t, p.z + t);
        if (gd_rules_is_position(r, p.x, p.y - t, 0))
            put(out, cap, &n, p.x, p.y - t, 0);
    }
    for (uint64_t t = 1; t <= p.x; t++) {
        put(out, cap, &n, p.x - t, p.y + t, p.z);
        put(out, cap, &n, p.x - t, 0, p.z + p.y + t);
        if (gd_rules_is_position(r, p.x - t, 0, 0))
            put(out, cap, &n, p.x - t, 0, 0);
    }
    return n;
}
