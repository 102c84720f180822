//! Treating a 7th edition investigator's wounds from their sheet (H4–H7): First Aid or
//! Medicine by a healer of the game, the dying's CON roll, and the Keeper's days and
//! weeks of rest. The table takes the skill, wounds and CON from the sheets.

use keeper_table::{Character, Derived};
use maud::{Markup, html};

use super::chrome::Tr;

/// The form, for whoever may treat: the Keeper, the patient's player, or a player with
/// an investigator who can heal.
pub(super) fn form(
    tr: Tr<'_>,
    patient: &Character,
    healers: &[&Character],
    keeper: bool,
) -> Markup {
    let mut treatments = vec!["first_aid", "medicine", "dying_round"];
    if keeper {
        treatments.extend(["day", "week"]);
    }
    html! {
        section #sheet-treat aria-labelledby="sheet-treat-title" {
            h2 #sheet-treat-title { (tr.t("web-treat-title")) }
            form #treat-form data-form="treat" data-character=(patient.id) {
                div.field-row {
                    div.field {
                        label for="treat-treatment" { (tr.t("web-treat-treatment")) }
                        select #treat-treatment name="treatment" {
                            @for t in &treatments { option value=(t) { (tr.t1("web-treat-name", "treatment", (*t).to_owned())) } }
                        }
                    }
                    div.field {
                        label for="treat-healer" { (tr.t("web-treat-healer")) }
                        select #treat-healer name="healer" {
                            @for h in healers {
                                option value=(h.id) {
                                    (h.name)
                                    @if let Derived::Coc7(d) = &h.derived {
                                        @for s in d.skills.iter().filter(|s| s.name == "First Aid" || s.name == "Medicine") {
                                            " · " (tr.skill(&s.name)) " " (tr.pct(s.value.into()))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                label { input #treat-equipment type="checkbox" name="equipment"; " " (tr.t("web-treat-equipment")) }
                p.hint { (tr.t("web-treat-hint")) }
                button #treat-submit type="submit" { (tr.t("web-treat-submit")) }
                p.form-status role="status" {}
            }
        }
    }
}
