#!/usr/bin/env bash
# The house rules on size for the C sources of a folder (default tools/): functions under 80
# lines, files under 500 (GD_MAX_FUNCTION_LINES, GD_MAX_FILE_LINES). Prints every function
# and file that is not under its limit, longest first, and exits 1 if there is any:
#   bash scripts/sizes.sh [FOLDER]
#   274 tools/gamedyn/cmd/cmd_params.c gd_cmd_params    (a function: lines, file, name)
#   tools/gamedyn/cmd/cmd_sheet.c 595 lines             (a file)
# A function is counted as the style writes it: from the line holding its name (the line at
# column 0 before the indented continuations of its parameters, if any, and the line that is
# exactly "{") to the next line that is exactly "}", both included. A line at column 0
# without "(" before the "{" (a struct, an enum) is no function.
set -uo pipefail
dir=${1:-tools/}
max_fn=${GD_MAX_FUNCTION_LINES:-80}
max_file=${GD_MAX_FILE_LINES:-500}
if [ ! -d "$dir" ]; then
    echo "sizes.sh: no folder '$dir'" >&2
    exit 2
fi
files=$(find "$dir" -type f \( -name '*.c' -o -name '*.h' \) | LC_ALL=C sort)
[ -n "$files" ] || exit 0
# shellcheck disable=SC2086
fns=$(awk -v max_fn="$max_fn" '
    FNR == 1 { delete text; start = 0 }
    { text[FNR] = $0 }
    $0 == "{" {
        k = FNR - 1
        while (k > 0 && text[k] ~ /^[ \t]/) k--
        start = 0
        if (k > 0 && text[k] ~ /^[A-Za-z_].*\(/) {
            s = text[k]; sub(/\(.*/, "", s)
            if (match(s, /[A-Za-z_][A-Za-z0-9_]*$/)) { start = k; name = substr(s, RSTART, RLENGTH) }
        }
        next
    }
    $0 == "}" && start {
        n = FNR - start + 1
        if (n >= max_fn) print n, FILENAME, name
        start = 0
    }' $files | sort -k1,1nr -k2,2 -k3,3)
big=$(wc -l $files | awk -v max_file="$max_file" '$2 != "total" && $1 >= max_file { print $2, $1, "lines" }' |
      sort -k2,2nr -k1,1)
[ -n "$fns" ] && echo "$fns"
[ -n "$big" ] && echo "$big"
[ -z "$fns$big" ]
