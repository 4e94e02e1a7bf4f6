#!/bin/sh
# gamedyn cgt: values, compare, census, --json, errors (tests/cgt checks the algorithms).
. tests/cli/lib_cli.sh

"$G" cgt "{2|-1}" --cool 1 --heat 1 >"$T/v.txt" && ok || bad "cgt failed"
head -1 "$T/v.txt" | grep -q "^# gamedyn " && ok || bad "no version line"
cat >"$T/want" <<'W'
# expression="{2|-1}" cool=1 heat=1
value {2|-1}
outcome N
birthday 3
stops 2 -1
mean 1/2
temperature 3/2
left wall from t = -1: 2 - t; from t = 3/2: 1/2
right wall from t = -1: -1 + t; from t = 3/2: 1/2
reduced {2|-1}
atomic weight - (not all-small: atomic weights are given for all-small games only)
cooled by 1 {1|0}
heated by 1 {3|-2}
W
tail -n +3 "$T/v.txt" | diff - "$T/want" >"$T/d" && ok || bad "cgt output: $(cat "$T/d")"
"$G" cgt "{2|-1}" --cool 1 --heat 1 | cmp -s - "$T/v.txt" && ok || bad "not reproducible"

# values in CGSuite's notation, several arguments joined
v() { "$G" cgt "$@" | sed -n 's/^value //p'; }
[ "$(v "{1|0} + {1|0}")" = "1" ] && ok || bad "{1|0}+{1|0}"
[ "$(v "^ + ^ + *")" = "^^*" ] && ok || bad "^^*"
[ "$(v '{0||0|-1}')" = "tiny-1" ] && ok || bad "tiny"
[ "$(v 1/2 + '^*')" = "1/2^*" ] && ok || bad "joined arguments"
[ "$(v -1/2)" = "-1/2" ] && ok || bad "a negative number is not an option"
[ "$(v -v)" = "^" ] && ok || bad "-v"
[ "$(v "{2|{1|0}}")" = "{2||1|0}" ] && ok || bad "nested bars"
[ "$("$G" cgt "^" | sed -n 's/^atomic weight //p')" = "1" ] && ok || bad "atomic weight of ^"
"$G" cgt "{0|v}" | grep -q "^atomic weight [0-9-]" && ok || bad "atomic weight, integer case of the calculus"
[ "$("$G" cgt "{1|^} + *" | sed -n 's/^reduced //p')" = "{1|0}" ] && ok || bad "reduced {1|^*}"
"$G" cgt --json "2 + ^" | grep -q '"reduced":"2"' && ok || bad "reduced in --json"

# compare
c() { "$G" cgt compare "$1" "$2" | tail -1; }
[ "$(c "^" "*")" = "||" ] && ok || bad "^ || *"
[ "$(c "^" 0)" = ">" ] && ok || bad "^ > 0"
[ "$(c -1 "{|0}")" = "=" ] && ok || bad "-1 = {|0}"
[ "$(c "v" "*2")" = "<" ] && ok || bad "v < *2"

# census
[ "$("$G" cgt census --day 3 -q | tail -1)" = "day 3: 1474 canonical games born by day 3" ] && ok || bad "census"
"$G" cgt census --day 2 2>"$T/e" >/dev/null && grep -q "^cgt census: day 2 in" "$T/e" && ok || bad "census timing on stderr"

# --json: one line with the same facts
"$G" cgt "+-1" --json >"$T/j" && ok || bad "--json failed"
[ "$(wc -l <"$T/j")" -eq 1 ] && ok || bad "--json is not one line"
python3 -c "
import json,sys
d=json.load(open('$T/j'))
assert d['command'][1:]==['cgt','+-1','--json'] and d['parameters']=={'expression':'+-1'} and d['value']=='+-1' and d['outcome']=='N' and d['mean']=='0' and d['temperature']=='1', d
assert d['left_wall']==[{'from':'-1','a':'1','slope':-1},{'from':'1','a':'0','slope':0}], d['left_wall']
" && ok || bad "--json content"
"$G" cgt compare "^" "*" --json | python3 -c "import json,sys; assert json.load(sys.stdin)['result']=='||'" && ok || bad "compare --json"
"$G" cgt census --day 1 --json -q | python3 -c "import json,sys; assert json.load(sys.stdin)['games']==4" && ok || bad "census --json"

# bad input: one line, exit status 2
expect_error cgt "{1|"
expect_error cgt "1/3"
expect_error cgt "{1||2||3}"
expect_error cgt
expect_error cgt compare "^"
expect_error cgt census
expect_error cgt census --day 4
expect_error cgt "*" --cool "^"
expect_error cgt "*" --frobnicate
expect_error cgt "100000"
expect_error cgt "*1000 + *1000 + {1|0}" --max-mem 10K
"$G" cgt "{1|" 2>&1 | grep -q "position 1" && ok || bad "the position of a parse error"
"$G" cgt --help | grep -q "^usage: gamedyn cgt" && ok || bad "--help"

# positions of registered games as terms: partizan ones by their canonical form, impartial
# ones as the nimber of their Grundy value
[ "$(v "domineering:2x3 + {1|0} - kayles:5")" = "{3*4|2*4||+-(1/2*4)}" ] && ok || bad "domineering + {1|0} - kayles"
[ "$(v "domineering:2x3")" = "{2|-1/2}" ] && ok || bad "domineering:2x3"
[ "$(v "domineering:2x3-domineering:3x2")" = "3/2" ] && ok || bad "a term ends at '-'"
[ "$(v "nim:3,5 + *6")" = "0" ] && ok || bad "nim:3,5 outside braces"
[ "$(v "{nim:3|0}")" = "v*2" ] && ok || bad "a term inside braces"
[ "$(v "{domineering:2x2, kayles:1 | dawson-kayles:4}")" = "0" ] && ok || bad "terms as options"
[ "$("$G" cgt compare "{domineering:2x3, 3 | kayles:3, domineering:2x2}" "{{2|-1/2}, 3 | *3, +-1}" | tail -1)" = "=" ] &&
    ok || bad "terms as options, 2"
[ "$(v "(domineering:2x2)+1")" = "{2|0}" ] && ok || bad "a term in parentheses"
[ "$(v "tiny-2 + v^")" = "tiny-2" ] && ok || bad "keywords are not terms"
c2=$("$G" cgt compare "domineering:3x2" "-domineering:2x3" | tail -1)
[ "$c2" = "=" ] && ok || bad "compare terms: $c2"
expect_error cgt "1 + go:3"
grep -q "at position 5: unknown game 'go'" "$T/err" && ok || bad "unknown game: $(cat "$T/err")"
expect_error cgt "kayles:x"
expect_error cgt "nim:2000"
grep -q "Grundy value 2000: its nimber is beyond \*1024" "$T/err" && ok || bad "nimber limit: $(cat "$T/err")"
"$G" cgt --help | grep -q "domineering:2x3     a position of a registered game" && ok || bad "--help on terms"

# a long expression is kept whole in the provenance (6001 characters)
long=$(awk 'BEGIN { s = "1"; for (i = 1; i < 3001; i++) s = s "+1"; print s }')
"$G" cgt "$long" | grep -qxF "# expression=\"$long\"" && ok || bad "cgt: the long expression cut"
"$G" cgt compare "$long" 0 | grep -qxF "# G=\"$long\" H=\"0\"" && ok || bad "cgt compare: the long expression cut"

[ "$fails" -eq 0 ] && echo "cli_cgt: $checks checks passed" || { echo "cli_cgt: $fails of $checks checks failed"; exit 1; }
