#!/usr/bin/env bash
# Seeds every fuzz target's corpus with real boards and runs each target.
#   fuzz/run.sh [RUNS] [TARGET...]   (default: 1000000 executions, every target)
# Needs the nightly toolchain and cargo-fuzz (`cargo install cargo-fuzz`).
# Prints one line per target: name, executions, result.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
runs=${1:-1000000}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  mapfile -t targets < <(sed -n 's/^name = "\(.*\)"$/\1/p' fuzz/Cargo.toml | grep -v straights-fuzz)
fi
cargo build --quiet --release --bin straights
python3 fuzz/seed.py target/release/straights fuzz/corpus
cd fuzz
for t in "${targets[@]}"; do
  mkdir -p "corpus/$t"
  log="corpus/$t.log"
  if cargo +nightly fuzz run "$t" "corpus/$t" -- -runs="$runs" -max_len=4096 >"$log" 2>&1; then
    done_line=$(grep -E "^Done [0-9]+ runs" "$log" | tail -1)
    echo "$t: ${done_line:-finished} (no crash)"
  else
    echo "$t: FAILED, see fuzz/$log"; tail -30 "$log"
  fi
done
