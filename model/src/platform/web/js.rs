//! The page's and the browser's JavaScript, reached by name: a name that is missing is a
//! service this browser (or this build of the page) does not have.

use js_sys::{Array, Function, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;

/// `target.name`, or `undefined`.
pub(super) fn get(target: &JsValue, name: &str) -> JsValue {
    Reflect::get(target, &name.into()).unwrap_or(JsValue::UNDEFINED)
}

/// Calls `target.name(args…)` if it is a function.
pub(super) fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Option<Result<JsValue, JsValue>> {
    let function = get(target, name).dyn_into::<Function>().ok()?;
    Some(function.apply(target, &args.iter().collect::<Array>()))
}

/// What a call gave, once settled when it is a promise.
pub(super) async fn settle(value: JsValue) -> Result<JsValue, JsValue> {
    match value.dyn_into::<Promise>() {
        Ok(promise) => JsFuture::from(promise).await,
        Err(value) => Ok(value),
    }
}
