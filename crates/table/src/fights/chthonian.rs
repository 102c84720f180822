//! Chthonian exchanges: a contest of Traits (R2), each bearer's Traits counting for its
//! own side, the Outcome made a Trait of the loser (`Wounded 3`, R5). The engine's
//! `split` action rolls it, so a side's Outcome-Traits add to its Outcome when it wins
//! and protect it when it loses (R4).

use keeper_i18n::Message;
use keeper_resolve::results::chthonian::Trait;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::Attack;
use crate::npcs::NpcBlock;
use crate::{Character, Derived, TableError};

/// The name of the Trait a lost contest leaves (R5), in the game's language
/// (`Wounded`, `Ранение`, `Ferido`).
pub(super) fn wounded(lang: &str) -> String {
    keeper_i18n::Catalogue::global().format(lang, &Message::new("fight-wound-trait"))
}

/// The Traits a side brings to a contest by name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideTraits {
    /// Those that count for the roll.
    #[serde(default)]
    pub traits: Vec<String>,
    /// Those that count for the Outcome (R4): added on a win, protective on a loss.
    #[serde(default)]
    pub outcome_traits: Vec<String>,
}

/// Its named Traits, from its sheet or block.
pub(crate) fn traits(c: &Character) -> Vec<(&str, i64)> {
    let list: &[Trait] = match &c.derived {
        Derived::Chthonian(s) => &s.traits,
        Derived::Npc(b) => match b.as_ref() {
            NpcBlock::Chthonian(b) => &b.traits,
            _ => &[],
        },
        _ => &[],
    };
    list.iter()
        .filter_map(|t| Some((t.name()?, t.rating())))
        .collect()
}

/// The names of its Traits, for the form.
pub(crate) fn names(c: &Character) -> Vec<String> {
    traits(c).iter().map(|(n, _)| (*n).to_owned()).collect()
}

/// The Traits named in `chosen` (each one of `c`'s, or `field[i]` is refused naming
/// them), and every hindering Trait it bears: a wound counts whether chosen or not (R5).
pub(crate) fn side(
    c: &Character,
    chosen: &[String],
    field: &str,
    hindrances: bool,
) -> Result<Vec<Value>, TableError> {
    let own = traits(c);
    let mut out: Vec<(&str, i64)> = Vec::new();
    for (i, name) in chosen.iter().enumerate() {
        let found = own
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name.trim()))
            .ok_or_else(|| {
                TableError::bad_field(
                    format!("{field}[{i}]"),
                    Message::new("table-fight-no-trait")
                        .text("trait", name.clone())
                        .text("list", names(c).join(", ")),
                )
            })?;
        if !out.contains(found) {
            out.push(*found);
        }
    }
    if hindrances {
        for t in own.iter().filter(|(_, r)| *r < 0) {
            if !out.contains(t) {
                out.push(*t);
            }
        }
    }
    Ok(out
        .into_iter()
        .map(|(name, rating)| json!({"name": name, "rating": rating}))
        .collect())
}

/// The `split` request of `pending` met by the target's `answer`.
pub(super) fn exchange_request(
    pending: &Attack,
    answer: &SideTraits,
    attacker: &Character,
    target: &Character,
    odds: bool,
) -> Result<Value, TableError> {
    let sides = [
        json!({
            "traits": side(attacker, &pending.traits, "traits", true)?,
            "outcome_traits": side(attacker, &pending.outcome_traits, "outcome_traits", false)?,
        }),
        json!({
            "traits": side(target, &answer.traits, "traits", true)?,
            "outcome_traits": side(target, &answer.outcome_traits, "outcome_traits", false)?,
        }),
    ];
    let mut request = json!({"system": "chthonian", "action": "split", "sides": sides});
    if odds {
        request["odds"] = json!(true);
    }
    Ok(request)
}

/// Checks the attacker's Traits as declared, before anything is stored.
pub(super) fn check_attack(attacker: &Character, pending: &Attack) -> Result<(), TableError> {
    side(attacker, &pending.traits, "traits", false)?;
    side(attacker, &pending.outcome_traits, "outcome_traits", false)?;
    Ok(())
}

/// The wound `c` bears now (R5): its Trait called `wounded` (or `Wounded`), with its
/// name and rating.
pub(super) fn wound(c: &Character, wounded: &str) -> Option<(String, i64)> {
    traits(c)
        .into_iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(wounded) || n.eq_ignore_ascii_case("Wounded"))
        .map(|(n, r)| (n.to_owned(), r))
}

/// The events that wound a bearer of `now` by `outcome` (R5): `Wounded N`, or the wound
/// it has made worse. The project's reading: a bearer has one wound, as bad as its worst
/// Outcome. The wound already hinders the roll that is lost, so its Outcome holds it;
/// adding the two would count it twice, and double the wound with every loss.
/// Returns the events and how bad the wound is now.
pub(super) fn wound_events(
    now: &Option<(String, i64)>,
    outcome: u32,
    wounded: &str,
) -> (Vec<Value>, i64) {
    let was = now.as_ref().map_or(0, |(_, r)| (-*r).max(0));
    let rating = -was.max(i64::from(outcome));
    let mut events = Vec::new();
    if let Some((name, r)) = now {
        if *r == rating {
            return (events, -rating);
        }
        events.push(json!({"event": "trait_lost", "name": name}));
    }
    let name = now.as_ref().map_or(wounded, |(n, _)| n.as_str());
    events.push(json!({"event": "trait_gained", "trait": {"name": name, "rating": rating}}));
    (events, -rating)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bearer_has_one_wound_as_bad_as_its_worst_outcome() {
        let (first, now) = wound_events(&None, 3, "Ранение");
        assert_eq!(
            first,
            [json!({"event": "trait_gained", "trait": {"name": "Ранение", "rating": -3}})]
        );
        assert_eq!(now, 3);
        let worse = wound_events(&Some(("Ранение".into(), -3)), 5, "Ранение");
        assert_eq!(
            worse.0,
            [
                json!({"event": "trait_lost", "name": "Ранение"}),
                json!({"event": "trait_gained", "trait": {"name": "Ранение", "rating": -5}})
            ]
        );
        assert_eq!(worse.1, 5);
        // A lighter loss leaves the wound as it is.
        assert_eq!(
            wound_events(&Some(("Wounded".into(), -5)), 2, "Wounded"),
            (vec![], 5)
        );
    }
}
