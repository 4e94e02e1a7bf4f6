#!/bin/sh
# The binary interface of libgamedyn.so (docs/architecture.md, "The binary interface"):
#   - what the shared library exports (nm -D --defined-only) is exactly the functions the
#     public headers include/gamedyn/*.h declare: nothing private leaks out, nothing public
#     is missing (a declaration without GD_API, or without a definition);
#   - every function and object those headers declare carries GD_API, and no static inline
#     one does;
#   - the prefix rule, "a function's prefix names its header" (gd_heap_* in heap.h): the
#     functions that break it are exactly those listed in tests/cli/abi_prefix_exceptions.txt,
#     so the list can only shrink (a function renamed or moved: its line goes too).
# Linux only (nm -D reads ELF; on macOS the library has no version script either).
. tests/cli/lib_cli.sh
B=$(dirname "$G")
SO=$B/libgamedyn.so
EXC=tests/cli/abi_prefix_exceptions.txt
if [ "$(uname -s)" != Linux ] || ! command -v nm >/dev/null 2>&1 || ! command -v python3 >/dev/null 2>&1; then
    echo "cli_abi: skipped (needs Linux, nm and python3)"
    exit 0
fi
[ -f "$SO" ] || { bad "no $SO (make $SO)"; echo "cli_abi: $checks checks, $fails failed"; exit 1; }
nm -D --defined-only "$SO" >"$T/nm" 2>"$T/err" && ok || bad "nm -D $SO: $(cat "$T/err")"
python3 - "$T/nm" "$EXC" >"$T/report" 2>&1 <<'PYEOF'
import glob, os, re, sys

def blank(text):
    """text with comments, string and character literals and preprocessor lines made blanks
    (newlines kept), so that offsets stay those of the file."""
    out = list(text)
    i, n, bol = 0, len(text), True
    while i < n:
        c = text[i]
        if bol and c == "#":
            j = i
            while j < n and (text[j] != "\n" or text[j - 1] == "\\"):
                j += 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j += 1
        else:
            bol = c == "\n" or (bol and c.isspace())
            i += 1
            continue
        for k in range(i, min(j, n)):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)

def outside_braces(stmt):
    out, d = [], 0
    for c in stmt:
        d += {"{": 1, "}": -1}.get(c, 0)
        if d == 0 and c != "}":
            out.append(c)
    return "".join(out)

def classify(stmt, body):
    """(kind, name, static, marked) of one top-level declaration, or None: kind 'function'
    (a prototype or an inline definition) or 'object' (extern)."""
    words = stmt.split()
    if not words or words[0] == "typedef":
        return None
    static, marked = "static" in words, words[0] == "GD_API"
    t = outside_braces(stmt)
    p = t.find("(")
    if p < 0:
        return ("object", re.findall(r"[A-Za-z_]\w*", t)[-1], static, marked) if "extern" in words else None
    m = re.match(r"\s*\*\s*([A-Za-z_]\w*)\s*(\(?)", t[p + 1:])
    if m:  # "T (*name)(...)": a pointer object; "T (*name(args))(...)": a function returning one
        return ("function" if m.group(2) else "object", m.group(1), static, marked)
    m = re.search(r"([A-Za-z_]\w*)\s*$", t[:p])
    return ("function", m.group(1), static, marked) if m else None

def declarations(text):
    s, res, i, start, depth = blank(text), [], 0, None, 0
    while i < len(s):
        c = s[i]
        if start is None:
            if c.isspace() or c == ";":
                i += 1
                continue
            start = i
        if c == "{":
            head = s[start:i].strip()
            if depth == 0 and head.endswith(")") and not re.match(r"(typedef|struct|union|enum)\b", head):
                d, j = 1, i + 1  # a function's body: the declaration ends with it
                while j < len(s) and d:
                    d += {"{": 1, "}": -1}.get(s[j], 0)
                    j += 1
                res.append(classify(s[start:i], True))
                start, i = None, j
                continue
            depth += 1
        elif c == "}":
            depth -= 1
        elif c == ";" and depth == 0:
            res.append(classify(s[start:i], False))
            start = None
        i += 1
    return [r for r in res if r]

bad = []
declared = {}  # name -> header, of what the library must export
inline = {}
for path in sorted(glob.glob("include/gamedyn/*.h")):
    h = os.path.basename(path)
    for kind, name, static, marked in declarations(open(path, encoding="utf-8").read()):
        if static:
            inline[name] = h
            if marked:
                bad.append("%s: %s is static, GD_API marks nothing there" % (h, name))
            continue
        if not marked:
            bad.append("%s: %s is declared without GD_API" % (h, name))
        if name in declared and declared[name] != h:
            bad.append("%s: %s is declared in %s too" % (h, name, declared[name]))
        declared[name] = h
exported = set()
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) == 3 and f[1] != "A":  # A: the version node (GAMEDYN_0)
        exported.add(f[2].split("@")[0])
for name in sorted(exported - set(declared)):
    bad.append("libgamedyn.so exports %s, which no public header declares" % name)
for name in sorted(set(declared) - exported):
    bad.append("%s: %s is declared but libgamedyn.so does not export it (no GD_API, or no definition)"
               % (declared[name], name))

# The prefix rule: gd_NAME_* (or gd_NAME itself) in NAME.h; the static inline functions too.
everything = dict(declared, **inline)
off = sorted((h, n) for n, h in everything.items()
             if not (n == "gd_" + h[:-2] or n.startswith("gd_" + h[:-2] + "_")))
listed = []
for line in open(sys.argv[2], encoding="utf-8"):
    line = line.split("#")[0].split()
    if line:
        listed.append(tuple(line))
for h, n in sorted(set(off) - set(listed)):
    bad.append("%s: %s breaks the prefix rule (gd_%s_*) and is not in %s" % (h, n, h[:-2], sys.argv[2]))
for h, n in sorted(set(listed) - set(off)):
    bad.append("%s lists %s %s, which is not an exception (any more): remove the line" % (sys.argv[2], h, n))
if listed != sorted(set(listed)):
    bad.append("%s is not sorted, or has a line twice" % sys.argv[2])
for b in bad:
    print(b)
per = {}
for h, n in off:
    per[h] = per.get(h, 0) + 1
print("prefix exceptions per header: " + ", ".join("%s %d" % (h, per[h]) for h in sorted(per)))
print("%d exported, %d declared, %d prefix exceptions, %d problems" % (len(exported), len(declared), len(off), len(bad)))
sys.exit(1 if bad else 0)
PYEOF
if [ $? -eq 0 ]; then ok; else bad "$(head -n -2 "$T/report")"; fi
tail -n 2 "$T/report" | head -n 1
echo "cli_abi: $checks checks, $fails failed ($(tail -n 1 "$T/report"))"
[ "$fails" -eq 0 ]
