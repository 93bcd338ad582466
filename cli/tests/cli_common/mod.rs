//! Running the `straights` binary from integration tests.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `straights ARGS` with `input` on stdin: (stdout, stderr, success).
#[allow(dead_code)]
pub fn run_cli(args: &[&str], input: &str) -> (String, String, bool) {
    let (out, err, code) = run_cli_bytes(args, input.as_bytes());
    (out, err, code == Some(0))
}

/// Runs `straights ARGS` with `input` (any bytes, not only UTF-8) on stdin:
/// (stdout, stderr, exit code; `None` when ended by a signal).
#[allow(dead_code)]
pub fn run_cli_bytes(args: &[&str], input: &[u8]) -> (String, String, Option<i32>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_straights"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command may end before reading all of its input (a usage error).
    let _ = child.stdin.take().unwrap().write_all(input);
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
        out.status.code(),
    )
}

/// A line of the str8ts.com collection (`name:` + 243 characters).
#[allow(dead_code)] // not every test file that includes this module uses it
pub fn puzzle(name: &str) -> String {
    include_str!("../../../tests/data/str8ts-com-505.txt")
        .lines()
        .find(|l| l.starts_with(&format!("{name}:")))
        .unwrap()
        .to_string()
}
