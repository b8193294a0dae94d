#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Krajina contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Build, test and run Krajina on any Debian-like host.
#
# Krajina needs Qt >= 6.8 and KF6 SyntaxHighlighting. Where the host lacks
# them (Debian 12), this script makes a Debian 13 root with mmdebstrap, caches
# it outside the work tree and runs everything inside it with chroot. Where
# the host has them, the same verbs build natively.
#
#   packaging/devroot.sh run [ARGS]   build if needed, start the GUI
#   packaging/devroot.sh test         build, run every test (CTest)
#   packaging/devroot.sh cli ARGS     build if needed, run krajina-cli
#   packaging/devroot.sh bench        build and run krajina-bench
#   packaging/devroot.sh screenshots  build, remake the README's pictures (packaging/screenshots)
#   packaging/devroot.sh build [TARGET...]  build the targets (default: all)
#   packaging/devroot.sh package      build, make the .deb (build/devroot/package/krajina_*.deb)
#   packaging/devroot.sh install-test make the .deb, install it with apt in a second, minimal
#                                     Debian root and run the installed programs
#   packaging/devroot.sh install-root only make (or reuse) that minimal root
#   packaging/devroot.sh fuzz [TARGET|all] [SECONDS]  build the libFuzzer harnesses
#                                     (clang, ASan, UBSan; build/fuzz) and run each
#                                     for SECONDS (20) from its seeds in tests/fuzz/corpus
#   packaging/devroot.sh exec CMD...  any command in the root, in the source tree
#   packaging/devroot.sh root         only make (or reuse) the root
#
# Environment:
#   KRAJINA_ROOT_CACHE  where roots are cached (/var/cache/krajina-devroot)
#   KRAJINA_BUILD_DIR   build folder, relative to the source tree (build/devroot)
#   KRAJINA_NATIVE      1 to force a native build, 0 to force the root
#   KRAJINA_MIRROR      Debian mirror (http://deb.debian.org/debian)
#   KRAJINA_FUZZ_JOBS   parallel jobs of the fuzz build (2)
#   KRAJINA_FUZZ_TIMEOUT  seconds one fuzz input may take (10; more on a busy machine)
set -euo pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
src_dir=$(cd "$script_dir/.." && pwd)
cache_dir=${KRAJINA_ROOT_CACHE:-/var/cache/krajina-devroot}
build_rel=${KRAJINA_BUILD_DIR:-build/devroot}
mirror=${KRAJINA_MIRROR:-http://deb.debian.org/debian}
suite=trixie

# Everything the root needs; the root is rebuilt whenever this list changes.
packages=(
    g++ cmake ninja-build ccache
    qt6-base-dev qt6-svg-dev qt6-svg-plugins qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libqt6sql6-sqlite
    libkf6syntaxhighlighting-dev extra-cmake-modules
    libbenchmark-dev
    xvfb xauth poppler-utils fonts-dejavu-core breeze-icon-theme
    qt6-charts-dev qtkeychain-qt6-dev
    mediawiki php-cli php-sqlite3 php-intl php-mbstring php-xml
    clang-19 libclang-rt-19-dev
    file dpkg-dev appstream desktop-file-utils shared-mime-info
)

log() { printf 'devroot: %s\n' "$*" >&2; }
die() { log "$*"; exit 2; }

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '/^set -euo/d' -e '/SPDX-/d' -e 's/^# \{0,1\}//'
}

host_is_native() {
    case "${KRAJINA_NATIVE:-auto}" in
        1) return 0 ;;
        0) return 1 ;;
    esac
    local cfg
    cfg=$(find /usr/lib /usr/lib64 /usr/local/lib -maxdepth 4 -name KF6SyntaxHighlightingConfig.cmake 2>/dev/null | head -n 1)
    [ -n "$cfg" ] || return 1
    command -v cmake >/dev/null && command -v ninja >/dev/null
}

root_key() {
    printf '%s\n' "$suite" "$mirror" "${packages[@]}" | sha256sum | cut -c1-16
}

root_dir() { echo "$cache_dir/$suite-$(root_key)"; }

ensure_mmdebstrap() {
    command -v mmdebstrap >/dev/null && return
    log "installing mmdebstrap on the host"
    [ "$(id -u)" = 0 ] || die "mmdebstrap is missing and only root can install it"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
}

ensure_root() {
    local root
    root=$(root_dir)
    if [ -f "$root/.krajina-root-complete" ]; then
        return
    fi
    [ "$(id -u)" = 0 ] || die "making the build root needs root (chroot and mmdebstrap)"
    ensure_mmdebstrap
    mkdir -p "$cache_dir"
    local tmp="$root.partial"
    rm -rf "$tmp"
    log "making a Debian $suite root in $root (about a minute)"
    local include
    include=$(IFS=,; echo "${packages[*]}")
    # A mirror that hiccups should not fail a CI run: try the whole root three times.
    local attempt
    for attempt in 1 2 3; do
        rm -rf "$tmp"
        if mmdebstrap --quiet --variant=apt --mode=root \
            --include="$include" \
            --aptopt='Acquire::Retries "3"' \
            --dpkgopt='path-exclude=/usr/share/doc/*' \
            --dpkgopt='path-exclude=/usr/share/man/*' \
            "$suite" "$tmp" "$mirror"; then
            break
        fi
        [ "$attempt" -lt 3 ] || die "could not make the root from $mirror (see the messages above)"
        log "mmdebstrap failed (attempt $attempt of 3); trying again in 15 s"
        sleep 15
    done
    touch "$tmp/.krajina-root-complete"
    # Drop roots made from older package lists.
    find "$cache_dir" -mindepth 1 -maxdepth 1 -type d -name "$suite-*" \
        ! -name "$(basename "$root")" ! -name "$(basename "$tmp")" -exec rm -rf {} +
    mv "$tmp" "$root"
    log "root ready"
}

# Runs "$@" inside the root, with the source tree at /src, in a private mount
# namespace so every mount disappears with the command.
in_root() {
    local root
    root=$(root_dir)
    mkdir -p "$cache_dir/ccache"
    local display_env=()
    [ -n "${DISPLAY:-}" ] && display_env+=("DISPLAY=$DISPLAY")
    [ -n "${QT_QPA_PLATFORM:-}" ] && display_env+=("QT_QPA_PLATFORM=$QT_QPA_PLATFORM")
    [ -n "${LANG:-}" ] && display_env+=("LANG=$LANG")
    [ -n "${LANGUAGE:-}" ] && display_env+=("LANGUAGE=$LANGUAGE")
    [ -n "${CI:-}" ] && display_env+=("CI=$CI")
    local xauth_file=""
    if [ -n "${XAUTHORITY:-}" ] && [ -f "$XAUTHORITY" ]; then
        xauth_file=$XAUTHORITY
        display_env+=("XAUTHORITY=/tmp/.krajina-xauthority")
    fi
    local workdir=/src
    if [ -n "${KRAJINA_WORKDIR:-}" ]; then workdir=/src/$KRAJINA_WORKDIR; fi
    unshare --mount --propagation private -- /bin/bash -c "$inner_script" inner "$root" "$src_dir" \
        "$cache_dir/ccache" "$xauth_file" "$workdir" "${display_env[@]}" -- "$@"
}

# Sets up the mounts and enters the root; runs in its own mount namespace.
# Arguments: root src ccache xauth workdir ENV... -- CMD...
read -r -d '' inner_script <<'INNER' || true
set -euo pipefail
root=$1 src=$2 ccache=$3 xauth=$4 workdir=$5
shift 5
envs=()
while [ "$1" != "--" ]; do envs+=("$1"); shift; done
shift
mkdir -p "$root/src" "$root/ccache"
mount --bind "$src" "$root/src"
mount --bind "$ccache" "$root/ccache"
mount -t proc proc "$root/proc"
mount --rbind /dev "$root/dev"
mount -t tmpfs tmpfs "$root/tmp"
if [ -d /tmp/.X11-unix ]; then
    mkdir -p "$root/tmp/.X11-unix"
    mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
fi
if [ -n "$xauth" ]; then cp "$xauth" "$root/tmp/.krajina-xauthority"; fi
exec chroot "$root" /usr/bin/env -i \
    HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    TERM="${TERM:-dumb}" CCACHE_DIR=/ccache CCACHE_COMPILERCHECK=content LC_ALL=C.UTF-8 "${envs[@]}" \
    /bin/bash -c 'cd "$0" && exec "$@"' "$workdir" "$@"
INNER

# Runs "$@" in the build environment: natively or inside the root.
in_env() {
    if host_is_native; then
        (cd "$src_dir" && CCACHE_DIR="${CCACHE_DIR:-$cache_dir/ccache}" "$@")
    else
        ensure_root
        in_root "$@"
    fi
}

# The source tree's path as seen by the build environment.
env_src() { if host_is_native; then echo "$src_dir"; else echo /src; fi; }

# Configures (once) and builds the given targets, or everything.
build() {
    local src build
    src=$(env_src)
    build="$src/$build_rel"
    in_env /bin/bash -c '
        set -e
        src=$1 build=$2
        shift 2
        targets=()
        for t in "$@"; do targets+=(--target "$t"); done
        if [ ! -f "$build/CMakeCache.txt" ]; then
            launcher=()
            command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
            cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
                -DKRAJINA_WERROR=ON "${launcher[@]}" >/dev/null
        fi
        cmake --build "$build" "${targets[@]}"
    ' build "$src" "$build" "$@"
}

# Makes the .deb with CPack from the build; prints its path (as the host sees it).
package() {
    build >&2
    local build_dir
    build_dir="$(env_src)/$build_rel"
    in_env /bin/bash -c 'set -e; rm -rf "$1/package"; cpack --config "$1/CPackConfig.cmake" -B "$1/package" >&2' \
        package "$build_dir"
    local deb
    deb=$(ls "$src_dir/$build_rel"/package/krajina_*.deb)
    log "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB"
    echo "$deb"
}

# A second root: minimal Debian with apt and nothing of Krajina's, cached like the dev root.
install_root_dir() {
    echo "$cache_dir/install-$suite-$(printf '%s\n' "$suite" "$mirror" minimal-apt | sha256sum | cut -c1-16)"
}

ensure_install_root() {
    local root
    root=$(install_root_dir)
    [ -f "$root/.krajina-root-complete" ] && return
    [ "$(id -u)" = 0 ] || die "making the install-test root needs root (chroot and mmdebstrap)"
    ensure_mmdebstrap
    mkdir -p "$cache_dir"
    rm -rf "$root.partial"
    log "making a minimal Debian $suite root in $root"
    local attempt
    for attempt in 1 2 3; do
        rm -rf "$root.partial"
        if mmdebstrap --quiet --variant=apt --mode=root --aptopt='Acquire::Retries "3"' \
            --dpkgopt='path-exclude=/usr/share/doc/*' "$suite" "$root.partial" "$mirror"; then
            break
        fi
        [ "$attempt" -lt 3 ] || die "could not make the install-test root from $mirror"
        log "mmdebstrap failed (attempt $attempt of 3); trying again in 15 s"
        sleep 15
    done
    touch "$root.partial/.krajina-root-complete"
    mv "$root.partial" "$root"
}

# Installs the .deb into a throwaway copy (an overlay) of the minimal root and
# runs packaging/install-test.sh there. Downloaded packages are kept in the cache.
install_test() {
    local deb root run
    deb=$(package)
    ensure_install_root
    root=$(install_root_dir)
    mkdir -p "$cache_dir/install-apt-archives/partial" "$src_dir/$build_rel/install-test"
    run=$(mktemp -d "$cache_dir/install-run.XXXXXX")
    # shellcheck disable=SC2064
    trap "rm -rf '$run'" EXIT
    mkdir -p "$run/upper" "$run/work" "$run/root"
    local started=$SECONDS
    unshare --mount --propagation private -- /bin/bash -c '
        set -euo pipefail
        lower=$1 run=$2 archives=$3 deb=$4 script=$5 out=$6
        mount -t overlay overlay -o "lowerdir=$lower,upperdir=$run/upper,workdir=$run/work" "$run/root"
        root=$run/root
        mount --bind "$archives" "$root/var/cache/apt/archives"
        mount -t proc proc "$root/proc"
        mount --rbind /dev "$root/dev"
        mount -t tmpfs tmpfs "$root/tmp"
        mkdir -p "$root/tmp/out"
        mount --bind "$out" "$root/tmp/out"
        cp -L /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
        cp "$deb" "$script" "$root/tmp/"
        chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LC_ALL=C.UTF-8 \
            KRAJINA_INSTALL_TEST_OUT=/tmp/out /bin/bash "/tmp/$(basename "$script")" "/tmp/$(basename "$deb")"
    ' install-test "$root" "$run" "$cache_dir/install-apt-archives" "$deb" "$script_dir/install-test.sh" \
        "$src_dir/$build_rel/install-test"
    log "install test passed in $((SECONDS - started)) s (pictures and PDF in $build_rel/install-test)"
}

# Builds the harnesses in build/fuzz and runs TARGET (or all) for SECONDS each,
# one after the other; fails on the first finding (its input lands in
# build/fuzz/findings). New inputs found go to build/fuzz/corpus, not to the tree.
fuzz() {
    local target=${1:-all} seconds=${2:-20}
    in_env /bin/bash -c '
        set -euo pipefail
        target=$1 seconds=$2 jobs=$3
        build=build/fuzz
        if [ ! -f "$build/CMakeCache.txt" ]; then
            launcher=()
            command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
            CXX=clang++-19 cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
                -DKRAJINA_BUILD_FUZZERS=ON "${launcher[@]}" >/dev/null
        fi
        # Few jobs: every file is compiled with the sanitizers, which takes memory and time.
        cmake --build "$build" --target fuzzers -j "$jobs"
        if [ "$target" = all ]; then
            targets=$(cd tests/fuzz && ls fuzz_*.cpp | sed "s/\.cpp$//")
        else
            targets=$target
        fi
        mkdir -p "$build/findings"
        for t in $targets; do
            mkdir -p "$build/corpus/$t"
            log="$build/$t.log"
            echo "fuzz: $t for $seconds s" >&2
            status=0
            ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
            QT_QPA_PLATFORM=offscreen \
                "$build/bin/$t" "$build/corpus/$t" "tests/fuzz/corpus/$t" -max_total_time="$seconds" \
                -timeout="${KRAJINA_FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -malloc_limit_mb=2048 -print_final_stats=1 \
                -artifact_prefix="$build/findings/$t-" >"$log" 2>&1 || status=$?
            execs=$(sed -n "s/^stat::number_of_executed_units: *//p" "$log" | tail -n 1)
            rate=$(sed -n "s/^stat::average_exec_per_sec: *//p" "$log" | tail -n 1)
            echo "fuzz: $t: ${execs:-?} runs, ${rate:-?} per second, status $status" >&2
            if [ "$status" != 0 ]; then
                tail -n 60 "$log" >&2
                echo "fuzz: $t found a problem; the input is in $build/findings" >&2
                exit 1
            fi
        done
    ' fuzz "$target" "$seconds" "${KRAJINA_FUZZ_JOBS:-2}"
}

cmd=${1:-}
[ -n "$cmd" ] || { usage; exit 2; }
shift

case "$cmd" in
    root)
        host_is_native && { log "host builds natively; no root needed"; exit 0; }
        ensure_root
        root_dir
        ;;
    run)
        build
        if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
            log "no display found: starting under Xvfb (set DISPLAY to see the window)"
            in_env xvfb-run -a -s "-screen 0 1600x1000x24" "$(env_src)/$build_rel/bin/krajina" "$@"
        else
            in_env "$(env_src)/$build_rel/bin/krajina" "$@"
        fi
        ;;
    test)
        build
        in_env ctest --test-dir "$(env_src)/$build_rel" --output-on-failure -j "$(nproc)"
        ;;
    cli)
        build >&2
        in_env "$(env_src)/$build_rel/bin/krajina-cli" "$@"
        ;;
    bench)
        build
        build krajina-bench
        in_env "$(env_src)/$build_rel/bin/krajina-bench" "$@"
        ;;
    screenshots)
        build
        in_env "$(env_src)/packaging/screenshots.sh" "$(env_src)/$build_rel" "$(env_src)/packaging/screenshots"
        ;;
    build)
        build "$@"
        ;;
    package)
        package
        ;;
    install-test)
        install_test
        ;;
    install-root)
        ensure_install_root
        install_root_dir
        ;;
    fuzz)
        fuzz "$@"
        ;;
    exec)
        [ $# -gt 0 ] || die "exec needs a command"
        in_env "$@"
        ;;
    -h | --help | help)
        usage
        ;;
    *)
        usage
        exit 2
        ;;
esac
