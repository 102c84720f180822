// The fight forecast on the Keeper's screen (7th edition and classic): one call to the API, then its
// words as the server wrote them in the Keeper's language, each fighter's chances as one
// bar of six parts (the legend, written by the page, names them) and the rounds the
// fight lasts as a bar chart.

import { $, busy, fail, game, onForm, say, statusOf, t } from "./keeper.js";

const CONDITIONS = ["dead", "dying", "unconscious", "major_wound", "wounded", "unhurt"];

const percent = (p) => `${(100 * p).toFixed(1)}%`;

/** The legend's words for `condition`. */
function label(condition) {
  const item = document.querySelector(`#forecast-legend [data-condition="${condition}"]`);
  return item ? item.textContent.trim() : condition;
}

function node(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function drawWords(words) {
  const list = $("forecast-words");
  list.replaceChildren(...words.map((w) => node("li", "", w)));
}

/** One row per fighter: its name, then a bar whose parts are its chances. */
function drawBars(forecast) {
  const rows = forecast.combatants.map((c) => {
    const row = node("div", "forecast-row");
    row.append(node("span", "forecast-name", c.name));
    const bar = node("div", "forecast-bar");
    bar.setAttribute("role", "img");
    bar.setAttribute(
      "aria-label",
      `${c.name}: ${CONDITIONS.map((k) => `${label(k)} ${percent(c[k].value)}`).join(", ")}`,
    );
    for (const k of CONDITIONS) {
      const part = node("span", "forecast-part");
      part.classList.add(`forecast-${k}`);
      part.style.width = `${100 * c[k].value}%`;
      part.title = `${label(k)}: ${percent(c[k].value)}`;
      bar.append(part);
    }
    row.append(bar);
    return row;
  });
  $("forecast-bars").replaceChildren(...rows);
}

/** A column per round, its height the chance the fight ends in it. */
function drawRounds(forecast) {
  const top = Math.max(...forecast.rounds.map((r) => r.value), 1e-9);
  // Rounds past the last that holds a tenth of a percent would only be empty columns.
  let last = forecast.rounds.length;
  while (last > 1 && forecast.rounds[last - 1].value < 0.001) last -= 1;
  const cols = forecast.rounds.slice(0, last).map((r, i) => {
    const col = node("div", "forecast-col");
    col.title = `${i + 1}: ${percent(r.value)}`;
    const fill = node("span", "forecast-fill");
    fill.style.height = `${(100 * r.value) / top}%`;
    col.append(fill, node("span", "forecast-round", String(i + 1)));
    return col;
  });
  $("forecast-rounds").replaceChildren(...cols);
}

onForm("forecast", async (form) => {
  const st = statusOf(form);
  const f = form.elements;
  busy(form, true);
  try {
    say(st, t("web-js-working"));
    const answer = await game("POST", "fight/forecast", {
      method: f.method.value,
      fights: Number(f.fights.value),
    });
    drawWords(answer.words);
    drawBars(answer.forecast);
    drawRounds(answer.forecast);
    $("forecast-result").hidden = false;
    say(st, "");
  } catch (e) {
    await fail(st, e);
  } finally {
    busy(form, false);
  }
});
