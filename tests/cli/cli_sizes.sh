#!/bin/sh
# The house rules on size (scripts/sizes.sh): the checker on small made-up sources (a long
# function, one whose parameters span lines, a struct, a long file), then on tools/, which
# must have no function of 80 lines or more and no file of 500 lines or more.
. tests/cli/lib_cli.sh

mkdir -p "$T/src/sub"
{
    echo 'static int short_one(void)'; echo '{'; echo '    return 0;'; echo '}'
    echo 'struct shape'; echo '{'; i=0; while [ $i -lt 90 ]; do echo "    int f$i;"; i=$((i + 1)); done; echo '};'
    echo 'static const char *long_one(int a,'; echo '                            int b)'; echo '{'
    i=0; while [ $i -lt 78 ]; do echo "    a += b;"; i=$((i + 1)); done; echo '}'
} >"$T/src/sub/a.c"
bash scripts/sizes.sh "$T/src" >"$T/out" 2>"$T/err"
rc=$?
[ "$rc" -eq 1 ] && ok || bad "a long function: exit status $rc, not 1"
# 2 lines of name and parameters, the brace, 78 lines, the closing brace: 82 lines.
[ "$(cat "$T/out")" = "82 $T/src/sub/a.c long_one" ] && ok || bad "a long function: $(cat "$T/out")"
grep -q 'short_one\|shape' "$T/out" && bad "a short function or a struct reported" || ok

# 79 lines is under the limit, 80 is not; 499 lines a file is under it, 500 is not.
{ echo 'int f(void)'; echo '{'; i=0; while [ $i -lt 76 ]; do echo ';'; i=$((i + 1)); done; echo '}'; } >"$T/src/sub/a.c"
bash scripts/sizes.sh "$T/src" >"$T/out" 2>&1 && [ ! -s "$T/out" ] && ok || bad "79 lines reported: $(cat "$T/out")"
{ echo 'int f(void)'; echo '{'; i=0; while [ $i -lt 77 ]; do echo ';'; i=$((i + 1)); done; echo '}'; } >"$T/src/sub/a.c"
bash scripts/sizes.sh "$T/src" >"$T/out" 2>&1
[ $? -eq 1 ] && [ "$(cat "$T/out")" = "80 $T/src/sub/a.c f" ] && ok || bad "80 lines not reported: $(cat "$T/out")"
rm "$T/src/sub/a.c"
i=0; while [ $i -lt 499 ]; do echo '/* */'; i=$((i + 1)); done >"$T/src/b.h"
bash scripts/sizes.sh "$T/src" >"$T/out" 2>&1 && [ ! -s "$T/out" ] && ok || bad "499 lines reported: $(cat "$T/out")"
echo '/* */' >>"$T/src/b.h"
bash scripts/sizes.sh "$T/src" >"$T/out" 2>&1
[ $? -eq 1 ] && [ "$(cat "$T/out")" = "$T/src/b.h 500 lines" ] && ok || bad "500 lines not reported: $(cat "$T/out")"
bash scripts/sizes.sh "$T/none" >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "a missing folder is not refused"

# The tool itself.
bash scripts/sizes.sh tools/ >"$T/out" 2>&1 && ok || bad "tools/ breaks the rules on size:
$(cat "$T/out")"

echo "cli_sizes: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
