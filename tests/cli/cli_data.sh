#!/bin/sh
# The reference data travels with the repository: every file unedited (checksums), with its
# source header, listed in tests/data/README.md (marked used iff a C test opens it), and no
# path of one particular machine anywhere in the repository.
. tests/cli/lib_cli.sh
D=tests/data
B=$(dirname "$G")

(cd "$D" && sha256sum -c --quiet SHA256SUMS) >"$T/sum" 2>&1 && ok || bad "checksums: $(cat "$T/sum")"
for f in "$D"/*.txt; do
    b=$(basename "$f")
    grep -q " $b\$" "$D/SHA256SUMS" && ok || bad "$b has no checksum in SHA256SUMS"
    head -1 "$f" | grep -q '^# .*\(SOURCE\|DERIVED\)' && ok || bad "$b does not start with its source"
    row=$(grep "^| .*\`$b\`.* |" "$D/README.md" | head -1)
    [ -n "$row" ] && ok || { bad "$b is not listed in $D/README.md"; continue; }
    used=$(printf '%s\n' "$row" | awk -F'|' '{ gsub(/ /, "", $3); print $3 }')
    if grep -q "\"$b\"" tests/*/t_*.c tests/*/*/t_*.c; then
        [ "$used" = "✓" ] && ok || bad "$b is used by a test but not marked ✓ in the README"
    else
        [ -z "$used" ] && ok || bad "$b is marked ✓ in the README but no test opens it"
    fi
done
# (a file a test opens but tests/data lacks fails that test itself: tl_open_reference)

# Without GAMEDYN_REFERENCE the tests find the data in the repository.
if [ -x "$B/tests/sheet/t_reference" ]; then
    env -u GAMEDYN_REFERENCE "$B/tests/sheet/t_reference" >"$T/out" 2>&1 && ok ||
        bad "t_reference without GAMEDYN_REFERENCE: $(tail -3 "$T/out")"
    GAMEDYN_REFERENCE="$T/none" "$B/tests/sheet/t_reference" >"$T/out" 2>&1 &&
        bad "GAMEDYN_REFERENCE is not used as an override" || ok
fi

# No path of one machine: home folders, the workplace folder, a sibling data folder.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    hits=$(git ls-files -z | xargs -0 grep -lE '(^|[^A-Za-z0-9_.])(/(work|root|home)/|\.\./shared)' -- 2>/dev/null)
    [ -z "$hits" ] && ok || bad "machine-specific paths in: $hits"
fi

# solve -o: the database's size estimated before the run (the same estimate refuses it when it
# exceeds the free space, and warns from 1 GiB on), within 10% of the file written for every
# kind of sheet: proved tails, windows (Nim, random V), passes, declared points; the one line
# at the end names the file, its size and the estimate.
for args in "chomp --xmax 2000" "chomp --xmax 4000" "chomp --pass --xmax 1000" "chomp --passes 2 --xmax 1000" \
    "nim --xmax 300" "nim --xmax 1000 --ymax 200" "nim --passes 2 --xmax 500" "nim --perturb random:seed=1,sigma=2 --xmax 500" \
    "chomp --perturb random:seed=1,sigma=2 --xmax 1000" "chomp --perturb random:seed=1,sigma=2 --xmax 1500 --ymax 400" \
    "chomp --perturb random:seed=1,sigma=2 --xmax 300 --ymax 1200" "chomp --perturb point:3,4,5 --xmax 1000"; do
    "$G" solve $args -o "$T/est.gdb" 2>"$T/err" >/dev/null
    python3 - "$T/est.gdb" "$T/err" <<'PY' && ok || bad "solve $args: estimate off: $(cat "$T/err")"
import os, re, sys
real = os.path.getsize(sys.argv[1])
err = open(sys.argv[2]).read()
m = re.fullmatch(r"gamedyn: solve: wrote '.*est.gdb': [0-9.]+ (?:B|KiB|MiB) \(([0-9]+) bytes; estimated ([0-9.]+) (B|KiB|MiB|GiB)\)\n", err)
est = float(m.group(2)) * {"B": 1, "KiB": 1024, "MiB": 1 << 20, "GiB": 1 << 30}[m.group(3)]
sys.exit(0 if int(m.group(1)) == real and abs(est - real) <= 0.10 * real else 1)
PY
done
"$G" solve chomp --xmax 100 -q -o "$T/q.gdb" 2>"$T/err" && [ ! -s "$T/err" ] && ok || bad "solve -q said: $(cat "$T/err")"
# From 1 GiB on (Chomp at X = 40000: about 1.25 GiB), a warning before the run starts, -q or
# not; the run is stopped at once (its temporary file goes with it). On a file system with
# less room, the refusal names the same estimate.
timeout -s INT 3 "$G" solve chomp --xmax 40000 -q -o "$T/big.gdb" >/dev/null 2>"$T/err"
if grep -q "would take about" "$T/err"; then
    grep -q "would take about 1\.[23][0-9]* GiB" "$T/err" && ok || bad "solve 40000: $(cat "$T/err")"
else
    grep -q "^gamedyn: warning: the database '.*big.gdb' will take about 1\.[23][0-9]* GiB (estimated" "$T/err" && ok ||
        bad "no warning for a database of 1.25 GiB: $(cat "$T/err")"
fi
[ -z "$(ls -A "$T" | grep big)" ] && ok || bad "the stopped run left $(ls -A "$T")"
small=$T/small
mkdir "$small"
if mount -t tmpfs -o size=64k tmpfs "$small" 2>/dev/null; then
    t0=$(date +%s)
    expect_error solve chomp --xmax 30000 -o "$small/big.gdb"
    grep -q "the database '.*big.gdb' would take about 7[0-9][0-9].[0-9]* MiB (estimated), more than the .* free" "$T/err" &&
        ok || bad "solve -o on a small file system: $(cat "$T/err")"
    [ $(($(date +%s) - t0)) -le 2 ] && ok || bad "solve -o refused only after the run"
    [ -z "$(ls -A "$small")" ] && ok || bad "refused solve left $(ls -A "$small")"
    umount "$small"
else
    echo "cli_data: mount not permitted: the database size refusal not checked" >&2
fi

[ "$fails" -eq 0 ] && echo "cli_data: $checks checks, 0 failed" || { echo "cli_data: $checks checks, $fails failed"; exit 1; }
