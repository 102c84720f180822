// A 7th edition sheet's weapons: the form that adds one (K4's numbers fill it when one
// is chosen to start from) and the buttons that put one away, as sheet events. The
// weapons table is a live region: the server renders it again when the events land.

import { $, fail, game, onAction, onForm, say, statusOf, t } from "./keeper.js";

const character = () => location.pathname.match(/characters\/([^/]+)/)[1];

const like = $("weapon-like");
if (like) {
  like.addEventListener("change", () => {
    const o = like.selectedOptions[0];
    if (!o || !o.value) return;
    const d = o.dataset;
    $("weapon-name").value = o.textContent.trim();
    $("weapon-skill").value = d.skill;
    $("weapon-damage").value = d.damage;
    $("weapon-impaling").checked = d.impaling === "true";
    $("weapon-firearm").checked = d.firearm === "true";
    $("weapon-thrown").checked = d.thrown === "true";
    $("weapon-range").value = d.range;
    $("weapon-per-round").value = d.perRound;
    $("weapon-ammo").value = d.ammo;
    $("weapon-malfunction").value = d.malfunction;
  });
}

/** The number in field `id`, or nothing when it is empty. */
function number(id) {
  const v = $(id).value.trim();
  return v === "" ? undefined : Number(v);
}

onForm("weapon-add", async (form) => {
  const st = statusOf(form);
  const weapon = {
    name: $("weapon-name").value,
    skill: $("weapon-skill").value,
    damage: $("weapon-damage").value,
    impaling: $("weapon-impaling").checked,
    firearm: $("weapon-firearm").checked,
    thrown: $("weapon-thrown").checked,
    per_round: number("weapon-per-round"),
    range: number("weapon-range"),
    ammo: number("weapon-ammo"),
    malfunction: number("weapon-malfunction"),
  };
  try {
    say(st, t("web-js-working"));
    await game("POST", `characters/${character()}/events`, {
      events: [{ event: "weapon_added", weapon }],
      visibility: "public",
    });
    say(st, t("web-js-saved"), "ok");
    form.reset();
  } catch (e) {
    fail(st, e);
  }
});

onAction("weapon-remove", async (b) => {
  const st = $("weapon-status");
  try {
    b.disabled = true;
    await game("POST", `characters/${character()}/events`, {
      events: [{ event: "weapon_removed", name: b.dataset.name }],
      visibility: "public",
    });
  } catch (e) {
    b.disabled = false;
    fail(st, e);
  }
});
