// Making a character: the 7th edition wizard (its steps, the quick-start values, the
// derived values, the occupation's skills) and the classic and Chthonian forms.

import { $, api, busy, fail, game, onAction, onForm, resultOf, say, t, text, texts } from "./keeper.js";

let wizard = null;

/** Which step of the wizard holds a field the server found wrong. */
function issueStep(field) {
  if (!field) return null;
  if (field.startsWith("characteristics") || field === "method") return 0;
  if (field.startsWith("occupation")) return 2;
  if (field.startsWith("interests")) return 3;
  if (field === "name") return 4;
  return null;
}

// The form goes to the page's own handler, which answers JSON.
async function create(form) {
  const box = $("wizard-errors");
  box.replaceChildren();
  busy(form, true);
  try {
    const res = await fetch(form.action, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json" },
      body: new URLSearchParams(new FormData(form)),
    });
    const json = await res.json().catch(() => null);
    if (res.ok && json && json.location) {
      location.href = json.location;
      return;
    }
    const err = (json && json.error) || { message: res.status + " " + res.statusText };
    const issues = Array.isArray(err.issues) && err.issues.length ? err.issues : null;
    const p = document.createElement("p");
    p.textContent = issues ? t("web-js-create-issues") : await text("web-js-failed", { message: err.message || "" });
    box.appendChild(p);
    if (issues) {
      const ul = document.createElement("ul");
      for (const i of issues) {
        const li = document.createElement("li");
        li.textContent = i.message;
        ul.appendChild(li);
      }
      box.appendChild(ul);
    }
    const step = issueStep(issues ? issues[0].field : err.field);
    if (wizard && step !== null) wizard.show(step);
    box.scrollIntoView({ block: "nearest" });
  } catch (e) {
    fail(box, e);
  } finally {
    busy(form, false);
  }
}

onForm("wizard", create);
onForm("create", create);

function characteristics() {
  const out = {};
  for (const input of document.querySelectorAll(".char-input")) {
    out[input.name] = Number(input.value || 0);
  }
  return out;
}

/** What the rules derive from the characteristics typed so far, after a pause. */
const updateDerived = (() => {
  let timer = null;
  let asked = 0;
  return () => {
    const out = $("derived");
    if (!out) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const n = ++asked;
      let line;
      try {
        const r = await api("POST", "/api/v1/resolve", {
          system: "coc7",
          action: "sheet",
          sheet: { format: "keeper-coc7-sheet", version: 1, name: "?", characteristics: characteristics() },
        });
        const d = r.result;
        line = await text("web-js-derived", { hp: d.max_hp, mp: d.max_mp, san: d.san, db: d.db, build: d.build });
      } catch (e) {
        line = e.message;
      }
      if (n === asked) out.textContent = line;
    }, 250);
  };
})();

onAction("roll-characteristics", async (b) => {
  const st = $("array-status");
  // One roll at a time (a disabled button takes no clicks): an answer arriving after
  // the player typed would overwrite it.
  b.disabled = true;
  try {
    say(st, t("web-js-working"));
    // Rolled at the table, so the roll is in the log like any other (C2); the log
    // names the action in each reader's language.
    const entry = await game("POST", "rolls", {
      request: { system: "coc7", action: "characteristics", roll_luck: false },
      visibility: "public",
    });
    // The values are the roll's: shown, not typed over; the server takes them from
    // the roll's entry, named here.
    for (const [k, v] of Object.entries(resultOf(entry).characteristics || {})) {
      const input = $("char-" + k);
      if (input) {
        input.value = v;
        input.readOnly = true;
      }
    }
    $("characteristics-roll").value = String(entry.seq);
    $("method-rolled").checked = true;
    say(st, "");
    characteristicsChanged();
  } catch (e) {
    fail(st, e);
  } finally {
    b.disabled = false;
  }
});

onAction("wizard-next", () => wizard && wizard.show(wizard.at + 1));
onAction("wizard-back", () => wizard && wizard.show(wizard.at - 1));

let arrayAsked = 0;

/** Says which quick-start values are still to give out, and asks for the derived values. */
async function characteristicsChanged() {
  const st = $("array-status");
  const form = $("wizard");
  if (!form || !st) return;
  updateDerived();
  const n = ++arrayAsked;
  // Quick-start values are typed: the rolled set is let go.
  if ($("method-quickstart").checked && $("characteristics-roll").value) {
    $("characteristics-roll").value = "";
    for (const input of document.querySelectorAll(".char-input")) input.readOnly = false;
  }
  if (!$("method-quickstart").checked) {
    say(st, "");
    return;
  }
  const left = form.dataset.array.split(",").map((x) => Number(x.trim()));
  for (const v of Object.values(characteristics())) {
    const i = left.indexOf(v);
    if (i >= 0) left.splice(i, 1);
  }
  if (left.length === 0) {
    say(st, t("web-js-array-ok"), "ok");
    return;
  }
  const line = await text("web-js-array-left", { values: left.join(", ") });
  if (n === arrayAsked) say(st, line, "error");
}

/** The hint under an occupation's skill slot that the player fills in. */
const SLOT_HINTS = {
  art_craft: "web-js-slot-art-craft",
  language_other: "web-js-slot-language-other",
  firearms: "web-js-slot-firearms",
  any: "web-js-slot-any",
};

let occupationAsked = 0;

/** Fills an occupation's skill slots, and under each one the player fills in, a hint. */
async function occupationChanged(initial) {
  const select = $("wizard-occupation");
  if (!select) return;
  let table = {};
  try {
    table = JSON.parse(select.dataset.occupations || "{}");
  } catch (_) {
    table = {};
  }
  const slots = table[select.value] || null;
  const n = ++occupationAsked;
  const asks = [];
  for (let i = 0; i < 8; i++) {
    const input = $("occ-skill-" + i);
    const hint = $("occ-hint-" + i);
    const slot = slots ? slots[i] : { kind: "any", skills: "" };
    const mayFill = !initial || !input.value;
    if (mayFill && (!input.value || input.dataset.auto === "1" || !initial)) {
      input.value = slot.skill ? slot.skills : "";
      input.dataset.auto = "1";
    }
    if (slot.skill) hint.textContent = "";
    else if (slot.kind === "one_of") asks.push([hint, ["web-js-slot-one-of", { skills: slot.skills }]]);
    else hint.textContent = SLOT_HINTS[slot.kind] ? t(SLOT_HINTS[slot.kind]) : "";
  }
  const shown = asks.length ? await texts(asks.map(([, ask]) => ask)) : [];
  if (n !== occupationAsked) return;
  asks.forEach(([hint], k) => (hint.textContent = shown[k]));
}

const form = $("wizard");
if (form) {
  const steps = [...form.querySelectorAll(".wizard-step")];
  form.classList.add("js-wizard");
  wizard = {
    at: 0,
    async show(i) {
      i = Math.max(0, Math.min(steps.length - 1, i));
      this.at = i;
      steps.forEach((s, k) => s.classList.toggle("current", k === i));
      $("wizard-back").hidden = i === 0;
      $("wizard-next").hidden = i === steps.length - 1;
      $("wizard-create").hidden = i !== steps.length - 1;
      const first = steps[i].querySelector("input:not([type=hidden]), select, textarea");
      if (first && document.activeElement && form.contains(document.activeElement)) first.focus();
      const progress = await text("web-js-step", { step: i + 1, steps: steps.length });
      if (this.at === i) $("wizard-progress").textContent = progress;
    },
  };
  wizard.show(0);
  for (const input of document.querySelectorAll(".char-input, input[name=method]")) {
    input.addEventListener("input", characteristicsChanged);
    input.addEventListener("change", characteristicsChanged);
  }
  for (let i = 0; i < 8; i++) {
    const input = $("occ-skill-" + i);
    if (input) input.addEventListener("input", () => (input.dataset.auto = "0"));
  }
  $("wizard-occupation").addEventListener("change", () => occupationChanged(false));
  occupationChanged(true);
  characteristicsChanged();
}
