// What every page's module shares. The pages work on their own for reading; the
// modules send the forms to the JSON API (same origin, so the game's cookie goes with
// every request) and keep the log live over the WebSocket. Every piece of the log is
// rendered by the server: new entries are fetched as HTML.

const body = document.body;

/** The game of the page, and its system. */
export const GAME = body.dataset.game || null;
export const SYSTEM = body.dataset.system || null;

export const $ = (id) => document.getElementById(id);

const TEXTS = (() => {
  try {
    return JSON.parse(body.dataset.i18n || "{}");
  } catch (_) {
    return {};
  }
})();

/** A catalogue text without arguments: the page carries them, formatted. */
export function t(id) {
  return TEXTS[id] || id;
}

/** Catalogue texts with arguments, `[[id, {name: value}], …]`: the server formats them
 * in the page's language with their values, so plural forms are the language's own. */
export async function texts(list) {
  try {
    return await api("POST", "/texts", { lang: document.documentElement.lang, texts: list });
  } catch (_) {
    // The server is out of reach: the values alone still say something.
    return list.map(([, args]) => Object.values(args).join(" "));
  }
}

/** One catalogue text with arguments. */
export async function text(id, args) {
  return (await texts([[id, args]]))[0];
}

export class Failure extends Error {
  constructor(message, error) {
    super(message);
    this.error = error || null;
  }
}

/** A JSON request; a refusal throws a Failure with the server's message. */
export async function api(method, url, data) {
  const init = {
    method,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
  };
  if (data !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(data);
  }
  let res;
  try {
    res = await fetch(url, init);
  } catch (e) {
    throw new Failure(String((e && e.message) || e));
  }
  let json = null;
  try {
    json = await res.json();
  } catch (_) {
    json = null;
  }
  if (!res.ok) {
    const err = json && json.error ? json.error : null;
    throw new Failure(err && err.message ? err.message : res.status + " " + res.statusText, err);
  }
  return json;
}

/** A request to the game's part of the API (`rolls`, `characters/{id}`, …). */
export function game(method, path, data) {
  return api(method, `/api/v1/games/${GAME}/${path}`, data);
}

export function say(el, text, kind) {
  if (!el) return;
  el.textContent = text;
  if (kind) el.dataset.kind = kind;
  else delete el.dataset.kind;
}

/** What did not work, said in `el`. */
export async function fail(el, e) {
  say(el, await failure(e), "error");
}

/** The words for what did not work. */
export function failure(e) {
  return text("web-js-failed", { message: e.message || String(e) });
}

export const statusOf = (form) => form.querySelector(".form-status");

export function busy(form, on) {
  for (const b of form.querySelectorAll("button[type=submit]")) b.disabled = on;
}

// ----- forms and buttons: each page's module says what its own do -----

const forms = {};
const actions = {};

/** `fn(form)` sends the forms marked `data-form="{kind}"`. */
export function onForm(kind, fn) {
  forms[kind] = fn;
}

/** `fn(button)` is what the buttons marked `data-action="{name}"` do. */
export function onAction(name, fn) {
  actions[name] = fn;
}

document.addEventListener("submit", (ev) => {
  const form = ev.target;
  const kind = form.dataset ? form.dataset.form : null;
  if (!kind || !forms[kind]) return;
  ev.preventDefault();
  forms[kind](form);
});

document.addEventListener("click", (ev) => {
  const b = ev.target.closest("[data-action]");
  if (!b || !actions[b.dataset.action]) return;
  ev.preventDefault();
  actions[b.dataset.action](b);
});

// ----- log entries -----

const logList = $("log");
const logScroll = $("log-scroll");

async function entryHtml(seq) {
  const res = await fetch(`/games/${GAME}/entries/${seq}`, { credentials: "same-origin" });
  if (!res.ok) return null;
  const tpl = document.createElement("template");
  tpl.innerHTML = (await res.text()).trim();
  return tpl.content.firstElementChild;
}

function nearBottom() {
  return !logScroll || logScroll.scrollHeight - logScroll.scrollTop - logScroll.clientHeight < 80;
}

/** Puts entry `seq` in the page's log: replaces it when shown, else inserts it in order
 * (when `replaceOnly` is false and the page shows the log). */
export async function showEntry(seq, replaceOnly) {
  if (!GAME) return;
  // Only the log's own copy: the result box shows the same entry, and finding that one
  // instead kept a roll out of the log whenever its answer came before the live event.
  const inLog = () => (logList ? logList.querySelector(`:scope > [data-seq="${seq}"]`) : null);
  const existing = inLog();
  if (!existing && (replaceOnly || !logList)) return;
  const li = await entryHtml(seq);
  if (!li) return;
  const again = inLog();
  if (again) {
    again.replaceWith(li);
    return;
  }
  const stick = nearBottom();
  li.classList.add("new");
  const later = [...logList.children].find((x) => Number(x.dataset.seq) > seq);
  logList.insertBefore(li, later || null);
  const empty = $("log-empty");
  if (empty) empty.remove();
  if (stick && logScroll) logScroll.scrollTop = logScroll.scrollHeight;
}

/** Shows entry `seq` in a result box (the roll just made). */
export async function showResult(seq, box) {
  box = box || $("last-roll");
  if (!box) return;
  const li = await entryHtml(seq);
  if (!li) return;
  // One element per id: the log keeps `entry-N`, the result box shows a copy.
  li.removeAttribute("id");
  const ul = document.createElement("ul");
  ul.className = "log";
  ul.appendChild(li);
  box.replaceChildren(ul);
}

/** A roll just made: in the result box, and in the log when the page shows it. */
export async function showRoll(seq, box) {
  await showResult(seq, box);
  await showEntry(seq, false);
}

/** The result of a roll entry's (first) step, or an empty object. */
export function resultOf(entry) {
  const steps = entry && entry.body && entry.body.steps;
  const r = steps && steps[0] && steps[0].response && steps[0].response.result;
  return r && typeof r === "object" ? r : {};
}

// Any entry the Keeper sees may carry its reveal button.
onAction("reveal", async (b) => {
  b.disabled = true;
  try {
    await game("POST", `rolls/${b.dataset.seq}/reveal`);
    await showEntry(Number(b.dataset.seq), true);
  } catch (e) {
    b.disabled = false;
    alert(await failure(e));
  }
});

/** A character sheet page brought up to date after a roll changed the sheet (a tick, Luck
 * spent): the state section and each roll button's marks, fetched from the server, so
 * the result box and the focus stay where they are. */
export async function refreshSheet() {
  const state = $("sheet-state");
  if (!state) return;
  const res = await fetch(location.href, { credentials: "same-origin" });
  if (!res.ok) return;
  const page = new DOMParser().parseFromString(await res.text(), "text/html");
  const fresh = page.getElementById("sheet-state");
  if (fresh) state.replaceWith(document.importNode(fresh, true));
  for (const b of page.querySelectorAll(".skill-button")) {
    const mine = [...document.querySelectorAll(".skill-button")].find(
      (x) => x.dataset.skill === b.dataset.skill && x.dataset.kind === b.dataset.kind,
    );
    if (mine) mine.innerHTML = b.innerHTML;
  }
}

/** Puts the result box beside `near` (the button rolled from), and in view. */
export function placeResult(box, near) {
  if (!box || !near) return;
  const group = near.closest(".roll-group") || near;
  if (group.nextElementSibling !== box) group.after(box);
  if (typeof box.scrollIntoView === "function") box.scrollIntoView({ block: "nearest" });
}

/** Push a roll, spend Luck on it or re-roll it for 1 MP (7th edition R5, R9; classic's
 * house rules M2, M3), from its card's button: the
 * new roll shows where the card was, and the card loses its buttons. */
async function followUp(b, path, data) {
  const row = b.closest(".follow-up-actions");
  const st = row ? row.querySelector(".form-status") : null;
  for (const x of row ? row.querySelectorAll("button") : [b]) x.disabled = true;
  try {
    const entry = await game("POST", `rolls/${b.dataset.seq}/${path}`, data);
    const box = b.closest(".last-roll");
    await showRoll(entry.seq, box || undefined);
    await showEntry(Number(b.dataset.seq), true);
    await refreshSheet();
  } catch (e) {
    for (const x of row ? row.querySelectorAll("button") : [b]) x.disabled = false;
    await fail(st, e);
  }
}

onAction("push", (b) => followUp(b, "push"));
onAction("spend-luck", (b) => followUp(b, "luck", { points: Number(b.dataset.points) }));
onAction("mp-reroll", (b) => followUp(b, "mp-reroll"));

// The Narrator makes a Chthonian roll's Outcome a Trait of a character (R5).
onForm("outcome-trait", async (form) => {
  const st = form.querySelector(".form-status");
  const f = form.elements;
  const data = { character: f.character.value, name: f.name.value.trim(), hinders: f.hinders.checked };
  try {
    await game("POST", `rolls/${form.dataset.seq}/trait`, data);
    say(st, t("web-js-saved"), "ok");
    f.name.value = "";
  } catch (e) {
    await fail(st, e);
  }
});

// The Keeper awards a classic experience check for a successful use (T6).
onAction("award-check", async (b) => {
  const row = b.closest(".follow-up-actions");
  const st = row ? row.querySelector(".form-status") : null;
  b.disabled = true;
  try {
    await game("POST", `rolls/${b.dataset.seq}/check`);
    await showEntry(Number(b.dataset.seq), true);
  } catch (e) {
    b.disabled = false;
    await fail(st, e);
  }
});

onAction("copy", async (b) => {
  const target = $(b.dataset.target);
  if (!target) return;
  const section = b.closest("section");
  const st = section ? section.querySelector(".form-status") : null;
  try {
    await navigator.clipboard.writeText(target.value);
  } catch (_) {
    target.select();
    document.execCommand("copy");
  }
  say(st, t("web-js-copied"), "ok");
});

// ----- the live log -----

const watchers = [];
let after = null;

/** Calls `fn(entry)` for each new entry of the game's log, sent over the WebSocket.
 * `from` is the last entry the page shows, when it shows the log: the server sends
 * what came after it first. */
export function watch(fn, from) {
  watchers.push(fn);
  if (from !== undefined) after = from;
}

function live() {
  if (!GAME || !watchers.length || !("WebSocket" in window)) return;
  const status = $("live-status");
  let wait = 1000;
  const connect = () => {
    const proto = location.protocol === "https:" ? "wss://" : "ws://";
    const q = after === null ? "" : `?after=${after}`;
    const ws = new WebSocket(`${proto}${location.host}/api/v1/games/${GAME}/ws${q}`);
    ws.onopen = () => {
      wait = 1000;
      document.body.dataset.liveState = "connected";
      say(status, t("web-js-live-connected"));
    };
    ws.onmessage = async (ev) => {
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch (_) {
        return;
      }
      if (msg.type !== "entry" || !msg.entry) return;
      after = Math.max(after || 0, msg.entry.seq);
      for (const fn of watchers) await fn(msg.entry);
    };
    ws.onclose = () => {
      document.body.dataset.liveState = "lost";
      say(status, t("web-js-live-lost"), "error");
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 15000);
    };
  };
  connect();
}

// ----- live regions -----
// A part of a page marked `data-live="kind kind…"` is rendered again by the server when
// an entry of one of those kinds arrives: the page is fetched again (so its words stay
// the server's, in the reader's language, with what the reader may see) and the part
// with the same id replaced. A part whose field holds the focus waits until it loses it, so
// nothing being typed is lost; open `<details>` stay open.

const stale = new Set();
let refreshing = null;

function liveRegions() {
  if (!document.querySelector("[data-live]")) return;
  watch((e) => {
    for (const el of document.querySelectorAll("[data-live]")) {
      if (el.id && el.dataset.live.split(" ").includes(e.kind)) stale.add(el.id);
    }
    if (stale.size && !refreshing) refreshing = setTimeout(refreshRegions, 150);
  });
}

async function refreshRegions() {
  const ids = [...stale];
  stale.clear();
  try {
    const res = await fetch(location.href, { credentials: "same-origin" });
    if (!res.ok) return;
    const fresh = new DOMParser().parseFromString(await res.text(), "text/html");
    for (const id of ids) {
      const old = document.getElementById(id);
      const now = fresh.getElementById(id);
      if (!old || !now) continue;
      // Someone is typing or choosing here: come back when they leave it. A focused
      // button holds nothing to lose (it was just clicked).
      const field = document.activeElement && document.activeElement.matches("input, textarea, select");
      if (field && old.contains(document.activeElement)) {
        old.addEventListener(
          "focusout",
          () => {
            stale.add(id);
            if (!refreshing) refreshing = setTimeout(refreshRegions, 150);
          },
          { once: true },
        );
        continue;
      }
      for (const d of old.querySelectorAll("details[id]")) {
        const twin = now.querySelector(`details[id="${CSS.escape(d.id)}"]`);
        if (twin) twin.open = d.open;
      }
      old.replaceWith(document.importNode(now, true));
    }
  } finally {
    refreshing = null;
    if (stale.size) refreshing = setTimeout(refreshRegions, 150);
  }
}

liveRegions();

// Every page's module has run (and said what it watches) before this.
document.addEventListener("DOMContentLoaded", live);
