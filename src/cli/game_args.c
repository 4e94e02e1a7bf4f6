/* The game and position arguments shared by query, graph and play, and the parts of their
 * manuals that list the games: both generated from the registry's entries, so a new family
 * is known to the command line without a line here. */
#include "gamedyn/cli.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

/* The pass and --perturb are options every command shares (gd_cli_common_option). */
static int shared(const char *name)
{
    return strcmp(name, "pass") == 0 || strcmp(name, "perturb") == 0;
}

int gd_cli_game_opts(gd_cli *c, gd_cli_opt *opts, int nopts, int cap)
{
    const gd_game_opt *d;
    for (size_t i = 0; (d = gd_game_declared_opt(i)) != NULL; i++) {
        if (shared(d->name))
            continue;
        if (c->ngame_opts == GD_GAME_MAX_SETTINGS || nopts == cap)
            return nopts; /* the registry declares more than the command line holds: the rest are refused */
        int k = c->ngame_opts++;
        c->game_opt_name[k] = d->name;
        snprintf(c->game_opt_spelled[k], sizeof c->game_opt_spelled[k], "--%s", d->name);
        opts[nopts].name = c->game_opt_spelled[k];
        opts[nopts].value = d->kind == GD_OPT_FLAG ? NULL : &c->game_opt_value[k];
        opts[nopts].flag = d->kind == GD_OPT_FLAG ? &c->game_opt_flag[k] : NULL;
        nopts++;
    }
    return nopts;
}

int gd_cli_game_position(gd_cli *c, const char *cmd, gd_game **g, gd_position *p)
{
    *g = NULL;
    if (!c->game_name)
        return gd_cli_fail("%s: expected GAME POSITION, for example 'nim 3,5,6' or 'nim:3,5,6' (games: %s)", cmd,
                           gd_game_names());
    if (c->have_xmax || c->have_ymax)
        return gd_cli_fail("%s: --xmax and --ymax do not apply (the position says what is needed)", cmd);
    gd_game_options o = {.max_mem = c->max_mem};
    char passes[24];
    snprintf(passes, sizeof passes, "%d", c->pass);
    if (c->pass)
        gd_game_options_set(&o, "pass", passes);
    if (c->perturb_spec)
        gd_game_options_set(&o, "perturb", c->perturb_spec);
    for (int k = 0; k < c->ngame_opts; k++)
        if (c->game_opt_value[k] || c->game_opt_flag[k])
            gd_game_options_set(&o, c->game_opt_name[k], c->game_opt_value[k] ? c->game_opt_value[k] : "1");
    /* "GAME:POS"; or GAME then the position's parts: coordinates joined by ',', a combinator's
     * components by ' '. "sub:3 4 5": the name carries a parameter, the position follows. */
    char head[64];
    size_t k = strcspn(c->game_name, ":");
    snprintf(head, sizeof head, "%.*s", (int)(k < sizeof head ? k : sizeof head - 1), c->game_name);
    const gd_game_family *f = gd_game_family_find(head);
    int combinator = f && f->open_at;
    size_t need = strlen(c->game_name) + 1;
    for (int j = 0; j < c->nargs; j++)
        need += 1 + strlen(c->args[j]);
    if (c->nargs || !strchr(c->game_name, ':')) {
        if (!c->nargs && combinator)
            return gd_cli_fail("%s: expected the components after '%s', for example '%s'", cmd, c->game_name,
                               f->example);
        if (!c->nargs)
            return gd_cli_fail("%s: expected a position after '%s', for example '%s 3,5,6'", cmd, c->game_name,
                               c->game_name);
    }
    char *text = malloc(need);
    if (!text)
        return gd_cli_fail("%s: out of memory", cmd);
    size_t at = (size_t)snprintf(text, need, "%s", c->game_name);
    for (int j = 0; j < c->nargs && at < need; j++)
        at += (size_t)snprintf(text + at, need - at, "%s%s",
                               j ? (combinator ? " " : ",") : (combinator && strchr(c->game_name, ':') ? " " : ":"),
                               c->args[j]);
    /* A message may quote the whole text, and the list of games besides. */
    size_t errlen = 2 * need + 4096;
    char *err = malloc(errlen);
    if (!err) {
        free(text);
        return gd_cli_fail("%s: out of memory", cmd);
    }
    int rc = gd_game_open_position(text, &o, g, p, err, errlen);
    free(text);
    if (rc != 0)
        rc = combinator ? gd_cli_fail("%s: %s", cmd, err) : gd_cli_fail("%s", err);
    free(err);
    if (rc != 0)
        return rc;
    return 0;
}

/* text from column indent on, words wrapped before column 88. */
static void wrap(gd_text *o, const char *text, int indent)
{
    int col = indent;
    for (const char *w = text; *w;) {
        size_t n = strcspn(w, " ");
        if (col > indent && col + 1 + (int)n > 90) {
            gd_text_printf(o, "\n%*s", indent, "");
            col = indent;
        } else if (col > indent) {
            gd_text_printf(o, " ");
            col++;
        }
        gd_text_printf(o, "%.*s", (int)n, w);
        col += (int)n;
        w += n;
        while (*w == ' ')
            w++;
    }
    gd_text_printf(o, "\n");
}

/* The names of the families that take option name, wrapped under a column. */
static void takers(gd_text *o, const char *name, int indent)
{
    size_t n;
    const gd_game_family *const *f = gd_game_families(&n);
    int col = indent, first = 1;
    gd_text_printf(o, "%*s(", indent, "");
    col++;
    for (size_t i = 0; i < n; i++) {
        if (!gd_game_family_opt(f[i], name))
            continue;
        int w = (int)strlen(f[i]->name) + 2;
        if (!first && col + w > 88) {
            gd_text_printf(o, ",\n%*s", indent + 1, "");
            col = indent + 1;
        } else if (!first) {
            gd_text_printf(o, ", ");
            col += 2;
        }
        gd_text_printf(o, "%s", f[i]->name);
        col += w - 2;
        first = 0;
    }
    gd_text_printf(o, ")\n");
}

const char *gd_cli_game_help(char *buf, size_t len, const char *head, const char *tail)
{
    gd_text o;
    gd_text_init(&o, buf, len);
    size_t n;
    const gd_game_family *const *f = gd_game_families(&n);
    gd_text_printf(&o, "%s", head);
    gd_text_printf(&o, "Games ('gamedyn games' shows each one's position, options, variants and fast oracles):\n");
    for (size_t i = 0; i < n; i++) {
        gd_text_printf(&o, "  %-14s ", f[i]->name);
        wrap(&o, f[i]->summary, 17);
    }
    gd_text_printf(&o, "\nGame options (a game refuses those it does not declare; the games that take each):\n");
    const gd_game_opt *d;
    for (size_t i = 0; (d = gd_game_declared_opt(i)) != NULL; i++) {
        char spelled[64];
        if (strcmp(d->name, "pass") == 0)
            snprintf(spelled, sizeof spelled, "--pass | --passes K");
        else
            snprintf(spelled, sizeof spelled, "--%s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
        gd_text_printf(&o, "  %-20s ", spelled);
        wrap(&o, d->help, 23);
        takers(&o, d->name, 23);
    }
    gd_text_printf(&o, "%s", tail);
    if (o.at >= len && len > 1)
        buf[len - 2] = '\n', buf[len - 1] = 0;
    return buf;
}
