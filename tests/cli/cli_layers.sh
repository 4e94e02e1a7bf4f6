#!/bin/sh
# The build's objects, read with nm: within a module the files call one another one way
# only (no file calls back into one that calls it; a family's entry listing the family's own
# commands is the plug-in point, not a call), and the commands that do not run the
# sheet engine reach neither it nor the sheet commands' part of the command line
# (tools/gamedyn/cli_sheet.c).
. tests/cli/lib_cli.sh
B=$(dirname "$G")
if ! command -v nm >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1 || [ ! -d "$B/obj" ]; then
    echo "cli_layers: skipped (needs nm, python3 and the objects in $B)"
    exit 0
fi
python3 - "$B" >"$T/report" <<'PYEOF'
import collections, glob, os, subprocess, sys
b = sys.argv[1]
defs, uses = {}, collections.defaultdict(set)
objs = glob.glob(b + "/obj/**/*.o", recursive=True) + glob.glob(b + "/tool/**/*.o", recursive=True)
for o in objs:
    for line in subprocess.run(["nm", o], capture_output=True, text=True).stdout.splitlines():
        f = line.split()
        if len(f) == 3 and f[1] in "TDBR":
            defs[f[2]] = o
        elif len(f) == 2 and f[0] == "U":
            uses[o].add(f[1])
# A family's own commands (src/games/FAMILY/cmd_*.c) are the top of the family: the family's
# entry lists them for the tool (gd_game_family.commands, the plug-in point, as the registry
# lists the entries), and nothing else calls them. That reference is no call between layers.
def command(o):
    return "/obj/games/" in o and os.path.basename(o).startswith("cmd_")
entries = {o for s, o in defs.items() if s.startswith("gd_family_")}
calls = {o: {defs[s] for s in uses[o] if s in defs and defs[s] != o and not (o in entries and command(defs[s]))}
         for o in objs}
# The circles the mathematics needs, each with its reason (docs/architecture.md).
# The sum combinator and the registry: a sum's components are registered games, and the sum
# is a registered game itself.
needed = [{"obj/game/registry.o", "obj/game/sum.o", "obj/game/sum_spec.o"}]
# one way within a folder: no two files of it reach each other
for folder in sorted({os.path.dirname(o) for o in objs}):
    mine = [o for o in objs if os.path.dirname(o) == folder]
    def reach(a):
        seen, todo = set(), [a]
        while todo:
            for n in calls[todo.pop()]:
                if os.path.dirname(n) == folder and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return seen
    r = {o: reach(o) for o in mine}
    for o in mine:
        for n in r[o]:
            pair = {os.path.relpath(o, b), os.path.relpath(n, b)}
            if o < n and o in r[n] and not any(pair <= c for c in needed):
                print("circle: %s <-> %s" % (os.path.relpath(o, b), os.path.relpath(n, b)))
sheet_cmds = {"solve", "sheet", "sheets", "params", "opening", "overlap", "sensitivity", "compare", "grundy", "figures", "report"}
lower = [o for o in objs if "/obj/sheet/" in o or o.endswith("/cli_sheet.o")]
# the shared files of the command line (not the other commands that cli.c's dispatch reaches)
tool = {o for o in objs if "/tool/" in o and "/cmd/" not in o and o not in lower and
        not os.path.basename(o).startswith(("report", "sens_ensemble", "main"))}
for o in glob.glob(b + "/tool/gamedyn/cmd/cmd_*.o"):
    name = os.path.basename(o)[4:-2]
    if name in sheet_cmds:
        continue
    # through the command line's own files (cli.c, table_png.c, ...), not the library's
    seen, todo = {o}, [o]
    while todo:
        for n in calls[todo.pop()]:
            if n in tool and n not in seen:
                seen.add(n)
                todo.append(n)
    for t in sorted(seen):
        for n in sorted(calls[t] & set(lower)):
            print("%s reaches %s (from %s)" % (name, os.path.relpath(n, b), os.path.relpath(t, b)))
print("checked %d objects" % len(objs))
PYEOF
grep -v '^checked' "$T/report" | while read -r line; do echo "cli_layers: $line" >&2; done
n=$(grep -vc '^checked' "$T/report")
[ "$n" -eq 0 ] && ok || { checks=$((checks + 1)); fails=$((fails + 1)); }
grep -q '^checked [1-9]' "$T/report" && ok || bad "no objects read in $B"
echo "cli_layers: $checks checks, $fails failed"
[ "$fails" -eq 0 ]
