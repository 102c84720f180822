//! Combat (K1–K9), wounds and healing (H1–H5): each action's fields and its answer.

use super::*;

// ---------------------------------------------------------------------------------
// Combat.

/// A weapon field: a K4 name (`"small_knife"`) or a dice expression; the impaling flag
/// of a named weapon unless `impaling` says otherwise. `path` is the object holding it.
pub(super) fn blow(
    (weapon, db, impaling): (Option<&str>, Option<&str>, Option<bool>),
    path: &str,
    default_weapon: &str,
    default_db: &str,
) -> Result<Blow, ResolveError> {
    let text = weapon.unwrap_or(default_weapon);
    let field = join(path, "weapon");
    let (weapon, named_impaling, adds_db) = match coc7::weapon(text) {
        Some(w) => (parse_expression(&w.damage, &field)?, w.impaling, w.adds_db),
        None => (parse_expression(text, &field)?, false, true),
    };
    let db_text = db.unwrap_or(if adds_db { default_db } else { "0" });
    let db = parse_expression(db_text, &join(path, "db"))?;
    Ok(Blow::new(weapon, db, impaling.unwrap_or(named_impaling)))
}

/// `melee`'s attacker.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeleeAttacker<'a> {
    value: i64,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    bonus: Option<i64>,
    penalty: Option<i64>,
}

/// `melee`'s defender (`maneuver`'s is the same with `build`).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefenderFields<'a> {
    value: i64,
    #[serde(borrow)]
    response: Option<&'a str>,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    defended: Option<bool>,
    outnumbered: Option<bool>,
}

impl DefenderFields<'_> {
    fn defender(&self) -> Result<Defender, ResolveError> {
        let response = match self.response {
            None | Some("dodge") => Response::Dodge,
            Some("fight_back") => Response::FightBack(blow(
                (self.weapon, self.db, self.impaling),
                "defender",
                "1D3",
                "0",
            )?),
            Some(_) => {
                return Err(ResolveError::bad_field(
                    "defender.response",
                    "coc7-expected-response",
                ));
            }
        };
        Ok(Defender {
            value: value(self.value, "defender.value")?,
            response,
            modifiers: modifiers(self.bonus, self.penalty, "defender")?,
        })
    }

    /// K9's state: `defended` (already fought back or dodged this round), or its older
    /// name `outnumbered`; `None` when neither is given.
    fn defended(&self) -> Option<bool> {
        match (self.defended, self.outnumbered) {
            (None, None) => None,
            (d, o) => Some(d.unwrap_or(false) || o.unwrap_or(false)),
        }
    }
}

/// `melee`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MeleeFields<'a> {
    #[serde(borrow)]
    attacker: MeleeAttacker<'a>,
    #[serde(borrow)]
    defender: DefenderFields<'a>,
    #[serde(default)]
    odds: bool,
}

pub(super) fn melee(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<MeleeResult, ResolveError> {
    let f: MeleeFields = req.fields()?;
    let a = &f.attacker;
    let mut attacker = Attacker {
        value: value(a.value, "attacker.value")?,
        blow: blow((a.weapon, a.db, a.impaling), "attacker", "1D3", "0")?,
        modifiers: modifiers(a.bonus, a.penalty, "attacker")?,
    };
    let defender = f.defender.defender()?;
    let tracked = f.defender.defended();
    if let Some(true) = tracked {
        attacker.modifiers.bonus = attacker
            .modifiers
            .bonus
            .saturating_add(coc7::outnumbered_bonus(true, false));
    }
    let want = f.odds;
    let m = coc7::melee(&attacker, &defender, dice).map_err(|e| rules_error(e, "attacker"))?;
    let odds = match want {
        true => {
            let o =
                odds::melee_odds(&attacker, &defender).map_err(|e| rules_error(e, "attacker"))?;
            Some(MeleeOdds {
                attacker: p(&o.winner.a),
                defender: p(&o.winner.b),
                none: p(&o.winner.none),
                extreme: p(&o.extreme),
                damage: distribution(&o.damage),
            })
        }
        false => None,
    };
    Ok(MeleeResult {
        // K9's state after the exchange: the defender has now fought back or dodged.
        defended: tracked.map(|_| true),
        outnumbered_bonus: tracked.map(|t| coc7::outnumbered_bonus(t, false)),
        winner: melee_winner(m.winner),
        damage: m.damage.as_ref().map_or(0, |d| d.amount),
        extreme: m.damage.as_ref().is_some_and(|d| d.extreme),
        attacker: roll_of(&m.attack),
        defender: roll_of(&m.defence),
        odds,
    })
}

pub(super) fn melee_winner(w: Winner) -> MeleeWinner {
    match w {
        Winner::A => MeleeWinner::Attacker,
        Winner::B => MeleeWinner::Defender,
        Winner::None => MeleeWinner::None,
    }
}

/// `maneuver`'s attacker: unarmed, with its Build.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManeuverAttacker {
    value: i64,
    build: i64,
    bonus: Option<i64>,
    penalty: Option<i64>,
}

/// `maneuver`'s defender: `melee`'s with its Build.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManeuverDefender<'a> {
    value: i64,
    build: i64,
    #[serde(borrow)]
    response: Option<&'a str>,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    bonus: Option<i64>,
    penalty: Option<i64>,
    defended: Option<bool>,
    outnumbered: Option<bool>,
}

impl<'a> ManeuverDefender<'a> {
    /// `melee`'s defender, and the Build.
    fn split(self) -> (DefenderFields<'a>, i64) {
        let d = DefenderFields {
            value: self.value,
            response: self.response,
            weapon: self.weapon,
            db: self.db,
            impaling: self.impaling,
            bonus: self.bonus,
            penalty: self.penalty,
            defended: self.defended,
            outnumbered: self.outnumbered,
        };
        (d, self.build)
    }
}

/// `maneuver`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ManeuverFields<'a> {
    attacker: ManeuverAttacker,
    #[serde(borrow)]
    defender: ManeuverDefender<'a>,
    #[serde(default)]
    odds: bool,
}

pub(super) fn build(n: i64, field: &str) -> Result<i32, ResolveError> {
    Ok(within(n, field, -10, 100, "coc7-expected-value")? as i32)
}

pub(super) fn maneuver(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<ManeuverResult, ResolveError> {
    let f: ManeuverFields = req.fields()?;
    let a = &f.attacker;
    let mut attacker = Attacker {
        value: value(a.value, "attacker.value")?,
        blow: Blow::unarmed(),
        modifiers: modifiers(a.bonus, a.penalty, "attacker")?,
    };
    let build_a = build(a.build, "attacker.build")?;
    let (d, target) = f.defender.split();
    let defender = d.defender()?;
    let target = build(target, "defender.build")?;
    let tracked = d.defended();
    let bonus = coc7::outnumbered_bonus(tracked == Some(true), false);
    attacker.modifiers.bonus = attacker.modifiers.bonus.saturating_add(bonus);
    let want = f.odds;
    let m = coc7::maneuver(&attacker, build_a, &defender, target, dice)
        .map_err(|e| rules_error(e, "defender.build"))?;
    let odds = match want {
        true => {
            // The exchange as rolled: the attacker with its Build penalty dice (K8).
            let rolled = Attacker {
                modifiers: attacker.modifiers.plus(Modifiers::new(0, m.build_penalty)),
                ..attacker
            };
            let o = odds::melee_odds(&rolled, &defender).map_err(|e| rules_error(e, "attacker"))?;
            Some(ManeuverOdds {
                attacker: p(&o.winner.a),
                defender: p(&o.winner.b),
                none: p(&o.winner.none),
            })
        }
        false => None,
    };
    Ok(ManeuverResult {
        success: m.success,
        winner: melee_winner(m.winner),
        build_penalty: m.build_penalty,
        damage: m.damage.as_ref().map_or(0, |d| d.amount),
        attacker: roll_of(&m.attack),
        defender: roll_of(&m.defence),
        defended: tracked.map(|_| true),
        outnumbered_bonus: tracked.map(|_| bonus),
        odds,
    })
}

/// `firearms`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FirearmsFields<'a> {
    value: i64,
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    impaling: Option<bool>,
    shots: Option<i64>,
    ammo: Option<i64>,
    malfunction: Option<i64>,
    #[serde(borrow)]
    range: Option<&'a str>,
    dodge: Option<i64>,
    #[serde(default)]
    point_blank: bool,
    #[serde(default)]
    target_dived: bool,
    bonus: Option<i64>,
    penalty: Option<i64>,
    #[serde(default)]
    odds: bool,
}

pub(super) fn firearms(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<FirearmsResult, ResolveError> {
    let f: FirearmsFields = req.fields()?;
    let value = value(f.value, "value")?;
    let blow = blow((f.weapon, f.db, f.impaling), "", "handgun", "0")?;
    let shots = match f.shots {
        Some(n) => within(n, "shots", 1, 3, "coc7-expected-shots")? as u32,
        None => 1,
    };
    // More shots than rounds is refused before any die; a jam stops the shots after it,
    // which spend no round.
    let ammo = match f.ammo {
        Some(a) => {
            let a = within(a, "ammo", 0, MAX_VALUE, "coc7-expected-ammo")? as u32;
            coc7::spend_ammo(a, shots).map_err(|e| rules_error(e, "shots"))?;
            Some(a)
        }
        None => None,
    };
    let range = match f.range {
        None => Range::Base,
        Some(r) => Range::from_name(r)
            .ok_or_else(|| ResolveError::bad_field("range", "coc7-expected-range"))?,
    };
    let dive = match opt_value(f.dodge, "dodge")? {
        Some(dodge) => {
            Some(coc7::dive_for_cover(dodge, dice).map_err(|e| rules_error(e, "dodge"))?)
        }
        None => None,
    };
    let firing = Firing {
        value,
        blow,
        shots,
        point_blank: f.point_blank,
        target_dived: f.target_dived || dive.as_ref().is_some_and(Check::success),
        range,
        modifiers: modifiers(f.bonus, f.penalty, "")?,
        malfunction: match f.malfunction {
            Some(m) => Some(within(m, "malfunction", 1, 100, "coc7-expected-malfunction")? as u32),
            None => None,
        },
    };
    let want = f.odds;
    let fired = coc7::fire(&firing, dice).map_err(|e| rules_error(e, "weapon"))?;
    let ammo_left = ammo.map(|a| a.saturating_sub(fired.len() as u32));
    let total: u32 = fired
        .iter()
        .filter_map(|s| s.damage.as_ref())
        .map(|d| d.amount)
        .sum();
    let shots = fired
        .iter()
        .map(|s| Shot {
            roll: roll_of(&s.roll),
            damage: s.damage.as_ref().map_or(0, |d| d.amount),
            extreme: s.damage.as_ref().is_some_and(|d| d.extreme),
        })
        .collect();
    let m = firing.modifiers();
    Ok(FirearmsResult {
        dive: dive.as_ref().map(roll_of),
        shots,
        damage: total,
        ammo: ammo_left,
        malfunctioned: fired.iter().any(|s| s.malfunctioned),
        difficulty: difficulty_of(range.difficulty()),
        net_dice: m.net(),
        odds: want.then(|| check_odds(&odds::check_odds(value, range.difficulty(), m))),
    })
}

/// One combatant of `initiative`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CombatantFields<'a> {
    #[serde(borrow)]
    name: Option<&'a str>,
    dex: i64,
    skill: Option<i64>,
    #[serde(default)]
    firearm: bool,
}

/// `initiative`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct InitiativeFields<'a> {
    #[serde(borrow)]
    combatants: Vec<CombatantFields<'a>>,
}

pub(super) fn initiative(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<InitiativeResult, ResolveError> {
    let f: InitiativeFields = req.fields()?;
    if f.combatants.is_empty() || f.combatants.len() > MAX_LIST {
        return Err(ResolveError::bad_field(
            "combatants",
            "coc7-expected-combatants",
        ));
    }
    let mut combatants = Vec::new();
    for (i, c) in f.combatants.iter().enumerate() {
        let path = format!("combatants[{i}]");
        combatants.push(Combatant {
            name: c.name.unwrap_or_default().to_owned(),
            dex: value(c.dex, &join(&path, "dex"))?,
            combat_skill: opt_value(c.skill, &join(&path, "skill"))?.unwrap_or(0),
            readied_firearm: c.firearm,
        });
    }
    let order = coc7::initiative(&combatants, dice).map_err(|e| rules_error(e, "combatants"))?;
    Ok(InitiativeResult {
        names: order.iter().map(|&i| combatants[i].name.clone()).collect(),
        initiative: order.iter().map(|&i| combatants[i].initiative()).collect(),
        order,
    })
}

// ---------------------------------------------------------------------------------
// Wounds and healing.

/// The state `damage` and `heal` both take (`max_hp`, `hp`, the flags), as a
/// [`Health`]; `$f` is either action's fields.
/// An action's fields with the wound state (`max_hp`, `hp` and the H1 flags) first:
/// serde's `flatten` cannot share them, as it cannot refuse unknown fields.
macro_rules! with_health {
    ($(#[$doc:meta])* struct $name:ident<$a:lifetime> { $($rest:tt)* }) => {
        $(#[$doc])*
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct $name<$a> {
            max_hp: i64,
            hp: Option<i64>,
            #[serde(default)]
            major_wound: bool,
            #[serde(default)]
            unconscious: bool,
            #[serde(default)]
            dying: bool,
            #[serde(default)]
            needs_medicine: bool,
            #[serde(default)]
            dead: bool,
            #[serde(default)]
            first_aid_given: bool,
            $($rest)*
        }

        impl $name<'_> {
            /// The wound state the fields give.
            fn health(&self) -> Result<Health, ResolveError> {
                health_field(
                    self.max_hp,
                    self.hp,
                    Health {
                        hp: 0,
                        max_hp: 0,
                        major_wound: self.major_wound,
                        unconscious: self.unconscious,
                        dying: self.dying,
                        needs_medicine: self.needs_medicine,
                        dead: self.dead,
                        first_aid_given: self.first_aid_given,
                    },
                )
            }
        }
    };
}

/// `flags` with `hp` (default `max_hp`, never above it) and `max_hp`.
pub(super) fn health_field(
    max_hp: i64,
    hp: Option<i64>,
    flags: Health,
) -> Result<Health, ResolveError> {
    let max_hp = value(max_hp, "max_hp")?;
    let hp = opt_value(hp, "hp")?.unwrap_or(max_hp);
    if hp > max_hp {
        return Err(ResolveError::bad_field("hp", "coc7-expected-value").with("max", max_hp));
    }
    Ok(Health {
        hp,
        max_hp,
        ..flags
    })
}

pub(super) fn health_of(h: &Health) -> results::Health {
    results::Health {
        hp: h.hp,
        max_hp: h.max_hp,
        major_wound: h.major_wound,
        unconscious: h.unconscious,
        dying: h.dying,
        needs_medicine: h.needs_medicine,
        dead: h.dead,
        first_aid_given: h.first_aid_given,
    }
}

pub(super) fn after(h: &Health, events: &[Event]) -> Health {
    let mut h = *h;
    for e in events {
        h.apply(e);
    }
    h
}

with_health! {
    /// `damage`'s fields: the state, and one of `amount`, `severity`, `expr`.
    struct DamageFields<'a> {
        con: i64,
        amount: Option<i64>,
        #[serde(borrow)]
        severity: Option<&'a str>,
        #[serde(borrow)]
        expr: Option<&'a str>,
    }
}

pub(super) fn damage(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<DamageResult, ResolveError> {
    let f: DamageFields = req.fields()?;
    let health = f.health()?;
    let con = value(f.con, "con")?;
    let amount = if let Some(n) = opt_value(f.amount, "amount")? {
        n
    } else if let Some(s) = f.severity {
        let sev = Severity::from_name(s)
            .ok_or_else(|| ResolveError::bad_field("severity", "coc7-expected-severity"))?;
        sev.expression()
            .roll(dice)
            .map_err(|e| ResolveError::from(e).with("field", "severity"))?
            .total()
            .max(0) as u32
    } else if let Some(text) = f.expr {
        let e = parse_expression(text, "expr")?;
        e.roll(dice)
            .map_err(|e| ResolveError::from(e).with("field", "expr"))?
            .total()
            .max(0) as u32
    } else {
        return Err(ResolveError::missing_field("amount"));
    };
    let hit = coc7::take_damage(&health, amount, con, dice).map_err(|e| rules_error(e, "dead"))?;
    Ok(DamageResult {
        health: health_of(&after(&health, &hit.events)),
        amount,
        major: health.is_major(amount),
        con_roll: hit.con_roll.as_ref().map(roll_of),
        events: events_of(&hit.events),
    })
}

with_health! {
    /// `heal`'s fields: the state, the treatment and what it needs.
    struct HealFields<'a> {
        treatment: &'a str,
        skill: Option<i64>,
        equipment: Option<bool>,
        con: Option<i64>,
        #[serde(default)]
        odds: bool,
    }
}

impl HealFields<'_> {
    fn con(&self) -> Result<u32, ResolveError> {
        value(
            self.con.ok_or_else(|| ResolveError::missing_field("con"))?,
            "con",
        )
    }
}

pub(super) fn heal(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<HealResult, ResolveError> {
    let f: HealFields = req.fields()?;
    let health = f.health()?;
    let (roll, events) = match f.treatment {
        "first_aid" | "medicine" => {
            let t = if f.treatment == "first_aid" {
                Treatment::FirstAid
            } else {
                Treatment::Medicine
            };
            let skill = f
                .skill
                .ok_or_else(|| ResolveError::missing_field("skill"))?;
            let skill = value(skill, "skill")?;
            // Medicine takes an hour with equipment and supplies (H7): the request says so.
            let equipped = t == Treatment::FirstAid
                || f.equipment
                    .ok_or_else(|| ResolveError::missing_field("equipment"))?;
            let field = if equipped { "treatment" } else { "equipment" };
            let (c, e) = coc7::treat_with(&health, t, skill, equipped, dice)
                .map_err(|e| rules_error(e, field))?;
            (Some(c), e)
        }
        "day" => (
            None,
            coc7::heal_day(&health).map_err(|e| rules_error(e, "treatment"))?,
        ),
        "week" => {
            let con = f.con()?;
            coc7::heal_week(&health, con, dice).map_err(|e| rules_error(e, "treatment"))?
        }
        "dying_round" => {
            let con = f.con()?;
            let (c, e) =
                coc7::dying_round(&health, con, dice).map_err(|e| rules_error(e, "treatment"))?;
            (Some(c), e)
        }
        _ => {
            return Err(ResolveError::bad_field(
                "treatment",
                "coc7-expected-treatment",
            ));
        }
    };
    let odds = roll.as_ref().filter(|_| f.odds).map(|c| {
        check_odds(&odds::check_odds(
            c.value,
            Difficulty::Regular,
            Modifiers::NONE,
        ))
    });
    Ok(HealResult {
        health: health_of(&after(&health, &events)),
        roll: roll.as_ref().map(roll_of),
        odds,
        events: events_of(&events),
    })
}
