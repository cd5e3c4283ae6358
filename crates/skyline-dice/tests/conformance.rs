//! The workspace's conformance and secrecy suites, on Skyline.

use skyline_dice::Skyline;

#[test]
fn conformance_suite_passes() {
    let steps = dice::conformance::run::<Skyline>(dice::conformance::Plan::quick(20, 1))
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(steps > 1000, "{steps} steps");
}

#[test]
fn secrecy_suite_passes() {
    let compared = dice::conformance::secrecy::<Skyline>(6, 3).unwrap_or_else(|e| panic!("{e}"));
    assert!(compared > 0);
}
