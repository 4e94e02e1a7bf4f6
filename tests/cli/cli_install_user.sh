#!/bin/sh
# The install without root: as an unprivileged user (one made for the test when run as
# root), a copy of the tree is set up (scripts/setup.sh: nothing to install, so it only
# builds), installed into ~/.local, and then, with the lines make install printed, a small
# program is built by pkg-config against the library and runs, and so does the installed
# tool. The packages must be present (bash scripts/setup.sh as root). About 20 s of CPU.
. tests/cli/lib_cli.sh
case $(dirname "$G") in
build/release) ;;
*) echo "cli_install_user: skipped for $(dirname "$G") (runs for the optimized build)"; exit 0 ;;
esac
user=gamedyn-build
# Unoptimized: the test is of the build and the install, and -O0 compiles in a third of the time.
opt=-O0
made_user=0
if [ "$(id -u)" -eq 0 ]; then
    if ! id "$user" >/dev/null 2>&1; then
        if ! command -v useradd >/dev/null || ! command -v runuser >/dev/null; then
            echo "cli_install_user: skipped: root without useradd or runuser to make an unprivileged user"
            exit 0
        fi
        useradd --system --no-create-home --shell /bin/sh "$user" 2>"$T/err" || { bad "useradd: $(cat "$T/err")"; exit 1; }
        made_user=1
    fi
    as_user() { runuser -u "$user" -- env -i PATH="$PATH" HOME="$T/home" LANG=C OPT="$opt" sh -c "$1"; }
else
    as_user() { env -i PATH="$PATH" HOME="$T/home" LANG=C OPT="$opt" sh -c "$1"; }
fi
trap 'rm -rf "$T"; [ $made_user -eq 1 ] && userdel "$user" 2>/dev/null' EXIT
chmod 755 "$T"
mkdir "$T/home" "$T/src"
# The files of the repository, without the builds of this tree.
if git rev-parse --git-dir >/dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - | tar -xf - -C "$T/src"
else
    tar -cf - --exclude=./build --exclude=./bin --exclude=./.venv . | tar -xf - -C "$T/src"
fi
[ "$(id -u)" -eq 0 ] && chown -R "$user" "$T/home" "$T/src"
if [ "$(as_user 'id -u')" -eq 0 ]; then
    bad "the test user is root"
    exit 1
fi

# setup.sh: the packages are there, so it installs nothing and asks for nothing.
start=$(date +%s)
if as_user "cd '$T/src' && bash scripts/setup.sh --no-test-tools </dev/null" >"$T/setup" 2>&1; then
    ok
else
    bad "setup.sh as $(as_user 'id -un'): $(tail -5 "$T/setup")"
    exit 1
fi
grep -q "gamedyn built" "$T/setup" && ok || bad "setup.sh did not say it built: $(tail -3 "$T/setup")"
grep -q "installing" "$T/setup" && bad "setup.sh installed packages: $(cat "$T/setup")" || ok
# Packages missing (a dpkg that knows none): without root it says what it skipped, and still
# builds and succeeds.
mkdir "$T/fake"
printf '#!/bin/sh\nexit 1\n' >"$T/fake/dpkg"
chmod 755 "$T/fake" "$T/fake/dpkg"
if as_user "cd '$T/src' && PATH='$T/fake':\$PATH bash scripts/setup.sh </dev/null" >"$T/setup2" 2>&1; then
    grep -q "not root and no sudo: skipped installing (build): gcc make libpng-dev" "$T/setup2" &&
        grep -q "skipped installing (tests): tmux" "$T/setup2" && grep -q "gamedyn built" "$T/setup2" && ok ||
        bad "setup.sh with packages missing: $(cat "$T/setup2")"
else
    bad "setup.sh failed with packages missing: $(tail -5 "$T/setup2")"
fi

# make install into ~/.local: no root; it prints what to add to the shell profile.
as_user "cd '$T/src' && make --no-print-directory -s install PREFIX=\$HOME/.local" >"$T/install" 2>&1 &&
    ok || { bad "make install PREFIX=~/.local: $(tail -5 "$T/install")"; exit 1; }
for v in PATH PKG_CONFIG_PATH LD_LIBRARY_PATH; do
    grep -q "^    export $v=\"$T/home/.local/" "$T/install" && ok || bad "make install did not print the $v line: $(cat "$T/install")"
done
grep '^    export ' "$T/install" | sed 's/ *#.*//' >"$T/profile"
a=$T/home/.local
readelf -d "$a/bin/gamedyn" | grep -q 'NEEDED.*libgamedyn' && bad "the installed tool needs libgamedyn.so" || ok
grep -q "^prefix=$a\$" "$a/lib/pkgconfig/gamedyn.pc" && grep -q "^libdir=$a/lib\$" "$a/lib/pkgconfig/gamedyn.pc" &&
    ok || bad "gamedyn.pc has another prefix: $(head -3 "$a/lib/pkgconfig/gamedyn.pc")"
# A relative PREFIX would write a .pc that points nowhere: refused.
as_user "cd '$T/src' && make --no-print-directory -s install PREFIX=rel" >"$T/out" 2>&1 &&
    bad "make install PREFIX=rel was accepted" || { grep -q "PREFIX must be an absolute path" "$T/out" && ok || bad "PREFIX=rel: $(cat "$T/out")"; }

# A program, built and run with only the printed lines in the environment.
cat >"$T/home/prog.c" <<'EOF'
#include <gamedyn/gamedyn.h>
#include <stdio.h>
int main(void)
{
    gd_config cfg = {.game = GD_SHEET_CHOMP, .variant = GD_VARIANT_PLAIN, .xmax = 20};
    gd_solution sol;
    char err[256];
    if (gd_solution_compute(&sol, &cfg, NULL, NULL, err, sizeof err) != 0)
        return 1;
    int p = gd_solution_status(&sol, 0, 1, 0, 2) == GD_OUTCOME_P; /* [1,0,2]: Brouwer's table */
    gd_solution_free(&sol);
    printf("%s %s\n", p ? "ok" : "WRONG", gd_version());
    return !p;
}
EOF
[ "$(id -u)" -eq 0 ] && chown "$user" "$T/home/prog.c"
as_user ". '$T/profile' && cd \$HOME && cc -std=c11 -o prog prog.c \$(pkg-config --cflags --libs gamedyn) && ./prog && gamedyn --version" \
    >"$T/out" 2>&1 && ok || bad "the program or the installed tool: $(tail -5 "$T/out")"
grep -q "^ok 0\." "$T/out" && grep -q "^gamedyn 0\." "$T/out" && ok || bad "unexpected output: $(cat "$T/out")"
secs=$(($(date +%s) - start))
echo "cli_install_user: setup, build, install and a program as $(as_user 'id -un') in $secs s"
[ "$fails" -eq 0 ] && echo "cli_install_user: $checks checks, 0 failed" || { echo "cli_install_user: $checks checks, $fails failed"; exit 1; }
