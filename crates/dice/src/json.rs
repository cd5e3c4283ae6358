//! A small JSON codec for serde, used for saves and for every value that crosses
//! into JS. The same code runs natively and in wasm, so a save written by one
//! reads byte for byte the same on the other. It is deliberately narrow: numbers
//! are whole (no game value is fractional), which keeps float parsing and
//! formatting out of the wasm module; nesting is limited, so hostile input cannot
//! exhaust the stack.

use crate::wire::{FromValue, Value};
use serde::de::{
    self, DeserializeOwned, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor,
};
use serde::ser::{self, Serialize};
use std::fmt;

const MAX_DEPTH: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(String);

impl Error {
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
    // serde's own wording formats `Unexpected` with its float arm, which drags
    // float printing into the wasm module; no value here is fractional anyway.
    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!("expected {exp}, found {}", describe(unexp)))
    }
    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!("expected {exp}, found {}", describe(unexp)))
    }
}

fn describe(u: de::Unexpected) -> String {
    use de::Unexpected as U;
    match u {
        U::Bool(b) => format!("{b}"),
        U::Unsigned(n) => format!("{n}"),
        U::Signed(n) => format!("{n}"),
        U::Str(s) => format!("\"{s}\""),
        U::Char(c) => format!("'{c}'"),
        U::Unit => "null".into(),
        U::Seq => "a list".into(),
        U::Map => "an object".into(),
        U::Float(_) => "a fractional number".into(),
        _ => "something else".into(),
    }
}

pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = String::new();
    value.serialize(&mut Writer { out: &mut out })?;
    Ok(out)
}

pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = T::deserialize(&mut r)?;
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(v)
}

/// The parts of a JSON object (`keyed`) or list, each as its own JSON text
/// (an object's names are read, repeated ones refused). Saves are read this
/// way: each part then goes through the reader the page's values already use,
/// instead of a derived reader for every save type in every wasm module.
fn parts(text: &str, keyed: bool) -> Result<Vec<(String, &str)>, Error> {
    let (open, close, what) = if keyed {
        (b'{', b'}', "expected an object")
    } else {
        (b'[', b']', "expected a list")
    };
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    if r.peek() != Some(open) {
        return Err(r.err(what));
    }
    r.enter()?;
    let mut out: Vec<(String, &str)> = Vec::new();
    let mut items = Items {
        r: &mut r,
        first: true,
        done: false,
        close,
    };
    while items.next()? {
        let mut name = String::new();
        if keyed {
            if items.r.peek() != Some(b'"') {
                return Err(items.r.err("object keys must be strings"));
            }
            name = items.r.string()?;
            if out.iter().any(|(k, _)| *k == name) {
                return Err(Error(format!("duplicate field `{name}`")));
            }
            if items.r.peek() != Some(b':') {
                return Err(items.r.err("expected :"));
            }
            items.r.i += 1;
        }
        items.r.ws();
        let start = items.r.i;
        items.r.value()?;
        out.push((name, text.get(start..items.r.i).unwrap_or_default()));
    }
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(out)
}

/// An object's members as (name, the value's JSON text), in order.
pub fn members(text: &str) -> Result<Vec<(String, &str)>, Error> {
    parts(text, true)
}

/// A list's items, each as its JSON text.
pub fn items(text: &str) -> Result<Vec<&str>, Error> {
    Ok(parts(text, false)?.into_iter().map(|(_, v)| v).collect())
}

/// A JSON string's value.
pub fn string(text: &str) -> Result<String, Error> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    if r.peek() != Some(b'"') {
        return Err(r.err("expected a string"));
    }
    let v = r.string()?;
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(v)
}

/// A JSON text as a [`Value`]: the one reader of everything the page sends
/// (actions, configs, questions, saves). Hand-written rather than through
/// serde's visitors, which cost several KB in every wasm module.
pub fn value(text: &str) -> Result<Value, Error> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
        depth: 0,
    };
    let v = r.value()?;
    r.ws();
    if r.i != r.s.len() {
        return Err(r.err("unexpected text after the end"));
    }
    Ok(v)
}

/// A JSON text read as `T` through its [`FromValue`] reader.
pub fn read<T: FromValue>(text: &str) -> Result<T, Error> {
    T::from_value(value(text)?).map_err(Error)
}

// ---------------------------------------------------------------- writing

struct Writer<'a> {
    out: &'a mut String,
}

fn write_u64(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&b| b as char));
}

fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Writes `[`/`{` items with commas; `first` tracks the comma.
pub struct Compound<'a, 'b> {
    w: &'b mut Writer<'a>,
    first: bool,
    close: &'static str,
}

impl Compound<'_, '_> {
    fn comma(&mut self) {
        if !self.first {
            self.w.out.push(',');
        }
        self.first = false;
    }
    fn key(&mut self, k: &str) {
        self.comma();
        write_str(self.w.out, k);
        self.w.out.push(':');
    }
}

impl<'a, 'b> ser::Serializer for &'b mut Writer<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a, 'b>;
    type SerializeTuple = Compound<'a, 'b>;
    type SerializeTupleStruct = Compound<'a, 'b>;
    type SerializeTupleVariant = Compound<'a, 'b>;
    type SerializeMap = Compound<'a, 'b>;
    type SerializeStruct = Compound<'a, 'b>;
    type SerializeStructVariant = Compound<'a, 'b>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.serialize_i64(v as i64)
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.serialize_i64(v as i64)
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.serialize_i64(v as i64)
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        if v < 0 {
            self.out.push('-');
        }
        write_u64(self.out, v.unsigned_abs());
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.serialize_u64(v as u64)
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.serialize_u64(v as u64)
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.serialize_u64(v as u64)
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        write_u64(self.out, v);
        Ok(())
    }
    fn serialize_f32(self, _v: f32) -> Result<(), Error> {
        Err(Error("fractional numbers are not written".into()))
    }
    fn serialize_f64(self, _v: f64) -> Result<(), Error> {
        Err(Error("fractional numbers are not written".into()))
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        let mut b = [0; 4];
        self.serialize_str(v.encode_utf8(&mut b))
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        write_str(self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        use ser::SerializeSeq;
        let mut s = self.serialize_seq(Some(v.len()))?;
        for b in v {
            s.serialize_element(b)?;
        }
        s.end()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Result<(), Error> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.push_str("null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _n: &'static str,
        _i: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _n: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _n: &'static str,
        _i: u32,
        variant: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        self.out.push('{');
        write_str(self.out, variant);
        self.out.push(':');
        v.serialize(&mut *self)?;
        self.out.push('}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a, 'b>, Error> {
        self.out.push('[');
        Ok(Compound {
            w: self,
            first: true,
            close: "]",
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'a, 'b>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _n: &'static str,
        len: usize,
    ) -> Result<Compound<'a, 'b>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _n: &'static str,
        _i: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'b>, Error> {
        self.out.push('{');
        write_str(self.out, variant);
        self.out.push_str(":[");
        Ok(Compound {
            w: self,
            first: true,
            close: "]}",
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a, 'b>, Error> {
        self.out.push('{');
        Ok(Compound {
            w: self,
            first: true,
            close: "}",
        })
    }
    fn serialize_struct(self, _n: &'static str, _len: usize) -> Result<Compound<'a, 'b>, Error> {
        self.serialize_map(None)
    }
    fn serialize_struct_variant(
        self,
        _n: &'static str,
        _i: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'b>, Error> {
        self.out.push('{');
        write_str(self.out, variant);
        self.out.push_str(":{");
        Ok(Compound {
            w: self,
            first: true,
            close: "}}",
        })
    }
}

impl ser::SerializeSeq for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.comma();
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        self.w.out.push_str(self.close);
        Ok(())
    }
}

impl ser::SerializeTuple for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Result<(), Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), Error> {
        self.comma();
        // Keys must be strings in JSON: write the key, quoting numbers.
        let key = to_string(k)?;
        if key.starts_with('"') {
            self.w.out.push_str(&key);
        } else {
            write_str(self.w.out, &key);
        }
        self.w.out.push(':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        k: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        self.key(k);
        v.serialize(&mut *self.w)
    }
    fn end(self) -> Result<(), Error> {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeStructVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        k: &'static str,
        v: &T,
    ) -> Result<(), Error> {
        ser::SerializeStruct::serialize_field(self, k, v)
    }
    fn end(self) -> Result<(), Error> {
        ser::SerializeSeq::end(self)
    }
}

// ---------------------------------------------------------------- reading

struct Reader<'de> {
    s: &'de [u8],
    i: usize,
    depth: usize,
}

impl<'de> Reader<'de> {
    fn value(&mut self) -> Result<Value, Error> {
        match self.peek() {
            Some(b'n') => self.eat(b"null").map(|_| Value::Null),
            Some(b't') => self.eat(b"true").map(|_| Value::Bool(true)),
            Some(b'f') => self.eat(b"false").map(|_| Value::Bool(false)),
            Some(b'"') => self.string().map(Value::Str),
            Some(b'-' | b'0'..=b'9') => self.number(Whole),
            Some(open @ (b'[' | b'{')) => {
                self.enter()?;
                let keyed = open == b'{';
                let mut items = Items {
                    r: self,
                    first: true,
                    done: false,
                    close: if keyed { b'}' } else { b']' },
                };
                let (mut list, mut map) = (Vec::new(), Vec::<(String, Value)>::new());
                while items.next()? {
                    if !keyed {
                        list.push(items.r.value()?);
                        continue;
                    }
                    if items.r.peek() != Some(b'"') {
                        return Err(items.r.err("object keys must be strings"));
                    }
                    let k = items.r.string()?;
                    if map.iter().any(|(x, _)| *x == k) {
                        return Err(Error(format!("duplicate field `{k}`")));
                    }
                    if items.r.peek() != Some(b':') {
                        return Err(items.r.err("expected :"));
                    }
                    items.r.i += 1;
                    map.push((k, items.r.value()?));
                }
                Ok(if keyed {
                    Value::Map(map)
                } else {
                    Value::List(list)
                })
            }
            Some(_) => Err(self.err("not valid JSON")),
            None => Err(self.err("unexpected end of text")),
        }
    }

    fn err(&self, what: &str) -> Error {
        Error(format!("{what} at character {}", self.i + 1))
    }

    fn ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.s.get(self.i) {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, lit: &[u8]) -> Result<(), Error> {
        if self.s[self.i..].starts_with(lit) {
            self.i += lit.len();
            Ok(())
        } else {
            Err(self.err("not valid JSON"))
        }
    }

    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err("nested too deeply"));
        }
        self.i += 1;
        Ok(())
    }

    /// Reads a string after its opening quote.
    fn string(&mut self) -> Result<String, Error> {
        self.i += 1;
        let mut out = String::new();
        loop {
            let start = self.i;
            while let Some(&b) = self.s.get(self.i) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.i += 1;
            }
            // The input is a &str and we stopped at ASCII, so this slice is UTF-8.
            out.push_str(
                std::str::from_utf8(&self.s[start..self.i]).map_err(|_| self.err("bad text"))?,
            );
            match self.s.get(self.i) {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = match self.s.get(self.i) {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            let hi = self.hex4()?;
                            let code = if (0xd800..0xdc00).contains(&hi) {
                                self.i += 1;
                                if self.s.get(self.i) != Some(&b'\\')
                                    || self.s.get(self.i + 1) != Some(&b'u')
                                {
                                    return Err(self.err("unpaired surrogate in a string"));
                                }
                                self.i += 1;
                                let lo = self.hex4()?;
                                if !(0xdc00..0xe000).contains(&lo) {
                                    return Err(self.err("unpaired surrogate in a string"));
                                }
                                0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)
                            } else {
                                hi
                            };
                            char::from_u32(code)
                                .ok_or_else(|| self.err("bad escape in a string"))?
                        }
                        _ => return Err(self.err("bad escape in a string")),
                    };
                    self.i += 1;
                    out.push(c);
                }
                _ => return Err(self.err("unterminated string")),
            }
        }
    }

    /// Reads the four hex digits after `\u`, leaving `i` on the last one.
    fn hex4(&mut self) -> Result<u32, Error> {
        let mut v = 0;
        for _ in 0..4 {
            self.i += 1;
            let d = match self.s.get(self.i) {
                Some(c @ b'0'..=b'9') => c - b'0',
                Some(c @ b'a'..=b'f') => c - b'a' + 10,
                Some(c @ b'A'..=b'F') => c - b'A' + 10,
                _ => return Err(self.err("bad \\u escape")),
            };
            v = v * 16 + d as u32;
        }
        Ok(v)
    }

    /// A JSON number that must be whole: `-12`, `3`, also `3.0` or `3e2`.
    fn number<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value, Error> {
        let start = self.i;
        let neg = self.s.get(self.i) == Some(&b'-');
        if neg {
            self.i += 1;
        }
        let mut mag: u64 = 0;
        let mut digits = 0;
        let mut overflow = false;
        while let Some(c @ b'0'..=b'9') = self.s.get(self.i).copied() {
            match mag
                .checked_mul(10)
                .and_then(|m| m.checked_add((c - b'0') as u64))
            {
                Some(m) => mag = m,
                None => overflow = true,
            }
            digits += 1;
            self.i += 1;
        }
        if digits == 0 {
            return Err(self.err("not valid JSON"));
        }
        // A fraction of zeros and an exponent are accepted when the value stays whole.
        let mut whole = true;
        if self.s.get(self.i) == Some(&b'.') {
            self.i += 1;
            let mut any = false;
            while let Some(c @ b'0'..=b'9') = self.s.get(self.i).copied() {
                whole &= c == b'0';
                any = true;
                self.i += 1;
            }
            if !any {
                return Err(self.err("not valid JSON"));
            }
        }
        if let Some(b'e' | b'E') = self.s.get(self.i) {
            self.i += 1;
            if let Some(b'+' | b'-') = self.s.get(self.i) {
                whole &= self.s[self.i] == b'+';
                self.i += 1;
            }
            let mut exp: u32 = 0;
            let mut any = false;
            while let Some(c @ b'0'..=b'9') = self.s.get(self.i).copied() {
                exp = exp.saturating_mul(10).saturating_add((c - b'0') as u32);
                any = true;
                self.i += 1;
            }
            if !any {
                return Err(self.err("not valid JSON"));
            }
            for _ in 0..exp {
                match mag.checked_mul(10) {
                    Some(m) => mag = m,
                    None => {
                        overflow = true;
                        break;
                    }
                }
            }
        }
        let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("?");
        if !whole {
            return Err(Error(format!("{text} is not a whole number")));
        }
        if overflow {
            return Err(Error(format!("{text} is too large")));
        }
        if neg {
            if mag > i64::MAX as u64 + 1 {
                return Err(Error(format!("{text} is too small")));
            }
            visitor.visit_i64((mag as i64).wrapping_neg())
        } else {
            visitor.visit_u64(mag)
        }
    }
}

/// A whole number as a [`Value`] (for [`Reader::number`]).
struct Whole;

impl Visitor<'_> for Whole {
    type Value = Value;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a whole number")
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Int(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        // Beyond i64 is beyond every field's range either way.
        Ok(Value::Int(i64::try_from(v).unwrap_or(i64::MAX)))
    }
}

struct Items<'a, 'de> {
    r: &'a mut Reader<'de>,
    first: bool,
    done: bool,
    close: u8,
}

impl Items<'_, '_> {
    /// True when another item follows; consumes the separator or the closer.
    fn next(&mut self) -> Result<bool, Error> {
        if self.done {
            return Ok(false);
        }
        match self.r.peek() {
            Some(c) if c == self.close => {
                self.r.i += 1;
                self.r.depth -= 1;
                self.done = true;
                return Ok(false);
            }
            Some(b',') if !self.first => self.r.i += 1,
            Some(_) if self.first => {}
            _ => {
                return Err(self
                    .r
                    .err("not valid JSON (expected , or a closing bracket)"))
            }
        }
        self.first = false;
        Ok(true)
    }
}

impl<'de> SeqAccess<'de> for Items<'_, 'de> {
    type Error = Error;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if self.next()? {
            seed.deserialize(&mut *self.r).map(Some)
        } else {
            Ok(None)
        }
    }
}

impl<'de> MapAccess<'de> for Items<'_, 'de> {
    type Error = Error;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        if !self.next()? {
            return Ok(None);
        }
        if self.r.peek() != Some(b'"') {
            return Err(self.r.err("object keys must be strings"));
        }
        let key = self.r.string()?;
        if self.r.peek() != Some(b':') {
            return Err(self.r.err("expected :"));
        }
        self.r.i += 1;
        seed.deserialize(key.into_deserializer()).map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        seed.deserialize(&mut *self.r)
    }
}

/// Ensures a value that should have been a closed container really ended.
fn finish<T>(items: Items<'_, '_>, v: T) -> Result<T, Error> {
    let mut items = items;
    if items.next()? {
        return Err(items.r.err("too many items"));
    }
    Ok(v)
}

impl<'de> de::Deserializer<'de> for &mut Reader<'de> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'n') => {
                self.eat(b"null")?;
                visitor.visit_unit()
            }
            Some(b't') => {
                self.eat(b"true")?;
                visitor.visit_bool(true)
            }
            Some(b'f') => {
                self.eat(b"false")?;
                visitor.visit_bool(false)
            }
            Some(b'"') => visitor.visit_string(self.string()?),
            Some(b'-' | b'0'..=b'9') => self.number(visitor),
            Some(b'[') => {
                self.enter()?;
                let mut items = Items {
                    r: self,
                    first: true,
                    done: false,
                    close: b']',
                };
                let v = visitor.visit_seq(&mut items)?;
                finish(items, v)
            }
            Some(b'{') => {
                self.enter()?;
                let mut items = Items {
                    r: self,
                    first: true,
                    done: false,
                    close: b'}',
                };
                let v = visitor.visit_map(&mut items)?;
                finish(items, v)
            }
            Some(_) => Err(self.err("not valid JSON")),
            None => Err(self.err("unexpected end of text")),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.peek() == Some(b'n') {
            self.eat(b"null")?;
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.peek() {
            Some(b'"') => visitor.visit_enum(self.string()?.into_deserializer()),
            _ => Err(self.err("expected the name of a variant")),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct newtype_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[test]
    fn members_and_items_keep_each_part_as_its_text() {
        let m = members(r#" {"a": [1, {"b": "}"}], "c" :"x\"y", "d":null} "#).unwrap();
        let names: Vec<&str> = m.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(names, ["a", "c", "d"]);
        assert_eq!(m[0].1, r#"[1, {"b": "}"}]"#);
        assert_eq!(string(m[1].1).unwrap(), "x\"y");
        assert_eq!(items(m[0].1).unwrap(), ["1", r#"{"b": "}"}"#]);
        assert_eq!(items(" [] ").unwrap(), Vec::<&str>::new());
        for bad in [
            "",
            "[]",
            "{",
            r#"{"a":1,"a":2}"#,
            r#"{"a":1} x"#,
            r#"{"a" 1}"#,
            r#"{1:2}"#,
            r#"{"a":}"#,
            r#"{"a":1,}"#,
        ] {
            assert!(members(bad).is_err(), "{bad}");
        }
        assert!(items("{}").is_err());
        assert!(string("1").is_err());
        assert!(string(r#""a" "b""#).is_err());
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct Sample {
        name: String,
        seat_count: u8,
        delta: i32,
        maybe: Option<u32>,
        list: Vec<(u8, String)>,
        kind: Kind,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    enum Kind {
        Low,
        HighRise,
    }

    fn sample() -> Sample {
        Sample {
            name: "Ana \"the builder\"\n\u{1}é🏙".into(),
            seat_count: 4,
            delta: -17,
            maybe: None,
            list: vec![(0, "a".into()), (3, "".into())],
            kind: Kind::HighRise,
        }
    }

    #[test]
    fn round_trips_and_agrees_with_serde_json() {
        let s = sample();
        let text = to_string(&s).unwrap();
        assert_eq!(text, serde_json::to_string(&s).unwrap());
        assert_eq!(from_str::<Sample>(&text).unwrap(), s);
        let pretty = serde_json::to_string_pretty(&s).unwrap();
        assert_eq!(from_str::<Sample>(&pretty).unwrap(), s);
    }

    #[test]
    fn escapes_and_surrogates_read() {
        assert_eq!(
            from_str::<String>(r#""\u00e9\ud83c\udfd9\/\t""#).unwrap(),
            "é🏙/\t"
        );
        assert!(from_str::<String>(r#""\ud83c""#).is_err());
        assert!(from_str::<String>("\"a\u{1}\"").is_err());
    }

    #[test]
    fn numbers_must_be_whole_and_fit() {
        assert_eq!(from_str::<u32>("3.0").unwrap(), 3);
        assert_eq!(from_str::<u32>("3e2").unwrap(), 300);
        assert_eq!(from_str::<i32>("-5").unwrap(), -5);
        assert!(from_str::<u32>("1.5")
            .unwrap_err()
            .message()
            .contains("whole"));
        assert!(from_str::<u8>("256").is_err());
        assert!(from_str::<u8>("-1").is_err());
        assert!(from_str::<u64>("99999999999999999999").is_err());
        assert!(from_str::<u32>("1e-2").is_err());
        assert_eq!(from_str::<i64>("-9223372036854775808").unwrap(), i64::MIN);
    }

    #[test]
    fn junk_is_an_error_not_a_panic() {
        let good = to_string(&sample()).unwrap();
        for cut in 0..good.len() {
            if good.is_char_boundary(cut) {
                assert!(
                    from_str::<Sample>(&good[..cut]).is_err(),
                    "accepted {:?}",
                    &good[..cut]
                );
            }
        }
        for bad in [
            "",
            "{}",
            "\u{0}\u{ffff}",
            "[1,]",
            "{\"a\" 1}",
            "nul",
            "tru",
            "[1 2]",
            "{,}",
            "-",
            "1.",
            "01x",
        ] {
            assert!(from_str::<Sample>(bad).is_err(), "{bad:?}");
        }
        assert!(from_str::<Vec<u8>>("[1,2] x").is_err());
        assert!(from_str::<Sample>(&good.replace("seatCount", "seats")).is_err());
    }

    #[test]
    fn deep_nesting_is_refused() {
        let deep = "[".repeat(10_000);
        assert!(from_str::<serde::de::IgnoredAny>(&deep)
            .unwrap_err()
            .message()
            .contains("deeply"));
    }

    #[test]
    fn fractions_are_not_written() {
        assert!(to_string(&1.5f64).is_err());
    }
}
