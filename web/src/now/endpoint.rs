//! The Pod's endpoint at the playhead: the Service's EndpointSlice as kubectl prints it, with the
//! rule behind the endpoint's conditions (and whether the Service is only assumed).

use yew::prelude::*;

use crate::derived::Derived;
use crate::i18n::Lang;
use crate::now::text::text_block;

/// The EndpointSlice block, when a Service selects the Pod.
pub fn endpoint_slice(derived: &Derived, t_ms: u64, lang: Lang) -> Html {
    let session = &derived.session;
    let (Some(service), Some(slice)) = (session.service(), session.endpoint_slice_at(t_ms)) else {
        return Html::default();
    };
    let why = session.endpoints().and_then(|changes| changes.iter().rev().find(|c| c.t_ms <= t_ms)).map(|c| &c.why);
    let assumed = matches!(service.origin, podsim::ServiceOrigin::Assumed);
    html! {
        <div class="endpoint" data-testid="endpoint">
            <h3>{ format!("Service {}", service.name) }
                if assumed { { lang.pick(" (assumed: no Service in the text selects the Pod)", "（假设：文本中没有选中该 Pod 的 Service）") } }
            </h3>
            if let Some(why) = why {
                <div class="why-text">{ crate::inline::inline_code(why.text.get(lang)) }{ " " }<span class="rule">{ format!("({})", why.rule) }</span></div>
            }
            { text_block("kubectl get endpointslices -o yaml", AttrValue::from(slice), "endpoint-slice", false, lang) }
        </div>
    }
}
