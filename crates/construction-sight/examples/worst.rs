//! CPU time of the hard bot's heaviest decisions (an empty sheet, rolls with
//! many placements), measured in process CPU time so a busy machine does not
//! inflate it: `cargo run --profile fast --example worst`.

use construction_sight::bot::grid::Grid;
use construction_sight::bot::search;
use construction_sight::sheet::beginner_goals;
use construction_sight::{City, Roll};
use dice::DiceRng;

fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").expect("Linux");
    let rest = stat.rsplit_once(')').expect("stat").1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    (f[11].parse::<f64>().expect("utime") + f[12].parse::<f64>().expect("stime")) / 100.0
}

fn main() {
    let g = Grid::from_city(&City::new(beginner_goals()));
    for dice in [[3, 3, 2], [2, 2, 1], [4, 3, 2], [6, 5, 4], [2, 1, 1]] {
        let roll = Roll::new(dice).expect("dice");
        let reps = 10;
        let t = cpu_seconds();
        for r in 0..reps {
            std::hint::black_box(search::best(&g, roll, &mut DiceRng::new(r)));
        }
        println!(
            "{dice:?}: {:.0} ms CPU per decision",
            (cpu_seconds() - t) * 1000.0 / reps as f64
        );
    }
}
