//! Serves the app to a browser over a websocket (dioxus liveview), on 127.0.0.1 only, so
//! end-to-end tests drive the real UI in Chromium. `DIALKEEPER_PORT` picks the port.

use axum::Router;
use axum::extract::WebSocketUpgrade;
use axum::response::Html;
use axum::routing::get;
use dioxus_liveview::LiveViewPool;

#[tokio::main]
async fn main() {
    let port: u16 = std::env::var("DIALKEEPER_PORT").ok().and_then(|p| p.parse().ok()).unwrap_or(8765);
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let pool = LiveViewPool::new();
    let page = format!(
        r#"<!DOCTYPE html><html><head><meta charset="utf-8"><title>Dialkeeper</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><div id="main"></div>{}</body></html>"#,
        dioxus_liveview::interpreter_glue("/ws")
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
