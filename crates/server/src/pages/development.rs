//! A 7th edition investigator's development phase on the sheet (coc7 R10), for the
//! Keeper: every ticked skill rolls for improvement, and Luck may recover. The table
//! takes the ticked skills and the Luck from the sheet and puts the gains onto it; the
//! page only says what is asked.

use keeper_i18n::Message;
use keeper_resolve::results::coc7::SheetResult;
use maud::{Markup, html};

use super::chrome::Tr;

/// The Keeper's section of the sheet page.
pub(super) fn section(tr: Tr<'_>, character: &str, d: &SheetResult) -> Markup {
    let ticked: Vec<Message> = d
        .sheet
        .ticked
        .iter()
        .map(|s| Message::new("web-development-skill").skill("skill", s.clone()))
        .collect();
    html! {
        // Live: the ticks change with each roll made for the investigator.
        section #sheet-development aria-labelledby="sheet-development-title" data-live="roll character_events" {
            h2 #sheet-development-title { (tr.t("web-development-title")) }
            @if ticked.is_empty() {
                p.hint #development-ticked { (tr.t("web-development-none")) }
            } @else {
                p.hint #development-ticked {
                    (tr.m(Message::new("web-development-ticked").list("skills", ticked)))
                }
            }
            form.development #development-form data-form="development" data-character=(character) {
                label.check {
                    input #development-luck type="checkbox" name="luck";
                    " " (tr.t("web-development-luck"))
                }
                button #development-roll type="submit" { (tr.t("web-development-roll")) }
                p.form-status role="status" {}
            }
        }
    }
}
