//! Links tdoku when `TDOKU_LIB` names its static library (built outside the
//! project, see docs/benchmarks.md); without it the tdoku columns are left empty.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(tdoku)");
    println!("cargo::rerun-if-env-changed=TDOKU_LIB");
    let Ok(lib) = std::env::var("TDOKU_LIB") else {
        return;
    };
    let path = std::path::Path::new(&lib);
    if !path.is_file() {
        panic!("TDOKU_LIB={lib}: no such file");
    }
    println!("cargo::rerun-if-changed={lib}");
    let dir = path.parent().expect("a directory");
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .and_then(|s| s.strip_prefix("lib"))
        .expect("a library named lib<name>.a");
    println!("cargo::rustc-link-search=native={}", dir.display());
    println!("cargo::rustc-link-lib=static={name}");
    println!("cargo::rustc-link-lib=dylib=stdc++");
    println!("cargo::rustc-cfg=tdoku");
}
