/* file.c - file outputs: stdout, direct writes to devices and FIFOs, and temporary file
 * plus rename for regular files (through symbolic links to their real target). */
#include "gamedyn/io.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include "io_impl.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

static char *dup_n(const char *s, size_t n)
{
    char *r = malloc(n + 1);
    if (r) {
        memcpy(r, s, n);
        r[n] = 0;
    }
    return r;
}

char *gd_io_resolve(const char *path)
{
    size_t n = strlen(path);
    while (n > 1 && path[n - 1] == '/')
        n--;
    char *p = dup_n(path, n);
    for (int hops = 0; p && hops < 40; hops++) {
        struct stat st;
        if (lstat(p, &st) != 0 || !S_ISLNK(st.st_mode))
            return p;
        char link[PATH_MAX];
        ssize_t k = readlink(p, link, sizeof link - 1);
        if (k < 0) {
            free(p);
            return NULL;
        }
        link[k] = 0;
        while (k > 1 && link[k - 1] == '/')
            link[--k] = 0;
        char *next;
        const char *slash = strrchr(p, '/');
        if (link[0] == '/' || !slash)
            next = dup_n(link, (size_t)k);
        else {
            /* A relative link is relative to the directory holding it. */
            size_t d = (size_t)(slash - p) + 1;
            next = malloc(d + (size_t)k + 1);
            if (next) {
                memcpy(next, p, d);
                memcpy(next + d, link, (size_t)k + 1);
            }
        }
        free(p);
        p = next;
    }
    free(p); /* a link loop */
    return NULL;
}

char *gd_io_temp_name(const char *real)
{
    const char *slash = strrchr(real, '/');
    size_t d = slash ? (size_t)(slash - real) + 1 : 0, b = strlen(real + d);
    if (b > 200)
        b = 200;
    char *t = malloc(d + b + 16);
    if (t) {
        memcpy(t, real, d + b);
        strcpy(t + d + b, ".tmp.XXXXXX");
    }
    return t;
}

mode_t gd_io_new_mode(mode_t mode)
{
    mode_t m = umask(0);
    umask(m);
    return mode & ~m;
}

/* Signals are blocked from creation to registration, so no signal finds an unregistered
 * temporary file. */
int gd_io_make_temp(char *tmpl, int is_dir)
{
    sigset_t all, old;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &old);
    int fd = -1, e = 0;
    if (is_dir)
        fd = mkdtemp(tmpl) ? 0 : -1;
    else
        fd = mkstemp(tmpl);
    e = errno;
    if (fd >= 0 && gd_io_temp_add(tmpl, is_dir) != 0) {
        if (is_dir)
            rmdir(tmpl);
        else {
            close(fd);
            unlink(tmpl);
        }
        fd = -1;
        e = ENAMETOOLONG;
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    errno = e;
    return fd;
}

FILE *gd_file_begin(const char *path, char **tmp, char *err, size_t errlen)
{
    *tmp = NULL;
    if (strcmp(path, "-") == 0)
        return stdout;
    char *real = gd_io_resolve(path);
    if (!real) {
        gd_err(err, errlen, "cannot write '%s': %s", path, errno ? strerror(errno) : "too many symbolic links");
        return NULL;
    }
    struct stat st;
    int exists = stat(real, &st) == 0;
    if (exists && S_ISDIR(st.st_mode)) {
        gd_err(err, errlen, "cannot write '%s': %s", path, strerror(EISDIR));
        free(real);
        return NULL;
    }
    if (exists && !S_ISREG(st.st_mode)) {
        /* A device or a FIFO: written in place, never replaced (by MPI rank 0 alone). */
        FILE *f = fopen(gd_par_is_root() ? real : "/dev/null", "wb");
        if (!f)
            gd_err(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        free(real);
        return f;
    }
    char *t = gd_io_temp_name(real);
    free(real);
    if (!t) {
        gd_err(err, errlen, "out of memory");
        return NULL;
    }
    int fd = gd_io_make_temp(t, 0);
    if (fd < 0) {
        gd_err(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        free(t);
        return NULL;
    }
    /* The new file gets the old one's permissions, or the usual ones for a new file. */
    fchmod(fd, exists ? (st.st_mode & 07777) : gd_io_new_mode(0666));
    FILE *f = fdopen(fd, "wb");
    if (!f) {
        gd_err(err, errlen, "cannot write '%s': %s", path, strerror(errno));
        close(fd);
        unlink(t);
        gd_io_temp_remove(t);
        free(t);
        return NULL;
    }
    *tmp = t;
    return f;
}

/* The target an output path names, its symbolic links followed (malloc'd), or NULL with err. */
static char *resolve_target(const char *path, char *err, size_t errlen)
{
    char *real = gd_io_resolve(path);
    if (!real)
        gd_err(err, errlen, "cannot write '%s': %s", path, errno ? strerror(errno) : "too many symbolic links");
    return real;
}

int gd_file_check(const char *path, char *err, size_t errlen)
{
    if (strcmp(path, "-") == 0)
        return 0;
    char *real = resolve_target(path, err, errlen);
    if (!real)
        return -1;
    struct stat st;
    int rc = 0;
    if (stat(real, &st) == 0 && S_ISDIR(st.st_mode)) {
        gd_err(err, errlen, "cannot write '%s': %s", path, strerror(EISDIR));
        rc = -1;
    } else if (stat(real, &st) == 0 && !S_ISREG(st.st_mode)) {
        if (access(real, W_OK) != 0) {
            gd_err(err, errlen, "cannot write '%s': %s", path, strerror(errno));
            rc = -1;
        }
    } else {
        /* The one sure test: make the temporary file the write would make. */
        char *t = gd_io_temp_name(real);
        int fd = t ? gd_io_make_temp(t, 0) : -1;
        if (fd < 0) {
            gd_err(err, errlen, "cannot write '%s': %s", path, t ? strerror(errno) : "out of memory");
            rc = -1;
        } else {
            close(fd);
            unlink(t);
            gd_io_temp_remove(t);
        }
        free(t);
    }
    free(real);
    return rc;
}

int gd_io_scratch_begin(const char *stem, char **dir, char *err, size_t errlen)
{
    const char *base = getenv("TMPDIR");
    if (!base || !*base)
        base = "/tmp";
    size_t n = strlen(base) + strlen(stem) + 32;
    *dir = malloc(n);
    if (!*dir) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    snprintf(*dir, n, "%s/gamedyn-%s.XXXXXX", base, stem);
    if (gd_io_make_temp(*dir, 1) < 0) {
        gd_err(err, errlen, "cannot create a temporary directory in '%s': %s", base, strerror(errno));
        free(*dir);
        *dir = NULL;
        return -1;
    }
    return 0;
}

void gd_io_scratch_end(char *dir)
{
    if (!dir)
        return;
    gd_io_remove_tree(dir);
    gd_io_temp_remove(dir);
    free(dir);
}

int gd_file_space(const char *path, uint64_t *avail, char *err, size_t errlen)
{
    if (strcmp(path, "-") == 0)
        return 0;
    char *real = resolve_target(path, err, errlen);
    if (!real)
        return -1;
    struct stat st;
    if (stat(real, &st) == 0 && !S_ISREG(st.st_mode)) {
        free(real);
        return 0; /* written in place: a device or FIFO has no free space to compare */
    }
    /* The temporary file is made in the target's directory, on its file system. */
    char *slash = strrchr(real, '/');
    const char *dir = ".";
    if (slash == real)
        dir = "/";
    else if (slash)
        *slash = 0, dir = real;
    struct statvfs vs;
    int rc = statvfs(dir, &vs);
    if (rc != 0)
        gd_err(err, errlen, "cannot write '%s': %s", path, strerror(errno));
    else
        *avail = (uint64_t)vs.f_bavail * (uint64_t)vs.f_frsize;
    free(real);
    return rc != 0 ? -1 : 1;
}
