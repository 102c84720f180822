//! The `keeper` binary as a user runs it: exit codes, standard error with its caret, the
//! resolve stream, and the coc7 commands.

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn keeper(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_keeper"))
        .args(args)
        .env("LANG", "en")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
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
