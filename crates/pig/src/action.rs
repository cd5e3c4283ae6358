//! A turn's two choices. Declared once: the reader, `{"type": "roll"}`, and
//! the writer come from this declaration (`dice::wire!`).

dice::wire! {
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum Action("action") {
        /// Roll the die once more.
        "roll" => Roll,
        /// Bank the turn's total and pass the die.
        "hold" => Hold,
    }
}
