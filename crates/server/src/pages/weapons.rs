//! A 7th edition sheet's weapons (coc7 K4): what the investigator fights with, each at
//! its skill's value with the damage bonus where K4 adds it, and the form that adds
//! one (from K4's numbers or the player's own) or puts one away, as sheet events.

use keeper_resolve::results::coc7::{SheetResult, WieldedWeapon};
use keeper_table::k4_weapons;
use maud::{Markup, html};

use super::characters::value_thirds;
use super::chrome::Tr;
use super::fight::weapon_name;

/// An optional number as the table writes it: `—` when the weapon has none.
fn or_dash(v: Option<u32>) -> String {
    v.map_or_else(|| "—".to_owned(), |n| n.to_string())
}

/// An optional number as a form field holds it: empty when the weapon has none.
fn or_blank(v: Option<u32>) -> String {
    v.map(|n| n.to_string()).unwrap_or_default()
}

/// The table of weapons, Unarmed first; whoever may change the sheet can put away any
/// but Unarmed. Rendered again live when the sheet changes.
pub(super) fn list(tr: Tr<'_>, d: &SheetResult, may_change: bool) -> Markup {
    html! {
        section #sheet-weapons aria-labelledby="sheet-weapons-title" data-live="character_events" {
            h2 #sheet-weapons-title { (tr.t("web-weapons-title")) }
            div.table-scroll {
                table.weapons {
                    thead { tr {
                        th scope="col" { (tr.t("web-weapons-name")) }
                        th scope="col" { (tr.t("web-weapons-skill")) }
                        th scope="col" { (tr.t("web-weapons-damage")) }
                        th scope="col" { (tr.t("web-weapons-range")) }
                        th scope="col" { (tr.t("web-weapons-per-round")) }
                        th scope="col" { (tr.t("web-weapons-ammo")) }
                        th scope="col" { (tr.t("web-weapons-malfunction")) }
                        @if may_change { th scope="col" { span.visually-hidden { (tr.t("web-weapons-remove")) } } }
                    } }
                    tbody {
                        @for (i, w) in d.weapons.iter().enumerate() { (row(tr, w, may_change, i > 0)) }
                    }
                }
            }
            p.hint { (tr.t("web-weapons-hint")) }
        }
    }
}

/// A weapon's row; `column`: the table has a column of buttons, `removable`: this
/// row has one (every weapon but Unarmed).
fn row(tr: Tr<'_>, w: &WieldedWeapon, column: bool, removable: bool) -> Markup {
    let e = &w.weapon;
    let mut kinds = Vec::new();
    if e.impaling {
        kinds.push(tr.t("web-weapons-impaling"));
    }
    if e.thrown {
        kinds.push(tr.t("web-weapons-thrown"));
    }
    html! {
        tr data-weapon=(e.name) {
            th scope="row" {
                (weapon_name(tr, &e.name))
                @if !kinds.is_empty() { " " span.meta { "(" (kinds.join(", ")) ")" } }
            }
            td { (tr.skill(&e.skill)) " " (value_thirds(w.value.into())) }
            td { (e.with_db) }
            td { (or_dash(e.range)) }
            td { (e.per_round) }
            td { (or_dash(e.ammo)) }
            td { (or_dash(e.malfunction)) }
            @if column {
                td { @if removable {
                    button.small type="button" data-action="weapon-remove" data-name=(e.name) {
                        (tr.t("web-weapons-remove"))
                    }
                } }
            }
        }
    }
}

/// The form that adds a weapon: its own name and numbers, or K4's to start from.
pub(super) fn form(tr: Tr<'_>, d: &SheetResult) -> Markup {
    html! {
        details #weapon-add-box {
            summary { (tr.t("web-weapons-add-title")) }
            form #weapon-form data-form="weapon-add" {
                div.field {
                    label for="weapon-like" { (tr.t("web-weapons-like")) }
                    select #weapon-like {
                        option value="" { (tr.t("web-weapons-like-none")) }
                        // K4's numbers ride on each option; choosing one fills the form.
                        @for w in k4_weapons().iter().filter(|w| w.name != "unarmed" && w.name != "shotgun_close") {
                            option value=(w.name) data-skill=(w.skill) data-damage=(w.damage)
                                data-impaling=(w.impaling) data-firearm=(w.firearm) data-thrown=(w.thrown)
                                data-range=(or_blank(w.range)) data-per-round=(w.per_round)
                                data-ammo=(or_blank(w.ammo)) data-malfunction=(or_blank(w.malfunction)) {
                                (weapon_name(tr, &w.name))
                            }
                        }
                    }
                }
                div.field-row {
                    div.field {
                        label for="weapon-name" { (tr.t("web-weapons-name")) }
                        input #weapon-name name="name" required maxlength="60" autocomplete="off";
                    }
                    div.field {
                        label for="weapon-skill" { (tr.t("web-weapons-skill")) }
                        select #weapon-skill name="skill" {
                            @for s in &d.skills { option value=(s.name) { (tr.skill(&s.name)) " " (tr.pct(s.value.into())) } }
                        }
                    }
                    div.field {
                        label for="weapon-damage" { (tr.t("web-weapons-damage-dice")) }
                        input #weapon-damage name="damage" required placeholder="1D8" autocomplete="off" spellcheck="false";
                    }
                }
                fieldset.checks {
                    legend { (tr.t("web-weapons-kind")) }
                    label { input #weapon-impaling type="checkbox" name="impaling"; " " (tr.t("web-weapons-impaling")) }
                    label { input #weapon-firearm type="checkbox" name="firearm"; " " (tr.t("web-weapons-firearm")) }
                    label { input #weapon-thrown type="checkbox" name="thrown"; " " (tr.t("web-weapons-thrown")) }
                }
                div.field-row {
                    div.field {
                        label for="weapon-range" { (tr.t("web-weapons-range")) }
                        input #weapon-range type="number" name="range" min="0" max="10000";
                    }
                    div.field {
                        label for="weapon-per-round" { (tr.t("web-weapons-per-round")) }
                        input #weapon-per-round type="number" name="per_round" min="1" max="20" value="1";
                    }
                    div.field {
                        label for="weapon-ammo" { (tr.t("web-weapons-ammo")) }
                        input #weapon-ammo type="number" name="ammo" min="1" max="1000";
                    }
                    div.field {
                        label for="weapon-malfunction" { (tr.t("web-weapons-malfunction")) }
                        input #weapon-malfunction type="number" name="malfunction" min="1" max="100";
                    }
                }
                button #weapon-add type="submit" { (tr.t("web-weapons-add")) }
                p #weapon-status .form-status role="status" {}
            }
        }
    }
}
