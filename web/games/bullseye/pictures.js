// Bullseye's pictures, shared by the game's screen and its rules page: each colour's shape (colour is never the only
// sign), its paint, a die's pips (where they stand: the kit's PIPS, on a 100 × 100 face).
import { PIPS, svg } from "../../widgets.js";

// Each colour's shape (the pips of its die, the mark in its fields) and how it is painted (pictures of the rules page).
export const SHAPES = { K: "circle", B: "square", Y: "triangle", R: "diamond", G: "plus", W: "star" };
export const PAINT = {
  K: { fill: "#23252b", ink: "#ffffff" },
  B: { fill: "#2f6db5", ink: "#ffffff" },
  Y: { fill: "#f2c230", ink: "#1d2b3a" },
  R: { fill: "#d9453b", ink: "#ffffff" },
  G: { fill: "#3a9a4f", ink: "#ffffff" },
  W: { fill: "#f7f5ef", ink: "#1d2b3a", stroke: "#a39a88" },
};

// A colour's shape centred on (cx, cy), about 2r across.
export function shape(make, colour, cx, cy, r, attrs = {}) {
  const points = (list) => list.map(([x, y]) => `${cx + x * r},${cy + y * r}`).join(" ");
  switch (SHAPES[colour]) {
    case "square":
      return make("rect", { x: cx - 0.85 * r, y: cy - 0.85 * r, width: 1.7 * r, height: 1.7 * r, ...attrs });
    case "triangle":
      return make("polygon", {
        points: points([
          [0, -1.15],
          [1.15, 0.85],
          [-1.15, 0.85],
        ]),
        ...attrs,
      });
    case "diamond":
      return make("polygon", {
        points: points([
          [0, -1.25],
          [1.05, 0],
          [0, 1.25],
          [-1.05, 0],
        ]),
        ...attrs,
      });
    case "plus":
      return make("polygon", {
        points: points([
          [-0.38, -1.1],
          [0.38, -1.1],
          [0.38, -0.38],
          [1.1, -0.38],
          [1.1, 0.38],
          [0.38, 0.38],
          [0.38, 1.1],
          [-0.38, 1.1],
          [-0.38, 0.38],
          [-1.1, 0.38],
          [-1.1, -0.38],
          [-0.38, -0.38],
        ]),
        ...attrs,
      });
    case "star": {
      const corners = [];
      for (let k = 0; k < 10; k++) {
        const angle = -Math.PI / 2 + (k * Math.PI) / 5;
        const radius = k % 2 ? 0.55 : 1.3;
        corners.push([radius * Math.cos(angle), radius * Math.sin(angle) + 0.1]);
      }
      return make("polygon", { points: points(corners), ...attrs });
    }
    default:
      return make("circle", { cx, cy, r, ...attrs });
  }
}

// The face of a die of `colour` showing `value`: its pips drawn in the colour's shape (100 × 100 units).
export function pips(make, colour, value, attrs = {}) {
  return (PIPS[value] || []).map(([cx, cy]) => shape(make, colour, cx, cy, 10.5, attrs));
}

export function dieFaceSvg(colour, value) {
  return svg(
    "svg",
    { class: "be-face", viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" },
    pips(svg, colour, value, { class: "be-pip" }),
  );
}

// The colour's mark in a field of the sheet.
export function symbolSvg(colour) {
  return svg(
    "svg",
    { class: "be-sym", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    shape(svg, colour, 12, 12, 8.2, { fill: "currentColor" }),
  );
}

// The printed number of a field, as a small white die with round pips.
export function printedFace(value) {
  return svg(
    "svg",
    { class: "be-printed", viewBox: "0 0 100 100", "aria-hidden": "true", focusable: "false" },
    (PIPS[value] || []).map(([cx, cy]) => svg("circle", { cx, cy, r: 11 })),
  );
}
