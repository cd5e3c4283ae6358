//! TypeScript types of what the engines send and read, for the page's type check
//! (`tsc --checkJs`). Only with the `ts` feature, which each engine's own `ts`
//! feature turns on and only the native tools use (scripts/types.mjs): the wasm
//! modules are built without it, so none of this reaches them.
//!
//! Every type that crosses the JS boundary describes its JSON as a [`Ty`]: the
//! actions, configs, chance outcomes and questions through [`crate::wire!`] (the
//! declaration the readers come from), everything else through
//! `#[cfg_attr(feature = "ts", derive(dice::Ts))]` beside its
//! `#[derive(Serialize)]`, which reads the
//! same `#[serde(...)]` attributes serde does. A [`Ty`] renders as TypeScript
//! ([`Decls::render`]) and also checks a value ([`Decls::check`]): the tools
//! check every value of random games against the types they write, so the types
//! say what the engine really sends, not what a derive thinks serde does.

use crate::wire::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The shape of a JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Ty {
    Bool,
    Num,
    Str,
    Null,
    /// No value at all (a type with no values, such as [`crate::NoQuery`]).
    Never,
    /// Exactly this string.
    Lit(String),
    List(Box<Ty>),
    Tuple(Vec<Ty>),
    /// An object with any keys, each value a `Ty` (a map).
    Map(Box<Ty>),
    /// An object with exactly these fields.
    Obj(Vec<Field>),
    /// One of these.
    Union(Vec<Ty>),
    /// All of these at once (serde's `flatten`, a tagged newtype variant).
    And(Vec<Ty>),
    /// A type declared by name in [`Decls`].
    Named(String),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub name: String,
    pub ty: Ty,
    /// May be left out (a field serde skips, or one a reader defaults).
    pub optional: bool,
    pub doc: String,
}

impl Field {
    pub fn new(name: &str, ty: Ty, optional: bool, doc: &str) -> Field {
        // A field that may be left out is left out rather than null when serde
        // skips it; a reader's default takes null too, which `T | null` keeps.
        Field {
            name: name.into(),
            ty,
            optional,
            doc: doc.into(),
        }
    }

    /// A field serde leaves out when it has nothing (`skip_serializing_if`):
    /// optional, and never null.
    pub fn skipped(name: &str, ty: Ty, doc: &str) -> Field {
        Field::new(name, ty.without_null(), true, doc)
    }
}

impl Ty {
    /// `a | b`, flattened.
    pub fn or(tys: Vec<Ty>) -> Ty {
        let mut out = Vec::new();
        for t in tys {
            match t {
                Ty::Union(u) => out.extend(u),
                Ty::Never => {}
                t if !out.contains(&t) => out.push(t),
                _ => {}
            }
        }
        match out.len() {
            0 => Ty::Never,
            1 => out.pop().unwrap(),
            _ => Ty::Union(out),
        }
    }

    /// This type without its `null` (for a field serde leaves out instead).
    pub fn without_null(self) -> Ty {
        match self {
            Ty::Union(u) => Ty::or(u.into_iter().filter(|t| *t != Ty::Null).collect()),
            t => t,
        }
    }

    /// A `{type: tag, ...}` object: a tagged variant.
    pub fn tagged(tag_field: &str, tag: &str, mut fields: Vec<Field>) -> Ty {
        fields.insert(0, Field::new(tag_field, Ty::Lit(tag.into()), false, ""));
        Ty::Obj(fields)
    }

    fn render(&self, out: &mut String, indent: usize) {
        match self {
            Ty::Bool => out.push_str("boolean"),
            Ty::Num => out.push_str("number"),
            Ty::Str => out.push_str("string"),
            Ty::Null => out.push_str("null"),
            Ty::Never => out.push_str("never"),
            Ty::Lit(s) => {
                let _ = write!(out, "{s:?}");
            }
            Ty::List(t) => {
                let paren = matches!(**t, Ty::Union(_) | Ty::And(_));
                if paren {
                    out.push('(');
                }
                t.render(out, indent);
                if paren {
                    out.push(')');
                }
                out.push_str("[]");
            }
            Ty::Tuple(ts) => {
                out.push('[');
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    t.render(out, indent);
                }
                out.push(']');
            }
            Ty::Map(t) => {
                // Not `Record<string, T>`: a game's own type may be called Record.
                out.push_str("{ [key: string]: ");
                t.render(out, indent);
                out.push_str(" }");
            }
            Ty::Obj(fields) if fields.is_empty() => out.push_str("{}"),
            Ty::Obj(fields) => {
                out.push_str("{\n");
                let pad = "  ".repeat(indent + 1);
                for f in fields {
                    doc(out, &f.doc, &pad);
                    out.push_str(&pad);
                    if is_ident(&f.name) {
                        out.push_str(&f.name);
                    } else {
                        let _ = write!(out, "{:?}", f.name);
                    }
                    out.push_str(if f.optional { "?: " } else { ": " });
                    f.ty.render(out, indent + 1);
                    out.push_str(";\n");
                }
                out.push_str(&"  ".repeat(indent));
                out.push('}');
            }
            Ty::Union(ts) => {
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" | ");
                    }
                    t.render(out, indent);
                }
            }
            Ty::And(ts) => {
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        out.push_str(" & ");
                    }
                    let paren = matches!(t, Ty::Union(_));
                    if paren {
                        out.push('(');
                    }
                    t.render(out, indent);
                    if paren {
                        out.push(')');
                    }
                }
            }
            Ty::Named(n) => out.push_str(n),
        }
    }

    /// The TypeScript type expression.
    pub fn ts(&self) -> String {
        self.ts_at(0)
    }

    /// The TypeScript type expression, its lines indented by `indent` levels.
    pub fn ts_at(&self, indent: usize) -> String {
        let mut s = String::new();
        self.render(&mut s, indent);
        s
    }
}

fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|f| f.is_ascii_alphabetic() || f == '_' || f == '$')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_' || x == '$')
}

fn doc(out: &mut String, doc: &str, pad: &str) {
    let doc = doc.trim();
    if doc.is_empty() {
        return;
    }
    let doc = doc.replace("*/", "*\u{2060}/");
    if !doc.contains('\n') {
        let _ = writeln!(out, "{pad}/** {doc} */");
        return;
    }
    let _ = writeln!(out, "{pad}/**");
    for l in doc.lines() {
        let _ = writeln!(out, "{pad} * {}", l.trim_end());
    }
    let _ = writeln!(out, "{pad} */");
}

struct Decl {
    rust: &'static str,
    doc: String,
    ty: Ty,
}

/// The named types one game's types use, each declared once.
#[derive(Default)]
pub struct Decls(BTreeMap<String, Decl>);

impl Decls {
    /// The type `name` (the Rust type `rust`), declared by `body` the first time.
    /// Two Rust types of one game may not share a name.
    pub fn named(
        &mut self,
        name: &str,
        rust: &'static str,
        doc: &str,
        body: impl FnOnce(&mut Decls) -> Ty,
    ) -> Ty {
        match self.0.get(name) {
            Some(d) if d.rust == rust => {}
            Some(d) => panic!(
                "two types are called {name} in TypeScript: {} and {rust} (rename one)",
                d.rust
            ),
            None => {
                // Declared before its body, so a type may contain itself.
                self.0.insert(
                    name.into(),
                    Decl {
                        rust,
                        doc: doc.into(),
                        ty: Ty::Never,
                    },
                );
                let ty = body(self);
                self.0.get_mut(name).unwrap().ty = ty;
            }
        }
        Ty::Named(name.into())
    }

    /// Is a type called `name` declared?
    pub fn has(&self, name: &str) -> bool {
        self.0.contains_key(name)
    }

    /// The type of `T`, declaring what it names.
    pub fn of<T: Ts + ?Sized>(&mut self) -> Ty {
        T::ty(self)
    }

    /// Every named type as `export type Name = ...;`, indented by `indent` levels.
    pub fn render(&self, indent: usize) -> String {
        let pad = "  ".repeat(indent);
        let mut out = String::new();
        for (name, d) in &self.0 {
            doc(&mut out, &d.doc, &pad);
            let _ = write!(out, "{pad}export type {name} =");
            match &d.ty {
                Ty::Union(ts) if ts.len() > 1 => {
                    for t in ts {
                        let _ = write!(out, "\n{pad}  | ");
                        t.render(&mut out, indent + 1);
                    }
                }
                t => {
                    out.push(' ');
                    t.render(&mut out, indent)
                }
            }
            out.push_str(";\n");
        }
        out
    }

    /// Does `v` have type `ty`? Otherwise where and why not.
    pub fn check(&self, v: &Value, ty: &Ty) -> Result<(), String> {
        self.conforms(v, ty, true, "")
    }

    fn resolve<'a>(&'a self, ty: &'a Ty) -> &'a Ty {
        match ty {
            Ty::Named(n) => self.resolve(&self.0[n].ty),
            t => t,
        }
    }

    /// Every field of an object type (for `And`'s exactness).
    fn fields<'a>(&'a self, ty: &'a Ty, out: &mut Vec<&'a Field>) {
        match self.resolve(ty) {
            Ty::Obj(f) => out.extend(f),
            Ty::And(ts) => ts.iter().for_each(|t| self.fields(t, out)),
            Ty::Union(ts) => ts.iter().for_each(|t| self.fields(t, out)),
            _ => {}
        }
    }

    fn conforms(&self, v: &Value, ty: &Ty, exact: bool, at: &str) -> Result<(), String> {
        let no = |what: &str| Err(format!("{at}: {} is not {what}", show(v)));
        match (self.resolve(ty), v) {
            (Ty::Bool, Value::Bool(_))
            | (Ty::Num, Value::Int(_))
            | (Ty::Str, Value::Str(_))
            | (Ty::Null, Value::Null) => Ok(()),
            (Ty::Lit(s), Value::Str(x)) if s == x => Ok(()),
            (Ty::List(t), Value::List(l)) => l
                .iter()
                .enumerate()
                .try_for_each(|(i, x)| self.conforms(x, t, true, &format!("{at}[{i}]"))),
            (Ty::Tuple(ts), Value::List(l)) if ts.len() == l.len() => l
                .iter()
                .zip(ts)
                .enumerate()
                .try_for_each(|(i, (x, t))| self.conforms(x, t, true, &format!("{at}[{i}]"))),
            (Ty::Map(t), Value::Map(m)) => m
                .iter()
                .try_for_each(|(k, x)| self.conforms(x, t, true, &format!("{at}.{k}"))),
            (Ty::Obj(fields), Value::Map(m)) => {
                for f in fields {
                    match m.iter().find(|(k, _)| *k == f.name) {
                        Some((_, x)) => {
                            self.conforms(x, &f.ty, true, &format!("{at}.{}", f.name))?
                        }
                        None if f.optional => {}
                        None => return Err(format!("{at}: no field `{}` in {}", f.name, show(v))),
                    }
                }
                if exact {
                    if let Some((k, _)) =
                        m.iter().find(|(k, _)| !fields.iter().any(|f| f.name == *k))
                    {
                        return Err(format!("{at}: field `{k}` is not in the type"));
                    }
                }
                Ok(())
            }
            (Ty::Union(ts), _) => {
                let mut why = Vec::new();
                for t in ts {
                    match self.conforms(v, t, exact, at) {
                        Ok(()) => return Ok(()),
                        Err(e) => why.push(e),
                    }
                }
                Err(format!(
                    "{at}: {} is none of {}: {}",
                    show(v),
                    ty.ts(),
                    why.join("; ")
                ))
            }
            (Ty::And(ts), Value::Map(m)) => {
                for t in ts {
                    self.conforms(v, t, false, at)?;
                }
                let mut fields = Vec::new();
                self.fields(ty, &mut fields);
                if exact {
                    if let Some((k, _)) =
                        m.iter().find(|(k, _)| !fields.iter().any(|f| f.name == *k))
                    {
                        return Err(format!("{at}: field `{k}` is not in the type"));
                    }
                }
                Ok(())
            }
            (t, _) => no(&t.ts()),
        }
    }
}

fn show(v: &Value) -> String {
    let s = match v {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Int(n) => n.to_string(),
        Value::Str(s) => format!("{s:?}"),
        Value::List(l) => format!("[{}]", l.iter().map(show).collect::<Vec<_>>().join(",")),
        Value::Map(m) => format!(
            "{{{}}}",
            m.iter()
                .map(|(k, x)| format!("{k}:{}", show(x)))
                .collect::<Vec<_>>()
                .join(",")
        ),
    };
    if s.chars().count() > 120 {
        s.chars().take(117).collect::<String>() + "..."
    } else {
        s
    }
}

/// A type whose JSON has a TypeScript type.
pub trait Ts {
    fn ty(d: &mut Decls) -> Ty;
    /// A reader may leave it out (an `Option`).
    const OPTIONAL: bool = false;
}

macro_rules! simple {
    ($ty:expr => $($t:ty),*) => {$(
        impl Ts for $t {
            fn ty(_: &mut Decls) -> Ty {
                $ty
            }
        }
    )*};
}
simple!(Ty::Num => u8, u16, u32, u64, usize, i8, i16, i32, i64, isize, f32, f64);
simple!(Ty::Str => char, str, String);
simple!(Ty::Bool => bool);
simple!(Ty::Null => ());
simple!(Ty::Num => crate::Seed);
simple!(Ty::Never => crate::NoQuery);

impl<T: Ts> Ts for Option<T> {
    fn ty(d: &mut Decls) -> Ty {
        Ty::or(vec![T::ty(d), Ty::Null])
    }
    const OPTIONAL: bool = true;
}

macro_rules! wrapper {
    ($($t:ident),*) => {$(
        impl<T: Ts + ?Sized> Ts for $t<T> {
            fn ty(d: &mut Decls) -> Ty {
                T::ty(d)
            }
        }
    )*};
}
use std::{rc::Rc, sync::Arc};
wrapper!(Box, Rc, Arc);

impl<T: Ts + ?Sized> Ts for &T {
    fn ty(d: &mut Decls) -> Ty {
        T::ty(d)
    }
}

impl<T: Ts> Ts for Vec<T> {
    fn ty(d: &mut Decls) -> Ty {
        Ty::List(Box::new(T::ty(d)))
    }
}

impl<T: Ts> Ts for [T] {
    fn ty(d: &mut Decls) -> Ty {
        Ty::List(Box::new(T::ty(d)))
    }
}

impl<T: Ts> Ts for std::collections::VecDeque<T> {
    fn ty(d: &mut Decls) -> Ty {
        Ty::List(Box::new(T::ty(d)))
    }
}

impl<T: Ts> Ts for std::collections::BTreeSet<T> {
    fn ty(d: &mut Decls) -> Ty {
        Ty::List(Box::new(T::ty(d)))
    }
}

/// A short array is a tuple (`[x, y]`), a long one a list.
impl<T: Ts, const N: usize> Ts for [T; N] {
    fn ty(d: &mut Decls) -> Ty {
        let t = T::ty(d);
        if N <= 4 {
            Ty::Tuple(vec![t; N])
        } else {
            Ty::List(Box::new(t))
        }
    }
}

impl<K, V: Ts> Ts for BTreeMap<K, V> {
    fn ty(d: &mut Decls) -> Ty {
        Ty::Map(Box::new(V::ty(d)))
    }
}

impl<K, V: Ts, S> Ts for std::collections::HashMap<K, V, S> {
    fn ty(d: &mut Decls) -> Ty {
        Ty::Map(Box::new(V::ty(d)))
    }
}

macro_rules! tuple {
    ($($n:ident),+) => {
        impl<$($n: Ts),+> Ts for ($($n,)+) {
            fn ty(d: &mut Decls) -> Ty {
                Ty::Tuple(vec![$($n::ty(d)),+])
            }
        }
    };
}
tuple!(A);
tuple!(A, B);
tuple!(A, B, C);
tuple!(A, B, C, D);

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Serialize, crate::Ts)]
    #[serde(rename_all = "camelCase")]
    /// A test view.
    struct View {
        /// Whose view.
        seat: Option<u8>,
        first_builder: u8,
        #[serde(skip_serializing_if = "Option::is_none")]
        level: Option<String>,
        #[serde(rename = "cells")]
        squares: Vec<[u8; 2]>,
        #[serde(skip)]
        _cache: u8,
        events: Vec<Event>,
    }

    #[derive(serde::Serialize, crate::Ts)]
    #[serde(tag = "type", rename_all = "camelCase")]
    enum Event {
        GoalsSet { seat: u8, first_builder: u8 },
        Over,
    }

    #[derive(serde::Serialize, crate::Ts)]
    #[serde(rename_all = "camelCase")]
    enum Phase {
        GoalSetting,
        #[serde(rename = ">=")]
        AtLeast,
    }

    #[derive(serde::Serialize, crate::Ts)]
    #[serde(untagged)]
    enum Either {
        One(u8),
        Two { a: Phase },
    }

    crate::wire! {
        pub enum Act("action") {
            "roll" => Roll,
            "place" => Place { lot: u8, count as "n": u8 = 1, column: Option<u8> },
        }
    }

    fn check<T: serde::Serialize + Ts>(v: &T, d: &mut Decls) -> Result<(), String> {
        let ty = T::ty(d);
        let text = crate::json::to_string(v).unwrap();
        d.check(&crate::json::value(&text).unwrap(), &ty)
    }

    #[test]
    fn derived_types_follow_serde() {
        let mut d = Decls::default();
        let v = View {
            seat: None,
            first_builder: 1,
            level: None,
            squares: vec![[1, 2]],
            _cache: 0,
            events: vec![
                Event::GoalsSet {
                    seat: 0,
                    first_builder: 1,
                },
                Event::Over,
            ],
        };
        check(&v, &mut d).unwrap();
        for p in [Phase::GoalSetting, Phase::AtLeast] {
            check(&p, &mut d).unwrap();
        }
        check(&Either::One(3), &mut d).unwrap();
        check(&Either::Two { a: Phase::AtLeast }, &mut d).unwrap();
        for a in [
            Act::Roll,
            Act::Place {
                lot: 1,
                count: 2,
                column: None,
            },
        ] {
            check(&a, &mut d).unwrap();
        }
        let ts = d.render(0);
        assert!(
            ts.contains("/** A test view. */\nexport type View = {"),
            "{ts}"
        );
        assert!(ts.contains("  /** Whose view. */\n  seat: number | null;\n  firstBuilder: number;\n  level?: string;\n  cells: [number, number][];\n  events: Event[];\n}"), "{ts}");
        assert!(ts.contains("export type Event =\n  | {\n    type: \"goalsSet\";\n    seat: number;\n    first_builder: number;\n  }\n  | {\n    type: \"over\";\n  };"), "{ts}");
        assert!(
            ts.contains("export type Phase =\n  | \"goalSetting\"\n  | \">=\";"),
            "{ts}"
        );
        assert!(
            ts.contains("export type Either =\n  | number\n  | {\n    a: Phase;\n  };"),
            "{ts}"
        );
        assert!(
            ts.contains(
                "type: \"place\";\n    lot: number;\n    n?: number;\n    column?: number | null;"
            ),
            "{ts}"
        );
    }

    #[test]
    fn the_check_refuses_what_the_type_does_not_say() {
        let mut d = Decls::default();
        let ty = d.of::<View>();
        for bad in [
            r#"{"seat":null,"firstBuilder":1,"cells":[],"events":[],"x":1}"#,
            r#"{"seat":null,"cells":[],"events":[]}"#,
            r#"{"seat":"0","firstBuilder":1,"cells":[],"events":[]}"#,
            r#"{"seat":null,"firstBuilder":1,"cells":[[1]],"events":[]}"#,
            r#"{"seat":null,"firstBuilder":1,"level":null,"cells":[],"events":[]}"#,
            r#"{"seat":null,"firstBuilder":1,"cells":[],"events":[{"type":"over","seat":1}]}"#,
        ] {
            let v = crate::json::value(bad).unwrap();
            assert!(d.check(&v, &ty).is_err(), "{bad}");
        }
    }
}
