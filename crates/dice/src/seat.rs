//! Seats are numbered from 0 in turn order (clockwise at the table).
pub type Seat = u8;
