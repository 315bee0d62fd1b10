//! iOS: the screen stays on while the application's idle timer is off. UIKit wants this
//! on the main thread, where Dioxus runs the app's components and tasks.
#![allow(unsafe_code)] // an Objective-C message send is unsafe in Rust.

use objc2::msg_send;
use objc2::runtime::{AnyClass, AnyObject};

use super::answer::Awake;

pub(super) fn keep_awake(on: bool) -> Awake {
    let Some(class) = AnyClass::get(c"UIApplication") else { return Awake::Unsupported };
    // SAFETY: `sharedApplication` and `setIdleTimerDisabled:` are UIKit's documented
    // class and instance methods with these signatures, called on the main thread.
    unsafe {
        let app: *mut AnyObject = msg_send![class, sharedApplication];
        if app.is_null() {
            return Awake::Unsupported;
        }
        let _: () = msg_send![app, setIdleTimerDisabled: on];
    }
    if on { Awake::On } else { Awake::Off }
}
