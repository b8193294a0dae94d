#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that the folders of model/ depend one way, as model/README.md says:
# each folder includes headers of its own folder and of the folders listed
# for it below, nothing else of model/. Then the same for the folders of
# views/ (views/README.md), and that the folders of app/ include each other
# one way only. Prints each include that breaks the order (file:line) and
# exits 1 if there is one.
# Usage: packaging/model-layers.sh [SOURCE-DIR]
set -euo pipefail
src=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$src/model"

# What every game's folder under engine/ may include of engine/'s own files: what the games share.
engine_shared="engine/random.h engine/histogram.h engine/cellcounts.h engine/interval.h engine/csvrow.h engine/gameblocks.h engine/game.h engine/gamesession.h engine/rulecodetable.h engine/recorderrors.h engine/seats.h engine/montecarlo.h engine/simulationresults.h"

# folder -> the folders below it that it may include (besides itself and the root)
declare -A allowed=(
    [tile]=""
    [hex]="tile engine/random.h"
    [rulebook]=""
    [catalogue]="tile hex"
    [render]="catalogue tile hex"
    [engine/carcassonne]="catalogue tile $engine_shared"
    [engine/dosrios]="hex catalogue tile $engine_shared"
    [document]="catalogue rulebook tile hex render"
    [preview]="engine/carcassonne engine/random.h catalogue render tile hex"
    [wiki]="document rulebook catalogue tile hex"
)

# A game's folder not listed above (a new game) sits above the catalogue, as Carcassonne does.
for folder in engine/*/; do
    folder=${folder%/}
    [[ -v "allowed[$folder]" ]] || allowed[$folder]="catalogue tile $engine_shared"
done

status=0
for folder in "${!allowed[@]}"; do
    while IFS=: read -r file line include; do
        target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$include")
        [[ $target == */* ]] || continue # the root's headers, or the folder's own by name
        ok=0
        for permitted in "$folder" ${allowed[$folder]}; do
            if [[ $target == "$permitted"/* || $target == "$permitted" ]]; then
                ok=1
                break
            fi
        done
        if ((!ok)); then
            echo "model/$file:$line: $folder/ may not include \"$target\" (model/README.md)"
            status=1
        fi
    done < <(grep -rn '#include "' "$folder" --include='*.h' --include='*.cpp' | grep -v "^$folder/[^:]*:[0-9]*:#include \"[^/\"]*\"" || true)
done
# The one-floor engine: every game's folder sits on one floor, above the catalogue; no folder
# below the games includes a game's folder (the pieces a game shares with them live in hex/ or
# tile/).
for folder in tile hex rulebook catalogue render document wiki; do
    [[ -d $folder ]] || continue
    if grep -rn '#include "engine/[a-z]*/' "$folder" --include='*.h' --include='*.cpp' | sed 's|^|model/|'; then
        echo "model/$folder/: a folder below the games may not include a game's folder engine/GAME/ (model/README.md)"
        status=1
    fi
done
# engine/'s own files are what every game shares, below the games; only the registry of the
# games (engine/games.cpp) includes them.
if grep -n '#include "engine/[a-z]*/' engine/*.h engine/*.cpp 2>/dev/null | grep -v '^engine/games\.cpp:'; then
    echo "model/engine/: only games.cpp may include a game's folder (model/engine/README.md)"
    status=1
fi
# The root's own files include nothing of the folders.
if grep -n '#include "[a-z]*/' ./*.h ./*.cpp 2>/dev/null; then
    echo "model/: the root's files may not include a folder's headers (model/README.md)"
    status=1
fi

# views/: every file is in a folder; a folder includes headers of its own folder (by name) and of
# the folders listed for it (as FOLDER/NAME.h), never one above it or beside it. A header of
# views/ is told from a model/ header of the same folder name by where the file is.
cd "$src/views"
declare -A views_allowed=(
    [common]=""
    [catalogue]="common"
    [editor]="common"
    [rules]="common"
    [wiki]="common"
    [board]="common"
    [hexboard]="common"
    [simulation]="board hexboard common"
    [boarddock]="board hexboard simulation common"
)
for file in *.h *.cpp; do
    [[ -e $file ]] || continue
    echo "views/$file: every source of views/ is in a folder (views/README.md)"
    status=1
done
for folder in */; do
    folder=${folder%/}
    if [[ ! -v views_allowed[$folder] ]]; then
        echo "views/$folder/: a folder that views/README.md and packaging/model-layers.sh do not list"
        status=1
    fi
done
for folder in "${!views_allowed[@]}"; do
    [[ -d $folder ]] || continue
    while IFS=: read -r file line include; do
        target=$(sed -E 's/.*#include "([^"]+)".*/\1/' <<<"$include")
        if [[ $target != */* ]]; then
            # By name: its own folder's header, or one of model/'s root. Another folder's is wrong.
            where=$(compgen -G "*/$target" | head -n 1 || true)
            if [[ ! -f $folder/$target && -n $where ]]; then
                echo "views/$file:$line: \"$target\" is in $(dirname "$where")/: include it as \"$where\""
                status=1
            fi
            continue
        fi
        [[ -f $target ]] || continue # a header of model/
        ok=0
        for permitted in ${views_allowed[$folder]}; do
            [[ $target == "$permitted"/* ]] && ok=1
        done
        if ((!ok)); then
            echo "views/$file:$line: $folder/ may not include \"$target\" (views/README.md)"
            status=1
        fi
    done < <(grep -rn '#include "' "$folder" --include='*.h' --include='*.cpp' || true)
done

# app/: the main window's files at the root, the command line in cli/. No folder of app/
# includes a header of a folder whose includes lead back to it (no folder circles).
cd "$src/app"
mapfile -t app_edges < <(
    find . -type f \( -name '*.h' -o -name '*.cpp' \) | LC_ALL=C sort | while read -r file; do
        from=$(dirname "${file#./}")
        sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$file" | while read -r include; do
            for candidate in "$(dirname "$file")/$include" "./$include" "cli/$include"; do
                if [[ -f $candidate ]]; then
                    to=$(dirname "$(realpath -m --relative-to=. "$candidate")")
                    [[ $to != "$from" ]] && echo "$from $to $file"
                    break
                fi
            done
        done
    done
)
# A folder edge "a b" closes a circle when b reaches a again along the edges.
reaches() { # reaches FROM TO: is TO reachable from FROM?
    local -A seen=([$1]=1)
    local queue=("$1") current edge efrom eto _
    while ((${#queue[@]})); do
        current=${queue[0]}
        queue=("${queue[@]:1}")
        [[ $current == "$2" ]] && return 0
        for edge in "${app_edges[@]}"; do
            read -r efrom eto _ <<<"$edge"
            if [[ $efrom == "$current" && ! -v seen[$eto] ]]; then
                seen[$eto]=1
                queue+=("$eto")
            fi
        done
    done
    return 1
}
for edge in "${app_edges[@]}"; do
    read -r from to file <<<"$edge"
    if reaches "$to" "$from"; then
        [[ $to == . ]] && to_name="app/" || to_name="app/$to/"
        [[ $from == . ]] && from_name="app/" || from_name="app/$from/"
        echo "app/${file#./}: includes a header of $to_name, whose includes lead back to $from_name (a folder circle)"
        status=1
    fi
done
exit $status
