#!/bin/sh
# Several outputs of one run are committed all or none (docs/outputs.md): when one cannot be
# written, every target keeps its bytes and no temporary file is left; and a failed write
# names its cause ("No space left on device") whatever the format.
# Device tests use nodes made here (mknod), never the system's /dev/full.
. tests/cli/lib_cli.sh
mkdir "$T/d"
# keeps FILE...: each file still holds "old"; and nothing else is in $T/d
keeps() {
    for f in "$@"; do [ "$(cat "$f")" = old ] && ok || bad "$f replaced although the run failed"; done
    n=$(ls -A "$T/d" | wc -l)
    [ "$n" -eq "$#" ] && ok || bad "left in the folder: $(ls -A "$T/d" | tr '\n' ' ')"
}
old() { rm -f "$T"/d/*; for f in "$@"; do echo old >"$f"; done; }
if mknod "$T/full" c 1 7 2>/dev/null && mknod "$T/full.npy" c 1 7 2>/dev/null && mknod "$T/full.obj" c 1 7 2>/dev/null; then
    old "$T/d/v.png"
    expect_error voxels nim --max 10 -o "$T/d/v.png" --obj "$T/full.obj"
    keeps "$T/d/v.png"
    old "$T/d/g.dot"
    expect_error graph nim 3,2 -o "$T/d/g.dot" --png "$T/full"
    keeps "$T/d/g.dot"
    old "$T/d/h.tsv"
    expect_error heap kayles --max 100 -o "$T/d/h.tsv" --plot "$T/full"
    keeps "$T/d/h.tsv"
    old "$T/d/g.tsv"
    expect_error grundy nim --max 20 --tsv "$T/d/g.tsv" -o "$T/full"
    keeps "$T/d/g.tsv"
    old "$T/d/o.tsv"
    expect_error opening chomp --xmax 30 -o "$T/d/o.tsv" --plot "$T/full"
    keeps "$T/d/o.tsv"
    old "$T/d/p.tsv" "$T/d/s.tsv"
    expect_error params chomp --xmax 60 -o "$T/d/p.tsv" --sheets "$T/d/s.tsv" --plot "$T/full"
    keeps "$T/d/p.tsv" "$T/d/s.tsv"
    old "$T/d/ov.tsv"
    expect_error overlap chomp --pass --xmax 30 -o "$T/d/ov.tsv" --plot "$T/full"
    keeps "$T/d/ov.tsv"
    # a .npy written straight to a full device names the cause
    "$G" fibnim --max 300 -q -o "$T/full.npy" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "fibnim .npy on a full device: $rc $(cat "$T/err")"
    "$G" table nim --max 300 -q -o "$T/full.npy" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "table .npy on a full device: $rc $(cat "$T/err")"
else
    echo "cli_outputs_sets: mknod not permitted: device checks skipped" >&2
fi
# the same, both ways round, when every output is written: all are replaced
old "$T/d/v.png" "$T/d/v.obj"
"$G" voxels nim --max 10 -q -o "$T/d/v.png" --obj "$T/d/v.obj" && [ "$(head -c 4 "$T/d/v.png" | tail -c 3)" = PNG ] &&
    grep -q '^v ' "$T/d/v.obj" && ok || bad "voxels: both outputs"
[ "$(ls -A "$T/d" | wc -l)" -eq 2 ] && ok || bad "voxels left $(ls -A "$T/d")"

# a full file system: the cause, not "Input/output error"; nothing left
small=$T/small
mkdir "$small"
if mount -t tmpfs -o size=64k tmpfs "$small" 2>/dev/null; then
    for args in "fibnim --max 400 -q -o $small/x.npy" "fibnim --max 400 -o $small/x.npy --json" \
        "table nim --max 400 -q -o $small/x.npy" "table nim --max 400 -q -o $small/x.tsv" \
        "fibnim --max 400 --every -q -o $small/x.tsv" "heap kayles --max 20000 -q -o $small/x.tsv"; do
        "$G" $args >/dev/null 2>"$T/err"; rc=$?
        # the cause: the write failing, or (heap: the table's size estimated) refused up front
        [ $rc -eq 2 ] && grep -q "No space left on device\|free on its file system" "$T/err" && ok || bad "$args on a full disk: $rc $(cat "$T/err")"
        [ -z "$(ls -A "$small")" ] && ok || bad "$args on a full disk left $(ls -A "$small")"
    done
    # the first output fits, the second does not: the first keeps its old bytes
    old "$T/d/v.png"
    "$G" voxels nim --max 120 -q -o "$T/d/v.png" --obj "$small/v.obj" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "No space left on device" "$T/err" && ok || bad "voxels --obj on a full disk: $rc $(cat "$T/err")"
    keeps "$T/d/v.png"
    [ -z "$(ls -A "$small")" ] && ok || bad "voxels on a full disk left $(ls -A "$small")"
    umount "$small"
else
    echo "cli_outputs_sets: mount not permitted: full file system checks skipped" >&2
fi

echo "cli_outputs_sets: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
