#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The clean-install test, run as root inside a minimal Debian root that has
# nothing of Krajina's (packaging/devroot.sh install-test sets it up):
#   install-test.sh KRAJINA_DEB
# installs the package with apt as a user would, then runs the installed
# programs only (no build tree, no source tree).
set -euo pipefail
deb=$1
export DEBIAN_FRONTEND=noninteractive
start=$SECONDS
step() { printf 'install-test: [%3ds] %s\n' "$((SECONDS - start))" "$*"; }
fail() { printf 'install-test: FAILED: %s\n' "$*" >&2; exit 1; }

step "apt-get install ./$(basename "$deb")"
apt-get update -qq
(cd "$(dirname "$deb")" && apt-get install -y -qq --no-install-recommends "./$(basename "$deb")" >/dev/null)
dpkg -s krajina | grep -E '^(Version|Installed-Size|Depends):' | sed 's/^/    /'

step "installed files"
for f in /usr/bin/krajina /usr/bin/krajina-cli \
    /usr/share/applications/org.krajina.Krajina.desktop \
    /usr/share/metainfo/org.krajina.Krajina.metainfo.xml \
    /usr/share/mime/packages/org.krajina.Krajina.xml \
    /usr/share/icons/hicolor/scalable/apps/org.krajina.Krajina.svg \
    /usr/share/icons/hicolor/48x48/apps/org.krajina.Krajina.png \
    /usr/share/icons/hicolor/256x256/apps/org.krajina.Krajina.png \
    /usr/share/man/man1/krajina.1 /usr/share/man/man1/krajina-cli.1; do
    [ -s "$f" ] || fail "$f is missing"
done
# The package's triggers registered the MIME type.
grep -q '^application/x-krajina' /usr/share/mime/types || fail "the MIME type is not registered"

work=$(mktemp -d)
cd "$work"
export HOME=$work XDG_CONFIG_HOME=$work/config XDG_RUNTIME_DIR=$work/runtime
mkdir -m 700 "$XDG_RUNTIME_DIR"

step "krajina-cli --version"
krajina-cli --version | tee version.txt
grep -q '^krajina-cli [0-9]' version.txt || fail "krajina-cli --version"

step "krajina-cli check"
krajina-cli check >check.txt || fail "krajina-cli check: $(tail -n 5 check.txt)"
tail -n 1 check.txt

step "krajina-cli sheets --expansion base --pdf x.pdf"
krajina-cli sheets --expansion base --pdf x.pdf
[ "$(head -c 5 x.pdf)" = "%PDF-" ] || fail "x.pdf is not a PDF"
printf '    x.pdf: %d bytes\n' "$(stat -c %s x.pdf)"

step "krajina-cli convert the bundled catalogue to a .krajina file and check it (Qt's SQLite driver)"
krajina-cli convert :/data/catalogue/ catalogue.krajina
krajina-cli check catalogue.krajina >check-sqlite.txt || fail "krajina-cli check catalogue.krajina: $(tail -n 5 check-sqlite.txt)"

step "krajina-cli simulate --keep-stuck DIR --csv FILE; krajina-cli play a kept game"
krajina-cli simulate --expansions base,cutcassonne-river --games 3 --keep-stuck stuck --keep-max 1 --csv sim.csv \
    >simulate.txt || fail "krajina-cli simulate: $(tail -n 5 simulate.txt)"
head -n 1 sim.csv | grep -q '^figure,tile,value,x,y,count$' || fail "sim.csv has no CSV header"
krajina-cli play stuck/stuck-game-000000.json >play.txt || fail "krajina-cli play: $(tail -n 5 play.txt)"
tail -n 1 play.txt

step "krajina --help and --version without a display"
krajina --version | tee gui-version.txt
grep -q '^krajina [0-9]' gui-version.txt || fail "krajina --version"
krajina --help | grep -q -- '--screenshot' || fail "krajina --help"

step "the Czech translation (krajina --language cs --help)"
# (not "| tee | head": head's early exit would kill tee with SIGPIPE under pipefail)
krajina --language cs --help >help-cs.txt
head -n 3 help-cs.txt
grep -q 'Editor pravidel a katalogu kartiček' help-cs.txt || fail "the Czech translation did not load"

step "krajina --screenshot (offscreen)"
QT_QPA_PLATFORM=offscreen krajina --language en --screenshot shot.png 2>gui.log || fail "krajina --screenshot: $(cat gui.log)"
[ "$(head -c 8 shot.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "shot.png is not a PNG"
QT_QPA_PLATFORM=offscreen krajina --language cs --screenshot shot-cs.png 2>>gui.log || fail "krajina --language cs"
[ -s shot-cs.png ] || fail "shot-cs.png is missing"
if grep -i 'QSqlDatabase\|driver not loaded\|Could not load the Qt platform' gui.log; then fail "the GUI complained (above)"; fi

# What a desktop adds, installed only now so that the package alone had to be enough above:
# an X server, GLib's MIME and application look-up, and the distributions' validators.
step "apt-get install xvfb xauth libglib2.0-bin appstream desktop-file-utils (for the checks below)"
apt-get install -y -qq --no-install-recommends xvfb xauth libglib2.0-bin appstream desktop-file-utils >/dev/null

step "appstreamcli validate and desktop-file-validate on the installed files"
appstreamcli validate --no-net --pedantic /usr/share/metainfo/org.krajina.Krajina.metainfo.xml \
    || fail "appstreamcli validate"
desktop-file-validate /usr/share/applications/org.krajina.Krajina.desktop || fail "desktop-file-validate"

step "a .krajina file is application/x-krajina, by name and by content, and opens with Krajina"
cp catalogue.krajina no-extension
for f in catalogue.krajina no-extension; do
    type=$(gio info -a standard::content-type "$f" | sed -n 's/^ *standard::content-type: //p')
    [ "$type" = application/x-krajina ] || fail "$f is \"$type\", not application/x-krajina"
done
gio mime application/x-krajina >mime.txt
head -n 1 mime.txt
grep -q 'org.krajina.Krajina.desktop' mime.txt || fail "no application for application/x-krajina"
# Start Krajina the way a file manager does: the desktop file's Exec line with the file for %F.
exec_line=$(sed -n 's/^Exec=//p' /usr/share/applications/org.krajina.Krajina.desktop)
command_line=${exec_line//%F/$work/catalogue.krajina}
command_line=${command_line//%U/$work/catalogue.krajina}
step "under Xvfb: $command_line --screenshot shot-open.png"
# shellcheck disable=SC2086 # the Exec line is split into words as a launcher would
xvfb-run -a -s "-screen 0 1600x1000x24" $command_line --language en --screenshot "$work/shot-open.png" \
    2>gui-open.log || fail "krajina under Xvfb: $(cat gui-open.log)"
[ "$(head -c 8 shot-open.png | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "shot-open.png is not a PNG"
# It opened the file: the file is now its most recent one.
grep -rqs "$work/catalogue.krajina" "$XDG_CONFIG_HOME" || fail "krajina did not open catalogue.krajina"
if grep -i 'QSqlDatabase\|driver not loaded\|Could not load the Qt platform' gui-open.log; then
    fail "the GUI complained (above)"
fi
if [ -n "${KRAJINA_INSTALL_TEST_OUT:-}" ]; then
    cp shot.png shot-cs.png shot-open.png x.pdf "$KRAJINA_INSTALL_TEST_OUT/"
fi

step "passed"
