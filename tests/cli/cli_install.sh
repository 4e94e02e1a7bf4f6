#!/bin/sh
# make install into a temporary prefix, then a small program built against it with
# pkg-config, linked with the shared library and once statically; the man pages; the
# umbrella header; one version everywhere.
. tests/cli/lib_cli.sh
B=$(dirname "$G")
version=$(sed -n 's/^VERSION = //p' Makefile)

# The umbrella header names every public header, and compiles alone.
for h in include/gamedyn/*.h; do
    b=$(basename "$h")
    [ "$b" = gamedyn.h ] && continue
    grep -q "^#include \"gamedyn/$b\"" include/gamedyn/gamedyn.h && ok ||
        bad "include/gamedyn/$b is missing from include/gamedyn/gamedyn.h"
done
printf '#include "gamedyn/gamedyn.h"\nint main(void) { return gd_version() == 0; }\n' >"$T/umbrella.c"
${CC:-cc} -std=c11 -Wall -Wextra -Werror -pedantic -Iinclude -c "$T/umbrella.c" -o "$T/umbrella.o" 2>"$T/err" && ok ||
    bad "gamedyn.h does not compile alone: $(head -3 "$T/err")"

# One version: the Makefile, the tool, CITATION.cff, the CHANGELOG.
"$G" --version | grep -q "^gamedyn $version\( \|$\)" && ok || bad "gamedyn --version is not $version: $("$G" --version)"
grep -q "^version: $version\$" CITATION.cff && ok || bad "CITATION.cff is not at version $version"
grep -q "^## \[$version\]" CHANGELOG.md && ok || bad "CHANGELOG.md has no entry for $version"

# The install itself: only from the optimized build. A sanitized library needs the
# sanitizer runtime in every program linked with it, so that pass skips it.
case $B in
build/release) ;;
*)
    echo "cli_install: install test skipped for $B (runs for the optimized build, build/release)"
    [ "$fails" -eq 0 ] && exit 0 || exit 1 ;;
esac
P=$T/prefix
if ! make --no-print-directory -s install PREFIX="$P" >"$T/out" 2>&1; then
    bad "make install failed: $(tail -5 "$T/out")"
    exit 1
fi
ok
for f in bin/gamedyn lib/libgamedyn.a lib/libgamedyn.so.$version include/gamedyn/gamedyn.h \
         include/gamedyn/sheet.h lib/pkgconfig/gamedyn.pc share/man/man1/gamedyn.1 share/man/man1/gamedyn-solve.1; do
    [ -f "$P/$f" ] && ok || bad "not installed: $f"
done
[ "$(readlink "$P/lib/libgamedyn.so")" = libgamedyn.so.0 ] && [ "$(readlink "$P/lib/libgamedyn.so.0")" = "libgamedyn.so.$version" ] &&
    ok || bad "libgamedyn.so symlinks: $(ls -l "$P/lib")"
readelf -d "$P/lib/libgamedyn.so.$version" | grep -q 'SONAME.*\[libgamedyn\.so\.0\]' && ok || bad "no SONAME libgamedyn.so.0"
"$P/bin/gamedyn" query chomp 10 0 0 | tr '\n' ' ' | grep -q '^N \[5,0,5\] $' && ok || bad "the installed tool does not answer"

# A program against the installed library, found by pkg-config alone.
cat >"$T/prog.c" <<'EOF'
#include <gamedyn/gamedyn.h>
#include <stdio.h>
/* Chomp sheets 0..130: sheet 120's loser line alternates z = 72, 70 from column 50 on,
 * and [1,0,2] (rows 3,1,1) is a P-position (Brouwer). */
int main(void)
{
    gd_config cfg = {.game = GD_SHEET_CHOMP, .variant = GD_VARIANT_PLAIN, .xmax = 130};
    gd_solution sol;
    char err[256];
    if (gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    int ok = gd_solution_status(&sol, 0, 1, 0, 2) == GD_OUTCOME_P && gd_solution_status(&sol, 0, 1, 0, 1) == GD_OUTCOME_N &&
             gd_solution_status(&sol, 0, 120, 50, 72) == GD_OUTCOME_P && gd_solution_status(&sol, 0, 120, 51, 70) == GD_OUTCOME_P &&
             gd_solution_status(&sol, 0, 120, 1000, 72) == GD_OUTCOME_P;
    printf("%s sheets=%llu %s\n", ok ? "ok" : "WRONG", (unsigned long long)sol.nsheets, gd_version());
    gd_solution_free(&sol);
    return ok ? 0 : 1;
}
EOF
PKG_CONFIG_PATH="$P/lib/pkgconfig" && export PKG_CONFIG_PATH
pkg-config --modversion gamedyn >"$T/out" 2>&1 && [ "$(cat "$T/out")" = "$version" ] && ok || bad "pkg-config --modversion: $(cat "$T/out")"
pkg-config --print-requires-private gamedyn | grep -q '^libpng' && ok || bad "gamedyn.pc does not require libpng privately"
# shellcheck disable=SC2046
if ${CC:-cc} -std=c11 -Wall -Werror -o "$T/prog" "$T/prog.c" $(pkg-config --cflags --libs gamedyn) 2>"$T/err"; then
    ok
    readelf -d "$T/prog" | grep -q 'NEEDED.*libgamedyn\.so\.0' && ok || bad "the program does not load libgamedyn.so.0"
    LD_LIBRARY_PATH="$P/lib" "$T/prog" >"$T/out" 2>&1 && grep -q "^ok sheets=131 $version" "$T/out" && ok ||
        bad "the program against the shared library: $(cat "$T/out")"
else
    bad "cannot build against the installed library: $(head -5 "$T/err")"
fi
# Statically: libgamedyn.a, libpng and libm as pkg-config --static lists them.
# shellcheck disable=SC2046
if ${CC:-cc} -std=c11 -Wall -Werror -o "$T/prog-static" "$T/prog.c" $(pkg-config --cflags gamedyn) \
    $(pkg-config --static --libs gamedyn | sed 's/-lgamedyn/-Wl,-Bstatic -lgamedyn -Wl,-Bdynamic/') 2>"$T/err"; then
    ok
    readelf -d "$T/prog-static" | grep -q 'libgamedyn' && bad "the static program still loads libgamedyn" || ok
    env -u LD_LIBRARY_PATH "$T/prog-static" >"$T/out" 2>&1 && grep -q "^ok sheets=131" "$T/out" && ok ||
        bad "the static program: $(cat "$T/out")"
else
    bad "cannot link statically: $(head -5 "$T/err")"
fi

# Man pages: one for the tool and one for each command it lists, each renders.
for cmd in $("$G" --help | awk '/^commands:/ { f = 1; next } f && /^$/ { exit } f && /^  [a-z]/ { print $1 }'); do
    m=$P/share/man/man1/gamedyn-$cmd.1
    [ -s "$m" ] && ok || { bad "no man page for $cmd"; continue; }
    grep -q "^\.TH GAMEDYN-$(echo "$cmd" | tr a-z A-Z) \"1\"" "$m" && grep -q "^gamedyn-$cmd \\\\- " "$m" && ok ||
        bad "gamedyn-$cmd.1 has no title or name line"
    groff -man -Tutf8 "$m" 2>"$T/err" | sed 's/.\x08//g' >"$T/page"
    [ ! -s "$T/err" ] && grep -q "gamedyn  *$cmd" "$T/page" && ok || bad "gamedyn-$cmd.1 does not render: $(head -2 "$T/err")"
done
groff -man -Tutf8 "$P/share/man/man1/gamedyn.1" 2>/dev/null | sed 's/.\x08//g' | grep -q 'gamedyn-solve(1)' && ok ||
    bad "gamedyn.1 does not point to the command pages"

# DESTDIR stages the same tree; uninstall removes everything install put there.
make --no-print-directory -s install PREFIX=/opt/gd DESTDIR="$T/stage" >"$T/out" 2>&1 &&
    [ -f "$T/stage/opt/gd/lib/libgamedyn.a" ] && grep -q '^libdir=/opt/gd/lib$' "$T/stage/opt/gd/lib/pkgconfig/gamedyn.pc" &&
    ok || bad "DESTDIR install: $(tail -3 "$T/out")"
make --no-print-directory -s uninstall PREFIX=/opt/gd DESTDIR="$T/stage" >"$T/out" 2>&1 && ok || bad "uninstall failed"
left=$(find "$T/stage" -type f -o -type l)
[ -z "$left" ] && ok || bad "uninstall left: $left"

[ "$fails" -eq 0 ] && echo "cli_install: $checks checks, 0 failed" || { echo "cli_install: $checks checks, $fails failed"; exit 1; }
