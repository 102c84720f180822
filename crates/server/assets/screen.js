// The Keeper's screen: invites, asking for rolls, blind rolls, Sanity rolls and
// damage, ending the game and revealing the seed.

import {
  $,
  Failure,
  SYSTEM,
  busy,
  fail,
  game,
  onAction,
  onForm,
  resultOf,
  say,
  showResult,
  statusOf,
  t,
  text,
  texts,
} from "./keeper.js";

onAction("invite", async (b) => {
  const st = $("invite-status");
  try {
    say(st, t("web-js-working"));
    const ask = { role: b.dataset.role };
    const expires = $("invite-expires").value;
    if (expires) ask.expires_in = Number(expires);
    if ($("invite-single-use").checked) ask.single_use = true;
    const r = await game("POST", "invites", ask);
    const url = $("invite-url");
    url.value = location.origin + r.path;
    url.focus();
    url.select();
    say(st, t("web-js-invite-made"), "ok");
    refreshInvites();
  } catch (e) {
    fail(st, e);
  }
});

/** The list of open invites, fetched again (after one is made). */
async function refreshInvites() {
  const box = $("open-invites-box");
  if (!box) return;
  const res = await fetch(`/games/${document.body.dataset.game}/fragments/invites`, {
    credentials: "same-origin",
  });
  if (!res.ok) return;
  const tpl = document.createElement("template");
  tpl.innerHTML = (await res.text()).trim();
  const fresh = tpl.content.firstElementChild;
  if (fresh) box.replaceWith(fresh);
}

onAction("withdraw-invite", async (b) => {
  const st = $("invite-status");
  try {
    say(st, t("web-js-working"));
    await game("DELETE", `invites/${encodeURIComponent(b.dataset.invite)}`);
    const row = b.closest("tr");
    if (row) row.remove();
    say(st, t("access-invite-withdrawn"), "ok");
  } catch (e) {
    fail(st, e);
  }
});

async function control(path, confirmId) {
  if (!confirm(t(confirmId))) return;
  const st = $("controls-status");
  try {
    say(st, t("web-js-working"));
    await game("POST", path);
    location.reload();
  } catch (e) {
    fail(st, e);
  }
}

onAction("end-game", () => control("end", "web-js-confirm-end"));
onAction("reveal-seed", () => control("reveal-seed", "fairness-confirm-reveal-seed"));

/** "Name 2" lines → Traits. */
function traitLines(text) {
  const out = [];
  for (const raw of (text || "").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const m = line.match(/^(.*?)[\s:]+([+\-−]?\d+)$/);
    if (m && m[1].trim()) out.push({ name: m[1].trim(), rating: Number(m[2].replace("−", "-")) });
    else if (/^[+\-−]?\d+$/.test(line)) out.push(Number(line.replace("−", "-")));
    else throw new Failure(line);
  }
  return out;
}

onForm("ask", async (form) => {
  const st = statusOf(form);
  const ask = {
    to: $("ask-to").value,
    visibility: $("ask-visibility").value,
  };
  const label = $("ask-skill").value.trim();
  if (label) ask.label = label;
  if ($("ask-character").value) ask.character = $("ask-character").value;
  const expr = $("ask-expr").value.trim();
  try {
    if (expr) {
      ask.expr = expr;
    } else if (SYSTEM === "chthonian") {
      ask.request = {
        system: SYSTEM,
        action: "roll",
        traits: traitLines($("ask-traits").value),
        difficulty: Number($("ask-difficulty").value || 0),
      };
    } else {
      const value = Number($("ask-value").value);
      if (!$("ask-value").value) {
        $("ask-value").focus();
        return;
      }
      ask.request =
        SYSTEM === "coc7"
          ? {
              system: SYSTEM,
              action: "check",
              value,
              difficulty: $("ask-difficulty").value,
              bonus: Number($("ask-bonus").value || 0),
              penalty: Number($("ask-penalty").value || 0),
            }
          : { system: SYSTEM, action: "check", value };
    }
    say(st, t("web-js-working"));
    await game("POST", "requests", ask);
    say(st, t("web-js-saved"), "ok");
    setTimeout(() => location.reload(), 600);
  } catch (e) {
    fail(st, e);
  }
});

// The character's skills offered as the asked roll's label, and its owner as whom to ask.
const askCharacter = $("ask-character");
if (askCharacter) {
  const list = $("ask-skills");
  const skills = () => {
    const opt = askCharacter.selectedOptions[0];
    try {
      return JSON.parse((opt && opt.dataset.skills) || "{}");
    } catch (_) {
      return {};
    }
  };
  askCharacter.addEventListener("change", () => {
    list.replaceChildren();
    for (const name of Object.keys(skills())) {
      const o = document.createElement("option");
      o.value = name;
      list.appendChild(o);
    }
    const opt = askCharacter.selectedOptions[0];
    const to = $("ask-to");
    if (opt && opt.dataset.owner && [...to.options].some((o) => o.value === opt.dataset.owner)) {
      to.value = opt.dataset.owner;
    }
  });
  $("ask-skill").addEventListener("input", () => {
    const v = skills()[$("ask-skill").value];
    if (v !== undefined && $("ask-value")) $("ask-value").value = v;
  });
}

onForm("blind", async (form) => {
  const st = statusOf(form);
  const order = { expr: $("blind-expr").value.trim(), visibility: $("blind-visibility").value };
  const label = $("blind-label").value.trim();
  if (label) order.label = label;
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", order);
    say(st, t("web-js-rolled"), "ok");
    await showResult(entry.seq, $("blind-result"));
  } catch (e) {
    fail(st, e);
  }
});

// A group request: the checked players, each rolling their own sheet's value.
onForm("group", async (form) => {
  const st = statusOf(form);
  const to = [...form.querySelectorAll(".group-to:checked")].map((b) => b.value);
  const opt = $("group-skill").selectedOptions[0];
  const ask = { to, visibility: $("group-visibility").value };
  if (opt && opt.dataset.groupLuck) ask.group_luck = true;
  else ask.skill = $("group-skill").value;
  const loss = $("group-loss").value.trim();
  if (loss && ask.skill === "san") ask.loss = loss;
  const label = $("group-label").value.trim();
  if (label) ask.label = label;
  try {
    say(st, t("web-js-working"));
    await game("POST", "requests/group", ask);
    say(st, t("web-js-saved"), "ok");
    setTimeout(() => location.reload(), 600);
  } catch (e) {
    fail(st, e);
  }
});

// A blind check of one investigator: one click, with the value on their sheet.
onForm("blind-check", async (form) => {
  const st = statusOf(form);
  const opt = form.querySelector("select").selectedOptions[0];
  if (!opt) return;
  const request = { system: SYSTEM, action: "check", value: Number(opt.dataset.value) };
  if (SYSTEM === "coc7") {
    if (opt.dataset.kind !== "skill") request.kind = opt.dataset.kind;
    else request.skill = opt.value;
  } else if (opt.dataset.kind === "characteristic") {
    request.action = "characteristic";
  }
  const order = {
    request,
    character: form.dataset.character,
    label: opt.value,
    visibility: "keeper",
  };
  try {
    say(st, t("web-js-working"));
    const entry = await game("POST", "rolls", order);
    say(st, t("web-js-rolled"), "ok");
    const box = $("blind-result");
    await showResult(entry.seq, box);
    if (box && typeof box.scrollIntoView === "function") box.scrollIntoView({ block: "nearest" });
  } catch (e) {
    fail(st, e);
  }
});

/** Shows entry `seq` in `box`, with a line of `line` (what it did) at its end. */
async function showOutcome(seq, box, line) {
  await showResult(seq, box);
  if (!line || !box) return;
  const p = document.createElement("p");
  p.className = "result-line";
  const strong = document.createElement("strong");
  strong.textContent = line;
  p.appendChild(strong);
  (box.querySelector(".entry") || box).appendChild(p);
}

/** Sets or removes `data-{key}` on `el`. */
function setData(el, key, value) {
  if (value === undefined || value === null || value === false) delete el.dataset[key];
  else el.dataset[key] = value === true ? "" : String(value);
}

/** What the rules derive from a character's sheet now (HP, SAN, the day's losses). */
async function derivedOf(id) {
  const c = await game("GET", `characters/${id}`);
  return flat((c && c.derived) || {});
}

/** Derived values with an NPC's `health` (its HP and wounds now) in place of its
 * block's own HP, so investigators and NPCs are read alike. */
function flat(d) {
  return d.health ? { ...d, ...d.health } : d;
}

/** Reads a 7th edition character's SAN, INT and the day's losses again into its option
 * of the Sanity form (rolls elsewhere may have changed them). */
async function refreshSanity(opt) {
  try {
    const d = await derivedOf(opt.value);
    const sheet = d.sheet || {};
    setData(opt, "san", d.san);
    setData(opt, "int", (d.characteristics || {}).INT);
    setData(opt, "dayStartSan", sheet.day_start_san);
    setData(opt, "lostToday", sheet.lost_today);
    setData(opt, "indefinite", d.indefinite === true);
  } catch (_) {
    // The values the page was rendered with still serve.
  }
}

onForm("sanity", async (form) => {
  const st = statusOf(form);
  const opt = $("sanity-character").selectedOptions[0];
  const loss = $("sanity-loss").value.trim();
  if (!opt) return;
  if (!loss) {
    $("sanity-loss").focus();
    return;
  }
  const name = opt.textContent;
  busy(form, true);
  try {
    say(st, t("web-js-working"));
    let request;
    if (SYSTEM === "coc7") {
      await refreshSanity(opt);
      const d = opt.dataset;
      request = { system: SYSTEM, action: "sanity", san: Number(d.san), int: Number(d.int), loss };
      if (d.dayStartSan !== undefined) request.day_start_san = Number(d.dayStartSan);
      if (d.lostToday !== undefined) request.lost_today = Number(d.lostToday);
      if (d.indefinite !== undefined) request.indefinite = true;
    } else {
      // Classic: the roll is made on the sheet, which the table puts in.
      request = { system: SYSTEM, action: "sheet", do: { op: "sanity", loss } };
    }
    const entry = await game("POST", "rolls", {
      request,
      character: opt.value,
      apply: true,
      visibility: $("sanity-visibility").value,
    });
    say(st, t("web-js-rolled"), "ok");
    const r = resultOf(entry);
    const lost = r.lost !== undefined ? r.lost : (r.outcome || {}).lost;
    const line =
      Number.isInteger(lost) && Number.isInteger(r.san)
        ? await text("web-keeper-sanity-done", { name, lost, san: r.san })
        : "";
    await showOutcome(entry.seq, $("sanity-result"), line);
  } catch (e) {
    fail(st, e);
  } finally {
    busy(form, false);
  }
});

onForm("damage", async (form) => {
  const st = statusOf(form);
  const opt = $("damage-character").selectedOptions[0];
  const expr = $("damage-expr").value.trim();
  if (!opt) return;
  if (!expr) {
    $("damage-expr").focus();
    return;
  }
  const name = opt.textContent;
  const visibility = $("damage-visibility").value;
  const box = $("damage-result");
  busy(form, true);
  try {
    say(st, t("web-js-working"));
    if (!form.dataset.event) {
      // The rules' own damage (7th edition H1–H5): a major wound, unconsciousness,
      // dying and the CON roll go on the sheet with the hit, not the lost HP alone.
      const d = await derivedOf(opt.value);
      const health = {};
      for (const k of ["hp", "max_hp", "major_wound", "unconscious", "dying", "needs_medicine", "dead"]) {
        if (d[k] !== undefined) health[k] = d[k];
      }
      const entry = await game("POST", "rolls", {
        request: { system: SYSTEM, action: "damage", expr, con: (d.characteristics || {}).CON, ...health },
        character: opt.value,
        apply: true,
        visibility,
      });
      const r = resultOf(entry);
      say(st, t("web-js-saved"), "ok");
      const line = await text("web-keeper-damage-done", { name, amount: r.amount, hp: r.hp, max: r.max_hp });
      await showOutcome(entry.seq, box, line);
      return;
    }
    // The rules' damage roll (never below 0), then its total off the sheet. No label:
    // the log says what was rolled for whom in each reader's own language.
    const entry = await game("POST", "rolls", {
      request: { system: SYSTEM, action: "damage", weapon: expr },
      character: opt.value,
      visibility,
    });
    const amount = resultOf(entry).total;
    const c = await game("POST", `characters/${opt.value}/events`, {
      events: [{ event: form.dataset.event, amount }],
      visibility,
    });
    const d = flat((c && c.derived) || {});
    say(st, t("web-js-saved"), "ok");
    const line = await text("web-keeper-damage-done", { name, amount, hp: d.hp, max: d.max_hp });
    await showOutcome(entry.seq, box, line);
  } catch (e) {
    fail(st, e);
  } finally {
    busy(form, false);
  }
});

// ----- non-player characters -----

/** Selects line `n` (1-based) of a textarea: where the stat block could not be read. */
function selectLine(area, n) {
  const lines = area.value.split("\n");
  if (!(n >= 1 && n <= lines.length)) return;
  const start = lines.slice(0, n - 1).reduce((sum, l) => sum + l.length + 1, 0);
  area.focus();
  area.setSelectionRange(start, start + lines[n - 1].length);
}

onForm("npc", async (form) => {
  const st = statusOf(form);
  const area = $("npc-statblock");
  busy(form, true);
  try {
    say(st, t("web-js-working"));
    await game("POST", "characters", { kind: "npc", statblock: area.value });
    area.value = "";
    say(st, t("web-js-npc-made"), "ok");
  } catch (e) {
    await fail(st, e);
    if (e.error && e.error.line) selectLine(area, Number(e.error.line));
  } finally {
    busy(form, false);
  }
});

onAction("show-npc", async (b) => {
  const st = $("npc-status") || b.parentElement;
  try {
    b.disabled = true;
    await game("POST", `characters/${encodeURIComponent(b.dataset.character)}/show`);
  } catch (e) {
    b.disabled = false;
    fail(st, e);
  }
});

// Game time passing for every investigator (C5, M1, N5): the Keeper's declaration.
onForm("time", async (form) => {
  const st = statusOf(form);
  const f = form.elements;
  const data = { hours: Number(f.hours.value || 0), visibility: f.visibility.value };
  if (f.new_day && f.new_day.checked) data.new_day = true;
  try {
    say(st, t("web-js-working"));
    const entries = await game("POST", "time", data);
    const [done] = await texts([["web-time-done", { count: entries.length }]]);
    say(st, done, "ok");
    if (entries.length) setTimeout(() => location.reload(), 900);
  } catch (e) {
    fail(st, e);
  }
});

// The dying investigator's CON roll (H4), asked of their player: the sheet gives CON.
onAction("ask-dying", async (b) => {
  const st = b.parentElement.querySelector(".form-status");
  const ask = {
    to: b.dataset.owner,
    character: b.dataset.character,
    request: { system: "coc7", action: "heal", treatment: "dying_round" },
    label: b.dataset.name,
  };
  b.disabled = true;
  try {
    say(st, t("web-js-working"));
    await game("POST", "requests", ask);
    say(st, t("web-js-saved"), "ok");
  } catch (e) {
    b.disabled = false;
    fail(st, e);
  }
});
