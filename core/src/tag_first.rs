//! The engine's internally tagged logs (`{"command": "damage", "figure": 3, …}`: a
//! command, a roll, an event, an end reason), read with the tag first instead of through
//! serde's buffering.
//!
//! serde's derived reader for `#[serde(tag = …)]` buffers each value into its private
//! `Content` before it knows the variant, and so copies every variant's reader once more
//! for that buffer: on the page, the largest functions of the first module (BENCHMARKS.md,
//! issue 50). Every writer of these formats, ours and serde's, writes the tag first, so a
//! reader can name the variant from the first key and hand the rest of the object
//! straight to the derived externally tagged reader. A value whose tag is not first is
//! refused with a message naming the tag; the bytes written are the same as before
//! (`core/tests/tagged.rs` reads and writes the old derive's corpus again byte for byte).
//! The app writes these logs and reads them from text, never from a `serde_json::Value`
//! (whose keys are sorted). A figure's kind keeps serde's reader: figures are what
//! players edit by hand.
//!
//! A type opts in with `#[serde(remote = "Self")]` beside its derives (which then derive
//! the externally tagged form as inherent functions, `Command::serialize`: never call them,
//! clippy.toml forbids it) and [`tag_first!`]:
//!
//! ```ignore
//! #[derive(Serialize, Deserialize)]
//! #[serde(remote = "Self", rename_all = "kebab-case")]
//! pub enum EndReason { Conquest { winner: PlayerId }, TimeUp }
//! tag_first!(EndReason, "reason");
//! ```

use std::fmt;

use serde::de::value::MapAccessDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, EnumAccess, IgnoredAny, MapAccess, VariantAccess, Visitor};
use serde::ser::{self, Impossible, SerializeStruct, SerializeStructVariant, Serializer};

/// Implements `Serialize` and `Deserialize` for `$ty` as an internally tagged enum with the
/// tag `$tag`, over the externally tagged inherent functions `#[serde(remote = "Self")]`
/// derives. Only unit and struct variants (what an internally tagged enum can hold here).
#[macro_export]
macro_rules! tag_first {
    ($ty:ty, $tag:literal) => {
        impl ::serde::Serialize for $ty {
            // The one call of the derived externally tagged form (clippy.toml forbids the others).
            #[allow(clippy::disallowed_methods)]
            fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> ::std::result::Result<S::Ok, S::Error> {
                <$ty>::serialize(self, $crate::tag_first::Writer::new($tag, serializer))
            }
        }
        impl<'de> ::serde::Deserialize<'de> for $ty {
            #[allow(clippy::disallowed_methods)]
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> ::std::result::Result<Self, D::Error> {
                <$ty>::deserialize($crate::tag_first::Reader::new($tag, deserializer))
            }
        }
    };
}

/// What a tagged enum's writer refuses: anything but a unit or a struct variant.
const NOT_A_VARIANT: &str = "a tagged enum writes only unit and struct variants";

/// Writes an enum variant as one object: the tag with the variant's name first, then its fields.
pub struct Writer<S> {
    tag: &'static str,
    inner: S,
}

impl<S> Writer<S> {
    /// A writer of variants tagged `tag`, onto `inner`.
    pub fn new(tag: &'static str, inner: S) -> Self {
        Writer { tag, inner }
    }
}

/// A struct variant's fields, after its tag.
pub struct Fields<S>(S);

impl<S: SerializeStruct> SerializeStructVariant for Fields<S> {
    type Ok = S::Ok;
    type Error = S::Error;

    fn serialize_field<T: ?Sized + ser::Serialize>(&mut self, key: &'static str, value: &T) -> Result<(), S::Error> {
        self.0.serialize_field(key, value)
    }

    fn skip_field(&mut self, key: &'static str) -> Result<(), S::Error> {
        self.0.skip_field(key)
    }

    fn end(self) -> Result<S::Ok, S::Error> {
        self.0.end()
    }
}

/// The writer's methods that refuse: a tagged enum is never written as anything else.
macro_rules! refused {
    ($($method:ident($($arg:ty),*) -> $out:ty;)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<$out, S::Error> {
            Err(ser::Error::custom(NOT_A_VARIANT))
        })*
    };
}

impl<S: Serializer> Serializer for Writer<S> {
    type Ok = S::Ok;
    type Error = S::Error;
    type SerializeSeq = Impossible<S::Ok, S::Error>;
    type SerializeTuple = Impossible<S::Ok, S::Error>;
    type SerializeTupleStruct = Impossible<S::Ok, S::Error>;
    type SerializeTupleVariant = Impossible<S::Ok, S::Error>;
    type SerializeMap = Impossible<S::Ok, S::Error>;
    type SerializeStruct = Impossible<S::Ok, S::Error>;
    type SerializeStructVariant = Fields<S::SerializeStruct>;

    fn serialize_unit_variant(self, name: &'static str, _: u32, variant: &'static str) -> Result<S::Ok, S::Error> {
        let mut object = self.inner.serialize_struct(name, 1)?;
        object.serialize_field(self.tag, variant)?;
        object.end()
    }

    fn serialize_struct_variant(
        self,
        name: &'static str,
        _: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Fields<S::SerializeStruct>, S::Error> {
        let mut object = self.inner.serialize_struct(name, len + 1)?;
        object.serialize_field(self.tag, variant)?;
        Ok(Fields(object))
    }

    fn serialize_newtype_variant<T: ?Sized + ser::Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<S::Ok, S::Error> {
        Err(ser::Error::custom(NOT_A_VARIANT))
    }

    fn serialize_some<T: ?Sized + ser::Serialize>(self, _: &T) -> Result<S::Ok, S::Error> {
        Err(ser::Error::custom(NOT_A_VARIANT))
    }

    fn serialize_newtype_struct<T: ?Sized + ser::Serialize>(self, _: &'static str, _: &T) -> Result<S::Ok, S::Error> {
        Err(ser::Error::custom(NOT_A_VARIANT))
    }

    refused! {
        serialize_bool(bool) -> S::Ok;
        serialize_i8(i8) -> S::Ok;
        serialize_i16(i16) -> S::Ok;
        serialize_i32(i32) -> S::Ok;
        serialize_i64(i64) -> S::Ok;
        serialize_u8(u8) -> S::Ok;
        serialize_u16(u16) -> S::Ok;
        serialize_u32(u32) -> S::Ok;
        serialize_u64(u64) -> S::Ok;
        serialize_f32(f32) -> S::Ok;
        serialize_f64(f64) -> S::Ok;
        serialize_char(char) -> S::Ok;
        serialize_str(&str) -> S::Ok;
        serialize_bytes(&[u8]) -> S::Ok;
        serialize_none() -> S::Ok;
        serialize_unit() -> S::Ok;
        serialize_unit_struct(&'static str) -> S::Ok;
        serialize_seq(Option<usize>) -> Self::SerializeSeq;
        serialize_tuple(usize) -> Self::SerializeTuple;
        serialize_tuple_struct(&'static str, usize) -> Self::SerializeTupleStruct;
        serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Self::SerializeTupleVariant;
        serialize_map(Option<usize>) -> Self::SerializeMap;
        serialize_struct(&'static str, usize) -> Self::SerializeStruct;
    }
}

/// Reads an object whose first key is the tag as an externally tagged enum: the tag's
/// value names the variant, the other keys are its fields.
pub struct Reader<D> {
    tag: &'static str,
    inner: D,
}

impl<D> Reader<D> {
    /// A reader of variants tagged `tag`, from `inner`.
    pub fn new(tag: &'static str, inner: D) -> Self {
        Reader { tag, inner }
    }
}

impl<'de, D: Deserializer<'de>> Deserializer<'de> for Reader<D> {
    type Error = D::Error;

    fn deserialize_enum<V: Visitor<'de>>(self, _: &'static str, _: &'static [&'static str], visitor: V) -> Result<V::Value, D::Error> {
        self.inner.deserialize_map(Object { tag: self.tag, visitor })
    }

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, D::Error> {
        self.inner.deserialize_any(visitor)
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

/// The object, before its first key is read.
struct Object<V> {
    tag: &'static str,
    visitor: V,
}

impl<'de, V: Visitor<'de>> Visitor<'de> for Object<V> {
    type Value = V::Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "an object whose first key is `{}`", self.tag)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<V::Value, A::Error> {
        match map.next_key_seed(IsTag(self.tag))? {
            Some(true) => self.visitor.visit_enum(Variant(map)),
            Some(false) => Err(de::Error::custom(format_args!("`{}` must be the object's first key", self.tag))),
            None => Err(de::Error::missing_field(self.tag)),
        }
    }
}

/// Whether a key is the tag.
struct IsTag(&'static str);

impl<'de> DeserializeSeed<'de> for IsTag {
    type Value = bool;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<bool, D::Error> {
        deserializer.deserialize_identifier(self)
    }
}

impl Visitor<'_> for IsTag {
    type Value = bool;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key")
    }

    fn visit_str<E: de::Error>(self, key: &str) -> Result<bool, E> {
        Ok(key == self.0)
    }
}

/// The object after its tag: the tag's value, then the variant's fields.
struct Variant<A>(A);

impl<'de, A: MapAccess<'de>> EnumAccess<'de> for Variant<A> {
    type Error = A::Error;
    type Variant = Self;

    fn variant_seed<T: DeserializeSeed<'de>>(mut self, seed: T) -> Result<(T::Value, Self), A::Error> {
        let name = self.0.next_value_seed(seed)?;
        Ok((name, self))
    }
}

impl<'de, A: MapAccess<'de>> VariantAccess<'de> for Variant<A> {
    type Error = A::Error;

    /// As serde's internally tagged reader did: a unit variant's other keys are ignored.
    fn unit_variant(mut self) -> Result<(), A::Error> {
        while self.0.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, A::Error> {
        seed.deserialize(MapAccessDeserializer::new(self.0))
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value, A::Error> {
        Err(de::Error::custom(NOT_A_VARIANT))
    }

    fn struct_variant<V: Visitor<'de>>(self, _: &'static [&'static str], visitor: V) -> Result<V::Value, A::Error> {
        visitor.visit_map(self.0)
    }
}
