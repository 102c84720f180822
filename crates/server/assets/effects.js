// The effects form (the Keeper's screen and a sheet): damage, Sanity, Luck… put on a
// character's sheet as events.

import { $, fail, game, onForm, say, statusOf, t } from "./keeper.js";

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
