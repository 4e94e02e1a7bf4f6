/* io_impl.h - what file and directory outputs share (private to src/base). */
#ifndef GAMEDYN_IO_IMPL_H
#define GAMEDYN_IO_IMPL_H
#include <sys/types.h>

/* "DIR/NAME.tmp.XXXXXX" for the real target DIR/NAME (NAME cut so the name stays short
 * enough for the file system); malloc'd, NULL when out of memory. */
char *gd_io_temp_name(const char *real);
/* mkstemp (a file: the descriptor) or mkdtemp (is_dir: 0) of tmpl, registered for
 * removal on signals; -1 with errno. */
int gd_io_make_temp(char *tmpl, int is_dir);
/* The permissions a new output gets: mode (0666 a file, 0777 a directory) less the umask. */
mode_t gd_io_new_mode(mode_t mode);
#endif
