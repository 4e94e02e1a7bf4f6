/* dir.c - directory outputs: built in a temporary sibling directory, moved into place
 * only when complete. */
#include "gamedyn/io.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include "io_impl.h"
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int gd_dir_begin(const char *dir, char **tmpdir, char *err, size_t errlen)
{
    *tmpdir = NULL;
    char *real = gd_io_resolve(dir);
    if (!real) {
        gd_err(err, errlen, "cannot create directory '%s': %s", dir, errno ? strerror(errno) : "too many symbolic links");
        return -1;
    }
    struct stat st;
    int exists = stat(real, &st) == 0;
    if (exists && !S_ISDIR(st.st_mode)) {
        gd_err(err, errlen, "cannot create directory '%s': it exists and is not a directory", dir);
        free(real);
        return -1;
    }
    char *t = gd_io_temp_name(real);
    free(real);
    if (!t) {
        gd_err(err, errlen, "out of memory");
        return -1;
    }
    if (gd_io_make_temp(t, 1) < 0) {
        gd_err(err, errlen, "cannot create directory '%s': %s", dir, strerror(errno));
        free(t);
        return -1;
    }
    /* mkdtemp makes it private; the output gets the usual permissions. */
    chmod(t, exists ? (st.st_mode & 07777) : gd_io_new_mode(0777));
    *tmpdir = t;
    return 0;
}

/* Renames every entry of src into dst, merging subdirectories that exist in both. */
static int merge(const char *src, const char *dst)
{
    DIR *d = opendir(src);
    if (!d)
        return -1;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        size_t ls = strlen(src) + strlen(e->d_name) + 2, ld = strlen(dst) + strlen(e->d_name) + 2;
        char *s = malloc(ls), *t = malloc(ld);
        if (!s || !t) {
            free(s), free(t);
            errno = ENOMEM;
            rc = -1;
            break;
        }
        snprintf(s, ls, "%s/%s", src, e->d_name);
        snprintf(t, ld, "%s/%s", dst, e->d_name);
        struct stat a, b;
        if (lstat(s, &a) == 0 && S_ISDIR(a.st_mode) && stat(t, &b) == 0 && S_ISDIR(b.st_mode))
            rc = merge(s, t);
        else
            rc = rename(s, t);
        free(s), free(t);
    }
    int e2 = errno;
    closedir(d);
    errno = e2;
    return rc;
}

int gd_dir_commit(char *tmpdir, const char *dir, int failed, char *err, size_t errlen)
{
    if (!tmpdir)
        return -1;
    int e = 0;
    if (!failed && gd_par_is_root()) { /* under MPI, the other ranks' copies are dropped */
        char *real = gd_io_resolve(dir);
        struct stat st;
        if (!real)
            e = errno ? errno : ELOOP;
        else if (stat(real, &st) != 0) {
            if (rename(tmpdir, real) != 0)
                e = errno;
        } else if (merge(tmpdir, real) != 0)
            e = errno ? errno : EIO;
        free(real);
    }
    /* Whatever is left (all of it after a failure) is removed. */
    gd_io_remove_tree(tmpdir);
    gd_io_temp_remove(tmpdir);
    free(tmpdir);
    if (e)
        gd_err(err, errlen, "cannot move the new files into '%s': %s", dir, strerror(e));
    return e || failed ? -1 : 0;
}
