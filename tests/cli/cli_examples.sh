#!/bin/sh
# The C programs of examples/, built as a user builds them: 'make install' into a temporary
# prefix, then 'cc FILE.c $(pkg-config --cflags --libs gamedyn)' with PKG_CONFIG_PATH on the
# prefix (and the loader told where the library is). Each program's answer is set against the
# gamedyn tool's answer to the same question.
. tests/cli/lib_cli.sh
B=$(dirname "$G")
# A sanitized library needs the sanitizer runtime in every program linked with it; the
# programs' calls run under the sanitizers in the library's own tests.
case $B in
build/release) ;;
*) echo "cli_examples: skipped for $B (runs for the optimized build, build/release)"; exit 0 ;;
esac
if ! command -v pkg-config >/dev/null; then
    echo "cli_examples: SKIPPED, no pkg-config (bash scripts/setup.sh installs it)"
    exit 0
fi
P=$T/prefix
if ! make --no-print-directory -s install PREFIX="$P" >"$T/out" 2>&1; then
    bad "make install failed: $(tail -5 "$T/out")"
    exit 1
fi
export PKG_CONFIG_PATH="$P/lib/pkgconfig" LD_LIBRARY_PATH="$P/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
n=0
for src in examples/*.c; do
    name=$(basename "$src" .c)
    # shellcheck disable=SC2046
    ${CC:-cc} -std=c11 -Wall -Wextra -Werror "$src" $(pkg-config --cflags --libs gamedyn) -o "$T/$name" \
        2>"$T/err" && ok || bad "$src does not build against the installed library: $(head -5 "$T/err")"
    n=$((n + 1))
done
[ "$n" -ge 4 ] && ok || bad "$n programs in examples/, expected at least 4"
# The installed library is the one they load.
ldd "$T/kayles" 2>/dev/null | grep -q "$P/lib/libgamedyn.so" && ok || bad "kayles does not load $P/lib: $(ldd "$T/kayles")"
TOOL=$P/bin/gamedyn

# wythoff_p: the cells of value 0 with a <= b of 'gamedyn table wythoff'.
"$T/wythoff_p" 80 >"$T/ex" && "$TOOL" table wythoff --max 80 >"$T/tool" 2>/dev/null && ok || bad "wythoff_p or table failed"
awk -F '\t' '/^#/ || $1 == "a" {next} $3 == 0 && $1 <= $2 {print $1 "\t" $2}' "$T/tool" >"$T/want"
tail -n +2 "$T/ex" | cmp -s - "$T/want" && [ -s "$T/want" ] && ok || bad "wythoff_p: $(tail -n +2 "$T/ex" | diff - "$T/want" | head -5)"

# kayles: the sequence and the period line of 'gamedyn heap kayles'.
"$T/kayles" 300 >"$T/ex" && "$TOOL" heap kayles --max 300 >"$T/tool" && ok || bad "kayles or heap failed"
grep -v '^#' "$T/tool" >"$T/want"
grep -v '^preperiod\|^no period' "$T/ex" | cmp -s - "$T/want" && ok || bad "kayles: the sequence differs from gamedyn heap's"
want=$(sed -n 's/^# \(preperiod [0-9]* period [0-9]* saltus [0-9]*\);.*/\1/p' "$T/tool")
[ -n "$want" ] && [ "$(tail -n 1 "$T/ex")" = "$want certified" ] && ok ||
    bad "kayles: '$(tail -n 1 "$T/ex")', gamedyn heap: '$want' (certified)"

# cgt_sum: the canonical forms of 'gamedyn cgt' and the relation of 'gamedyn cgt compare'.
printf '%s\t%s\n' '{1|0}' '1/2' '^' '*' '{3|1}' '+-1' '{2|-1/2}' '3/4' '1/2' '1/4' >"$T/pairs"
while IFS="$(printf '\t')" read -r gs hs; do
    "$T/cgt_sum" "$gs" "$hs" >"$T/ex" || { bad "cgt_sum '$gs' '$hs' failed"; continue; }
    for v in "$gs" "$hs" "$gs + $hs"; do
        "$TOOL" cgt "$v" | sed -n 's/^value //p'
    done >"$T/forms"
    "$TOOL" cgt "$gs + $hs" | sed -n 's/^outcome //p' >"$T/outcome"
    rel=$("$TOOL" cgt compare "$gs" "$hs" | grep -v '^#')
    printf 'G = %s\nH = %s\nG + H = %s (outcome %s)\nG %s H\n' "$(sed -n 1p "$T/forms")" "$(sed -n 2p "$T/forms")" \
        "$(sed -n 3p "$T/forms")" "$(cat "$T/outcome")" "$rel" >"$T/want"
    cmp -s "$T/ex" "$T/want" && ok || bad "cgt_sum '$gs' '$hs': $(diff "$T/ex" "$T/want")"
done <"$T/pairs"

# domineering: every board's outcome and value, as 'gamedyn query domineering RxC --value'.
"$T/domineering" 3 4 >"$T/ex" && ok || bad "domineering failed"
[ "$(wc -l <"$T/ex")" -eq 13 ] && ok || bad "domineering: $(wc -l <"$T/ex") lines, expected 13"
tail -n +2 "$T/ex" | while IFS="$(printf '\t')" read -r board outcome value; do
    q=$("$TOOL" query domineering "$board" --value)
    [ "$(echo "$q" | sed -n 1p)" = "$outcome" ] && [ "$(echo "$q" | sed -n 's/^value //p')" = "$value" ] ||
        echo "$board: $outcome $value; gamedyn query: $(echo "$q" | head -2 | tr '\n' ' ')"
done >"$T/diff"
[ ! -s "$T/diff" ] && ok || bad "domineering: $(cat "$T/diff")"

# A bad argument: the program's one line names the library's refusal.
"$T/cgt_sum" '{1|' 0 >/dev/null 2>"$T/err"
[ $? -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q '^cgt_sum: ' "$T/err" && ok || bad "cgt_sum '{1|': $(cat "$T/err")"

echo "cli_examples: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
