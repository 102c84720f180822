//! `coc7.simulate` and `classic.simulate`: the Keeper's fight forecast (keeper-forecast)
//! over the protocol. The fight comes in as sides and combatants, decoded once into the
//! forecast's model for the system asked; the forecast comes back with every figure
//! exact (`"1/3"`) or estimated with its 95% interval.

use keeper_coc7::{self as coc7, Range, SanityLoss};
use keeper_dice::{DiceSource, Die};
use keeper_forecast::{
    self as forecast, Attack, Combatant, Defence, Fight, ForecastError, Gun, Settings, Side,
    System, Targets,
};
use serde::Deserialize;

use super::coc7::{join, parse_expression, rules_error, value};
use crate::Request;
use crate::error::{Code, ResolveError};
use crate::request::within;
use crate::results::simulate::SimulateResult;

/// Most fights one request may simulate: about a second of one core for a small fight.
pub(crate) const MAX_SIMULATED: i64 = 1_000_000;
/// The exact method's largest budget of states a request may set.
pub(crate) const MAX_BUDGET: i64 = 10_000_000;
/// The work one simulated fight is charged against an array's allowance (the units of
/// exact odds' work, about 2·10⁹ a second).
pub(crate) const WORK_PER_FIGHT: u64 = 10_000;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SimulateFields<'a> {
    #[serde(borrow)]
    sides: Vec<SideFields<'a>>,
    #[serde(borrow)]
    combatants: Vec<CombatantFields<'a>>,
    rounds: Option<i64>,
    #[serde(borrow)]
    method: Option<&'a str>,
    fights: Option<i64>,
    budget: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SideFields<'a> {
    #[serde(borrow)]
    name: &'a str,
    #[serde(borrow)]
    targets: Option<&'a str>,
    flee_at: Option<i64>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CombatantFields<'a> {
    #[serde(borrow)]
    name: &'a str,
    #[serde(borrow)]
    side: &'a str,
    dex: i64,
    con: i64,
    max_hp: i64,
    hp: Option<i64>,
    dodge: Option<i64>,
    fighting: Option<i64>,
    armour: Option<i64>,
    #[serde(borrow)]
    defence: Option<&'a str>,
    attacks_per_round: Option<i64>,
    #[serde(default)]
    readied_firearm: bool,
    #[serde(default)]
    halves_firearms: bool,
    san: Option<i64>,
    #[serde(borrow)]
    sanity_loss: Option<&'a str>,
    #[serde(borrow, default)]
    attacks: Vec<AttackFields<'a>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AttackFields<'a> {
    #[serde(borrow)]
    name: Option<&'a str>,
    skill: i64,
    /// A weapon of K4 by name: its damage, impaling and (for a gun) its rounds.
    #[serde(borrow)]
    weapon: Option<&'a str>,
    #[serde(borrow)]
    damage: Option<&'a str>,
    #[serde(borrow)]
    db: Option<&'a str>,
    #[serde(default)]
    impaling: bool,
    /// Classic: a weapon in hand, which only a weapon parries without a DEX roll (K2).
    #[serde(default)]
    in_hand: bool,
    gun: Option<GunFields<'a>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GunFields<'a> {
    shots: Option<i64>,
    ammo: i64,
    #[serde(borrow)]
    range: Option<&'a str>,
    #[serde(default)]
    point_blank: bool,
    malfunction: Option<i64>,
}

/// `simulate`: the odds of a whole fight, exact or simulated. A simulation's seed is
/// drawn from the request's dice (four d65536), so `seed` or supplied `dice` make it
/// reproducible like any roll.
pub(crate) fn simulate(
    req: &Request<'_>,
    dice: &mut dyn DiceSource,
) -> Result<SimulateResult, ResolveError> {
    let (fight, mut settings) = setup_request(req)?;
    settings.seed = seed(dice)?;
    run(&fight, &settings, &|_| {})
}

/// The fight and the forecast's settings a `simulate` request asks for, judged by
/// `system`'s rules (seed 0: the caller draws it).
fn setup(req: &Request<'_>, system: System) -> Result<(Fight, Settings), ResolveError> {
    let f: SimulateFields = req.fields()?;
    let fight = fight(&f)?.system(system);
    let method = match f.method {
        None | Some("auto") => forecast::Method::Auto,
        Some("exact") => forecast::Method::Exact,
        Some("monte_carlo") => forecast::Method::MonteCarlo,
        Some(_) => {
            return Err(ResolveError::bad_field(
                "method",
                "coc7-expected-forecast-method",
            ));
        }
    };
    let fights = match f.fights {
        Some(n) => within(n, "fights", 1, MAX_SIMULATED, "coc7-expected-fights")? as u64,
        None => Settings::default().fights,
    };
    let budget = match f.budget {
        Some(n) => within(n, "budget", 1, MAX_BUDGET, "coc7-expected-budget")? as u64,
        None => forecast::DEFAULT_BUDGET,
    };
    Ok((
        fight,
        Settings {
            method,
            fights,
            seed: 0,
            budget,
        },
    ))
}

/// [`setup`] for the request's own system: 7th edition, or classic with the game's
/// house rules (`options`); also for a caller that runs the forecast itself (the
/// terminal, with its progress bar).
pub(crate) fn setup_request(req: &Request<'_>) -> Result<(Fight, Settings), ResolveError> {
    match req.system() {
        "coc7" => setup(req, System::Coc7),
        "classic" => {
            let f: super::classic::OptionsOnly = req.fields_of(&["options"])?;
            let options = super::classic::options(f.options.as_ref())?;
            setup(
                &req.with_system_fields(&["options"]),
                System::Classic(options),
            )
        }
        other => Err(ResolveError::unknown_action(other, "simulate", &[])),
    }
}

/// Runs a forecast set up by [`setup`], its refusal in the protocol's words.
pub(crate) fn run(
    fight: &Fight,
    settings: &Settings,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<SimulateResult, ResolveError> {
    let odds = forecast::forecast(fight, settings, progress).map_err(forecast_error)?;
    Ok(SimulateResult::from(&odds))
}

/// A simulation's seed from four faces of a d65536.
fn seed(dice: &mut dyn DiceSource) -> Result<u64, ResolveError> {
    let mut seed = 0u64;
    for _ in 0..4 {
        let face = dice.face(Die::D(1 << 16)).map_err(ResolveError::from)?;
        seed = (seed << 16) | (face - 1) as u64;
    }
    Ok(seed)
}

/// The work `request` would take, charged before it runs: the fights it may simulate
/// (`auto` and `exact` are charged alike, as `auto` may fall back to simulating).
pub(crate) fn estimate(request: &serde_json::Value) -> Option<u64> {
    let named = |key: &str, value: &str| {
        request.get(key).and_then(serde_json::Value::as_str) == Some(value)
    };
    if !((named("system", "coc7") || named("system", "classic")) && named("action", "simulate")) {
        return None;
    }
    let fights = request
        .get("fights")
        .and_then(serde_json::Value::as_u64)
        .unwrap_or(Settings::default().fights)
        .min(MAX_SIMULATED as u64);
    Some(fights.saturating_mul(WORK_PER_FIGHT))
}

fn fight(f: &SimulateFields<'_>) -> Result<Fight, ResolveError> {
    if f.sides.len() < 2 {
        return Err(ResolveError::bad_field("sides", "coc7-expected-sides"));
    }
    if f.combatants.is_empty() || f.combatants.len() > forecast::MAX_COMBATANTS {
        return Err(ResolveError::bad_field(
            "combatants",
            "coc7-expected-fighters",
        ));
    }
    let rounds = match f.rounds {
        Some(n) => within(
            n,
            "rounds",
            1,
            i64::from(forecast::MAX_ROUNDS),
            "coc7-expected-rounds",
        )? as u32,
        None => forecast::DEFAULT_ROUNDS,
    };
    let mut fight = Fight::new().rounds(rounds);
    for (i, s) in f.sides.iter().enumerate() {
        let path = format!("sides[{i}]");
        let mut side = Side::new(s.name);
        side = side.targets(match s.targets {
            None | Some("first") => Targets::First,
            Some("weakest") => Targets::Weakest,
            Some("random") => Targets::Random,
            Some(_) => {
                return Err(ResolveError::bad_field(
                    &join(&path, "targets"),
                    "coc7-expected-targets",
                ));
            }
        });
        if let Some(n) = s.flee_at {
            side = side.flee_at(within(
                n,
                &join(&path, "flee_at"),
                0,
                forecast::MAX_COMBATANTS as i64,
                "coc7-expected-flee-at",
            )? as u32);
        }
        fight = fight.side(side);
    }
    for (i, c) in f.combatants.iter().enumerate() {
        fight = fight.combatant(combatant(c, &format!("combatants[{i}]"))?);
    }
    Ok(fight)
}

fn combatant(c: &CombatantFields<'_>, path: &str) -> Result<Combatant, ResolveError> {
    let at = |key: &str| join(path, key);
    let max_hp = within(c.max_hp, &at("max_hp"), 1, 1000, "coc7-expected-hp")? as u32;
    let mut out = Combatant::new(
        c.name,
        c.side,
        value(c.dex, &at("dex"))?,
        max_hp,
        value(c.con, &at("con"))?,
    );
    if let Some(hp) = c.hp {
        out = out.wounded(within(hp, &at("hp"), 1, i64::from(max_hp), "coc7-expected-hp")? as u32);
    }
    let dodge = c.dodge.map(|n| value(n, &at("dodge"))).transpose()?;
    let fighting = c.fighting.map(|n| value(n, &at("fighting"))).transpose()?;
    let (dodge, fighting) = (dodge.unwrap_or(out.dodge), fighting.unwrap_or(out.fighting));
    out = out.skills(dodge, fighting);
    if let Some(n) = c.armour {
        out = out.armour(within(n, &at("armour"), 0, 1000, "coc7-expected-armour")? as u32);
    }
    out = out.defence(match c.defence {
        None | Some("best") => Defence::Best,
        Some("dodge") => Defence::Dodge,
        Some("fight_back") => Defence::FightBack,
        Some(_) => {
            return Err(ResolveError::bad_field(
                &at("defence"),
                "coc7-expected-defence",
            ));
        }
    });
    if let Some(n) = c.attacks_per_round {
        out = out.attacks_per_round(within(
            n,
            &at("attacks_per_round"),
            1,
            20,
            "coc7-expected-per-round",
        )? as u32);
    }
    if c.readied_firearm {
        out = out.readied_firearm();
    }
    if c.halves_firearms {
        out = out.halves_firearms();
    }
    if let Some(san) = c.san {
        out = out.sanity(within(san, &at("san"), 0, 99, "coc7-expected-san")? as u32);
    }
    if let Some(loss) = c.sanity_loss {
        let loss = SanityLoss::parse(loss).map_err(|e| rules_error(e, &at("sanity_loss")))?;
        out = out.sanity_loss(loss);
    }
    for (i, a) in c.attacks.iter().enumerate() {
        out = out.attack(attack(a, &join(path, &format!("attacks[{i}]")))?);
    }
    Ok(out)
}

fn attack(a: &AttackFields<'_>, path: &str) -> Result<Attack, ResolveError> {
    let at = |key: &str| join(path, key);
    let skill = value(a.skill, &at("skill"))?;
    let db = a.db.unwrap_or("0");
    if let Some(name) = a.weapon {
        let weapon = coc7::weapon(name)
            .ok_or_else(|| ResolveError::bad_field(&at("weapon"), "coc7-expected-k4-weapon"))?;
        let mut attack = Attack::weapon(weapon, skill, db)
            .map_err(|e| forecast_error(e).with("field", at("weapon")))?;
        if let Some(n) = a.name {
            attack.name = n.to_owned();
        }
        if let (Some(g), Some(gun)) = (&a.gun, attack.gun.as_mut()) {
            *gun = gun_of(g, &at("gun"))?;
        }
        return Ok(if a.in_hand { attack.in_hand() } else { attack });
    }
    let damage = a
        .damage
        .ok_or_else(|| ResolveError::missing_field(&at("damage")))?;
    let damage = parse_expression(damage, &at("damage"))?;
    let name = a.name.unwrap_or("attack");
    let attack = match &a.gun {
        Some(g) => Attack::firearm(name, skill, damage, a.impaling, gun_of(g, &at("gun"))?),
        None => Attack::melee(
            name,
            skill,
            damage,
            parse_expression(db, &at("db"))?,
            a.impaling,
        ),
    };
    Ok(if a.in_hand { attack.in_hand() } else { attack })
}

fn gun_of(g: &GunFields<'_>, path: &str) -> Result<Gun, ResolveError> {
    let at = |key: &str| join(path, key);
    Ok(Gun {
        shots: match g.shots {
            Some(n) => within(n, &at("shots"), 1, 3, "coc7-expected-shots")? as u32,
            None => 1,
        },
        ammo: within(g.ammo, &at("ammo"), 0, 1000, "coc7-expected-ammo")? as u32,
        range: match g.range {
            None => Range::Base,
            Some(r) => Range::from_name(r)
                .ok_or_else(|| ResolveError::bad_field(&at("range"), "coc7-expected-range"))?,
        },
        point_blank: g.point_blank,
        malfunction: g
            .malfunction
            .map(|n| within(n, &at("malfunction"), 1, 100, "coc7-expected-malfunction"))
            .transpose()?
            .map(|n| n as u32),
    })
}

/// A forecast's refusal as the protocol's: `bad_field` naming what it can, in words.
fn forecast_error(e: ForecastError) -> ResolveError {
    // The rest (names, sides named, numbers, notation, a fight nobody can win) are
    // the combatants'.
    let field = match &e {
        ForecastError::EmptySide(_) | ForecastError::TooFewSides => "sides",
        ForecastError::Rounds(_) => "rounds",
        ForecastError::Fights(_) => "fights",
        ForecastError::Budget { .. } => "budget",
        _ => "combatants",
    };
    let message = keeper_i18n::Message::new("coc7-error-forecast")
        .msg("error", keeper_i18n::Localize::message(&e));
    ResolveError::new(Code::BadField, message).with("field", field)
}
