// Dialkeeper's Android activity: wry's, plus keeping the screen on while a game is open.
// dx 0.7.10 copies this file verbatim (Dioxus.toml: [application] android_main_activity)
// in place of its template, so the package and BuildConfig alias must match the
// template's: dev.dioxus.main, and the bundle identifier (org.dialkeeper.app).
package dev.dioxus.main

import android.view.WindowManager

typealias BuildConfig = org.dialkeeper.app.BuildConfig

class MainActivity : WryActivity() {
    /**
     * Keeps the screen on (or lets it sleep). Called from Rust through JNI
     * (app/src/awake/android.rs) when a game opens or closes; a window flag may only be
     * changed on the UI thread. The flag needs no permission and ends with the activity.
     */
    fun keepScreenOn(on: Boolean) {
        runOnUiThread {
            if (on) {
                window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
            } else {
                window.clearFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
            }
        }
    }
}
