#!/usr/bin/env bash
# Builds tdoku's solver as a static library OUTSIDE the project (nothing of
# tdoku is copied into this repository): the sources come from a git
# checkout or mirror of https://github.com/t-dillon/tdoku.
#
#   benches/peers/build-tdoku.sh [TDOKU_GIT_DIR] [OUT_DIR]
#
# Defaults: TDOKU_GIT_DIR=/work/.mirror/t-dillon+tdoku/repo, OUT_DIR=/tmp/tdoku.
# The compiler is $CXX, else clang++ when installed (tdoku's author measured
# with clang; on the 2-core AMD EPYC, clang 14 builds it 7-10% faster than
# g++ 12), else g++. Prints the library's path (to pass as TDOKU_LIB).
set -euo pipefail
GIT_DIR=${1:-/work/.mirror/t-dillon+tdoku/repo}
OUT=${2:-/tmp/tdoku}
mkdir -p "$OUT"
# data.zip may be absent from a mirror: take only what the solver needs.
git -C "$GIT_DIR" archive HEAD src include | tar -x -C "$OUT"
cd "$OUT"
CXX=${CXX:-$(command -v clang++ || echo g++)}
FLAGS=(-O3 -march=native -fno-exceptions -fno-rtti -fpic)
"$CXX" "${FLAGS[@]}" -c src/solver_dpll_triad_simd.cc -o solver_dpll_triad_simd.o
"$CXX" "${FLAGS[@]}" -c src/util.cc -o util.o
ar rcs libtdoku.a solver_dpll_triad_simd.o util.o
echo "$OUT/libtdoku.a"
