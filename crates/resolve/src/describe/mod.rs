//! Results put into words, once, for every place that shows them: the terminal, the web
//! log, snippets and permalinks. A describer turns a piece of a resolve answer into a
//! [`Message`]; the reader's language is chosen only when the message is formatted.

use keeper_i18n::Message;
use serde_json::Value;

use crate::Outcome;
use crate::results::bcdice::{BcdiceOutcome, CommandResult};
use crate::results::dice::DiceOutcome;
use crate::results::simulate::{ForecastFigure, SimulateResult};

pub mod chthonian;
pub mod classic;
pub mod coc7;
/// What a result says, for a log line, a snippet or the terminal: its total, then its
/// verdicts (a level, each side of a contest, who won, what it cost).
#[derive(Debug, Clone, PartialEq)]
pub struct Described {
    /// The total or totals, as written (`"57"`, `"12, 9, 14"`).
    pub total: Option<String>,
    /// Each verdict, in reading order.
    pub verdicts: Vec<Verdict>,
}

/// One verdict of a result: what kind of thing it says, and its words.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict {
    /// What it is, for a page to style it by.
    pub kind: Kind,
    /// Its words.
    pub words: Message,
}

/// What a verdict says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// A success level, by its wire name (`"hard"`).
    Level(String),
    /// Several levels at once (a combined roll's).
    Levels,
    /// One side of a contest, or one shot or blow.
    Side,
    /// Who won, or what it all came to.
    Winner,
    /// A Chthonian Outcome or Terrible Insight's meaning.
    Outcome,
    /// Sanity lost.
    Sanity,
}

impl Kind {
    /// The page's class for it (`roll-level level-hard`).
    pub fn class(&self) -> String {
        match self {
            Kind::Level(l) => format!("roll-level level-{}", class_word(l)),
            Kind::Levels => "roll-level".to_owned(),
            Kind::Side => "roll-side".to_owned(),
            Kind::Winner => "roll-winner".to_owned(),
            Kind::Outcome => "roll-outcome".to_owned(),
            Kind::Sanity => "roll-sanity".to_owned(),
        }
    }
}

/// A class-safe form of an engine word.
fn class_word(w: &str) -> String {
    w.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect()
}

impl Verdict {
    pub(crate) fn new(kind: Kind, words: Message) -> Verdict {
        Verdict { kind, words }
    }

    /// A success level's verdict.
    pub(crate) fn level(code: &str) -> Verdict {
        Verdict::new(Kind::Level(code.to_owned()), level(code))
    }
}

/// A success level in words (`hard` → "Hard success"); a level the catalogue has no
/// name for is shown as its code.
pub fn level(code: &str) -> Message {
    crate::level_message(code)
        .unwrap_or_else(|| Message::new("level-code").text("level", code.replace('_', " ")))
}

/// A roll's total with its level: "35 Regular success".
pub fn total_level(total: i64, code: &str) -> Message {
    Message::new("level-total")
        .int("total", total)
        .msg("level", level(code))
}

/// What `outcome`, the answer to `request`, says: the one describer of every result,
/// for the terminal, the web log, snippets and permalinks alike.
pub fn outcome(request: &Value, outcome: &Outcome) -> Described {
    match outcome {
        Outcome::Dice(o) => dice(o),
        Outcome::Bcdice(BcdiceOutcome::Command(c)) => command(c),
        Outcome::Coc7(o) => coc7::outcome(request, o),
        Outcome::Classic(o) => classic::outcome(request, o),
        Outcome::Chthonian(o) => chthonian::outcome(request, o),
    }
}

/// A stored result (a log entry's request and `result`) described; `None` when it does
/// not decode as its request's action.
pub fn stored(request: &Value, result: &Value) -> Option<Described> {
    let system = request.get("system")?.as_str()?;
    let action = request.get("action")?.as_str()?;
    let o = Outcome::decode(system, action, result).ok()?;
    Some(self::outcome(request, &o))
}

fn dice(o: &DiceOutcome) -> Described {
    let total = match o {
        DiceOutcome::Roll(r) => Some(joined(&r.totals())),
        DiceOutcome::Prob(_) => None,
    };
    Described {
        total,
        verdicts: Vec::new(),
    }
}

/// A BCDice command: its total, and each target's level.
fn command(c: &CommandResult) -> Described {
    let verdicts = match c.results.as_slice() {
        [] => Vec::new(),
        [one] => vec![Verdict::new(Kind::Levels, level(one))],
        many => vec![Verdict::new(
            Kind::Levels,
            many.iter().skip(1).fold(level(&many[0]), |first, next| {
                Message::new("event-and")
                    .msg("first", first)
                    .msg("next", level(next))
            }),
        )],
    };
    Described {
        total: c.total.map(|t| t.to_string()),
        verdicts,
    }
}

/// Numbers as a list shows them: `12, 9, 14`.
pub(crate) fn joined(list: &[i64]) -> String {
    list.iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// A character event of any system (`{"event": "damaged", "amount": 4}`) in words:
/// "4 damage", "First Aid given", "skill ticked for improvement: Spot Hidden".
///
/// ```
/// use keeper_i18n::Catalogue;
/// let event = serde_json::json!({"event": "first_aid_given"});
/// let words = Catalogue::global().format("pt-BR", &keeper_resolve::describe::event(&event));
/// assert_eq!(words, "Primeiros Socorros aplicados");
/// ```
pub fn event(e: &Value) -> Message {
    let name = e.get("event").and_then(Value::as_str).unwrap_or("?");
    let amount = e.get("amount").and_then(Value::as_i64);
    let id = match name {
        "damaged" | "hp_lost" => "event-damaged",
        "healed" | "hp_gained" => "event-healed",
        "sanity_lost" => "event-sanity-lost",
        "sanity_gained" => "event-sanity-gained",
        "luck_spent" => "event-luck-spent",
        "luck_gained" => "event-luck-gained",
        "magic_spent" | "mp_lost" => "event-magic-spent",
        "magic_regained" | "mp_gained" => "event-magic-regained",
        "insight_gained" => "event-insight-gained",
        "insight_lost" => "event-insight-lost",
        "day_losses_set" => "event-day-losses-set",
        _ => return other_event(name, e, amount),
    };
    Message::new(id).int("amount", amount.unwrap_or(0))
}

/// Several events, joined by commas: "4 damage, Major Wound".
pub fn events(list: &[Value]) -> Option<Message> {
    let mut it = list.iter();
    let mut out = event(it.next()?);
    for e in it {
        out = Message::new("event-and")
            .msg("first", out)
            .msg("next", event(e));
    }
    Some(out)
}

/// An event without a message of its own: its name in words (the engine's code made
/// readable when the catalogue has no words for it), then its details.
fn other_event(name: &str, e: &Value, amount: Option<i64>) -> Message {
    // Classic's `insane` names its kind: each kind has its own words.
    let kind = e
        .get("kind")
        .and_then(Value::as_str)
        .filter(|k| matches!(*k, "temporary" | "indefinite" | "permanent"));
    let code = match (name, kind, amount) {
        ("insane", Some(k), _) => format!("insane_{k}"),
        // A check rolled that gained nothing is used up, not "improved by 0" (T6).
        ("skill_improved", _, Some(0)) => "skill_check_used".to_owned(),
        _ => name.to_owned(),
    };
    let amount = amount.filter(|_| code != "skill_check_used");
    let words = name.replace('_', " ");
    let mut out = Message::new("event-name")
        .text("event", code)
        .text("words", words);
    for key in ["skill", "text", "trait", "name", "weapon", "kind", "hours"] {
        if key == "kind" && kind.is_some() {
            continue;
        }
        let Some(v) = e.get(key).filter(|v| !v.is_null()) else {
            continue;
        };
        let detail = Message::new("event-detail").msg("event", out);
        out = match v {
            Value::String(s) if key == "skill" => detail.skill("detail", s.clone()),
            // An insanity's length, with its unit (coc7 N2: 1D10 hours).
            Value::Number(n) if key == "hours" => {
                let hours = Message::new("event-hours").int("hours", n.as_i64().unwrap_or(0));
                detail.msg("detail", hours)
            }
            Value::String(s) => detail.text("detail", s.clone()),
            // A weapon taken up is named by its name (coc7 K4).
            Value::Object(w) if key == "weapon" => detail.text(
                "detail",
                w.get("name")
                    .and_then(Value::as_str)
                    .unwrap_or("?")
                    .to_owned(),
            ),
            Value::Object(_) => detail.text("detail", traits(std::slice::from_ref(v))),
            other => detail.text("detail", other.to_string()),
        };
    }
    if let Some(a) = amount {
        out = Message::new("event-amount")
            .msg("event", out)
            .int("amount", a);
    }
    out
}

/// A classic investigator's condition (`conscious`, `unconscious`, `dying`; H3) in
/// words.
pub fn classic_condition(code: &str) -> Message {
    Message::new("condition-classic").text("condition", code.to_owned())
}

/// Traits as a sheet lists them: `Inhuman Strength +3, +1` (a bare number is a bonus
/// without a name).
pub fn traits(list: &[Value]) -> String {
    list.iter()
        .map(|t| match t {
            Value::Number(n) => signed(n.as_i64().unwrap_or(0)),
            t => format!(
                "{} {}",
                t.get("name").and_then(Value::as_str).unwrap_or("?"),
                signed(t["rating"].as_i64().unwrap_or(0))
            ),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `+3`, `−2`, `+0`: a modifier as the sheets write it (a true minus sign, not a hyphen).
pub fn signed(n: i64) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        format!("−{}", n.unsigned_abs())
    }
}

/// A chance as the protocol writes it (`"1/8"`) read as a number: its parts may be far
/// beyond 64 bits.
pub fn fraction(text: &str) -> f64 {
    let (num, den) = text.split_once('/').unwrap_or((text, "1"));
    let (n, d) = (
        num.parse::<f64>().unwrap_or(0.0),
        den.parse::<f64>().unwrap_or(1.0),
    );
    if n.is_finite() && d.is_finite() {
        return n / d;
    }
    // Beyond f64's range: drop the same number of trailing digits from both parts.
    let cut = num.len().max(den.len()).saturating_sub(300);
    let shorten = |s: &str| {
        s.get(..s.len().saturating_sub(cut))
            .unwrap_or("0")
            .parse::<f64>()
            .unwrap_or(0.0)
    };
    shorten(num) / shorten(den)
}

/// A chance with its percentage: `1/8 (12.5%)`, the percentage written the reader's way.
pub fn odds(text: &str) -> Message {
    Message::new("describe-odds")
        .text("fraction", text.to_owned())
        .percent("percent", fraction(text), 1)
}

/// A figure of a forecast: its percentage, with its 95% interval when simulated.
fn figure(f: &ForecastFigure) -> Message {
    match (f.low, f.high) {
        (Some(low), Some(high)) => Message::new("forecast-figure-interval")
            .percent("percent", f.value, 1)
            .percent("low", low, 1)
            .percent("high", high, 1),
        _ => Message::new("forecast-figure").percent("percent", f.value, 1),
    }
}

/// A fight's forecast in words (`coc7.simulate`, `classic.simulate`): how it was made, each side's chance, each combatant's
/// conditions, the rounds and the Sanity at stake.
pub fn forecast(r: &SimulateResult) -> Vec<Message> {
    let mut out = vec![match (&r.states, &r.fights, &r.seed) {
        (Some(states), _, _) => Message::new("forecast-made-exact").int("states", *states as i64),
        (_, fights, seed) => Message::new("forecast-made-simulated")
            .int("fights", fights.unwrap_or(0) as i64)
            .text("seed", seed.clone().unwrap_or_default()),
    }];
    for s in &r.sides {
        out.push(
            Message::new("forecast-side")
                .text("side", s.name.clone())
                .msg("chance", figure(&s.wins)),
        );
        if s.fled.value > 0.0 {
            out.push(
                Message::new("forecast-side-fled")
                    .text("side", s.name.clone())
                    .msg("chance", figure(&s.fled)),
            );
        }
    }
    if r.undecided.value > 0.0 {
        out.push(
            Message::new("forecast-undecided")
                .int("rounds", r.rounds.len() as i64)
                .msg("chance", figure(&r.undecided)),
        );
    }
    for c in &r.combatants {
        out.push(
            Message::new("forecast-combatant")
                .text("name", c.name.clone())
                .msg("dead", figure(&c.dead))
                .msg("dying", figure(&c.dying))
                .msg("unconscious", figure(&c.unconscious))
                .msg("major", figure(&c.major_wound))
                .msg("wounded", figure(&c.wounded))
                .msg("unhurt", figure(&c.unhurt))
                .decimal("hp", c.hp_lost.value, 1),
        );
        if c.ammo_spent.value > 0.0 {
            out.push(
                Message::new("forecast-ammo")
                    .text("name", c.name.clone())
                    .decimal("ammo", c.ammo_spent.value, 1),
            );
        }
    }
    out.push(Message::new("forecast-mean-rounds").decimal("rounds", r.mean_rounds.value, 1));
    for s in &r.sanity {
        out.push(
            Message::new("forecast-sanity")
                .text("name", s.name.clone())
                .decimal("expected", fraction(&s.expected), 1)
                .int("max", s.lost.last().map_or(0, |(n, _)| i64::from(*n))),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use keeper_i18n::Catalogue;
    use serde_json::json;

    fn words(lang: &str, m: &Message) -> String {
        Catalogue::global().format(lang, m)
    }

    #[test]
    fn events_read_the_same_everywhere() {
        let insane = json!({"event": "temporary_insanity", "hours": 7});
        assert_eq!(words("en", &event(&insane)), "temporary insanity: 7 hours");
        assert_eq!(words("ru", &event(&insane)), "временное безумие: 7 часов");
        let one = json!({"event": "temporary_insanity", "hours": 1});
        assert_eq!(
            words("pt-BR", &event(&one)),
            "Insanidade Temporária: 1 hora"
        );
        let ticked = json!({"event": "skill_ticked", "skill": "Spot Hidden"});
        assert_eq!(words("ru", &event(&ticked)), "отметка навыка: Внимание");
        // A classic experience check that gains nothing is used up, not improved by 0.
        let improved = json!({"event": "skill_improved", "skill": "Spot Hidden", "amount": 3});
        assert_eq!(
            words("en", &event(&improved)),
            "skill improved: Spot Hidden 3"
        );
        let used = json!({"event": "skill_improved", "skill": "Spot Hidden", "amount": 0});
        assert_eq!(
            words("en", &event(&used)),
            "experience check used, no gain: Spot Hidden"
        );
        assert_eq!(
            words("pt-BR", &event(&used)),
            "Cheque de Experiência usado, sem ganho: Encontrar"
        );
        assert_eq!(
            words("ru", &event(&json!({"event": "something_new"}))),
            "something new"
        );
        let hurt = [
            json!({"event": "damaged", "amount": 4}),
            json!({"event": "major_wound"}),
        ];
        assert_eq!(
            words("en", &events(&hurt).unwrap()),
            "4 damage, Major Wound"
        );
        assert!(events(&[]).is_none());
    }
}
