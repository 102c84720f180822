// keeper's pages: the live log and the forms. The pages work on their own for
// reading; this script sends the forms to the JSON API (same origin, so the game's
// cookie goes with every request) and keeps the log live over the WebSocket. Every
// piece of the log is rendered by the server: new entries are fetched as HTML.
"use strict";

(() => {
  const body = document.body;
  const GAME = body.dataset.game || null;
  let TEXTS = {};
  try {
    TEXTS = JSON.parse(body.dataset.i18n || "{}");
  } catch (_) {
    TEXTS = {};
  }

  /** `text` with its `%name%` marks replaced by values. */
  function subst(text, args) {
    let s = String(text || "");
    for (const [k, v] of Object.entries(args || {})) {
      s = s.split("%" + k + "%").join(String(v));
    }
    return s;
  }

  /** A catalogue text, with `%name%` marks replaced by values. */
  function t(id, args) {
    return subst(TEXTS[id] || id, args);
  }

  const $ = (id) => document.getElementById(id);

  class Failure extends Error {
    constructor(message, error) {
      super(message);
      this.error = error || null;
    }
  }

  async function api(method, url, data) {
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
      throw new Failure(
        err && err.message ? err.message : res.status + " " + res.statusText,
        err,
      );
    }
    return json;
  }

  function say(el, text, kind) {
    if (!el) return;
    el.textContent = text;
    if (kind) el.dataset.kind = kind;
    else delete el.dataset.kind;
  }

  function fail(el, e) {
    say(el, t("web-js-failed", { message: e.message || String(e) }), "error");
  }

  const statusOf = (form) => form.querySelector(".form-status");

  function busy(form, on) {
    for (const b of form.querySelectorAll("button[type=submit]")) b.disabled = on;
  }

  // ----- numbers -----

  function parts(frac) {
    const [n, d] = String(frac).split("/");
    return [BigInt(n), BigInt(d || "1")];
  }

  /** "159/200" → "79.5%". */
  function percent(frac) {
    try {
      const [n, d] = parts(frac);
      if (d === 0n) return "?";
      const x = Number((n * 1000000n) / d) / 10000;
      return Math.round(x * 100) / 100 + "%";
    } catch (_) {
      return "?";
    }
  }

  /** "21/2" → "10.5". */
  function decimal(frac) {
    try {
      const [n, d] = parts(frac);
      if (d === 0n) return "?";
      return String(Number((n * 100n) / d) / 100);
    } catch (_) {
      return String(frac);
    }
  }

  /** Physical dice as typed ("3,4,1" or "3 4 1"): a list, null when empty, or throws. */
  function physical(text) {
    const s = (text || "").trim();
    if (!s) return null;
    const faces = s.split(/[\s,;]+/).filter(Boolean).map((x) => {
      if (!/^-?\d+$/.test(x)) throw new Failure(t("web-js-bad-dice"));
      return parseInt(x, 10);
    });
    return faces;
  }

  // ----- odds -----

  function levelText(name) {
    const id = "web-level-" + String(name).replaceAll("_", "-");
    return TEXTS[id] ? t(id) : name;
  }

  /** Renders an odds answer into `out` (text only: no markup from outside). */
  function showOdds(out, odds) {
    out.replaceChildren();
    if (!odds) {
      out.textContent = t("web-js-odds-none");
      return;
    }
    const line = (text, strong) => {
      const p = document.createElement(strong ? "strong" : "span");
      p.textContent = text;
      p.style.display = "block";
      out.appendChild(p);
    };
    if (Array.isArray(odds.distribution)) {
      const dist = odds.distribution;
      const min = dist.length ? dist[0][0] : "?";
      const max = dist.length ? dist[dist.length - 1][0] : "?";
      line(t("web-js-odds-mean", { mean: decimal(odds.mean), min, max }), true);
      if (dist.length <= 12) {
        line(
          dist.map(([v, p]) => t("web-js-odds-outcome", { value: v, percent: percent(p) })).join(" · "),
        );
      }
      return;
    }
    if (odds.success !== undefined) {
      line(t("web-js-odds-success", { fraction: odds.success, percent: percent(odds.success) }), true);
      if (odds.levels) {
        line(
          Object.entries(odds.levels)
            .map(([l, p]) => t("web-js-odds-level", { level: levelText(l), percent: percent(p) }))
            .join(" · "),
        );
      }
      return;
    }
    out.textContent = t("web-js-odds-none");
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
        try {
          const r = await api("POST", "/api/v1/odds", data);
          if (n === asked) showOdds(out, r.odds);
        } catch (_) {
          if (n === asked) showOdds(out, null);
        }
      }, 250);
    };
  }

  // ----- the log -----

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

  /** Puts entry `seq` in the log: replaces it when shown, else inserts it in order. */
  async function showEntry(seq, replaceOnly) {
    if (!GAME) return;
    const existing = $("entry-" + seq);
    if (!existing && (replaceOnly || !logList)) return;
    const li = await entryHtml(seq);
    if (!li) return;
    const again = $("entry-" + seq);
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
  async function showResult(seq, box) {
    box = box || $("last-roll");
    if (!box) return;
    const li = await entryHtml(seq);
    if (!li) return;
    const ul = document.createElement("ul");
    ul.className = "log";
    ul.appendChild(li);
    box.replaceChildren(ul);
  }

  async function refreshRequests() {
    const panel = $("requests");
    if (!panel || !GAME) return;
    const res = await fetch(`/games/${GAME}/fragments/requests`, { credentials: "same-origin" });
    if (!res.ok) return;
    const tpl = document.createElement("template");
    tpl.innerHTML = (await res.text()).trim();
    const fresh = tpl.content.firstElementChild;
    if (fresh && !panel.contains(document.activeElement)) panel.replaceWith(fresh);
    else if (fresh) panel.replaceWith(fresh);
  }

  async function refreshPosts() {
    const posts = $("posts");
    if (!posts || posts.querySelector("textarea")) return;
    const res = await fetch(location.pathname, { credentials: "same-origin" });
    if (!res.ok) return;
    const doc = new DOMParser().parseFromString(await res.text(), "text/html");
    const fresh = doc.getElementById("posts");
    if (fresh) posts.replaceWith(document.importNode(fresh, true));
  }

  function live() {
    if (!GAME || !("WebSocket" in window)) return;
    if (!logList && !$("posts") && !$("requests")) return;
    const status = $("live-status");
    let after = logList ? Number(logList.dataset.after || 0) : null;
    let wait = 1000;
    const connect = () => {
      const proto = location.protocol === "https:" ? "wss://" : "ws://";
      const q = after === null ? "" : `?after=${after}`;
      const ws = new WebSocket(`${proto}${location.host}/api/v1/games/${GAME}/ws${q}`);
      ws.onopen = () => {
        wait = 1000;
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
        const e = msg.entry;
        after = Math.max(after || 0, e.seq);
        await showEntry(e.seq, false);
        if (e.kind === "reveal" && e.body && e.body.seq) await showEntry(e.body.seq, true);
        if (e.kind === "roll_request" || (e.kind === "roll" && e.body && e.body.request)) {
          await refreshRequests();
        }
        if (["post", "post_edited", "post_deleted"].includes(e.kind)) await refreshPosts();
      };
      ws.onclose = () => {
        say(status, t("web-js-live-lost"), "error");
        setTimeout(connect, wait);
        wait = Math.min(wait * 2, 15000);
      };
    };
    connect();
  }

  // ----- forms -----

  const forms = {};

  forms.dice = async (form) => {
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
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, order);
      say(st, t("web-js-rolled"), "ok");
      $("dice-physical").value = "";
      await showResult(entry.seq);
      await showEntry(entry.seq, false);
    } catch (e) {
      fail(st, e);
    }
  };

  // The check dialog of a skill button.
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
    $("check-title").textContent = current.skill;
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

  forms.check = async (form) => {
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
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, order);
      closeCheck();
      await showResult(entry.seq);
      await showEntry(entry.seq, false);
    } catch (e) {
      fail(st, e);
    }
    void form;
  };

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

  forms.chthonian = async (form) => {
    const st = statusOf(form);
    const order = {
      request: chthonianRequest(form),
      character: form.dataset.character,
      visibility: form.querySelector("select[name=visibility]").value,
    };
    try {
      say(st, t("web-js-working"));
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, order);
      say(st, t("web-js-rolled"), "ok");
      await showResult(entry.seq);
      await showEntry(entry.seq, false);
    } catch (e) {
      fail(st, e);
    }
  };

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

  forms.ask = async (form) => {
    const st = statusOf(form);
    const system = body.dataset.system;
    const body_ = {
      to: $("ask-to").value,
      visibility: $("ask-visibility").value,
    };
    const label = $("ask-skill").value.trim();
    if (label) body_.label = label;
    if ($("ask-character").value) body_.character = $("ask-character").value;
    const expr = $("ask-expr").value.trim();
    try {
      if (expr) {
        body_.expr = expr;
      } else if (system === "chthonian") {
        body_.request = {
          system,
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
        body_.request =
          system === "coc7"
            ? {
                system,
                action: "check",
                value,
                difficulty: $("ask-difficulty").value,
                bonus: Number($("ask-bonus").value || 0),
                penalty: Number($("ask-penalty").value || 0),
              }
            : { system, action: "check", value };
      }
      say(st, t("web-js-working"));
      await api("POST", `/api/v1/games/${GAME}/requests`, body_);
      say(st, t("web-js-saved"), "ok");
      setTimeout(() => location.reload(), 600);
    } catch (e) {
      fail(st, e);
    }
  };

  forms.blind = async (form) => {
    const st = statusOf(form);
    const order = { expr: $("blind-expr").value.trim(), visibility: $("blind-visibility").value };
    const label = $("blind-label").value.trim();
    if (label) order.label = label;
    try {
      say(st, t("web-js-working"));
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, order);
      say(st, t("web-js-rolled"), "ok");
      await showResult(entry.seq, $("blind-result"));
    } catch (e) {
      fail(st, e);
    }
  };

  forms.effects = async (form) => {
    const st = statusOf(form);
    const character = $("effect-character").value;
    const data = {
      events: [{ event: $("effect-kind").value, amount: Number($("effect-amount").value || 0) }],
      visibility: $("effect-visibility").value,
    };
    try {
      say(st, t("web-js-working"));
      await api("POST", `/api/v1/games/${GAME}/characters/${character}/events`, data);
      say(st, t("web-js-saved"), "ok");
      setTimeout(() => location.reload(), 600);
    } catch (e) {
      fail(st, e);
    }
  };

  /** The result of a roll entry's (first) step, or an empty object. */
  function resultOf(entry) {
    const steps = entry && entry.body && entry.body.steps;
    const r = steps && steps[0] && steps[0].response && steps[0].response.result;
    return r && typeof r === "object" ? r : {};
  }

  /** Shows entry `seq` in `box`, with a line of `text` (what it did) at its end. */
  async function showOutcome(seq, box, text) {
    await showResult(seq, box);
    if (!text || !box) return;
    const p = document.createElement("p");
    p.className = "result-line";
    const strong = document.createElement("strong");
    strong.textContent = text;
    p.appendChild(strong);
    (box.querySelector(".entry") || box).appendChild(p);
  }

  /** Sets or removes `data-{key}` on `el`. */
  function setData(el, key, value) {
    if (value === undefined || value === null || value === false) delete el.dataset[key];
    else el.dataset[key] = value === true ? "" : String(value);
  }

  /** Reads a 7th edition character's SAN, INT and the day's losses again from the
   * server into its option of the Sanity form (rolls elsewhere may have changed them). */
  // What the rules derive from a character's sheet now (HP, SAN, the day's losses).
  async function derivedOf(id) {
    const c = await api("GET", `/api/v1/games/${GAME}/characters/${id}`);
    return (c && c.derived) || {};
  }

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

  forms.sanity = async (form) => {
    const st = statusOf(form);
    const opt = $("sanity-character").selectedOptions[0];
    const loss = $("sanity-loss").value.trim();
    if (!opt) return;
    if (!loss) {
      $("sanity-loss").focus();
      return;
    }
    const system = body.dataset.system;
    const name = opt.textContent;
    busy(form, true);
    try {
      say(st, t("web-js-working"));
      let request;
      if (system === "coc7") {
        await refreshSanity(opt);
        const d = opt.dataset;
        request = { system, action: "sanity", san: Number(d.san), int: Number(d.int), loss };
        if (d.dayStartSan !== undefined) request.day_start_san = Number(d.dayStartSan);
        if (d.lostToday !== undefined) request.lost_today = Number(d.lostToday);
        if (d.indefinite !== undefined) request.indefinite = true;
      } else {
        // Classic: the roll is made on the sheet, which the table puts in.
        request = { system, action: "sheet", do: { op: "sanity", loss } };
      }
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, {
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
          ? subst(form.dataset.done, { name, lost, san: r.san })
          : "";
      await showOutcome(entry.seq, $("sanity-result"), line);
    } catch (e) {
      fail(st, e);
    } finally {
      busy(form, false);
    }
  };

  forms.damage = async (form) => {
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
        const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, {
          request: { system: body.dataset.system, action: "damage", expr, con: (d.characteristics || {}).CON, ...health },
          character: opt.value,
          apply: true,
          visibility,
        });
        const r = resultOf(entry);
        say(st, t("web-js-saved"), "ok");
        await showOutcome(
          entry.seq,
          box,
          subst(form.dataset.done, { name, amount: r.amount, hp: r.hp, max: r.max_hp }),
        );
        return;
      }
      // No label: the log says what was rolled for whom in each reader's own language.
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, {
        expr,
        character: opt.value,
        visibility,
      });
      const total = resultOf(entry).total;
      if (!Number.isInteger(total)) {
        await showResult(entry.seq, box);
        throw new Failure(form.dataset.noTotal);
      }
      const amount = Math.max(0, total);
      const c = await api("POST", `/api/v1/games/${GAME}/characters/${opt.value}/events`, {
        events: [{ event: form.dataset.event, amount }],
        visibility,
      });
      const d = (c && c.derived) || {};
      say(st, t("web-js-saved"), "ok");
      await showOutcome(
        entry.seq,
        box,
        subst(form.dataset.done, { name, amount, hp: d.hp, max: d.max_hp }),
      );
    } catch (e) {
      fail(st, e);
    } finally {
      busy(form, false);
    }
  };

  forms.thread = async (form) => {
    const st = statusOf(form);
    try {
      say(st, t("web-js-working"));
      const th = await api("POST", `/api/v1/games/${GAME}/threads`, { title: $("thread-title").value });
      location.href = `/games/${GAME}/threads/${th.id}`;
    } catch (e) {
      fail(st, e);
    }
  };

  forms.post = async (form) => {
    const st = statusOf(form);
    const text = $("post-body").value;
    try {
      say(st, t("web-js-working"));
      const p = await api("POST", `/api/v1/games/${GAME}/threads/${form.dataset.thread}/posts`, { body: text });
      $("post-body").value = "";
      say(st, t("web-js-saved"), "ok");
      await refreshPosts();
      const el = $("post-" + p.id);
      if (el) el.scrollIntoView({ block: "nearest" });
    } catch (e) {
      fail(st, e);
    }
  };

  // Character creation: the form goes to the page's own handler, which answers JSON.
  function issueStep(field) {
    if (!field) return null;
    if (field.startsWith("characteristics") || field === "method") return 0;
    if (field.startsWith("occupation")) return 2;
    if (field.startsWith("interests")) return 3;
    if (field === "name") return 4;
    return null;
  }

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
      const p = document.createElement("p");
      const issues = Array.isArray(err.issues) && err.issues.length;
      p.textContent = issues ? t("web-js-create-issues") : t("web-js-failed", { message: err.message || "" });
      box.appendChild(p);
      if (issues) {
        const ul = document.createElement("ul");
        for (const i of err.issues) {
          const li = document.createElement("li");
          li.textContent = i.message;
          ul.appendChild(li);
        }
        box.appendChild(ul);
      }
      const first = Array.isArray(err.issues) && err.issues.length ? err.issues[0].field : err.field;
      const step = issueStep(first);
      if (wizard && step !== null) wizard.show(step);
      box.scrollIntoView({ block: "nearest" });
    } catch (e) {
      fail(box, e);
    } finally {
      busy(form, false);
    }
  }

  forms.wizard = create;
  forms.create = create;

  document.addEventListener("submit", (ev) => {
    const form = ev.target;
    const kind = form.dataset ? form.dataset.form : null;
    if (!kind || !forms[kind]) return;
    ev.preventDefault();
    forms[kind](form);
  });

  // ----- buttons -----

  const actions = {};

  actions.skill = (b) => openCheck(b);
  actions["close-dialog"] = () => closeCheck();

  actions.answer = async (b) => {
    b.disabled = true;
    try {
      const entry = await api("POST", `/api/v1/games/${GAME}/requests/${b.dataset.request}/answer`);
      const li = $("request-" + b.dataset.request);
      if (li) li.remove();
      await showResult(entry.seq);
      await showEntry(entry.seq, false);
      await refreshRequests();
    } catch (e) {
      b.disabled = false;
      fail($("dice-status") || $("last-roll"), e);
    }
  };

  actions.reveal = async (b) => {
    b.disabled = true;
    try {
      await api("POST", `/api/v1/games/${GAME}/rolls/${b.dataset.seq}/reveal`);
      await showEntry(Number(b.dataset.seq), true);
    } catch (e) {
      b.disabled = false;
      alert(t("web-js-failed", { message: e.message }));
    }
  };

  actions.invite = async (b) => {
    const st = $("invite-status");
    try {
      say(st, t("web-js-working"));
      const r = await api("POST", `/api/v1/games/${GAME}/invites`, { role: b.dataset.role });
      const url = $("invite-url");
      url.value = location.origin + r.path;
      url.focus();
      url.select();
      say(st, t("web-js-invite-made"), "ok");
    } catch (e) {
      fail(st, e);
    }
  };

  actions.copy = async (b) => {
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
  };

  async function control(b, path, confirmId) {
    if (!confirm(t(confirmId))) return;
    const st = $("controls-status");
    try {
      say(st, t("web-js-working"));
      await api("POST", `/api/v1/games/${GAME}/${path}`);
      location.reload();
    } catch (e) {
      fail(st, e);
    }
    void b;
  }

  actions["end-game"] = (b) => control(b, "end", "web-js-confirm-end");
  actions["reveal-seed"] = (b) => control(b, "reveal-seed", "web-js-confirm-reveal-seed");

  actions["edit-post"] = (b) => {
    const id = b.dataset.post;
    const article = $("post-" + id);
    if (!article || $("post-edit-body-" + id)) return;
    const tpl = article.querySelector("template.post-source");
    const source = tpl ? tpl.content.textContent : "";
    const content = article.querySelector(".post-content");
    const editor = document.createElement("div");
    editor.className = "post-editor";
    const label = document.createElement("label");
    label.htmlFor = "post-edit-body-" + id;
    label.className = "visually-hidden";
    label.textContent = b.textContent;
    const area = document.createElement("textarea");
    area.id = "post-edit-body-" + id;
    area.rows = 6;
    area.value = source;
    const row = document.createElement("div");
    row.className = "button-row";
    const save = document.createElement("button");
    save.type = "button";
    save.id = "post-save-" + id;
    save.textContent = t("web-js-save");
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "secondary";
    cancel.textContent = t("web-js-cancel");
    const st = document.createElement("p");
    st.className = "form-status";
    st.setAttribute("role", "status");
    row.append(save, cancel);
    editor.append(label, area, row, st);
    const tools = article.querySelector(".post-actions");
    content.hidden = true;
    if (tools) tools.hidden = true;
    content.after(editor);
    area.focus();
    cancel.addEventListener("click", () => {
      editor.remove();
      content.hidden = false;
      if (tools) tools.hidden = false;
      b.focus();
    });
    save.addEventListener("click", async () => {
      try {
        say(st, t("web-js-working"));
        await api("PUT", `/api/v1/games/${GAME}/posts/${id}`, { body: area.value });
        editor.remove();
        content.hidden = false;
        await refreshPosts();
        const again = $("post-edit-" + id);
        if (again) again.focus();
      } catch (e) {
        fail(st, e);
      }
    });
  };

  actions["delete-post"] = async (b) => {
    if (!confirm(t("web-js-confirm-delete"))) return;
    try {
      await api("DELETE", `/api/v1/games/${GAME}/posts/${b.dataset.post}`);
      await refreshPosts();
    } catch (e) {
      alert(t("web-js-failed", { message: e.message }));
    }
  };

  actions["roll-characteristics"] = async (b) => {
    const st = $("array-status");
    // One roll at a time (a disabled button takes no clicks): an answer arriving after
    // the player typed would overwrite it.
    b.disabled = true;
    try {
      say(st, t("web-js-working"));
      // Rolled at the table, so the roll is in the log like any other (C2); the log
      // names the action in each reader's language.
      const entry = await api("POST", `/api/v1/games/${GAME}/rolls`, {
        request: { system: "coc7", action: "characteristics", roll_luck: false },
        visibility: "public",
      });
      for (const [k, v] of Object.entries(resultOf(entry).characteristics || {})) {
        const input = $("char-" + k);
        if (input) input.value = v;
      }
      $("method-rolled").checked = true;
      say(st, "");
      wizardCharacteristicsChanged();
    } catch (e) {
      fail(st, e);
    } finally {
      b.disabled = false;
    }
  };

  actions["wizard-next"] = () => wizard && wizard.show(wizard.at + 1);
  actions["wizard-back"] = () => wizard && wizard.show(wizard.at - 1);

  document.addEventListener("click", (ev) => {
    const b = ev.target.closest("[data-action]");
    if (!b || !actions[b.dataset.action]) return;
    ev.preventDefault();
    actions[b.dataset.action](b);
  });

  // ----- the wizard -----

  let wizard = null;

  function characteristics() {
    const out = {};
    for (const input of document.querySelectorAll(".char-input")) {
      out[input.name] = Number(input.value || 0);
    }
    return out;
  }

  const updateDerived = (() => {
    let timer = null;
    return () => {
      const out = $("derived");
      if (!out) return;
      clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          const r = await api("POST", "/api/v1/resolve", {
            system: "coc7",
            action: "sheet",
            sheet: { format: "keeper-coc7-sheet", version: 1, name: "?", characteristics: characteristics() },
          });
          const d = r.result;
          out.textContent = t("web-js-derived", {
            hp: d.max_hp,
            mp: d.max_mp,
            san: d.san,
            db: d.db,
            build: d.build,
          });
        } catch (e) {
          out.textContent = e.message;
        }
      }, 250);
    };
  })();

  function wizardCharacteristicsChanged() {
    const st = $("array-status");
    const form = $("wizard");
    if (!form || !st) return;
    if ($("method-quickstart").checked) {
      const left = form.dataset.array.split(",").map((x) => Number(x.trim()));
      const extra = [];
      for (const v of Object.values(characteristics())) {
        const i = left.indexOf(v);
        if (i >= 0) left.splice(i, 1);
        else extra.push(v);
      }
      if (left.length === 0) say(st, t("web-js-array-ok"), "ok");
      else say(st, t("web-js-array-left", { values: left.join(", ") }), "error");
    } else {
      say(st, "");
    }
    updateDerived();
  }

  function slotHint(slot) {
    switch (slot.kind) {
      case "one_of":
        return t("web-js-slot-one-of", { skills: slot.skills });
      case "art_craft":
        return t("web-js-slot-art-craft");
      case "language_other":
        return t("web-js-slot-language-other");
      case "firearms":
        return t("web-js-slot-firearms");
      case "any":
        return t("web-js-slot-any");
      default:
        return "";
    }
  }

  function occupationChanged(initial) {
    const select = $("wizard-occupation");
    if (!select) return;
    let table = {};
    try {
      table = JSON.parse(select.dataset.occupations || "{}");
    } catch (_) {
      table = {};
    }
    const slots = table[select.value] || null;
    for (let i = 0; i < 8; i++) {
      const input = $("occ-skill-" + i);
      const hint = $("occ-hint-" + i);
      const slot = slots ? slots[i] : { kind: "any", skills: "" };
      const mayFill = !initial || !input.value;
      if (mayFill && (!input.value || input.dataset.auto === "1" || !initial)) {
        input.value = slot.skill ? slot.skills : "";
        input.dataset.auto = "1";
      }
      hint.textContent = slot.skill ? "" : slotHint(slot);
    }
  }

  function setupWizard() {
    const form = $("wizard");
    if (!form) return;
    const steps = [...form.querySelectorAll(".wizard-step")];
    form.classList.add("js-wizard");
    wizard = {
      at: 0,
      show(i) {
        i = Math.max(0, Math.min(steps.length - 1, i));
        this.at = i;
        steps.forEach((s, k) => s.classList.toggle("current", k === i));
        $("wizard-progress").textContent = t("web-js-step", { step: i + 1, steps: steps.length });
        $("wizard-back").hidden = i === 0;
        $("wizard-next").hidden = i === steps.length - 1;
        $("wizard-create").hidden = i !== steps.length - 1;
        const first = steps[i].querySelector("input:not([type=hidden]), select, textarea");
        if (first && document.activeElement && form.contains(document.activeElement)) first.focus();
      },
    };
    wizard.show(0);
    for (const input of document.querySelectorAll(".char-input, input[name=method]")) {
      input.addEventListener("input", wizardCharacteristicsChanged);
      input.addEventListener("change", wizardCharacteristicsChanged);
    }
    for (let i = 0; i < 8; i++) {
      const input = $("occ-skill-" + i);
      if (input) input.addEventListener("input", () => (input.dataset.auto = "0"));
    }
    $("wizard-occupation").addEventListener("change", () => occupationChanged(false));
    occupationChanged(true);
    wizardCharacteristicsChanged();
  }

  // ----- setup -----

  function setup() {
    if (logScroll) logScroll.scrollTop = logScroll.scrollHeight;

    const expr = $("dice-expr");
    if (expr) {
      const update = oddsUpdater($("odds"), () => {
        const e = expr.value.trim();
        // The system lets a BCDice command (CC<=50) have odds too.
        const system = document.body.dataset.system;
        return e ? { expr: e, system } : null;
      });
      expr.addEventListener("input", update);
    }

    const checkForm = $("check-form");
    if (checkForm) {
      checkForm.addEventListener("input", checkOdds);
      checkForm.addEventListener("change", checkOdds);
      const dialog = $("check-dialog");
      dialog.addEventListener("close", () => {
        if (opener) opener.focus();
      });
    }

    for (const form of document.querySelectorAll("form.chthonian-roll")) {
      const update = oddsUpdater(form.querySelector(".odds"), () => ({ request: chthonianRequest(form) }));
      form.addEventListener("input", update);
      form.addEventListener("change", update);
      update();
    }

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

    setupWizard();
    live();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", setup);
  else setup();
})();
