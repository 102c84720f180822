//! Wounds treated at the table (7th edition H4–H7): First Aid and Medicine by a healer
//! on a wounded or dying investigator, the dying investigator's CON roll, and natural
//! healing by day and by week. The healer's skill and the patient's wounds and CON come
//! from their sheets; the rules' `heal` action judges it, and its events go onto the
//! patient's sheet.

use keeper_i18n::Message;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::rolls::RollOrder;
use crate::{Derived, Entry, Member, Table, TableError, Visibility};

/// What is done for the patient.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Treatment {
    /// First Aid by a healer (H7: once per wound; the dying need it first).
    FirstAid,
    /// Medicine by a healer, with the necessary equipment (H7).
    Medicine,
    /// A dying investigator's CON roll, each round (H4).
    DyingRound,
    /// A day of rest (H6).
    Day,
    /// A week of rest: the CON roll of natural healing (H6).
    Week,
}

impl Treatment {
    /// Its name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Treatment::FirstAid => "first_aid",
            Treatment::Medicine => "medicine",
            Treatment::DyingRound => "dying_round",
            Treatment::Day => "day",
            Treatment::Week => "week",
        }
    }

    /// The healer's skill, for a treatment a healer gives.
    fn skill(self) -> Option<&'static str> {
        match self {
            Treatment::FirstAid => Some("First Aid"),
            Treatment::Medicine => Some("Medicine"),
            _ => None,
        }
    }
}

/// A treatment asked for: of whom, by whom.
#[derive(Debug, Clone)]
pub struct TreatOrder {
    /// The treatment.
    pub treatment: Treatment,
    /// The healer (First Aid and Medicine): an investigator of the game.
    pub healer: Option<String>,
    /// Medicine: the necessary equipment and an hour (H7).
    pub equipment: bool,
    /// Who may read the roll.
    pub visibility: Visibility,
}

impl Table {
    /// Treats the investigator `patient` (7th edition): the Keeper, the patient's player
    /// or (for First Aid and Medicine) the healer's player asks; days and weeks of rest
    /// are the Keeper's, who keeps the game's time.
    pub async fn treat(
        &self,
        member: &Member,
        patient: &str,
        order: TreatOrder,
    ) -> Result<Entry, TableError> {
        let game = self.rules(&member.game).await?;
        if game.system == "classic" {
            return self.treat_classic(member, patient, order).await;
        }
        if game.system != "coc7" {
            return Err(TableError::bad_field(
                "treatment",
                Message::new("table-treat-system"),
            ));
        }
        let target = self.character(member, patient).await?;
        let Derived::Coc7(state) = &target.derived else {
            return Err(TableError::bad_field(
                "character",
                Message::new("table-treat-investigator"),
            ));
        };
        let mut request = Map::new();
        request.insert("system".into(), json!("coc7"));
        request.insert("action".into(), json!("heal"));
        request.insert("treatment".into(), json!(order.treatment.as_str()));
        patient_state(&mut request, state);
        let mut label = target.name.clone();
        let mut may = member.is_keeper() || target.owner == member.id;
        match (order.treatment.skill(), &order.healer) {
            (Some(skill), Some(healer)) => {
                let h = self.character(member, healer).await?;
                let value = match &h.derived {
                    // The rules' own word on who may roll a skill (H2–H5).
                    Derived::Coc7(d) if d.refused_rolls.skill.is_none() => {
                        h.derived.value(skill).unwrap_or(0)
                    }
                    Derived::Coc7(_) => {
                        return Err(TableError::bad_field(
                            "healer",
                            Message::new("table-treat-healer-down").text("name", h.name.clone()),
                        ));
                    }
                    _ => {
                        return Err(TableError::bad_field(
                            "healer",
                            Message::new("table-treat-investigator"),
                        ));
                    }
                };
                may = may || h.owner == member.id;
                request.insert("skill".into(), json!(value));
                if order.treatment == Treatment::Medicine {
                    request.insert("equipment".into(), json!(order.equipment));
                }
                if h.id != target.id {
                    label = format!("{} → {}", h.name, target.name);
                }
            }
            (Some(_), None) => {
                return Err(TableError::bad_field(
                    "healer",
                    Message::new("table-treat-healer"),
                ));
            }
            (None, _) => {
                // The game's days and weeks pass by the Keeper's hand.
                if matches!(order.treatment, Treatment::Day | Treatment::Week)
                    && !member.is_keeper()
                {
                    return Err(TableError::Forbidden(Message::new("table-treat-time")));
                }
            }
        }
        if !may {
            return Err(TableError::Forbidden(Message::new(
                "table-sheet-owner-only",
            )));
        }
        let mut roll = RollOrder::request(Value::Object(request), order.visibility);
        roll.character = Some(patient.to_owned());
        roll.apply = true;
        roll.label = Some(label);
        self.roll_inner(member, roll, None, None, true).await
    }
}

impl Table {
    /// Classic's treatments (H1, H2): First Aid or Medicine by a healer of the game, at
    /// the skill on the healer's sheet (Medicine with its equipment), or the Keeper's
    /// week of natural healing (`equipment`: under medical care). The patient's sheet
    /// operation judges it and the healing goes onto the sheet.
    async fn treat_classic(
        &self,
        member: &Member,
        patient: &str,
        order: TreatOrder,
    ) -> Result<Entry, TableError> {
        let target = self.character(member, patient).await?;
        if !matches!(target.derived, Derived::Classic(_)) {
            return Err(TableError::bad_field(
                "character",
                Message::new("table-treat-investigator"),
            ));
        }
        let mut label = target.name.clone();
        let mut may = member.is_keeper() || target.owner == member.id;
        let op = match (order.treatment, &order.healer) {
            (Treatment::FirstAid | Treatment::Medicine, Some(healer)) => {
                let skill = order.treatment.skill().unwrap_or_default();
                let h = self.character(member, healer).await?;
                let Derived::Classic(d) = &h.derived else {
                    return Err(TableError::bad_field(
                        "healer",
                        Message::new("table-treat-investigator"),
                    ));
                };
                may = may || h.owner == member.id;
                if h.id != target.id {
                    label = format!("{} → {}", h.name, target.name);
                }
                json!({"op": "treat", "treatment": order.treatment.as_str(),
                    "skill": d.skills.get(skill).copied().unwrap_or(0),
                    "equipment": order.equipment})
            }
            (Treatment::FirstAid | Treatment::Medicine, None) => {
                return Err(TableError::bad_field(
                    "healer",
                    Message::new("table-treat-healer"),
                ));
            }
            (Treatment::Week, _) => {
                if !member.is_keeper() {
                    return Err(TableError::Forbidden(Message::new("table-treat-time")));
                }
                json!({"op": "natural_healing", "medical_care": order.equipment})
            }
            (Treatment::Day | Treatment::DyingRound, _) => {
                return Err(TableError::bad_field(
                    "treatment",
                    Message::new("table-treat-classic"),
                ));
            }
        };
        if !may {
            return Err(TableError::Forbidden(Message::new(
                "table-sheet-owner-only",
            )));
        }
        let request = json!({"system": "classic", "action": "sheet", "do": op});
        let mut roll = RollOrder::request(request, order.visibility);
        roll.character = Some(patient.to_owned());
        roll.apply = true;
        roll.label = Some(label);
        self.roll_inner(member, roll, None, None, true).await
    }
}

/// The patient's wounds, state and CON, from their sheet, into a `heal` request (H4–H7).
fn patient_state(
    request: &mut Map<String, Value>,
    state: &keeper_resolve::results::coc7::SheetResult,
) {
    for (k, v) in [
        ("max_hp", json!(state.max_hp)),
        ("hp", json!(state.hp)),
        ("major_wound", json!(state.major_wound)),
        ("unconscious", json!(state.unconscious)),
        ("dying", json!(state.dying)),
        ("needs_medicine", json!(state.needs_medicine)),
        ("dead", json!(state.dead)),
        ("first_aid_given", json!(state.sheet.first_aid_given)),
        ("con", json!(state.characteristics.con)),
    ] {
        request.insert(k.into(), v);
    }
}

/// Puts the investigator's wounds, state and CON from the sheet into a 7th edition
/// `heal` request the patient makes themselves (the dying's CON roll, a day or a week
/// of rest): a roll for the character, or the Keeper's request of one, never carries
/// numbers of its own. Answers whether it did (then the events go onto the sheet).
pub(crate) fn from_the_sheet(system: &str, request: &mut Value, derived: &Derived) -> bool {
    let (Derived::Coc7(state), "coc7") = (derived, system) else {
        return false;
    };
    let Some(fields) = request.as_object_mut() else {
        return false;
    };
    let by_the_patient = matches!(
        fields.get("treatment").and_then(Value::as_str),
        Some("dying_round" | "day" | "week")
    );
    if fields.get("action").and_then(Value::as_str) != Some("heal") || !by_the_patient {
        return false;
    }
    patient_state(fields, state);
    true
}

/// Whether `request` is a day or a week of rest: the Keeper's, who keeps the game's time.
pub(crate) fn is_rest(system: &str, request: &Value) -> bool {
    system == "coc7"
        && request.get("action").and_then(Value::as_str) == Some("heal")
        && matches!(
            request.get("treatment").and_then(Value::as_str),
            Some("day" | "week")
        )
}

/// A dying round (H4) for someone who is not dying asks for nothing: refused with the
/// patient's name, before any roll or request is made.
pub(crate) fn check_dying(
    system: &str,
    request: &Value,
    derived: &Derived,
    name: &str,
) -> Result<(), TableError> {
    let asked = system == "coc7"
        && request.get("action").and_then(Value::as_str) == Some("heal")
        && request.get("treatment").and_then(Value::as_str) == Some("dying_round");
    match derived {
        Derived::Coc7(state) if asked && !state.dying && !state.dead => Err(TableError::bad_field(
            "treatment",
            Message::new("table-treat-not-dying").text("name", name.to_owned()),
        )),
        _ => Ok(()),
    }
}
