//! The `keeper` binary as a user runs it: exit codes, standard error with its caret, the
//! resolve stream, and the coc7 commands.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::keeper_command;

fn keeper(args: &[&str]) -> Output {
    keeper_command("en")
        .args(args)
        .output()
        .expect("keeper runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn roll_a_good_expression_exits_0() {
    let o = keeper(&["roll", "3d6", "--dice", "2,3,1"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "3d6: [2, 3, 1] = 6\n");
    assert!(stderr(&o).is_empty());
}

#[test]
fn roll_a_bad_expression_exits_2_with_the_caret_under_column_5() {
    let o = keeper(&["roll", "3d6 x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines[0].starts_with("keeper: ") && lines[0].contains("column 5"),
        "{err}"
    );
    assert_eq!(lines[1], "  3d6 x");
    // Two spaces of indent, then the caret under the fifth character.
    assert_eq!(lines[2], "      ^");
    assert_eq!(lines[2].find('^'), Some(2 + 4));
}

#[test]
fn roll_a_billion_dice_exits_2_at_once() {
    let start = Instant::now();
    let o = keeper(&["roll", "1000000000d6"]);
    let took = start.elapsed();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("1000"), "{}", stderr(&o));
    assert!(took < Duration::from_millis(500), "took {took:?}");
}

#[test]
fn prob_2d6_exits_0_with_the_exact_table() {
    let o = keeper(&["prob", "2d6"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("1/36"), "{out}");
    assert!(out.contains("1/6"), "{out}");
    let o = keeper(&["prob", "2d6", "--json"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(
        v["result"]["distribution"][5],
        serde_json::json!([7, "1/6"])
    );
}

#[test]
fn resolve_answers_a_bad_line_and_goes_on() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_keeper"))
        .arg("resolve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("keeper runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            b"{not json\n{\"id\":2,\"system\":\"dice\",\"action\":\"roll\",\"expr\":\"1d6\",\"dice\":[4]}\n",
        )
        .unwrap();
    let o = child.wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert_eq!(lines[0]["ok"], false);
    assert_eq!(lines[0]["error"]["code"], "bad_json");
    assert_eq!(lines[0]["id"], serde_json::Value::Null);
    assert_eq!(lines[1]["ok"], true);
    assert_eq!(lines[1]["id"], 2);
    assert_eq!(lines[1]["result"]["total"], 4);
}

#[test]
fn r7_coc7_opposed_shows_odds_and_the_winner() {
    let o = keeper(&[
        "coc7",
        "opposed",
        "55",
        "65",
        "--a-penalty",
        "1",
        "--dice",
        "2,4,1,5,1",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("odds: A wins 13409/100000"), "{out}");
    assert!(out.contains("A: rolled 41"), "{out}");
    assert!(out.trim_end().ends_with("B wins"), "{out}");
    let o = keeper(&["coc7", "opposed", "55", "65", "--seed", "7", "--json"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["ok"], true);
}

#[test]
fn r8_coc7_luck_and_group_luck() {
    let o = keeper(&["coc7", "luck", "50", "--dice", "4,9"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("odds: success 1/2"), "{out}");
    assert!(out.contains("rolled 49"), "{out}");
    let o = keeper(&["coc7", "luck", "60", "35", "70", "--dice", "4,0"]);
    let out = stdout(&o);
    assert!(out.contains("investigator 2 (Luck 35)"), "{out}");
    assert!(out.contains("rolled 40"), "{out}");
    let o = keeper(&["coc7", "luck", "60", "35", "--json", "--dice", "3,0"]);
    let v: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(
        (
            v["result"]["roller"].clone(),
            v["result"]["success"].clone()
        ),
        (1.into(), true.into())
    );
}

#[test]
fn h3_coc7_damage_and_h7_heal() {
    let o = keeper(&[
        "coc7", "damage", "7", "--max-hp", "12", "--hp", "5", "--con", "50",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("7 damage: a major wound"), "{out}");
    assert!(
        out.contains("HP 0/12; major wound, unconscious, dying"),
        "{out}"
    );
    let o = keeper(&[
        "coc7",
        "heal",
        "week",
        "--con",
        "50",
        "--max-hp",
        "12",
        "--hp",
        "2",
        "--major-wound",
        "--dice",
        "0,5,1,2",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("odds: success 1/2"), "{out}");
    assert!(out.contains("HP 5/12\n"), "{out}");
    // First Aid once per wound; Medicine needs its equipment: bad input, exit 2.
    let o = keeper(&[
        "coc7",
        "heal",
        "first-aid",
        "--skill",
        "60",
        "--max-hp",
        "12",
        "--hp",
        "2",
        "--first-aid-given",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("once per wound"), "{}", stderr(&o));
    let o = keeper(&[
        "coc7",
        "heal",
        "medicine",
        "--skill",
        "60",
        "--max-hp",
        "12",
        "--hp",
        "2",
        "--no-equipment",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("equipment"), "{}", stderr(&o));
}

#[test]
fn coc7_check_with_supplied_dice() {
    let o = keeper(&["coc7", "check", "55", "--bonus", "1", "--dice", "4,2,4"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("rolled 24"), "{out}");
    assert!(out.contains("Hard success"), "{out}");
    let o = keeper(&["coc7", "check", "55", "--dice", "4"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn k6_coc7_firearms_two_handgun_shots_with_supplied_dice() {
    // Two handgun shots: a penalty die each; the second hits for 4 (1D10), 4 rounds left.
    let o = keeper(&[
        "coc7",
        "firearms",
        "50",
        "--shots",
        "2",
        "--ammo",
        "6",
        "--dice",
        "2,6,0,0,3,5,4",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "odds: success 1/4 (25.0%); Critical success 0.1%, Extreme success 0.9%, Hard success 5.5%, Regular success 18.5%, Failure 73.1%, Fumble 1.9%\n\
         shot 1: rolled 60 (tens 20, 60, units 0) against 50 (regular): Failure, the difficulty is not met\n\
         shot 2: rolled 35 (tens 00, 30, units 5) against 50 (regular): Regular success; 4 damage\n\
         total damage 4\n\
         4 rounds left\n"
    );
    // K7: the target dives for cover first (Dodge 40 rolls 25): a penalty die.
    let o = keeper(&[
        "coc7",
        "firearms",
        "50",
        "--weapon",
        "rifle",
        "--dodge",
        "40",
        "--dice",
        "2,5,1,7,3",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(
        out.lines().next(),
        Some(
            "dive for cover: rolled 25 (tens 20, units 5) against 40 (regular): Regular success; the shots take a penalty die; the diver loses its next attack"
        ),
        "{out}"
    );
    // More shots than rounds: bad input, nothing rolled.
    let o = keeper(&["coc7", "firearms", "50", "--shots", "3", "--ammo", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("2 rounds are left"), "{}", stderr(&o));
}

#[test]
fn k8_coc7_maneuver_with_supplied_dice() {
    // Seed 002: Brian (Build 0) pushes a ghoul (Build 1): one penalty die, tens 0 and 2,
    // units 2 → 22, Hard; the ghoul fights back with a Regular → the maneuver succeeds.
    let o = keeper(&[
        "coc7",
        "maneuver",
        "--attack",
        "70",
        "--build",
        "0",
        "--defend",
        "40",
        "--target-build",
        "1",
        "--fight-back",
        "--dice",
        "0,2,2,3,0",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "odds: the maneuver works 8171/20000 (40.9%), the target wins 5709/20000 (28.5%), nobody 153/500 (30.6%)\n\
         the target's Build is larger: 1 penalty die\n\
         attacker: rolled 22 against 70: Hard success\n\
         defender: rolled 30 against 40: Regular success\n\
         the maneuver succeeds\n"
    );
    // Two Build smaller: two penalty dice; the target wins the fight back and deals 1D6.
    let o = keeper(&[
        "coc7",
        "maneuver",
        "--attack",
        "40",
        "--build",
        "-1",
        "--defend",
        "70",
        "--target-build",
        "1",
        "--fight-back",
        "--defender-weapon",
        "1D6",
        "--dice",
        "5,8,9,5,1,2,4",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("the target's Build is larger: 2 penalty dice\n"),
        "{out}"
    );
    assert!(
        out.ends_with("the maneuver fails; the target deals 4 damage\n"),
        "{out}"
    );
    // A target 3 Build larger cannot be maneuvered.
    let o = keeper(&[
        "coc7",
        "maneuver",
        "--attack",
        "70",
        "--build",
        "0",
        "--defend",
        "40",
        "--target-build",
        "3",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("(K8)"), "{}", stderr(&o));
}

#[test]
fn r10_coc7_improvement_and_n3_reality_check_with_supplied_dice() {
    let o = keeper(&[
        "coc7",
        "improvement",
        "Spot Hidden=45",
        "Climb=85",
        "--luck",
        "40",
        "--dice",
        "4,3,9,0,7,3,4,8,0,4",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "Spot Hidden 45: rolled 43, no improvement\n\
         Climb 85: rolled 90, +7: now 92; 7 Sanity gained (the skill reached 90)\n\
         Luck recovery: rolled 80 against 40, +4: Luck now 44\n"
    );
    let o = keeper(&["coc7", "reality-check", "45", "--dice", "6,2"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "odds: success 9/20 (45.0%); Critical success 1.0%, Extreme success 8.0%, Hard success 13.0%, Regular success 23.0%, Failure 50.0%, Fumble 5.0%\n\
         rolled 62 (tens 60, units 2) against 45 (regular): Failure, the difficulty is not met\n\
         the investigator sinks deeper into madness\n"
    );
}

#[test]
fn k2_coc7_initiative_orders_by_dex_and_readied_firearms() {
    let o = keeper(&[
        "coc7",
        "initiative",
        "Brian=80",
        "Hugh=50",
        "ghoul=65",
        "--firearm",
        "Hugh",
        "--skill",
        "Brian=70",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "1. Hugh: 100 (DEX + 50, a readied firearm)\n2. Brian: 80\n3. ghoul: 65\n"
    );
    // Equal DEX and skill: the tie-break rolls decide, the lower first (70 > 42).
    let o = keeper(&["coc7", "initiative", "A=50", "B=50", "--dice", "7,0,4,2"]);
    assert_eq!(stdout(&o), "1. B: 50\n2. A: 50\n", "{}", stderr(&o));
    let o = keeper(&["coc7", "initiative", "A=50", "--firearm", "Z"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn c2_coc7_rolled_investigator_takes_dice_and_seed() {
    let brian = [
        &["coc7", "investigator", "new", "--name", "Brian"][..],
        common::SOLDIER,
        &["--rolled"],
    ]
    .concat();
    let chars = "1,1,1,6,6,6,3,3,3,2,2,2,4,4,4,1,1,6,6,2,3";
    // The characteristics' d6s in C1's order, then Luck's 3D6.
    let o = keeper(&[&brian[..], &["--dice", &format!("{chars},3,4,5")]].concat());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.contains("STR 15 (7/3)  CON 90 (45/18)  POW 45 (22/9)  DEX 30 (15/6)  APP 60 (30/12)  SIZ 40 (20/8)  INT 90 (45/18)  EDU 55 (27/11)\n"),
        "{out}"
    );
    assert!(out.contains("  Luck 60  "), "{out}");
    // With --luck no Luck dice are rolled.
    let o = keeper(&[&brian[..], &["--luck", "55", "--dice", chars]].concat());
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("  Luck 55  "), "{}", stdout(&o));
    // A seed repeats; --json gives the characteristics answer, then the investigator's.
    let a = keeper(&[&brian[..], &["--seed", "7", "--json"]].concat());
    let b = keeper(&[&brian[..], &["--seed", "7", "--json"]].concat());
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b));
    let lines: Vec<serde_json::Value> = stdout(&a)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["dice"].as_array().unwrap().len(), 24);
    assert_eq!(lines[1]["result"]["luck"], lines[0]["result"]["luck"]);
    assert_eq!(
        lines[1]["result"]["sheet"]["characteristics"],
        lines[0]["result"]["characteristics"]
    );
}

#[test]
fn roll_takes_bcdice_commands_with_their_comments() {
    let o = keeper(&["roll", "CC(1)<=50 Spot Hidden", "--dice", "2,7,6"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "CC1<=50: rolled 2, 7, 6 → 26: regular success\n"
    );
    let o = keeper(&["roll", "SCCB<=40", "--game", "Cthulhu", "--dice", "23"]);
    assert_eq!(
        stdout(&o),
        "SCCB<=40: rolled 23 → 23: success (secret roll)\n"
    );
    // Text that is neither dice notation nor a command keeps the notation's error.
    let o = keeper(&["roll", "CCC"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("column 1"), "{}", stderr(&o));
}

#[test]
fn hostile_expressions_exit_2_at_once() {
    let deep = format!("{}1{}", "(".repeat(20_000), ")".repeat(20_000));
    let long = "1+".repeat(20_000) + "1";
    for expr in [
        deep.as_str(),
        long.as_str(),
        "5d99999999999",
        "3d6kh99999999999",
        "ξd6",
    ] {
        let start = Instant::now();
        let o = keeper(&["roll", expr]);
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(stderr(&o).starts_with("keeper: "), "{}", stderr(&o));
        assert!(
            start.elapsed().as_millis() < 1_000,
            "{} chars took too long",
            expr.len()
        );
    }
}

#[test]
fn a_command_of_the_other_bcdice_game_is_named() {
    let o = keeper(&["roll", "CCB<=45"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("add --game Cthulhu"), "{}", stderr(&o));
    let o = keeper(&["roll", "CCB<=45", "--game", "Cthulhu", "--dice", "30"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
}
