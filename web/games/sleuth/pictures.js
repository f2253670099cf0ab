// Sleuth's small pictures (weapons, a room, a secret passage), drawn here so nothing is fetched.
import { svg } from "../../widgets.js";

// Simple pictures for the weapons (24×24), drawn here so nothing is fetched.
export const WEAPON_ICONS = {
  Candlestick: [
    ["path", { d: "M12 2c2 3 2 4 0 6-2-2-2-3 0-6z", fill: "#f39c12" }],
    ["rect", { x: 10, y: 8, width: 4, height: 8, fill: "#f7f1e3" }],
    ["rect", { x: 11, y: 16, width: 2, height: 4, fill: "#c9a227" }],
    ["rect", { x: 7, y: 20, width: 10, height: 2.5, rx: 1, fill: "#c9a227" }],
  ],
  Dagger: [
    ["path", { d: "M12 1l2.2 12h-4.4z", fill: "#d5dde5" }],
    ["rect", { x: 7, y: 13, width: 10, height: 2.2, rx: 1, fill: "#8e6e3a" }],
    ["rect", { x: 11, y: 15, width: 2, height: 6, fill: "#6b4f2a" }],
    ["circle", { cx: 12, cy: 22, r: 1.4, fill: "#8e6e3a" }],
  ],
  "Lead Pipe": [
    [
      "path",
      {
        d: "M4 20L15 9l4 0 0-4",
        stroke: "#7f8c8d",
        "stroke-width": 4,
        fill: "none",
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      },
    ],
  ],
  Revolver: [
    ["path", { d: "M3 7h16v4H11l-1 2H8l-1 8H3l1-8z", fill: "#4a4f55" }],
    ["rect", { x: 19, y: 7.5, width: 3, height: 2, fill: "#4a4f55" }],
    ["circle", { cx: 11, cy: 12, r: 1.6, fill: "#9aa3ab" }],
  ],
  Rope: [
    ["circle", { cx: 12, cy: 12, r: 8, stroke: "#b8864b", "stroke-width": 2.4, fill: "none" }],
    ["circle", { cx: 12, cy: 12, r: 4.5, stroke: "#b8864b", "stroke-width": 2.4, fill: "none" }],
    ["path", { d: "M20 12c0 4 1 7 2 9", stroke: "#b8864b", "stroke-width": 2.4, fill: "none" }],
  ],
  Spanner: [
    [
      "path",
      {
        d: "M15 3a5 5 0 0 0-4.6 6.9L3 17.3 6.7 21l7.4-7.4A5 5 0 0 0 21 9l-3 3-3-3 3-3a5 5 0 0 0-3-3z",
        fill: "#95a5a6",
      },
    ],
  ],
};

export const ROOM_ICON = [["path", { d: "M3 11L12 3l9 8v10H15v-6H9v6H3z", fill: "#a0785a" }]];
export const PASSAGE_ICON = [
  ["path", { d: "M4 20h4v-4h4v-4h4V8h4V4", stroke: "currentColor", "stroke-width": 2.2, fill: "none" }],
];

// One of these pictures as an <svg> (24×24), hidden from assistive technology (what holds it is named); with a label,
// a <title> for a pointer resting on it.
export function icon(parts, label, cls = "sl-icon") {
  const picture = svg(
    "svg",
    { viewBox: "0 0 24 24", class: cls, "aria-hidden": "true", focusable: "false" },
    parts.map(([tag, attrs]) => svg(tag, attrs)),
  );
  if (label) {
    const title = svg("title");
    title.textContent = label;
    picture.prepend(title);
  }
  return picture;
}
