/* fuzz_perturb - the input as a perturbation file of the two-heap games (`--perturb FILE`:
 * lines 'terminal A B' / 'zero A B', '#' comments), read by gd_table_perturb_parse through
 * its path, and, when it starts so, as the inline text terminal:A,B;.../zero:A,B;....
 * A file that is read must hold exactly the points a line-by-line reading written here
 * finds (each at its kind, gd_table_perturb_at), sorted without repeats; and the perturbed
 * game's fast outcome oracle must agree with the generic solver on small positions. */
#include "common.h"
#include "gamedyn/game.h"
#include "gamedyn/twoheap.h"
#include <ctype.h>

enum { SMALL = 9 };

/* The points of the file by its definition; -1 when a line is none of the forms (the
 * parser must then have refused too, which is not checked here: its limits are its own). */
static long brute(const uint8_t *data, size_t size, int want_zero, uint64_t *out, long cap)
{
    long n = 0;
    for (size_t at = 0; at < size;) {
        size_t len = 0;
        while (at + len < size && data[at + len] != '\n')
            len++;
        char line[8192];
        if (len >= sizeof line)
            return -1;
        memcpy(line, data + at, len);
        line[len] = 0;
        at += len + 1;
        char *h = strchr(line, '#');
        if (h)
            *h = 0;
        char *s = line;
        while (isspace((unsigned char)*s))
            s++;
        if (!*s)
            continue;
        int zero = strncmp(s, "zero", 4) == 0;
        if (!zero && strncmp(s, "terminal", 8) != 0)
            return -1;
        s += zero ? 4 : 8;
        uint64_t v[2];
        for (int k = 0; k < 2; k++) {
            if (!isspace((unsigned char)*s))
                return -1;
            while (isspace((unsigned char)*s))
                s++;
            if (!isdigit((unsigned char)*s))
                return -1;
            v[k] = strtoull(s, &s, 10);
        }
        if (zero == want_zero) {
            int dup = 0;
            for (long i = 0; i < n && !dup; i++)
                dup = out[2 * i] == v[0] && out[2 * i + 1] == v[1];
            if (!dup && n < cap)
                out[2 * n] = v[0], out[2 * n + 1] = v[1], n++;
        }
    }
    return n;
}

static void check_set(const gd_table_perturb *p, const uint64_t *v, size_t n, int kind)
{
    for (size_t i = 0; i < n; i++) {
        if (i && (v[2 * i - 2] > v[2 * i] || (v[2 * i - 2] == v[2 * i] && v[2 * i - 1] >= v[2 * i + 1])))
            abort(); /* sorted, no repeat */
        int at = gd_table_perturb_at(p, v[2 * i], v[2 * i + 1]);
        if (at != kind && !(kind == 2 && at == 1)) /* terminal wins over zero */
            abort();
    }
}

static void oracle_against_solver(const char *path)
{
    gd_game_options o = {0};
    o.max_mem = 64u << 20;
    gd_game_options_set(&o, "perturb", path);
    char err[512];
    gd_game *g = gd_game_open("sub:2", &o, err, sizeof err);
    if (!g)
        abort(); /* the file was read once already */
    gd_solver *s = gd_solver_new(g, 64u << 20);
    for (uint64_t a = 0; s && a <= SMALL; a++)
        for (uint64_t b = 0; b <= SMALL; b++) {
            gd_position p = {{a, b}, 2, 0, 0};
            gd_value v;
            int out = gd_game_oracle_outcome(g, &p, err, sizeof err);
            if (gd_solver_solve(s, &p, &v, err, sizeof err) != 0 || out != v.outcome) {
                fprintf(stderr, "fuzz_perturb: [%llu,%llu] oracle %d, solver %d\n", (unsigned long long)a,
                        (unsigned long long)b, out, v.outcome);
                abort();
            }
        }
    gd_solver_free(s);
    gd_game_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 16 * 1024)
        return 0;
    const char *path = fuzz_write_file(data, size);
    gd_table_perturb p;
    char err[512];
    err[0] = 0;
    if (gd_table_perturb_parse(&p, path, err, sizeof err) != 0) {
        if (!err[0] || strchr(err, '\n'))
            abort();
    } else {
        static uint64_t bt[2 * 4096], bz[2 * 4096];
        long nt = brute(data, size, 0, bt, 4096), nz = brute(data, size, 1, bz, 4096);
        if (nt != (long)p.nterm || nz != (long)p.nzero) {
            fprintf(stderr, "fuzz_perturb: read %zu terminal, %zu zero; the lines hold %ld, %ld\n", p.nterm, p.nzero,
                    nt, nz);
            abort();
        }
        check_set(&p, p.term, p.nterm, 1), check_set(&p, p.zero, p.nzero, 2);
        for (long i = 0; i < nt; i++)
            if (gd_table_perturb_at(&p, bt[2 * i], bt[2 * i + 1]) != 1)
                abort();
        for (long i = 0; i < nz; i++)
            if (!gd_table_perturb_at(&p, bz[2 * i], bz[2 * i + 1]))
                abort();
        gd_table_perturb_free(&p);
        oracle_against_solver(path);
    }
    /* The inline form, when the input is one. */
    char *text = fuzz_string(data, size);
    if (strncmp(text, "terminal:", 9) == 0 || strncmp(text, "zero:", 5) == 0) {
        err[0] = 0;
        if (gd_table_perturb_parse(&p, text, err, sizeof err) != 0) {
            if (!err[0] || strchr(err, '\n'))
                abort();
        } else {
            check_set(&p, p.term, p.nterm, 1), check_set(&p, p.zero, p.nzero, 2);
            gd_table_perturb_free(&p);
        }
    }
    free(text);
    return 0;
}
