/* plot.c - plots drawn by gnuplot, read back as images.
 *
 * Nothing from outside goes into the script: the data is copied into a private mkdtemp
 * directory under a fixed name, gnuplot runs there (fork/exec, no shell) and draws into
 * another fixed name, and the title is quoted as a gnuplot string. */
#include "gamedyn/image.h"
#include "gamedyn/io.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int copy_file(const char *from, const char *to, char *err, size_t errlen)
{
    FILE *in = fopen(from, "rb");
    if (!in) {
        gd_err(err, errlen, "cannot read '%s': %s", from, strerror(errno));
        return -1;
    }
    FILE *out = fopen(to, "wb");
    if (!out) {
        gd_err(err, errlen, "cannot write the plot's data: %s", strerror(errno));
        fclose(in);
        return -1;
    }
    char buf[65536];
    size_t n;
    int rc = 0;
    while ((n = fread(buf, 1, sizeof buf, in)) > 0)
        if (fwrite(buf, 1, n, out) != n) {
            rc = -1;
            break;
        }
    int e = errno;
    if (ferror(in)) {
        gd_err(err, errlen, "cannot read '%s': %s", from, strerror(e));
        rc = -1;
    } else if (rc != 0 || fflush(out) != 0) {
        gd_err(err, errlen, "cannot write the plot's data: %s", strerror(errno ? errno : e));
        rc = -1;
    }
    fclose(in);
    if (fclose(out) != 0 && rc == 0) {
        gd_err(err, errlen, "cannot write the plot's data: %s", strerror(errno));
        rc = -1;
    }
    return rc;
}

/* s as a single-quoted gnuplot string: no escapes there, a quote is doubled. */
static void gnuplot_quote(FILE *f, const char *s)
{
    fputc('\'', f);
    for (; *s; s++) {
        if (*s == '\'')
            fputc('\'', f);
        if (*s != '\n' && *s != '\r')
            fputc(*s, f);
    }
    fputc('\'', f);
}

/* Runs "gnuplot plot.gp" in dir; 0, GD_PLOT_NO_GNUPLOT, or -1 with err. */
static int run_gnuplot(const char *dir, char *err, size_t errlen)
{
    int pfd[2];
    if (pipe(pfd) != 0) {
        gd_err(err, errlen, "cannot run gnuplot: %s", strerror(errno));
        return -1;
    }
    fcntl(pfd[1], F_SETFD, FD_CLOEXEC);
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(pfd[0]), close(pfd[1]);
        gd_err(err, errlen, "cannot run gnuplot: %s", strerror(errno));
        return -1;
    }
    if (pid == 0) {
        gd_io_temp_forget();
        close(pfd[0]);
        int null = open("/dev/null", O_RDWR);
        int e = chdir(dir) == 0 ? 0 : errno;
        int log = e ? -1 : open("gnuplot.log", O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (!e && (null < 0 || log < 0 || dup2(null, 0) < 0 || dup2(null, 1) < 0 || dup2(log, 2) < 0))
            e = errno;
        if (!e) {
            execlp("gnuplot", "gnuplot", "plot.gp", (char *)NULL);
            e = errno;
        }
        /* Tell the parent why gnuplot did not start. */
        ssize_t w = write(pfd[1], &e, sizeof e);
        (void)w;
        _exit(127);
    }
    close(pfd[1]);
    int e = 0;
    ssize_t got;
    while ((got = read(pfd[0], &e, sizeof e)) < 0 && errno == EINTR)
        ;
    close(pfd[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (got == (ssize_t)sizeof e) {
        if (e == ENOENT)
            return GD_PLOT_NO_GNUPLOT;
        gd_err(err, errlen, "cannot run gnuplot: %s", strerror(e));
        return -1;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        /* gnuplot's first complaint, if any, says why. */
        char line[200] = "", path[4096];
        snprintf(path, sizeof path, "%s/gnuplot.log", dir);
        FILE *f = fopen(path, "r");
        while (f && fgets(line, sizeof line, f)) {
            line[strcspn(line, "\r\n")] = 0;
            if (line[0] && strspn(line, " ^") != strlen(line))
                break;
        }
        if (f)
            fclose(f);
        gd_err(err, errlen, "gnuplot failed%s%s", line[0] ? ": " : "", line);
        return -1;
    }
    return 0;
}

int gd_image_plot(const char *data, const char *title, const char *script, gd_image *im, char *err, size_t errlen)
{
    memset(im, 0, sizeof *im);
    char *dir;
    if (gd_io_scratch_begin("plot", &dir, err, errlen) != 0)
        return -1;
    size_t n = strlen(dir) + 32;
    char *path = malloc(n);
    int rc = path ? 0 : -1;
    if (!path)
        gd_err(err, errlen, "out of memory");
    if (rc == 0) {
        snprintf(path, n, "%s/data.tsv", dir);
        rc = copy_file(data, path, err, errlen);
    }
    FILE *g = NULL;
    if (rc == 0) {
        snprintf(path, n, "%s/plot.gp", dir);
        if (!(g = fopen(path, "w"))) {
            gd_err(err, errlen, "cannot write the plot's script: %s", strerror(errno));
            rc = -1;
        }
    }
    if (g) {
        fputs("set terminal pngcairo size 900,600 font ',10'\nset output 'plot.png'\n"
              "set datafile separator tab\nset key autotitle columnheader\nset grid\nset title ",
              g);
        gnuplot_quote(g, title);
        fprintf(g, " noenhanced\ndata = 'data.tsv'\n%s\n", script);
        if (fclose(g) != 0) {
            gd_err(err, errlen, "cannot write the plot's script: %s", strerror(errno));
            rc = -1;
        }
    }
    if (rc == 0)
        rc = run_gnuplot(dir, err, errlen);
    if (rc == 0) {
        snprintf(path, n, "%s/plot.png", dir);
        if (gd_image_read_png(path, im, NULL, NULL, err, errlen) != 0) {
            gd_err(err, errlen, "gnuplot drew no picture");
            rc = -1;
        }
    }
    free(path);
    gd_io_scratch_end(dir);
    return rc;
}
