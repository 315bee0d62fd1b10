//! One reader for an externally tagged enum whose fields are all plain values (numbers,
//! names, flags): serde's derive writes a reader of its own for every variant, and the
//! refusals' 131 came to 175 KB of the page's sharing module, 18 KB gzip (issue 50). The
//! text read is the derive's own (`{"no-actions-left":{"allowed":3}}`, a variant with no
//! fields as its bare name), so what a phone of the version before wrote reads the same.

use std::marker::PhantomData;

use serde::de::{self, DeserializeOwned, Deserializer, IntoDeserializer, MapAccess, Visitor};
use serde::{Deserialize, forward_to_deserialize_any};

/// One field's value as the text holds it.
#[derive(Debug, Clone, PartialEq)]
enum Plain {
    Unsigned(u64),
    Signed(i64),
    Text(String),
    Flag(bool),
    Nothing,
}

/// A variant as read: its tag (kebab-case, as the derive writes it) and its fields by name.
#[derive(Debug)]
pub struct Tagged {
    tag: String,
    fields: Vec<(String, Plain)>,
}

impl Tagged {
    /// Whether this is the variant of Rust name `variant`.
    pub fn is(&self, variant: &str) -> bool {
        kebab_is(variant, &self.tag)
    }

    /// Field `name`, read as a `T`; missing, it is refused as the derive would.
    pub fn take<T: DeserializeOwned, E: de::Error>(&mut self, name: &'static str) -> Result<T, E> {
        let at = self.fields.iter().position(|(field, _)| field == name).ok_or_else(|| E::missing_field(name))?;
        T::deserialize(Value::<E>(self.fields.swap_remove(at).1, PhantomData))
    }

    /// The refusal of a tag no variant has.
    pub fn unknown<E: de::Error>(&self) -> E {
        E::unknown_variant(&self.tag, &[])
    }
}

/// Whether `kebab` is `camel` as serde's `rename_all = "kebab-case"` writes a variant: a
/// dash before each capital but the first, all in lower case.
fn kebab_is(camel: &str, kebab: &str) -> bool {
    let mut written = kebab.chars();
    camel
        .char_indices()
        .all(|(i, c)| (i == 0 || !c.is_uppercase() || written.next() == Some('-')) && written.next() == Some(c.to_ascii_lowercase()))
        && written.next().is_none()
}

impl<'de> Deserialize<'de> for Tagged {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TaggedVisitor)
    }
}

struct TaggedVisitor;

impl<'de> Visitor<'de> for TaggedVisitor {
    type Value = Tagged;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a variant's name, or a map of one variant to its fields")
    }

    fn visit_str<E: de::Error>(self, tag: &str) -> Result<Tagged, E> {
        Ok(Tagged { tag: tag.to_string(), fields: Vec::new() })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tagged, A::Error> {
        let tag: String = map.next_key()?.ok_or_else(|| de::Error::invalid_length(0, &self))?;
        let Fields(fields) = map.next_value()?;
        if map.next_key::<de::IgnoredAny>()?.is_some() {
            return Err(de::Error::invalid_length(2, &self));
        }
        Ok(Tagged { tag, fields })
    }
}

/// A variant's fields by name.
struct Fields(Vec<(String, Plain)>);

impl<'de> Deserialize<'de> for Fields {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FieldsVisitor;
        impl<'de> Visitor<'de> for FieldsVisitor {
            type Value = Fields;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a variant's fields by name")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields, A::Error> {
                let mut fields = Vec::new();
                while let Some(field) = map.next_entry::<String, Plain>()? {
                    fields.push(field);
                }
                Ok(Fields(fields))
            }
        }
        deserializer.deserialize_map(FieldsVisitor)
    }
}

impl<'de> Deserialize<'de> for Plain {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct PlainVisitor;
        impl Visitor<'_> for PlainVisitor {
            type Value = Plain;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a number, a name, a flag or null")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Plain, E> {
                Ok(Plain::Unsigned(v))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Plain, E> {
                Ok(Plain::Signed(v))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Plain, E> {
                Ok(Plain::Text(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Plain, E> {
                Ok(Plain::Flag(v))
            }
            fn visit_unit<E: de::Error>(self) -> Result<Plain, E> {
                Ok(Plain::Nothing)
            }
            fn visit_none<E: de::Error>(self) -> Result<Plain, E> {
                Ok(Plain::Nothing)
            }
        }
        deserializer.deserialize_any(PlainVisitor)
    }
}

/// A plain value read back as the field's own type.
struct Value<E>(Plain, PhantomData<E>);

impl<'de, E: de::Error> Deserializer<'de> for Value<E> {
    type Error = E;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.0 {
            Plain::Unsigned(v) => visitor.visit_u64(v),
            Plain::Signed(v) => visitor.visit_i64(v),
            Plain::Text(v) => visitor.visit_string(v),
            Plain::Flag(v) => visitor.visit_bool(v),
            Plain::Nothing => visitor.visit_unit(),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, E> {
        match self.0 {
            Plain::Nothing => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(self, _: &'static str, _: &'static [&'static str], visitor: V) -> Result<V::Value, E> {
        match self.0 {
            Plain::Text(name) => visitor.visit_enum(name.into_deserializer()),
            _ => self.deserialize_any(visitor),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, visitor: V) -> Result<V::Value, E> {
        visitor.visit_newtype_struct(self)
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// A sample value of each type a refusal's field has, for the tests that read every
/// variant back.
#[cfg(test)]
pub(crate) trait Sample {
    fn sample() -> Self;
}

#[cfg(test)]
mod samples {
    use super::Sample;
    use crate::ability::Ability;
    use crate::command::{ActionKind, ColossalEffect};
    use crate::figure::{Proficiency, Section};
    use crate::rule::RuleId;
    use crate::state::{FigureId, PlayerId};

    macro_rules! samples {
        ($($ty:ty => $value:expr),* $(,)?) => {
            $(impl Sample for $ty {
                fn sample() -> Self {
                    $value
                }
            })*
        };
    }

    samples! {
        u8 => 7,
        u32 => 70_000,
        usize => 12,
        FigureId => FigureId(300),
        PlayerId => PlayerId(2),
        Ability => Ability::ALL[5],
        RuleId => RuleId::ALL[9],
        Section => Section::Right,
        ActionKind => ActionKind::Ranged,
        Proficiency => Proficiency::Impale,
        ColossalEffect => ColossalEffect::Formation,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every refusal, written by the derive, reads back the same; the text is the
    /// derive's own, as the version before wrote it.
    #[test]
    fn every_refusal_reads_back_as_written() {
        let every = crate::RuleViolation::every();
        assert_eq!(every.len(), crate::RuleViolation::KINDS.len());
        for violation in every {
            let text = serde_json::to_string(&violation).unwrap();
            let read: crate::RuleViolation = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(read, violation, "{text}");
        }
        let before = r#"{"not-your-figure":{"figure":3,"player":1}}"#;
        let read: crate::RuleViolation = serde_json::from_str(before).unwrap();
        assert_eq!(read, crate::RuleViolation::NotYourFigure { figure: crate::FigureId(3), player: crate::PlayerId(1) });
        for refused in
            [r#"{"not-your-figure":{"figure":3}}"#, r#"{"no-such-refusal":{}}"#, r#""not-your-figure""#, r#"{"eliminated":{"figure":"x"}}"#]
        {
            assert!(serde_json::from_str::<crate::RuleViolation>(refused).is_err(), "{refused}");
        }
    }

    #[test]
    fn a_variant_name_is_read_as_the_derive_writes_it() {
        for (camel, kebab) in
            [("NoActionsLeft", "no-actions-left"), ("Eliminated", "eliminated"), ("CavInContact", "cav-in-contact"), ("Col12A", "col12-a")]
        {
            assert!(kebab_is(camel, kebab), "{camel}");
        }
        for (camel, kebab) in [
            ("NoActionsLeft", "no-actions-lef"),
            ("NoActionsLeft", "no-actions-left-"),
            ("NoActionsLeft", "noactions-left"),
            ("Eliminated", "Eliminated"),
            ("A", ""),
        ] {
            assert!(!kebab_is(camel, kebab), "{camel} {kebab}");
        }
    }

    #[test]
    fn a_map_of_more_than_one_variant_or_a_field_of_a_list_is_refused() {
        assert!(serde_json::from_str::<Tagged>(r#"{"a":{},"b":{}}"#).is_err());
        assert!(serde_json::from_str::<Tagged>(r#"{"a":{"x":[1]}}"#).is_err());
        assert!(serde_json::from_str::<Tagged>(r#"{}"#).is_err());
        let mut read = serde_json::from_str::<Tagged>(r#"{"no-actions-left":{"allowed":3,"later":"kept"}}"#).unwrap();
        assert!(read.is("NoActionsLeft"));
        assert_eq!(read.take::<u8, serde_json::Error>("allowed").unwrap(), 3);
        assert!(read.take::<u8, serde_json::Error>("allowed").is_err(), "taken once");
        assert!(read.take::<u8, serde_json::Error>("later").is_err(), "a name is no number");
    }
}
