/* Col: the text form and its refusals; the rules written here from scratch on the text (a
 * square's neighbours are the squares beside it in its row and at the same place in the rows
 * above and below) against the family on every board of up to 3 x 3 squares (2 x 3 under the
 * sanitizers), each square uncoloured, blue, red or no square: the moves, the generic
 * solver's outcome class, and the value by components and normal forms, by plain recursion
 * and from these rules, one form; the rows of tests/data/board_rulesets_values.txt; and
 * Conway's theorem that every Col position is a number or a number plus * (On Numbers and
 * Games, 1976; Winning Ways, vol. 1), on every value the brute force built. */
#include "boards.h"

/* Whether square i of pos (rows of the same length joined by '/') has a neighbour ch. */
static int beside(const char *pos, int i, char ch)
{
    int n = (int)strlen(pos), w = (int)strcspn(pos, "/") + 1, nb[4] = {i - 1, i + 1, i - w, i + w};
    for (int d = 0; d < 4; d++)
        if (nb[d] >= 0 && nb[d] < n && pos[nb[d]] == ch)
            return 1;
    return 0;
}

/* Col: a square may not take the colour of a square beside it. */
static int rules(const char *pos, int side, char out[][PZ_LEN])
{
    int k = 0;
    char me = "LR"[side];
    for (int i = 0; pos[i]; i++)
        if (pos[i] == '.' && !beside(pos, i, me)) {
            strcpy(out[k], pos);
            out[k++][i] = me;
        }
    return k;
}

static int same(const char *text, char *pos)
{
    snprintf(pos, PZ_LEN, "%s", text);
    return 0;
}

int main(void)
{
    bd_check b;
    bd_open(&b, "col", rules);
    static const char *const good[] = {".", "#", "L.R", ".../.../...", "x.o/#../..L", "##/##"};
    static const char *const bad[] = {"", "..a", "../.", "./", "/", "L.R/", "l.r"};
    pz_check_text(b.g, good, 6, bad, 7);
    char err[256], buf[64];
    gd_position p;
    CHECK(gd_game_parse(b.g, "x.o/o.x", &p, err, sizeof err) == 0 && gd_game_format(b.g, &p, buf, sizeof buf) &&
              strcmp(buf, "L.R/R.L") == 0,
          "x and o are read as L and R: %s", buf);

    int most = UNDER_ASAN ? 6 : 9;
    for (int rows = 1; rows <= 3; rows++)
        for (int cols = 1; cols <= 3; cols++)
            if (rows * cols <= most)
                bd_all(&b, rows, cols, "#.LR", 1);
    bd_all(&b, 1, UNDER_ASAN ? 7 : 9, ".LR", 1);
    int rows = pz_check_published("board_rulesets_values.txt", "col", b.g, b.m, same);
    CHECK(rows >= 6, "%d published rows", rows);

    long values = 0;
    for (size_t i = 0; i < sizeof b.m->slot / sizeof *b.m->slot; i++)
        for (pz_entry *e = b.m->slot[i]; e; e = e->next) {
            gd_dyadic x;
            int32_t ups;
            uint32_t nim;
            if (e->value == GD_CGT_NONE)
                continue;
            values++;
            int ok = gd_cgt_is_nus(b.c, e->value, &x, &ups, &nim) && ups == 0 && nim <= 1;
            CHECK(ok, "%s: %s is neither a number nor a number plus *", e->pos, bd_value_text(&b, e->pos, buf, sizeof buf));
        }
    CHECK(values > 1000, "%ld values", values);
    bd_close(&b);
    return tl_done("col");
}
