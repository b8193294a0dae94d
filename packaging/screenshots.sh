#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the README's pictures with Krajina's own code. Runs inside the build
# environment (packaging/devroot.sh screenshots calls it):
#   packaging/screenshots.sh BUILD_DIR OUT_DIR
set -euo pipefail
build=$1
out=$2
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Fresh settings, so that the pictures show the default layout and English.
export XDG_CONFIG_HOME=$work/config

shot() {
    xvfb-run -a -s "-screen 0 1600x1000x24" "$build/bin/krajina" --language en "$@"
}

shot --tile river-1/CIRI --sandbox base,river-1 --screenshot "$out/main-window.png"
QT_QPA_PLATFORM=offscreen KRAJINA_SCREENSHOT_DIR=$out "$build/bin/tst_ruleeditor" screenshot >/dev/null
# The Simulate page after 1000 games of River I and the base game, in English and Czech.
QT_QPA_PLATFORM=offscreen KRAJINA_SCREENSHOT_DIR=$out "$build/bin/tst_simulatepage" screenshot >/dev/null
# The same page for Dos Rios after 1000 games of 3 players, in English and Czech.
QT_QPA_PLATFORM=offscreen KRAJINA_SCREENSHOT_DIR=$out "$build/bin/tst_dosriossimulation" screenshot >/dev/null
# The balance figures of an expansion of its own (three tile designs) against the base game on the Simulate
# page of the main window at 1280x800: 500 games of two greedy players, the Tiles and the Comparison tabs, in
# English and Czech; and Dos Rios's Seats tab after 300 games of a greedy player against two random ones.
QT_QPA_PLATFORM=offscreen:configfile=$(dirname "$0")/../tests/views/data/offscreen-1280x800.json \
    KRAJINA_SCREENSHOT_DIR=$out "$build/bin/tst_balancepage" >/dev/null

# An expansion of one's own, made by the journey's widget test, among the base game's tiles.
QT_QPA_PLATFORM=offscreen KRAJINA_SCREENSHOT_DIR=$work "$build/bin/tst_authorjourney" newExpansionFromScratch >/dev/null
shot "$work/towers.krajina" --tile towers/CFRF --screenshot "$out/custom-tile.png"
# A Dos Rios game record opened on the Play page.
shot --dos-rios-game "$(dirname "$0")/../tests/app/data/records/dos-rios/captures-and-buildings.json" \
    --screenshot "$out/dos-rios-game.png"

"$build/bin/krajina-cli" sheets --expansion base --pdf "$work/base.pdf" --backs long >/dev/null
"$build/bin/krajina-cli" dosrios render --seed 7 --dam 2,1,S --width 900 --png "$out/dos-rios.png"
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$work/base.pdf" "$out/sheet-a4"
echo "screenshots in $out"
