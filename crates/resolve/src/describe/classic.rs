//! `classic` results in words: the web log's verdicts and the terminal's lines, from the
//! same messages.

use keeper_i18n::Message;
use serde_json::Value;

use super::{Described, Kind, Verdict};
use crate::results::classic::{
    AttackResult, CheckRoll, ClassicOutcome, ConvertResult, DamageRoll, ExperienceResult,
    HealedResult, OddsCheck, ResistanceResult, SanityResult, SheetOutcome, SheetResult,
    SkillExperience, TagError, TreatResult,
};

pub(super) fn outcome(request: &Value, o: &ClassicOutcome) -> Described {
    use ClassicOutcome as O;
    let (total, verdicts) = match o {
        O::Check(c) | O::Characteristic(c) => rolled(&c.check),
        O::Treat(t) => rolled(&t.check),
        O::MpReroll(r) => rolled(&r.check),
        O::SpendLuck(r) => rolled(&r.check),
        O::Resistance(r) => {
            // An automatic result (T5) has no roll: it says whether it succeeded.
            let verdict = match r.level {
                Some(l) => Verdict::level(l.as_str()),
                None => Verdict::level(if r.success { "success" } else { "failure" }),
            };
            // T5: the chance the table gave, before the roll's level.
            let chance = Message::new("web-roll-check").int("value", r.chance);
            (r.total, vec![Verdict::new(Kind::Side, chance), verdict])
        }
        O::Sanity(r) => {
            // A Sanity roll (N2) says what it cost.
            let lost = Message::new("web-roll-sanity-lost")
                .int("lost", r.lost)
                .int("san", r.san);
            (
                Some(r.total),
                vec![
                    Verdict::level(r.level.as_str()),
                    Verdict::new(Kind::Sanity, lost),
                ],
            )
        }
        O::Attack(a) => (None, attack_verdicts(request, a)),
        O::Experience(x) => (Some(x.total), Vec::new()),
        O::Damage(d) => (Some(d.total), Vec::new()),
        O::Bbcode(_)
        | O::Investigator(_)
        | O::Convert(_)
        | O::DamageBonus(_)
        | O::Unarmed(_)
        | O::Weapons(_)
        | O::Blocks(_)
        | O::Defences(_)
        | O::Attacks(_)
        | O::Order(_)
        | O::NaturalHealing(_)
        | O::Condition(_)
        | O::Regenerate(_)
        | O::Meditate(_)
        | O::Statblock(_)
        | O::Simulate(_) => (None, Vec::new()),
        // T6: the experience checks' rolls, skill by skill.
        O::Sheet(s) => match &s.outcome {
            Some(SheetOutcome::Experience { rolls }) => (
                None,
                rolls
                    .iter()
                    .map(|x| Verdict::new(Kind::Side, sheet_experience_line(x)))
                    .collect(),
            ),
            // M2, M3: a re-roll for 1 MP, a chance raised by Luck.
            Some(SheetOutcome::Check(c) | SheetOutcome::SpendLuck { check: c, .. }) => rolled(c),
            // H1: the healer's roll; H2, M1, N3: what the dice gave.
            Some(SheetOutcome::Treat(t)) => rolled(&t.check),
            Some(SheetOutcome::Healed(h)) => (Some(h.healed), Vec::new()),
            Some(SheetOutcome::Meditate { roll }) => (Some(*roll), Vec::new()),
            Some(SheetOutcome::Reward { rolled }) => (Some(*rolled), Vec::new()),
            _ => (None, Vec::new()),
        },
    };
    Described {
        total: total.map(|t| t.to_string()),
        verdicts,
    }
}

/// A d100's total and level.
fn rolled(c: &CheckRoll) -> (Option<i64>, Vec<Verdict>) {
    (Some(c.total), vec![Verdict::level(c.level.as_str())])
}

/// A classic attack on the web (K1–K6): the attack, the defence the request named, then
/// the hit's damage, or why there is none.
fn attack_verdicts(request: &Value, a: &AttackResult) -> Vec<Verdict> {
    let mut out = vec![Verdict::new(Kind::Side, attack_line(&a.attack))];
    if let Some(d) = &a.defence {
        out.push(Verdict::new(Kind::Side, defence_line(request, d)));
    }
    out.push(Verdict::new(Kind::Winner, attack_end(a)));
    out
}

/// The defender's response as the request named it (`parry`, `dodge`; K3, K4).
fn response(request: &Value) -> String {
    request
        .get("defender")
        .and_then(|d| d.get("response"))
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned()
}

/// `50 against 60%: success`: a roll of an attack, its defence or a DEX roll.
pub fn attack_roll(c: &CheckRoll) -> Message {
    Message::new("cli-classic-attack-roll")
        .int("total", c.total)
        .int("chance", c.chance)
        .text("level", c.level.as_str())
}

fn attack_line(c: &CheckRoll) -> Message {
    Message::new("cli-classic-attack-line").msg("roll", attack_roll(c))
}

fn defence_line(request: &Value, c: &CheckRoll) -> Message {
    Message::new("cli-classic-defence-line")
        .text("response", response(request))
        .msg("roll", attack_roll(c))
}

/// How an attack ended: its damage, stopped, or missed.
fn attack_end(a: &AttackResult) -> Message {
    match (&a.damage, a.hit, a.stopped) {
        (Some(d), true, _) => damage_line(d),
        (None, true, _) => damage_line(&DamageRoll {
            weapon: Vec::new(),
            bonus: 0,
            impaled: false,
            total: 0,
        }),
        (_, false, true) => Message::new("cli-classic-attack-stopped"),
        (_, false, false) => Message::new("cli-classic-attack-missed"),
    }
}

/// An attack in lines (K1–K6): the attack, the defence `request` named, the DEX roll of
/// a dodge that needed one, then the damage or why there is none.
pub fn attack_lines(request: &Value, a: &AttackResult) -> Vec<Message> {
    let mut lines = vec![attack_line(&a.attack)];
    if let Some(d) = &a.defence {
        lines.push(defence_line(request, d));
    }
    if let Some(d) = &a.dex_roll {
        lines.push(Message::new("cli-classic-dex-line").msg("roll", attack_roll(d)));
    }
    lines.push(attack_end(a));
    lines
}

/// `check` and `characteristic` (T1–T4): the roll, its chance, level and odds.
pub fn check_line(c: &OddsCheck) -> Message {
    let odds = c.odds.as_ref().map_or("0", |o| o.success.as_str());
    Message::new("cli-classic-check-line")
        .int("total", c.check.total)
        .int("chance", c.check.chance)
        .text("level", c.check.level.as_str())
        .percent("odds", super::fraction(odds), 1)
}

/// `resistance` (T5): automatic, or the roll against the table's chance.
pub fn resistance_line(r: &ResistanceResult) -> Message {
    if r.automatic {
        Message::new("cli-classic-resistance-automatic")
            .text("success", r.success.to_string())
            .int("chance", r.chance)
    } else {
        Message::new("cli-classic-resistance-line")
            .int("total", r.total.unwrap_or(0))
            .int("chance", r.chance)
            .text("level", r.level.map_or("", |l| l.as_str()))
    }
}

/// `sanity` (N1–N6): the roll, the loss, the Sanity left and any insanity.
pub fn sanity_line(r: &SanityResult) -> Message {
    // Each kind in words of its own, so two kinds read as one list in any language.
    let kinds = r
        .insanity
        .iter()
        .map(|k| Message::new("cli-classic-insanity-kind").text("kind", k.as_str()));
    let line = Message::new("cli-classic-sanity-line")
        .int("total", r.total)
        .text("level", r.level.as_str())
        .int("lost", r.lost)
        .int("san", r.san);
    match kinds.reduce(|first, next| {
        Message::new("event-and")
            .msg("first", first)
            .msg("next", next)
    }) {
        Some(list) => line.msg("insanity", list),
        None => line.text("insanity", "-"),
    }
}

/// `damage` (K5, K6): the total, each roll of the weapon, the bonus, impaling.
pub fn damage_line(d: &DamageRoll) -> Message {
    let rolls: Vec<String> = d.weapon.iter().map(i64::to_string).collect();
    Message::new("cli-classic-damage-line")
        .int("total", d.total)
        .text("weapon", rolls.join(" + "))
        .int("bonus", d.bonus)
        .text("impaled", d.impaled.to_string())
}

/// `treat` (H1): First Aid or Medicine and the HP it restored.
pub fn treat_line(t: &TreatResult) -> Message {
    Message::new("cli-classic-treat-line")
        .int("total", t.check.total)
        .int("chance", t.check.chance)
        .text("level", t.check.level.as_str())
        .int("healed", t.healed)
}

/// `natural_healing` (H2): a week's HP.
pub fn week_line(h: &HealedResult) -> Message {
    Message::new("cli-classic-week-line").int("healed", h.healed)
}

/// `experience` (T6): the roll, the gain, the skill now and any Sanity regained.
pub fn experience_line(x: &ExperienceResult) -> Message {
    Message::new("cli-classic-experience-line")
        .int("total", x.total)
        .int("gain", x.gain)
        .int("skill", x.skill)
        .int("sanity", x.sanity_gained)
}

/// One skill's experience roll on a sheet (T6): the skill, then as `experience_line`.
pub fn sheet_experience_line(x: &SkillExperience) -> Message {
    let line = Message::new("cli-classic-experience-line")
        .int("total", x.total)
        .int("gain", x.gain)
        .int("skill", x.value)
        .int("sanity", x.sanity_gained);
    Message::new("describe-side")
        .msg(
            "side",
            Message::new("describe-skill").skill("skill", x.skill.clone()),
        )
        .msg("said", line)
}

/// `convert` (A3): the derived values in 7th edition's terms.
pub fn convert_line(c: &ConvertResult) -> Message {
    Message::new("cli-classic-convert-line")
        .int("hp", c.hp)
        .int("mp", c.mp)
        .int("san", c.san)
        .int("luck", c.luck)
        .text("db", c.db.clone())
        .int("build", c.build)
}

/// A sheet's derived values, each with its most (A2).
pub fn sheet_derived(s: &SheetResult) -> Message {
    Message::new("cli-classic-sheet-derived")
        .int("hp", s.hp)
        .int("max_hp", s.max_hp)
        .int("mp", s.mp)
        .int("max_mp", s.max_mp)
        .int("san", s.san)
        .int("max_san", s.max_san)
        .int("luck", s.luck)
        .int("max_luck", s.max_luck)
        .int("idea", s.idea)
        .int("know", s.know)
        .text("db", s.db.clone())
}

/// A sheet's states: the condition (H3), then each insanity (N4–N6).
pub fn sheet_states(s: &SheetResult) -> Vec<Message> {
    let mut states = vec![super::classic_condition(s.condition.as_str())];
    states.extend(
        s.insanity
            .iter()
            .map(|k| Message::new("cli-classic-sheet-insanity").text("kind", k.as_str())),
    );
    states
}

/// A forum roll tag that could not be rolled (D3), where it is and why.
pub fn tag_error(e: &TagError) -> Message {
    Message::new("cli-forum-tag-error")
        .int("start", e.start)
        .text("tag", e.tag.clone())
        .text("message", e.message.clone())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::describe;

    /// A sheet's experience checks (T6) say each skill's roll, in the reader's words.
    #[test]
    fn a_sheets_experience_checks_say_each_skills_roll() {
        let request = json!({"system": "classic", "action": "sheet",
            "sheet": {"format": "keeper-classic-sheet", "version": 1, "name": "Walter",
                "characteristics": {"STR": 12, "CON": 11, "SIZ": 14, "INT": 15, "POW": 13,
                    "DEX": 10, "APP": 9, "EDU": 16},
                "skills": {"Spot Hidden": 40, "Listen": 50},
                "events": [{"event": "check_awarded", "skill": "Spot Hidden"},
                    {"event": "check_awarded", "skill": "Listen"}]},
            "do": {"op": "experience"}, "dice": [30, 80, 7]});
        let answer = crate::answer(&request).unwrap();
        let said: Vec<String> = describe::outcome(&request, &answer.outcome)
            .verdicts
            .iter()
            .map(|v| keeper_i18n::Catalogue::global().format("pt-BR", &v.words))
            .collect();
        assert_eq!(said.len(), 2, "{said:?}");
        assert!(said[0].starts_with("Escutar: 30"), "{said:?}");
        assert!(said[1].starts_with("Encontrar: 80"), "{said:?}");
        assert!(said[1].contains("47"), "{said:?}");
    }
}
