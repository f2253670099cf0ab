// Embed mode (?embed: a game inside someone's post) and the snippet that puts a game there. In an embed the page
// tells its parent its height whenever it changes ({type: "pygames:height", height}), so the snippet's few lines of
// script size the frame to the game.
import { chosenSeatOptions } from "./setup-seats.js";
import { h } from "./widgets.js";

// The snippet frame's height without its script: the tallest game's first screen at the snippet's 960 px width (Sleuth's,
// 908 px), with a little room.
const EMBED_HEIGHT = 940;

// The setup's "Put this game on your own page": the snippet for the game as the setup stands (update() after a change).
export function embedSnippet(shell, form) {
  const { tr } = shell;
  const { info } = form;
  const code = h("textarea", { class: "embed-code", readonly: true, rows: "6", "aria-label": tr("shell.embed_code") });
  const copied = h("span", { class: "embed-copied", role: "status" });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code.value);
    } catch {
      code.select(); // no clipboard (an insecure origin, a refused permission): selected for the reader to copy
      document.execCommand?.("copy");
    }
    copied.textContent = tr("shell.copied");
  };
  const element = h(
    "details",
    { class: "embed" },
    h("summary", {}, tr("shell.embed_summary")),
    h("p", {}, tr("shell.embed_hint")),
    code,
    h("p", {}, h("button", { class: "btn", type: "button", onclick: copy }, tr("shell.copy")), " ", copied),
  );
  const linkHash = () => {
    const seatText = form.seats
      .map((s, i) => (s.bot ? `bot:${s.bot}` : encodeURIComponent(s.name.trim() || tr("shell.player_n", { n: i + 1 }))))
      .join(",");
    const extra = Object.entries({ ...form.options, ...chosenSeatOptions(form) })
      .filter(([k, v]) => v !== info.options[k] && !(Array.isArray(v) && !v.length))
      .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
      .join("");
    return `#/${info.id}?seats=${seatText}&lang=${form.language}${extra}`;
  };
  const update = () => {
    copied.textContent = "";
    const src = `${location.origin}${location.pathname}?embed${linkHash()}`;
    const frameId = `pygames-${info.id}`;
    const title = shell.gameText(info, "title", info.title);
    // The frame's own height fits the tallest game for pages that allow no script; the few lines after it size the
    // frame to the game, from the height the game sends (only that frame's messages, from this site's origin).
    code.value =
      `<iframe id="${frameId}" src="${src}" title="${title}" width="100%" height="${EMBED_HEIGHT}" style="border:0;max-width:960px" loading="lazy" allow="fullscreen"></iframe>\n` +
      `<script>addEventListener("message", function (e) { var f = document.getElementById("${frameId}"); ` +
      `if (f && e.source === f.contentWindow && e.origin === "${location.origin}" && e.data && e.data.type === "pygames:height") { ` +
      `f.style.height = e.data.height + "px"; ` +
      `e.source.postMessage({ type: "pygames:sized", asked: e.data.height, height: f.clientHeight }, e.origin); } });</script>`;
  };
  return { element, update };
}

export function startEmbed() {
  document.body.classList.add("embed");
  if (window.parent === window) return;
  holdFocusUntilTouched();
  let lastHeight = 0;
  const app = document.getElementById("app");
  const tellHeight = () => {
    // The content's own height (main), not the document's: the body is at least as tall as the frame, which would
    // keep a frame from ever shrinking.
    const height = Math.ceil(app.getBoundingClientRect().bottom + window.scrollY);
    if (height === lastHeight || height === 0) return;
    lastHeight = height;
    window.parent.postMessage({ type: "pygames:height", height }, "*");
  };
  new ResizeObserver(tellHeight).observe(app);
  // The snippet answers each height with the one it gave the frame. While that is the height asked for, the frame
  // shows no scrollbar of its own: when the game grows the host follows a frame or two later, and a scrollbar shown
  // meanwhile (where scrollbars take room) would narrow and reflow the whole game twice. A host that stops following
  // (a style capping the frame's height) gets the scrollbar back, so nothing is out of reach; an older snippet, which
  // answers nothing, leaves the frame as it always was.
  addEventListener("message", (event) => {
    if (event.source !== window.parent || event.data?.type !== "pygames:sized") return;
    const { asked, height } = event.data;
    if (typeof asked !== "number" || typeof height !== "number") return;
    // A frame whose height follows the game's (renderers keep such a frame steady: Sleuth's turn panel)
    document.documentElement.classList.add("host-follows");
    document.documentElement.classList.toggle("sized-by-host", height >= asked - 1);
  });
}

// A post's reader owns their page until they touch the game: before their first press, key or tab into the frame, the
// game takes no focus (focusing inside a frame takes the host page's focus, and its keys, with it) and scrolls
// nothing (scrollIntoView scrolls the host page too). Renderers and the shell focus what needs attention as they draw;
// here those calls do nothing until the reader has come in, and everything works as everywhere from then on.
function holdFocusUntilTouched() {
  const held = [
    [HTMLElement.prototype, "focus"],
    [SVGElement.prototype, "focus"],
    [Element.prototype, "scrollIntoView"],
  ].map(([owner, name]) => [owner, name, owner[name]]);
  for (const [owner, name, real] of held) {
    owner[name] = function heldUntilTouched(...args) {
      if (touched) return real.apply(this, args);
    };
  }
  let touched = false;
  const touch = () => {
    touched = true;
    for (const [owner, name, real] of held) owner[name] = real;
    for (const type of ["pointerdown", "keydown", "focusin"]) removeEventListener(type, touch, { capture: true });
  };
  for (const type of ["pointerdown", "keydown", "focusin"]) addEventListener(type, touch, { capture: true });
}
