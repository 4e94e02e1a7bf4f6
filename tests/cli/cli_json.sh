#!/bin/sh
# The --json summaries: every wall-clock measurement is in the "timing" member (two runs of
# the same command give the same JSON once that member is left out, and no other key holds
# seconds), and a summary that cannot be written says why.
. tests/cli/lib_cli.sh
run_twice() { # NAME ARGS...
    name=$1; shift
    "$G" "$@" >"$T/$name.1" 2>/dev/null && "$G" "$@" >"$T/$name.2" 2>/dev/null || { bad "$name: $*"; return; }
    python3 - "$T/$name.1" "$T/$name.2" <<'PYEOF' && ok || bad "$name: $(cat "$T/$name.1")"
import json, sys
def seconds_keys(v, path=""):
    if isinstance(v, dict):
        for k, x in v.items():
            if path == "" and k in ("timing", "parameters"):  # parameters: what was asked (a --seconds budget)
                continue
            if k.endswith("seconds"):
                yield path + "/" + k
            yield from seconds_keys(x, path + "/" + k)
    elif isinstance(v, list):
        for x in v:
            yield from seconds_keys(x, path)
a, b = (json.loads(open(f).read()) for f in sys.argv[1:3])
assert "timing" in a, "no timing member"
bad = list(seconds_keys(a))
assert not bad, "seconds outside timing: %s" % bad
a.pop("timing"); b.pop("timing")
assert a == b, "two runs differ"
PYEOF
}
run_twice bounds bounds nim --pass --max 100 --json
run_twice fibnim fibnim --max 40 --json -o "$T/f.tsv"
run_twice wythoff wythoff --check 10000 --json
run_twice grundy grundy chomp --max 60 -q --json -o "$T/g.tsv"
# stdout on a full device: the cause, not "Input/output error"
if [ -w /dev/full ]; then
    for args in "wythoff --check 1000 --json" "params chomp --xmax 100 -q --json" "bounds nim --pass --max 50 --json"; do
        # shellcheck disable=SC2086
        "$G" $args >/dev/full 2>"$T/err"
        rc=$?
        [ "$rc" -eq 2 ] && grep -q "No space left on device" "$T/err" && [ "$(wc -l <"$T/err")" -eq 1 ] && ok ||
            bad "$args >/dev/full: status $rc, $(cat "$T/err")"
    done
fi
echo "cli_json: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
