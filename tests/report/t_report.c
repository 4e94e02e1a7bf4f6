/* t_report.c - the report module: the document writer (both formats, escaped), the TSV
 * reader, the verdict rules against the published table, and the list of steps. */
#include "testlib.h"
#include "report/report_int.h"
#include "gamedyn/experiment.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    rp_doc d;
    char *md, *html;
    size_t nmd, nhtml;
} doc;

static void doc_open(doc *x)
{
    memset(x, 0, sizeof *x);
    x->d.md = open_memstream(&x->md, &x->nmd);
    x->d.html = open_memstream(&x->html, &x->nhtml);
}

static void doc_close(doc *x)
{
    fclose(x->d.md);
    fclose(x->d.html);
}

static void doc_free(doc *x)
{
    free(x->md);
    free(x->html);
}

static void test_escaping(void)
{
    doc x;
    doc_open(&x);
    rp_p(&x.d, "a<b & \"c\" 'd' *e* _f_ |g| `h` [i]\\");
    rp_h2(&x.d, "Sec <1>", "Title & <more>");
    doc_close(&x);
    CHECK(strstr(x.html, "<p>a&lt;b &amp; &quot;c&quot; &#39;d&#39; *e* _f_ |g| `h` [i]\\</p>"), "html: %s", x.html);
    CHECK(strstr(x.md, "a&lt;b &amp; \"c\" 'd' \\*e\\* \\_f\\_ \\|g\\| \\`h\\` \\[i\\]\\\\"), "md: %s", x.md);
    CHECK(strstr(x.html, "<h2 id=\"-ec--1-\">Title &amp; &lt;more&gt;</h2>"), "heading: %s", x.html);
    CHECK(strstr(x.md, "## Title &amp; &lt;more>"), "md heading: %s", x.md);
    doc_free(&x);
}

static void test_code(void)
{
    doc x;
    doc_open(&x);
    rp_code(&x.d, "plain", "gamedyn report -o dir");
    rp_code(&x.d, "ticks", "gamedyn report -o a``b`");
    doc_close(&x);
    CHECK(strstr(x.md, "- plain: `` gamedyn report -o dir ``\n"), "md: %s", x.md);
    /* a span of two backquotes would end inside the folder name */
    CHECK(strstr(x.md, "- ticks: ``` gamedyn report -o a``b` ```\n"), "md: %s", x.md);
    CHECK(strstr(x.html, "<p class=\"cmd\">ticks: <code>gamedyn report -o a``b`</code></p>"), "html: %s", x.html);
    doc_free(&x);
}

static void test_table(void)
{
    doc x;
    doc_open(&x);
    const char *head[] = {"what", "value", "verdict"};
    rp_table(&x.d, 3, head, NULL);
    const char *r1[] = {"a|b", "1", rp_verdict_text(RP_AGREE)};
    const char *r2[] = {"c", NULL, rp_verdict_text(RP_DISAGREE)};
    const char *r3[] = {"d", "2", "disagrees: 94.2% of the losers"};
    const char *r4[] = {"e", "3", rp_verdict_text(RP_NONE)};
    rp_tr(&x.d, RP_AGREE, r1);
    rp_tr(&x.d, RP_DISAGREE, r2);
    rp_tr(&x.d, RP_DISAGREE, r3);
    rp_tr(&x.d, RP_NONE, r4);
    rp_table_end(&x.d);
    doc_close(&x);
    CHECK(strstr(x.md, "| what | value | verdict |\n| --- | --- | --- |\n"), "md head: %s", x.md);
    CHECK(strstr(x.md, "| a\\|b | 1 | ✓ agrees |\n"), "md agree: %s", x.md);
    CHECK(strstr(x.md, "| c | - | **✗ DISAGREES** |\n"), "md disagree: %s", x.md);
    CHECK(strstr(x.md, "| d | 2 | **✗ disagrees: 94.2% of the losers** |\n"), "md most, not all: %s", x.md);
    CHECK(strstr(x.md, "| e | 3 | not comparable |\n"), "md none: %s", x.md);
    CHECK(strstr(x.html, "<tr class=\"agree\"><td>a|b</td><td>1</td><td>&#x2713; agrees</td></tr>"), "html: %s", x.html);
    CHECK(strstr(x.html, "<tr class=\"bad\"><td>c</td><td>-</td><td><b>&#x2717; DISAGREES</b></td></tr>"), "html: %s",
          x.html);
    CHECK(!strstr(x.html, "partly") && !strstr(x.md, "~ "), "three verdicts only: %s", x.html);
    CHECK(strstr(x.html, "<tbody>") && strstr(x.html, "</tbody></table>"), "html: %s", x.html);
    CHECK(x.d.nbad == 2, "every disagreement counted: nbad %d", x.d.nbad);
    doc_free(&x);
}

static void test_tsv(void)
{
    char path[] = "/tmp/t_report_XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    CHECK(f != NULL, "cannot create %s", path);
    if (!f)
        return;
    fputs("# gamedyn 0.0.0\n#no space\n# means over sheets 1..250\n"
          "parameter\tmeasured\tstderr\r\n"
          "alpha\t0.5\t0.01\n"
          "# a comment between rows\n"
          "gamma\t-\n"
          "short\n",
          f);
    fclose(f);
    rp_tsv t;
    CHECK(rp_tsv_read(path, &t) == 0, "read");
    CHECK(t.ncomments == 4, "%d comments", t.ncomments);
    CHECK(t.ncomments > 1 && strcmp(t.comments[1], "no space") == 0, "comment '%s'", t.ncomments > 1 ? t.comments[1] : "");
    CHECK(rp_comment(&t, "means over") && strcmp(rp_comment(&t, "means over"), "means over sheets 1..250") == 0,
          "rp_comment");
    CHECK(!rp_comment(&t, "absent"), "rp_comment absent");
    CHECK(t.ncols == 3 && t.nrows == 3, "%d cols %d rows", t.ncols, t.nrows);
    CHECK(rp_col(&t, "stderr") == 2 && rp_col(&t, "nope") == -1, "rp_col (the header's \\r dropped)");
    CHECK(rp_row(&t, "gamma") == 1 && rp_row(&t, "nope") == -1, "rp_row");
    CHECK(rp_num(rp_cell(&t, rp_row(&t, "alpha"), rp_col(&t, "measured"))) == 0.5, "alpha");
    CHECK(isnan(rp_num(rp_cell(&t, 1, 1))), "'-' is not a number");
    CHECK(strcmp(rp_cell(&t, 1, 2), "") == 0 && isnan(rp_num(rp_cell(&t, 1, 2))), "a missing cell is empty");
    CHECK(strcmp(rp_cell(&t, 2, 0), "short") == 0 && strcmp(rp_cell(&t, 2, 1), "") == 0, "a short row");
    CHECK(strcmp(rp_cell(&t, 9, 0), "-") == 0 && strcmp(rp_cell(&t, 0, -1), "-") == 0, "outside the table");
    rp_tsv_free(&t);
    unlink(path);
    CHECK(rp_tsv_read(path, &t) == -1 && t.nrows == 0 && t.ncols == 0, "a missing file");
    rp_tsv_free(&t);
}

static void test_published(void)
{
    int n;
    const gd_published *all = gd_published_all(&n);
    CHECK(n >= 4, "%d entries", n);
    for (int i = 0; i < n; i++) {
        CHECK(gd_published_get(all[i].name) == &all[i], "lookup %s", all[i].name);
        CHECK(all[i].words && all[i].source && all[i].source[0], "%s has words and a source", all[i].name);
    }
    CHECK(!gd_published_get("nothing") && !gd_published_get(NULL), "unknown names");
    const gd_published *band = gd_published_get(GD_PUB_BAND_HALFWIDTH);
    CHECK(band && band->value == 1.75, "the band's half-width is 1.75");
    if (band) {
        /* "about": within 10% */
        CHECK(gd_published_holds(band, 1.684) && gd_published_holds(band, 1.9), "about 1.75");
        CHECK(!gd_published_holds(band, 1.5) && !gd_published_holds(band, 1.95) && !gd_published_holds(band, NAN),
              "not about 1.75");
        CHECK(gd_published_interval(band, 1.7, 1.8) == 1 && gd_published_interval(band, 1.7, 2.5) == 0 &&
                  gd_published_interval(band, 2.0, 2.5) == -1,
              "intervals about 1.75");
    }
    const gd_published *scatter = gd_published_get(GD_PUB_SCATTER_MAX);
    CHECK(scatter && scatter->value == GD_SCATTER_BAND, "the scatter is the measured band");
    if (scatter)
        CHECK(gd_published_holds(scatter, 3.5) && !gd_published_holds(scatter, 3.6) &&
                  gd_published_holds(scatter, 0),
              "within about 2.5");
    const gd_published *chomp = gd_published_get(GD_PUB_CHOMP_MOVED), *nim = gd_published_get(GD_PUB_NIM_MOVED);
    CHECK(chomp && chomp->at == 7 && nim && nim->at == 15, "the levels of the statements");
    if (chomp && nim) {
        CHECK(!gd_published_holds(chomp, 0.5) && gd_published_holds(chomp, 0.51), "over half");
        CHECK(gd_published_interval(chomp, 0.4, 0.49) == -1 && gd_published_interval(chomp, 0.4, 0.6) == 0 &&
                  gd_published_interval(chomp, 0.51, 0.6) == 1 && gd_published_interval(chomp, NAN, NAN) == 0,
              "over half, intervals (NaN: neither inside nor outside)");
        CHECK(gd_published_holds(nim, 0.35) && gd_published_holds(nim, 0.6) && !gd_published_holds(nim, 0.34) &&
                  !gd_published_holds(nim, 0.61),
              "nearly half");
        CHECK(gd_published_interval(nim, 0.36, 0.59) == 1 && gd_published_interval(nim, 0.1, 0.4) == 0 &&
                  gd_published_interval(nim, 0.0, 0.3) == -1 && gd_published_interval(nim, 0.7, 0.9) == -1,
              "nearly half, intervals");
    }
}

static void test_steps(void)
{
    int n;
    const gd_report_step *s = gd_report_steps(&n);
    CHECK(n == 30, "%d steps", n);
    for (int i = 0; i < n; i++) {
        CHECK(s[i].args && s[i].small && s[i].args[0] && s[i].small[0] && strcmp(s[i].args[0], s[i].small[0]) == 0,
              "%s: the same command at both sizes", s[i].id);
        for (int j = 0; j < i; j++)
            CHECK(strcmp(s[i].id, s[j].id) != 0, "%s twice", s[i].id);
        for (int k = 0; s[i].args[k]; k++)
            CHECK(!strchr(s[i].args[k], ' ') && (!strchr(s[i].args[k], '@') || s[i].args[k][0] == '@'),
                  "%s: word '%s'", s[i].id, s[i].args[k]);
    }
}

static void test_write_fails_cleanly(void)
{
    /* a folder without the data files: an error in err, nothing printed, no file left */
    char dir[] = "/tmp/t_report_dir_XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    gd_report_context ctx = {"gamedyn report -o x", "0.0.0", "game=nim seed=-", dir, NULL, NULL};
    int n;
    gd_report_steps(&n);
    const char **lines = calloc((size_t)n + 1, sizeof *lines);
    for (int i = 0; lines && i <= n; i++)
        lines[i] = "gamedyn x";
    char err[512] = "unset";
    CHECK(lines && gd_report_write(&ctx, lines, err, sizeof err) == 2, "a report without data");
    CHECK(strstr(err, "cannot read the data file") && strstr(err, "params-plain.tsv"), "err: %s", err);
    char path[256];
    snprintf(path, sizeof path, "%s/report.md", dir);
    CHECK(access(path, F_OK) != 0, "report.md left behind");
    snprintf(path, sizeof path, "%s/index.html", dir);
    CHECK(access(path, F_OK) != 0, "index.html left behind");
    CHECK(rmdir(dir) == 0, "the folder holds something");
    free(lines);
}

/* The report's own data files: provenance lines that stay '#' lines whatever the command
 * line holds, then the header and the rows. */
static void test_data_file(void)
{
    char dir[] = "/tmp/t_report_data_XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    gd_report_context ctx = {"gamedyn report -o a\nb\rc", "0.0.0", "game=nim seed=-", dir, NULL, NULL};
    char err[256] = "";
    rp_doc d = {0};
    d.dir = dir;
    d.ctx = &ctx;
    d.err = err;
    d.errlen = sizeof err;
    char *tmp;
    FILE *f = rp_data_begin(&d, "x.tsv", "a\tb", &tmp);
    CHECK(f != NULL, "rp_data_begin: %s", err);
    if (f) {
        fputs("1\t2\n", f);
        CHECK(rp_data_end(&d, f, tmp, "x.tsv") == 0, "rp_data_end: %s", err);
    }
    char path[256];
    snprintf(path, sizeof path, "%s/x.tsv", dir);
    rp_tsv t;
    CHECK(rp_tsv_read(path, &t) == 0, "read back");
    CHECK(t.ncomments == 3 && strcmp(t.comments[1], "command: gamedyn report -o a?b?c") == 0, "%d comments: %s",
          t.ncomments, t.ncomments > 1 ? t.comments[1] : "");
    CHECK(t.ncols == 2 && t.nrows == 1 && strcmp(rp_cell(&t, 0, 1), "2") == 0, "the table");
    rp_tsv_free(&t);
    unlink(path);
    CHECK(rmdir(dir) == 0, "the folder holds something else");
}


/* A file dir/name with the given text. */
static void put(const char *dir, const char *name, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "cannot write %s", path);
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* A section's disagreements are counted once each (rp_tr counts them): the summary's
 * number is the number of rows marked. Scoring: one claim of Milnor's games fails, one
 * rectangle claim fails. */
static void test_disagreements_counted_once(void)
{
    char dir[] = "/tmp/t_report_nbad_XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    put(dir, "scoring-claims.tsv", "claim\tset\ttested\theld\tresult\tcounterexample\n"
                                   "G - G = 0\tMilnor's games\t10\t9\tfailed\tG = x\n"
                                   "G - G = 0\tdicots\t10\t9\tfailed\tG = y\n");
    put(dir, "scoring-table.tsv", "rows\tcols\toutcome_left\toutcome_right\tmean\tnormal_mean\treduced_equal\n"
                                  "2\t2\t1\t-1\t0\t0\tyes\n"
                                  "2\t3\t0\t1\t\t\t\n");
    gd_report_context ctx = {"gamedyn report -o x", "0.0.0", "game=nim seed=-", dir, NULL, NULL};
    char err[256] = "";
    doc x;
    doc_open(&x);
    x.d.dir = dir;
    x.d.ctx = &ctx;
    x.d.err = err;
    x.d.errlen = sizeof err;
    CHECK(rp_scoring(&x.d) == 0, "rp_scoring: %s", err);
    doc_close(&x);
    int marked = 0;
    for (const char *q = x.md; (q = strstr(q, "DISAGREES")) != NULL; q++)
        marked++;
    CHECK(marked == 2 && x.d.nbad == 2, "%d rows marked, %d counted", marked, x.d.nbad);
    doc_free(&x);
    char path[512];
    snprintf(path, sizeof path, "%s/scoring-claims.tsv", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/scoring-table.tsv", dir);
    unlink(path);
    CHECK(rmdir(dir) == 0, "the folder holds something");
}

int main(void)
{
    test_escaping();
    test_code();
    test_table();
    test_tsv();
    test_published();
    test_steps();
    test_write_fails_cleanly();
    test_data_file();
    test_disagreements_counted_once();
    return tl_done("report");
}
