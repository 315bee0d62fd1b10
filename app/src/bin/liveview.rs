//! Serves the app to a browser over a websocket (dioxus liveview), on 127.0.0.1 only, so
//! end-to-end tests drive the real UI in Chromium. `DIALKEEPER_PORT` picks the port.

use axum::Router;
use axum::extract::WebSocketUpgrade;
use axum::response::Html;
use axum::routing::get;
use dioxus_liveview::LiveViewPool;

/// dioxus-liveview 0.7.10's page script still sends picked files in the 0.6 shape
/// (`files: {files: {name: [bytes]}}`), which dioxus-html 0.7 no longer reads, so a file
/// input would deliver no file. This rewrites them into the 0.7 shape (`values: [{key,
/// file: {path, size, last_modified, content_type, contents}}]`). Test server only: the
/// shipped desktop and phone renderers read files natively.
const FILE_SHIM: &str = r#"
(function patch() {
  const i = window.interpreter;
  if (!i || !i.sendSerializedEvent) { return setTimeout(patch, 20); }
  if (i.__dkFiles) { return; }
  i.__dkFiles = true;
  const send = i.sendSerializedEvent.bind(i);
  i.sendSerializedEvent = (event) => {
    const files = event && event.data && event.data.files && event.data.files.files;
    if (files) {
      event.data.values = (event.data.values || []).concat(Object.entries(files).map(([name, bytes]) => ({
        key: name, text: null,
        file: { path: name, size: bytes.length, last_modified: 0, content_type: null, contents: bytes },
      })));
      delete event.data.files;
    }
    return send(event);
  };
})();
"#;

#[tokio::main]
async fn main() {
    let port: u16 = std::env::var("DIALKEEPER_PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(8765);
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let pool = LiveViewPool::new();
    let page = format!(
        r#"<!DOCTYPE html><html><head><meta charset="utf-8"><title>Dialkeeper</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><div id="main"></div>{}<script>{}</script></body></html>"#,
        dioxus_liveview::interpreter_glue("/ws"),
        FILE_SHIM
    );
    let app = Router::new().route("/", get(move || async move { Html(page) })).route(
        "/ws",
        get(move |ws: WebSocketUpgrade| async move {
            ws.on_upgrade(move |socket| async move {
                let _ = pool.launch(dioxus_liveview::axum_socket(socket), dialkeeper::ui::App).await;
            })
        }),
    );
    let listener = tokio::net::TcpListener::bind(addr).await.expect("the port is free");
    println!("Dialkeeper liveview on http://{addr}");
    axum::serve(listener, app).await.expect("the server runs");
}
