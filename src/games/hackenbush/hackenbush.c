/* Blue-Red-Green Hackenbush on the game interface: a partizan family (docs/partizan-rulesets.md).
 *
 * A position is the graph itself, so that every position reached by a move is written
 * and read back without the instance's help: up to 64 edges, each 16 bits of a coordinate
 * (four a coordinate, in the order they were given): bits 0-6 and 7-13 the two ends
 * (vertices 0..127; vertex 0 is the ground), bits 14-15 the colour (1 blue, 2 red, 3
 * green; 0 ends the list). n is the number of coordinates the edges need (at least 1).
 * Several ground vertices would change nothing (only being connected to the ground
 * matters), so there is one.
 *
 * Moves: Left's (each blue or green edge in list order), then Right's (red or green); a
 * move deletes the edge and every edge no longer connected to the ground, the others
 * keeping their order. The instance "hackenbush:string" prints paths from the ground as
 * strings of B, R, G. */
#include "gamedyn/game.h"
#include "gamedyn/util.h"
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define HB_MAX_EDGES 64
#define HB_MAX_VERTEX 127

enum { BLUE = 1, RED = 2, GREEN = 3 };

typedef struct {
    int strings; /* print paths from the ground as strings */
} hb_ctx;

typedef struct {
    uint8_t u, v, colour;
} edge;

static int unpack(const gd_position *p, edge *e)
{
    int n = 0;
    for (int k = 0; k < HB_MAX_EDGES; k++) {
        unsigned w = (unsigned)(p->c[k >> 2] >> (16 * (k & 3))) & 0xffff;
        if (!(w >> 14))
            break;
        e[n].u = (uint8_t)(w & 127), e[n].v = (uint8_t)((w >> 7) & 127), e[n++].colour = (uint8_t)(w >> 14);
    }
    return n;
}

static void pack(const edge *e, int n, gd_position *p)
{
    memset(p, 0, sizeof *p);
    for (int k = 0; k < n; k++)
        p->c[k >> 2] |= (uint64_t)(e[k].u | e[k].v << 7 | e[k].colour << 14) << (16 * (k & 3));
    p->n = (uint8_t)(n ? (n + 3) / 4 : 1);
}

/* The vertices connected to the ground through the edges kept (keep[k] != 0). */
static void grounded(const edge *e, int n, const int *keep, uint64_t reach[2])
{
    reach[0] = 1, reach[1] = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (int k = 0; k < n; k++) {
            if (!keep[k])
                continue;
            int a = (reach[e[k].u >> 6] >> (e[k].u & 63)) & 1, b = (reach[e[k].v >> 6] >> (e[k].v & 63)) & 1;
            if (a != b) {
                int x = a ? e[k].v : e[k].u;
                reach[x >> 6] |= (uint64_t)1 << (x & 63);
                changed = 1;
            }
        }
    }
}

static int colour_of(char c)
{
    c = (char)tolower((unsigned char)c);
    return c == 'b' ? BLUE : c == 'r' ? RED : c == 'g' ? GREEN : 0;
}

static int hb_parse(const gd_game *g, const char *text, gd_position *p, char *err, size_t errlen)
{
    (void)g;
    edge e[HB_MAX_EDGES];
    int n = 0;
    if (strcmp(text, "0") == 0) {
        pack(NULL, 0, p);
        return 0;
    }
    if (*text && strspn(text, "BRGbrg") == strlen(text)) { /* a string: a path from the ground */
        if (strlen(text) > HB_MAX_EDGES) {
            gd_err(err, errlen, "hackenbush string '%.80s': more than %d edges", text, HB_MAX_EDGES);
            return -1;
        }
        for (; text[n]; n++)
            e[n].u = (uint8_t)n, e[n].v = (uint8_t)(n + 1), e[n].colour = (uint8_t)colour_of(text[n]);
        pack(e, n, p);
        return 0;
    }
    const char *s = text;
    for (;;) {
        unsigned long u = 0, v = 0;
        const char *a = s;
        while (isdigit((unsigned char)*s) && u <= HB_MAX_VERTEX)
            u = u * 10 + (unsigned long)(*s++ - '0');
        int ok = s > a && *s == '-' && u <= HB_MAX_VERTEX;
        const char *b = ok ? ++s : s;
        while (ok && isdigit((unsigned char)*s) && v <= HB_MAX_VERTEX)
            v = v * 10 + (unsigned long)(*s++ - '0');
        ok = ok && s > b && v <= HB_MAX_VERTEX && colour_of(*s) && (s[1] == ',' || !s[1]);
        if (!ok) {
            gd_err(err, errlen,
                   "bad hackenbush graph '%.80s' at '%.20s' (expected edges U-VC separated by ',', vertices 0..%d "
                   "with 0 the ground, C one of b r g; a string of B R G; or 0 for no edge)",
                   text, a, HB_MAX_VERTEX);
            return -1;
        }
        if (n == HB_MAX_EDGES) {
            gd_err(err, errlen, "hackenbush graph '%.80s': more than %d edges", text, HB_MAX_EDGES);
            return -1;
        }
        e[n].u = (uint8_t)u, e[n].v = (uint8_t)v, e[n++].colour = (uint8_t)colour_of(*s++);
        if (!*s)
            break;
        s++;
    }
    int keep[HB_MAX_EDGES];
    uint64_t reach[2];
    for (int k = 0; k < n; k++)
        keep[k] = 1;
    grounded(e, n, keep, reach);
    for (int k = 0; k < n; k++)
        if (!((reach[e[k].u >> 6] >> (e[k].u & 63)) & 1)) {
            gd_err(err, errlen, "hackenbush graph '%.80s': edge %d-%d is not connected to the ground (vertex 0)",
                   text, e[k].u, e[k].v);
            return -1;
        }
    pack(e, n, p);
    return 0;
}

/* A path 0-1, 1-2, ... in that order. */
static int is_string(const edge *e, int n)
{
    for (int k = 0; k < n; k++)
        if (e[k].u != k || e[k].v != k + 1)
            return 0;
    return 1;
}

static int hb_format(const gd_game *g, const gd_position *p, char *buf, size_t len)
{
    const hb_ctx *c = g->ctx;
    edge e[HB_MAX_EDGES];
    int n = unpack(p, e);
    char t[HB_MAX_EDGES * 10 + 2];
    size_t at = 0;
    if (!n)
        return snprintf(buf, len, "0");
    if (c && c->strings && is_string(e, n)) {
        for (int k = 0; k < n; k++)
            t[at++] = " BRG"[e[k].colour];
        t[at] = 0;
        return snprintf(buf, len, "%s", t);
    }
    for (int k = 0; k < n; k++)
        at += (size_t)snprintf(t + at, sizeof t - at, "%s%d-%d%c", k ? "," : "", e[k].u, e[k].v, " brg"[e[k].colour]);
    return snprintf(buf, len, "%s", t);
}

static uint64_t hb_moves(const gd_game *g, const gd_position *p, gd_move *out, uint64_t cap)
{
    (void)g;
    edge e[HB_MAX_EDGES], kept[HB_MAX_EDGES];
    int n = unpack(p, e), keep[HB_MAX_EDGES];
    uint64_t count = 0;
    for (int side = GD_LEFT; side <= GD_RIGHT; side++)
        for (int k = 0; k < n; k++) {
            if (e[k].colour != GREEN && e[k].colour != (side == GD_LEFT ? BLUE : RED))
                continue;
            if (count < cap) {
                uint64_t reach[2];
                for (int j = 0; j < n; j++)
                    keep[j] = j != k;
                grounded(e, n, keep, reach);
                int m = 0;
                for (int j = 0; j < n; j++)
                    if (keep[j] && ((reach[e[j].u >> 6] >> (e[j].u & 63)) & 1))
                        kept[m++] = e[j];
                pack(kept, m, &out[count].to);
                out[count].to.passes = p->passes;
                out[count].is_pass = 0;
                out[count].side = side;
            }
            count++;
        }
    return count;
}

/* Every reachable position is a subset of the edges. */
static uint64_t hb_bound(const gd_game *g, const gd_position *p)
{
    (void)g;
    edge e[HB_MAX_EDGES];
    int n = unpack(p, e);
    return n >= 64 ? UINT64_MAX : (uint64_t)1 << n;
}


/* Components: the edges grouped by the parts of the graph that meet only at the ground
 * (the connected components of the graph with the ground vertex taken out; a loop at the
 * ground alone). Deleting an edge of one part leaves the other parts' ways to the ground,
 * which run inside those parts, as they were: nothing of another part falls. So no move
 * touches two parts and the graph is the disjunctive sum of them. */
static int hb_components(const gd_game *g, const gd_position *p, gd_position *out, int cap)
{
    (void)g;
    edge e[HB_MAX_EDGES];
    int n = unpack(p, e), part[HB_MAX_EDGES], k = 0;
    for (int i = 0; i < n; i++)
        part[i] = -1;
    for (int i = 0; i < n; i++) {
        if (part[i] >= 0)
            continue;
        /* vertices of the part, the ground excluded: grow until nothing joins */
        uint64_t in[2] = {0, 0};
        part[i] = k;
        for (int x = 0; x < 2; x++) {
            int v = x ? e[i].v : e[i].u;
            if (v)
                in[v >> 6] |= (uint64_t)1 << (v & 63);
        }
        for (int changed = 1; changed;) {
            changed = 0;
            for (int j = 0; j < n; j++) {
                if (part[j] >= 0)
                    continue;
                int a = e[j].u && ((in[e[j].u >> 6] >> (e[j].u & 63)) & 1),
                    b = e[j].v && ((in[e[j].v >> 6] >> (e[j].v & 63)) & 1);
                if (!a && !b)
                    continue;
                part[j] = k, changed = 1;
                for (int x = 0; x < 2; x++) {
                    int v = x ? e[j].v : e[j].u;
                    if (v)
                        in[v >> 6] |= (uint64_t)1 << (v & 63);
                }
            }
        }
        if (k < cap) {
            edge q[HB_MAX_EDGES];
            int m = 0;
            for (int j = 0; j < n; j++)
                if (part[j] == k)
                    q[m++] = e[j];
            pack(q, m, &out[k]);
        }
        k++;
    }
    return k;
}

/* Normal form: the vertices renamed 1, 2, ... in the order they first appear in the edge
 * list (the ground stays 0), each edge written with its smaller end first; then the same
 * with blue and red swapped, which swaps the players (sign -1); the lesser of the two.
 * Renaming vertices gives an isomorphic graph, which is the same game. */
static void hb_rename(const edge *e, int n, int swap, gd_position *key)
{
    uint8_t name[HB_MAX_VERTEX + 1] = {0};
    int next = 1;
    edge q[HB_MAX_EDGES];
    for (int i = 0; i < n; i++) {
        uint8_t ends[2] = {e[i].u, e[i].v};
        for (int x = 0; x < 2; x++)
            if (ends[x] && !name[ends[x]])
                name[ends[x]] = (uint8_t)next++;
        uint8_t a = ends[0] ? name[ends[0]] : 0, b = ends[1] ? name[ends[1]] : 0;
        q[i].u = a < b ? a : b, q[i].v = a < b ? b : a;
        q[i].colour = (uint8_t)(swap && e[i].colour != GREEN ? BLUE + RED - e[i].colour : e[i].colour);
    }
    pack(q, n, key);
}

static int hb_normal_form(const gd_game *g, const gd_position *p, gd_position *key)
{
    (void)g;
    edge e[HB_MAX_EDGES];
    int n = unpack(p, e);
    gd_position neg;
    hb_rename(e, n, 0, key);
    hb_rename(e, n, 1, &neg);
    if (memcmp(neg.c, key->c, (size_t)key->n * sizeof *key->c) < 0) {
        *key = neg;
        return -1;
    }
    return 1;
}

static const gd_game_ops hb_ops = {
    .kind = GD_GAME_PARTIZAN,
    .rules.parse = hb_parse,
    .rules.format = hb_format,
    .rules.moves = hb_moves,
    .rules.bound = hb_bound,
    .values.components = hb_components,
    .values.normal_form = hb_normal_form,
};

static gd_game *hb_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)opt;
    const char *param = strchr(name, ':');
    if (param && strcmp(param + 1, "string") != 0) {
        gd_err(err, errlen, "bad hackenbush variant '%s' (expected hackenbush or hackenbush:string)", name);
        return NULL;
    }
    gd_game *g = gd_game_new(&hb_ops, sizeof(hb_ctx));
    if (!g) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    ((hb_ctx *)g->ctx)->strings = param != NULL;
    g->name = param ? "hackenbush:string" : "hackenbush";
    return g;
}

const gd_game_family gd_family_hackenbush = {
    .name = "hackenbush",
    .summary = "Blue-Red-Green Hackenbush (partizan): Left cuts blue or green edges, Right red or green ones; "
               "whatever loses its way to the ground falls",
    .syntax = "edges U-VC separated by ',' (vertices 0..127, 0 the ground; C: b blue, r red, g green), at most 64, "
              "each connected to the ground; a string of B, R, G (a path from the ground); 0 for no edge",
    .example = "hackenbush:0-1b,1-2r,1-3g",
    .variants = "hackenbush:string (positions printed as strings when they are paths from the ground)",
    .parameter = 1,
    .oracles = "none: the generic solver (outcome class and each side's winning moves); values by components and "
               "normal forms, from which query --value also answers the outcome class and the winning moves",
    .open = hb_open,
};
