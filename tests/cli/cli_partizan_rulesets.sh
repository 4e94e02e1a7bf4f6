#!/bin/sh
# The partizan rulesets Hackenbush, Toads and Frogs, Clobber, Cutcake, Toppling Dominoes, Col
# and Snort through the registry: query (outcome class and each side's winning moves), the text forms, the games
# listing, graph with Left and Right edges, sums, and the refusals (bad positions: one
# line, exit status 2).
. tests/cli/lib_cli.sh

q() { "$G" query "$@" | tr '\n' ' '; }

# Hackenbush: BR = 1/2 (L), a green edge = * (N), B + R = 0 (P); strings and edge lists
[ "$(q hackenbush:BR)" = "L left 0 " ] && ok || bad "BR: $(q hackenbush:BR)"
[ "$(q hackenbush:G)" = "N left 0 right 0 " ] && ok || bad "G: $(q hackenbush:G)"
[ "$(q hackenbush:0-1b,0-2r)" = "P " ] && ok || bad "B + R: $(q hackenbush:0-1b,0-2r)"
[ "$(q hackenbush:string:BBR)" = "L left 0 left B " ] && ok || bad "string BBR: $(q hackenbush:string:BBR)"
[ "$(q hackenbush:BBR)" = "L left 0 left 0-1b " ] && ok || bad "BBR as edges: $(q hackenbush:BBR)"
[ "$(q hackenbush 0-1b,1-2r,1-3g)" = "L left 0 left 0-1b,1-2r " ] && ok || bad "GAME POS form"

# Toads and Frogs: T.F = * (N), TFT.TFF = ^ (L), T.TFTFF = {0|^} (L: {0|^} > 0)
[ "$(q toads:T.F)" = "N left .TF right TF. " ] && ok || bad "T.F: $(q toads:T.F)"
[ "$(q toads:TFT.TFF)" = "L left TF.TTFF " ] && ok || bad "TFT.TFF: $(q toads:TFT.TFF)"
[ "$("$G" query toads:T.TFTFF | head -1)" = "L" ] && ok || bad "T.TFTFF"

# Clobber: xo = * (N), xxo = ^ (L), oox = v (R)
[ "$(q clobber:xo)" = "N left .x right o. " ] && ok || bad "xo: $(q clobber:xo)"
[ "$(q clobber:xxo)" = "L left x.x " ] && ok || bad "xxo: $(q clobber:xxo)"
[ "$("$G" query clobber:oox | head -1)" = "R" ] && ok || bad "oox"
[ "$("$G" query clobber:xo/ox | head -1)" = "N" ] && ok || bad "xo/ox"

# Cutcake: 1x2 = 1 (L), 2x1 = -1 (R), 2x2 = 0 (P), 3x4 = 1 (L), pieces in a normal form
[ "$(q cutcake:1x2)" = "L left 0 " ] && ok || bad "1x2: $(q cutcake:1x2)"
[ "$("$G" query cutcake:2x1 | head -1)" = "R" ] && ok || bad "2x1"
[ "$(q cutcake:2x2)" = "P " ] && ok || bad "2x2: $(q cutcake:2x2)"
[ "$(q cutcake:3x4)" = "L left 3x2,3x2 " ] && ok || bad "3x4: $(q cutcake:3x4)"
[ "$(q cutcake:2x2,1x1,1x3)" = "L left 2x1,2x1,1x3 left 2x2,1x2 " ] && ok || bad "pieces: $(q cutcake:2x2,1x1,1x3)"

# Toppling Dominoes: L = 1 (L), G = * (N), LR + LR = * + * = 0 (a row topples up to the gap only)
[ "$(q toppling-dominoes:L)" = "L left . " ] && ok || bad "L: $(q toppling-dominoes:L)"
[ "$(q toppling-dominoes:G)" = "N left . right . " ] && ok || bad "G: $(q toppling-dominoes:G)"
[ "$(q toppling-dominoes:LR.LR)" = "P " ] && ok || bad "LR.LR: $(q toppling-dominoes:LR.LR)"

# Col: two squares side by side = 0 (P), one = * (N); x and o read as L and R
[ "$(q col:..)" = "P " ] && ok || bad "col ..: $(q col:..)"
[ "$(q col:.)" = "N left L right R " ] && ok || bad "col .: $(q col:.)"
[ "$(q col:x.#/o..)" = "$(q col:L.#/R..)" ] && ok || bad "col x/o: $(q col:x.#/o..)"

# Snort: two squares side by side = +-1 (N), a square beside blue = 1 (L)
[ "$(q snort:..)" = "N left L. left .L right R. right .R " ] && ok || bad "snort ..: $(q snort:..)"
[ "$(q snort:L.)" = "L left LL " ] && ok || bad "snort L.: $(q snort:L.)"

# the listing, graph, sums of partizan components
for f in hackenbush toads clobber cutcake toppling-dominoes col snort; do
    "$G" games | grep -qx "$f" && ok || bad "games does not list $f"
done
"$G" games --json | grep -q '"hackenbush"' && ok || bad "games --json"
"$G" graph toads:T.F -q >"$T/g.dot" && grep -q 'label="L"' "$T/g.dot" && grep -q 'label="R"' "$T/g.dot" &&
    ok || bad "graph toads:T.F"
# 1x2 + 2x1 = 1 - 1 = 0; BR + BR + R = 0
[ "$("$G" query "sum:cutcake:1x2 cutcake:2x1")" = "P" ] && ok || bad "sum cutcake"
[ "$("$G" query "sum:hackenbush:BR hackenbush:BR hackenbush:R")" = "P" ] && ok || bad "sum 1/2 + 1/2 - 1"
[ "$("$G" query "sum:hackenbush:BR clobber:oox" | head -1)" = "L" ] && ok || bad "sum 1/2 + v"
# a blue domino and a square only Right may colour: 1 - 1 = 0; Snort's +-1 and Col's *: N
[ "$("$G" query "sum:toppling-dominoes:L col:L.")" = "P" ] && ok || bad "sum 1 - 1"
[ "$("$G" query "sum:snort:.. col:." | head -1)" = "N" ] && ok || bad "sum +-1 + *"

# refusals: one line, exit status 2
for b in "hackenbush:0-1x" "hackenbush:1-2b" "hackenbush:0-200b" "hackenbush:BRX" "hackenbush:" \
    "hackenbush:tree:BR" "toads:TX" "toads:" "toads:t.f" "clobber:xo/o" "clobber:xa" "clobber:" \
    "cutcake:0x4" "cutcake:3x" "cutcake:9x15" "cutcake:3x4," "cutcake:" "toppling-dominoes:LX" \
    "toppling-dominoes:LR/GL" "toppling-dominoes:" "col:../." "col:.a" "col:" "snort:L.R/" "snort:lr"; do
    expect_error query "$b"
done
# --value: the canonical form (the values of tests/data/partizan_values.txt, through the solver)
set -f # "*" is a value here, not a pattern
for qv in "hackenbush:string:BBR 3/2" "hackenbush:string:BR 1/2" "clobber:xo *" "clobber:xxo ^" "cutcake:1x2 1" \
    "cutcake:2x1 -1" "toads:T.F *" "toppling-dominoes:LR *" "toppling-dominoes:LG {1|0}" \
    "toppling-dominoes:GGG *3" "toppling-dominoes:LLL.RR 1" "col:. *" "col:L. -1" "col:.../.../... 0" "snort:.. +-1" \
    "snort:R. -1" "snort:... +-2"; do
    set -- $qv
    [ "$("$G" query "$1" --value | sed -n 2p)" = "value $2" ] && ok || bad "--value $1: $("$G" query "$1" --value 2>&1 | head -2)"
done
set +f
# a partizan game beside an impartial one: * + *3 = *2
[ "$("$G" sum "toads:T.F nim:3" | sed -n 's/^value //p')" = "*2" ] && ok || bad "sum toads:T.F nim:3"

# query --value answers from values (components and normal forms): the outcome class and
# the winning moves must be the outcome search's (query without --value)
for pos in cutcake:3x4,2x5 cutcake:4x7 clobber:xox/oxo clobber:xo.ox/ox.xo hackenbush:0-1b,1-2r,0-3g,3-4b,0-0r \
    hackenbush:string:BRRGB toads:TT.F.FF toads:TTF.TFF.T.F toppling-dominoes:LRGLR.GGL col:..#/.../#.. \
    snort:..L/.../R..; do
    a=$("$G" query "$pos" | tr '\n' ' ')
    b=$("$G" query "$pos" --value | sed '/^value /d' | tr '\n' ' ')
    [ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "query $pos: '$a' searched, '$b' from values"
done
# positions the outcome search could not reach: a string of 30 edges (2^30 subsets bound the
# search), a 6x6 cake (a square: 0)
[ "$(q hackenbush:string:BRBRBRBRBRBRBRBRBRBRBRBRBRBRBR --value | cut -d' ' -f1-3)" = "L value 357913941/536870912" ] &&
    ok || bad "30 edges: $(q hackenbush:string:BRBRBRBRBRBRBRBRBRBRBRBRBRBRBR --value)"
[ "$(q cutcake:6x6 --value)" = "P value 0 " ] && ok || bad "cutcake 6x6: $(q cutcake:6x6 --value)"

[ "$fails" -eq 0 ] && echo "cli_partizan_rulesets: $checks checks, 0 failed" ||
    { echo "cli_partizan_rulesets: $checks checks, $fails failed"; exit 1; }
