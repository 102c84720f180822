//! Treating an investigator's wounds from their sheet (7th edition H4–H7, classic H1,
//! H2): First Aid or Medicine by a healer of the game, the dying's CON roll, and the
//! Keeper's days and weeks of rest; and the other rules a sheet is the place for
//! (a Reality Check, Magic Points, an insanity's effect; classic's meditation and the
//! Keeper's rewards). The table takes every number from the sheets.

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
    let classic = matches!(patient.derived, Derived::Classic(_));
    let mut treatments = vec!["first_aid", "medicine"];
    match (classic, keeper) {
        (false, false) => treatments.push("dying_round"),
        (false, true) => treatments.extend(["dying_round", "day", "week"]),
        (true, true) => treatments.push("week"),
        (true, false) => {}
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
                                    @if let Derived::Classic(d) = &h.derived {
                                        @for (name, v) in d.skills.iter().filter(|(n, _)| *n == "First Aid" || *n == "Medicine") {
                                            " · " (tr.skill(name)) " " (tr.pct(*v))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                label { input #treat-equipment type="checkbox" name="equipment"; " " (tr.t(if classic { "web-treat-equipment-classic" } else { "web-treat-equipment" })) }
                p.hint { (tr.t(if classic { "web-treat-hint-classic" } else { "web-treat-hint" })) }
                button #treat-submit type="submit" { (tr.t("web-treat-submit")) }
                p.form-status role="status" {}
            }
        }
    }
}

/// The sheet's other rules, each one click with the sheet's own numbers: 7th edition's
/// Reality Check (N3) and Magic Points spent (C5), and the Keeper's phobia, mania or
/// backstory change during temporary insanity (N3); classic's meditation (M1) and the
/// Keeper's Sanity reward (N3) and end of the adventure (M3).
pub(super) fn more_rules(tr: Tr<'_>, c: &Character, keeper: bool) -> Markup {
    let id = &c.id;
    html! {
        section #sheet-more aria-labelledby="sheet-more-title" {
            h2 #sheet-more-title { (tr.t("web-more-title")) }
            @match &c.derived {
                Derived::Coc7(d) => {
                    div.button-row {
                        button #more-reality type="button" data-action="sheet-rule" data-character=(id)
                            data-request=r#"{"system":"coc7","action":"reality_check"}"# { (tr.t("web-more-reality")) }
                    }
                    form.sheet-rule #more-magic-form data-form="sheet-rule" data-character=(id) data-kind="magic" {
                        label for="more-magic-points" { (tr.t("web-more-magic")) }
                        input #more-magic-points type="number" name="points" min="1" max="100" value="1" required;
                        button #more-magic type="submit" { (tr.t("web-more-magic-spend")) }
                    }
                    @if keeper && d.temporary_hours.is_some() {
                        form.sheet-rule #more-effect-form data-form="sheet-rule" data-character=(id) data-kind="insanity_effect" {
                            label for="more-effect" { (tr.t("web-more-effect")) }
                            select #more-effect name="effect" {
                                @for e in ["phobia", "mania", "backstory"] {
                                    option value=(e) { (tr.t1("web-more-effect-name", "effect", e.to_owned())) }
                                }
                            }
                            label for="more-effect-text" { (tr.t("web-more-effect-text")) }
                            input #more-effect-text name="text" required maxlength="200" autocomplete="off";
                            label for="more-effect-heading" { (tr.t("web-more-effect-heading")) }
                            input #more-effect-heading name="heading" maxlength="100" autocomplete="off";
                            button #more-effect-add type="submit" { (tr.t("web-more-effect-add")) }
                        }
                    }
                }
                Derived::Classic(_) => {
                    div.button-row {
                        button #more-meditate type="button" data-action="sheet-rule" data-character=(id)
                            data-request=r#"{"system":"classic","action":"sheet","do":{"op":"meditate"}}"# { (tr.t("web-more-meditate")) }
                        @if keeper {
                            button #more-end-adventure type="button" data-action="sheet-rule" data-character=(id)
                                data-request=r#"{"system":"classic","action":"sheet","do":{"op":"end_adventure"}}"# { (tr.t("web-more-end-adventure")) }
                        }
                    }
                    @if keeper {
                        form.sheet-rule #more-reward-form data-form="sheet-rule" data-character=(id) data-kind="sanity_reward" {
                            label for="more-reward" { (tr.t("web-more-reward")) }
                            input #more-reward name="roll" value="1D6" required maxlength="50" autocomplete="off" spellcheck="false";
                            button #more-reward-roll type="submit" { (tr.t("web-more-reward-roll")) }
                        }
                    }
                }
                _ => {}
            }
            p.form-status role="status" {}
        }
    }
}
