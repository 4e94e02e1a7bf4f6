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
# 0.0.0 (0000000) runs, so files that record it (and checksum it) compare equal. Record
# builds of clean checkouts: the version of a dirty one is longer and stays as it is.
mkdir -p "$work/bin"
python3 - "$bin" "$work/bin/gamedyn" <<'EOF'
import re, sys
b = open(sys.argv[1], "rb").read()
b = re.sub(rb"\d+\.\d+\.\d+ \([0-9a-f]{7}\)", b"0.0.0 (0000000)", b)
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
# Every command's manual.
for c in $("$bin" --help | awk '/^commands:/{f=1;next} f && /^  [a-z]/{print $1} /^$/{if(f)exit}'); do
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
