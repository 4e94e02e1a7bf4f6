#!/bin/sh
# What help2man runs in place of the tool or one subcommand: "GD_MAN_BIN [GD_MAN_CMD] --help",
# and a --version line of its own ("gamedyn-CMD (gamedyn) VERSION", GNU style, which names
# the page), so the man pages need nothing from the tool but --help.
#   GD_MAN_BIN=build/release/gamedyn GD_MAN_CMD=solve GD_MAN_VERSION=0.2.0 \
#       help2man scripts/help2man-wrap.sh
set -e
case "${1:-}" in
--version)
    echo "gamedyn${GD_MAN_CMD:+-$GD_MAN_CMD} (gamedyn) $GD_MAN_VERSION" ;;
--help)
    # help2man makes a SYNOPSIS of a first line "Usage: ..." (capital U); the usage's
    # indented continuation lines join it, or they would land in DESCRIPTION.
    t=$(mktemp "${TMPDIR:-/tmp}/gamedyn-help.XXXXXX")
    if ! "$GD_MAN_BIN" ${GD_MAN_CMD:+"$GD_MAN_CMD"} --help >"$t"; then rm -f "$t"; exit 2; fi
    awk 'NR == 1 && sub(/^usage:/, "Usage:") { u = 1; line = $0; next }
         u && /^ +[^ ]/ { sub(/^ +/, " "); line = line $0; next }
         u { print line; u = 0 }
         { print }
         END { if (u) print line }' "$t"
    rm -f "$t" ;;
*)
    echo "help2man-wrap.sh: expected --help or --version" >&2; exit 2 ;;
esac
