// The effects form (the Keeper's screen and a sheet): damage, Sanity, Luck… put on a
// character's sheet as events.

import { $, fail, game, onAction, onForm, placeResult, refreshSheet, say, showRoll, statusOf, t } from "./keeper.js";

onForm("effects", async (form) => {
  const st = statusOf(form);
  const character = $("effect-character").value;
  const data = {
    events: [{ event: $("effect-kind").value, amount: Number($("effect-amount").value || 0) }],
    visibility: $("effect-visibility").value,
  };
  try {
    say(st, t("web-js-working"));
    await game("POST", `characters/${character}/events`, data);
    say(st, t("web-js-saved"), "ok");
    setTimeout(() => location.reload(), 600);
  } catch (e) {
    fail(st, e);
  }
});

// A 7th edition investigator's wounds treated from the sheet (H4–H7): the table takes the
// healer's skill and the patient's wounds and CON from the sheets.
onForm("treat", async (form) => {
  const st = statusOf(form);
  const f = form.elements;
  const data = { treatment: f.treatment.value, visibility: "public" };
  if (["first_aid", "medicine"].includes(f.treatment.value)) data.healer = f.healer.value;
  // Medicine's equipment; classic's week under medical care (H2).
  if (["medicine", "week"].includes(f.treatment.value)) data.equipment = f.equipment.checked;
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", `characters/${form.dataset.character}/treat`, data);
    say(st, t("web-js-rolled"), "ok");
    // The card where the eyes are: under the form it was asked from.
    placeResult($("last-roll"), form);
    await showRoll(entry.seq);
  } catch (e) {
    fail(st, e);
  }
});

// The sheet's other rules (N3, C5, M1, M3): a request the table fills from the sheet.
async function sheetRule(el, request) {
  const section = el.closest("section");
  const st = section ? section.querySelector(".form-status") : null;
  const order = { request, character: el.dataset.character, visibility: "public" };
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", order);
    say(st, t("web-js-rolled"), "ok");
    placeResult($("last-roll"), section);
    await showRoll(entry.seq);
    await refreshSheet();
  } catch (e) {
    fail(st, e);
  }
}

onAction("sheet-rule", (b) => sheetRule(b, JSON.parse(b.dataset.request)));

onForm("sheet-rule", (form) => {
  const f = form.elements;
  const request = {
    magic: () => ({ system: "coc7", action: "magic", points: Number(f.points.value) }),
    insanity_effect: () => {
      const r = { system: "coc7", action: "insanity_effect", effect: f.effect.value, text: f.text.value.trim() };
      if (f.effect.value === "backstory") r.heading = f.heading.value.trim();
      return r;
    },
    sanity_reward: () => ({ system: "classic", action: "sheet", do: { op: "sanity_reward", roll: f.roll.value.trim() } }),
  }[form.dataset.kind]();
  return sheetRule(form, request);
});
