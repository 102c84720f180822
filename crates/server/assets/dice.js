// Rolling at the table and on a sheet: the dice box, the check dialog of a skill
// button, the Chthonian roll form, and the odds of each before it is rolled.

import {
  $,
  Failure,
  SYSTEM,
  api,
  fail,
  game,
  onAction,
  onForm,
  placeResult,
  refreshSheet,
  say,
  showRoll,
  statusOf,
  t,
  texts,
} from "./keeper.js";

// ----- numbers -----

function parts(frac) {
  const [n, d] = String(frac).split("/");
  return [BigInt(n), BigInt(d || "1")];
}

/** The page's language, for numbers written the reader's way. */
const pageLang = document.documentElement.lang || "en";
const percentFormat = new Intl.NumberFormat(pageLang, { style: "percent", maximumFractionDigits: 2 });
const decimalFormat = new Intl.NumberFormat(pageLang, { maximumFractionDigits: 2 });

/** "159/200" → "79.5%" (in Russian "79,5 %"). */
function percent(frac) {
  try {
    const [n, d] = parts(frac);
    if (d === 0n) return "?";
    return percentFormat.format(Number((n * 1000000n) / d) / 1000000);
  } catch (_) {
    return "?";
  }
}

/** "21/2" → "10.5" (in Greek "10,5"). */
function decimal(frac) {
  try {
    const [n, d] = parts(frac);
    if (d === 0n) return "?";
    return decimalFormat.format(Number((n * 100n) / d) / 100);
  } catch (_) {
    return String(frac);
  }
}

/** Physical dice as typed ("3,4,1" or "3 4 1"): a list, null when empty, or throws. */
function physical(text) {
  const s = (text || "").trim();
  if (!s) return null;
  return s
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((x) => {
      if (!/^-?\d+$/.test(x)) throw new Failure(t("web-js-bad-dice"));
      return parseInt(x, 10);
    });
}

// ----- odds -----

/** The lines of an odds answer: `[[id, args, strong], …]`, or none. */
function oddsLines(odds) {
  if (!odds) return [];
  if (Array.isArray(odds.distribution)) {
    const dist = odds.distribution;
    const min = dist.length ? dist[0][0] : "?";
    const max = dist.length ? dist[dist.length - 1][0] : "?";
    const lines = [["web-js-odds-mean", { mean: decimal(odds.mean), min, max }, true]];
    if (dist.length <= 12) {
      for (const [value, p] of dist) lines.push(["web-js-odds-outcome", { value, percent: percent(p) }]);
    }
    return lines;
  }
  if (odds.success !== undefined) {
    const lines = [["web-js-odds-success", { fraction: odds.success, percent: percent(odds.success) }, true]];
    // The server names each level (a code such as `hard`) in the page's language.
    for (const [level, p] of Object.entries(odds.levels || {})) {
      lines.push(["web-js-odds-level", { level, percent: percent(p) }]);
    }
    return lines;
  }
  return [];
}

/** Renders an odds answer into `out` (text only: no markup from outside), unless
 * `stale()` says a later answer came meanwhile. */
async function showOdds(out, odds, stale) {
  const lines = oddsLines(odds);
  const shown = lines.length ? await texts(lines.map(([id, args]) => [id, args])) : [];
  if (stale()) return;
  out.replaceChildren();
  if (!lines.length) {
    out.textContent = t("web-js-odds-none");
    return;
  }
  const line = (text, strong) => {
    const p = document.createElement(strong ? "strong" : "span");
    p.textContent = text;
    p.style.display = "block";
    out.appendChild(p);
  };
  // The first line is the headline; the others share one line.
  line(shown[0], true);
  if (shown.length > 1) line(shown.slice(1).join(" · "));
}

/** Asks for the odds of `data` after a pause in typing; the last answer wins. */
function oddsUpdater(out, build) {
  let timer = null;
  let asked = 0;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const data = build();
      const n = ++asked;
      if (!data) {
        out.replaceChildren();
        return;
      }
      let odds = null;
      try {
        odds = (await api("POST", "/api/v1/odds", data)).odds;
      } catch (_) {
        odds = null;
      }
      if (n === asked) await showOdds(out, odds, () => n !== asked);
    }, 250);
  };
}

// ----- the dice box -----

onForm("dice", async (form) => {
  const st = statusOf(form);
  const expr = $("dice-expr").value.trim();
  if (!expr) {
    $("dice-expr").focus();
    return;
  }
  const order = { expr, visibility: $("dice-visibility").value };
  const label = $("dice-label").value.trim();
  if (label) order.label = label;
  try {
    const dice = physical($("dice-physical").value);
    if (dice) order.dice = dice;
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", order);
    say(st, t("web-js-rolled"), "ok");
    $("dice-physical").value = "";
    // The label named this roll only: the next one starts without it.
    $("dice-label").value = "";
    await showRoll(entry.seq);
  } catch (e) {
    fail(st, e);
  }
});

const expr = $("dice-expr");
if (expr) {
  const update = oddsUpdater($("odds"), () => {
    const e = expr.value.trim();
    // The system lets a BCDice command (CC<=50) have odds too.
    return e ? { expr: e, system: SYSTEM } : null;
  });
  expr.addEventListener("input", update);
}

// ----- the check dialog of a skill button -----

let opener = null;
let current = null;

function checkRequest() {
  if (!current) return null;
  const value = Number(current.value);
  if (current.system === "coc7") {
    const r = {
      system: "coc7",
      action: "check",
      value,
      difficulty: $("check-difficulty").value,
      bonus: Number($("check-bonus").value || 0),
      penalty: Number($("check-penalty").value || 0),
    };
    if (current.kind && current.kind !== "skill") r.kind = current.kind;
    // A skill's sheet name: a success may tick it (R10).
    else if (current.character) r.skill = current.skill;
    return r;
  }
  const modifier = Number(($("check-modifier") || {}).value || 0);
  const r =
    current.kind === "characteristic"
      ? { system: "classic", action: "characteristic", value }
      : { system: "classic", action: "check", value };
  if (modifier) r.modifier = modifier;
  return r;
}

const checkOdds = $("check-odds")
  ? oddsUpdater($("check-odds"), () => {
      const r = checkRequest();
      return r ? { request: r } : null;
    })
  : () => {};

function openCheck(button) {
  const dialog = $("check-dialog");
  if (!dialog) return;
  opener = button;
  current = { ...button.dataset };
  // The skill as the reader's sheet names it, not its wire name.
  const label = button.querySelector(".skill-name");
  $("check-title").textContent = label ? label.textContent : current.skill;
  $("check-target").textContent = button.querySelector(".skill-value")
    ? button.querySelector(".skill-value").textContent
    : current.value;
  $("check-skill").value = current.skill;
  $("check-value").value = current.value;
  $("check-character").value = current.character || "";
  $("check-kind").value = current.kind || "skill";
  for (const id of ["check-bonus", "check-penalty", "check-modifier"]) if ($(id)) $(id).value = "0";
  if ($("check-difficulty")) $("check-difficulty").value = "regular";
  if ($("check-physical")) $("check-physical").value = "";
  say($("check-status"), "");
  $("check-odds").replaceChildren();
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  checkOdds();
}

function closeCheck() {
  const dialog = $("check-dialog");
  if (!dialog) return;
  if (typeof dialog.close === "function") dialog.close();
  else dialog.removeAttribute("open");
  if (opener) opener.focus();
}

onAction("skill", openCheck);
onAction("close-dialog", closeCheck);

onForm("check", async () => {
  const st = $("check-status");
  const request = checkRequest();
  if (!request) return;
  const order = {
    request,
    label: current.skill,
    visibility: $("check-visibility").value,
  };
  if (current.character) order.character = current.character;
  try {
    const dice = physical($("check-physical").value);
    if (dice) order.dice = dice;
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", order);
    const near = opener;
    closeCheck();
    // The result shows beside the button rolled from, not below every other one.
    placeResult($("last-roll"), near);
    await showRoll(entry.seq);
    if (order.character) await refreshSheet();
  } catch (e) {
    fail(st, e);
  }
});

const checkForm = $("check-form");
if (checkForm) {
  checkForm.addEventListener("input", checkOdds);
  checkForm.addEventListener("change", checkOdds);
  $("check-dialog").addEventListener("close", () => {
    if (opener) opener.focus();
  });
}

// ----- the Chthonian roll form -----

function chthonianRequest(form) {
  const traits = [];
  for (const box of form.querySelectorAll(".trait-box:checked")) {
    const rating = Number(box.dataset.rating || 0);
    traits.push(box.dataset.name ? { name: box.dataset.name, rating } : rating);
  }
  const modifier = Number(form.querySelector(".chthonian-modifier").value || 0);
  if (modifier) traits.push(modifier);
  const difficulty = Number(form.querySelector(".chthonian-difficulty").value || 0);
  return { system: "chthonian", action: "roll", traits, difficulty };
}

onForm("chthonian", async (form) => {
  const st = statusOf(form);
  const order = {
    request: chthonianRequest(form),
    character: form.dataset.character,
    visibility: form.querySelector("select[name=visibility]").value,
  };
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", order);
    say(st, t("web-js-rolled"), "ok");
    await showRoll(entry.seq);
  } catch (e) {
    fail(st, e);
  }
});

// ----- Terrible Insight, Nodules and Stories (Chthonian I1–I4) -----
// The table takes the TI, Style and pool from the sheet and puts what changed onto it:
// these requests name only what the Excursionist chose.

// A roll made from a section of the sheet, its card under that section (outside it:
// the section is rendered again live).
async function sectionRoll(st, character, request, section) {
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", { request, character, visibility: "public" });
    say(st, t("web-js-rolled"), "ok");
    placeResult($("last-roll"), $(section));
    await showRoll(entry.seq);
  } catch (e) {
    fail(st, e);
  }
}

const excursionRoll = (st, character, request) =>
  sectionRoll(st, character, request, "sheet-insight");

onForm("insight-roll", (form) =>
  excursionRoll(statusOf(form), form.dataset.character, {
    system: "chthonian",
    action: form.elements.kind ? form.elements.kind.value : "insight_roll",
    difficulty: Number(form.elements.difficulty.value || 0),
  }),
);

// Only the fields of the chosen use are shown (the section is rendered again live, so
// the listener is the document's).
document.addEventListener("change", (ev) => {
  if (ev.target.id !== "nodule-use") return;
  for (const f of ev.target.form.querySelectorAll("[data-use]")) {
    f.hidden = f.dataset.use !== ev.target.value;
  }
});

onForm("nodule", (form) => {
  const f = form.elements;
  const request = { system: "chthonian", action: "nodule", use: f.use.value };
  if (f.use.value === "automatic_success") request.outcome = Number(f.outcome.value || 0);
  if (f.use.value === "authorship") request.size = f.size.value;
  if (f.use.value === "fortune") request.difficulty = Number(f.difficulty.value || 0);
  if (f.use.value === "shift") request.toward = f.toward.value;
  return excursionRoll(statusOf(form), form.dataset.character, request);
});

onAction("story", (b) =>
  excursionRoll($("story-status"), b.dataset.character, {
    system: "chthonian",
    action: b.dataset.story,
  }),
);

// ----- The development phase (coc7 R10, classic T6; the Keeper's) -----
// The table takes the ticked skills (classic: the experience checks) and the Luck from
// the sheet: the request only says whether Luck recovers too.

onForm("development", (form) => {
  let request = { system: "classic", action: "sheet", do: { op: "experience" } };
  if (form.dataset.system === "coc7") {
    request = { system: "coc7", action: "improvement" };
    if (form.elements.luck.checked) request.luck = 0;
  }
  return sectionRoll(statusOf(form), form.dataset.character, request, "sheet-development");
});

for (const form of document.querySelectorAll("form.chthonian-roll")) {
  const update = oddsUpdater(form.querySelector(".odds"), () => ({ request: chthonianRequest(form) }));
  form.addEventListener("input", update);
  form.addEventListener("change", update);
  update();
}

// ----- a Chthonian contest of several sides (R2–R4) -----

/** A side's Traits as typed: `Strong` (one of the character's, by name) or `Crowbar 2`
 * (a temporary Trait, or an object's, with its rating). */
function contestTraits(text) {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = s.match(/^(.*?)\s+([+-]?\d+)$/);
      return m ? { name: m[1].trim(), rating: Number(m[2]) } : s;
    });
}

/** Shows the chosen character's Traits under its side, or the object's name field. */
function sideChosen(row) {
  const who = row.querySelector(".contest-who");
  const opt = who.selectedOptions[0];
  const object = !who.value;
  row.querySelector(".contest-object-name").hidden = !object;
  row.querySelector(".contest-traits-hint").textContent = opt && opt.dataset.traits ? opt.dataset.traits : "";
}

/** The difficulty is for a complex contest or a cooperative roll; combining for the latter. */
function kindChosen() {
  const kind = $("contest-kind").value;
  $("contest-difficulty").closest(".field").hidden = kind === "contest";
  $("contest-combine").closest(".field").hidden = kind !== "cooperative";
}

const contestForm = $("contest-form");
if (contestForm) {
  contestForm.addEventListener("change", (ev) => {
    if (ev.target.classList.contains("contest-who")) sideChosen(ev.target.closest(".contest-side"));
    if (ev.target.id === "contest-kind") kindChosen();
  });
  for (const row of contestForm.querySelectorAll(".contest-side")) sideChosen(row);
  kindChosen();
}

onAction("contest-add-side", () => {
  const list = $("contest-sides");
  const n = list.children.length;
  const row = $("contest-side-template").content.firstElementChild.cloneNode(true);
  // Each field keeps a label of its own.
  for (const el of row.querySelectorAll("[id]")) el.id = el.id.replace(/-\d+$/, `-${n}`);
  for (const el of row.querySelectorAll("label[for]")) el.htmlFor = el.htmlFor.replace(/-\d+$/, `-${n}`);
  list.append(row);
  sideChosen(row);
});

onForm("contest", async (form) => {
  const st = statusOf(form);
  const kind = $("contest-kind").value;
  const sides = [...form.querySelectorAll(".contest-side")].map((row) => {
    const who = row.querySelector(".contest-who").value;
    const side = { traits: contestTraits(row.querySelector(".contest-traits").value) };
    if (who) side.character = who;
    else side.name = row.querySelector(".contest-name").value.trim();
    return side;
  });
  const ask = { kind, sides, visibility: $("contest-visibility").value };
  if (kind !== "contest") ask.difficulty = Number($("contest-difficulty").value || 8);
  if (kind === "cooperative") ask.combine = $("contest-combine").value;
  const label = $("contest-label").value.trim();
  if (label) ask.label = label;
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "contests", ask);
    say(st, t("web-js-rolled"), "ok");
    $("contest-label").value = "";
    await showRoll(entry.seq, $("contest-result"));
  } catch (e) {
    fail(st, e);
  }
});

// ----- an opposed roll (7th edition) or a resistance roll (classic T5) -----

/** Shows the chosen character's values, or the name and value of someone else. */
function opposedChosen(side) {
  const who = side.querySelector(".opposed-who").value;
  for (const s of side.querySelectorAll(".opposed-skill")) s.hidden = s.dataset.character !== who;
  side.querySelector(".opposed-by-sheet").hidden = !who;
  side.querySelector(".opposed-by-hand").hidden = !!who;
}

const opposedForm = $("opposed-form");
if (opposedForm) {
  for (const side of opposedForm.querySelectorAll(".opposed-side")) {
    opposedChosen(side);
    side.querySelector(".opposed-who").addEventListener("change", () => opposedChosen(side));
  }
}

onForm("opposed", async (form) => {
  const st = statusOf(form);
  const sides = [...form.querySelectorAll(".opposed-side")].map((side) => {
    const who = side.querySelector(".opposed-who").value;
    if (who) {
      const skill = side.querySelector(`.opposed-skill[data-character="${who}"]`);
      return { character: who, skill: skill ? skill.value : "" };
    }
    return {
      name: side.querySelector(".opposed-name").value.trim(),
      value: Number(side.querySelector(".opposed-value").value || 0),
    };
  });
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "opposed", { sides, visibility: $("opposed-visibility").value });
    say(st, t("web-js-rolled"), "ok");
    await showRoll(entry.seq, $("opposed-result"));
  } catch (e) {
    fail(st, e);
  }
});
