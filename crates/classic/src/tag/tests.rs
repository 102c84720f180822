use keeper_dice::SuppliedDice;

use super::*;

fn post(text: &str, faces: &[i64]) -> Post {
    let mut dice = SuppliedDice::new(faces.to_vec());
    let post = roll_post(text, &mut dice).unwrap();
    assert!(dice.unused().is_empty(), "unused dice for {text:?}");
    post
}

fn problems(text: &str) -> Vec<(usize, TagProblem)> {
    post(text, &[])
        .errors
        .into_iter()
        .map(|e| (e.start, e.problem))
        .collect()
}

#[test]
fn d3_the_seed_example_two_d6() {
    let p = post("Ataco! [roll=\"d6\"]2[/roll] fim", &[3, 5]);
    assert_eq!(p.plain, "Ataco! 2d6 (3, 5) = 8 fim");
    assert_eq!(p.rendered, "Ataco! [b]2d6[/b] (3, 5) = [b]8[/b] fim");
    assert_eq!(p.rolls[0].faces, vec![3, 5]);
    assert_eq!(p.rolls[0].start, 7);
}

#[test]
fn d3_count_may_be_omitted_and_d100_is_one_die() {
    let p = post(
        "[roll=\"d100\"][/roll] [ROLL = \"D8\" ] 1 [/roll]",
        &[42, 7],
    );
    assert_eq!(p.plain, "1d100 (42) = 42 1d8 (7) = 7");
}

#[test]
fn d2_a_d3_is_read_from_a_d6() {
    let p = post("[roll=\"d3\"]3[/roll]", &[2, 4, 6]);
    assert_eq!(p.rolls[0].faces, vec![1, 2, 3]);
}

#[test]
fn d3_malformed_tags_are_reported_never_rolled() {
    assert_eq!(
        problems("a [roll=d6]2[/roll]"),
        vec![(2, TagProblem::NoQuotes)]
    );
    assert_eq!(
        problems("[roll=\"d7\"]2[/roll]"),
        vec![(0, TagProblem::UnknownDie("d7".into()))]
    );
    assert_eq!(
        problems("[roll=\"d6\"]0[/roll]"),
        vec![(0, TagProblem::BadCount("0".into()))]
    );
    assert_eq!(
        problems("[roll=\"d6\"]101[/roll]"),
        vec![(0, TagProblem::BadCount("101".into()))]
    );
    assert_eq!(
        problems("[roll=\"d6\"]99999999999999999999[/roll]"),
        vec![(0, TagProblem::BadCount("99999999999999999999".into()))]
    );
    assert_eq!(
        problems("[roll=\"d6\"]two[/roll]"),
        vec![(0, TagProblem::BadCount("two".into()))]
    );
    assert_eq!(
        problems("x [roll=\"d6\"]2"),
        vec![(2, TagProblem::Unclosed)]
    );
    assert_eq!(
        problems("[roll=\"d6\"2[/roll]"),
        vec![(0, TagProblem::Unclosed)]
    );
    assert_eq!(
        problems("[roll=\"d6\"][roll=\"d6\"]1[/roll][/roll]"),
        vec![(0, TagProblem::Nested)]
    );
    assert_eq!(problems("[roll]2[/roll]"), vec![(0, TagProblem::NoDie)]);
}

#[test]
fn d3_an_unclosed_tag_leaves_the_rest_readable() {
    let p = post("é [roll=\"d6\"]1 then [roll=\"d4\"]1[/roll]", &[3]);
    assert_eq!(p.errors.len(), 1);
    assert_eq!(p.errors[0].start, 2, "offsets count characters, not bytes");
    assert_eq!(p.errors[0].problem, TagProblem::Unclosed);
    assert_eq!(p.rolls.len(), 1);
    assert_eq!(p.rolls[0].sides, 4);
}

#[test]
fn d3_limits_of_a_post() {
    let many = "[roll=\"d6\"][/roll]".repeat(MAX_TAGS + 3);
    let faces = vec![1; MAX_TAGS];
    let p = post(&many, &faces);
    assert_eq!(p.rolls.len(), MAX_TAGS);
    assert_eq!(p.errors.len(), 1);
    assert_eq!(p.errors[0].problem, TagProblem::TooManyTags);
    let heavy = "[roll=\"d6\"]100[/roll]".repeat(6);
    let p = post(&heavy, &vec![1; 500]);
    assert_eq!(p.rolls.len(), 5);
    assert_eq!(p.errors[0].problem, TagProblem::TooManyDice);
}

#[test]
fn d3_rendered_text_cannot_inject_markup() {
    let p = post(
        "<script>alert('x')</script> & [url=javascript:x]y[/url] [b]6[/b] \u{202E}[roll=\"d6\"][/roll]",
        &[2],
    );
    assert!(!p.rendered.contains('<'));
    assert!(!p.rendered.contains("[url"));
    assert!(!p.rendered.contains('\u{202E}'));
    assert_eq!(
        p.rendered.matches("[b]").count(),
        2,
        "only keeper's own bold: {}",
        p.rendered
    );
    assert!(
        p.rendered
            .contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &#91;url")
    );
    assert!(p.plain.starts_with("<script>"));
}

#[test]
fn text_that_only_looks_like_a_tag_is_text() {
    let p = post("[rolling] [/roll] [roll", &[]);
    assert!(p.rolls.is_empty());
    assert_eq!(p.errors.len(), 0);
    assert_eq!(p.plain, "[rolling] [/roll] [roll");
}
