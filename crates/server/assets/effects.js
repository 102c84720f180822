// The effects form (the Keeper's screen and a sheet): damage, Sanity, Luck… put on a
// character's sheet as events.

import { $, fail, game, onForm, placeResult, say, showRoll, statusOf, t } from "./keeper.js";

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
  if (f.treatment.value === "medicine") data.equipment = f.equipment.checked;
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
