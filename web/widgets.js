// Widgets every renderer shares: the DOM helper, the log of events, a form that sends an action and shows its
// refusal in place, the strip of players, a die face, SVG. A renderer imports what it needs from here.

export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttributes(el, attrs);
  append(el, children);
  return el;
}

export function svg(tag, attrs = {}, ...children) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "style") setStyle(el, value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

// Styles go through the CSSOM, never a style attribute: the site's Content-Security-Policy (style-src 'self')
// refuses inline style attributes but not element.style.
function setStyle(el, value) {
  if (typeof value === "object") {
    Object.assign(el.style, value);
    return;
  }
  for (const rule of String(value).split(";")) {
    const at = rule.indexOf(":");
    if (at > 0) el.style.setProperty(rule.slice(0, at).trim(), rule.slice(at + 1).trim());
  }
}

function setAttributes(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = value;
    else if (key === "style") setStyle(el, value);
    else if (key === "dataset") Object.assign(el.dataset, value);
    else if (key in el && typeof value !== "string") el[key] = value;
    else el.setAttribute(key, value === true ? "" : value);
  }
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

export function clear(el) {
  while (el.firstChild) el.firstChild.remove();
}

// The latest events this seat saw, worded in the player's language, newest last.
export function eventLog(ctx, { limit = 8, label = "What just happened", className = "" } = {}) {
  const events = ctx.view.events.slice(-limit);
  return h(
    "ol",
    { class: `log ${className}`.trim(), "aria-label": label, "aria-live": "polite" },
    events.map((event) => h("li", { "data-event": event.key }, ctx.t(event.key, event.args))),
  );
}

// A form that sends an action and shows a refusal on its own error line (never also as a toast).
// build(form) returns the action to send, or null to send nothing.
export function actionForm(ctx, { label, className = "", children = [], submitLabel, build }) {
  const error = h("p", { class: "form-error", role: "alert", "aria-live": "assertive" });
  const form = h(
    "form",
    {
      class: `action-form ${className}`.trim(),
      "aria-label": label,
      onsubmit: async (event) => {
        event.preventDefault();
        const action = build(form);
        if (!action) return;
        const reply = await ctx.act(action, { inline: true });
        if (!reply.ok) error.textContent = reply.message;
      },
    },
    children,
    submitLabel ? h("button", { class: "btn primary", type: "submit" }, submitLabel) : null,
    error,
  );
  return form;
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
        player.score === null ? null : h("span", { class: "player-score" }, formatNumber(ctx, player.score)),
        detail(seat),
      ),
    ),
  );
}

export function formatNumber(ctx, value) {
  return new Intl.NumberFormat(ctx.t.lang).format(value);
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
