/* temp.c - the registry of live temporary files and directories, removed when a signal
 * ends the run. The handler may interrupt anything (malloc included), so it only uses
 * async-signal-safe calls on a static table: unlink, rmdir, openat, unlinkat, close and
 * the raw getdents64 system call to empty a directory. */
#define _DEFAULT_SOURCE /* syscall() */
#include "gamedyn/io.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/syscall.h>
#endif

enum { NSLOTS = 64 };
static struct {
    volatile sig_atomic_t used;
    int is_dir;
    char path[PATH_MAX];
} slots[NSLOTS];

static const int signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
enum { NSIGNALS = sizeof signals / sizeof signals[0] };

/* Empties the directory fd (closed here), depth levels of subdirectories at most. */
static void empty_dir_fd(int fd, int depth)
{
#ifdef __linux__
    char buf[4096];
    /* Entries removed under the cursor may hide others: read again from the start while
     * the last pass removed something. */
    for (int pass = 0, removed = 1; removed && pass < 8; pass++) {
        removed = 0;
        lseek(fd, 0, SEEK_SET);
        long n;
        while ((n = syscall(SYS_getdents64, fd, buf, sizeof buf)) > 0)
            for (long at = 0; at < n;) {
                /* struct linux_dirent64: ino (8), off (8), reclen (2), type (1), name */
                unsigned short reclen;
                memcpy(&reclen, buf + at + 16, sizeof reclen);
                unsigned char type = (unsigned char)buf[at + 18];
                const char *name = buf + at + 19;
                at += reclen;
                if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
                    continue;
                if (type == DT_DIR && depth > 0) {
                    int sub = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
                    if (sub >= 0)
                        empty_dir_fd(sub, depth - 1);
                    removed += unlinkat(fd, name, AT_REMOVEDIR) == 0;
                } else
                    removed += unlinkat(fd, name, 0) == 0;
            }
    }
#else
    (void)depth;
#endif
    close(fd);
}

static void remove_all(void)
{
    for (int i = NSLOTS - 1; i >= 0; i--) {
        if (!slots[i].used)
            continue;
        if (slots[i].is_dir) {
            int fd = open(slots[i].path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW);
            if (fd >= 0)
                empty_dir_fd(fd, 8);
            rmdir(slots[i].path);
        } else
            unlink(slots[i].path);
        slots[i].used = 0;
    }
}

static void on_signal(int sig)
{
    remove_all();
    /* Die of the same signal, so the caller sees the usual status. */
    signal(sig, SIG_DFL);
    sigset_t s;
    sigemptyset(&s);
    sigaddset(&s, sig);
    sigprocmask(SIG_UNBLOCK, &s, NULL);
    raise(sig);
    _exit(128 + sig);
}

static void install(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    for (int i = 0; i < NSIGNALS; i++) {
        struct sigaction old, sa;
        /* A signal the caller ignores (nohup, a background job) stays ignored. */
        if (sigaction(signals[i], NULL, &old) != 0 || old.sa_handler == SIG_IGN)
            continue;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = on_signal;
        sigemptyset(&sa.sa_mask);
        for (int k = 0; k < NSIGNALS; k++)
            sigaddset(&sa.sa_mask, signals[k]);
        sigaction(signals[i], &sa, NULL);
    }
}

static int absolute(const char *path, char *out)
{
    if (path[0] == '/') {
        if (strlen(path) >= PATH_MAX)
            return -1;
        strcpy(out, path);
        return 0;
    }
    if (!getcwd(out, PATH_MAX))
        return -1;
    size_t n = strlen(out);
    if (n + 1 + strlen(path) >= PATH_MAX)
        return -1;
    out[n] = '/';
    strcpy(out + n + 1, path);
    return 0;
}

int gd_io_temp_add(const char *path, int is_dir)
{
    install();
    for (int i = 0; i < NSLOTS; i++)
        if (!slots[i].used) {
            if (absolute(path, slots[i].path) != 0)
                return -1;
            slots[i].is_dir = is_dir;
            /* The entry is complete before the handler can see it. */
            atomic_signal_fence(memory_order_seq_cst);
            slots[i].used = 1;
            return 0;
        }
    return -1;
}

void gd_io_temp_remove(const char *path)
{
    char abs[PATH_MAX];
    if (absolute(path, abs) != 0)
        return;
    for (int i = NSLOTS - 1; i >= 0; i--)
        if (slots[i].used && strcmp(slots[i].path, abs) == 0) {
            slots[i].used = 0;
            return;
        }
}

void gd_io_temp_forget(void)
{
    for (int i = 0; i < NSLOTS; i++)
        slots[i].used = 0;
}

int gd_io_remove_tree(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0)
        return errno == ENOENT ? 0 : -1;
    if (!S_ISDIR(st.st_mode))
        return unlink(path);
    DIR *d = opendir(path);
    if (!d)
        return -1;
    size_t plen = strlen(path);
    int rc = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char *sub = malloc(plen + strlen(e->d_name) + 2);
        if (!sub) {
            rc = -1;
            break;
        }
        sprintf(sub, "%s/%s", path, e->d_name);
        rc |= gd_io_remove_tree(sub);
        free(sub);
    }
    closedir(d);
    return rmdir(path) | rc;
}
