#!/bin/sh
# play on partizan games (Domineering), moves fed on stdin: gamedyn wins whenever its side
# can (each of its moves checked against query's outcome class), from the generic solver and
# from the fast oracle; the person on either side; moves typed by number, by cell and as
# positions; illegal input re-prompted; end of input; the board's drawing checked exactly.
. tests/cli/lib_cli.sh

# engine_wins FILE SIDE [FAMILY]: every "gamedyn plays" leads to a position won by SIDE with
# the other side to move (outcome class SIDE's letter or P), and the game ends with gamedyn
# winning. FAMILY: domineering unless named.
engine_wins() {
    won=$(echo "$2" | cut -c1 | tr lr LR) fam=${3:-domineering}
    awk '/^gamedyn plays /{e=1; next} e && /^position /{print $2; e=0}' "$1" >"$T/after"
    [ -s "$T/after" ] || { bad "$1: gamedyn made no move"; return; }
    while read -r pos; do
        if [ "$fam" = domineering ]; then o=$("$G" query "$fam:$pos" --one-move | head -1); else
            o=$("$G" query "$fam:$pos" | head -1); fi
        [ "$o" = "$won" ] || [ "$o" = P ] || { bad "$1: gamedyn's move to $pos is not winning ($o)"; return; }
    done <"$T/after"
    grep -q "gamedyn wins" "$1" && ok || bad "$1: gamedyn did not win: $(tail -3 "$1")"
}

# the person always plays the first move listed (number 1) until the game ends
ones() { i=0; while [ $i -lt 80 ]; do echo 1; i=$((i + 1)); done; }
# the person plays the fifth move listed, or the fourth when there are fewer, ...: numbers
# out of range are refused and the next line is read
fives() { i=0; while [ $i -lt 40 ]; do printf '5\n4\n3\n2\n1\n'; i=$((i + 1)); done; }

# generic solver (4x4 has 2^16 reachable boards at most): 4x4 is N, so gamedyn wins moving first
ones | "$G" play domineering:4x4 --as right --first left >"$T/p1" && engine_wins "$T/p1" left
fives | "$G" play domineering:4x4 --as left --first right >"$T/p2" && engine_wins "$T/p2" right
# me / engine name the side relative to --as
ones | "$G" play domineering:4x4 --as left --first engine >"$T/p3" && engine_wins "$T/p3" right
# the fast oracle (2^20 boards): 4x5 is L, so Left wins even moving second; 5x5 is P
fives | "$G" play domineering:4x5 --as right --first right >"$T/p4" && engine_wins "$T/p4" left
fives | "$G" play domineering:5x5 --as left --first left >"$T/p5" && engine_wins "$T/p5" right
fives | "$G" play domineering:5x5 --as right --first right --one-move >"$T/p6" && engine_wins "$T/p6" left
# the person can win: 3x4 is R, the person plays Right, and hint names the winning moves
printf 'hint\n' | "$G" play domineering:3x4 --as right --first right >"$T/h" &&
    grep -q "hint: R-position (Right wins whoever starts)$" "$T/h" && grep -q "^hint: your winning moves: " "$T/h" &&
    ok || bad "hint: $(cat "$T/h")"

# a whole game, exactly: the drawing, a move by cell, gamedyn's winning reply, a move by number
printf 'b1\n1\n' | "$G" play domineering:3x3 >"$T/game" || bad "3x3 game: exit status"
cat >"$T/want" <<'TXT'
gamedyn play domineering: Domineering (partizan): Left places vertical dominoes, Right horizontal ones. You play Left, gamedyn plays Right; Left moves first. Type a move's number, its name as listed, or the position it leads to; 'hint' or 'quit'.

position .../.../...
  a b c
1 . . .
2 . . .
3 . . .
Left to move (you):
  1. a1  2. b1  3. c1  4. a2  5. b2  6. c2
your move> you play b1

position .#./.#./...
  a b c
1 . # .
2 . # .
3 . . .
gamedyn plays a3

position .#./.#./##.
  a b c
1 . # .
2 . # .
3 # # .
Left to move (you):
  1. a1  2. c1  3. c2
your move> you play a1

position ##./##./##.
  a b c
1 # # .
2 # # .
3 # # .
gamedyn (Right) has no move: you win
TXT
cmp -s "$T/game" "$T/want" && ok || bad "3x3 game: $(diff "$T/want" "$T/game")"

# drawings: two-digit rows, occupied cells; two-letter columns beyond z
"$G" play domineering:##../..../..../..../..../..../..../..../..../...# --first right </dev/null >"$T/d"
cat >"$T/want" <<'TXT'
   a b c d
 1 # # . .
 2 . . . .
 3 . . . .
 4 . . . .
 5 . . . .
 6 . . . .
 7 . . . .
 8 . . . .
 9 . . . .
10 . . . #
TXT
sed -n '/^position /,/to move\|no move/p' "$T/d" | sed '1d;$d' | head -11 >"$T/got"
cmp -s "$T/got" "$T/want" && ok || bad "10-row drawing: $(diff "$T/want" "$T/got")"
"$G" play domineering:1x28 --as right </dev/null >"$T/d"
grep -qx '   a  b  c  d  e  f  g  h  i  j  k  l  m  n  o  p  q  r  s  t  u  v  w  x  y  z aa ab' "$T/d" &&
    grep -qx '1  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .  .' "$T/d" &&
    grep -q "gamedyn (Left) has no move: you win" "$T/d" && ok || bad "1x28: $(cat "$T/d")"
# a Right move by cell on a wide board: aa1 covers aa1 and ab1
printf 'aa1\nquit\n' | "$G" play domineering:1x28 --as right --first right >"$T/d" &&
    grep -qx "your move> you play aa1" "$T/d" && grep -q "^position \.\{26\}##$" "$T/d" && ok || bad "aa1: $(cat "$T/d")"

# illegal input: one line each, then the prompt again; the game goes on
printf 'z9\na3\nb1\n7\n0\nfoo\nc1\n' |
    "$G" play domineering:##./.../... --as left >"$T/i" 2>"$T/ierr" || bad "illegal input: exit status"
[ ! -s "$T/ierr" ] && ok || bad "illegal input wrote to stderr: $(cat "$T/ierr")"
grep -qx "your move> not a move: no cell z9 on this board (a1 to c3)" "$T/i" && ok ||
    bad "off the board: $(cat "$T/i")"
grep -qx "your move> not a move: a vertical domino (Left) from a3 runs off the board" "$T/i" && ok || bad "runs off"
grep -qx "your move> not a move: a vertical domino (Left) on b1 and b2: the first cell is occupied" "$T/i" && ok ||
    bad "occupied: $(cat "$T/i")"
grep -qx "your move> not a move: '7' (the moves are numbered from 1 to 4)" "$T/i" && ok || bad "number"
grep -qx "your move> not a move: '0' (the moves are numbered from 1 to 4)" "$T/i" && ok || bad "number 0"
grep -qx "your move> not a move: 'foo' (a move's number, its name as listed, or the position it leads to)" "$T/i" &&
    ok || bad "garbage"
# c1 is legal for Left (c1-c2): it is played, and gamedyn answers
grep -qx "your move> you play c1" "$T/i" && grep -q "^gamedyn plays " "$T/i" && ok || bad "c1: $(cat "$T/i")"

# a position typed: Right's move refused when playing Left, Left's accepted
printf '../##\n#./#.\n' | "$G" play domineering:2x2 >"$T/q"
grep -qx "your move> not your move: ../## is a move of Right's (you play Left)" "$T/q" &&
    grep -qx "your move> you play a1" "$T/q" && ok || bad "positions: $(cat "$T/q")"
printf '##/#.\n' | "$G" play domineering:2x2 >"$T/q"
grep -qx "your move> not a move: ##/#. is not one move from here" "$T/q" && ok || bad "not one move: $(cat "$T/q")"

# end of input ends the game cleanly (exit status 0); quit too
"$G" play domineering:3x3 </dev/null >"$T/e" && grep -q "^end of input: game abandoned$" "$T/e" && ok ||
    bad "end of input: $(cat "$T/e")"
printf 'quit\n' | "$G" play domineering:3x3 --as right --first right >"$T/e" && grep -qx "your move> game abandoned" "$T/e" &&
    ok || bad "quit"

# partizan sums play too (no drawing, moves by number or position)
printf '1\n' | "$G" play "sum:domineering:2x1 domineering:1x2" >"$T/s" && grep -q "gamedyn (Right)\|gamedyn plays" "$T/s" &&
    ok || bad "sum: $(cat "$T/s")"

# Clobber: drawn as a grid, moves typed as FROM-TO or FROMTO, illegal ones re-prompted
printf 'a1-c1\nb1-a1\nz9-a1\na1b1\n1\n1\n1\n1\n' | "$G" play clobber:xox/oxo >"$T/c" || bad "clobber: exit status"
cat >"$T/cwant" <<'EOF'
position xox/oxo
  a b c
1 x o x
2 o x o
Left to move (you):
  1. a1-a2  2. a1-b1  3. c1-c2  4. c1-b1  5. b2-b1  6. b2-a2  7. b2-c2
your move> not a move: a1-c1: a stone moves to an orthogonally adjacent cell
your move> not a move: b1-a1: no stone of yours on its first cell (Left's stones are x)
your move> not a move: z9-a1: no such cell on this board (a1 to c2)
your move> you play a1-b1
EOF
sed -n '/^position xox/,/you play a1-b1/p' "$T/c" | cmp -s - "$T/cwant" && ok || bad "clobber board: $(cat "$T/c")"
ones | "$G" play clobber:xox/oxo/xox --as left --first engine >"$T/c1" && engine_wins "$T/c1" right clobber
fives | "$G" play clobber:xoxo/oxox --as right --first engine >"$T/c2" && engine_wins "$T/c2" left clobber

# refusals: one line, exit status 2
expect_error play domineering:2x2 --as up
expect_error play domineering:2x2 --first bob
expect_error play nim 3 --as left
expect_error play nim 3 --first left
grep -q "impartial" "$T/err" && ok || bad "impartial --first left: $(cat "$T/err")"

[ "$fails" -eq 0 ] && echo "cli_play_partizan: $checks checks, 0 failed" || {
    echo "cli_play_partizan: $checks checks, $fails failed"
    exit 1
}
