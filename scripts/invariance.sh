#!/usr/bin/env bash
# Records what the tool prints and writes for a fixed set of commands, so that two builds
# can be compared byte for byte (the version string aside):
#   bash scripts/invariance.sh BIN OUTDIR      # record
#   diff -r OUTDIR1 OUTDIR2                     # compare two records
# The set: every command of the README's tour, the report's files, JSON outputs, the help
# of every command, and a few refusals (their message and exit status).
set -uo pipefail
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
out=$2
top=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$out" && mkdir -p "$out"
out=$(cd "$out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The version names the build, not what it computes: a copy of the tool whose version reads
# 0.0.0 (0000000) runs, so files that record it (and checksum it) compare equal (a build of
# a checkout with changes too).
mkdir -p "$work/bin"
python3 - "$bin" "$work/bin/gamedyn" <<'EOF'
import re, sys
b = open(sys.argv[1], "rb").read()
b = re.sub(rb"\d+\.\d+\.\d+ \([0-9a-f]{7}\)", b"0.0.0 (0000000)", b)
# A build of a checkout with changes: the same text, the rest of the string's bytes NUL.
b = re.sub(rb"\d+\.\d+\.\d+ \([0-9a-f]{7}-dirty\)", lambda m: b"0.0.0 (0000000)".ljust(len(m.group(0)), b"\0"), b)
open(sys.argv[2], "wb").write(b)
EOF
chmod +x "$work/bin/gamedyn"
n=0
# run NAME COMMAND...: stdout, stderr and status of one shell command run in the work folder.
run() {
    local name=$1; shift
    n=$((n + 1))
    (cd "$work" && bash -o pipefail -c "$*" >"$out/$name.out" 2>"$out/$name.err" </dev/null; echo $? >"$out/$name.rc")
}
# The tour, one command a file.
i=0
while IFS= read -r cmd; do
    i=$((i + 1))
    run "$(printf 'tour%02d' $i)" "$cmd"
done < <(sed -n '/^## Quick tour/,/^## [A-Z]/p' "$top/README.md" | sed -n 's/^\$ //p')
# JSON outputs.
g=bin/gamedyn
run json-params "$g params chomp --xmax 3000 -q --json"
run json-opening "$g opening chomp --xmax 2000 -q --json"
run json-sheet "$g sheet chomp --x 40 --json -o s40.png"
run json-grundy "$g grundy nim --max 64 --json -o g64.png"
run json-grundy-chomp "$g grundy chomp --max 100 -q --json"
run json-overlap "$g overlap nim --pass --xmax 300 -q --json"
run json-sens "$g sensitivity chomp --at 50,10 --xmax 300 -q --json"
run json-compare "$g compare nim --x 100 -q --json"
run json-bounds "$g bounds nim --pass --max 100 --json"
run json-wythoff "$g wythoff --check 10000 --json"
run json-fibnim "$g fibnim --max 40 --json"
run json-sum "$g sum 'nim:7 wythoff:3,5 chomp:2,1,3 kayles:10' --json"
run tables "$g table wythoff --max 64 -q; $g table maharaja --max 40 --values outcome -q; $g table 'sub:3' --max 30 -q; $g periods nim --pass --rows 0:12 -q"
run heaps "$g heap kayles --max 300 -q; $g heap 0.137 --max 300 -q; $g heap grundy-game --max 500 -q"
run euclid "$g euclid --max 30 -q"
run queries "for p in nim:3,5,6 chomp:5,2,1 wythoff:6,10 maharaja:9,5 sub:3:4,5 euclid:5,12 fibnim:20 kayles:7,9 dawson-chess:11 heap:0.07:8 heapsub:{1,3,4}:9,2 grundy-game:12; do $g query \$p --value; done"
run queries-pass "$g query nim:1,2,3 --pass --value; $g query chomp:2,1,0 --pass; $g query wythoff:3,3 --pass --value"
run graph "$g graph wythoff:2,3 -q; $g graph kayles:4 --values -q"
run solve "$g solve chomp --xmax 500 -q; $g solve nim --xmax 20 --ymax 20 -q; $g solve chomp --pass --xmax 300 -q"
run report "$g report -o rep -q"
# Every family: text and JSON, with and without the value, and positions the engines
# answer in different ways (fast oracle, values, generic solver, loopy labelling, scoring).
fam_positions="nim:3,5,6 nim:1000000,999999,7 chomp:5,2,1 chomp:40,3,1 wythoff:6,10 wythoff:1000000000,7 maharaja:9,5 \
sub:3:4,5 linear:(1,2):2,3 nim2:2,2 euclid:5,12 euclid:cd:3,7 fibnim:20 fibnim:100,3 kayles:7,9 dawson-chess:11 \
dawson-kayles:8 grundy-game:12 heap:0.07:8 heapsub:{1,3,4}:9,2 staircase:3,0,5,2 slide:..o./o/...o \
domineering:..#/.../... domineering:3x3 domineering:2x5 hackenbush:0-1b,1-2r,1-3g hackenbush:string:BRG toads:TT..FF \
toads:T.F.T..F clobber:xox/oxo clobber:xo.x/oxox cutcake:3x4,2x2 sylver:5,7 sylver:2,3 sylver:4,6 sylver:{} \
pokernim:3,5,6/2,1 pokernim:2:1,2/0,1 scoring-domineering:2x3 scoring-domineering:3x3/score=2 domination:P5/C4 domination:P6"
k=0
for p in $fam_positions; do
    k=$((k + 1))
    run "$(printf 'family%02d' $k)" "$g query '$p'; $g query '$p' --value; $g query '$p' --json; $g query '$p' --value --json"
done
run family-pass "$g query euclid:5,12 --pass --value --json; $g query fibnim:20 --pass --value; $g query wythoff:3,4 --blocking 1 --json"
run family-onemove "$g query domineering:4x4 --one-move; $g query domineering:4x4 --one-move --json"
run family-perturb "$g query chomp:3,2,1 --perturb point:1,1,1 --value; $g query nim:2,3,1 --perturb point:1,1,1 --json"
run family-sums "$g sum 'toads:T.F clobber:xo domineering:2x2' --json; $g sum 'scoring-domineering:2x2 domination:P3'; $g query 'sum:nim:3 kayles:4' --value --json"
run family-equiv "$g equiv domineering:2x3 clobber:xox; $g equiv nim:3 kayles:3 --json"
run family-graph "$g graph toads:T.F -q; $g graph pokernim:1,1/0,0 -q; $g graph sylver:4,6 -q"
# Play: the engine's moves against a person's fixed moves, and the hints.
run play-nim "printf '1\\nhint\\n1\\n1\\n1\\n1\\n1\\n1\\n1\\n' | $g play nim:3,4 --first me"
run play-wythoff "printf '1\\n1\\n1\\n1\\n1\\n1\\n' | $g play wythoff:4,7 --first engine --json"
run play-domineering "printf 'hint\\n1\\n1\\n1\\n1\\n1\\n' | $g play domineering:3x3 --as left --first left"
run play-toads "printf '1\\n1\\n1\\n1\\n1\\n' | $g play toads:TT.F.F --as right --first left"
run play-clobber "printf '1\\nhint\\n1\\n1\\n1\\n' | $g play clobber:xoxo/oxox --as left --first right"
run play-scoring "printf '1\\n1\\n1\\n1\\n' | $g play scoring-domineering:3x3 --as left --first left"
run play-domination "printf '1\\n1\\n1\\n1\\n' | $g play domination:P7 --as right --first left"
run play-pokernim "printf '1\\n1\\n1\\n1\\n1\\n1\\n1\\n1\\n' | $g play pokernim:1,2/0,0 --first me"
run play-sylver "printf '1\\n1\\n1\\n1\\n' | $g play sylver:4,6 --first me"
run play-sum "printf '1\\n1\\n1\\n1\\n1\\n1\\n' | $g play 'sum:nim:3 kayles:4' --first me"
# Every command's manual.
for c in $("$bin" --help | awk '/^commands/{f=1;next} /^Options:/{exit} f && /^  [a-z]/{print $1}'); do
    run "help-$c" "$g help $c"
done
# Refusals: the message and the status.
run err-game "$g query foo:1,2"
run err-pos "$g query nim:1,x"
run err-opt "$g table wythoff --max 10 --frobnicate"
# Files written by the commands are checksummed (pictures and tables alike).
python3 - "$out" "$work" <<'EOF'
import hashlib, os, re, sys
out, work = sys.argv[1], sys.argv[2]
pat = re.compile(rb"gamedyn \d+\.\d+\.\d+( \([0-9a-f]{7}(-dirty)?\))?")
for f in os.listdir(out):
    p = os.path.join(out, f)
    b = open(p, "rb").read()
    nb = pat.sub(b"gamedyn VERSION", b)
    # Timings are measurements of the machine, not results.
    nb = re.sub(rb'("[a-z_]*seconds":)[0-9.e+-]+', rb'\1T', nb)
    if nb != b:
        open(p, "wb").write(nb)
rows = []
for d, dirs, files in os.walk(work):
    dirs[:] = [x for x in dirs if os.path.join(d, x) != os.path.join(work, "bin")]
    for f in files:
        p = os.path.join(d, f)
        b = pat.sub(b"gamedyn VERSION", open(p, "rb").read())
        rows.append((os.path.relpath(p, work), hashlib.sha256(b).hexdigest()))
with open(os.path.join(out, "files.sha256"), "w") as f:
    for name, h in sorted(rows):
        f.write("%s  %s\n" % (h, name))
EOF
echo "$n commands recorded in $out" >&2
