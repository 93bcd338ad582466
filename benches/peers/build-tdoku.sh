#!/usr/bin/env bash
# Builds tdoku's solver as a static library OUTSIDE the project (nothing of
# tdoku is copied into this repository): the sources come from a git
# checkout or mirror of https://github.com/t-dillon/tdoku.
#
#   benches/peers/build-tdoku.sh [TDOKU_GIT_DIR] [OUT_DIR]
#
# Defaults: TDOKU_GIT_DIR=/work/.mirror/t-dillon+tdoku/repo, OUT_DIR=/tmp/tdoku.
# Prints the library's path (to pass as TDOKU_LIB).
set -euo pipefail
GIT_DIR=${1:-/work/.mirror/t-dillon+tdoku/repo}
OUT=${2:-/tmp/tdoku}
mkdir -p "$OUT"
# data.zip may be absent from a mirror: take only what the solver needs.
git -C "$GIT_DIR" archive HEAD src include | tar -x -C "$OUT"
cd "$OUT"
FLAGS=(-O3 -march=native -fno-exceptions -fno-rtti -fpic)
g++ "${FLAGS[@]}" -c src/solver_dpll_triad_simd.cc -o solver_dpll_triad_simd.o
g++ "${FLAGS[@]}" -c src/util.cc -o util.o
ar rcs libtdoku.a solver_dpll_triad_simd.o util.o
echo "$OUT/libtdoku.a"
