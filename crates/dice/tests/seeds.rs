//! The benches' reporting seeds and the tuning tools' seeds never overlap.

use dice::seeds::{reporting, strength_line, tuning, REPORTING, TUNING};
use std::ops::Range;

fn disjoint(a: &Range<u32>, b: &Range<u32>) -> bool {
    a.end <= b.start || b.end <= a.start
}

#[test]
fn reporting_and_tuning_seeds_do_not_overlap() {
    let (t, r) = (TUNING, REPORTING);
    assert!(!t.is_empty() && !r.is_empty());
    assert!(disjoint(&t, &r), "tuning {t:?} and reporting {r:?} overlap");
    assert!(!disjoint(&(0..10), &(9..12)), "the check itself");
    // Room for the largest bench (Skyline: 4,000 solo games a level).
    assert!(REPORTING.len() >= 100_000);
    assert_eq!(reporting(0), REPORTING.start);
    assert_eq!(tuning(0), TUNING.start);
    assert!(!TUNING.contains(&reporting(REPORTING.len() as u32 - 1)));
    assert!(!REPORTING.contains(&tuning(TUNING.len() as u32 - 1)));
}

#[test]
fn every_seed_used_before_the_ranges_were_declared_is_a_tuning_seed() {
    // The old benches played 0…, Cities co-op 1000…, the tuning tools 500000…
    // and 1000000…, the Skyline fit 100000 × round + game.
    for s in [0, 999, 1000, 1999, 500_000, 1_000_000, 1_001_000, 1_100_000] {
        assert!(TUNING.contains(&s) && !REPORTING.contains(&s), "{s}");
    }
}

#[test]
#[should_panic]
fn a_reporting_seed_past_the_range_is_refused() {
    reporting(REPORTING.len() as u32);
}

#[test]
fn the_strength_line_names_mean_error_games_and_seeds() {
    let l = strength_line("skyline", "hard", "score", &[1.0, 3.0], 7..9);
    assert_eq!(
        l,
        "STRENGTH {\"game\":\"skyline\",\"level\":\"hard\",\"of\":\"score\",\"mean\":2.000,\"se\":1.000,\"games\":2,\"seeds\":[7,8]}"
    );
}

#[test]
fn par_map_keeps_index_order_on_any_number_of_threads() {
    for threads in [0, 1, 3] {
        let v = dice::seeds::par_map(50, threads, |i| i * i);
        assert_eq!(v, (0..50).map(|i| i * i).collect::<Vec<_>>());
    }
    assert!(dice::seeds::par_map(0, 2, |i| i).is_empty());
}
