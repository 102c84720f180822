// The table's log page: the log kept live, and the rolls asked of the member.

import { $, GAME, fail, game, onAction, showEntry, showRoll, watch } from "./keeper.js";

const log = $("log");
const scroll = $("log-scroll");
if (scroll) scroll.scrollTop = scroll.scrollHeight;

/** The panel of rolls asked of the member, rendered again by the server. */
async function refreshRequests() {
  const panel = $("requests");
  if (!panel) return;
  const res = await fetch(`/games/${GAME}/fragments/requests`, { credentials: "same-origin" });
  if (!res.ok) return;
  const tpl = document.createElement("template");
  tpl.innerHTML = (await res.text()).trim();
  const fresh = tpl.content.firstElementChild;
  if (fresh) panel.replaceWith(fresh);
}

onAction("answer", async (b) => {
  b.disabled = true;
  try {
    const entry = await game("POST", `requests/${b.dataset.request}/answer`);
    const li = $("request-" + b.dataset.request);
    if (li) li.remove();
    await showRoll(entry.seq);
    await refreshRequests();
  } catch (e) {
    b.disabled = false;
    fail($("dice-status") || $("last-roll"), e);
  }
});

if (log || $("requests")) {
  watch(
    async (e) => {
      await showEntry(e.seq, false);
      if (e.kind === "reveal" && e.body && e.body.seq) await showEntry(e.body.seq, true);
      if (e.kind === "roll_request" || (e.kind === "roll" && e.body && e.body.request)) {
        await refreshRequests();
      }
    },
    log ? Number(log.dataset.after || 0) : undefined,
  );
}

// Signing out ends this browser's token for good: the button says what that means.
const signout = $("signout-form");
if (signout) {
  signout.addEventListener("submit", (e) => {
    if (!confirm($("signout").dataset.confirm)) e.preventDefault();
  });
}
