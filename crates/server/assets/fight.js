// The combat tracker on the table page: starting a fight, attacking, answering an
// attack, ending a turn and the fight. Each form is one API call; the panel is then
// rendered again by the server (for everyone, live), in each reader's words.

import { $, busy, fail, game, onAction, onForm, say, statusOf, t } from "./keeper.js";

/** One tracker call from `el`'s form or group, its status said there. */
async function act(el, method, path, data) {
  const st = statusOf(el) || $("fight-status");
  const form = el.tagName === "FORM" ? el : null;
  if (form) busy(form, true);
  try {
    say(st, t("web-js-working"));
    await game(method, path, data);
    say(st, t("web-js-saved"), "ok");
    // The panel is rendered again once nothing in it holds the focus: the choice made,
    // let it go.
    if (document.activeElement && $("fight").contains(document.activeElement)) {
      document.activeElement.blur();
    }
  } catch (e) {
    await fail(st, e);
  } finally {
    if (form) busy(form, false);
  }
}

onForm("fight-start", (form) => {
  const ticked = (name) =>
    [...form.querySelectorAll(`input[name=${name}]:checked`)].map((i) => i.value);
  const firearms = new Set(ticked("firearm"));
  const counts = new Map(
    [...form.querySelectorAll("input[name=count]")].map((i) => [i.dataset.character, Number(i.value)]),
  );
  const fighters = ticked("fighter").map((character) => {
    const f = { character, firearm: firearms.has(character) };
    // A pack of identical creatures: the others are copies of its stat block.
    if ((counts.get(character) || 1) > 1) f.count = counts.get(character);
    return f;
  });
  return act(form, "POST", "fight", { fighters });
});

onForm("fight-join", (form) =>
  act(form, "POST", "fight/fighters", {
    fighters: [{ character: form.elements.character.value }],
  }),
);

onForm("fight-attack", (form) => {
  const f = form.elements;
  // A maneuver is rolled with Brawl: it takes no weapon. Classic has no maneuvers,
  // no shots and no range bands: its form has neither.
  const ticked = (root) =>
    [...root.querySelectorAll("input[name=trait]:checked")].map((i) => i.value);
  // A Chthonian contest names the Traits that count, not a weapon.
  const ask = f.maneuver && f.maneuver.value
    ? { target: f.target.value, maneuver: f.maneuver.value }
    : f.with
      ? { target: f.target.value, with: f.with.value }
      : { target: f.target.value, traits: ticked(form) };
  // Shots, range and point blank are a firearm's; a blow leaves them out.
  const firearm = form.querySelector("details.fight-firearm");
  if (firearm && firearm.open) {
    ask.shots = Number(f.shots.value);
    ask.range = f.range.value;
    ask.point_blank = f.point_blank.checked;
  }
  return act(form, "POST", "fight/attack", ask);
});

onAction("fight-defend", (b) => {
  const box = b.closest(".fight-choices");
  const answer = { response: b.dataset.response };
  // A Chthonian contest: the target's ticked Traits count for its side.
  const traits = [...box.querySelectorAll("input[name=trait]:checked")].map((i) => i.value);
  if (traits.length) answer.traits = traits;
  return act(box, "POST", "fight/defend", answer);
});

onForm("fight-skill", (form) => {
  const f = form.elements;
  const ask = { skill: f.skill.value };
  if (f.difficulty) ask.difficulty = f.difficulty.value;
  return act(form, "POST", "fight/skill", ask);
});

onAction("fight-aim", (b) => act(b.closest("form"), "POST", "fight/aim"));

onAction("fight-reload", (b) =>
  act(b.closest("form"), "POST", "fight/reload", { with: b.dataset.with }),
);

onAction("fight-move", (b) =>
  act(b.closest("section"), "POST", "fight/move", {
    character: b.dataset.character,
    position: Number(b.dataset.position),
  }),
);

// A repeated exposure (coc7 H8): dealt again at every round's end until ended.
onForm("fight-expose", (form) =>
  act(form, "POST", "fight/exposure", {
    character: form.elements.character.value,
    label: form.elements.label.value.trim(),
    damage: form.elements.damage.value,
  }),
);

onAction("fight-unexpose", (b) =>
  act(b.closest("section"), "POST", "fight/exposure", { character: b.dataset.character }),
);

onAction("fight-next", (b) => act(b.closest(".fight-actions"), "POST", "fight/next"));

onAction("fight-flee", (b) => {
  if (!confirm(b.dataset.confirm)) return;
  return act(b.closest(".fight-actions"), "POST", "fight/flee");
});

onAction("fight-end", (b) => {
  if (!confirm(b.dataset.confirm)) return;
  return act(b.closest(".fight-actions"), "POST", "fight/end");
});
