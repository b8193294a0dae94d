#!/usr/bin/env bash
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
QT_QPA_PLATFORM=offscreen KRAJINA_SCREENSHOT_DIR=$out "$build/bin/views_tst_ruleeditor" screenshot >/dev/null

"$build/bin/krajina-cli" sheets --expansion base --pdf "$work/base.pdf" --backs long >/dev/null
"$build/bin/krajina-cli" dosrios render --seed 7 --dam 2,1,S --width 900 --png "$out/dos-rios.png"
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$work/base.pdf" "$out/sheet-a4"
echo "screenshots in $out"
