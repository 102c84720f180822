//! Combat (K1–K8): each action's fields and its answer.

use super::*;

/// `damage`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DamageFields<'a> {
    weapon: Option<&'a str>,
    db: Option<&'a str>,
    level: Option<LevelName>,
    #[serde(default)]
    pointed: bool,
    #[serde(default)]
    thrown: bool,
}

pub(super) fn damage(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::DamageRoll, ResolveError> {
    let f: DamageFields = req.fields()?;
    let weapon = Weapon {
        damage: f.weapon.unwrap_or("1D6").to_owned(),
        pointed: f.pointed,
        thrown: f.thrown,
    };
    let db = db_field(f.db, "db")?;
    let special = f.level.is_some_and(|l| Level::from(l).is_special());
    let d = combat::damage(&weapon, db, special, dice).map_err(|e| classic_error(e, "weapon"))?;
    Ok(damage_roll(&d))
}

/// `attack`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttackFields<'a> {
    #[serde(borrow)]
    attacker: AttackerFields<'a>,
    incoming: Option<IncomingName>,
    defender: Option<DefenderFields>,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
    #[serde(default)]
    odds: bool,
}

/// `attack.attacker`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttackerFields<'a> {
    value: i64,
    weapon: Option<&'a str>,
    db: Option<&'a str>,
    #[serde(default)]
    pointed: bool,
    #[serde(default)]
    thrown: bool,
}

/// `attack.defender`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefenderFields {
    response: ResponseName,
    value: i64,
    earlier: Option<i64>,
    #[serde(default)]
    shield: bool,
    #[serde(default)]
    bare_handed: bool,
    dex: Option<i64>,
}

pub(super) fn attack(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<out::AttackResult, ResolveError> {
    let f: AttackFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let a = &f.attacker;
    let value = ranged(a.value, "attacker.value", -MAX, MAX)?;
    let weapon = Weapon {
        damage: a.weapon.unwrap_or("1D6").to_owned(),
        pointed: a.pointed,
        thrown: a.thrown,
    };
    let db = db_field(a.db, "attacker.db")?;
    let incoming = f.incoming.map_or(Incoming::MeleeWeapon, Incoming::from);
    let defence = f.defender.as_ref().map(defence_spec).transpose()?;
    let odds = f.odds.then(|| {
        let o = combat::exchange_odds(value, incoming, defence, &options);
        let of = combat::ExchangeOdds::OF;
        out::AttackOdds {
            hit: fraction(o.hit, of),
            stopped: fraction(o.stopped, of),
            missed: fraction(o.missed, of),
        }
    });
    let x = combat::attack(value, &weapon, db, incoming, defence, &options, dice)
        .map_err(|e| classic_error(e, "attacker.weapon"))?;
    Ok(out::AttackResult {
        odds,
        attack: check_roll(&x.attack),
        defence: x.defence.as_ref().map(check_roll),
        dex_roll: x.dex_roll.as_ref().map(check_roll),
        stopped: x.stopped,
        hit: x.hit(),
        damage: x.damage.as_ref().map(damage_roll),
    })
}

fn defence_spec(d: &DefenderFields) -> Result<DefenceSpec, ResolveError> {
    Ok(DefenceSpec {
        kind: d.response.into(),
        chance: ranged(d.value, "defender.value", -MAX, MAX)?,
        earlier: opt_ranged(d.earlier, "defender.earlier", 0, MAX)?
            .unwrap_or(0)
            .min(1000) as u32,
        shield: d.shield,
        bare_handed: d.bare_handed,
        dex: opt_ranged(d.dex, "defender.dex", 0, MAX)?.unwrap_or(0),
    })
}

/// `unarmed`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct UnarmedFields<'a> {
    attack: UnarmedName,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

pub(super) fn unarmed(req: &Request<'_>) -> Result<out::UnarmedResult, ResolveError> {
    let f: UnarmedFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let damage = Unarmed::from(f.attack)
        .damage(&options)
        .map_err(|e| classic_error(e, "attack"))?;
    Ok(out::UnarmedResult {
        weapon: damage.to_owned(),
        adds_db: true,
    })
}

/// `weapons`' fields: the game's house rules alone.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WeaponsFields<'a> {
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

/// `weapons`: the weapons of a game with its house rules, Brawl or Fist, Head Butt and
/// Kick first (K7).
pub(super) fn weapons_action(req: &Request<'_>) -> Result<out::WeaponsResult, ResolveError> {
    let f: WeaponsFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let weapons = weapons::weapons(&options)
        .into_iter()
        .map(|w| out::WeaponEntry {
            name: w.name.to_owned(),
            skills: w.skills.iter().map(|s| (*s).to_owned()).collect(),
            base: w.base,
            damage: w.damage.to_owned(),
            pointed: w.pointed,
            reach: reach_of(w.reach),
            adds_db: w.adds_db(),
        })
        .collect();
    Ok(out::WeaponsResult { weapons })
}

pub(super) fn reach_of(r: Reach) -> out::Reach {
    match r {
        Reach::Unarmed => out::Reach::Unarmed,
        Reach::Melee => out::Reach::Melee,
        Reach::Thrown => out::Reach::Thrown,
        Reach::Firearm => out::Reach::Firearm,
    }
}

/// `blocks`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct BlocksFields<'a> {
    attack: LevelName,
    defence: LevelName,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

pub(super) fn blocks(req: &Request<'_>) -> Result<out::BlocksResult, ResolveError> {
    let f: BlocksFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let blocked = combat::blocks(f.attack.into(), f.defence.into(), &options);
    Ok(out::BlocksResult { blocked })
}

/// `defences`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefencesFields {
    defences: Vec<DefenceEntry>,
    #[serde(default)]
    all_out: bool,
}

/// One of `defences.defences`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DefenceEntry {
    /// Absent is bad_field (not missing_field), as this list has always answered.
    response: Option<ResponseName>,
    value: i64,
}

/// A round's list: 1 to 100 entries, else `bad_field` naming it.
pub(super) fn round_list<'l, T>(list: &'l [T], field: &str) -> Result<&'l [T], ResolveError> {
    if list.is_empty() || list.len() > 100 {
        return Err(ResolveError::bad_field(field, "classic-expected-list"));
    }
    Ok(list)
}

pub(super) fn defences(req: &Request<'_>) -> Result<out::DefencesResult, ResolveError> {
    let f: DefencesFields = req.fields()?;
    let mut round = combat::DefenceRound {
        all_out: f.all_out,
        ..Default::default()
    };
    let mut chances = Vec::new();
    for (i, d) in round_list(&f.defences, "defences")?.iter().enumerate() {
        let field = format!("defences[{i}]");
        let kind = d.response.ok_or_else(|| {
            ResolveError::bad_field(&format!("{field}.response"), "classic-expected-response")
        })?;
        let value = ranged(d.value, &format!("{field}.value"), -MAX, MAX)?;
        let penalty = round
            .defend(kind.into())
            .map_err(|e| classic_error(e, &field))?;
        chances.push(out::DefenceChance {
            penalty,
            chance: value + penalty,
        });
    }
    Ok(out::DefencesResult { chances })
}

/// `attacks`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttacksFields<'a> {
    #[serde(borrow)]
    attacks: Vec<AttackEntry<'a>>,
    #[serde(borrow)]
    options: Option<OptionsField<'a>>,
}

/// One of `attacks.attacks`: the attack's kind (any name) and chance.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttackEntry<'a> {
    /// Absent is bad_field (not missing_field), as this list has always answered.
    kind: Option<&'a str>,
    value: i64,
}

pub(super) fn attacks(req: &Request<'_>) -> Result<out::AttacksResult, ResolveError> {
    let f: AttacksFields = req.fields()?;
    let options = options(f.options.as_ref())?;
    let mut round = AttackRound::default();
    let mut chances = Vec::new();
    for (i, a) in round_list(&f.attacks, "attacks")?.iter().enumerate() {
        let field = format!("attacks[{i}]");
        let kind = a.kind.ok_or_else(|| {
            ResolveError::bad_field(&format!("{field}.kind"), "classic-expected-text")
        })?;
        let value = ranged(a.value, &format!("{field}.value"), -MAX, MAX)?;
        let chance = round
            .attack(kind, value, &options)
            .map_err(|e| classic_error(e, &field))?;
        chances.push(chance);
    }
    Ok(out::AttacksResult { chances })
}

/// `order`'s fields.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OrderFields {
    dex: Vec<i64>,
}

pub(super) fn order(req: &Request<'_>) -> Result<out::OrderResult, ResolveError> {
    let f: OrderFields = req.fields()?;
    let dex = round_list(&f.dex, "dex")?;
    for (i, d) in dex.iter().enumerate() {
        ranged(*d, &format!("dex[{i}]"), -MAX, MAX)?;
    }
    Ok(out::OrderResult {
        order: combat::order_of_action(dex),
    })
}
