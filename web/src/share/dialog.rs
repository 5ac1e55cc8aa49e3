//! The Share dialog: the scenario's title, the link and its length (with a warning when long),
//! Copy link, Copy YAML, Download scenario, Copy embed snippet, and the exports.

use std::rc::Rc;

use podsim::{AppVersion, LinkSettings, ShareState};
use yew::prelude::*;

use super::LONG_LINK_CHARS;
use super::browser::{copy_text, download};
use super::convert::{link_settings, share_state};
use super::export_row::export_row;
use super::location::playground_base;
use crate::i18n::Key;
use crate::state::{Action, Lang, Playback, Settings};

/// Props of [`ShareButton`].
#[derive(Properties, PartialEq)]
pub struct ShareButtonProps {
    /// Current settings.
    pub settings: Rc<Settings>,
    /// Where the title's edits go.
    pub dispatch: Callback<Action>,
}

fn tr(lang: Lang, en: &'static str, zh: &'static str) -> &'static str {
    if lang == Lang::Zh { zh } else { en }
}

/// The file "Download scenario" saves: the YAML, then the scenario as a second document.
fn scenario_file(settings: &Settings) -> String {
    let mut text = settings.yaml.clone();
    if !settings.scenario.trim().is_empty() {
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str("---\n");
        text.push_str(&settings.scenario);
    }
    text
}

/// Escapes text for an HTML element body or a double-quoted attribute.
fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Where a snippet loads `embed.js` from: on a versioned deployment's `latest/`, the release's own
/// permanent folder (`v/<release>/`), so the page that embeds it never changes under its readers.
fn pinned_base(base: &str) -> String {
    match base.strip_suffix("latest/") {
        Some(root) if root.ends_with('/') => format!("{root}{}", AppVersion::current().folder()),
        _ => base.to_owned(),
    }
}

/// A `<pod-playground>` snippet for documentation pages: readable without JavaScript (the YAML in
/// a `<pre>`), carrying the full state in `state` so that the scenario and seed come along, the
/// playhead the link would carry (`t`), and the scenario's title as the iframe's accessible name.
fn embed_snippet(base: &str, settings: &Settings, state: &ShareState, playhead_ms: u64) -> String {
    let base = pinned_base(base);
    let query = link_settings(settings, playhead_ms);
    let playhead =
        query.playhead_ms.map(|ms| format!(" t=\"{}\"", LinkSettings::playhead_text(ms))).unwrap_or_default();
    let title = state.title.as_deref().map(|title| format!(" title=\"{}\"", escape_html(title))).unwrap_or_default();
    let gates = query.gates.map(|gates| format!(" gates=\"{}\"", escape_html(&gates.to_string()))).unwrap_or_default();
    format!(
        "<script src=\"{base}embed.js\" defer></script>\n<pod-playground view=\"{view}\" height=\"auto\" k8s=\"{k8s}\" \
         theme=\"auto\"{playhead}{gates}{title} state=\"{fragment}\"><pre>{yaml}</pre></pod-playground>\n",
        view = settings.view.as_str(),
        k8s = settings.version.as_str(),
        fragment = state.fragment(),
        yaml = escape_html(&settings.yaml),
    )
}

/// The Share button and its dialog.
#[component]
pub fn ShareButton(props: &ShareButtonProps) -> Html {
    let open = use_state(|| false);
    let status = use_state(String::new);
    // The link and the describe export are of the moment shown, playing or not.
    let playhead_ms = use_context::<Playback>().unwrap_or_default().playhead_ms;
    let settings = &props.settings;
    let lang = settings.lang;
    let toggle = {
        let (open, status) = (open.clone(), status.clone());
        Callback::from(move |_: MouseEvent| {
            status.set(String::new());
            open.set(!*open);
        })
    };
    // Opening moves the focus into the dialog (where Escape closes it); closing gives it back.
    let was_open = use_mut_ref(|| false);
    use_effect_with(*open, move |open| {
        if std::mem::replace(&mut *was_open.borrow_mut(), *open) != *open {
            focus_element(if *open { "share-title" } else { "share-open" });
        }
    });
    if settings.embed {
        // The embed view links out with its footer instead; it opens no dialogs.
        return Html::default();
    }
    let button = html! {
        <button type="button" id="share-open" class="share-button" data-testid="share-open" aria-expanded={(*open).to_string()}
            onclick={toggle.clone()}>{ tr(lang, "Share", "分享") }</button>
    };
    if !*open {
        return button;
    }
    share_dialog(props, playhead_ms, &open, &status, button, toggle)
}

fn focus_element(id: &str) {
    use wasm_bindgen::JsCast;
    let element = gloo::utils::document().get_element_by_id(id);
    if let Some(element) = element.and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok()) {
        let _ = element.focus();
    }
}

/// The open dialog.
fn share_dialog(
    props: &ShareButtonProps,
    playhead_ms: u64,
    open: &UseStateHandle<bool>,
    status: &UseStateHandle<String>,
    button: Html,
    toggle: Callback<MouseEvent>,
) -> Html {
    let settings = &props.settings;
    let lang = settings.lang;
    let base = playground_base();
    let state = share_state(settings);
    let link = state.link(&base, &link_settings(settings, playhead_ms));
    let length = link.chars().count();
    let copy = |text: String, what: (&'static str, &'static str)| {
        let what = lang.pick(what.0, what.1);
        let status = status.clone();
        Callback::from(move |_: MouseEvent| {
            let status = status.clone();
            copy_text(
                &text,
                Callback::from(move |ok: bool| {
                    status.set(match (ok, lang) {
                        (true, Lang::En) => format!("{what} copied."),
                        (true, Lang::Zh) => format!("已复制{what}。"),
                        (false, Lang::En) => format!("Could not copy the {what}: select it and copy by hand."),
                        (false, Lang::Zh) => format!("无法复制{what}：请选中后手动复制。"),
                    });
                }),
            );
        })
    };
    let save = |file: &'static str, text: String, mime: &'static str| {
        Callback::from(move |_: MouseEvent| download(file, &text, mime))
    };
    let report = {
        let status = status.clone();
        Callback::from(move |text: String| status.set(text))
    };
    let onkeydown = {
        let open = open.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                open.set(false);
            }
        })
    };
    let title = settings.title.clone().unwrap_or_default();
    let on_title = props.dispatch.reform(|event: InputEvent| {
        Action::SetTitle(
            event.target_dyn_into::<web_sys::HtmlInputElement>().map(|input| input.value()).unwrap_or_default(),
        )
    });
    let clear_title = props.dispatch.reform(|_: MouseEvent| Action::SetTitle(String::new()));
    html! {
        <>
        { button }
        <div class="share-dialog" role="dialog" aria-label={tr(lang, "Share", "分享")} data-testid="share-dialog" {onkeydown}
            style="position: fixed; right: 1rem; top: 4rem; z-index: 20; max-width: 36rem; width: calc(100% - 2rem); \
                   padding: 1rem; border: 1px solid #8886; border-radius: 8px; background: Canvas; color: CanvasText; \
                   box-shadow: 0 4px 24px #0004; display: flex; flex-direction: column; gap: 0.5rem;">
            <label for="share-title">{ lang.t(Key::ShareTitle) }</label>
            <div style="display: flex; gap: 0.5rem;">
                <input id="share-title" type="text" value={title.clone()} oninput={on_title} data-testid="share-title"
                    style="flex: 1; min-width: 0;" />
                if !title.is_empty() {
                    <button type="button" data-testid="share-title-clear" onclick={clear_title}>{ lang.t(Key::RemoveTitle) }</button>
                }
            </div>
            <label for="share-link">{ tr(lang, "Link to this Pod, scenario and moment", "指向此 Pod、场景和时刻的链接") }</label>
            <input id="share-link" type="text" readonly=true value={link.clone()} data-testid="share-link"
                style="width: 100%; font-family: monospace;" />
            <p data-testid="share-length" style="margin: 0">{ format!("{length} {}", tr(lang, "characters", "个字符")) }</p>
            if !state.fits_in_link() {
                <p data-testid="share-warning" role="note" style="margin: 0; color: #c62828;">
                    { match lang {
                        Lang::En => format!("This scenario is larger than a link may carry ({} KiB): nobody could open this link. \
                               Download the scenario and share the file instead.", ShareState::MAX_LINK_PAYLOAD / 1024),
                        Lang::Zh => format!("这个场景超过了链接能承载的大小（{} KiB）：没有人能打开这个链接。\
                               请下载场景文件并分享文件。", ShareState::MAX_LINK_PAYLOAD / 1024),
                    } }
                </p>
            } else if length > LONG_LINK_CHARS {
                <p data-testid="share-warning" role="note" style="margin: 0; color: #b26a00;">
                    { match lang {
                        Lang::En => format!("This link is long ({length} characters): some chat apps, mail programs and browsers cut links \
                               beyond about {LONG_LINK_CHARS}. Share the YAML or the scenario file instead."),
                        Lang::Zh => format!("这个链接很长（{length} 个字符）：有些聊天软件、邮件程序和浏览器会截断超过约 \
                               {LONG_LINK_CHARS} 个字符的链接。请改为分享 YAML 或场景文件。"),
                    } }
                </p>
            }
            <div style="display: flex; flex-wrap: wrap; gap: 0.5rem;">
                <button type="button" data-testid="share-copy-link" onclick={copy(link, ("link", "链接"))}>{ tr(lang, "Copy link", "复制链接") }</button>
                <button type="button" data-testid="share-copy-yaml" onclick={copy(settings.yaml.clone(), ("YAML", "YAML"))}>{ tr(lang, "Copy YAML", "复制 YAML") }</button>
                <button type="button" data-testid="share-download-scenario"
                    onclick={save("podsim-scenario.yaml", scenario_file(settings), "text/yaml")}>{ tr(lang, "Download scenario", "下载场景") }</button>
                <button type="button" data-testid="share-copy-embed"
                    onclick={copy(embed_snippet(&base, settings, &state, playhead_ms), ("embed snippet", "嵌入代码"))}>{ tr(lang, "Copy embed snippet", "复制嵌入代码") }</button>
                <button type="button" data-testid="export-yaml"
                    onclick={save("pod.yaml", settings.yaml.clone(), "text/yaml")}>{ tr(lang, "Download YAML", "下载 YAML") }</button>
            </div>
            { export_row(settings, playhead_ms, &report) }
            <div style="display: flex; flex-wrap: wrap; gap: 0.5rem;">
                <button type="button" data-testid="share-close" onclick={toggle}>{ tr(lang, "Close", "关闭") }</button>
            </div>
            <p data-testid="share-status" aria-live="polite" style="margin: 0; min-height: 1.2em;">{ (**status).clone() }</p>
        </div>
        </>
    }
}
