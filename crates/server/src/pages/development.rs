//! An investigator's development on the sheet, for the Keeper: in 7th edition every
//! ticked skill rolls for improvement and Luck may recover (coc7 R10); in classic every
//! skill with an experience check rolls (classic T6). The table takes the skills and the
//! Luck from the sheet and puts the gains onto it; the page only says what is asked.

use keeper_i18n::Message;
use maud::{Markup, html};

use super::chrome::Tr;

/// The Keeper's section of the sheet page: `skills` are the ticked ones (7th edition)
/// or those with an experience check (classic).
pub(super) fn section<'s>(
    tr: Tr<'_>,
    character: &str,
    system: &str,
    skills: impl Iterator<Item = &'s String>,
) -> Markup {
    let skills: Vec<Message> = skills
        .map(|s| Message::new("describe-skill").skill("skill", s.clone()))
        .collect();
    html! {
        // Live: the ticks change with each roll made for the investigator.
        section #sheet-development aria-labelledby="sheet-development-title" data-live="roll character_events" {
            h2 #sheet-development-title { (tr.t("web-development-title")) }
            @if skills.is_empty() {
                p.hint #development-ticked { (tr.t("web-development-none")) }
            } @else {
                p.hint #development-ticked {
                    (tr.m(Message::new("web-development-ticked").list("skills", skills)))
                }
            }
            form.development #development-form data-form="development" data-character=(character) data-system=(system) {
                @if system == "coc7" {
                    label.check {
                        input #development-luck type="checkbox" name="luck";
                        " " (tr.t("web-development-luck"))
                    }
                }
                button #development-roll type="submit" { (tr.t("web-development-roll")) }
                p.form-status role="status" {}
            }
        }
    }
}
