//! Reading: a JSON text into serde's deserializer or into a [`Value`], with
//! nesting limited.

use super::*;

pub(super) struct Reader<'de> {
    pub(super) s: &'de [u8],
    pub(super) i: usize,
    pub(super) depth: usize,
}

impl<'de> Reader<'de> {
    pub(super) fn value(&mut self) -> Result<Value, Error> {
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

    pub(super) fn err(&self, what: &str) -> Error {
        Error(format!("{what} at character {}", self.i + 1))
    }

    pub(super) fn ws(&mut self) {
        while let Some(b' ' | b'\n' | b'\r' | b'\t') = self.s.get(self.i) {
            self.i += 1;
        }
    }

    pub(super) fn peek(&mut self) -> Option<u8> {
        self.ws();
        self.s.get(self.i).copied()
    }

    pub(super) fn eat(&mut self, lit: &[u8]) -> Result<(), Error> {
        let rest = &self.s[self.i..];
        if rest.starts_with(lit) {
            self.i += lit.len();
            Ok(())
        } else if lit.starts_with(rest) {
            // "tru" at the very end: a text cut short, not one that is no JSON
            self.i = self.s.len();
            Err(self.err("the text ends too soon"))
        } else {
            Err(self.err("not valid JSON"))
        }
    }

    pub(super) fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.err("nested too deeply"));
        }
        self.i += 1;
        Ok(())
    }

    /// Reads a string after its opening quote.
    pub(super) fn string(&mut self) -> Result<String, Error> {
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
    pub(super) fn hex4(&mut self) -> Result<u32, Error> {
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
    pub(super) fn number<V: Visitor<'de>>(&mut self, visitor: V) -> Result<V::Value, Error> {
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
pub(super) struct Whole;

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

pub(super) struct Items<'a, 'de> {
    pub(super) r: &'a mut Reader<'de>,
    pub(super) first: bool,
    pub(super) done: bool,
    pub(super) close: u8,
}

impl Items<'_, '_> {
    /// True when another item follows; consumes the separator or the closer.
    pub(super) fn next(&mut self) -> Result<bool, Error> {
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
pub(super) fn finish<T>(items: Items<'_, '_>, v: T) -> Result<T, Error> {
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
