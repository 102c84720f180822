//! Making a character: the 7th edition wizard (occupation, skill points, backstory,
//! characteristics rolled at the table), the classic and Chthonian forms, and the form
//! post that turns them into the table's creation request.

use axum::Form;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use keeper_coc7::{BASE_SKILLS, OCCUPATION_VALUES, OCCUPATIONS, QUICKSTART_ARRAY, Slot};
use keeper_i18n::{Catalogue, Message};
use keeper_table::{Member, Role};
use maud::{Markup, html};
use serde_json::{Map, Value, json};

use super::characters::{
    BACKSTORY, Fields, STYLES, characteristic_abbr, classic_chars, coc7_chars, field,
};
use super::chrome::{Nav, PageError, Seat, Tr, layout, page, page_with, seat};
use super::games::acts;
use crate::AppState;

/// The skill names offered while typing (S5, with the usual specialities).
fn skill_names() -> Vec<String> {
    let mut out: Vec<String> = BASE_SKILLS.iter().map(|(n, _)| (*n).to_owned()).collect();
    for extra in [
        "Art/Craft (Acting)",
        "Art/Craft (Literature)",
        "Art/Craft (Photography)",
        "Language (Latin)",
        "Science (Biology)",
        "Science (Pharmacy)",
        "Science (Chemistry)",
    ] {
        out.push(extra.to_owned());
    }
    out.sort();
    out
}

/// Each quick-start occupation's slots, for the wizard's script: name → [{kind,
/// skills}].
fn occupations_json(tr: Tr<'_>) -> String {
    let mut map = Map::new();
    for o in OCCUPATIONS {
        let slots: Vec<Value> = o
            .slots
            .iter()
            .map(|s| json!({"kind": s.kind(), "skill": matches!(s, Slot::Skill(_)), "skills": slot_skills(tr, s)}))
            .collect();
        map.insert(o.name.to_owned(), Value::Array(slots));
    }
    Value::Object(map).to_string()
}

/// The skills a slot names, as labels (the wizard reads labels back).
fn slot_skills(tr: Tr<'_>, slot: &Slot) -> String {
    let labels: Vec<String> = slot.names().iter().map(|s| tr.skill(s)).collect();
    labels.join(", ")
}

fn slot_text(tr: Tr<'_>, slot: &Slot) -> String {
    match slot {
        Slot::Skill(s) => tr.skill(s),
        Slot::OneOf(_) | Slot::Interpersonal => {
            tr.t1("web-js-slot-one-of", "skills", slot_skills(tr, slot))
        }
        Slot::ArtCraft => tr.t("web-js-slot-art-craft"),
        Slot::LanguageOther => tr.t("web-js-slot-language-other"),
        Slot::Firearms => tr.t("web-js-slot-firearms"),
        Slot::Any => tr.t("web-js-slot-any"),
    }
}

fn owner_field(tr: Tr<'_>, members: &[Member], me: &Member, f: &Fields) -> Markup {
    if me.role != Role::Keeper {
        return html! {};
    }
    let chosen = match field(f, "owner") {
        "" => me.id.as_str(),
        o => o,
    };
    html! {
        div.field {
            label for="character-owner" { (tr.t("web-create-owner")) }
            select #character-owner name="owner" {
                @for m in members.iter().filter(|m| m.role != Role::Observer) {
                    option value=(m.id) selected[m.id == chosen] { (m.name) }
                }
            }
        }
    }
}

fn errors_box(tr: Tr<'_>, error: Option<&Value>) -> Markup {
    html! {
        div #wizard-errors .form-error role="alert" aria-live="assertive" {
            @if let Some(e) = error {
                @match e["issues"].as_array().filter(|i| !i.is_empty()) {
                    Some(issues) => {
                        p { (tr.t("web-create-failed")) }
                        ul { @for i in issues { li { (i["message"].as_str().unwrap_or("")) } } }
                    }
                    None => p { (tr.t("web-create-failed")) " " (e["message"].as_str().unwrap_or("")) },
                }
            }
        }
    }
}

fn coc7_wizard(tr: Tr<'_>, game: &str, f: &Fields, owner: Markup, error: Option<&Value>) -> Markup {
    let method = field(f, "method");
    let occupation = field(f, "occupation");
    let names = skill_names();
    let array_text = QUICKSTART_ARRAY
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        form #wizard .wizard data-form="wizard" method="post" action=(format!("/games/{game}/characters/new"))
            data-steps="5" data-array=(array_text) {
            (errors_box(tr, error))
            p #wizard-progress .wizard-progress aria-live="polite" {}
            (owner)
            fieldset #wizard-step-1 .wizard-step data-step="1" {
                legend { (tr.t("web-wizard-step-characteristics")) }
                div.radio-row {
                    div.check {
                        input #method-quickstart type="radio" name="method" value="quickstart" checked[method != "rolled"];
                        label for="method-quickstart" { (tr.t("web-wizard-method-quickstart")) }
                    }
                    div.check {
                        input #method-rolled type="radio" name="method" value="rolled" checked[method == "rolled"];
                        label for="method-rolled" { (tr.t("web-wizard-method-rolled")) }
                    }
                }
                // The log entry of the characteristics rolled at the table (C2): the
                // server takes the values from it.
                input #characteristics-roll type="hidden" name="characteristics_roll" value=(field(f, "characteristics_roll"));
                p.hint #wizard-array-hint { (tr.t1("web-wizard-array-hint", "values", array_text.clone())) }
                div.char-grid {
                    @for (i, k) in coc7_chars().iter().enumerate() {
                        @let typed = field(f, k);
                        @let value = if typed.is_empty() { QUICKSTART_ARRAY[i].to_string() } else { typed.to_owned() };
                        div.field {
                            label for=(format!("char-{k}")) { (characteristic_abbr(tr, k)) }
                            input id=(format!("char-{k}")) name=(k) type="number" min="15" max="90" step="5"
                                required value=(value) class="char-input";
                        }
                    }
                }
                button #roll-characteristics type="button" data-action="roll-characteristics" { (tr.t("web-wizard-roll")) }
                p #array-status .form-status aria-live="polite" {}
            }
            fieldset #wizard-step-2 .wizard-step data-step="2" {
                legend { (tr.t("web-wizard-step-derived")) }
                p.hint { (tr.t("web-wizard-derived-hint")) }
                output #derived .derived aria-live="polite" { (tr.t("web-wizard-derived-later")) }
            }
            fieldset #wizard-step-3 .wizard-step data-step="3" {
                legend { (tr.t("web-wizard-step-occupation")) }
                div.field {
                    label for="wizard-occupation" { (tr.t("web-wizard-occupation")) }
                    select #wizard-occupation name="occupation" data-occupations=(occupations_json(tr)) {
                        @for o in OCCUPATIONS {
                            option value=(o.name) selected[o.name == occupation] { (tr.occupation(o.name)) }
                        }
                        option value="" selected[occupation.is_empty() && !f.is_empty()] { (tr.t("web-wizard-custom")) }
                    }
                }
                div.field {
                    label for="wizard-occupation-custom" { (tr.t("web-wizard-custom-name")) }
                    input #wizard-occupation-custom name="occupation_custom" value=(field(f, "occupation_custom"));
                }
                p.hint { (tr.t("web-wizard-occupation-hint")) }
                details.occupations-ref {
                    summary { (tr.t("web-wizard-occupations-ref")) }
                    dl {
                        @for o in OCCUPATIONS {
                            dt { (tr.occupation(o.name)) }
                            dd { (o.slots.iter().map(|s| slot_text(tr, s)).collect::<Vec<_>>().join("; ")) }
                        }
                    }
                }
                table.occ-table {
                    caption { (tr.t("web-wizard-occupation-skills")) }
                    thead { tr { th scope="col" { (tr.t("web-wizard-skill")) } th scope="col" { (tr.t("web-wizard-value")) } } }
                    tbody {
                        @let credit = tr.skill("Credit Rating");
                        @for i in 0..9 {
                            @let skill_key = format!("occ_skill_{i}");
                            @let value_key = format!("occ_value_{i}");
                            @let typed = field(f, &skill_key);
                            @let skill = if typed.is_empty() && i == 8 && f.is_empty() { credit.as_str() } else { typed };
                            @let typed_value = field(f, &value_key).parse::<u32>().unwrap_or(OCCUPATION_VALUES[i]);
                            tr {
                                td {
                                    label.visually-hidden for=(format!("occ-skill-{i}")) {
                                        (tr.m(Message::new("web-wizard-skill-n").int("n", i as i64 + 1)))
                                    }
                                    input id=(format!("occ-skill-{i}")) name=(skill_key) list="skill-names"
                                        value=(skill) autocomplete="off" aria-describedby=(format!("occ-hint-{i}"));
                                    span.hint id=(format!("occ-hint-{i}")) {}
                                }
                                td {
                                    label.visually-hidden for=(format!("occ-value-{i}")) {
                                        (tr.m(Message::new("web-wizard-value-n").int("n", i as i64 + 1)))
                                    }
                                    select id=(format!("occ-value-{i}")) name=(value_key) {
                                        @for v in [70u32, 60, 50, 40] {
                                            option value=(v) selected[v == typed_value] { (v) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            fieldset #wizard-step-4 .wizard-step data-step="4" {
                legend { (tr.t("web-wizard-step-interests")) }
                p.hint { (tr.t("web-wizard-interests-hint")) }
                @for i in 0..4 {
                    div.field {
                        label for=(format!("interest-{i}")) { (tr.m(Message::new("web-wizard-interest-n").int("n", i as i64 + 1))) }
                        input id=(format!("interest-{i}")) name=(format!("interest_{i}")) list="skill-names"
                            autocomplete="off" value=(field(f, &format!("interest_{i}")));
                    }
                }
            }
            fieldset #wizard-step-5 .wizard-step data-step="5" {
                legend { (tr.t("web-wizard-step-name")) }
                div.field {
                    label for="wizard-name" { (tr.t("web-wizard-name")) }
                    input #wizard-name name="name" required maxlength="200" value=(field(f, "name"));
                }
                fieldset.wizard-details {
                    legend { (tr.t("web-wizard-details")) }
                    div.field-row {
                        div.field {
                            label for="wizard-sex" { (tr.t("web-wizard-sex")) }
                            input #wizard-sex name="sex" maxlength="50" autocomplete="off" value=(field(f, "sex"));
                        }
                        div.field {
                            label for="wizard-age" { (tr.t("web-wizard-age")) }
                            input #wizard-age name="age" type="number" min="15" max="90" value=(field(f, "age"));
                        }
                    }
                    @for key in BACKSTORY {
                        div.field {
                            label for=(format!("wizard-bg-{key}")) { (tr.t1("web-backstory", "heading", *key)) }
                            textarea id=(format!("wizard-bg-{key}")) name=(format!("bg_{key}")) rows="2" maxlength="2000" {
                                (field(f, &format!("bg_{key}")))
                            }
                        }
                    }
                }
            }
            datalist #skill-names { @for s in &names { option value=(tr.skill(s)) {} } }
            div.button-row.wizard-nav {
                button #wizard-back type="button" data-action="wizard-back" hidden { (tr.t("web-wizard-back")) }
                button #wizard-next type="button" data-action="wizard-next" hidden { (tr.t("web-wizard-next")) }
                button #wizard-create type="submit" { (tr.t("web-wizard-create")) }
            }
        }
        // An investigator made elsewhere: Dhole's House's export, read by the rules.
        details #dholes-import .dholes-import open[!field(f, "dholes").is_empty()] {
            summary { (tr.t("web-dholes-import")) }
            form #dholes-form method="post" action=(format!("/games/{game}/characters/new")) {
                div.field {
                    label for="dholes-json" { (tr.t("web-dholes-json")) }
                    textarea #dholes-json name="dholes" rows="6" required spellcheck="false"
                        aria-describedby="dholes-hint" { (field(f, "dholes")) }
                    p.hint #dholes-hint { (tr.t("web-dholes-hint")) }
                }
                button #dholes-submit type="submit" { (tr.t("web-dholes-submit")) }
            }
        }
    }
}

/// The sheet of a Dhole's House export (`text`), read by the rules' `import_dholes`;
/// the error, in the reader's language, where the text or the rules refuse it.
fn import_dholes(text: &str, lang: &str) -> Result<Value, Value> {
    let tr = Tr::new(lang);
    let dholes: Value = serde_json::from_str(text)
        .map_err(|e| json!({"message": tr.t1("web-dholes-bad-json", "error", e.to_string())}))?;
    let request =
        json!({"system": "coc7", "action": "import_dholes", "dholes": dholes, "lang": lang});
    match keeper_resolve::answer(&request) {
        Ok(a) => match a.outcome {
            keeper_resolve::Outcome::Coc7(
                keeper_resolve::results::coc7::Coc7Outcome::ImportDholes(r),
            ) => Ok(serde_json::to_value(&r.sheet).unwrap_or(Value::Null)),
            _ => Err(json!({"message": tr.t("web-dholes-bad")})),
        },
        Err(e) => Err(e.to_json(lang)),
    }
}

fn classic_form(
    tr: Tr<'_>,
    game: &str,
    f: &Fields,
    owner: Markup,
    error: Option<&Value>,
) -> Markup {
    let mode = field(f, "mode");
    html! {
        form #classic-form data-form="create" method="post" action=(format!("/games/{game}/characters/new")) {
            (errors_box(tr, error))
            (owner)
            div.field {
                label for="classic-name" { (tr.t("web-wizard-name")) }
                input #classic-name name="name" required maxlength="200" value=(field(f, "name"));
            }
            fieldset {
                legend { (tr.t("web-classic-characteristics")) }
                div.check {
                    input #classic-mode-roll type="radio" name="mode" value="roll" checked[mode != "enter"];
                    label for="classic-mode-roll" { (tr.t("web-classic-mode-roll")) }
                }
                div.check {
                    input #classic-mode-enter type="radio" name="mode" value="enter" checked[mode == "enter"];
                    label for="classic-mode-enter" { (tr.t("web-classic-mode-enter")) }
                }
                div.char-grid {
                    @for k in classic_chars() {
                        div.field {
                            label for=(format!("classic-{k}")) { (characteristic_abbr(tr, k)) }
                            input id=(format!("classic-{k}")) name=(k) type="number" min="1" max="100"
                                value=(field(f, k));
                        }
                    }
                }
                div.field {
                    label for="classic-skills" { (tr.t("web-classic-skills")) }
                    textarea #classic-skills name="skills" rows="5" aria-describedby="classic-skills-hint" { (field(f, "skills")) }
                    p.hint #classic-skills-hint { (tr.t("web-classic-skills-hint")) }
                }
            }
            button #classic-create type="submit" { (tr.t("web-wizard-create")) }
        }
    }
}

fn chthonian_form(
    tr: Tr<'_>,
    game: &str,
    f: &Fields,
    owner: Markup,
    error: Option<&Value>,
) -> Markup {
    let style = field(f, "style");
    html! {
        form #chthonian-form data-form="create" method="post" action=(format!("/games/{game}/characters/new")) {
            (errors_box(tr, error))
            (owner)
            div.field {
                label for="chthonian-name" { (tr.t("web-wizard-name")) }
                input #chthonian-name name="name" required maxlength="200" value=(field(f, "name"));
            }
            div.field {
                label for="chthonian-style" { (tr.t("web-sheet-style")) }
                select #chthonian-style name="style" {
                    @for (v, id) in STYLES {
                        option value=(v) selected[v == style] { (tr.t(id)) }
                    }
                }
            }
            div.field {
                label for="chthonian-ti" { (tr.t("web-sheet-ti-long")) }
                input #chthonian-ti name="ti" type="number" min="0" value=(match field(f, "ti") { "" => "0", v => v });
            }
            div.field {
                label for="chthonian-traits" { (tr.t("web-sheet-traits")) }
                textarea #chthonian-traits name="traits" rows="6" aria-describedby="chthonian-traits-hint" { (field(f, "traits")) }
                p.hint #chthonian-traits-hint { (tr.t("web-chthonian-traits-hint")) }
            }
            button #chthonian-create type="submit" { (tr.t("web-wizard-create")) }
        }
    }
}

async fn creation_page(
    s: &AppState,
    seat: &Seat,
    f: &Fields,
    error: Option<&Value>,
) -> Result<maud::Markup, PageError> {
    let tr = seat.tr();
    let members = s
        .table
        .members(&seat.game.id)
        .await
        .map_err(|e| seat.err(e))?;
    let owner = owner_field(tr, &members, &seat.member, f);
    let game = &seat.game.id;
    let form = match seat.game.system.as_str() {
        "coc7" => coc7_wizard(tr, game, f, owner, error),
        "classic" => classic_form(tr, game, f, owner, error),
        _ => chthonian_form(tr, game, f, owner, error),
    };
    let title = tr.t("web-create-title");
    let body = html! {
        h1 { (title) }
        (form)
    };
    let nav = Nav {
        game: &seat.game,
        member: Some(&seat.member),
        current: "characters",
    };
    Ok(layout(tr, &title, Some(nav), &["wizard"], body))
}

/// `GET /games/{id}/characters/new`.
pub(super) async fn new_page(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    if !acts(seat.member.role) {
        return Err(seat.forbidden());
    }
    Ok(page(creation_page(&s, &seat, &Fields::new(), None).await?))
}

/// The creation request a form describes: `{"create": …}` or `{"sheet": …}`.
fn creation_of(system: &str, f: &Fields) -> Result<(Option<Value>, Option<Value>), String> {
    let name = field(f, "name");
    match system {
        "coc7" => {
            let mut chars = Map::new();
            for k in coc7_chars() {
                chars.insert(
                    (*k).to_owned(),
                    json!(field(f, k).parse::<u32>().unwrap_or(0)),
                );
            }
            let mut occ = Map::new();
            for i in 0..9 {
                let skill = field(f, &format!("occ_skill_{i}"));
                if !skill.is_empty() {
                    let v = field(f, &format!("occ_value_{i}"))
                        .parse::<u32>()
                        .unwrap_or(0);
                    occ.insert(skill.to_owned(), json!(v));
                }
            }
            let interests: Vec<&str> = (0..4)
                .map(|i| field(f, &format!("interest_{i}")))
                .filter(|s| !s.is_empty())
                .collect();
            let occupation = match (field(f, "occupation"), field(f, "occupation_custom")) {
                (_, custom) if !custom.is_empty() => custom,
                (o, _) => o,
            };
            let mut create = json!({
                "name": name, "characteristics": chars,
                "method": if field(f, "method") == "rolled" { "rolled" } else { "quickstart" },
                "occupation_skills": occ, "interests": interests,
            });
            if !occupation.is_empty() {
                create["occupation"] = json!(occupation);
            }
            if let Ok(seq) = field(f, "characteristics_roll").parse::<i64>() {
                create["characteristics_roll"] = json!(seq);
            }
            // The investigator's details and backstory, all optional.
            let background: Map<String, Value> = BACKSTORY
                .iter()
                .map(|k| (k.to_string(), field(f, &format!("bg_{k}"))))
                .filter(|(_, v)| !v.is_empty())
                .map(|(k, v)| (k, json!(v)))
                .collect();
            let age = field(f, "age").parse::<u32>().ok();
            if !field(f, "sex").is_empty() || age.is_some() || !background.is_empty() {
                create["details"] =
                    json!({"sex": field(f, "sex"), "age": age, "background": background});
            }
            Ok((Some(create), None))
        }
        "classic" => {
            let mut skills = Map::new();
            for line in field(f, "skills").lines() {
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                let (skill, value) = split_rating(line).ok_or_else(|| line.to_owned())?;
                skills.insert(Catalogue::global().skill_from_label(&skill), json!(value));
            }
            if field(f, "mode") != "enter" {
                // Characteristics rolled at the table; the skills come with them.
                return Ok((Some(json!({"name": name, "skills": skills})), None));
            }
            let mut chars = Map::new();
            for k in classic_chars() {
                chars.insert(
                    (*k).to_owned(),
                    json!(field(f, k).parse::<u32>().unwrap_or(0)),
                );
            }
            Ok((
                None,
                Some(json!({
                    "format": "keeper-classic-sheet", "version": 1, "name": name,
                    "characteristics": chars, "skills": skills,
                })),
            ))
        }
        _ => {
            let mut traits = Vec::new();
            for line in field(f, "traits").lines() {
                let line = line.trim();
                if line.is_empty() {
                    continue;
                }
                let (trait_name, rating) = split_rating(line).ok_or_else(|| line.to_owned())?;
                traits.push(json!({"name": trait_name, "rating": rating}));
            }
            Ok((
                None,
                Some(json!({
                    "format": "keeper-chthonian-sheet", "version": 1, "name": name,
                    "style": match field(f, "style") { "" => "pulp", s => s },
                    "ti": field(f, "ti").parse::<i64>().unwrap_or(0),
                    "traits": traits,
                })),
            ))
        }
    }
}

/// `Spot Hidden 45` or `Spot Hidden: 45` → (name, 45).
fn split_rating(line: &str) -> Option<(String, i64)> {
    let (name, value) = line.rsplit_once(|c: char| c.is_whitespace() || c == ':')?;
    let value = value.trim().replace('−', "-").parse::<i64>().ok()?;
    let name = name.trim().trim_end_matches(':').trim();
    (!name.is_empty()).then(|| (name.to_owned(), value))
}

fn wants_json(headers: &HeaderMap) -> bool {
    headers
        .get("accept")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("application/json"))
}

/// `POST /games/{id}/characters/new` (the creation form): makes the character, then
/// shows its sheet; errors come back inline (as JSON when the page's script asked).
pub(super) async fn create(
    State(s): State<AppState>,
    headers: HeaderMap,
    Path(game): Path<String>,
    Form(f): Form<Fields>,
) -> Result<Response, PageError> {
    let seat = seat(&s.table, &headers, &game).await?;
    if !acts(seat.member.role) {
        return Err(seat.forbidden());
    }
    let tr = seat.tr();
    let dholes = field(&f, "dholes");
    let made = match (seat.game.system.as_str(), dholes.trim().is_empty()) {
        // Dhole's House: the member's own investigator, its sheet read by the rules.
        ("coc7", false) => Some(import_dholes(dholes, &seat.lang).map(|sheet| (None, Some(sheet)))),
        _ => None,
    };
    let result = match made.unwrap_or_else(|| {
        creation_of(&seat.game.system, &f)
            .map_err(|line| json!({"message": tr.t1("web-create-bad-line", "line", line)}))
    }) {
        Err(error) => Err(error),
        Ok((create, sheet)) => {
            let owner = Some(field(&f, "owner")).filter(|o| !o.is_empty());
            s.table
                .create_character(&seat.member, owner, create, sheet)
                .await
                .map_err(|e| crate::ApiError::from(e).error_in(&seat.lang))
        }
    };
    match result {
        Ok(c) => {
            let to = format!("/games/{game}/characters/{}", c.id);
            if wants_json(&headers) {
                Ok(axum::Json(json!({"location": to})).into_response())
            } else {
                Ok(super::chrome::redirect(&to))
            }
        }
        Err(error) => {
            if wants_json(&headers) {
                return Ok((
                    StatusCode::UNPROCESSABLE_ENTITY,
                    axum::Json(json!({"error": error})),
                )
                    .into_response());
            }
            let page_markup = creation_page(&s, &seat, &f, Some(&error)).await?;
            Ok(page_with(StatusCode::UNPROCESSABLE_ENTITY, page_markup))
        }
    }
}
