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
/// and `Error`, so a refusal's doc, Fluent id, English and rule are declared on its line.
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
    };
}

pub(crate) use {messages, refusals};
