#!/bin/sh
# The tree against docs/architecture.md: the table of modules there (module, folder,
# public headers, may use) is read, and every include of every library file and public
# header is checked against it:
#   - every folder of src/ (and of src/games/) is a module of the table, every public header
#     belongs to exactly one module;
#   - a module includes public headers of its own and of the modules it may use only, and
#     private headers only from its own folder (no "../");
#   - the "may use" relation has no circle, and no library file includes the tool's headers;
#   - api.h (the marker GD_API) belongs to no module: every public header includes it, and
#     it includes no other header of the library.
. tests/cli/lib_cli.sh
python3 - docs/architecture.md >"$T/out" 2>&1 <<'EOF'
import os, re, sys

doc = open(sys.argv[1], encoding="utf-8").read().split("\n")
mods = {}  # name -> (folder, headers, uses)
for line in doc:
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) != 4 or not re.fullmatch(r"`[a-z/]+`", cells[1] or ""):
        continue
    name = cells[0].strip("`* ")
    folder = cells[1].strip("`")
    headers = re.findall(r"`([a-z_]+\.h)`", cells[2])
    uses = re.findall(r"`?([a-z]+)`?", cells[3]) if cells[3] not in ("", "-", "—") else []
    mods[name] = (folder, headers, uses)
bad = []
if not mods:
    bad.append("docs/architecture.md has no table of modules (| module | `folder` | headers | may use |)")
owner = {}
for m, (folder, headers, uses) in mods.items():
    for h in headers:
        if h in owner:
            bad.append("%s is claimed by %s and %s" % (h, owner[h], m))
        owner[h] = m
    for u in uses:
        if u not in mods:
            bad.append("%s may use %s, which is not a module of the table" % (m, u))
for h in os.listdir("include/gamedyn"):
    if h not in ("gamedyn.h", "api.h") and h not in owner:
        bad.append("include/gamedyn/%s belongs to no module" % h)
folders = {f: m for m, (f, _, _) in mods.items()}
for top in ("src", "src/games"):
    for d in sorted(os.listdir(top)):
        p = top + "/" + d
        if os.path.isdir(p) and p != "src/games" and p not in folders:
            bad.append("%s is not a module of docs/architecture.md" % p)
inc = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
def check(path, m, folder):
    allowed = {m} | set(mods[m][2])
    for name in inc.findall(open(path, encoding="utf-8").read()):
        if name.startswith("gamedyn/"):
            h = name[len("gamedyn/"):]
            if h == "gamedyn.h":
                bad.append("%s includes the umbrella header gamedyn.h" % path)
            elif h == "api.h":
                pass  # the marker GD_API: every module's
            elif h not in owner:
                bad.append("%s includes %s, which no module owns" % (path, name))
            elif owner[h] not in allowed:
                bad.append("%s (%s) includes %s of %s, which %s may not use" % (path, m, name, owner[h], m))
        elif path.startswith("src/") and name != "version.h":  # version.h: made by the build
            if ".." in name or not os.path.exists(os.path.join(os.path.dirname(path), name)):
                bad.append("%s includes %s, not a private header of its own folder" % (path, name))
for m, (folder, headers, uses) in mods.items():
    if not folder.startswith("src/"):
        continue
    if not os.path.isdir(folder):
        bad.append("%s: no folder %s" % (m, folder))
        continue
    for f in sorted(os.listdir(folder)):
        if f.endswith((".c", ".h")):
            check(folder + "/" + f, m, folder)
    for h in headers:
        if os.path.exists("include/gamedyn/" + h):
            check("include/gamedyn/" + h, m, folder)
        else:
            bad.append("%s lists include/gamedyn/%s, which does not exist" % (m, h))
# api.h: in every public header, and itself including nothing of the library.
for h in sorted(os.listdir("include/gamedyn")):
    if h.endswith(".h") and h not in ("gamedyn.h", "api.h"):
        if "gamedyn/api.h" not in inc.findall(open("include/gamedyn/" + h, encoding="utf-8").read()):
            bad.append("include/gamedyn/%s does not include gamedyn/api.h (the marker GD_API)" % h)
if os.path.exists("include/gamedyn/api.h") and inc.findall(open("include/gamedyn/api.h", encoding="utf-8").read()):
    bad.append("include/gamedyn/api.h includes other headers; it holds the marker GD_API only")
# No circle in "may use": repeatedly remove modules that use nothing left.
left = {m: set(u for u in uses if u in mods and u != m) for m, (_, _, uses) in mods.items()}
while left:
    free = [m for m, u in left.items() if not (u & set(left))]
    if not free:
        bad.append("the modules %s use each other in a circle" % ", ".join(sorted(left)))
        break
    for m in free:
        del left[m]
for b in bad:
    print(b)
print("%d modules, %d problems" % (len(mods), len(bad)))
sys.exit(1 if bad else 0)
EOF
if [ $? -eq 0 ]; then ok; else bad "$(cat "$T/out")"; fi
echo "cli_architecture: $checks checks, $fails failed ($(tail -1 "$T/out"))"
[ "$fails" -eq 0 ]
