#!/usr/bin/env bash
# straights: build, serve and test the crate and its web player.
#
#   ./build.sh build   wasm release builds -> www/pkg (wasm-bindgen --target web, wasm-opt -O3
#                      --low-memory-unused -iit, producers and target_features sections stripped):
#                      straights.js (whole, for the workers) and page.js (the page's);
#                      each page's modules bundled into www/pkg/ (player.js, daily.js, convert.js,
#                      print.js, search.js: esbuild, bundle.mjs) and the two-file
#                      embed of the element, straights-board.js (with page_bg.wasm)
#   ./build.sh serve   build, then serve www/ on http://127.0.0.1:8000 (PORT=... to change;
#                      every response allows any origin: Access-Control-Allow-Origin: *)
#   ./build.sh package build, then the npm package in target/npm/ (npm/pack.mjs) and
#                      its tarball, target/npm/straights-<version>.tgz (npm pack)
#   ./build.sh test    ESLint of the web player's JS, fmt, clippy, native tests,
#                      wasm tests in node and headless Chromium, build, package,
#                      type check of the JS (tsc), end-to-end browser tests
#
# Each command first sets up what is missing (and only that, so a second run
# is fast): the wasm32 Rust target, wasm-bindgen-cli at the exact version of
# the wasm-bindgen crate in Cargo.lock, the npm tools (binaryen's wasm-opt,
# esbuild, playwright-core, ESLint, TypeScript) and, for `test`, Debian's chromium and
# chromium-driver.
#
# Environment: CARGO_TARGET_DIR is honoured; PORT for `serve`; CI=true
# also runs the long minimal-clue search of the 30 grids with one or two
# 17-clue puzzles (about 20 minutes on two cores) after everything else.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"
ROOT=$PWD

WASM_TARGET=wasm32-unknown-unknown
TARGET_DIR=${CARGO_TARGET_DIR:-$ROOT/target}
CARGO_BIN=${CARGO_HOME:-$HOME/.cargo}/bin
PKG_DIR=www/pkg
# The wasm layer's package (wasm/) and the file name cargo gives its module.
WASM_CRATE=straights-wasm
WASM_FILE=straights_wasm.wasm
CHROMIUM=/usr/bin/chromium
CHROMEDRIVER_BIN=/usr/bin/chromedriver
case ":$PATH:" in *":$CARGO_BIN:"*) ;; *) export PATH="$CARGO_BIN:$PATH" ;; esac

if [ -t 1 ]; then BOLD=$'\033[1;34m' RED=$'\033[1;31m' PLAIN=$'\033[0m'; else BOLD='' RED='' PLAIN=''; fi

# Runs the library's examples (examples/*.rs) on small real inputs; each
# must succeed and print something.
run_examples() {
    local out
    for run in "convert tests/data/str8ts-com-505.txt str8ts-text" "solve_and_grade" \
        "booklet sudoku 2 2 1" "booklet str8ts 3 1 7"; do
        # shellcheck disable=SC2086 # the words of $run are the arguments
        out=$(cargo run --quiet --release -p straights --example $run) || { echo "example failed: $run" >&2; return 1; }
        [ -n "$out" ] || { echo "example printed nothing: $run" >&2; return 1; }
    done
}

step() { printf '\n%s==> %s%s\n' "$BOLD" "$*" "$PLAIN"; }
note() { printf '    %s\n' "$*"; }
die() {
    printf '\n%serror: %s%s\n' "$RED" "$*" "$PLAIN" >&2
    exit 1
}
have() { command -v "$1" >/dev/null 2>&1; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif have sudo; then
        sudo "$@"
    else
        die "need root to run: $* (no sudo found)"
    fi
}

apt_install() {
    have apt-get || die "apt-get not found: install $* by hand"
    note "apt-get install $*"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

# ---------------------------------------------------------------- set-up

setup_rust() {
    have cargo || die "cargo not found: install Rust from https://rustup.rs"
    if have rustup; then
        if ! rustup target list --installed | grep -qx "$WASM_TARGET"; then
            step "Adding the Rust target $WASM_TARGET"
            rustup target add "$WASM_TARGET"
        fi
        local component
        for component in rustfmt clippy; do
            if ! rustup component list --installed | grep -q "^$component"; then
                step "Adding the Rust component $component"
                rustup component add "$component"
            fi
        done
    elif [ ! -d "$(rustc --print sysroot)/lib/rustlib/$WASM_TARGET" ]; then
        die "the Rust target $WASM_TARGET is missing and rustup is not available to add it"
    fi
}

# The version of the wasm-bindgen crate locked in Cargo.lock.
wasm_bindgen_version() {
    [ -f Cargo.lock ] || cargo generate-lockfile
    awk '/^name = "wasm-bindgen"$/ { found = 1; next }
         found && /^version = / { gsub(/"/, "", $3); print $3; exit }' Cargo.lock
}

setup_wasm_bindgen() {
    local want have_version
    want=$(wasm_bindgen_version)
    [ -n "$want" ] || die "no wasm-bindgen in Cargo.lock"
    have_version=$( (wasm-bindgen --version 2>/dev/null || true) | awk '{ print $2 }')
    local runner_version
    runner_version=$( (wasm-bindgen-test-runner --version 2>/dev/null || true) | awk '{ print $2 }')
    if [ "$have_version" = "$want" ] && [ "$runner_version" = "$want" ]; then
        return
    fi
    step "Installing wasm-bindgen-cli $want (found: ${have_version:-none})"
    cargo install wasm-bindgen-cli --version "=$want" --locked ||
        cargo install wasm-bindgen-cli --version "=$want"
    have_version=$(wasm-bindgen --version | awk '{ print $2 }')
    [ "$have_version" = "$want" ] || die "wasm-bindgen on PATH is $have_version, need $want (is $CARGO_BIN first on PATH?)"
}

setup_node() {
    if ! have node || ! have npm; then
        step "Installing node and npm"
        apt_install nodejs npm
    fi
    # ESLint 10's floor: node ^20.19.0 || ^22.13.0 || >=24 (package.json "engines").
    node -e 'const [a, b] = process.versions.node.split(".").map(Number);
        process.exit((a === 20 && b >= 19) || (a === 22 && b >= 13) || a >= 24 ? 0 : 1)' ||
        die "node $(node --version) is too old: need node 20.19+, 22.13+ or 24+"
    # node_modules/.package-lock.json is written (and touched below) by every
    # install: newer than package.json and package-lock.json means up to date.
    if [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/esbuild ] && [ -d node_modules/playwright-core ] &&
        [ -x node_modules/.bin/eslint ] && [ -x node_modules/.bin/tsc ] && [ -d node_modules/@types/node ] &&
        [ node_modules/.package-lock.json -nt package.json ] &&
        { [ ! -f package-lock.json ] || [ node_modules/.package-lock.json -nt package-lock.json ]; }; then
        return
    fi
    step "Installing npm dev tools (binaryen's wasm-opt, esbuild, playwright-core, ESLint, TypeScript)"
    if [ -f package-lock.json ]; then
        npm ci --no-audit --no-fund
    else
        npm install --no-audit --no-fund
    fi
    touch node_modules/.package-lock.json
}

setup_chromium() {
    if [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER_BIN" ]; then
        return
    fi
    step "Installing Chromium and its WebDriver (Debian packages)"
    apt_install chromium chromium-driver
    [ -x "$CHROMIUM" ] && [ -x "$CHROMEDRIVER_BIN" ] || die "chromium or chromedriver still missing in /usr/bin"
}

# ---------------------------------------------------------------- commands

# wasm-opt's flags: -O3; --low-memory-unused, which lets a constant added
# to an address fold into the load's or store's offset (628 bytes of the
# page's module gzipped): true of Rust's layout, where the stack comes first
# and grows down from 1 MiB to 0 and the data lies above it, so the low 1 KiB
# is touched only by a stack about to overflow; and the two custom sections
# no browser reads dropped (`producers`, the toolchain's names and versions,
# and `target_features`: 265 bytes, about 195 gzipped). And
# --ignore-implicit-traps (-iit): loads, stores and divisions are taken not
# to trap, which lets wasm-opt move or drop them (68 bytes of the page's
# module gzipped, which brings it under its 120,000); Rust checks divisors
# and bounds itself and panics through an explicit `unreachable`, so only a
# module already broken (an out-of-bounds access) could behave differently.
WASM_OPT_FLAGS=(-O3 --low-memory-unused --ignore-implicit-traps --strip-producers --strip-target-features)

# Makes the package `name` in $PKG_DIR (name.js, name_bg.wasm, name.d.ts)
# from the cargo output `input`: wasm-bindgen, then wasm-opt (WASM_OPT_FLAGS); skipped
# when the package was made from the same module by the same tools (its
# own stamp, .stamp-name). Prints the wasm's size.
wasm_package() {
    local name=$1 input=$2
    local wasm=$PKG_DIR/${name}_bg.wasm stamp_file=$PKG_DIR/.stamp-$name before after gz stamp
    stamp="$(sha256sum <"$input" | cut -d' ' -f1) $(wasm-bindgen --version) $(node_modules/.bin/wasm-opt --version) ${WASM_OPT_FLAGS[*]}"
    if [ -f "$wasm" ] && [ -f "$PKG_DIR/$name.js" ] && [ "$(cat "$stamp_file" 2>/dev/null)" = "$stamp" ]; then
        step "$PKG_DIR/$name.js is up to date"
    else
        step "wasm-bindgen --target web --out-dir $PKG_DIR --out-name $name"
        mkdir -p "$PKG_DIR"
        rm -f "$PKG_DIR/$name.js" "$PKG_DIR/$name.d.ts" "$wasm" "$PKG_DIR/${name}_bg.wasm.d.ts" "$stamp_file"
        wasm-bindgen --target web --out-dir "$PKG_DIR" --out-name "$name" "$input"

        # binaryen from npm: Debian's /usr/bin/wasm-opt (108) breaks this module.
        before=$(stat -c %s "$wasm")
        step "wasm-opt ${WASM_OPT_FLAGS[*]} $wasm (node_modules/.bin/wasm-opt $(node_modules/.bin/wasm-opt --version | awk '{ print $3 }'))"
        node_modules/.bin/wasm-opt "${WASM_OPT_FLAGS[@]}" "$wasm" -o "$wasm.opt"
        mv "$wasm.opt" "$wasm"
        note "$(numfmt --grouping "$before" 2>/dev/null || echo "$before") bytes before wasm-opt"
        printf '%s\n' "$stamp" >"$stamp_file"
    fi
    after=$(stat -c %s "$wasm")
    gz=$(gzip -9c "$wasm" | wc -c)
    note "wasm size: $wasm $after bytes ($((after / 1024)) KiB), $gz bytes gzipped"
}

# Two modules from the wasm layer's crate (wasm/, over the library): the
# whole one (pkg/straights.js, for the Web Workers: generate, grade, hint,
# search) and the page's own (pkg/page.js: codec, rules, conflicts, exact
# solver, the kinds' facts), built without the `full` feature in the `page`
# profile (its own output directory, so neither build undoes the other).
cmd_build() {
    setup_rust
    setup_wasm_bindgen
    setup_node

    # `-p $WASM_CRATE`: the wasm layer alone, so that its features are the
    # ones asked for here.
    step "cargo build -p $WASM_CRATE --release --target $WASM_TARGET --lib (the whole module)"
    cargo build -p "$WASM_CRATE" --release --target "$WASM_TARGET" --lib
    step "cargo build -p $WASM_CRATE --profile page --target $WASM_TARGET --lib --no-default-features (the page's module)"
    cargo build -p "$WASM_CRATE" --profile page --target "$WASM_TARGET" --lib --no-default-features

    # The single-module layout of older builds.
    rm -f "$PKG_DIR/.stamp"
    wasm_package straights "$TARGET_DIR/$WASM_TARGET/release/$WASM_FILE"
    wasm_package page "$TARGET_DIR/$WASM_TARGET/page/$WASM_FILE"

    # Each page loads its modules as one script: a first visit fetches it,
    # pkg/page.js and the wasm at once instead of a waterfall of 10-20 modules.
    step "node bundle.mjs (each page's module and its imports -> $PKG_DIR/player.js, daily.js, ..., esbuild)"
    node bundle.mjs
}

cmd_serve() {
    cmd_build
    local port=${PORT:-8000}
    step "Serving www/ on http://127.0.0.1:$port/ (Ctrl+C to stop)"
    note "try http://127.0.0.1:$port/#bd=<a board string>"
    note "the two-file embed: http://127.0.0.1:$port/pkg/straights-board.js (any origin may load it)"
    exec node tests/e2e/static-server.mjs www "$port"
}

# The npm package `straights` (version: Cargo.toml's) from the built
# www/pkg: npm/pack.mjs writes target/npm/ (the engine API, index.js over
# straights.js and its wasm; the element, straights-board.js with
# page_bg.wasm; their .d.ts, package.json, README.md, LICENSE), then
# `npm pack` there writes target/npm/straights-<version>.tgz.
# tests/e2e/npm-package.test.mjs installs and uses that tarball.
pack_npm() {
    step "npm package: node npm/pack.mjs (target/npm/), then npm pack"
    rm -f "$ROOT"/target/npm/straights-*.tgz
    node npm/pack.mjs
    (cd "$ROOT/target/npm" && npm pack --silent >/dev/null)
    local tgz
    tgz=$(ls "$ROOT"/target/npm/straights-*.tgz)
    note "$tgz: $(stat -c %s "$tgz") bytes"
}

cmd_package() {
    cmd_build
    pack_npm
}

versions() {
    step "Tool versions"
    note "$(rustc --version)"
    note "$(wasm-bindgen --version), $(wasm-bindgen-test-runner --version)"
    note "node $(node --version), npm $(npm --version), wasm-opt $(node_modules/.bin/wasm-opt --version | awk '{ print $3 }'), eslint $(node_modules/.bin/eslint --version), $(node_modules/.bin/tsc --version)"
    note "$("$CHROMIUM" --version 2>/dev/null | tail -n 1)"
    note "$("$CHROMEDRIVER_BIN" --version 2>/dev/null | cut -d' ' -f1-2)"
}

cmd_test() {
    setup_rust
    setup_wasm_bindgen
    setup_node
    setup_chromium
    versions

    # First, so that an undefined name or an unused import fails in seconds.
    step "JS lint (eslint): www/**/*.js and tests/e2e/*.mjs (eslint.config.js)"
    node_modules/.bin/eslint --max-warnings 0 .

    # The pages' common head and navigation (one source: bundle.mjs's partials).
    step "the pages' common head and navigation are up to date (node bundle.mjs --check)"
    node bundle.mjs --check

    step "cargo fmt --check"
    cargo fmt --all --check

    step "cargo clippy --all-targets -- -D warnings (native)"
    cargo clippy --all-targets -- -D warnings

    step "cargo clippy (wasm32: the wasm layer, the library under it and the wasm tests) -- -D warnings"
    cargo clippy -p "$WASM_CRATE" --target "$WASM_TARGET" --lib --test wasm_node --test wasm_browser -- -D warnings

    step "cargo test (native)"
    cargo test

    # The crate as a user of it gets it: the documentation with warnings
    # denied, the examples run, and the package crates.io would take
    # (built from the packed files alone).
    step "cargo doc (warnings denied), the examples, cargo package"
    RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p straights
    run_examples
    cargo package -p straights --allow-dirty --quiet

    # Release only: the engines against the independent reference on 20,000
    # random boards and the 505 str8ts.com puzzles (minutes in a debug build).
    step "differential tests against the reference (cargo test --release --test str8ts_reference)"
    cargo test --release --test str8ts_reference

    # Release only: the setter's verdict (straights check, the wasm verdict)
    # against the independent Str8ts and Sudoku counters on 1,000 random
    # boards of each kind: broken, none, many, unique, minimal clue by clue.
    step "setter's verdict against the reference (cargo test --release --test verdict_reference)"
    cargo test --release --test verdict_reference

    # Release only: the Str8ts logic on all 504 str8ts.com puzzles, every
    # step of every strategy checked on 50 of them, hints alone to the end.
    step "Str8ts logic on the str8ts.com puzzles (cargo test --release --test str8ts_logic)"
    cargo test --release --test str8ts_logic

    # Release only: the Sudoku logic solver on top1465 and 2,000 17-clue
    # puzzles: every step sound, every puzzle finished, grades as HoDoKu's,
    # Hint alone to the end of puzzles logic cannot finish (the last
    # resort); the franken, mutant and kraken fish against the solution.
    step "Sudoku logic against the solutions and HoDoKu's grades (cargo test --release --test sudoku_logic --test sudoku_fish)"
    cargo test --release --test sudoku_logic --test sudoku_fish

    # Release only: 50 generated Sudoku puzzles per level, each re-checked
    # (unique, level re-graded, symmetric, minimal when asked).
    step "Sudoku generator, 50 puzzles per level re-checked (cargo test --release --test sudoku_generate)"
    cargo test --release --test sudoku_generate

    # Release only: the minimal-clue search of a 17-clue grid, whole, in a
    # morph, in shards and through the CLI, and the exact counts of
    # near-full clue sets (a minute in release, far longer in debug).
    step "minimal-clue search against the 17-clue list (cargo test --release --test search)"
    cargo test --release --test search

    step "wasm tests in node (cargo test -p $WASM_CRATE --target $WASM_TARGET --test wasm_node)"
    cargo test -p "$WASM_CRATE" --target "$WASM_TARGET" --test wasm_node

    step "wasm tests in headless Chromium (cargo test -p $WASM_CRATE --target $WASM_TARGET --test wasm_browser)"
    CHROMEDRIVER=${CHROMEDRIVER:-$CHROMEDRIVER_BIN} cargo test -p "$WASM_CRATE" --target "$WASM_TARGET" --test wasm_browser

    cmd_build
    # The npm package's tarball, for its e2e test (npm-package.test.mjs).
    pack_npm

    # After the build: the JS is typed against wasm-bindgen's .d.ts of www/pkg.
    step "JS type check (tsc --noEmit: tsconfig.json, the pages; tsconfig.workers.json, the workers)"
    node_modules/.bin/tsc --noEmit -p .
    node_modules/.bin/tsc --noEmit -p tsconfig.workers.json

    step "end-to-end tests (node --test tests/e2e/)"
    mkdir -p test-artifacts
    node --test tests/e2e/

    # CI only (CI=true), last because it is long: every grid of the 17-clue
    # list with one or two puzzles gives exactly them (30 grids, about 40
    # CPU minutes, 20 on two cores; ignored in local runs).
    if [ "${CI:-}" = "true" ]; then
        step "minimal-clue search of the 30 grids with 1-2 puzzles (CI only, about 20 minutes)"
        cargo test --release --test search -- --ignored grids_with_one_or_two_puzzles_give_exactly_them
    fi

    step "All tests passed"
}

usage() {
    sed -n '2,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

case "${1:-}" in
build) cmd_build ;;
serve) cmd_serve ;;
package) cmd_package ;;
test) cmd_test ;;
-h | --help | help) usage ;;
*)
    usage >&2
    exit 2
    ;;
esac
