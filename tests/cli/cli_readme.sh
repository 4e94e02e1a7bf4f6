#!/bin/sh
# The README's "Quick tour" against the tool: every command shown there is run and its
# stdout compared with the README text, so the two cannot drift apart. The README is
# parsed each time; the convention it is written in:
#   - the tour is the section from the heading "## Quick tour" to the next "## " heading;
#   - inside its fenced code blocks (``` lines), a line "$ COMMAND" is a command (a line
#     ending in a backslash continues on the next line); COMMAND runs with bash -o pipefail
#     in a fresh temporary folder shared by the whole tour (so files written by one command
#     are there for the next), with bin/gamedyn the binary under test, stdin empty;
#   - the lines after it, up to the next "$ " line or the end of the block, are its exact
#     stdout (tabs included; trailing blank lines and trailing spaces are ignored); a command
#     with no lines after it must print nothing;
#   - a line "..." stands for any number of lines (zero or more);
#   - a version "gamedyn 0.2.0" or "gamedyn 0.2.0 (abc1234)" matches any version;
#   - the command must exit with status 0.
# Lines outside code blocks and code blocks without "$ " lines are prose, not checked.
. tests/cli/lib_cli.sh
B=$(dirname "$G")
# The tour takes about a minute on two cores; under the sanitizers it would take many,
# and it checks what the README says, not memory safety (the other tests do that).
case $B in
build/release) ;;
*) echo "cli_readme: skipped for $B (runs for the optimized build, build/release)"; exit 0 ;;
esac
mkdir -p "$T/tour/bin"
ln -s "$(cd "$(dirname "$G")" && pwd)/$(basename "$G")" "$T/tour/bin/gamedyn"
python3 - README.md "$T/tour" <<'EOF'
import re, subprocess, sys

readme, work = sys.argv[1], sys.argv[2]
lines = open(readme, encoding="utf-8").read().split("\n")

# The tour section.
try:
    start = next(i for i, l in enumerate(lines) if l.strip() == "## Quick tour")
except StopIteration:
    sys.exit("cli_readme: README.md has no '## Quick tour' section")
end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))

# Commands and their expected output: [(line number, command, [expected lines])].
tour, in_block, cur = [], False, None
i = start + 1
while i < end:
    l = lines[i]
    if l.startswith("```"):
        in_block, cur = not in_block, None
    elif in_block and l.startswith("$ "):
        n, cmd = i + 1, l[2:]
        while cmd.endswith("\\") and i + 1 < end:
            i += 1
            cmd = cmd[:-1] + "\n" + lines[i]
        cur = (n, cmd, [])
        tour.append(cur)
    elif in_block and cur is not None:
        cur[2].append(l)
    i += 1
if not tour:
    sys.exit("cli_readme: no '$ ' command in the Quick tour of README.md")

version = re.compile(r"gamedyn \d+\.\d+\.\d+( \([0-9a-f]{4,40}(-dirty)?\))?")
def norm(text_lines):
    out = [version.sub("gamedyn VERSION", l).rstrip() for l in text_lines]
    while out and out[-1] == "":
        out.pop()
    return out

def match(exp, act):
    # exp may hold "..." lines (any number of lines); dynamic programming over both lists.
    m, n = len(exp), len(act)
    ok = [[False] * (n + 1) for _ in range(m + 1)]
    ok[m][n] = True
    for a in range(m - 1, -1, -1):
        for b in range(n, -1, -1):
            if exp[a] == "...":
                ok[a][b] = ok[a + 1][b] or (b < n and ok[a][b + 1])
            else:
                ok[a][b] = b < n and exp[a] == act[b] and ok[a + 1][b + 1]
    return ok[0][0]

fails = 0
for n, cmd, expected in tour:
    try:
        r = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], cwd=work, stdin=subprocess.DEVNULL,
                           capture_output=True, text=True, timeout=600)
    except subprocess.TimeoutExpired:
        print(f"README.md:{n}: timed out: $ {cmd}", file=sys.stderr)
        fails += 1
        continue
    exp, act = norm(expected), norm(r.stdout.split("\n"))
    if r.returncode != 0:
        fails += 1
        print(f"README.md:{n}: exit status {r.returncode}: $ {cmd}\n  {r.stderr.strip()[:500]}", file=sys.stderr)
    elif not match(exp, act):
        fails += 1
        print(f"README.md:{n}: the output differs from the README: $ {cmd}", file=sys.stderr)
        print("  README:\n" + "".join(f"    {l}\n" for l in exp) + "  actual:\n" +
              "".join(f"    {l}\n" for l in act[:40]) + ("    ...\n" if len(act) > 40 else ""), file=sys.stderr, end="")
print(f"cli_readme: {len(tour)} commands of the README tour, {fails} differ")
sys.exit(1 if fails else 0)
EOF
