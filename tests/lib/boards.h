/* boards.h - the checks shared by the tests of the rulesets on boards (Toppling Dominoes, Col,
 * Snort): a test writes its game's rules from scratch on the text of a board (partizan.h's
 * pz_rules), and every board of a few shapes is checked:
 *   - the family's moves of each side, as the texts they lead to, are the rules' options
 *     (as sets: a family may list one position twice);
 *   - the generic solver's outcome class is the brute force's (pz_check);
 *   - the value by the family's components and normal forms (gd_solver_value), the value by
 *     plain recursion over the family's moves (gd_solver_plain_values) and the value built
 *     from the test's rules (pz_value) are one form, all three in one cgt context. */
#ifndef GAMEDYN_TESTS_BOARDS_H
#define GAMEDYN_TESTS_BOARDS_H
#include "partizan.h"

typedef struct {
    gd_game *g;
    gd_cgt *c;
    pz_memo *m;
    gd_solver *search, *fast, *plain;
    long bad, count;
} bd_check;

static inline void bd_open(bd_check *b, const char *name, pz_rules rules)
{
    char err[512];
    b->g = gd_game_open(name, NULL, err, sizeof err);
    CHECK(b->g != NULL, "open %s: %s", name, err);
    if (!b->g)
        exit(tl_done(name));
    b->c = gd_cgt_new();
    b->m = pz_new(rules, b->c);
    b->search = gd_solver_new(b->g, (uint64_t)1 << 30);
    b->fast = gd_solver_new(b->g, (uint64_t)1 << 30);
    b->plain = gd_solver_new(b->g, (uint64_t)1 << 30);
    gd_solver_share_cgt(b->fast, b->c);
    gd_solver_share_cgt(b->plain, b->c);
    gd_solver_plain_values(b->plain, 1);
    b->bad = b->count = 0;
}

static inline void bd_close(bd_check *b)
{
    CHECK(b->bad == 0, "%ld failures on %ld boards", b->bad, b->count);
    CHECK(gd_cgt_error(b->c) == NULL, "cgt: %s", gd_cgt_error(b->c));
    gd_solver_free(b->search), gd_solver_free(b->fast), gd_solver_free(b->plain);
    pz_free(b->m);
    gd_cgt_free(b->c);
    gd_game_free(b->g);
}

static int bd_cmp(const void *x, const void *y)
{
    return strcmp((const char *)x, (const char *)y);
}

/* The options as "L text" / "R text", sorted, each once: their number. */
static inline int bd_unique(char (*opt)[PZ_LEN], int n)
{
    qsort(opt, (size_t)n, sizeof *opt, bd_cmp);
    int k = 0;
    for (int i = 0; i < n; i++)
        if (k == 0 || strcmp(opt[k - 1], opt[i]) != 0)
            memmove(opt[k++], opt[i], PZ_LEN);
    return k;
}

/* Whether the family's moves from p are the rules' options from pos, each listed once. */
static inline int bd_moves_agree(bd_check *b, const gd_position *p, const char *pos)
{
    char(*mine)[PZ_LEN] = malloc(2 * PZ_MAX_MOVES * sizeof *mine);
    char(*theirs)[PZ_LEN] = malloc(2 * PZ_MAX_MOVES * sizeof *theirs);
    gd_move *mv = malloc(2 * PZ_MAX_MOVES * sizeof *mv);
    if (!mine || !theirs || !mv)
        abort();
    int n = 0, k = 0, ok = 1;
    for (int side = 0; side < 2; side++) {
        int r = b->m->rules(pos, side, theirs + n);
        for (int i = n; i < n + r; i++) {
            char t[PZ_LEN];
            snprintf(t, sizeof t, "%c %s", "LR"[side], theirs[i]);
            memcpy(theirs[i], t, PZ_LEN);
        }
        n += r;
    }
    uint64_t count = b->g->ops->rules.moves(b->g, p, mv, 2 * PZ_MAX_MOVES);
    ok = count <= 2 * PZ_MAX_MOVES;
    for (uint64_t i = 0; ok && i < count; i++) {
        char t[PZ_LEN - 2];
        gd_game_format(b->g, &mv[i].to, t, sizeof t);
        snprintf(mine[k++], PZ_LEN, "%c %s", "LR"[mv[i].side], t);
    }
    /* Each option once: two moves to one position would be listed twice by query and play. */
    ok = ok && bd_unique(mine, k) == k;
    ok = ok && k == bd_unique(theirs, n);
    for (int i = 0; ok && i < k; i++)
        ok = strcmp(mine[i], theirs[i]) == 0;
    free(mine), free(theirs), free(mv);
    return ok;
}

static inline gd_cgt_id bd_form(gd_solver *s, const gd_position *p)
{
    char err[512];
    gd_value v;
    return gd_solver_value(s, p, &v, err, sizeof err) == 0 ? (gd_cgt_id)v.form : GD_CGT_NONE;
}

/* One board, text as the family writes it (the rules' representation too). */
static inline void bd_position(bd_check *b, const char *text, int values)
{
    char err[512];
    gd_position p;
    b->count++;
    if (gd_game_parse(b->g, text, &p, err, sizeof err) != 0) {
        if (b->bad++ < 5)
            CHECK(0, "%s refused: %s", text, err);
        return;
    }
    int ok = bd_moves_agree(b, &p, text);
    if (!ok && b->bad++ < 5)
        CHECK(0, "%s: the family's moves are not the rules' options", text);
    pz_check(b->search, b->g, text, b->m, text, 0, &b->bad);
    if (!values)
        return;
    gd_cgt_id want = pz_value(b->m, text), fast = bd_form(b->fast, &p), plain = bd_form(b->plain, &p);
    if ((fast != want || plain != want) && b->bad++ < 5) {
        char w[128], f[128];
        gd_cgt_print(b->c, want, w, sizeof w);
        gd_cgt_print(b->c, fast, f, sizeof f);
        CHECK(0, "%s: brute force %s, components and normal forms %s, plain %s", text, w, f,
              plain == want ? "the same as the brute force" : "another");
    }
}

/* Every board of rows x cols over alphabet (cells as written, rows joined by '/'). */
static inline void bd_all(bd_check *b, int rows, int cols, const char *alphabet, int values)
{
    int a = (int)strlen(alphabet), cells = rows * cols;
    long total = 1;
    for (int i = 0; i < cells; i++)
        total *= a;
    for (long code = 0; code < total; code++) {
        char text[PZ_LEN];
        long x = code;
        int at = 0;
        for (int k = 0; k < cells; k++, x /= a) {
            if (k && k % cols == 0)
                text[at++] = '/';
            text[at++] = alphabet[x % a];
        }
        text[at] = 0;
        bd_position(b, text, values);
    }
}

/* The value of a board built from the test's rules, printed. */
static inline const char *bd_value_text(bd_check *b, const char *text, char *buf, size_t len)
{
    gd_cgt_print(b->c, pz_value(b->m, text), buf, len);
    return buf;
}
#endif
