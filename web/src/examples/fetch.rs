//! Fetching the gallery from the site, once per page: `examples/gallery.yaml`, then every file it
//! lists (requested together). The gallery panel and "reset to example" share the one request.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::{Example, files_of, read_gallery, set_gallery};

/// Where the site serves the gallery, relative to the page (`web/index.html` copies
/// `static/examples/` there).
const FOLDER: &str = "examples/";

/// Where the gallery is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Load {
    /// Not asked for yet.
    Idle,
    /// Requested, not arrived.
    Loading,
    /// Arrived: [`super::examples`] holds it.
    Loaded,
    /// The request failed; the message says which file and why.
    Failed(String),
}

type Listener = Rc<dyn Fn(&Load)>;

thread_local! {
    static STATE: RefCell<Load> = const { RefCell::new(Load::Idle) };
    static LISTENERS: RefCell<Vec<(u64, Listener)>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: RefCell<u64> = const { RefCell::new(0) };
    static WAITING: RefCell<Vec<Box<dyn FnOnce()>>> = RefCell::new(Vec::new());
}

/// Where the gallery is now (loaded, too, when it was set without a request).
pub fn state() -> Load {
    let state = STATE.with(|state| state.borrow().clone());
    if state == Load::Idle && !super::examples().is_empty() { Load::Loaded } else { state }
}

/// Calls `listener` with every change of [`state`] until the returned handle is dropped.
pub fn subscribe(listener: impl Fn(&Load) + 'static) -> Subscription {
    let id = NEXT_ID.with(|next| {
        let mut next = next.borrow_mut();
        *next += 1;
        *next
    });
    LISTENERS.with(|listeners| listeners.borrow_mut().push((id, Rc::new(listener))));
    Subscription(id)
}

/// Keeps a [`subscribe`] listener; dropping it removes the listener.
pub struct Subscription(u64);

impl Drop for Subscription {
    fn drop(&mut self) {
        LISTENERS.with(|listeners| listeners.borrow_mut().retain(|(id, _)| *id != self.0));
    }
}

/// Calls `then` once the gallery is loaded (at once if it is), or not at all if the request fails.
pub fn when_loaded(then: impl FnOnce() + 'static) {
    if state() == Load::Loaded {
        then();
        return;
    }
    WAITING.with(|waiting| waiting.borrow_mut().push(Box::new(then)));
    request();
}

/// Starts the request unless the gallery is loaded or on its way; after a failure, tries again.
pub fn request() {
    if matches!(state(), Load::Loaded | Load::Loading) {
        return;
    }
    set_state(Load::Loading);
    wasm_bindgen_futures::spawn_local(async {
        let outcome = match fetch_gallery().await {
            Ok(examples) => {
                set_gallery(examples);
                Load::Loaded
            }
            Err(message) => Load::Failed(message),
        };
        set_state(outcome);
    });
}

fn set_state(load: Load) {
    STATE.with(|state| *state.borrow_mut() = load.clone());
    let listeners: Vec<Listener> =
        LISTENERS.with(|listeners| listeners.borrow().iter().map(|(_, listener)| listener.clone()).collect());
    for listener in listeners {
        listener(&load);
    }
    if matches!(load, Load::Loaded | Load::Failed(_)) {
        let waiting = WAITING.with(|waiting| std::mem::take(&mut *waiting.borrow_mut()));
        if load == Load::Loaded {
            waiting.into_iter().for_each(|then| then());
        }
    }
}

/// The index, then every file it lists; the first failure fails the whole gallery.
async fn fetch_gallery() -> Result<Vec<Example>, String> {
    let index = text_of(&format!("{FOLDER}gallery.yaml")).await?;
    let files = files_of(&index);
    if files.is_empty() {
        return Err(format!("{FOLDER}gallery.yaml lists no examples"));
    }
    let window = gloo::utils::window();
    // Every request starts before the first answer is awaited.
    let pending: Vec<(String, js_sys::Promise)> = files
        .into_iter()
        .map(|file| {
            let promise = window.fetch_with_str(&format!("{FOLDER}{file}"));
            (file, promise)
        })
        .collect();
    let mut files = Vec::with_capacity(pending.len());
    for (file, promise) in pending {
        let text = response_text(&format!("{FOLDER}{file}"), promise).await?;
        files.push((file, text));
    }
    Ok(read_gallery(&index, |name| files.iter().find(|(file, _)| file == name).map(|(_, text)| text.clone())))
}

async fn text_of(path: &str) -> Result<String, String> {
    response_text(path, gloo::utils::window().fetch_with_str(path)).await
}

/// The body of the answer to `promise` (a fetch of `path`) as text, or what went wrong.
async fn response_text(path: &str, promise: js_sys::Promise) -> Result<String, String> {
    let failed = |error: JsValue| format!("{path}: {}", message_of(&error));
    let response: web_sys::Response =
        JsFuture::from(promise).await.map_err(failed)?.dyn_into().map_err(|_| format!("{path}: no response"))?;
    if !response.ok() {
        return Err(format!("{path}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(failed)?).await.map_err(failed)?;
    text.as_string().ok_or_else(|| format!("{path}: not text"))
}

fn message_of(error: &JsValue) -> String {
    match error.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => error.as_string().unwrap_or_else(|| "the request failed".to_owned()),
    }
}
