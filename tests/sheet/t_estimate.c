/* gd_config_estimate_bytes against the measured peak of the same run: within 2x either
 * way. Each run happens in a child process, which reports its own peak (ru_maxrss). */
#include "gamedyn/sheet.h"
#include "testlib.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* Runs cfg in a child (every sheet kept when keep_all); its peak RSS in bytes, 0 on failure. */
static uint64_t measured_peak(const gd_config *cfg, int keep_all)
{
    int fd[2];
    if (pipe(fd) != 0)
        return 0;
    fflush(NULL);
    pid_t pid = fork();
    if (pid == 0) {
        close(fd[0]);
        char err[256];
        int rc = 0;
        if (keep_all) {
            gd_solution sol;
            rc = gd_solution_compute(&sol, cfg, NULL, NULL, err, sizeof err);
            if (rc == 0)
                gd_solution_free(&sol);
        } else {
            gd_engine *e = gd_engine_new(cfg, err, sizeof err);
            const gd_sheet *s;
            while (e && (rc = gd_engine_next(e, &s, err, sizeof err)) == 0)
                ;
            rc = e && rc == 1 ? 0 : -1;
            gd_engine_free(e);
        }
        struct rusage ru;
        uint64_t kb = getrusage(RUSAGE_SELF, &ru) == 0 ? (uint64_t)ru.ru_maxrss : 0;
        _exit(rc == 0 && write(fd[1], &kb, sizeof kb) == sizeof kb ? 0 : 1);
    }
    close(fd[1]);
    uint64_t kb = 0;
    int status;
    if (pid < 0 || read(fd[0], &kb, sizeof kb) != sizeof kb)
        kb = 0;
    close(fd[0]);
    if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return 0;
    return kb * 1024;
}

int main(void)
{
    const gd_rules *chomp = gd_rules_get(GD_SHEET_CHOMP);
    gd_perturb rnd, far;
    char err[256];
    if (gd_perturb_parse(&rnd, "random:seed=1,sigma=3", chomp, err, sizeof err) != 0 ||
        gd_perturb_parse(&far, "point:20,3,200000000", chomp, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    struct {
        gd_config cfg;
        int keep;
        int small; /* a far declared point costs no memory: both under 8 MiB (no ratio) */
    } runs[] = {
        {{GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 10000, 10000, 0}, 0, 0},
        {{GD_SHEET_CHOMP, GD_VARIANT_PLAIN, NULL, 5000, 5000, 0}, 1, 0},
        {{GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 2500, 2500, 0}, 0, 0},
        {{GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 5000, 5000, 0}, 0, 0}, /* past sheet 3364: the window proof */
        {{GD_SHEET_CHOMP, GD_VARIANT_PASS, NULL, 2500, 2500, 2}, 0, 0}, /* the chain of three engines */
        {{GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 4000, 4000, 0}, 0, 0},
        {{GD_SHEET_NIM, GD_VARIANT_PLAIN, NULL, 2000, 2000, 0}, 1, 0},
        {{GD_SHEET_NIM, GD_VARIANT_PASS, NULL, 2000, 2000, 0}, 0, 0},
        {{GD_SHEET_CHOMP, GD_VARIANT_PERTURB, &rnd, 2000, 2000, 0}, 0, 0},
        {{GD_SHEET_CHOMP, GD_VARIANT_PERTURB, &far, 30, 30, 0}, 0, 1},
    };
    for (size_t i = 0; i < sizeof runs / sizeof runs[0]; i++) {
        if (UNDER_ASAN) /* the sanitizer's shadow memory and quarantine are not the program's */
            break;
        const gd_config *c = &runs[i].cfg;
        uint64_t est = gd_config_estimate_bytes(c, runs[i].keep), peak = measured_peak(c, runs[i].keep);
        CHECK(peak > 0, "run %zu failed", i);
        double r = (double)est / (double)peak;
        printf("t_estimate: game %d variant %d X=%llu keep=%d: estimate %.1f MiB, peak %.1f MiB (x%.2f)\n", c->game,
               c->variant, (unsigned long long)c->xmax, runs[i].keep, est / 1048576.0, peak / 1048576.0, r);
        if (runs[i].small)
            CHECK(est < 8 << 20 && peak < 8 << 20, "run %zu: estimate %llu, peak %llu", i, (unsigned long long)est,
                  (unsigned long long)peak);
        else
            CHECK(r >= 0.5 && r <= 2, "run %zu: estimate %llu, peak %llu", i, (unsigned long long)est,
                  (unsigned long long)peak);
    }
    if (UNDER_ASAN)
        puts("t_estimate: under AddressSanitizer the peaks are not the program's: only the optimized build compares");
    gd_perturb_clear(&rnd);
    gd_perturb_clear(&far);
    return tl_done("t_estimate");
}
