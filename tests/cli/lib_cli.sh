# tests/cli/lib_cli.sh - helpers sourced by the cli_*.sh tests (run from the repository root).
G=${GAMEDYN:-build/release/gamedyn}
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
fails=0; checks=0
ok() { checks=$((checks + 1)); }
bad() { checks=$((checks + 1)); fails=$((fails + 1)); echo "$(basename "$0" .sh): $*" >&2; }

# expect_error ARGS... : exit status 2 (bad input; a crash is not an error message), exactly one line on stderr, nothing on stdout
expect_error() {
    "$G" "$@" >"$T/out" 2>"$T/err"
    rc=$?
    if [ "$rc" -ne 2 ]; then bad "exit status $rc, not 2, for: $*"; return; fi
    [ "$(wc -l <"$T/err")" -eq 1 ] && [ ! -s "$T/out" ] && ok || bad "not one line for: $* ($(cat "$T/err"))"
}
