/* gamedyn games - every registered game family, from the registry: what the commands on
 * games (query, graph, play, sum) accept. */
#include "tool.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <string.h>

static const char help[] =
    "usage: gamedyn games [--json]\n"
    "\n"
    "Lists every registered game family (the registry, docs/games.md): its name and summary,\n"
    "how a position is written with an example, the parameters its name may carry, the\n"
    "options it accepts, and its fast oracles (the generic solver answers the rest). Every\n"
    "command on games (query, graph, play, sum) takes exactly these.\n"
    "\n"
    "  --json   one JSON line: {\"command\":\"games\",...,\"games\":[{\"name\",\"summary\",\"position\",\n"
    "           \"example\",\"variants\",\"options\":[{\"name\",\"kind\",\"help\",\"default\"}],\"oracles\"}]}\n";

static const char *kind_name(gd_game_opt_kind k)
{
    return k == GD_OPT_FLAG ? "flag" : k == GD_OPT_INT ? "integer" : "text";
}

static void print_text(const gd_game_family *f)
{
    printf("%s\n  %s\n  position: %s\n  example:  %s\n", f->name, f->summary, f->syntax, f->example);
    if (f->variants)
        printf("  variants: %s\n", f->variants);
    for (const gd_game_opt *d = f->opts; d && d->name; d++) {
        char spelled[64];
        if (strcmp(d->name, "pass") == 0)
            snprintf(spelled, sizeof spelled, d->max > 1 ? "--pass | --passes K" : "--pass");
        else
            snprintf(spelled, sizeof spelled, "--%s%s%s", d->name, d->arg ? " " : "", d->arg ? d->arg : "");
        printf("  option:   %-21s %s%s%s%s\n", spelled, d->help, d->def ? " (default " : "", d->def ? d->def : "",
               d->def ? ")" : "");
    }
    if (!f->opts || !f->opts->name)
        printf("  options:  none\n");
    printf("  oracles:  %s\n", f->oracles ? f->oracles : "none (the generic solver)");
}

static int print_json(const gd_cli *c)
{
    size_t n;
    const gd_game_family *const *f = gd_game_families(&n);
    gd_json j;
    gd_cli_json_start(&j, c, NULL, NULL);
    gd_json_array(&j, "games");
    for (size_t i = 0; i < n; i++) {
        gd_json_object(&j, NULL);
        gd_json_str(&j, "name", f[i]->name);
        gd_json_str(&j, "summary", f[i]->summary);
        gd_json_str(&j, "position", f[i]->syntax);
        gd_json_str(&j, "example", f[i]->example);
        gd_json_str(&j, "variants", f[i]->variants);
        gd_json_array(&j, "options");
        for (const gd_game_opt *d = f[i]->opts; d && d->name; d++) {
            gd_json_object(&j, NULL);
            gd_json_str(&j, "name", d->name);
            gd_json_str(&j, "kind", kind_name(d->kind));
            gd_json_str(&j, "help", d->help);
            gd_json_str(&j, "default", d->def);
            if (d->kind == GD_OPT_INT)
                gd_json_u64(&j, "max", d->max);
            gd_json_close(&j, '}');
        }
        gd_json_close(&j, ']');
        gd_json_str(&j, "oracles", f[i]->oracles);
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    return gd_json_end(&j);
}

int gd_cmd_games(int argc, char **argv)
{
    gd_cli c;
    gd_cli_init(&c, argc, argv);
    c.help = help;
    int json = 0;
    gd_cli_opt opts[] = {{"--json", NULL, &json}};
    int rc = gd_cli_parse(&c, argc, argv, opts, GD_CLI_NOPTS(opts), "games");
    if (rc)
        return rc == GD_CLI_HELP_SHOWN ? 0 : rc;
    if (c.game_name)
        return gd_cli_fail("games: unknown argument '%s' (see gamedyn games --help)", c.game_name);
    if (c.pass || c.perturb_spec || c.have_xmax || c.have_ymax)
        return gd_cli_fail("games takes no game options (it lists them)");
    if (json)
        rc = print_json(&c) != 0 ? gd_cli_fail("error writing to standard output") : 0;
    else {
        size_t n;
        const gd_game_family *const *f = gd_game_families(&n);
        for (size_t i = 0; i < n; i++) {
            if (i)
                putchar('\n');
            print_text(f[i]);
        }
    }
    gd_cli_done(&c);
    return rc;
}
