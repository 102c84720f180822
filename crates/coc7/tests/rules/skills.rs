//! S1–S7: occupations, skill points, base values and the sheet's details, checked with
//! seed 000's Brian as the worked example.

use keeper_coc7::*;

use crate::helpers::{brian, brian_draft};

#[test]
fn s1_occupation_choice_rules() {
    let mut d = brian_draft();
    d.occupation = Some("Journalist".into());
    d.occupation_skills = [
        ("Art/Craft (Photography)", 70),
        ("History", 60),
        ("Library Use", 60),
        ("Language (Own)", 50),
        ("Fast Talk", 50),
        ("Psychology", 50),
        ("Spot Hidden", 40),
        ("Listen", 40),
        ("Credit Rating", 40),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), *v))
    .collect();
    d.interests = vec![
        "Drive Auto".into(),
        "Jump".into(),
        "Stealth".into(),
        "Climb".into(),
    ];
    let created = Investigator::create(&d).unwrap();
    assert!(created.warnings.is_empty());
    // Without an interpersonal skill the Journalist's choice rule is broken.
    d.occupation_skills[4].0 = "Swim".into();
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues.len(), 1);
    assert_eq!(e.issues[0].rule, "S1");
    assert!(
        e.to_string().contains("needs one of Charm, Fast Talk"),
        "{e}"
    );
}

#[test]
fn s1_custom_occupation_is_any_eight_skills_with_a_warning() {
    let c = Investigator::create(&brian_draft()).unwrap();
    assert_eq!(
        c.warnings,
        [Warning::CustomOccupation {
            name: "Soldier".into()
        }]
    );
}

#[test]
fn s1_every_quickstart_occupation_is_known() {
    for name in [
        "Antiquarian",
        "Author",
        "Dilettante",
        "Doctor of Medicine",
        "Journalist",
        "Police Detective",
        "Private Investigator",
        "Professor",
    ] {
        assert!(occupation(name).is_some(), "{name}");
    }
    let doctor = occupation("doctor of medicine").unwrap();
    let skills: Vec<String> = [
        "First Aid",
        "Language (Latin)",
        "Medicine",
        "Psychology",
        "Science (Biology)",
        "Science (Pharmacy)",
        "Occult",
        "Anthropology",
    ]
    .iter()
    .map(|s| canonical_skill(s).unwrap())
    .collect();
    assert!(unfilled_slots(doctor, &skills).is_empty());
    assert_eq!(
        canonical_skill("Language (Other) (Latin)").unwrap(),
        "Language (Latin)"
    );
}

#[test]
fn s2_occupation_values() {
    let mut d = brian_draft();
    d.occupation_skills[0].1 = 80;
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].rule, "S2");
    d = brian_draft();
    d.occupation_skills.remove(1); // Credit Rating.
    let e = Investigator::create(&d).unwrap_err();
    assert!(e.issues.iter().any(|i| i.kind == IssueKind::NoCreditRating));
}

#[test]
fn s3_personal_interests_add_20() {
    let b = brian();
    assert_eq!(b.skill("Drive Auto"), 40);
    assert_eq!(b.skill("Mechanical Repair"), 30);
    let mut d = brian_draft();
    d.interests[0] = "Climb".into();
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].field, "interests[0]");
    assert_eq!(e.issues[0].rule, "S3");
}

#[test]
fn s4_cthulhu_mythos_never_at_creation() {
    let mut d = brian_draft();
    d.interests[3] = "Cthulhu Mythos".into();
    let e = Investigator::create(&d).unwrap_err();
    assert_eq!(e.issues[0].rule, "S4");
    assert_eq!(e.issues[0].field, "interests[3]");
    assert!(
        e.to_string()
            .contains("Cthulhu Mythos cannot receive points at creation")
    );
    let mut d = brian_draft();
    d.occupation_skills[8].0 = "Cthulhu Mythos".into();
    let e = Investigator::create(&d).unwrap_err();
    assert!(
        e.issues
            .iter()
            .any(|i| i.rule == "S4" && i.field == "occupation_skills.Cthulhu Mythos")
    );
}

#[test]
fn s5_base_values() {
    let sheet = base_sheet(80, 50);
    let get = |n: &str| sheet.iter().find(|s| s.name == n).unwrap().value;
    assert_eq!(get("Dodge"), 40);
    assert_eq!(get("Language (Own)"), 50);
    assert_eq!(get("Spot Hidden"), 25);
    assert_eq!(get("Firearms (Rifle/Shotgun)"), 25);
    assert_eq!(sheet.len(), BASE_SKILLS.len());
    assert_eq!(base_value("Science (Biology)", 80, 50), 1);
    assert_eq!(base_value("Art/Craft (Photography)", 80, 50), 5);
    assert_eq!(canonical_skill("spot  hidden").unwrap(), "Spot Hidden");
    assert_eq!(canonical_skill("Fighting").unwrap(), "Fighting (Brawl)");
    assert!(matches!(
        canonical_skill("Firearms"),
        Err(SkillNameError::NeedsSpeciality(_))
    ));
    assert_eq!(
        canonical_skill("Basket Weaving"),
        Err(SkillNameError::Unknown)
    );
}

#[test]
fn s5_a_speciality_replaces_the_generic_row() {
    let b = brian();
    let names: Vec<&str> = b.skills().iter().map(|s| s.name.as_str()).collect();
    assert!(names.contains(&"Language (Spanish)"));
    assert!(!names.contains(&"Language (Other)"));
    assert_eq!(b.skill("Language (Spanish)"), 50);
}

#[test]
fn s6_credit_rating_bands() {
    assert_eq!(CreditBand::of(0).as_str(), "penniless");
    assert_eq!(CreditBand::of(9).as_str(), "poor");
    assert_eq!(CreditBand::of(40).as_str(), "average");
    assert_eq!(CreditBand::of(50).as_str(), "wealthy");
    assert_eq!(CreditBand::of(98).as_str(), "rich");
    assert_eq!(CreditBand::of(99).as_str(), "super rich");
}

#[test]
fn s7_sheet_details() {
    let mut b = brian();
    b.set_details(Details {
        sex: "male".into(),
        age: Some(27),
        background: vec![("ideology".into(), "duty".into())],
        equipment: vec!["rifle".into()],
    });
    assert_eq!(b.details().age, Some(27));
    assert_eq!(b.name(), "Brian");
    assert_eq!(b.occupation(), Some("Soldier"));
}

#[test]
fn seed_000_brian_the_soldier() {
    let b = brian();
    for (skill, v) in [
        ("Climb", 60),
        ("Credit Rating", 40),
        ("Dodge", 60),
        ("Fighting (Brawl)", 70),
        ("Firearms (Rifle/Shotgun)", 50),
        ("First Aid", 40),
        ("Language (Spanish)", 50),
        ("Stealth", 50),
        ("Survival", 40),
        ("Drive Auto", 40),
        ("Jump", 40),
        ("Mechanical Repair", 30),
        ("Spot Hidden", 45),
    ] {
        assert_eq!(b.skill(skill), v, "{skill}");
    }
    assert_eq!(half_fifth(b.skill("Spot Hidden")), "45 (22/9)");
    assert_eq!(b.credit_band(), CreditBand::Average);
    assert_eq!(b.damage_bonus().db, "+1D4");
}
