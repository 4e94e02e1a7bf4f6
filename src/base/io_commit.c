/* io_commit.c - finishing outputs: every write checked with its cause, then the temporary
 * files renamed over their targets, one output or several together (all or none). */
#include "gamedyn/io.h"
#include "gamedyn/par.h"
#include "gamedyn/util.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Streams whose write failed, with the errno of the first failure: glibc drops a buffer it
 * could not write, so a later fflush succeeds and errno says nothing. A run has few outputs. */
static struct {
    FILE *f;
    int e;
} noted[16];

void gd_io_note(FILE *f)
{
    int e = errno, free_slot = -1;
    if (!e)
        return; /* nothing to keep: the flush or EIO says what it can */
    for (int i = 0; i < 16; i++) {
        if (noted[i].f == f)
            return;
        if (!noted[i].f && free_slot < 0)
            free_slot = i;
    }
    if (free_slot >= 0)
        noted[free_slot].f = f, noted[free_slot].e = e;
}

int gd_io_cause(FILE *f)
{
    errno = 0;
    int bad = fflush(f) != 0 || ferror(f), e = errno;
    for (int i = 0; i < 16; i++)
        if (noted[i].f == f) {
            e = noted[i].e;
            bad = 1;
            noted[i].f = NULL;
        }
    return bad ? (e ? e : EIO) : 0;
}

/* Flushes, checks, syncs (a temporary file) and closes one output: 0 or its errno. */
static int finish(FILE *f, const char *tmp, int failed)
{
    int e = gd_io_cause(f);
    if (f == stdout)
        return e;
    if (!e && !failed && tmp && fsync(fileno(f)) != 0)
        e = errno;
    if (fclose(f) != 0 && !e && !failed)
        e = errno ? errno : EIO;
    return e;
}

/* Renames a finished temporary file over path's real target (rank 0 alone under MPI: every
 * rank makes the same file and meets the same errors); 0 or errno. */
static int place(const char *tmp, const char *path)
{
    if (!gd_par_is_root())
        return 0;
    char *real = gd_io_resolve(path);
    int e = 0;
    if (!real)
        e = errno ? errno : ELOOP;
    else if (rename(tmp, real) != 0)
        e = errno;
    free(real);
    return e;
}

static void drop(char *tmp, int placed)
{
    if (!placed)
        unlink(tmp);
    gd_io_temp_remove(tmp);
    free(tmp);
}

static int failure(int e, const char *path, char *err, size_t errlen)
{
    if (e && err) {
        if (strcmp(path, "-") == 0)
            gd_err(err, errlen, "cannot write standard output: %s", strerror(e));
        else
            gd_err(err, errlen, "cannot write '%s': %s", path, strerror(e));
    }
    return -1;
}

int gd_file_commit(FILE *f, char *tmp, const char *path, int failed, char *err, size_t errlen)
{
    gd_outputs s = {1, {{f, tmp, path}}};
    return gd_outputs_commit(&s, failed, err, errlen);
}

FILE *gd_outputs_add(gd_outputs *s, const char *path, char *err, size_t errlen)
{
    if (s->n == GD_OUTPUTS_MAX) {
        gd_err(err, errlen, "cannot write '%s': more than %d outputs at once", path, GD_OUTPUTS_MAX);
        return NULL;
    }
    char *tmp;
    FILE *f = gd_file_begin(path, &tmp, err, errlen);
    if (f)
        s->o[s->n].f = f, s->o[s->n].tmp = tmp, s->o[s->n].path = path, s->n++;
    return f;
}

const char *gd_outputs_name(const gd_outputs *s, FILE *f)
{
    for (int i = 0; i < s->n; i++)
        if (s->o[i].f == f)
            return s->o[i].tmp ? s->o[i].tmp : s->o[i].path;
    return NULL;
}

int gd_outputs_commit(gd_outputs *s, int failed, char *err, size_t errlen)
{
    /* Every output is finished before any is placed, so one that fails replaces nothing. */
    int bad = failed, rc = failed ? -1 : 0, said = 0;
    for (int i = 0; i < s->n; i++) {
        int e = finish(s->o[i].f, s->o[i].tmp, bad);
        /* The first failed write names its cause, even when the caller failed already. */
        if (e && !said)
            rc = failure(e, s->o[i].path, err, errlen), said = 1;
        bad |= e != 0;
    }
    for (int i = 0; i < s->n; i++) {
        int placed = 0;
        if (s->o[i].tmp && !bad) {
            int e = place(s->o[i].tmp, s->o[i].path);
            placed = !e && gd_par_is_root();
            if (e && !said)
                rc = failure(e, s->o[i].path, err, errlen), said = 1;
            bad |= e != 0;
        }
        if (s->o[i].tmp)
            drop(s->o[i].tmp, placed);
    }
    s->n = 0;
    return rc;
}
