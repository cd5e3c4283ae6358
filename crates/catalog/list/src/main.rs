//! `cargo run -q -p catalog-list`: the catalog's games as JSON on one line,
//! `[{"id", "dir", "package"}, ...]`, for the npm scripts (scripts/lib.mjs).

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../Cargo.toml");
    let manifest =
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", catalog_list::MANIFEST));
    println!("{}", catalog_list::json(&catalog_list::games(&manifest)));
}
