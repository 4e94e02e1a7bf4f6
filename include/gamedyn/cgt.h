/* cgt.h - short partizan games as values (Conway's normal play): a context owns a
 * hash-consed store in which a game is a 32-bit id of its canonical form, so two games
 * are equal exactly when their ids are. Sums, negatives, comparison, outcome classes,
 * stops, thermographs, cooling and heating, atomic weights, the text notation of CGSuite
 * and the census of games born by day n. The algorithms and their sources: docs/cgt.md. */
#ifndef GAMEDYN_CGT_H
#define GAMEDYN_CGT_H
#include "gamedyn/api.h"
#include "gamedyn/budget.h"
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef uint32_t gd_cgt_id;
#define GD_CGT_NONE UINT32_MAX

/* An exact dyadic rational num / 2^exp: exp >= 0, num odd when exp > 0. Operations fail
 * (return -1) rather than overflow: |num| < 2^61 and exp <= 61 always. */
typedef struct {
    int64_t num;
    int32_t exp;
} gd_dyadic;

typedef struct gd_cgt gd_cgt;

/* A new, empty context (0 is stored already); NULL when out of memory. Contexts are
 * independent: nothing is shared between them. */
GD_API gd_cgt *gd_cgt_new(void);
GD_API void gd_cgt_free(gd_cgt *c);
/* The first failure of the context (out of memory, out of the memory bound, a number out
 * of range), or NULL. Every operation after a failure returns GD_CGT_NONE or -1. */
GD_API const char *gd_cgt_error(const gd_cgt *c);
/* Refuse to grow beyond this many bytes (0: no bound). */
GD_API void gd_cgt_set_max_bytes(gd_cgt *c, uint64_t bytes);
/* Take the store's bytes from b (not owned; it outlives c) and refuse to grow past its bound,
 * the store counting together with the other parts of a computation (NULL: no budget). What
 * the store holds already is charged to b. */
GD_API void gd_cgt_set_budget(gd_cgt *c, gd_budget *b);
/* The budget c's store takes from (NULL: none): a table built beside the store, such as a
 * family's table of values, takes from it too. */
GD_API gd_budget *gd_cgt_budget(const gd_cgt *c);
/* Bytes allocated by the context, and the number of canonical forms stored. */
GD_API uint64_t gd_cgt_bytes(const gd_cgt *c);
GD_API size_t gd_cgt_size(const gd_cgt *c);

/* {L | R} from options that are ids of this context, in any order, repeated or not;
 * returns the id of its canonical form. */
GD_API gd_cgt_id gd_cgt_make(gd_cgt *c, const gd_cgt_id *left, size_t nl, const gd_cgt_id *right, size_t nr);
/* The canonical form's options (sorted by id); *n receives their number. */
GD_API const gd_cgt_id *gd_cgt_left(const gd_cgt *c, gd_cgt_id g, size_t *n);
GD_API const gd_cgt_id *gd_cgt_right(const gd_cgt *c, gd_cgt_id g, size_t *n);

/* Limits of the values built directly: |x| <= 2^16 with exp <= 48, |ups| <= 4096, nim <= 1024. */
GD_API gd_cgt_id gd_cgt_number(gd_cgt *c, gd_dyadic x);
GD_API gd_cgt_id gd_cgt_integer(gd_cgt *c, int64_t n);
GD_API gd_cgt_id gd_cgt_nimber(gd_cgt *c, uint32_t n);
/* x + ups.^ + *nim (ups < 0: down). */
GD_API gd_cgt_id gd_cgt_nus(gd_cgt *c, gd_dyadic x, int64_t ups, uint32_t nim);
/* Whether g is a number (its value in *x), or of the form x + ups.^ + *nim. */
GD_API int gd_cgt_is_number(const gd_cgt *c, gd_cgt_id g, gd_dyadic *x);
GD_API int gd_cgt_is_nus(const gd_cgt *c, gd_cgt_id g, gd_dyadic *x, int32_t *ups, uint32_t *nim);

GD_API gd_cgt_id gd_cgt_neg(gd_cgt *c, gd_cgt_id g);
GD_API gd_cgt_id gd_cgt_sum(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);
GD_API gd_cgt_id gd_cgt_diff(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);

/* 1 when g <= h, 0 when not, -1 after a failure. */
GD_API int gd_cgt_leq(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);
typedef enum { GD_CGT_EQUAL, GD_CGT_LESS, GD_CGT_GREATER, GD_CGT_CONFUSED, GD_CGT_CMP_ERROR } gd_cgt_cmp;
GD_API gd_cgt_cmp gd_cgt_compare(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);
/* "=", "<", ">", "||" */
GD_API const char *gd_cgt_cmp_name(gd_cgt_cmp r);
/* 'L' (Left wins whoever starts), 'R', 'N' (the player to move wins), 'P'; 0 after a failure. */
GD_API char gd_cgt_outcome(gd_cgt *c, gd_cgt_id g);
/* The birthday of the canonical form (its height). */
GD_API uint32_t gd_cgt_birthday(const gd_cgt *c, gd_cgt_id g);

/* Stops (Siegel, CGT II.3): the number reached when Left (Right) starts and both play for it. */
GD_API int gd_cgt_left_stop(gd_cgt *c, gd_cgt_id g, gd_dyadic *out);
GD_API int gd_cgt_right_stop(gd_cgt *c, gd_cgt_id g, gd_dyadic *out);

/* One piece of a thermograph wall: from temperature t on (to the next piece's t, the last
 * to infinity), the wall is at a + slope * t. */
typedef struct {
    gd_dyadic t, a;
    int slope;
} gd_cgt_piece;
typedef struct {
    gd_cgt_piece *left, *right; /* the left wall (larger values) and the right wall, from t = -1 */
    size_t nleft, nright;
    gd_dyadic mean, temperature;
} gd_cgt_thermograph;
/* g's thermograph (a copy the caller frees with gd_cgt_thermograph_free); 0 or -1. */
GD_API int gd_cgt_thermograph_of(gd_cgt *c, gd_cgt_id g, gd_cgt_thermograph *th);
GD_API void gd_cgt_thermograph_free(gd_cgt_thermograph *th);
/* The value of a wall at t. */
GD_API int gd_cgt_wall_at(const gd_cgt_piece *w, size_t n, gd_dyadic t, gd_dyadic *out);
GD_API int gd_cgt_mean(gd_cgt *c, gd_cgt_id g, gd_dyadic *out);
GD_API int gd_cgt_temperature(gd_cgt *c, gd_cgt_id g, gd_dyadic *out);

/* The thermograph drawn as SVG text (src/cgt/svg.c; docs/cgt.md "The picture"): both walls up
 * to the temperature and the mast above it (arrowhead: it rises forever), on axes with
 * dyadic ticks; value on the horizontal axis increasing to the LEFT (Left's wall on the
 * left, as in Winning Ways and Siegel's CGT), temperature upward from t = -1, one scale on
 * both axes so slopes +-1 are drawn at 45 degrees. Self-contained: generic font families,
 * no external references. Each wall and the mast is a <polyline> of class left-wall,
 * right-wall or mast whose data-points attribute holds its corners exactly ("v,t v,t ..."). */
typedef struct {
    const char *caption; /* a line under the picture (escaped), e.g. the canonical form; NULL: none */
    const char *metadata; /* provenance, as the text of a <metadata> element; NULL: none */
    int standalone;      /* 1: a file (XML declaration first); 0: the <svg> element alone, for HTML */
    double unit;         /* pixels per unit (0: fitted to about 360 pixels) */
} gd_cgt_svg_options;
/* 0, or -1 when a write failed (gd_io_note'd) or out of range. */
GD_API int gd_cgt_thermograph_svg(FILE *f, const gd_cgt_thermograph *th, const gd_cgt_svg_options *o);

/* Cooling g by t >= -1 (Siegel, CGT II.5), heating g by the number t (II.6). */
GD_API gd_cgt_id gd_cgt_cool(gd_cgt *c, gd_cgt_id g, gd_dyadic t);
GD_API gd_cgt_id gd_cgt_heat(gd_cgt *c, gd_cgt_id g, gd_dyadic t);
/* Atomic weight of an infinitesimal g (the cases of docs/cgt.md); 0, or -1 (with a reason
 * in err) when g is not infinitesimal or its weight is not found by those rules. */
GD_API int gd_cgt_atomic_weight(gd_cgt *c, gd_cgt_id g, gd_cgt_id *aw, char *err, size_t errlen);

/* Modulo infinitesimals (Grossman and Siegel 2009; Siegel, CGT II.6): g <=Inf h when
 * g <= h + e for some infinitesimal e, decided by the left stop of g - h being <= 0; 1, 0,
 * or -1 after a failure. */
GD_API int gd_cgt_leq_inf(gd_cgt *c, gd_cgt_id g, gd_cgt_id h);
/* The reduced canonical form: the simplest game infinitesimally close to g (g - rcf(g) is
 * infinitesimal, and games infinitesimally close to each other have one reduced form). */
GD_API gd_cgt_id gd_cgt_reduced(gd_cgt *c, gd_cgt_id g);

/* CGSuite's notation: parses a whole expression (sums, negation, braces); 0, or -1 with a
 * one-line message naming the position of the problem. */
GD_API int gd_cgt_parse(gd_cgt *c, const char *text, gd_cgt_id *out, char *err, size_t errlen);
/* A game position written as a term of an expression, "NAME:POS" (docs/cgt.md: NAME a
 * letter then letters, digits, '_' or '-', followed by ':'; POS up to a space, '+',
 * '-', '|', a brace, an unmatched ')' or, inside braces, a ',' outside parentheses): the
 * resolver gives its value in c, 0 with *out set, or -1 with a one-line reason in err. */
typedef int (*gd_cgt_resolver)(void *ctx, gd_cgt *c, const char *term, gd_cgt_id *out, char *err, size_t errlen);
/* gd_cgt_parse with terms NAME:POS replaced by the resolver's values (gd_cgt_parse: NULL,
 * such a term is refused). */
GD_API int gd_cgt_parse_terms(gd_cgt *c, const char *text, gd_cgt_resolver resolve, void *ctx, gd_cgt_id *out, char *err,
                              size_t errlen);
/* Prints the canonical form as CGSuite does; returns the length it needs (like snprintf). */
GD_API size_t gd_cgt_print(const gd_cgt *c, gd_cgt_id g, char *buf, size_t len);

/* The number of canonical games born by day n (0 <= n <= 3): 1, 4, 22, 1474. -1 with err. */
GD_API int64_t gd_cgt_census(gd_cgt *c, int day, char *err, size_t errlen);

/* Parts of this interface with headers of their own. */
#include "gamedyn/dyadic.h"

#endif
