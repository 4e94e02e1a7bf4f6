#!/bin/sh
# gamedyn scoring: values, outcomes, compare, --json, errors (tests/scoring checks the algorithms).
. tests/cli/lib_cli.sh

"$G" scoring "<^0|<^0|^1>> + <1|-1>" >"$T/v.txt" && ok || bad "scoring failed"
head -1 "$T/v.txt" | grep -q "^# gamedyn " && ok || bad "no version line"
cat >"$T/want" <<'W'
# expression="<^0|<^0|^1>> + <1|-1>"
value <<^1|<^1|^2>>|<^-1|<^-1|^0>>>
outcome 1 -1
birthday 2
stops 1 -1 2 0
W
tail -n +3 "$T/v.txt" | diff - "$T/want" >"$T/d" && ok || bad "scoring output: $(cat "$T/d")"
"$G" scoring "<^0|<^0|^1>> + <1|-1>" | cmp -s - "$T/v.txt" && ok || bad "not reproducible"

v() { "$G" scoring "$@" | sed -n 's/^value //p'; }
[ "$(v 1 + 2)" = "3" ] && ok || bad "1 + 2"
[ "$(v "<^1|^2>" + "<^0|^5>")" = "<^1|^7>" ] && ok || bad "atoms add"
[ "$(v -1/2)" = "-1/2" ] && ok || bad "a negative number"
[ "$(v -"<^1|^2>")" = "<^-2|^-1>" ] && ok || bad "conjugate swaps and negates"
"$G" scoring --json "<1|-1>" | grep -q '"outcome_left":"1","outcome_right":"-1"' && ok || bad "--json outcome"

c() { "$G" scoring compare "$1" "$2" | tail -1; }
[ "$(c 1 0)" = ">" ] && ok || bad "1 > 0"
[ "$(c "<^0|^2>" 1)" = "||" ] && ok || bad "<^0|^2> || 1"
[ "$(c "<1|^1>" 1)" = ">" ] && ok || bad "<1|^1> > 1"
"$G" scoring compare --json 1 1 | grep -q '"result":"="' && ok || bad "compare --json"

# Scoring Domineering
"$G" scoring domineering 2x3 >"$T/d.txt" && ok || bad "scoring domineering failed"
cat >"$T/want" <<'W'
# game=scoring-domineering position=.../...
position .../...
value <3|<-1|-2>>
outcome 3 -1
left moves a1:-1 b1:3 c1:-1
left best b1
right moves a1:-1 b1:-1 a2:-1 b2:-1
right best a1 b1 a2 b2
W
tail -n +3 "$T/d.txt" | diff - "$T/want" >"$T/d" && ok || bad "scoring domineering output: $(cat "$T/d")"
[ "$("$G" scoring domineering '##/..' | sed -n 's/^value //p')" = "-1" ] && ok || bad "a settled strip scores at once"
"$G" scoring domineering '##/..' | grep -q "^left moves -" && ok || bad "no move in a settled component"
"$G" scoring domineering --json 3x3 | grep -q '"left_best":"b1 b2"' && ok || bad "domineering --json"
"$G" scoring domineering 3x >/dev/null 2>"$T/e"; [ $? = 2 ] && [ "$(wc -l <"$T/e")" = 1 ] && ok || bad "a bad board accepted"

# refusals: one line, status 2
for e in "<^2|^1>" "<1|^0>" "<1|" "3/3" "1 +"; do
    "$G" scoring "$e" >"$T/o" 2>"$T/e"; rc=$?
    [ "$rc" = 2 ] && [ "$(wc -l <"$T/e")" = 1 ] && grep -q position "$T/e" && ok || bad "'$e' not refused on one line ($rc)"
done
"$G" scoring >/dev/null 2>&1; [ $? = 2 ] && ok || bad "no expression accepted"
"$G" scoring compare 1 >/dev/null 2>&1; [ $? = 2 ] && ok || bad "compare with one game accepted"
"$G" scoring --help | grep -q "usage: gamedyn scoring" && ok || bad "--help"
# a long expression is kept whole in the provenance (6001 characters)
long=$(awk 'BEGIN { s = "1"; for (i = 1; i < 3001; i++) s = s "+1"; print s }')
"$G" scoring "$long" | grep -qxF "# expression=\"$long\"" && ok || bad "scoring: the long expression cut"
"$G" scoring compare "$long" 0 | grep -qxF "# G=\"$long\" H=\"0\"" && ok || bad "scoring compare: the long expression cut"

[ "$fails" -eq 0 ] && echo "cli_scoring: $checks checks passed" || { echo "cli_scoring: $fails of $checks checks failed"; exit 1; }
