/* gamedyn atlas scoring-domineering - the table of Scoring Domineering rectangles: (o_L, o_R)
 * by search, the comparison with normal play and the canonical scoring value where they fit (docs/scoring.md,
 * "The table of rectangles"). Called by gamedyn atlas, which parses the options. */
#include "cmd.h"
#include "gamedyn/cli.h"
#include "gamedyn/domineering.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <stdlib.h>
#include <string.h>

static const char *dy(gd_dyadic x, char *buf, size_t len)
{
    return gd_dyadic_format(x, buf, len);
}

static void tsv(FILE *f, const gd_domineering_scoring_atlas_entry *e, int timings)
{
    char m[64], n[64];
    fprintf(f, "%d\t%d\t%d\t%d\t%s\t%s\t%s\t%s", e->rows, e->cols, e->left, e->right,
            e->milnor ? dy(e->mean, m, sizeof m) : "", e->milnor ? dy(e->normal_mean, n, sizeof n) : "",
            e->milnor ? (e->reduced_equal ? "yes" : "no") : "", e->value ? e->value : "");
    if (e->valued)
        fprintf(f, "\t%u\t%llu\t%llu", e->extent.birthday, (unsigned long long)e->extent.forms,
                (unsigned long long)e->extent.text_length);
    else
        fputs("\t\t\t", f);
    if (timings)
        fprintf(f, "\t%.6f\t%.6f", e->seconds, e->cpu_seconds);
    fputc('\n', f);
}

static void json(const gd_cli *c, const char *params, const gd_domineering_scoring_atlas_entry *e, size_t n,
                 int timings)
{
    char b[64];
    gd_json j;
    gd_cli_json_start(&j, c, params, NULL);
    gd_json_array(&j, "rectangles");
    for (size_t i = 0; i < n; i++) {
        gd_json_object(&j, NULL);
        gd_json_i64(&j, "rows", e[i].rows);
        gd_json_i64(&j, "cols", e[i].cols);
        gd_json_i64(&j, "outcome_left", e[i].left);
        gd_json_i64(&j, "outcome_right", e[i].right);
        gd_json_str(&j, "mean", e[i].milnor ? dy(e[i].mean, b, sizeof b) : NULL);
        gd_json_str(&j, "normal_mean", e[i].milnor ? dy(e[i].normal_mean, b, sizeof b) : NULL);
        gd_json_str(&j, "reduced_equal", e[i].milnor ? (e[i].reduced_equal ? "yes" : "no") : NULL);
        gd_json_str(&j, "value", e[i].value);
        if (e[i].valued) {
            gd_json_u64(&j, "value_birthday", e[i].extent.birthday);
            gd_json_u64(&j, "value_forms", e[i].extent.forms);
            gd_json_u64(&j, "value_length", e[i].extent.text_length);
        } else {
            gd_json_str(&j, "value_birthday", NULL);
            gd_json_str(&j, "value_forms", NULL);
            gd_json_str(&j, "value_length", NULL);
        }
        if (timings) {
            gd_json_num(&j, "seconds", e[i].seconds);
            gd_json_num(&j, "cpu_seconds", e[i].cpu_seconds);
        }
        gd_json_close(&j, '}');
    }
    gd_json_close(&j, ']');
    gd_cli_json_end(&j);
}

static int html(const gd_cli *c, const char *dir, const char *params, const gd_domineering_scoring_atlas_entry *e,
                size_t n)
{
    size_t len = strlen(dir) + 16;
    char *path = malloc(len), *tmp = NULL, b[64];
    if (!path)
        return gd_cli_fail("out of memory");
    snprintf(path, len, "%s/index.html", dir);
    FILE *f = gd_cli_html_begin(c, path, "Scoring Domineering rectangles", &tmp);
    if (!f) {
        free(path);
        return 2;
    }
    fputs("<style>table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;"
          "text-align:left}td.v{font-family:monospace;max-width:40em;word-break:break-all}</style>\n<p>",
          f);
    gd_cli_html(f, params);
    fputs("</p>\n<p>Scoring Domineering (each domino scores 1; a component where at most one player can "
          "move is settled and scores that player's largest number of further moves). (o<sub>L</sub>, "
          "o<sub>R</sub>): the final score, Left's points minus Right's, under best play when Left, or "
          "Right, starts. Mean of the scoring game M and of the normal-play value N; whether their reduced "
          "canonical forms (M cooled by 1) agree; the canonical scoring value where the store holds "
          "it.</p>\n<table>\n<tr><th>m</th><th>n</th><th>o<sub>L</sub></th><th>o<sub>R</sub></th><th>mean</th>"
          "<th>normal mean</th><th>reduced forms equal</th><th>value</th></tr>\n",
          f);
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "<tr><td>%d</td><td>%d</td><td>%d</td><td>%d</td>", e[i].rows, e[i].cols, e[i].left, e[i].right);
        fprintf(f, "<td>%s</td>", e[i].milnor ? dy(e[i].mean, b, sizeof b) : "-");
        fprintf(f, "<td>%s</td><td>%s</td><td class=\"v\">", e[i].milnor ? dy(e[i].normal_mean, b, sizeof b) : "-",
                e[i].milnor ? (e[i].reduced_equal ? "yes" : "no") : "-");
        if (e[i].value || !e[i].valued)
            gd_cli_html(f, e[i].value ? e[i].value : "-");
        else
            fprintf(f, "(born on day %u; %llu subforms, %llu characters: written in full by --forms FILE)", e[i].extent.birthday,
                    (unsigned long long)e[i].extent.forms, (unsigned long long)e[i].extent.text_length);
        fputs("</td></tr>\n", f);
    }
    fputs("</table>\n", f);
    int rc = gd_cli_html_end(f, tmp, path, 0);
    free(path);
    return rc;
}

int gd_cmd_atlas_scoring(const gd_cli *c, const gd_cli_atlas_args *a)
{
    size_t total = 0;
    for (int m = a->rlo; m <= a->rhi; m++)
        for (int n = a->clo; n <= a->chi; n++)
            total += (size_t)gd_domineering_atlas_in_range(m, n, a->rlo, a->rhi, a->clo, a->chi, a->max_cells);
    if (!total)
        return gd_cli_fail("atlas: no rectangle in the range (rows %d-%d, columns %d-%d, at most %d cells)", a->rlo,
                           a->rhi, a->clo, a->chi, a->max_cells);
    char err[512], params[256];
    snprintf(params, sizeof params,
             "game=scoring-domineering max_cells=%d rows=%d-%d cols=%d-%d milnor_cells=%d value_cells=%d value_chars=%llu",
             a->max_cells, a->rlo, a->rhi, a->clo, a->chi, a->milnor_cells, a->value_cells,
             (unsigned long long)a->value_chars);
    gd_outputs os = {0};
    char *tmpdir = NULL;
    FILE *f = NULL, *ff = NULL;
    int rc = 0;
    if ((a->out && strcmp(a->out, "-") != 0 && !(f = gd_outputs_add(&os, a->out, err, sizeof err))) ||
        (a->forms && !(ff = gd_outputs_add(&os, a->forms, err, sizeof err)))) {
        gd_outputs_commit(&os, 1, err, sizeof err);
        return gd_cli_fail("%s", err);
    }
    if (a->dir && (rc = gd_cli_dir_begin(a->dir, &tmpdir)) != 0) {
        gd_outputs_commit(&os, 1, err, sizeof err);
        return rc;
    }
    /* the search's table: an eighth of the memory bound, at most 512 MiB (a larger one
     * gained little on 6x6); the rest halved between the forms of M and N and the store */
    uint64_t tb = c->max_mem / 8 < ((uint64_t)1 << 29) ? c->max_mem / 8 : (uint64_t)1 << 29;
    uint64_t half = (c->max_mem - tb) / 2;
    gd_domineering_scoring_search *s = gd_domineering_scoring_search_new(tb);
    gd_cgt *k = gd_cgt_new();
    gd_domineering_milnor *m = k ? gd_domineering_milnor_new(k, 1) : NULL;
    gd_domineering_scoring_values *v = gd_domineering_scoring_values_new(half, ff, a->value_chars);
    gd_domineering_scoring_atlas_entry *e = calloc(total, sizeof *e);
    if (!s || !m || !v || !e)
        rc = gd_cli_fail("out of memory");
    else
        gd_cgt_set_max_bytes(k, half);
    if (ff && !rc) {
        gd_io_provenance(ff, c->command, "%s", params);
        fputs("name\tform\n", ff);
    }
    size_t done = 0;
    double t0 = gd_seconds();
    gd_progress bar;
    gd_progress_start(&bar, "rectangle", total, c->quiet);
    for (int r = a->rlo; r <= a->rhi && !rc; r++)
        for (int n = a->clo; n <= a->chi && !rc; n++) {
            if (!gd_domineering_atlas_in_range(r, n, a->rlo, a->rhi, a->clo, a->chi, a->max_cells))
                continue;
            int want = r * n <= a->value_cells;
            if (gd_domineering_scoring_atlas_value(s, r * n <= a->milnor_cells ? m : NULL, want ? v : NULL, r, n,
                                                   &e[done], err, sizeof err) != 0)
                rc = gd_cli_fail("atlas: %s", err);
            else {
                if (ff && e[done].valued)
                    fprintf(ff, "%dx%d\t%s\n", r, n, e[done].name);
                gd_progress_update(&bar, ++done);
            }
        }
    gd_progress_end(&bar);
    double secs = gd_seconds() - t0, cpu = 0;
    for (size_t i = 0; i < done; i++)
        cpu += e[i].cpu_seconds;
    int failed = rc != 0;
    if (!rc) {
        FILE *t = f ? f : a->as_json ? NULL : stdout;
        if (t) {
            gd_io_provenance(t, c->command, "%s%s", params,
                             a->timings ? " timings=seconds,cpu_seconds (not reproducible)" : "");
            fprintf(t,
                    "rows\tcols\toutcome_left\toutcome_right\tmean\tnormal_mean\treduced_equal\tvalue\tvalue_birthday\t"
                    "value_forms\tvalue_length%s\n",
                    a->timings ? "\tseconds\tcpu_seconds" : "");
            for (size_t i = 0; i < done; i++)
                tsv(t, &e[i], a->timings);
        }
        if (a->as_json)
            json(c, params, e, done, a->timings);
        if (tmpdir)
            rc = html(c, tmpdir, params, e, done);
    }
    failed |= rc != 0;
    if (gd_outputs_commit(&os, failed, err, sizeof err) != 0 && !failed)
        rc = gd_cli_fail("%s", err), failed = 1;
    if (tmpdir && gd_cli_dir_end(tmpdir, a->dir, failed) && !rc)
        rc = 2;
    if (!rc && !c->quiet && m) {
        gd_domineering_milnor_check st;
        gd_domineering_milnor_checks(m, &st);
        fprintf(stderr,
                "atlas: %zu rectangles (at most %d cells) in %.2f s (%.2f s of CPU); %llu regions compared with normal "
                "play: means equal on %llu, reduced forms on %llu\n",
                done, a->max_cells, secs, cpu, (unsigned long long)st.regions, (unsigned long long)st.mean_equal,
                (unsigned long long)st.reduced_equal);
    }
    for (size_t i = 0; i < done; i++)
        gd_domineering_scoring_atlas_entry_free(&e[i]);
    free(e);
    gd_domineering_scoring_values_free(v);
    gd_domineering_milnor_free(m);
    gd_cgt_free(k);
    gd_domineering_scoring_search_free(s);
    return rc;
}
