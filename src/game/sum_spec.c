/* The text form of a sum, "nim:4,9 --pass chomp:2,1,3": components (registered games and
 * their positions, gd_game_open_position) with the options written after each, and the
 * sum's registry entry (a combinator: its instance is its position). The sum itself: sum.c. */
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *text;
    gd_game_options o;
} spec_part;

/* The declaration of --NAME in some family (the components' options are theirs). */
static const gd_game_opt *declared(const char *name, size_t len)
{
    const gd_game_opt *d;
    for (size_t i = 0; (d = gd_game_declared_opt(i)) != NULL; i++)
        if (strlen(d->name) == len && strncmp(d->name, name, len) == 0)
            return d;
    return NULL;
}

/* "--pass, --perturb SPEC, ...": every option some family declares, for messages. */
static void option_list(char *buf, size_t len)
{
    size_t at = 0;
    const gd_game_opt *d;
    buf[0] = 0;
    for (size_t i = 0; (d = gd_game_declared_opt(i)) != NULL && at < len; i++)
        at += (size_t)snprintf(buf + at, len - at, "%s--%s%s%s", at ? ", " : "", d->name,
                               d->arg && strcmp(d->name, "pass") ? " " : "",
                               d->arg && strcmp(d->name, "pass") ? d->arg : "");
}

gd_game *gd_sum_open(const char *spec, uint64_t max_mem, gd_position *p, char *err, size_t errlen)
{
    char *buf = malloc(strlen(spec) + 1);
    if (!buf) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    strcpy(buf, spec);
    spec_part sp[GD_SUM_MAX_COMPONENTS];
    int k = 0;
    char *tok[256];
    int nt = 0, failed = 0;
    char *save = NULL;
    for (char *t = strtok_r(buf, " \t\r\n", &save); t; t = strtok_r(NULL, " \t\r\n", &save)) {
        if (nt == (int)(sizeof tok / sizeof *tok)) {
            gd_err(err, errlen, "a sum has at most %d components", GD_SUM_MAX_COMPONENTS);
            failed = 1;
            break;
        }
        tok[nt++] = t;
    }
    for (int i = 0; i < nt && !failed; i++) {
        char *t = tok[i];
        if (strncmp(t, "--", 2) != 0) {
            if (k == GD_SUM_MAX_COMPONENTS) {
                gd_err(err, errlen, "a sum has at most %d components", GD_SUM_MAX_COMPONENTS);
                failed = 1;
                break;
            }
            sp[k] = (spec_part){t, {.max_mem = max_mem}};
            k++;
            continue;
        }
        char *eq = strchr(t, '=');
        size_t len = eq ? (size_t)(eq - t) : strlen(t);
        const gd_game_opt *d = declared(t + 2, len - 2);
        /* The pass of a component is one pass: the flag --pass. */
        int flag = d && (d->kind == GD_OPT_FLAG || strcmp(d->name, "pass") == 0);
        if (!d) {
            char all[512];
            option_list(all, sizeof all);
            gd_err(err, errlen, "unknown option '%s' in the sum (an option follows its component: %s)", t, all);
            failed = 1;
        } else if (!k) {
            gd_err(err, errlen, "option '%.*s' before any component: an option applies to the component before it "
                                "(\"nim:4,9 --pass chomp:2,1,3\")", (int)len, t);
            failed = 1;
        } else if (flag && eq) {
            gd_err(err, errlen, "option --%s takes no value", d->name);
            failed = 1;
        } else if (gd_game_opt_value(&sp[k - 1].o, d->name)) {
            gd_err(err, errlen, "option %.*s given twice for component %d (%s)", (int)len, t, k, sp[k - 1].text);
            failed = 1;
        } else {
            const char *v = flag ? "1" : eq ? eq + 1 : i + 1 < nt ? tok[++i] : NULL;
            if (!v || !*v) {
                gd_err(err, errlen, "%.*s needs a value (component %d, %s)", (int)len, t, k, sp[k - 1].text);
                failed = 1;
            } else if (gd_game_options_set(&sp[k - 1].o, d->name, v) != 0) {
                gd_err(err, errlen, "too many options for component %d (%s)", k, sp[k - 1].text);
                failed = 1;
            }
        }
    }
    if (!failed && !k) {
        gd_err(err, errlen, "an empty sum: expected components such as \"nim:7 wythoff:3,5 chomp:2,1,3\"");
        failed = 1;
    }
    gd_game *parts[GD_SUM_MAX_COMPONENTS];
    gd_position starts[GD_SUM_MAX_COMPONENTS];
    int opened = 0;
    for (; !failed && opened < k; opened++) {
        char e[512];
        if (gd_game_open_position(sp[opened].text, &sp[opened].o, &parts[opened], &starts[opened], e, sizeof e) != 0) {
            gd_err(err, errlen, "component %d (%s): %s", opened + 1, sp[opened].text, e);
            failed = 1;
            break;
        }
    }
    free(buf);
    if (failed) {
        for (int i = 0; i < opened; i++)
            gd_game_free(parts[i]);
        return NULL;
    }
    return gd_sum_new(parts, starts, k, max_mem, p, err, errlen);
}

static gd_game *sum_open(const char *name, const gd_game_options *opt, char *err, size_t errlen)
{
    (void)opt;
    gd_err(err, errlen, "%s: a sum is written with its components, for example sum:nim:7 wythoff:3,5", name);
    return NULL;
}

static gd_game *sum_open_at(const char *text, const gd_game_options *opt, gd_position *p, char *err, size_t errlen)
{
    return gd_sum_open(text, opt ? opt->max_mem : 0, p, err, errlen);
}

const gd_game_family gd_family_sum = {
    .name = "sum",
    .summary = "the disjunctive sum of registered games: a move is a move in one component",
    .syntax = "COMPONENT [--OPTION ...] COMPONENT ...: games and their positions, each followed by its options",
    .example = "sum:nim:7 wythoff:3,5",
    .oracles = "the Sprague-Grundy theorem: the XOR of the components' values; winning moves by value",
    .parameter = 1,
    .open = sum_open,
    .open_at = sum_open_at,
};
