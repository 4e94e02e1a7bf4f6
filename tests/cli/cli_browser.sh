#!/bin/sh
# The report in a real browser: headless Chromium loads index.html (at --small sizes), a script
# (tests/browser/check.js) lists every image that did not load and every table without rows;
# the test passes only when there are none. A screenshot of the page is kept as an artefact:
# ${ARTEFACTS:-build/artefacts}/report.png. The test checks itself: with one plot deleted and one
# table emptied, the same check must fail. Skipped (passes) when there is no Chromium;
# scripts/setup.sh installs it, so CI runs it.
. tests/cli/lib_cli.sh

B=""
for c in chromium chromium-headless-shell chromium-browser; do
    command -v "$c" >/dev/null 2>&1 && { B=$c; break; }
done
if [ -z "$B" ]; then
    echo "cli_browser: skipped, no chromium (scripts/setup.sh installs it)"
    exit 0
fi
A=${ARTEFACTS:-build/artefacts}
mkdir -p "$A"

# Chromium as root needs --no-sandbox; its profile and crash files go to the test folder.
browse() {
    HOME="$T" timeout 120 "$B" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$T/profile" \
        "$@" 2>>"$T/chromium.log"
}

# check DIR: "bad=N ..." for DIR/index.html
check() {
    awk -v js="tests/browser/check.js" '
        /<\/body>/ { print "<script>"; while ((getline l < js) > 0) print l; print "</script>" } { print }' \
        "$1/index.html" >"$1/check.html"
    browse --virtual-time-budget=20000 --dump-dom "file://$(cd "$1" && pwd)/check.html" |
        grep -o 'GDCHECK images=[0-9]* tables=[0-9]* bad=[0-9]*.*' | sed 's/<\/pre>.*//'
}

"$G" report --small -q -o "$T/r" >/dev/null 2>"$T/err" && ok || bad "report --small failed: $(cat "$T/err")"
res=$(check "$T/r")
echo "$res" | grep -q "bad=0" && ok || bad "the page: ${res:-no answer from $B ($(tail -2 "$T/chromium.log"))}"
imgs=$(echo "$res" | sed -n 's/.*images=\([0-9]*\).*/\1/p')
tabs=$(echo "$res" | sed -n 's/.*tables=\([0-9]*\).*/\1/p')
[ "${imgs:-0}" -ge 10 ] && [ "${tabs:-0}" -ge 11 ] && ok || bad "the browser saw $imgs images and $tabs tables"

# the screenshot, the artefact of the run (a tall window: the whole report)
rm -f "$A/report.png"
(cd "$T/r" && browse --window-size=1280,15000 --screenshot="$T/shot.png" "file://$(pwd)/index.html" >/dev/null)
[ -s "$T/shot.png" ] && cp "$T/shot.png" "$A/report.png" && ok || bad "no screenshot"

# the check fails on a broken page: the ensembles' Chomp plot missing and their table (the first
# after the heading "ensembles", table number k) without rows
cp -r "$T/r" "$T/broken"
rm "$T/broken/ens-chomp.png"
k=$(python3 -c '
import re, sys
p = sys.argv[1]
h = open(p, encoding="utf-8").read()
i = h.index("<h2 id=\"ensembles\"")
a = h.index("<tbody>", i)
b = h.index("</tbody>", a)
open(p, "w", encoding="utf-8").write(h[:a] + "<tbody>" + h[b:])
print(h[:i].count("<table"))
' "$T/broken/index.html")
k=$((k + 1))
res=$(check "$T/broken")
echo "$res" | grep -q "bad=2 .*image ens-chomp.png.*empty table $k\$" && ok ||
    bad "a missing ensemble plot and an empty ensemble table $k were not caught: $res"
echo "cli_browser: $checks checks, $fails failed; $imgs images, $tabs tables; screenshot $A/report.png"
[ "$fails" -eq 0 ]
