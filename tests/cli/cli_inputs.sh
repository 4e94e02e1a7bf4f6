#!/bin/sh
# Input that is not what it seems: V files and specs, the database's V, memory estimates,
# repeated and conflicting options, --opt=value, --version and help everywhere.
. tests/cli/lib_cli.sh
cmds="solve query sheet sheets grundy params opening overlap sensitivity compare report figures"

# The database matches the parsed V, not the spec's text.
printf '3 0 1\n' >"$T/v.txt"
"$G" solve chomp --xmax 20 -q --perturb "$T/v.txt" -o "$T/vdb.gdb" && ok || bad "solve -o with a V file"
a=$("$G" query chomp 5 0 2 --perturb "$T/v.txt" --db "$T/vdb.gdb") && [ "$a" = "$("$G" query chomp 5 0 2 --perturb "$T/v.txt")" ] &&
    ok || bad "query --db with the same V"
printf '# the same V under another name\n3 0 1\n' >"$T/u.txt"
a=$("$G" query chomp 5 0 2 --perturb "$T/u.txt" --db "$T/vdb.gdb") && ok || bad "the same V, renamed, is refused"
printf '3 0 2\n' >"$T/v.txt"
expect_error query chomp 5 0 2 --perturb "$T/v.txt" --db "$T/vdb.gdb"

# V files: a comment longer than any buffer (its tail looks like a point), a directory.
long=$(head -c 700 /dev/zero | tr '\0' 'c')
printf '# %s 4 0 1 %s 4 0 1\n1 0 2\n' "$long" "$long" >"$T/long.txt"
printf '1 0 2\n' >"$T/short.txt"
"$G" solve chomp --xmax 12 --list -q --perturb "$T/long.txt" | grep -v '^#' >"$T/l1" && ok || bad "a long comment line"
"$G" solve chomp --xmax 12 --list -q --perturb "$T/short.txt" | grep -v '^#' >"$T/l2"
cmp -s "$T/l1" "$T/l2" && ok || bad "a long comment changes V"
expect_error solve chomp --xmax 5 --perturb "$T"
timeout 10 "$G" solve chomp --xmax 5 -q --perturb /dev/zero >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] && ok || bad "--perturb /dev/zero: status $rc"
if mkfifo "$T/fifo" 2>/dev/null; then
    (timeout 20 cat /dev/zero >"$T/fifo" 2>/dev/null &)
    timeout 20 "$G" solve chomp --xmax 5 -q --perturb "$T/fifo" >"$T/out" 2>"$T/err"; rc=$?
    [ $rc -eq 2 ] && grep -q "longer than" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
        bad "an endless line from a FIFO: $rc $(head -c 200 "$T/err")"
fi
# a database is read whole: a device or a directory is refused at once, not read for ever
timeout 10 "$G" query nim:1,2,3 --db /dev/zero >"$T/out" 2>"$T/err"; rc=$?
[ $rc -eq 2 ] && grep -q "not a regular file" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
    bad "--db /dev/zero: status $rc $(head -c 200 "$T/err")"
expect_error query nim:1,2,3 --db "$T"
: >"$T/empty.txt"
"$G" solve chomp --xmax 5 -q --perturb "$T/empty.txt" >/dev/null && ok || bad "an empty V file is an empty V"

# random: specs: out-of-range or non-finite sigma, bad seeds, repeated keys.
for spec in "random:seed=1,sigma=1e300" "random:seed=1,sigma=1e10" "random:seed=1,sigma=nan" \
    "random:seed=1,sigma=inf" "random:seed=-1,sigma=1" "random:seed=99999999999999999999,sigma=1" \
    "random:seed=1,seed=2,sigma=3" "random:seed=1,sigma=2,sigma=3" "random:seed=1,sigma=2,"; do
    expect_error solve chomp --xmax 3 --perturb "$spec"
done
"$G" solve chomp --xmax 3 -q --perturb random:seed=1,sigma=1e300 2>"$T/err" >/dev/null
grep -q "sigma must be" "$T/err" && ok || bad "sigma 1e300 accepted"

# Far declared points and large sigmas cost no memory (extras never enter the same-sheet set,
# docs/engine.md "Performance"): they run under 1G and within the estimate.
# (ulimit: should a far point still cost memory, the run fails fast instead of taking the
# machine; not under AddressSanitizer, which reserves terabytes of address space for its shadow)
limit=4000000
ASAN_OPTIONS=help=1 "$G" --version 2>&1 | grep -q AddressSanitizer && limit=unlimited
mem() { (ulimit -v $limit 2>/dev/null; "$G" "$@" >/dev/null 2>"$T/err"); }
mem solve chomp --xmax 30 -q --perturb point:20,3,4000000000000000000 --max-mem 64M && ok ||
    bad "far point: $(cat "$T/err")"
printf '20 3 104129967295\n' >"$T/far.txt"
mem solve chomp --xmax 30 -q --perturb "$T/far.txt" --max-mem 64M && ok || bad "far point file: $(cat "$T/err")"
mem solve chomp --xmax 30 -q --perturb point:20,3,4000000000 --max-mem 64M && ok || bad "point 4e9: $(cat "$T/err")"
mem solve nim --xmax 30 -q --perturb random:seed=1,sigma=4000000000 --max-mem 64M && ok ||
    bad "sigma 4e9: $(cat "$T/err")"
"$G" solve chomp --xmax 30 -q --perturb point:20,3,4000 --max-mem 1G >/dev/null && ok || bad "a near point refused"
# The estimate of a large run is not far above its peak (measured 268 MB for 130000: the rows'
# bands, docs/engine.md "Memory").
"$G" solve chomp --xmax 130000 --max-mem 1 2>"$T/err" >/dev/null
grep -Eq "estimated memory (2[5-9][0-9]|3[0-4][0-9])(\.[0-9]+)? MiB" "$T/err" && ok || bad "130000: $(cat "$T/err")"
"$G" solve chomp --xmax 20 --max-mem=1 2>/dev/null && bad "--max-mem=1 ignored" || ok
expect_error solve chomp --xmax 3 --max-mem 1e300G
expect_error solve chomp --xmax 3 --max-mem nan

# Each option once; conflicts refused; --opt=value; flags take no value.
expect_error solve chomp --xmax 5 --xmax 7
expect_error solve chomp --xmax 5 --perturb point:1,1,1 --perturb point:1,1,2
expect_error solve chomp --xmax 5 -o "$T/a.gdb" -o "$T/b.gdb"
expect_error solve chomp --xmax 5 --census --list
expect_error solve chomp --xmax 5 --pass=1
expect_error solve chomp --xmax=5 --xmax 5
expect_error query chomp 1 0 2 --db "$T/vdb.gdb" --db "$T/vdb.gdb"
expect_error sheet chomp --x 5 --x 6 -o "$T/s.png"
expect_error sheet chomp --x 5 --decompose=yes -o "$T/s.png"
expect_error sheets chomp --x 5:6 --rescale --rescale -o "$T/ss"
expect_error grundy nim --max 5 --max 6 -o "$T/g.png"
expect_error params chomp --xmax 50 --sheets "$T/p1" --sheets "$T/p2"
a=$("$G" solve chomp --xmax=20 --perturb=point:3,0,1 -q | grep -v '^# command')
b=$("$G" solve chomp --xmax 20 --perturb point:3,0,1 -q | grep -v '^# command')
[ -n "$a" ] && [ "$a" = "$b" ] && ok || bad "--opt=value differs from --opt value"
"$G" solve chomp --xmax 8 -o="$T/eq.gdb" 2>/dev/null && bad "-o=FILE taken as -o" || ok
"$G" sheet chomp --x=5 --mark 1,2 --mark=2,3 --scale=2 -o "$T/s.png" >/dev/null && ok || bad "sheet --opt=value, --mark twice"
"$G" sheets chomp --x=5:6 --size=64 --rescale -o "$T/ss" >/dev/null && ok || bad "sheets --size=N"
"$G" query chomp 1 0 2 --db="$T/vdb.gdb" --perturb="$T/v.txt" 2>/dev/null; [ $? -eq 2 ] && ok || bad "query --db="

# --version on every subcommand; gamedyn help CMD is CMD --help.
v=$("$G" --version)
for c in $cmds; do
    [ "$("$G" "$c" --version 2>&1)" = "$v" ] && ok || bad "$c --version"
    "$G" help "$c" >"$T/h1" 2>&1 && "$G" "$c" --help >"$T/h2" && cmp -s "$T/h1" "$T/h2" && [ -s "$T/h1" ] &&
        ok || bad "help $c"
done
"$G" help | grep -q "^usage: gamedyn COMMAND" && ok || bad "gamedyn help"
expect_error help frobnicate

# Help texts: no printf escapes, an aligned command list, the pass paper cited right.
"$G" solve --help | grep -q "%%" && bad "solve --help prints %%" || ok
n=$("$G" --help | awk '/^commands:/ {on = 1; next} on && /^  [a-z]/ {match(substr($0, 3), /^[a-z]+ +/); print RLENGTH} on && /^$/ {exit}' | sort -u | wc -l)
[ "$n" -eq 1 ] && ok || bad "the command list is not aligned"
"$G" figures --help | tr '\n' ' ' | tr -s ' ' |
    grep -q 'R. E. Morrison, E. J. Friedman, A. S. Landsberg, "Combinatorial games with a pass: a dynamical systems approach", Chaos 21 (2011) 043108' &&
    ok || bad "figures --help: the pass paper"

# user text that names a run in its outputs is recorded whole or refused, never cut: a
# perturbation path of 321 characters, a ruleset of 519
D=$T/$(printf 'a%.0s' $(seq 1 100))/$(printf 'b%.0s' $(seq 1 100))/$(printf 'c%.0s' $(seq 1 100))
mkdir -p "$D" && echo "1 1 1" >"$D/v.txt" && echo "terminal 1 1" >"$D/t.txt"
expect_error solve chomp --xmax 5 --perturb "$D/v.txt"
grep -q "characters long: at most 255 can be recorded" "$T/err" && ok || bad "long sheet perturbation: $(cat "$T/err")"
expect_error table nim --max 3 --perturb "$(printf 'x%.0s' $(seq 1 300))$D/t.txt"
grep -q "characters long: at most 511 can be recorded" "$T/err" && ok || bad "long table perturbation: $(cat "$T/err")"
expect_error table "sub:{$(seq -s, 1 199)}" --max 3
grep -q "ruleset 'sub:{1,2,3.*' is 519 characters long" "$T/err" && ok || bad "long ruleset: $(cat "$T/err")"

echo "cli_inputs: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
