#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks two things about the C++ sources of app/, model/, views/ and tests/:
#
# - no file is longer than 900 lines (a longer one holds more than one job:
#   split it along its seams);
# - no two classes include each other, directly or round a longer circle. A
#   class is a header and its source (mainwindow.h + mainwindow.cpp); it
#   depends on another when either of its files includes the other's header.
#   A quoted #include is looked up beside the file, then from each of the
#   four folders (as the build's include paths do); what is not found there
#   (Qt, generated headers) is not ours.
#
# Prints each problem (file: what) and exits 1 if there is one.
# Usage: packaging/source-shape.sh [SOURCE-DIR]
set -euo pipefail
src=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$src"
readonly max_lines=900
roots=(model views app tests)

status=0
mapfile -t files < <(find "${roots[@]}" -type f \( -name '*.h' -o -name '*.cpp' \) | LC_ALL=C sort)

while read -r lines file; do
    [[ $file == total ]] && continue
    if ((lines > max_lines)); then
        echo "$file: $lines lines, more than $max_lines: split it along its seams"
        status=1
    fi
done < <(printf '%s\0' "${files[@]}" | xargs -0 wc -l)

# One "class -> class" line per include between two different classes.
edges=$(
    for file in "${files[@]}"; do
        dir=$(dirname "$file")
        from=${file%.*}
        sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$file" | while read -r include; do
            for candidate in "$dir/$include" "${roots[@]/%//$include}"; do
                if [[ -f $candidate ]]; then
                    target=$(realpath -m --relative-to=. "$candidate")
                    to=${target%.*}
                    [[ $to != "$from" ]] && echo "$from $to"
                    break
                fi
            done
        done
    done | LC_ALL=C sort -u
)

# Tarjan's strongly connected components: every component of more than one
# class is a circle of includes.
cycles=$(awk '
    { n = ++count[$1]; next_of[$1, n] = $2; node[$1] = 1; node[$2] = 1 }
    function visit(v,    i, w, comp) {
        index_of[v] = low[v] = ++counter
        stack[++top] = v; on_stack[v] = 1
        for (i = 1; i <= count[v]; i++) {
            w = next_of[v, i]
            if (!(w in index_of)) {
                visit(w)
                if (low[w] < low[v]) low[v] = low[w]
            } else if (on_stack[w] && index_of[w] < low[v]) {
                low[v] = index_of[w]
            }
        }
        if (low[v] == index_of[v]) {
            comp = ""
            do {
                w = stack[top--]; on_stack[w] = 0
                comp = (comp == "" ? w : w " <-> " comp)
            } while (w != v)
            if (index(comp, " <-> ")) print comp
        }
    }
    END { for (v in node) if (!(v in index_of)) visit(v) }
' <<<"$edges" | LC_ALL=C sort)

if [[ -n $cycles ]]; then
    while read -r cycle; do
        first=${cycle%% *}
        echo "$first: these include each other (directly or in a circle): $cycle"
        # Which includes close the circle, to start from.
        members=" ${cycle// <-> / } "
        while read -r from to; do
            if [[ $members == *" $from "* && $members == *" $to "* ]]; then
                echo "    $from includes $to"
            fi
        done <<<"$edges"
    done <<<"$cycles"
    status=1
fi
exit $status
