#!/bin/sh
# Outputs that never lose data (docs/outputs.md): devices and FIFOs written in place,
# symbolic links written through, "-" as stdout, gnuplot kept off our stdout and out of
# the shell, no temporary names anywhere, signals and failures leave nothing, write
# errors name their cause, paths and sizes checked before the work, --json summaries.
# Device tests use nodes made here (mknod), never the system's /dev/null or /dev/full.
. tests/cli/lib_cli.sh
G=$(cd "$(dirname "$G")" && pwd)/$(basename "$G") # the tests below change directory
now_ms() { date +%s%3N; }
# fast CMD...: exits 2 with one line on stderr in under a second
fast() {
    t0=$(now_ms)
    "$G" "$@" >"$T/out" 2>"$T/err"; rc=$?
    dt=$(($(now_ms) - t0))
    [ $rc -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && [ "$dt" -lt 1000 ] && ok ||
        bad "not a fast one-line refusal ($rc, $dt ms): $* ($(cat "$T/err"))"
}
mkdir "$T/w"

# -- devices and FIFOs are written in place, never replaced
if mknod "$T/null" c 1 3 2>/dev/null && mknod "$T/full" c 1 7 2>/dev/null; then
    "$G" solve chomp --xmax 10 -q -o "$T/null" && ok || bad "solve -o a null device failed"
    [ -c "$T/null" ] && ok || bad "solve -o replaced a character device by a regular file"
    "$G" sheet chomp --x 30 -q -o "$T/full" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "PNG on a full device: $rc $(cat "$T/err")"
    [ -c "$T/full" ] && ok || bad "sheet -o replaced a character device"
    "$G" params chomp --xmax 100 -q -o "$T/full" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "TSV on a full device: $rc $(cat "$T/err")"
else
    echo "cli_outputs: mknod not permitted: device checks skipped" >&2
fi
mkfifo "$T/fifo"
timeout 20 cat "$T/fifo" >"$T/from-fifo" &
reader=$!
"$G" params chomp --xmax 100 -q -o "$T/fifo" >/dev/null && ok || bad "params -o FIFO failed"
[ -p "$T/fifo" ] && ok || bad "params -o replaced a FIFO"
wait $reader
grep -q "^alpha	" "$T/from-fifo" && ok || bad "the FIFO's reader got no table"

# -- a symbolic link is written through and stays a link
mkdir "$T/real"
ln -s ../real/c.gdb "$T/w/link.gdb"
"$G" solve chomp --xmax 10 -q -o "$T/w/link.gdb" && ok || bad "solve -o link failed"
[ -L "$T/w/link.gdb" ] && ok || bad "the link was replaced"
[ -s "$T/real/c.gdb" ] && ok || bad "the link's target was not written"
[ -z "$(ls "$T/real" | grep tmp)" ] && [ -z "$(ls "$T/w" | grep tmp)" ] && ok || bad "temporary files left"

# -- "-" is stdout
(cd "$T/w" && "$G" params chomp --xmax 100 -q -o - >"$T/dash.tsv") && ok || bad "params -o - failed"
grep -q "^alpha	" "$T/dash.tsv" && [ ! -e "$T/w/-" ] && ok || bad "-o - wrote a file named '-'"
(cd "$T/w" && "$G" sheet chomp --x 20 -q -o - >"$T/dash.png" 2>"$T/err") && ok || bad "sheet -o - failed"
[ "$(head -c 4 "$T/dash.png" | tail -c 3)" = PNG ] && ! grep -aq "cells" "$T/dash.png" && ok || bad "sheet -o -: not a clean PNG"

# -- gnuplot never writes to our stdout, and no user text reaches its script
(cd "$T/w" && "$G" params chomp --xmax 200 -q --plot nodir/p.png >"$T/params.tsv" 2>"$T/err"); rc=$?
[ $rc -eq 2 ] && ! grep -aq "PNG" "$T/params.tsv" && ok || bad "--plot nodir/p.png: status $rc, $(wc -c <"$T/params.tsv") bytes on stdout"
(cd "$T/w" && "$G" params chomp --xmax 100 -q --plot "r'; system('touch $T/x'); print '.png" >/dev/null 2>&1)
[ ! -e "$T/x" ] && ok || bad "--plot ran a shell command through gnuplot"
mkdir "$T/q'd"
"$G" params chomp --xmax 100 -q -o "$T/q'd/a\"b.tsv" --plot "$T/q'd/p'\"\\.png" >/dev/null && ok || bad "quoted names"
[ -s "$T/q'd/p'\"\\.png" ] && ok || bad "the plot with quotes in its name is missing"

# -- temporaries in $TMPDIR by mkstemp, none left, no temporary name in provenance,
#    the same command twice gives the same bytes
mkdir "$T/tmp"
(cd "$T/w" && TMPDIR="$T/tmp" "$G" params chomp --xmax 200 -q --plot p.png >/dev/null) && ok || bad "params --plot"
cp "$T/w/p.png" "$T/p1.png"
(cd "$T/w" && TMPDIR="$T/tmp" "$G" params chomp --xmax 200 -q --plot p.png >/dev/null)
cmp -s "$T/w/p.png" "$T/p1.png" && ok || bad "the same params --plot twice gave different PNGs"
[ -z "$(ls -A "$T/tmp")" ] && ok || bad "temporary files left in TMPDIR: $(ls -A "$T/tmp")"
! grep -aq "tmp\|gamedyn-params" "$T/w/p.png" && ok || bad "a temporary name in the plot's provenance"
(cd "$T/w" && TMPDIR="$T/none" "$G" params chomp --xmax 50 -q --plot p.png >/dev/null 2>"$T/err")
grep -q "$T/none" "$T/err" && ok || bad "TMPDIR not used for temporary files"

# -- SIGINT or SIGTERM while the database is written leaves no temporary file
for sig in INT TERM; do
    rm -f "$T/w/big.gdb"*
    env --default-signal=$sig "$G" solve chomp --xmax 8000 -q -o "$T/w/big.gdb" &
    pid=$!
    n=0
    while ! ls "$T/w" | grep -q "big.gdb.tmp" && [ $n -lt 3000 ]; do sleep 0.01; n=$((n + 1)); done
    kill -$sig $pid
    { wait $pid; } 2>/dev/null; rc=$?
    [ $rc -ge 128 ] && ok || bad "SIG$sig: status $rc (the write ended first?)"
    [ -z "$(ls "$T/w" | grep big.gdb)" ] && ok || bad "SIG$sig left $(ls "$T/w" | grep big.gdb)"
done

# -- directory outputs: a full disk leaves nothing new, and no partial folder
small=$T/small
mkdir "$small"
if mount -t tmpfs -o size=200k tmpfs "$small" 2>/dev/null; then
    "$G" sheets chomp --x 100:2000:100 -q -o "$small/frames" >"$T/out" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "sheets on a full disk: $rc $(cat "$T/err")"
    [ -z "$(ls -A "$small")" ] && ok || bad "sheets on a full disk left $(ls -A "$small")"
    "$G" figures -q -o "$small/figs" >"$T/out" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && [ -z "$(ls -A "$small")" ] && ok || bad "figures on a full disk: $rc, left $(ls -A "$small")"
    umount "$small"
else
    # No mount here: a file size limit makes the later, larger frames fail the same way.
    (trap '' XFSZ; ulimit -f 64; "$G" sheets chomp --x 100:2000:100 -q -o "$small/frames" >"$T/out" 2>"$T/err"); rc=$?
    [ $rc -eq 2 ] && [ -z "$(ls -A "$small")" ] && ok || bad "sheets failing midway: $rc, left $(ls -A "$small")"
fi
# an existing folder keeps the files the run did not make, and gets the complete new set
mkdir "$T/fr"; echo mine >"$T/fr/notes.txt"
"$G" sheets chomp --x 20:60:20 -q -o "$T/fr" >/dev/null && ok || bad "sheets into an existing folder"
[ -s "$T/fr/notes.txt" ] && [ -s "$T/fr/frame-00002.png" ] && [ -s "$T/fr/frames.tsv" ] && ok || bad "merge: $(ls "$T/fr")"
[ -z "$(ls "$T" | grep "fr.tmp")" ] && ok || bad "temporary folder left"
# commands run inside a folder output record its real name, never the temporary one
"$G" figures -q -o "$T/figs" >"$T/out" && ok || bad "figures failed"
[ "$(wc -l <"$T/out")" -eq 1 ] && ok || bad "figures printed $(wc -l <"$T/out") lines (one expected)"
! grep -q "figs.tmp" "$T/figs/index.html" && grep -q -- "-o $T/figs/pass-fig1a.png" "$T/figs/index.html" && ok ||
    bad "index.html names the temporary folder"
! grep -aq "figs.tmp" "$T/figs/pass-fig1a.png" && ok || bad "a PNG's provenance names the temporary folder"

# -- write errors on stdout are reported, with their cause, exit status 2
"$G" params chomp --xmax 100 -q >/dev/full 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q "No space left on device" "$T/err" && ok ||
    bad "params > /dev/full: status $rc, '$(cat "$T/err")'"
"$G" sheet chomp --x 20 -q -o "$T/s.png" >/dev/full 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "sheet > /dev/full: status $rc"
"$G" grundy nim --max 20 -o "$T/g.png" >/dev/full 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "grundy > /dev/full: status $rc"

# -- output paths and sizes are checked before the work starts
fast params chomp --xmax 20000 -q -o "$T/nonexistent/x.tsv"
fast params chomp --xmax 20000 -q --plot "$T/nonexistent/x.png"
fast opening chomp --xmax 20000 -q -o "$T/nonexistent/x.tsv"
fast grundy nim --max 4000 -o "$T/nonexistent/g.png"
fast overlap nim --pass --xmax 3000 -q -o "$T/nonexistent/o.tsv"
fast sensitivity chomp --xmax 2000 --at 50,0 -q -o "$T/s.tsv" --plot "$T/nonexistent/s.png"
fast compare --x 2000 -q -o "$T/nonexistent/c.tsv"
fast sheet chomp --x 10 --scale 65536 -o "$T/s.png"
grep -q "too large" "$T/err" && ok || bad "--scale 65536: $(cat "$T/err")"
fast sheet chomp --x 10 --scale 60000 -o "$T/s.png"
fast grundy nim --max 65535 --scale 64 -o "$T/g.png"
fast sheets chomp --x 10:20 -o "$T/nonexistent/frames"

# -- --json: one JSON object a line
"$G" params chomp --xmax 100 -q --json >"$T/j1" && ok || bad "params --json"
"$G" opening chomp --xmax 100 -q --json >"$T/j2" && ok || bad "opening --json"
"$G" sheet chomp --x 30 --decompose -q --json -o "$T/s.png" >"$T/j3" && ok || bad "sheet --json"
"$G" grundy nim --max 20 --json -o "$T/g.png" >"$T/j4" && ok || bad "grundy --json"
"$G" sheets chomp --x 20:40:20 -q --json -o "$T/js" >"$T/j5" && ok || bad "sheets --json"
for j in j1 j2 j3 j4 j5; do
    [ "$(wc -l <"$T/$j")" -eq 1 ] && python3 -m json.tool "$T/$j" >/dev/null && ok || bad "$j is not one JSON line: $(cat "$T/$j")"
done
grep -q '"alpha":{"measured":0.7' "$T/j1" && ok || bad "params --json values"
grep -q '"losers":' "$T/j3" && grep -q '"classes":{' "$T/j3" && ok || bad "sheet --json members"

# user text with a newline in provenance: each '#' line stays one line, no text chunk holds a control character
nl=$(printf 'linear:(1,0);\n(0,1)')
"$G" table "$nl" --max 4 -o "$T/nl.tsv" -q 2>/dev/null
[ "$(grep -c '^#' "$T/nl.tsv")" -eq 3 ] && [ "$(grep -vc '^#' "$T/nl.tsv")" -eq 26 ] && ok ||
    bad "a newline in the ruleset breaks the TSV's provenance: $(head -5 "$T/nl.tsv")"
grep -qx '# ruleset=linear:(1,0);?(0,1) kind=grundy .*' "$T/nl.tsv" && ok || bad "ruleset in provenance: $(sed -n 3p "$T/nl.tsv")"
"$G" table "$nl" --max 4 -o "$T/nl.png" -q 2>/dev/null
python3 - "$T/nl.png" <<'PY' && ok || bad "a PNG text chunk holds a control character"
import struct, sys
d = open(sys.argv[1], 'rb').read()[8:]
texts = []
while d:
    n, = struct.unpack('>I', d[:4])
    if d[4:8] == b'tEXt':
        texts.append(d[8:8 + n].split(b'\0', 1)[1])
    d = d[12 + n:]
sys.exit(0 if len(texts) == 4 and not any(c < 32 or c == 127 for t in texts for c in t) else 1)
PY

echo "cli_outputs: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
