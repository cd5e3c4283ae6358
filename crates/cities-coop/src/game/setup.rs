//! Setting up: the board (scenario 5: the team arranges four drawn pieces),
//! the piles, the hands and the administration board's starting bars.

use super::*;

impl CitiesCoop {
    pub fn new(config: &Config) -> Result<Self, GameError> {
        config.validate()?;
        let c = load()?;
        let board = if config.scenario == 5 {
            Board::new(Layout {
                scenario: 5,
                money: config.difficulty.money(),
                pieces: Vec::new(),
            })
        } else {
            let layout = c
                .layouts
                .iter()
                .position(|l| l.scenario == config.scenario)
                .ok_or_else(|| GameError::data("no layout for this scenario"))?;
            fixed(layout)
        };
        let (l, geo) = (&board.layout, &board.geo);
        if !geo.faults.is_empty() {
            return Err(GameError::data(geo.faults.join("; ")));
        }
        let mut piles = vec![Vec::new(); 3];
        for card in &c.cards {
            let i = card.id.0 as usize;
            if i < CONSTRUCTION
                || (config.scenario >= 1 && i < ROLE_BASE)
                || (config.scenario >= 3 && (POLICY_BASE..NEWS_BASE).contains(&i))
                || (config.scenario >= 4 && i >= NEWS_BASE)
            {
                piles[card.stage as usize - 1].push(card.id);
            }
        }
        let mut pending = Vec::new();
        for _ in 0..config.hand_size() {
            for s in 0..config.players {
                pending.push(Pending {
                    seat: s,
                    pile: 1,
                    offer: false,
                });
            }
        }
        let role_pile = if config.scenario >= 2 {
            (0..10).map(|i| CardId((ROLE_BASE + i) as u8)).collect()
        } else {
            Vec::new()
        };
        Ok(CitiesCoop {
            players: config.players,
            scenario: config.scenario,
            phase: if config.scenario == 5 {
                Phase::Arrange
            } else {
                Phase::Deal
            },
            to_arrange: Vec::new(),
            seed: config.seed.0,
            active: 0,
            starter: 0,
            milestones: 0,
            revealed: vec![false; l.pieces.len()],
            district: vec![NONE; geo.cells()],
            occ: vec![0; geo.cells()],
            tiles: Vec::new(),
            admin: Admin {
                money: l.money,
                ..Admin::default()
            },
            hands: vec![Vec::new(); config.players as usize],
            piles,
            exchange: Vec::new(),
            supply: c
                .zone_tiles
                .iter()
                .map(|v| v.iter().map(|&(_, n)| n).collect())
                .collect(),
            pending,
            roles: vec![None; config.players as usize],
            role_pile,
            offer: Vec::new(),
            news: None,
            swaps_left: 0,
            must_end: false,
            outcome: None,
            record: Record::default(),
            board,
        })
    }

    // ---- reading the position ----

    /// Scenario 5: the drawn pieces still to arrange (content indices).
    pub fn to_arrange(&self) -> &[u8] {
        &self.to_arrange
    }

    /// Scenario 5: every placement of a drawn piece the arrangement allows now
    /// (piece, col, row, quarter turns), in piece order.
    pub fn arrange_options(&self) -> Vec<(usize, i32, i32, u8)> {
        let placed = &self.layout().pieces;
        let mut out = Vec::new();
        for &p in &self.to_arrange {
            for at in arrange_positions(placed) {
                for t in 0..4 {
                    if arrange_fault(placed, p as usize, at, t).is_ok() {
                        out.push((p as usize, at.0, at.1, t));
                    }
                }
            }
        }
        out
    }

    /// Scenario 5: the arrangement `ArrangeRandom` completes, drawn from the
    /// config's seed (the same for the same pieces placed so far): pieces in
    /// random order, each on a random legal spot touching as many pieces as
    /// any; the first of 64 tries that closes a 2 × 2 block (four shared edges:
    /// each joins two districts, so fewer districts need tiles before a
    /// milestone may end), else the try with most shared edges.
    /// Pieces are listed in placing order, in the final positions.
    pub fn suggestion(&self) -> Vec<Placed> {
        let mut rng = DiceRng::derive(self.seed as u64, 0xA11A + self.revealed.len() as u64);
        let mut best = (0, Vec::new());
        for _ in 0..64 {
            let mut placed = self.layout().pieces.clone();
            let mut todo = self.to_arrange.clone();
            while !todo.is_empty() {
                let p = todo.remove(rng.index(todo.len())) as usize;
                // Among the legal spots, those touching most pieces.
                let (mut options, mut most) = (Vec::new(), 0);
                for at in arrange_positions(&placed) {
                    let touch = placed
                        .iter()
                        .filter(|q| (q.col as i32 - at.0).abs() + (q.row as i32 - at.1).abs() == 1)
                        .count();
                    for t in 0..4 {
                        if touch >= most && arrange_fault(&placed, p, at, t).is_ok() {
                            if touch > most {
                                options.clear();
                                most = touch;
                            }
                            options.push((at, t));
                        }
                    }
                }
                let (at, t) = options[rng.index(options.len())];
                placed = joined(&placed, p, at, t);
            }
            let mut edges = 0;
            for (i, a) in placed.iter().enumerate() {
                for b in &placed[..i] {
                    edges += (a.col.abs_diff(b.col) + a.row.abs_diff(b.row) == 1) as usize;
                }
            }
            if edges > best.0 || best.1.is_empty() {
                best = (edges, placed);
            }
            if best.0 >= 4 {
                break;
            }
        }
        best.1
    }

    /// Scenario 5: adds a drawn piece to the arrangement; the last one ends the
    /// arranging and the cards are dealt.
    pub(super) fn arrange(
        &mut self,
        piece: char,
        (col, row): (i32, i32),
        turns: u8,
    ) -> Result<(), GameError> {
        let Some(i) = content()
            .piece_index(piece)
            .filter(|&i| self.to_arrange.contains(&(i as u8)))
        else {
            return Err(GameError::illegal(format!(
                "piece {piece} is not among the pieces left to arrange"
            )));
        };
        let placed = &self.board.layout.pieces;
        arrange_fault(placed, i, (col, row), turns).map_err(|e| {
            Said::new("piece-cannot-go")
                .code("piece", piece)
                .code("why", e)
        })?;
        self.set_arrangement(joined(placed, i, (col, row), turns))
    }

    /// Scenario 5: the pieces arranged so far; once all are, the cards are dealt.
    pub(super) fn set_arrangement(&mut self, pieces: Vec<Placed>) -> Result<(), GameError> {
        let board = Board::new(Layout {
            pieces,
            ..self.board.layout.clone()
        });
        if !board.geo.faults.is_empty() {
            return Err(GameError::illegal(board.geo.faults.join("; ")));
        }
        let cells = board.geo.cells();
        let n = board.layout.pieces.len();
        self.to_arrange
            .retain(|&p| !board.layout.pieces.iter().any(|q| q.piece == p as usize));
        self.board = board;
        self.revealed = vec![false; n];
        self.district = vec![NONE; cells];
        self.occ = vec![0; cells];
        if self.to_arrange.is_empty() {
            self.phase = Phase::Deal;
        }
        Ok(())
    }
}
