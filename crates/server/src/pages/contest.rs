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

/// The opposed roll section of the table page (7th edition; classic's resistance roll,
/// T5): two sides, each a character's value from its sheet or a named value.
pub(super) fn opposed_section(
    tr: Tr<'_>,
    system: &str,
    characters: &[Character],
    keeper: bool,
) -> Markup {
    let choices: Vec<&Character> = characters
        .iter()
        .filter(|c| keeper || c.kind == CharacterKind::Investigator)
        .filter(|c| !c.derived.is_invalid())
        .collect();
    let title = if system == "classic" {
        "opposed-title-classic"
    } else {
        "opposed-title"
    };
    html! {
        section #opposed aria-labelledby="opposed-title" {
            h2 #opposed-title { (tr.t(title)) }
            form #opposed-form data-form="opposed" {
                p.hint { (tr.t(if system == "classic" { "opposed-hint-classic" } else { "opposed-hint" })) }
                @for i in 0..2 {
                    fieldset.opposed-side {
                        legend { (tr.t1("opposed-side", "n", (i + 1).to_string())) }
                        div.field-row {
                            div.field {
                                label for=(format!("opposed-who-{i}")) { (tr.t("contest-who")) }
                                select.opposed-who id=(format!("opposed-who-{i}")) {
                                    @for (j, c) in choices.iter().enumerate() {
                                        option value=(c.id) selected[j == i] { (c.name) }
                                    }
                                    option value="" selected[i >= choices.len()] { (tr.t("opposed-other")) }
                                }
                            }
                            div.field.opposed-by-sheet {
                                label for=(format!("opposed-skill-{i}")) { (tr.t("opposed-value-name")) }
                                @for c in &choices {
                                    select.opposed-skill id=(format!("opposed-skill-{i}-{}", c.id)) data-character=(c.id) hidden {
                                        @for (name, label, v) in super::keeper::sheet_values(tr, c) {
                                            option value=(name) { (label) " " (v) }
                                        }
                                    }
                                }
                            }
                        }
                        div.field-row.opposed-by-hand {
                            div.field {
                                label for=(format!("opposed-name-{i}")) { (tr.t("contest-object-name")) }
                                input.opposed-name id=(format!("opposed-name-{i}")) maxlength="100" autocomplete="off";
                            }
                            div.field {
                                label for=(format!("opposed-value-{i}")) { (tr.t("opposed-value")) }
                                input.opposed-value id=(format!("opposed-value-{i}")) type="number" min="-1000" max="1000";
                            }
                        }
                    }
                }
                div.field {
                    label for="opposed-visibility" { (tr.t("web-visibility")) }
                    (visibility_select(tr, "opposed-visibility", "visibility"))
                }
                button #opposed-roll type="submit" { (tr.t("opposed-roll")) }
                p #opposed-status .form-status role="status" {}
            }
            div #opposed-result .last-roll aria-live="polite" {}
        }
    }
}
