//! The one macro that makes a sentence from Fluent with values, below every module of
//! `text` that uses it.

/// `tr!(lang, "id")` or `tr!(lang, "id", name = value, …)`: a UI string whose id and
/// argument names the compiler checks against `locales/en/app.ftl`. Private to this
/// crate: a sentence with values is made by a function of `text`, never by a screen.
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        dialkeeper_i18n::fl!(dialkeeper_i18n::Catalog::get().loader($lang), $id $(, $key = ($value))*)
    };
}
pub(crate) use tr;
