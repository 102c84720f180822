//! A Chthonian contest of several sides at the table, outside a fight (chthonian
//! R2–R4): each side a character of the game (its Traits named from its own sheet) or
//! an object with its Traits; the table finds the ratings and the rules roll it.

use keeper_table::{Character, CharacterKind};
use maud::{Markup, html};

use super::characters::visibility_select;
use super::chrome::Tr;

/// The sides a form starts with.
const FIRST_SIDES: usize = 2;

/// The contest section of the table page; `characters` as the member sees them (an NPC
/// is offered to the Narrator alone, who knows its Traits).
pub(super) fn section(tr: Tr<'_>, characters: &[Character], narrator: bool) -> Markup {
    let choices: Vec<(&Character, String)> = characters
        .iter()
        .filter(|c| narrator || c.kind == CharacterKind::Investigator)
        .map(|c| (c, trait_names(c)))
        .collect();
    html! {
        section #contest aria-labelledby="contest-title" {
            h2 #contest-title { (tr.t("contest-title")) }
            form #contest-form data-form="contest" {
                div.field-row {
                    div.field {
                        label for="contest-kind" { (tr.t("contest-kind")) }
                        select #contest-kind name="kind" {
                            @for k in ["contest", "complex", "cooperative"] {
                                option value=(k) { (tr.t1("contest-kind-name", "kind", k.to_owned())) }
                            }
                        }
                    }
                    div.field {
                        label for="contest-difficulty" { (tr.t("contest-difficulty")) }
                        input #contest-difficulty type="number" name="difficulty" value="8" min="-100" max="100";
                    }
                }
                p.hint #contest-kind-hint { (tr.t("contest-hint")) }
                ol #contest-sides .contest-sides {
                    @for i in 0..FIRST_SIDES { (side_row(tr, i, &choices)) }
                }
                template #contest-side-template { (side_row(tr, FIRST_SIDES, &choices)) }
                button #contest-add-side type="button" data-action="contest-add-side" { (tr.t("contest-add-side")) }
                div.field {
                    label for="contest-combine" { (tr.t("contest-combine")) }
                    select #contest-combine name="combine" {
                        @for c in ["best", "worst", "sum"] {
                            option value=(c) { (tr.t1("contest-combine-name", "combine", c.to_owned())) }
                        }
                    }
                }
                div.field {
                    label for="contest-label" { (tr.t("web-dice-label")) }
                    input #contest-label name="label" maxlength="100" autocomplete="off";
                }
                div.field {
                    label for="contest-visibility" { (tr.t("web-visibility")) }
                    (visibility_select(tr, "contest-visibility", "visibility"))
                }
                button #contest-roll type="submit" { (tr.t("contest-roll")) }
                p #contest-status .form-status role="status" {}
            }
            div #contest-result .last-roll aria-live="polite" {}
        }
    }
}

/// One side: who (a character or an object), an object's name, and the Traits.
fn side_row(tr: Tr<'_>, i: usize, choices: &[(&Character, String)]) -> Markup {
    html! {
        li.contest-side {
            div.field-row {
                div.field {
                    label for=(format!("contest-who-{i}")) { (tr.t("contest-who")) }
                    select.contest-who id=(format!("contest-who-{i}")) name="who" {
                        @for (j, (c, names)) in choices.iter().enumerate() {
                            option value=(c.id) data-traits=(names) selected[j == i] { (c.name) }
                        }
                        option value="" selected[i >= choices.len()] { (tr.t("contest-object")) }
                    }
                }
                div.field.contest-object-name {
                    label for=(format!("contest-name-{i}")) { (tr.t("contest-object-name")) }
                    input.contest-name id=(format!("contest-name-{i}")) name="name" maxlength="100" autocomplete="off";
                }
            }
            div.field {
                label for=(format!("contest-traits-{i}")) { (tr.t("contest-traits")) }
                input.contest-traits id=(format!("contest-traits-{i}")) name="traits" autocomplete="off"
                    spellcheck="false" maxlength="500" placeholder=(tr.t("contest-traits-placeholder"));
                p.hint.contest-traits-hint {}
            }
        }
    }
}

/// A character's Traits with their ratings, for the hint under its side.
fn trait_names(c: &Character) -> String {
    c.traits()
        .iter()
        .map(|(name, rating)| format!("{name} {rating}"))
        .collect::<Vec<_>>()
        .join(", ")
}
