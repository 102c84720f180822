//! BCDice's own test vectors for `Cthulhu7th` (7th edition), run through the front end:
//! every flag, and every rolled and kept number of every `CC`, `CBR` and `FAR` case
//! must match. The table commands (BMR, BMS, PH, MA, FCL, FCM) are out of scope: they
//! must answer `unknown_command`, and are counted apart. BCDice's Japanese wording is
//! read only to recover its numbers and result levels.
//!
//! Dice: BCDice injects `{sides, value}`; a `sides = 100` value is a d100 face (1..100),
//! a `sides = 10` value is a tens or units face with 10 (and, in five cases, 0) meaning
//! face 0. The source below also checks that each die asked for is of the kind BCDice
//! rolled at that point, as BCDice's own mock does.

use std::collections::BTreeMap;

use keeper_bcdice::games::cthulhu7th::{Difficulty, Notice};
use keeper_bcdice::{Error, Judgement, Outcome, eval};
use keeper_dice::{DiceSource, Die, SourceError};

use crate::support::{flags_problem, vectors};

const TABLES: [&str; 6] = ["BMR", "BMS", "PH", "MA", "FCL", "FCM"];

/// BCDice's injected dice, handed out as this protocol's faces.
struct Rands {
    queue: Vec<(i64, i64)>,
    next: usize,
    mismatch: Option<String>,
}

impl DiceSource for Rands {
    fn face(&mut self, die: Die) -> Result<i64, SourceError> {
        let position = self.next;
        let Some(&(sides, value)) = self.queue.get(position) else {
            return Err(SourceError::Exhausted { die, position });
        };
        let face = match (die, sides) {
            (Die::D(100), 100) => value,
            (Die::Tens | Die::Units, 10) => value % 10,
            _ => {
                self.mismatch = Some(format!(
                    "die {position}: asked a {die}, BCDice rolled a d{sides}"
                ));
                return Err(SourceError::BadFace {
                    die,
                    face: value,
                    position,
                });
            }
        };
        self.next += 1;
        Ok(face)
    }
}

fn word(level: &str) -> Judgement {
    match level {
        "クリティカル" => Judgement::Critical,
        "イクストリーム成功" => Judgement::Extreme,
        "ハード成功" => Judgement::Hard,
        "レギュラー成功" => Judgement::Regular,
        "成功" => Judgement::Success,
        "失敗" => Judgement::Failure,
        "ファンブル" => Judgement::Fumble,
        other => panic!("unknown level word {other:?}"),
    }
}

fn num(s: &str) -> i64 {
    s.trim()
        .parse()
        .unwrap_or_else(|_| panic!("not a number: {s:?}"))
}

fn list(s: &str) -> Vec<i64> {
    s.split(", ").map(num).collect()
}

/// The text between `open` and the next `close` after it.
fn between<'a>(s: &'a str, open: &str, close: &str) -> Option<&'a str> {
    let start = s.find(open)? + open.len();
    let end = s[start..].find(close)? + start;
    Some(&s[start..end])
}

/// Checks a `CC` answer against BCDice's text.
fn check_cc(out: &Outcome, output: &str, problems: &mut Vec<String>) {
    let parts: Vec<&str> = output.split(" ＞ ").collect();
    let header = parts[0];
    let target = between(header, "(1D100<=", ")").map(num);
    if target.map(|t| vec![t]).unwrap_or_default() != out.targets {
        problems.push(format!("targets {:?}, BCDice {target:?}", out.targets));
    }
    if parts.len() == 2 {
        // `(1D100) ＞ N`: one d100, no bonus dice, no judgement.
        if out.total != Some(num(parts[1])) || out.rolls != vec![num(parts[1])] {
            problems.push(format!("d100 {:?}, BCDice {}", out.total, parts[1]));
        }
        if out.bonus.is_some() || !out.candidates.is_empty() || !out.results.is_empty() {
            problems.push("a plain d100 has no bonus dice or judgement".to_owned());
        }
        return;
    }
    let bonus = between(header, "ボーナス・ペナルティダイス[", "]").map(num);
    if out.bonus != bonus {
        problems.push(format!("bonus {:?}, BCDice {bonus:?}", out.bonus));
    }
    let candidates = list(parts[1]);
    if out.candidates != candidates {
        problems.push(format!(
            "candidates {:?}, BCDice {candidates:?}",
            out.candidates
        ));
    }
    if out.total != Some(num(parts[2])) {
        problems.push(format!("total {:?}, BCDice {}", out.total, parts[2]));
    }
    let results: Vec<Judgement> = parts.get(3).map(|w| vec![word(w)]).unwrap_or_default();
    if out.results != results {
        problems.push(format!("results {:?}, BCDice {results:?}", out.results));
    }
    if out.rolls.len() != candidates.len() + 1 {
        problems.push(format!(
            "{} faces for {} tens dice",
            out.rolls.len(),
            candidates.len()
        ));
    }
}

/// Checks a `CBR` answer against BCDice's text.
fn check_cbr(out: &Outcome, output: &str, problems: &mut Vec<String>) {
    let parts: Vec<&str> = output.split(" ＞ ").collect();
    let targets: Vec<i64> = between(parts[0], "(1d100<=", ")")
        .unwrap()
        .split(',')
        .map(num)
        .collect();
    let (total, words) = parts[1].split_once('[').unwrap();
    let results: Vec<Judgement> = words.trim_end_matches(']').split(',').map(word).collect();
    if out.targets != targets {
        problems.push(format!("targets {:?}, BCDice {targets:?}", out.targets));
    }
    if out.total != Some(num(total)) || out.rolls != vec![num(total)] {
        problems.push(format!("total {:?}, BCDice {total}", out.total));
    }
    if out.results != results {
        problems.push(format!("results {:?}, BCDice {results:?}", out.results));
    }
    let rank = match (out.success, out.failure) {
        (true, false) => "成功",
        (false, true) => "失敗",
        (false, false) => "部分的成功",
        _ => "both flags",
    };
    if parts[2] != rank {
        problems.push(format!("rank {rank}, BCDice {}", parts[2]));
    }
}

/// Checks a `FAR` answer against BCDice's text: notices, each shot's dice, level, hits,
/// impales, jam and difficulty step, the stop, and the totals.
fn check_far(out: &Outcome, output: &str, problems: &mut Vec<String>) {
    let Some(far) = &out.full_auto else {
        problems.push("no full-auto result".to_owned());
        return;
    };
    let mut notices = Vec::new();
    let mut step = Difficulty::Regular;
    let mut shots = 0;
    let mut stopped = false;
    for line in output.lines() {
        if line.starts_with("弾薬が多すぎます") {
            notices.push(Notice::RoundsLowered);
        } else if line.starts_with("ボレーの弾丸の数の上限は") {
            notices.push(Notice::VolleyLoweredToSkill);
        } else if line.starts_with("技能値が39以下では") {
            notices.push(Notice::VolleyLoweredToThree);
        } else if line.starts_with("ボレーの弾丸の数の下限は3発") {
            notices.push(Notice::VolleyRaisedToThree);
        } else if line.starts_with("故障ナンバーは正の数") {
            notices.push(Notice::JamSignDropped);
        } else if let Some(b) = between(line, "ボーナス・ペナルティダイス[", "]") {
            if far.bonus != num(b) || out.bonus != Some(num(b)) {
                problems.push(format!("bonus {}, BCDice {b}", far.bonus));
            }
        } else if line == "【難易度がハードに変更】" {
            step = Difficulty::Hard;
        } else if line == "【難易度がイクストリームに変更】" {
            step = Difficulty::Extreme;
        } else if line == "【難易度がクリティカルに変更】" {
            step = Difficulty::Critical;
        } else if line.starts_with("【指定の難易度となったので") {
            stopped = true;
        } else if let Some((n, rest)) = line.split_once("回目: ＞ ") {
            shots += 1;
            assert_eq!(num(n), shots, "BCDice numbers its shots");
            let Some(shot) = far.shots.get(shots as usize - 1) else {
                problems.push(format!("no shot {shots}"));
                continue;
            };
            let (dice, rest) = rest.split_once(" ＞ ").unwrap();
            let (level, rest) = rest.split_once('　').unwrap();
            let jammed = rest == "ジャム";
            let (hits, impales) = if jammed {
                (0, 0)
            } else {
                let hits = num(between(rest, "（", "発が命中").unwrap());
                let impales = num(between(rest, "命中、", "発が貫通").unwrap());
                (hits, impales)
            };
            let candidates = list(dice);
            let kept = if shot.bonus >= 0 {
                candidates.iter().min()
            } else {
                candidates.iter().max()
            };
            let want = (candidates.clone(), word(level), hits, impales, jammed, step);
            let got = (
                shot.candidates.clone(),
                shot.result,
                shot.hits,
                shot.impales,
                shot.jammed,
                shot.difficulty,
            );
            if got != want {
                problems.push(format!("shot {shots}: {got:?}, BCDice {want:?}"));
            }
            if kept != Some(&shot.total) || shot.candidates.len() as i64 != shot.bonus.abs() + 1 {
                problems.push(format!("shot {shots}: kept {} of {dice}", shot.total));
            }
        } else if let Some(rest) = line.strip_prefix("＞ ") {
            let hits = num(rest.split_once("発が通常命中").unwrap().0);
            let impales = num(between(rest, "通常命中、", "発が貫通").unwrap());
            let remaining = num(between(rest, "残弾", "発").unwrap());
            let want = (hits, impales, remaining);
            let got = (far.hits, far.impales, far.remaining);
            if got != want {
                problems.push(format!("hits, impales, remaining {got:?}, BCDice {want:?}"));
            }
        } else {
            panic!("unexpected FAR line {line:?}");
        }
    }
    if far.shots.len() != shots as usize {
        problems.push(format!("{} shots, BCDice {shots}", far.shots.len()));
    }
    if far.notices != notices {
        problems.push(format!("notices {:?}, BCDice {notices:?}", far.notices));
    }
    if far.stopped != stopped {
        problems.push(format!("stopped {}, BCDice {stopped}", far.stopped));
    }
    let jammed = far.shots.last().is_some_and(|s| s.jammed);
    if far.jammed != jammed {
        problems.push(format!("jammed {}, BCDice {jammed}", far.jammed));
    }
    let faces: usize = far.shots.iter().map(|s| s.candidates.len() + 1).sum();
    if out.rolls.len() != faces || out.total.is_some() {
        problems.push("a burst's rolls are its shots' faces, and it has no total".to_owned());
    }
}

#[test]
fn cthulhu7th_toml_every_case() {
    let cases = vectors("Cthulhu7th.toml");
    assert_eq!(cases.len(), 151, "the file holds 151 cases");
    let mut matched: BTreeMap<&str, usize> = BTreeMap::new();
    let mut refused: BTreeMap<&str, usize> = BTreeMap::new();
    let mut tables: BTreeMap<&str, usize> = BTreeMap::new();
    let mut unknown = 0;
    let mut failures = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let n = i + 1;
        let input = case["input"].as_str().unwrap();
        let output = case["output"].as_str().unwrap();
        let rands: Vec<(i64, i64)> = case["rands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["sides"].as_integer().unwrap(),
                    r["value"].as_integer().unwrap(),
                )
            })
            .collect();
        let mut dice = Rands {
            queue: rands.clone(),
            next: 0,
            mismatch: None,
        };
        let got = eval("Cthulhu7th", input, &mut dice);
        let name = input.split_whitespace().next().unwrap_or("").to_uppercase();

        if let Some(table) = TABLES.iter().find(|t| name == **t) {
            // Out of scope: the tables are not implemented.
            match got {
                Err(Error::UnknownCommand(_)) if dice.next == 0 => {
                    *tables.entry(table).or_default() += 1;
                }
                other => failures.push(format!("#{n}: table {input:?} answered {other:?}")),
            }
            continue;
        }
        let command = ["CBR", "CC", "FAR"]
            .into_iter()
            .find(|c| name.starts_with(c))
            .unwrap_or_else(|| panic!("#{n}: {input:?} is no CC, CBR, FAR or table"));

        if output.is_empty() {
            match got {
                Err(Error::UnknownCommand(_)) => unknown += 1,
                other => failures.push(format!("#{n}: {input:?} should be unknown, got {other:?}")),
            }
            continue;
        }
        if !output.contains('＞') {
            // BCDice answers with only an error message.
            match got {
                Err(Error::Refused(_)) if rands.is_empty() => {
                    *refused.entry(command).or_default() += 1
                }
                other => failures.push(format!(
                    "#{n}: {input:?} → {output:?} should be refused, got {other:?}"
                )),
            }
            continue;
        }
        let out = match got {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!(
                    "#{n}: {input:?}: {e:?} {}",
                    dice.mismatch.unwrap_or_default()
                ));
                continue;
            }
        };
        let mut problems = Vec::new();
        problems.extend(flags_problem(&out, case));
        if dice.next != rands.len() {
            problems.push(format!("used {} dice of {}", dice.next, rands.len()));
        }
        match command {
            "CC" => check_cc(&out, output, &mut problems),
            "CBR" => check_cbr(&out, output, &mut problems),
            _ => check_far(&out, output, &mut problems),
        }
        if problems.is_empty() {
            *matched.entry(command).or_default() += 1;
        } else {
            failures.push(format!(
                "#{n}: {input:?} → {output:?}: {}",
                problems.join("; ")
            ));
        }
    }
    let total = |m: &BTreeMap<&str, usize>| m.values().sum::<usize>();
    eprintln!(
        "Cthulhu7th.toml: reproduced {matched:?}, refused as BCDice does {refused:?}, \
         not recognised as BCDice does {unknown}, tables out of scope (unknown_command) {tables:?}"
    );
    assert!(
        failures.is_empty(),
        "{} of 151 differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(
        total(&matched) + total(&refused) + unknown + total(&tables),
        151
    );
}
