#!/bin/sh
# gamedyn periods from the command line: the known periods of Nim with a pass and Wythoff, a row
# beyond the limits printed as not proved (no numbers), refusals with one line on stderr.
. tests/cli/lib_cli.sh

for args in "periods" "periods nim" "periods nim --rows 3" "periods nim --rows 5:2" "periods sub:3 --rows 0:2" \
    "periods nim --rows 0:2 --max-b 0" "periods foo --rows 0:2" "periods nim --rows 0:2 --perturb terminal:1,1"; do
    # shellcheck disable=SC2086
    expect_error $args
done

"$G" periods nim --pass --rows 0:27 >"$T/out" 2>"$T/err" && ok || bad "periods nim --pass: $(cat "$T/err")"
grep -q "^a	b0	p	s	certificate$" "$T/out" && ok || bad "header"
awk -F'\t' '$1 == 0 { f0 = ($2 == 1 && $3 == 2 && $4 == 2) } $1 == 1 { f1 = ($2 == 3 && $3 == 1) }
    $1 >= 10 && $1 <= 19 && $3 == 160 { n++ } $1 == 27 { f27 = ($3 == 1920) }
    END { exit !(f0 && f1 && n == 10 && f27) }' "$T/out" && ok || bad "nim pass periods: $(cat "$T/out")"
grep -q "28 of 28 proved" "$T/err" && ok || bad "summary: $(cat "$T/err")"

"$G" periods wythoff --rows 3:4 >"$T/out" 2>/dev/null && ok || bad "periods wythoff"
awk -F'\t' '$1 == 3 { f3 = ($3 == 6) } $1 == 4 { f4 = ($3 == 12) } END { exit !(f3 && f4) }' "$T/out" &&
    ok || bad "wythoff periods: $(cat "$T/out")"

# row 11 needs columns to 496: with --max-b 300 it is not proved, and neither is row 12
"$G" periods nim --pass --rows 10:12 --max-b 300 >"$T/out" 2>/dev/null && ok || bad "limits run"
awk -F'\t' '$1 == 11 || $1 == 12 { if ($2 != "" || $3 != "" || $4 != "" || $5 !~ /^not proved/) bad = 1 } END { exit bad }' "$T/out" &&
    ok || bad "a row beyond the limits: $(cat "$T/out")"

echo "cli_periods: $checks checks, $fails failed"
[ "$fails" -eq 0 ] || exit 1
