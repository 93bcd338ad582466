#!/usr/bin/env bash
# Prints the peer table (see docs/benchmarks.md): straights vs the `sudoku` crate 0.8
# vs tdoku, CPU µs per puzzle, median of 3 interleaved rounds.
#
#   benches/peers/run.sh [sudoku-peers options: --rounds N, --only SET, --stats]
#
# TDOKU_LIB names tdoku's static library (default /tmp/tdoku/libtdoku.a,
# built by build-tdoku.sh when missing and the tdoku sources are at hand);
# without it the tdoku column stays empty.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
export TDOKU_LIB=${TDOKU_LIB:-/tmp/tdoku/libtdoku.a}
if [ ! -f "$TDOKU_LIB" ]; then
    if [ "$TDOKU_LIB" = /tmp/tdoku/libtdoku.a ] && [ -d /work/.mirror/t-dillon+tdoku/repo ]; then
        ./build-tdoku.sh >/dev/null
    else
        echo "note: $TDOKU_LIB not found: running without tdoku" >&2
        unset TDOKU_LIB
    fi
fi
cargo build --release --quiet
exec ./target/release/sudoku-peers "$@"
