//! What an event or a refusal says, as typed values: the app's text layer turns each
//! [`Arg`] into words (a figure's name, a phase's name, a number) without guessing from
//! field names, and a test can walk every variant's message id and argument names.
//!
//! Every type an [`Arg`] names lives below this module, and the modules that declare
//! messages (`command`, `event`, `violation`) above it, so the two never depend on each
//! other. A type that is itself declared by `messages!` (a colossal's effect) is named
//! by its message id ([`Arg::Message`]), and its `ToArg` lives beside it.

use crate::ability::Ability;
use crate::dial::DamageCause;
use crate::figure::{Proficiency, Section};
use crate::rule::RuleId;
use crate::state::{ActionKind, FigureId, Phase, PlayerId};

/// One value a sentence names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arg {
    /// A figure, said by its name.
    Figure(FigureId),
    /// A player, said by their name.
    Player(PlayerId),
    /// A count, a die or a stat.
    Number(i64),
    /// A yes-or-no the sentence selects on.
    Flag(bool),
    /// A phase of the turn.
    Phase(Phase),
    /// An action.
    Action(ActionKind),
    /// A cavalry proficiency.
    Proficiency(Proficiency),
    /// A colossal's section.
    Section(Section),
    /// A special ability.
    Ability(Ability),
    /// Something said by a message of its own, by that message's id (an effect a
    /// colossal ignores: `ColossalEffect`).
    Message(&'static str),
    /// Why a dial turned, which the sentence selects on.
    Cause(DamageCause),
    /// A rule of the catalog.
    Rule(RuleId),
}

/// A field type a message can name.
pub trait ToArg {
    /// The typed value.
    fn to_arg(&self) -> Arg;
}

macro_rules! to_arg {
    ($($ty:ty => |$v:ident| $arg:expr),* $(,)?) => {
        $(impl ToArg for $ty {
            fn to_arg(&self) -> Arg {
                let $v = *self;
                $arg
            }
        })*
    };
}

to_arg! {
    FigureId => |v| Arg::Figure(v),
    PlayerId => |v| Arg::Player(v),
    u8 => |v| Arg::Number(i64::from(v)),
    u16 => |v| Arg::Number(i64::from(v)),
    u32 => |v| Arg::Number(i64::from(v)),
    usize => |v| Arg::Number(v as i64),
    bool => |v| Arg::Flag(v),
    Phase => |v| Arg::Phase(v),
    ActionKind => |v| Arg::Action(v),
    Proficiency => |v| Arg::Proficiency(v),
    Section => |v| Arg::Section(v),
    Ability => |v| Arg::Ability(v),
    DamageCause => |v| Arg::Cause(v),
    RuleId => |v| Arg::Rule(v),
}

/// One kind of message: its Fluent id and the names of the arguments it is given.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Kind {
    /// The Fluent message id.
    pub id: &'static str,
    /// The argument names, as the sentence uses them (`$figure`, …).
    pub args: &'static [&'static str],
}

/// Declares an enum whose every variant says its Fluent message id beside it (`=> "id"`)
/// and, optionally, its rule (`by expr`, which may use the variant's fields). It
/// generates `message_id()`, `args()`, `KINDS` and `rule_of()`, so the ids and the
/// argument names are written once, where the variant is.
macro_rules! messages {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? })?
                    => $id:literal $(by $rule:expr)?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant $({ $( $(#[$fmeta])* $field : $ty ),* })?,
            )*
        }

        impl $name {
            /// Every kind of this message, with its id and argument names.
            pub const KINDS: &'static [$crate::message::Kind] = &[
                $($crate::message::Kind { id: $id, args: &[$($(stringify!($field)),*)?] }),*
            ];

            /// The Fluent message id of this one's sentence.
            pub const fn message_id(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $id),*
                }
            }

            /// What the sentence names, by argument name.
            pub fn args(&self) -> Vec<(&'static str, $crate::message::Arg)> {
                match self {
                    $(Self::$variant { $($($field),*)? } => vec![
                        $($((stringify!($field), $crate::message::ToArg::to_arg($field))),*)?
                    ]),*
                }
            }

            /// The rule declared beside the variant, if any.
            #[allow(unused_variables, dead_code)]
            const fn rule_of(&self) -> Option<$crate::rule::RuleId> {
                match self {
                    $(Self::$variant { $($($field),*)? } => $crate::message::messages!(@rule $($rule)?)),*
                }
            }
        }
    };
    (@rule) => { None };
    (@rule $rule:expr) => { Some($rule) };
}

/// Declares refusals: `messages!`, with each variant's English for developers and logs
/// beside its id (`=> "id" says "{figure} …" by rule`, the variant's fields named in the
/// sentence). It generates `Display` (the sentence, then the rule, written once in `by`)
/// and `Error`, so a refusal's doc, Fluent id, English and rule are declared on its line;
/// and `Deserialize`, reading the derive's externally tagged text with one reader shared
/// by every variant (`plain_tagged`: its fields must be plain values), so the enum
/// derives `Serialize` only.
macro_rules! refusals {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? })?
                    => $id:literal says $say:literal by $rule:expr
            ),* $(,)?
        }
    ) => {
        $crate::message::messages! {
            $(#[$meta])*
            $vis enum $name {
                $(
                    $(#[$vmeta])*
                    $variant $({ $( $(#[$fmeta])* $field : $ty ),* })? => $id by $rule
                ),*
            }
        }

        impl ::core::fmt::Display for $name {
            #[allow(unused_variables)]
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self {
                    $(Self::$variant { $($($field),*)? } => write!(f, $say)?),*
                }
                match self.rule_of() {
                    Some(rule) => write!(f, " ({rule})"),
                    None => Ok(()),
                }
            }
        }

        impl ::std::error::Error for $name {}

        // Read with one reader for every variant (`plain_tagged`): the derive's text,
        // without the derive's reader per variant.
        impl<'de> ::serde::Deserialize<'de> for $name {
            fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                #[allow(unused_mut)]
                let mut read = <$crate::plain_tagged::Tagged as ::serde::Deserialize>::deserialize(deserializer)?;
                $(
                    if read.is(stringify!($variant)) {
                        return Ok(Self::$variant $({ $($field: read.take(stringify!($field))?),* })?);
                    }
                )*
                Err(read.unknown())
            }
        }

        #[cfg(test)]
        impl $name {
            /// One of every variant, each field a sample value.
            pub(crate) fn every() -> Vec<Self> {
                vec![$(Self::$variant $({ $($field: $crate::plain_tagged::Sample::sample()),* })?),*]
            }
        }
    };
}

pub(crate) use {messages, refusals};

/// One value a report's sentence names ([`reports!`]): a report comes from outside the
/// engine (a file, the device), so it may carry text as written, which an [`Arg`] never does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Word {
    /// A count or a position, as the sentence says it.
    Number(i64),
    /// A yes-or-no the sentence selects on.
    Flag(bool),
    /// Text as the file or the system wrote it (a field's key, a value).
    Text(String),
    /// Something said by a message of its own, by that message's id (a stat's name).
    Message(&'static str),
    /// A player, whom the text names from the setup or the game.
    Player(crate::state::PlayerId),
    /// A figure of a player's army, by its place in the army list: the text names it
    /// from the setup, as the army list shows it.
    ArmyFigure(crate::state::PlayerId, usize),
    /// Worded by the text layer itself from what the variant holds (a field's label, a
    /// nested reason): declared here all the same, so that every word a sentence names
    /// is listed beside it.
    Worded,
}

macro_rules! word_from {
    ($($ty:ty => |$v:ident| $word:expr),* $(,)?) => {
        $(impl From<$ty> for Word {
            fn from($v: $ty) -> Word {
                $word
            }
        })*
    };
}

word_from! {
    i64 => |v| Word::Number(v),
    u8 => |v| Word::Number(i64::from(v)),
    u16 => |v| Word::Number(i64::from(v)),
    u32 => |v| Word::Number(i64::from(v)),
    usize => |v| Word::Number(i64::try_from(v).unwrap_or(i64::MAX)),
    bool => |v| Word::Flag(v),
    String => |v| Word::Text(v),
    &String => |v| Word::Text(v.clone()),
    &'static str => |v| Word::Text(v.to_string()),
}

/// Declares reports from outside the engine (a store fault, a skipped model of a dial
/// file): each variant's doc, Fluent id, English for developers and logs, and the values
/// its sentence names, on its own line:
/// `Variant { field: T } => "id" says "… {field} …" with { name: expr } by rule`. A tuple
/// variant names its fields (`Io(detail: String)`) so its English can say them; `with`
/// may use every field, and so may the English's own values, in brackets after it
/// (`says "missing {}" (field.key())`); `by` names the rule behind it, if any, which the
/// English then ends with. It generates `KINDS`, `message_id()`, `rule()`, `words()`,
/// `Display` and `Error`, so nothing about a report is written twice.
#[macro_export]
macro_rules! reports {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident
                    $(( $($tfield:ident : $tty:ty),* $(,)? ))?
                    $({ $( $(#[$fmeta:meta])* $field:ident : $fty:ty ),* $(,)? })?
                    => $id:literal says $say:literal $(( $($said:expr),* $(,)? ))?
                    $(with { $($word:ident : $value:expr),* $(,)? })?
                    $(by $rule:expr)?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $(
                $(#[$vmeta])*
                $variant $(( $($tty),* ))? $({ $( $(#[$fmeta])* $field : $fty ),* })?,
            )*
        }

        impl $name {
            /// Every kind of this report, with its id and the names its sentence is given.
            pub const KINDS: &'static [$crate::message::Kind] = &[
                $($crate::message::Kind { id: $id, args: &[$($(stringify!($word)),*)?] }),*
            ];

            /// The Fluent message id of this one's sentence.
            pub const fn message_id(&self) -> &'static str {
                match self {
                    $(Self::$variant { .. } => $id),*
                }
            }

            /// The rule behind the report, where one applies: declared once, by `by`.
            #[allow(unused_variables)]
            pub fn rule(&self) -> ::core::option::Option<$crate::rule::RuleId> {
                match self {
                    $(Self::$variant $(( $($tfield),* ))? $({ $($field),* })? => {
                        let rule: ::core::option::Option<$crate::rule::RuleId> = ::core::option::Option::None;
                        $(let rule = ::core::option::Option::Some($rule);)?
                        rule
                    }),*
                }
            }

            /// What the sentence names, by argument name.
            #[allow(unused_variables)]
            pub fn words(&self) -> ::std::vec::Vec<(&'static str, $crate::message::Word)> {
                match self {
                    $(Self::$variant $(( $($tfield),* ))? $({ $($field),* })? => ::std::vec![
                        $($((stringify!($word), $crate::message::Word::from($value))),*)?
                    ]),*
                }
            }
        }

        impl ::core::fmt::Display for $name {
            #[allow(unused_variables)]
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                match self {
                    $(Self::$variant $(( $($tfield),* ))? $({ $($field),* })? => ::core::write!(f, $say $($(, $said)*)?)?),*
                }
                match self.rule() {
                    ::core::option::Option::Some(rule) => ::core::write!(f, " ({rule})"),
                    ::core::option::Option::None => ::core::result::Result::Ok(()),
                }
            }
        }

        impl ::std::error::Error for $name {}
    };
}

#[cfg(test)]
mod tests {
    use super::{Kind, Word};
    use crate::rule::RuleId;

    crate::reports! {
        /// A report of each shape, as a store or a dial file declares them.
        #[derive(Debug)]
        enum Sample {
            /// A unit variant names nothing.
            Plain => "sample-plain" says "nothing here",
            /// A tuple variant names its field for its English, and keeps it from the sentence.
            Told(detail: String) => "sample-told" says "the system said: {detail}",
            /// A field counted from 1 for the sentence, and English that calls a method.
            At {
                /// 0-based.
                click: usize,
                /// A flag the sentence selects on.
                on: bool,
            } => "sample-at" says "click {click} of {}" (if *on { "on" } else { "off" })
                with { click: *click + 1, on: *on, name: "Speed" },
            /// A rule behind it, written once: the English ends with it. (Any rule: the
            /// rule map would count a named one as tested here.)
            Ruled(size: u16, rule: RuleId) => "sample-ruled" says "no game of {size} points" with { size: *size } by *rule,
        }
    }

    #[test]
    fn a_report_declares_its_id_english_and_words_on_its_line() {
        assert_eq!(
            Sample::KINDS,
            &[
                Kind { id: "sample-plain", args: &[] },
                Kind { id: "sample-told", args: &[] },
                Kind { id: "sample-at", args: &["click", "on", "name"] },
                Kind { id: "sample-ruled", args: &["size"] },
            ]
        );
        let told = Sample::Told("disk I/O error".into());
        assert_eq!((told.message_id(), told.to_string(), told.words()), ("sample-told", "the system said: disk I/O error".into(), vec![]));
        let at = Sample::At { click: 2, on: true };
        assert_eq!(at.to_string(), "click 2 of on");
        assert_eq!(at.words(), vec![("click", Word::Number(3)), ("on", Word::Flag(true)), ("name", Word::Text("Speed".into()))]);
        assert_eq!(Sample::Plain.to_string(), "nothing here");
        assert_eq!((Sample::Plain.rule(), at.rule()), (None, None));
        let rule = RuleId::ALL[0];
        let ruled = Sample::Ruled(50, rule);
        assert_eq!((ruled.to_string(), ruled.rule()), (format!("no game of 50 points ({rule})"), Some(rule)));
        let error: &dyn std::error::Error = &Sample::Plain;
        assert_eq!(error.to_string(), "nothing here");
    }
}
