/* The text form of a sum, "nim:4,9 --pass chomp:2,1,3": components (registered games and
 * their positions, gd_game_open_position) with the options written after each. The sum
 * itself: sum.c. */
#include "gamedyn/sum.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *text;
    int pass;
    const char *blocking, *perturb;
} spec_part;

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
            sp[k++] = (spec_part){t, 0, NULL, NULL};
            continue;
        }
        char *eq = strchr(t, '=');
        size_t len = eq ? (size_t)(eq - t) : strlen(t);
        int is_pass = len == 6 && strncmp(t, "--pass", 6) == 0;
        int is_block = len == 10 && strncmp(t, "--blocking", 10) == 0;
        int is_pert = len == 9 && strncmp(t, "--perturb", 9) == 0;
        if (!is_pass && !is_block && !is_pert) {
            gd_err(err, errlen, "unknown option '%s' in the sum (an option follows its component: --pass, "
                                "--blocking B, --perturb SPEC)", t);
            failed = 1;
        } else if (!k) {
            gd_err(err, errlen, "option '%.*s' before any component: an option applies to the component before it "
                                "(\"nim:4,9 --pass chomp:2,1,3\")", (int)len, t);
            failed = 1;
        } else if (is_pass && eq) {
            gd_err(err, errlen, "option --pass takes no value");
            failed = 1;
        } else if ((is_pass && sp[k - 1].pass) || (is_block && sp[k - 1].blocking) ||
                   (is_pert && sp[k - 1].perturb)) {
            gd_err(err, errlen, "option %.*s given twice for component %d (%s)", (int)len, t, k, sp[k - 1].text);
            failed = 1;
        } else if (is_pass)
            sp[k - 1].pass = 1;
        else {
            const char *v = eq ? eq + 1 : i + 1 < nt ? tok[++i] : NULL;
            if (!v || !*v) {
                gd_err(err, errlen, "%.*s needs a value (component %d, %s)", (int)len, t, k, sp[k - 1].text);
                failed = 1;
            } else if (is_block)
                sp[k - 1].blocking = v;
            else
                sp[k - 1].perturb = v;
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
        gd_game_options o = {sp[opened].pass, sp[opened].perturb, NULL, max_mem, NULL, sp[opened].blocking};
        char e[512];
        if (gd_game_open_position(sp[opened].text, &o, &parts[opened], &starts[opened], e, sizeof e) != 0) {
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
