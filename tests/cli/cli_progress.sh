#!/bin/sh
# The progress line of the long commands (src/cli/progress.c): on a terminal only, never
# with -q, never in a log or a pipe; "what done/total  rate/s  ETA time" rewritten with \r at
# most five times a second and erased at the end. GAMEDYN_PROGRESS=1 shows it without a
# terminal (from the first update); script(1) gives a real one.
. tests/cli/lib_cli.sh

# The line is terminal output of the tool, not memory work: its checks run the long commands
# at full size, so they run for the optimized build only (about 20 s under the sanitizers,
# for nothing the sanitizers look at).
case $(dirname "$G") in
*/san*)
    echo "cli_progress: skipped for the sanitizer build (runs for the optimized build)"
    exit 0 ;;
esac

# No terminal: no progress (no \r) on stderr for any command that has a progress line; their
# one-line summaries stay.
for args in "solve chomp --xmax 2000" "solve nim --xmax 300" "heap 0.07 --max 100000 -o $T/h.tsv" \
    "atlas domineering --max-cells 8 -o $T/a.tsv" "wythoff --check 100000" "table wythoff --max 1000 -o $T/t.npy"; do
    # shellcheck disable=SC2086
    "$G" $args >/dev/null 2>"$T/err" && ! grep -q "$(printf '\r')" "$T/err" && ok ||
        bad "$args without a terminal wrote progress on stderr: $(od -c "$T/err" | head -3)"
done

# Forced: the line's form, its throttle and its erasure.
GAMEDYN_PROGRESS=1 "$G" solve chomp --xmax 8000 >/dev/null 2>"$T/err"
python3 - "$T/err" <<'PY' && ok || bad "solve's progress line: $(od -c "$T/err" | head -5)"
import re, sys
s = open(sys.argv[1], "rb").read().decode()
assert s.startswith("\r") and s.endswith("\r"), "not \\r lines, or not erased at the end"
frames = [f for f in s.split("\r") if f.strip()]
assert frames, "no progress at all"
# the last frame drawn is erased: spaces only after it
assert s.rstrip("\r").split("\r")[-1].strip() == "", "the line is not erased at the end"
pat = re.compile(r"sheet (\d+)/8001(  \d+(\.\d+)?/s(  ETA (\d+\.\d s|\d+ min \d\d s|\d+ h \d\d min))?)?\s*$")
for f in frames:
    assert pat.fullmatch(f), "frame %r" % f
assert any("ETA" in f for f in frames) or len(frames) <= 3, "no time left in %r" % frames
PY
# At most five a second: the number of frames against the run's time.
start=$(date +%s.%N)
GAMEDYN_PROGRESS=1 "$G" solve chomp --xmax 12000 >/dev/null 2>"$T/err"
end=$(date +%s.%N)
python3 - "$T/err" "$start" "$end" <<'PY' && ok || bad "too many progress updates: $(tr '\r' '\n' <"$T/err" | grep -c sheet)"
import sys
s = open(sys.argv[1], "rb").read().decode()
frames = len({f for f in s.split("\r") if f.strip()})
secs = float(sys.argv[3]) - float(sys.argv[2])
sys.exit(0 if frames <= 5 * secs + 2 else 1)
PY
GAMEDYN_PROGRESS=1 "$G" solve chomp --xmax 3000 -q >/dev/null 2>"$T/err" && [ ! -s "$T/err" ] && ok || bad "-q: $(od -c "$T/err" | head -3)"
GAMEDYN_PROGRESS=1 "$G" heap 0.07 --max 3000000 -o "$T/h.tsv" >/dev/null 2>"$T/err"
tr '\r' '\n' <"$T/err" | grep -Eq '^value [0-9]+/3000001' && ok || bad "heap's progress: $(od -c "$T/err" | head -3)"
GAMEDYN_PROGRESS=1 "$G" atlas domineering --max-cells 8 -o "$T/a.tsv" >/dev/null 2>"$T/err"
tr '\r' '\n' <"$T/err" | grep -Eq '^rectangle [0-9]+/[0-9]+' && ok || bad "atlas's progress: $(od -c "$T/err" | head -3)"
GAMEDYN_PROGRESS=1 "$G" wythoff --check 3000000 >/dev/null 2>"$T/err"
tr '\r' '\n' <"$T/err" | grep -Eq '^n [0-9]+/3000000' && ok || bad "wythoff's progress: $(od -c "$T/err" | head -3)"
GAMEDYN_PROGRESS=1 "$G" periods nim --pass --rows 0:27 >/dev/null 2>"$T/err"
tr '\r' '\n' <"$T/err" | grep -Eq '^row [0-9]+/56' && ok || bad "periods' progress: $(od -c "$T/err" | head -3)"
"$G" periods nim --pass --rows 0:27 >/dev/null 2>"$T/err" && ! grep -q "$(printf '\r')" "$T/err" && ok ||
    bad "periods without a terminal: $(od -c "$T/err" | head -3)"
# The database's line is a line of its own after the erased progress.
GAMEDYN_PROGRESS=1 "$G" solve chomp --xmax 3000 -o "$T/c.gdb" >/dev/null 2>"$T/err"
tr '\r' '\n' <"$T/err" | grep -q "^gamedyn: solve: wrote '.*c.gdb': " && ok || bad "solve -o's line: $(od -c "$T/err" | tail -3)"

# A real terminal (util-linux script): the line shows after half a second, -q silences it.
if command -v script >/dev/null && script -qc true /dev/null </dev/null >/dev/null 2>&1; then
    script -qc "'$G' solve chomp --xmax 12000 >/dev/null" /dev/null </dev/null >"$T/tty" 2>&1
    tr '\r' '\n' <"$T/tty" | grep -Eq '^sheet [0-9]+/12001  [0-9]+/s  ETA ' && ok || bad "no progress on a terminal: $(od -c "$T/tty" | head -5)"
    script -qc "'$G' solve chomp --xmax 12000 -q >/dev/null" /dev/null </dev/null >"$T/tty" 2>&1
    grep -q sheet "$T/tty" && bad "-q on a terminal: $(od -c "$T/tty" | head -3)" || ok
    # the terminal is stdout, stderr a file: nothing
    script -qc "'$G' solve chomp --xmax 12000 2>'$T/err2'" /dev/null </dev/null >/dev/null 2>&1
    [ ! -s "$T/err2" ] && ok || bad "stderr to a file under a terminal: $(od -c "$T/err2" | head -3)"
else
    echo "cli_progress: script(1) not usable here: the terminal checks skipped"
fi
# table: cells done of all (the mirror engine, the general one, the outcome counters), in
# every output form; rows streamed to a terminal are not crossed by it (no terminal here).
for args in "wythoff --max 3000 -o $T/t.npy" "maharaja --max 1500 -o $T/t.tsv" "wythoff --outcome --max 3000 -o $T/t.tsv" \
    "wythoff --max 2000 -o $T/t.png"; do
    # shellcheck disable=SC2086
    GAMEDYN_PROGRESS=1 "$G" table $args >/dev/null 2>"$T/err"
    tr '\r' '\n' <"$T/err" | grep -Eq '^cell [0-9]+/[0-9]+' && [ "$(tail -c 1 "$T/err" | od -An -c | tr -d ' ')" = '\r' ] && ok ||
        bad "table $args: progress $(od -c "$T/err" | head -3)"
done

# A resumed census: the rate is of this run's sheets, not of those the checkpoint holds (a
# rate counting them would read 30000 sheets in the first half second, over 40000/s).
"$G" params chomp --xmax 40000 --threads 1 --checkpoint "$T/ck" --stop-at 30000 -q >/dev/null &&
    GAMEDYN_PROGRESS=1 "$G" params chomp --xmax 40000 --threads 1 --checkpoint "$T/ck" --resume -o "$T/p.tsv" \
        >/dev/null 2>"$T/err" && ok || bad "resumed census"
python3 - "$T/err" <<'PY' && ok || bad "resumed census's rate: $(od -c "$T/err" | head -5)"
import re, sys
frames = [f for f in open(sys.argv[1], "rb").read().decode().split("\r") if "/s" in f]
assert frames, "no rate shown"
rate = float(re.search(r"  (\d+(?:\.\d+)?)/s", frames[0]).group(1))
assert rate < 15000, "first rate %g/s in %r" % (rate, frames[0])
PY
[ "$fails" -eq 0 ] && echo "cli_progress: $checks checks, 0 failed" || { echo "cli_progress: $checks checks, $fails failed"; exit 1; }
