//! A Chthonian Excursionist's Terrible Insight at the table (chthonian I1–I4): the
//! Insight roll, Nodules spent from the Story's pool with their follow-up roll, and the
//! Narrator's start and end of a Story. The table takes the TI, Style and pool from the
//! sheet and puts what changed onto it; the page only says what is asked.

use keeper_i18n::Message;
use keeper_resolve::results::chthonian::SheetResult;
use maud::{Markup, html};

use super::chrome::Tr;

/// The uses of a Nodule (I3), by their wire names.
const USES: &[&str] = &["automatic_success", "authorship", "fortune", "shift"];

/// The section of the sheet page: rolls for whoever may roll for the Excursionist, the
/// Story's buttons for the Narrator.
pub(super) fn section(
    tr: Tr<'_>,
    character: &str,
    d: &SheetResult,
    may_roll: bool,
    narrator: bool,
) -> Markup {
    if !may_roll {
        return html! {};
    }
    let pool = d.nodules;
    html! {
        // Live: the pool and TI change with each roll made for the Excursionist.
        section #sheet-insight aria-labelledby="sheet-insight-title" data-live="roll character_events" {
            h2 #sheet-insight-title { (tr.t("web-insight-title")) }
            p.hint { (tr.m(Message::new("web-insight-hint")
                .int("practicality", d.practicality)
                .int("cognizance", d.cognizance))) }
            form.insight-roll #insight-form data-form="insight-roll" data-character=(character) {
                div.field-row {
                    // I3: the Insight roll, or a roll to lose TI (progress in polite
                    // society, psychiatric care).
                    div.field {
                        label for="insight-kind" { (tr.t("web-insight-kind")) }
                        select #insight-kind name="kind" {
                            @for k in ["insight_roll", "recovery", "treatment"] {
                                option value=(k) { (tr.t1("web-insight-kind-name", "kind", k.to_owned())) }
                            }
                        }
                    }
                    div.field {
                        label for="insight-difficulty" { (tr.t("web-chthonian-difficulty")) }
                        input #insight-difficulty type="number" name="difficulty" min="0" max="30" value="8" required;
                    }
                }
                button #insight-roll type="submit" { (tr.t("web-insight-roll")) }
                p.form-status role="status" {}
            }
            h3 { (tr.t("web-nodules-title")) }
            @match pool {
                None => p.hint #nodule-none { (tr.t("web-sheet-no-story")) },
                Some(0) => p.hint #nodule-none { (tr.t("web-nodules-empty")) },
                Some(n) => {
                    form.nodule-spend #nodule-form data-form="nodule" data-character=(character) {
                        p { (tr.m(Message::new("web-nodules-left").int("count", n))) }
                        div.field-row {
                            div.field {
                                label for="nodule-use" { (tr.t("web-nodule-use")) }
                                select #nodule-use name="use" {
                                    @for u in USES { option value=(u) { (tr.t1("web-nodule-use-name", "use", (*u).to_owned())) } }
                                }
                            }
                            div.field data-use="automatic_success" {
                                label for="nodule-outcome" { (tr.t("web-nodule-outcome")) }
                                input #nodule-outcome type="number" name="outcome" min="0" max="30" value="5";
                            }
                            div.field data-use="authorship" hidden {
                                label for="nodule-size" { (tr.t("web-nodule-size")) }
                                select #nodule-size name="size" {
                                    option value="modest" { (tr.t("web-nodule-size-modest")) }
                                    option value="major" { (tr.t("web-nodule-size-major")) }
                                }
                            }
                            div.field data-use="fortune" hidden {
                                label for="nodule-difficulty" { (tr.t("web-nodule-victim-difficulty")) }
                                input #nodule-difficulty type="number" name="difficulty" min="0" max="30" value="8";
                            }
                            div.field data-use="shift" hidden {
                                label for="nodule-toward" { (tr.t("web-nodule-toward")) }
                                select #nodule-toward name="toward" {
                                    option value="practicality" { (tr.t("web-nodule-toward-practicality")) }
                                    option value="cognizance" { (tr.t("web-nodule-toward-cognizance")) }
                                }
                            }
                        }
                        button #nodule-spend type="submit" { (tr.t("web-nodule-spend")) }
                        p.form-status role="status" {}
                    }
                }
            }
            @if narrator {
                div.story-actions {
                    button #story-start type="button" data-action="story" data-story="story_start" data-character=(character) {
                        (tr.t("web-story-start"))
                    }
                    @if pool.is_some() {
                        button #story-end type="button" data-action="story" data-story="story_end" data-character=(character) {
                            (tr.t("web-story-end"))
                        }
                    }
                    span #story-status .form-status role="status" {}
                }
            }
        }
    }
}
