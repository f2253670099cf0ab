// The renderers' kit: the widgets every game draws with (web/games/README.md). A renderer imports what it needs from
// widgets.js, which gathers this, dom.js and morph.js.
import { h, svg } from "./dom.js";

// The log of a game: the latest events this seat saw, worded in the player's language (word(event), else the catalog),
// newest last, as a list named `label`; with `heading`, under a heading of that name. Not a live region: the screen
// is updated in place, so a live log would say each move a second time after the shell's announcer.
export function eventLog(
  ctx,
  { label, limit = 8, word = null, className = "", heading = false, lineClass = null } = {},
) {
  const events = limit ? ctx.view.events.slice(-limit) : ctx.view.events;
  const line = (event) =>
    h(
      "li",
      { "data-event": event.key, "data-key": event.i, class: lineClass?.(event) || null },
      word ? word(event) : ctx.t(event.key, event.args),
    );
  if (!heading) return h("ol", { class: `log ${className}`.trim(), "aria-label": label }, events.map(line));
  return h(
    "section",
    { class: `log-box ${className}`.trim() },
    h("h3", {}, label),
    h("ol", { class: "log", "aria-label": label }, events.map(line)),
  );
}

// The newest move or two, to stand right beside the prompt: on a phone the log is far down the page, and a computer
// player's move (0.7 s apart) must be seen where the eye is. Not a live region: the shell announces moves already.
// word(event) words an event (a renderer's eventText where it has one); each line is keyed, so a new one slides in.
export function latestMoves(ctx, { count = 2, word = null, label = "", className = "" } = {}) {
  const events = ctx.view.events.slice(-count);
  if (!events.length) return null;
  return h(
    "ol",
    { class: `latest-moves ${className}`.trim(), "aria-label": label || null },
    events.map((event) =>
      h("li", { "data-event": event.key, "data-key": event.i }, word ? word(event) : ctx.t(event.key, event.args)),
    ),
  );
}

// A form that sends an action and shows a refusal on its own error line (never also as a toast).
// build(form) returns the action to send, or null to send nothing: `form` is the submitted (live) form, never a node
// of the draw that built it.
export function actionForm(ctx, { label, className = "", children = [], submitLabel, build }) {
  return h(
    "form",
    {
      class: `action-form ${className}`.trim(),
      "aria-label": label,
      onsubmit: async (event) => {
        event.preventDefault();
        const form = event.currentTarget; // gone from the event once it has been dispatched
        const action = build(form);
        if (!action) return;
        const reply = await ctx.act(action, { inline: true });
        const error = form.querySelector(":scope > .form-error");
        if (!reply.ok && error) error.textContent = reply.message;
      },
    },
    children,
    submitLabel ? h("button", { class: "btn primary", type: "submit" }, submitLabel) : null,
    h("p", { class: "form-error", role: "alert", "aria-live": "assertive" }),
  );
}

// One chip per player: name, score (when the game keeps one), whether they are to act, a computer badge.
export function playerStrip(ctx, { detail = () => null, label = "Players" } = {}) {
  return h(
    "ul",
    { class: "player-strip", "aria-label": label },
    ctx.view.players.map((player, seat) =>
      h(
        "li",
        {
          class: [
            "player-chip",
            ctx.view.to_act.includes(seat) ? "to-act" : "",
            seat === ctx.seat ? "me" : "",
            ctx.result?.winners.includes(seat) ? "winner" : "",
          ]
            .filter(Boolean)
            .join(" "),
          dataset: { seat: String(seat) },
        },
        h("span", { class: "player-name" }, player.name),
        player.bot ? h("span", { class: "player-bot", title: player.bot }, "🤖") : null,
        player.score === null ? null : h("span", { class: "player-score" }, ctx.t.number(player.score)),
        detail(seat),
      ),
    ),
  );
}

// Where the pips of a die face stand, on a 100 × 100 face.
export const PIPS = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [26, 26],
    [50, 50],
    [74, 74],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [26, 26],
    [74, 26],
    [50, 50],
    [26, 74],
    [74, 74],
  ],
  6: [
    [28, 24],
    [72, 24],
    [28, 50],
    [72, 50],
    [28, 76],
    [72, 76],
  ],
};

// A die showing `value` (1–6 as pips; anything else, such as a letter or ★, as text).
export function dieFace(value, { label = String(value), colour = null, className = "" } = {}) {
  const face = svg(
    "svg",
    { viewBox: "0 0 100 100", class: `die ${className}`.trim(), role: "img", "aria-label": label },
    svg("rect", { x: 4, y: 4, width: 92, height: 92, rx: 18, class: "die-body", fill: colour || "#fff" }),
  );
  if (PIPS[value]) {
    for (const [cx, cy] of PIPS[value]) face.append(svg("circle", { cx, cy, r: 9, class: "die-pip" }));
  } else {
    face.append(
      svg("text", { x: 50, y: 54, "text-anchor": "middle", "dominant-baseline": "middle", class: "die-text" }, value),
    );
  }
  return face;
}

// A turn's countdown, on the shell's clock (ctx.clock): it goes on behind a curtain and through a reload, and when it
// runs out the shell sends `action()` (a time_up) for `seat`, whatever screen is up. `paint` (optional) is the game's
// picture of it: {element, update(share of the time left)}; label(seconds) words it for assistive technology.
export function countdown(ctx, { key, seconds, seat = ctx.seat, action, label, className = "", paint = null }) {
  const clock = ctx.clock(key, seconds, { seat, action });
  const number = h("span", { class: "countdown-number", "aria-hidden": "true" });
  const box = h(
    "div",
    { class: `countdown ${className}`.trim(), role: "timer", "data-countdown": key },
    paint?.element,
    number,
  );
  // Drawn as it stands now; then, each tick, the countdown on the screen (this draw's nodes may have been morphed into
  // it or dropped): none there, the ticker stops.
  const show = (target) => {
    const left = clock.left();
    const whole = Math.ceil(left);
    const text = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
    const shown = target.querySelector(".countdown-number");
    if (shown.textContent !== text) {
      shown.textContent = text;
      target.setAttribute("aria-label", label(whole));
    }
    target.classList.toggle("hurry", left <= HURRY_SECONDS);
    return left;
  };
  const live = () => ctx.screen?.querySelector(`[data-countdown="${CSS.escape(key)}"]`);
  // One ticker a countdown: this draw's replaces the last draw's.
  ctx.state.countdowns ||= {};
  clearInterval(ctx.state.countdowns[key]);
  const interval = setInterval(() => {
    const target = live();
    if (target) paint?.update(show(target) / seconds);
    else clearInterval(interval);
  }, 250);
  ctx.state.countdowns[key] = interval;
  show(box);
  return box;
}
const HURRY_SECONDS = 10; // the countdown's last seconds look urgent

// A game's modal dialog, on the platform's <dialog>: opened with showModal(), so the rest of the page is inert, the
// focus stays inside and Escape closes it. The screen is rebuilt every draw, so whether it is open is the renderer's,
// in ctx.state: a renderer draws gameDialog() while it is open (the same `key` every draw), and onClose() (Escape)
// must set its state closed and redraw; its own Cancel does the same. The first draw builds it closed and opens the
// live one once the morph has put it in the page; the draws after build it open, as the live one is.
export function gameDialog(ctx, { key, label, body = [], actions = [], onClose, className = "" }) {
  const selector = `dialog[data-dialog="${CSS.escape(key)}"]`;
  const modal = !!ctx.screen?.querySelector(selector)?.matches(":modal");
  const close = (event) => {
    event.preventDefault(); // the renderer closes it: drawn no more, it leaves the page
    if (event.currentTarget.isConnected) onClose();
  };
  const dialog = h(
    "dialog",
    {
      class: `game-dialog ${className}`.trim(),
      "data-key": `dialog:${key}`,
      "data-dialog": key,
      "aria-label": label,
      open: modal ? "" : null,
      oncancel: close,
      onclose: close, // a second Escape, which the browser may not let a page cancel
    },
    h("h2", {}, label),
    body,
    h("div", { class: "actions" }, actions),
  );
  if (!modal) {
    queueMicrotask(() => {
      const live = ctx.screen?.querySelector(selector);
      if (live?.isConnected && !live.open) live.showModal();
    });
  }
  return dialog;
}
