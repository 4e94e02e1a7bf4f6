/* step.c - a command run as a child process (step.h). */
#include "step.h"
#include "tool.h"
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

/* In the child, between fork and exec: only async-signal-safe calls. */
static void child(const char *self, char **argv, int fd, pid_t parent, const sigset_t *mask)
{
    /* Our handlers remove our temporary files: not the child's business. Signals are
     * blocked since before the fork; ignored ones stay ignored (nohup). */
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
        struct sigaction old;
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            signal(sigs[i], SIG_DFL);
    }
    sigprocmask(SIG_SETMASK, mask, NULL);
#ifdef __linux__
    /* A report killed outright (SIGKILL) takes its step along, so nothing writes on into
     * the folder it no longer owns. */
    prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
    if (getppid() != parent)
        _exit(2);
    if (dup2(fd, STDOUT_FILENO) < 0)
        _exit(2);
    close(fd);
    execv("/proc/self/exe", argv);
    if (strchr(self, '/'))
        execv(self, argv);
    else
        execvp(self, argv);
    static const char msg[] = "gamedyn: report: cannot run the gamedyn executable for a step\n";
    ssize_t w = write(STDERR_FILENO, msg, sizeof msg - 1);
    (void)w;
    _exit(127);
}

int gd_cli_step(const char *self, const char *const *args, const char *out, char *line, size_t len)
{
    enum { MAXDIRS = 8 };
    const char *real[MAXDIRS], *shown[MAXDIRS];
    int ndirs = gd_cli_dir_aliases(real, shown, MAXDIRS), n = 0;
    while (args[n])
        n++;
    if (line) {
        size_t at = (size_t)snprintf(line, len, "gamedyn");
        for (int i = 0; i < n && at < len; i++) {
            char b[1024];
            int w = snprintf(line + at, len - at, " %s", gd_cli_shown(args[i], b, sizeof b));
            if (w < 0)
                break;
            at += (size_t)w;
        }
    }
    char **argv = malloc((size_t)(n + 2 + 3 * ndirs) * sizeof *argv);
    if (!argv)
        return gd_cli_fail("out of memory");
    int k = 0;
    argv[k++] = "gamedyn";
    for (int i = 0; i < ndirs; i++) {
        argv[k++] = GD_CLI_IN_FOLDER;
        argv[k++] = (char *)real[i];
        argv[k++] = (char *)shown[i];
    }
    for (int i = 0; i <= n; i++)
        argv[k++] = (char *)args[i];
    int fd = out ? open(out, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644) : open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        free(argv);
        return gd_cli_fail("report: cannot write '%s': %s", out ? out : "/dev/null", strerror(e));
    }
    fflush(NULL); /* nothing buffered is written twice */
    sigset_t all, mask;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &mask);
    pid_t parent = getpid(), pid = fork();
    if (pid == 0)
        child(self, argv, fd, parent, &mask);
    int e = errno;
    sigprocmask(SIG_SETMASK, &mask, NULL);
    close(fd);
    free(argv);
    if (pid < 0)
        return gd_cli_fail("report: cannot start a step: %s", strerror(e));
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return gd_cli_fail("report: lost a step: %s", strerror(errno));
    if (WIFEXITED(status))
        return WEXITSTATUS(status) == 127 ? 2 : WEXITSTATUS(status);
    return gd_cli_fail("report: the step 'gamedyn %s' died of signal %d", args[0], WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}
