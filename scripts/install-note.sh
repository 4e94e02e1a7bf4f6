#!/bin/sh
# After make install: the lines that let the shell, pkg-config and the loader find what was
# installed where they do not look by themselves (PREFIX=$HOME/.local). Nothing when they
# do, or for a staged install (DESTDIR).   sh scripts/install-note.sh BINDIR LIBDIR PKGCONFIGDIR DESTDIR
bindir=$1 libdir=$2 pcdir=$3 destdir=$4
[ -n "$destdir" ] && exit 0
# on LIST DIR: whether DIR is one of the colon-separated LIST
on() { case ":$1:" in *":$2:"*|*":$2/:"*) return 0 ;; esac; return 1; }
notes=
add() { notes="$notes    $1
"; }
on "${PATH:-}" "$bindir" || add "export PATH=\"$bindir:\$PATH\""
pcpath=$(pkg-config --variable pc_path pkg-config 2>/dev/null || true)
on "${PKG_CONFIG_PATH:-}:$pcpath" "$pcdir" ||
    add "export PKG_CONFIG_PATH=\"$pcdir\${PKG_CONFIG_PATH:+:\$PKG_CONFIG_PATH}\""
# The loader: the tool needs nothing (it holds the static library); programs linked with
# libgamedyn.so find it in the system's folders, or by LD_LIBRARY_PATH or an rpath. macOS
# records the installed path in the library itself.
case $(uname -s 2>/dev/null) in
Darwin) ;;
*)
    case $libdir in
    /lib | /usr/lib | /lib64 | /usr/lib64) ;;
    /usr/local/lib) [ "$(id -u)" -eq 0 ] && command -v ldconfig >/dev/null && ldconfig 2>/dev/null ;;
    *) on "${LD_LIBRARY_PATH:-}" "$libdir" ||
        add "export LD_LIBRARY_PATH=\"$libdir\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}\"   # or link with -Wl,-rpath,$libdir" ;;
    esac ;;
esac
[ -z "$notes" ] && exit 0
printf 'make install: %s is not searched by default; add to your shell profile:\n%s' "${bindir%/bin}" "$notes" >&2
