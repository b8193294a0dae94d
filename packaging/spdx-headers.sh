#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# REUSE licence headers for Krajina's source files (C++, CMake, shell, Python).
#
#   packaging/spdx-headers.sh [SOURCE_DIR]          add the header where it is missing
#   packaging/spdx-headers.sh --check [SOURCE_DIR]  list files without it; exit 1 if any
#
# The header is two comment lines at the top (after a shebang):
#   // SPDX-FileCopyrightText: 2026 Krajina contributors
#   // SPDX-License-Identifier: GPL-3.0-or-later
# with "#" instead of "//" in CMake, shell and Python files. Data, translations,
# pictures and documents are covered by REUSE.toml instead. CTest runs --check.
set -euo pipefail

mode=add
if [ "${1:-}" = --check ]; then
    mode=check
    shift
fi
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root"

copyright='SPDX-FileCopyrightText: 2026 Krajina contributors'
licence='SPDX-License-Identifier: GPL-3.0-or-later'

# Source files of the tree; build folders (anything with a CMakeCache.txt, or
# named build*), hidden folders other than .ci and test data are not sources.
source_files() {
    find . \( -type d \( -name '.*' ! -name . ! -name .ci -o -name 'build*' -o -name data \
                        -o -exec test -e '{}/CMakeCache.txt' \; \) -prune \) \
        -o -type f \( -name '*.cpp' -o -name '*.h' -o -name 'CMakeLists.txt' -o -name '*.cmake' \
                      -o -name '*.sh' -o -name '*.py' -o -path './.ci/*' \) -print |
        sed 's|^\./||' | LC_ALL=C sort
}

has_header() {
    local head
    head=$(head -n 12 "$1")
    [[ $head == *"$copyright"* && $head == *"SPDX-License-Identifier:"* ]]
}

comment_for() {
    case "$1" in
        *.cpp | *.h) echo '//' ;;
        *) echo '#' ;;
    esac
}

add_header() {
    local file=$1 mark tmp
    mark=$(comment_for "$file")
    tmp=$(mktemp)
    {
        if head -n 1 "$file" | grep -q '^#!'; then
            head -n 1 "$file"
            printf '%s %s\n%s %s\n' "$mark" "$copyright" "$mark" "$licence"
            tail -n +2 "$file"
        else
            printf '%s %s\n%s %s\n\n' "$mark" "$copyright" "$mark" "$licence"
            cat "$file"
        fi
    } >"$tmp"
    cat "$tmp" >"$file" # keeps the file's mode (scripts stay executable)
    rm -f "$tmp"
}

missing=0
while IFS= read -r file; do
    has_header "$file" && continue
    if [ "$mode" = check ]; then
        echo "$file: no SPDX licence header (run packaging/spdx-headers.sh)"
        missing=$((missing + 1))
    else
        add_header "$file"
        echo "added the header to $file"
    fi
done < <(source_files)

if [ "$mode" = check ] && [ "$missing" -gt 0 ]; then
    echo "$missing file(s) lack the two SPDX lines at the top; see CONTRIBUTING.md" >&2
    exit 1
fi
exit 0
