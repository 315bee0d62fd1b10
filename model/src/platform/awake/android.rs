//! Android: our activity (platforms/android/MainActivity.kt) sets FLAG_KEEP_SCREEN_ON on
//! its window. Called through JNI on the activity tao registered with ndk-context.
#![allow(unsafe_code)] // JNI has no safe entry from a raw VM and activity.

use jni::objects::{JObject, JValue};

use super::answer::Awake;

pub(super) fn keep_awake(on: bool) -> Awake {
    match call(on) {
        Ok(()) if on => Awake::On,
        Ok(()) => Awake::Off,
        Err(e) => {
            crate::platform::console::warn(&format!("dialkeeper: the screen cannot be kept on: {e}"));
            Awake::Refused(e.to_string())
        }
    }
}

fn call(on: bool) -> jni::errors::Result<()> {
    let context = ndk_context::android_context();
    // SAFETY: tao stores the process's Java VM and a global reference to the activity in
    // ndk-context before any app code runs; both live as long as the app.
    let vm = unsafe { jni::JavaVM::from_raw(context.vm().cast()) }?;
    let activity = unsafe { JObject::from_raw(context.context().cast()) };
    let mut env = vm.attach_current_thread()?;
    env.call_method(&activity, "keepScreenOn", "(Z)V", &[JValue::Bool(u8::from(on))])?;
    Ok(())
}
