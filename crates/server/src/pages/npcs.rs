//! Non-player characters on the pages: the Keeper's stat-block import and NPC list, an
//! NPC's stats (the Keeper's only), and the name alone that the players see once shown.

use keeper_table::{Character, NpcBlock};
use maud::{Markup, html};

use keeper_resolve::results::chthonian::Trait;

use super::characters::{chthonian_roll_form, skill_button, stat_row, value_thirds};
use super::chrome::Tr;

/// The one line an NPC's card shows: "NPC · HP 8/13 · major wound · DB +1D4 · Build 1
/// · Move 9"; "NPC" alone to whom may not see its stats.
pub(super) fn summary(tr: Tr<'_>, block: Option<&NpcBlock>) -> Markup {
    let Some(b) = block else {
        return html! { span.summary.npc { (tr.t("web-npc")) } };
    };
    if let NpcBlock::Chthonian(b) = b {
        return html! { span.summary.npc { (tr.t("web-npc")) @for t in traits(&b.traits) { " · " (t) } } };
    }
    let (db, build, movement) = basics(b);
    html! {
        span.summary.npc {
            (tr.t("web-npc"))
            @if let Some((now, max)) = b.hp() { " · " (tr.t("web-sheet-hp")) " " (now) "/" (max) }
            @for c in b.conditions() { " · " strong.condition { (tr.t(c)) } }
            @if let Some(db) = db { " · " (tr.t("web-sheet-db")) " " (db) }
            @if let Some(b) = build { " · " (tr.t("web-sheet-build")) " " (b) }
            @if let Some(m) = movement { " · " (tr.t("web-npc-move")) " " (m) }
        }
    }
}

/// Its damage bonus, Build (7th edition) and Move, where the block has them.
fn basics(b: &NpcBlock) -> (Option<String>, Option<i64>, Option<i64>) {
    match b {
        NpcBlock::Coc7(b) => (
            b.db.clone(),
            b.build.map(i64::from),
            b.movement.map(i64::from),
        ),
        NpcBlock::Classic(b) => (b.db.clone(), None, b.move_),
        NpcBlock::Chthonian(_) => (None, None, None),
    }
}

/// Named Traits as "Inhuman Strength 3".
fn traits(list: &[Trait]) -> Vec<String> {
    list.iter()
        .filter_map(|t| match t {
            Trait::Named { name, rating, .. } => Some(format!("{name} {rating}")),
            Trait::Modifier(_) => None,
        })
        .collect()
}

/// An NPC's stats on its sheet page (the Keeper's view).
pub(super) fn details(tr: Tr<'_>, b: &NpcBlock) -> Markup {
    if let NpcBlock::Chthonian(b) = b {
        return html! {
            p.notice #npc-secret { (tr.t("web-npc-secret")) }
            h3 { (tr.t("web-sheet-traits")) }
            ul #npc-traits { @for t in traits(&b.traits) { li { (t) } } }
        };
    }
    let (mp, armor, note, per_round, loss) = match b {
        NpcBlock::Coc7(b) => (
            b.mp.map(i64::from),
            i64::from(b.armor),
            b.armor_note.clone(),
            i64::from(b.attacks_per_round),
            b.sanity_loss.clone(),
        ),
        NpcBlock::Classic(b) => (
            b.mp,
            b.armor,
            b.armor_note.clone(),
            b.attacks_per_round,
            b.sanity_loss.clone(),
        ),
        NpcBlock::Chthonian(_) => (None, 0, None, 0, None),
    };
    let attacks: Vec<(String, i64, String)> = match b {
        NpcBlock::Coc7(b) => b
            .attacks
            .iter()
            .map(|a| (a.name.clone(), i64::from(a.value), a.damage.clone()))
            .collect(),
        NpcBlock::Classic(b) => b
            .attacks
            .iter()
            .map(|a| (a.name.clone(), a.value, a.damage.clone()))
            .collect(),
        NpcBlock::Chthonian(_) => Vec::new(),
    };
    let armor = match note {
        Some(n) => format!("{armor} ({n})"),
        None => armor.to_string(),
    };
    let (db, build, movement) = basics(b);
    html! {
        p.notice #npc-secret { (tr.t("web-npc-secret")) }
        h3 { (tr.t("web-sheet-characteristics")) }
        dl.stats #sheet-characteristics {
            @for (k, v) in b.characteristics() { (stat_row(&tr.characteristic(k), v.to_string())) }
        }
        h3 { (tr.t("web-sheet-derived")) }
        dl.stats #sheet-derived {
            @if let Some((now, max)) = b.hp() { (stat_row(&tr.t("web-sheet-hp"), format!("{now}/{max}"))) }
            @if let Some(mp) = mp { (stat_row(&tr.t("web-sheet-mp"), mp.to_string())) }
            @if let Some(db) = db { (stat_row(&tr.t("web-sheet-db"), db)) }
            @if let Some(b) = build { (stat_row(&tr.t("web-sheet-build"), b.to_string())) }
            @if let Some(m) = movement { (stat_row(&tr.t("web-npc-move"), m.to_string())) }
            (stat_row(&tr.t("web-npc-armor"), armor))
            (stat_row(&tr.t("web-npc-attacks-per-round"), per_round.to_string()))
            @if let Some(l) = loss { (stat_row(&tr.t("web-npc-sanity-loss"), l)) }
        }
        @if !attacks.is_empty() {
            h3 { (tr.t("web-npc-attacks")) }
            table #npc-attacks {
                thead { tr {
                    th scope="col" { (tr.t("web-npc-attack")) }
                    th scope="col" { "%" }
                    th scope="col" { (tr.t("web-npc-damage")) }
                } }
                tbody {
                    @for (name, value, damage) in &attacks {
                        tr { td { (name) } td { (value) } td { (damage) } }
                    }
                }
            }
        }
    }
}

/// The buttons that roll an NPC's characteristics, skills and attacks (the Keeper's).
pub(super) fn roll_buttons(tr: Tr<'_>, system: &str, c: &Character, b: &NpcBlock) -> Markup {
    if let NpcBlock::Chthonian(b) = b {
        return chthonian_roll_form(tr, &c.id, &b.traits);
    }
    let coc7 = matches!(b, NpcBlock::Coc7(_));
    html! {
        div.roll-group role="group" aria-label=(tr.t("web-sheet-characteristics")) {
            @for (k, v) in b.characteristics() {
                @let shown = if coc7 { value_thirds(v) } else { format!("{v} (×5 = {})", v * 5) };
                (skill_button((system, &c.id), k, &tr.characteristic(k), v, "characteristic", &shown, None))
            }
        }
        div.roll-group role="group" aria-label=(tr.t("web-sheet-skills")) {
            @for (name, v) in b.skills() {
                @let shown = if coc7 { value_thirds(v) } else { tr.pct(v) };
                (skill_button((system, &c.id), name, name, v, "skill", &shown, None))
            }
        }
    }
}

/// The Keeper's NPCs (`npcs`) and the stat-block import, on the Keeper's screen.
pub(super) fn keeper_section(
    tr: Tr<'_>,
    game: &str,
    system: &str,
    npcs: &[Character],
    open: bool,
) -> Markup {
    html! {
        section #npcs aria-labelledby="npcs-title" data-live="character_created character_shown character_events roll" {
            h2 #npcs-title { (tr.t("web-npc-title")) }
            @if npcs.is_empty() { p #npcs-none { (tr.t("web-npc-none")) } }
            ul.card-list #npc-list {
                @for c in npcs {
                    @let shown = c.shown;
                    li.card id=(format!("npc-{}", c.id)) {
                        a href=(format!("/games/{game}/characters/{}", c.id)) { (c.name) }
                        " "
                        @if shown {
                            span.meta.npc-shown { (tr.t("web-npc-shown")) }
                        } @else {
                            span.meta.npc-hidden { (tr.t("web-npc-hidden")) }
                        }
                        br;
                        (summary(tr, c.derived.npc()))
                        @if open && !shown {
                            " "
                            button.secondary type="button" data-action="show-npc" data-character=(c.id) { (tr.t("web-npc-show")) }
                        }
                    }
                }
            }
            @if open {
                form #npc-form data-form="npc" {
                    div.field {
                        label for="npc-statblock" { (tr.t("web-npc-import-label")) }
                        textarea #npc-statblock name="statblock" rows="9" spellcheck="false"
                            aria-describedby="npc-hint npc-status" placeholder=(placeholder(tr, system)) {}
                    }
                    p.hint #npc-hint { (tr.t("web-npc-import-hint")) }
                    button #npc-submit type="submit" { (tr.t("web-npc-import-submit")) }
                    p #npc-status .form-status role="status" {}
                }
            }
        }
    }
}

/// An example stat block in the system's terms (classic's on the 3–18 scale), its
/// names in the reader's language.
fn placeholder(tr: Tr<'_>, system: &str) -> String {
    let (name, knife, dodge) = (
        tr.t("web-npc-example-name"),
        tr.t("web-npc-example-weapon"),
        tr.skill("Dodge"),
    );
    match system {
        "chthonian" => format!("{name}\n{}", tr.t("web-npc-example-traits")),
        "classic" => format!(
            "{name}\nSTR 12 CON 11 SIZ 13 INT 10 POW 11 DEX 12\n{knife} 40%, damage 1D4+db\n{dodge} 30%"
        ),
        _ => format!(
            "{name}\nSTR 55 CON 60 SIZ 65 DEX 55 INT 60 POW 50\nAttacks per round: 1\n{knife} 40% (20/8), damage 1D4+DB\n{dodge} 30%"
        ),
    }
}
