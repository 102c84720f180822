// Play by post: making a thread, posting, editing and deleting posts, and the thread
// kept live.

import { $, GAME, failure, fail, game, onAction, onForm, say, statusOf, t, watch } from "./keeper.js";

/** The thread's posts, rendered again by the server (unless a post is being edited). */
async function refreshPosts() {
  const posts = $("posts");
  if (!posts || posts.querySelector("textarea")) return;
  const res = await fetch(location.pathname, { credentials: "same-origin" });
  if (!res.ok) return;
  const doc = new DOMParser().parseFromString(await res.text(), "text/html");
  const fresh = doc.getElementById("posts");
  if (fresh) posts.replaceWith(document.importNode(fresh, true));
}

onForm("thread", async (form) => {
  const st = statusOf(form);
  try {
    say(st, t("web-js-working"));
    const dice = $("thread-dice");
    const th = await game("POST", "threads", {
      title: $("thread-title").value,
      dice_thread: !!(dice && dice.checked),
    });
    location.href = `/games/${GAME}/threads/${th.id}`;
  } catch (e) {
    fail(st, e);
  }
});

onForm("post", async (form) => {
  const st = statusOf(form);
  const text = $("post-body").value;
  try {
    say(st, t("web-js-working"));
    const vis = $("post-visibility");
    const post = { body: text, visibility: vis ? vis.value : "public" };
    // A whisper goes to the player chosen in "To which player".
    if (post.visibility === "whisper") post.to = $("post-to").value;
    const p = await game("POST", `threads/${form.dataset.thread}/posts`, post);
    $("post-body").value = "";
    say(st, t("web-js-saved"), "ok");
    await refreshPosts();
    const el = $("post-" + p.id);
    if (el) el.scrollIntoView({ block: "nearest" });
  } catch (e) {
    fail(st, e);
  }
});

// The recipient's field is shown only for a whisper.
const visibility = $("post-visibility");
if (visibility && $("post-to-field")) {
  visibility.addEventListener("change", () => {
    $("post-to-field").hidden = visibility.value !== "whisper";
  });
}

onAction("edit-post", (b) => {
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
      await game("PUT", `posts/${id}`, { body: area.value });
      editor.remove();
      content.hidden = false;
      await refreshPosts();
      const again = $("post-edit-" + id);
      if (again) again.focus();
    } catch (e) {
      fail(st, e);
    }
  });
});

// Quote and reply: the post as shown (its rolls as their results, never as tags that
// would roll again) goes into the new post inside [quote=Author].
onAction("quote-post", (b) => {
  const article = $("post-" + b.dataset.post);
  const body = $("post-body");
  if (!article || !body) return;
  const shown = article.querySelector(".post-text");
  const text = (shown ? shown.textContent : "").replace(/\[(\/?roll)/gi, "($1").trim();
  const author = (b.dataset.author || "").replace(/[\[\]]/g, "");
  body.value += `[quote=${author}]${text}[/quote]\n`;
  body.focus();
});

onAction("delete-post", async (b) => {
  if (!confirm(t("web-js-confirm-delete"))) return;
  try {
    await game("DELETE", `posts/${b.dataset.post}`);
    await refreshPosts();
  } catch (e) {
    alert(await failure(e));
  }
});

if ($("posts")) {
  watch(async (e) => {
    if (["post", "post_edited", "post_deleted"].includes(e.kind)) await refreshPosts();
  });
}

// Preview: the server renders the post as it will be shown (the one forum renderer);
// nothing is posted and no tag is rolled.
onAction("preview-post", async (b) => {
  const area = $("post-preview-area");
  const out = $("post-preview-body");
  const st = $("post-status");
  if (!area || !out) return;
  try {
    say(st, t("web-js-working"));
    const p = await game("POST", `threads/${b.dataset.thread}/preview`, { body: $("post-body").value });
    // The server's fragment: the post's text escaped, its safe BBCode rendered.
    out.innerHTML = p.html;
    area.hidden = false;
    say(st, "");
  } catch (e) {
    fail(st, e);
  }
});
