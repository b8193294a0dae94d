#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that the folders of model/ depend one way, as model/README.md says:
# each folder includes headers of its own folder and of the folders listed
# for it below, nothing else of model/. Prints each include that breaks the
# order (file:line) and exits 1 if there is one.
# Usage: packaging/model-layers.sh [SOURCE-DIR]
set -euo pipefail
src=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$src/model"

# folder -> the folders below it that it may include (besides itself and the root)
declare -A allowed=(
    [tile]=""
    [rulebook]=""
    [engine/dosrios]="tile engine/random.h engine/histogram.h engine/cellcounts.h engine/interval.h engine/csvrow.h engine/gameblocks.h engine/game.h engine/rulecodetable.h engine/recorderrors.h engine/seats.h engine/montecarlo.h"
    [catalogue]="tile engine/dosrios"
    [render]="catalogue tile engine/dosrios"
    [engine/carcassonne]="catalogue tile engine/random.h engine/histogram.h engine/cellcounts.h engine/interval.h engine/csvrow.h engine/gameblocks.h engine/game.h engine/rulecodetable.h engine/recorderrors.h engine/seats.h engine/montecarlo.h"
    [document]="catalogue rulebook tile render engine/dosrios"
    [preview]="engine/carcassonne engine/dosrios engine/random.h catalogue render tile"
    [wiki]="document rulebook catalogue tile engine/dosrios"
)

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
exit $status
