#!/bin/sh
# Man pages from the --help texts: gamedyn.1 and gamedyn-CMD.1 for every command that
# `gamedyn --help` lists.   sh scripts/man.sh BIN VERSION OUTDIR
# The pages are built in a temporary folder and moved into OUTDIR only when all are made.
set -eu
bin=$1 version=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
wrap=$here/help2man-wrap.sh
command -v help2man >/dev/null || { echo "man.sh: help2man is not installed (bash scripts/setup.sh installs it)" >&2; exit 2; }
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
tmp=$(mktemp -d "${TMPDIR:-/tmp}/gamedyn-man.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The same date in every build of one commit: pages are reproducible.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$here" log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH

# The command table of `gamedyn --help`: two-space indented lines after "commands:".
"$bin" --help | awk '/^commands:/ { f = 1; next } f && /^$/ { exit }
    f && /^  [a-z]/ { name = $1; $1 = ""; sub(/^ +/, ""); print name "\t" $0 }' >"$tmp/commands"
[ -s "$tmp/commands" ] || { echo "man.sh: no command table in '$bin --help'" >&2; exit 2; }

{ echo "[SEE ALSO]"; cut -f1 "$tmp/commands" | sed 's/^/.BR gamedyn-/; s/$/ (1),/' | sed '$ s/,$//'; } >"$tmp/see-main"
printf '[SEE ALSO]\n.BR gamedyn (1)\n' >"$tmp/see-cmd"

GD_MAN_BIN=$bin GD_MAN_VERSION=$version help2man --no-info --include="$tmp/see-main" \
    --name="impartial combinatorial games as dynamical systems" --output="$tmp/gamedyn.1" "$wrap"
while IFS="	" read -r cmd desc; do
    GD_MAN_BIN=$bin GD_MAN_CMD=$cmd GD_MAN_VERSION=$version help2man --no-info --include="$tmp/see-cmd" \
        --name="$desc" --output="$tmp/gamedyn-$cmd.1" "$wrap"
done <"$tmp/commands"
mkdir -p "$out"
rm -f "$out"/gamedyn*.1
mv "$tmp"/*.1 "$out"/
