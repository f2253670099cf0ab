// The picker's picture of each game, drawn in SVG by this project (no publisher's art): a 240 × 120 scene each.
// Pictures are decoration (the card's text names the game), so they carry no words a person must read.
import { PIPS, svg } from "./widgets.js";

const W = 240;
const H = 120;

function frame(background, ...children) {
  return svg(
    "svg",
    { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: "xMidYMid slice", class: "picture", focusable: "false" },
    svg("rect", { width: W, height: H, fill: background }),
    children,
  );
}

function die(x, y, size, value, fill, pip = "#1d2b3a", rotate = 0) {
  const scale = size / 100;
  return svg(
    "g",
    { transform: `translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2})` },
    svg("rect", { width: size, height: size, rx: size * 0.18, fill, stroke: "#1d2b3a", "stroke-width": 1.5 }),
    (PIPS[value] || []).map(([cx, cy]) => svg("circle", { cx: cx * scale, cy: cy * scale, r: 9 * scale, fill: pip })),
  );
}

function letterDie(x, y, size, letter, rotate = 0) {
  return svg(
    "g",
    { transform: `translate(${x} ${y}) rotate(${rotate} ${size / 2} ${size / 2})` },
    svg("rect", {
      width: size,
      height: size,
      rx: size * 0.18,
      fill: "#fffdf8",
      stroke: "#1d2b3a",
      "stroke-width": 1.5,
    }),
    svg(
      "text",
      {
        x: size / 2,
        y: size / 2 + size * 0.2,
        "text-anchor": "middle",
        "font-size": size * 0.58,
        "font-weight": 800,
        "font-family": "system-ui, sans-serif",
        fill: "#1d2b3a",
      },
      letter,
    ),
  );
}

// Game Over: the hidden word as blanks, a fan of letter cards, and the panel of ten tiles, two already fallen.
function gameover() {
  const tiles = Array.from({ length: 10 }, (_, i) => {
    const fallen = i >= 8;
    return svg("rect", {
      x: 18 + i * 21,
      y: fallen ? 96 : 14,
      width: 17,
      height: 22,
      rx: 3,
      fill: fallen ? "#7a2a22" : "#e8b04a",
      transform: fallen ? `rotate(${i === 8 ? -14 : 11} ${26 + i * 21} 107)` : null,
    });
  });
  const blanks = Array.from({ length: 6 }, (_, i) =>
    svg("rect", { x: 30 + i * 20, y: 62, width: 14, height: 3, rx: 1.5, fill: "#f4efe6" }),
  );
  const cards = ["A", "R", "E"].map((letter, i) =>
    svg(
      "g",
      { transform: `rotate(${-12 + i * 12} 195 110)` },
      svg("rect", { x: 180, y: 50, width: 30, height: 42, rx: 4, fill: "#fffdf8", stroke: "#1d2b3a" }),
      svg(
        "text",
        { x: 195, y: 78, "text-anchor": "middle", "font-size": 20, "font-weight": 800, fill: "#c0392b" },
        letter,
      ),
    ),
  );
  return frame(
    "#1f1f24",
    tiles,
    blanks,
    svg("rect", { x: 70, y: 46, width: 14, height: 14, rx: 2, fill: "#e8b04a" }),
    cards,
  );
}

// Bullseye: a score sheet with its rows and six coloured dice.
function bullseye() {
  const rows = Array.from({ length: 5 }, (_, r) =>
    Array.from({ length: 6 }, (_, c) =>
      svg("rect", {
        x: 18 + c * 16,
        y: 16 + r * 18,
        width: 13,
        height: 13,
        rx: 2,
        fill: (r + c) % 4 === 0 ? "#c0392b" : "#fff",
        stroke: "#b9b0a0",
      }),
    ),
  );
  const colours = ["#d9534f", "#f0c419", "#4a90c2", "#5cb85c", "#8e5bb5", "#fffdf8"];
  const dice = colours.map((fill, i) =>
    die(128 + (i % 3) * 36, 20 + Math.floor(i / 3) * 42, 30, (i % 6) + 1, fill, "#1d2b3a", (i % 2 ? 8 : -6) + i),
  );
  return frame("#2f6f8f", svg("rect", { x: 10, y: 8, width: 108, height: 104, rx: 6, fill: "#f4efe6" }), rows, dice);
}

// Sleuth: a mansion's floor plan, and a magnifying glass over one room.
function sleuth() {
  const walls = { fill: "#e9dcc3", stroke: "#3a2430", "stroke-width": 2 };
  return frame(
    "#4a2436",
    svg("rect", { x: 14, y: 10, width: 212, height: 100, rx: 3, ...walls }),
    svg("path", {
      d: "M84 10v34M154 10v34M14 44h212M14 78h60M166 78h60M74 44v66M166 44v66",
      fill: "none",
      stroke: "#3a2430",
      "stroke-width": 2,
    }),
    svg("rect", { x: 96, y: 56, width: 48, height: 34, fill: "#c8b48f", stroke: "#3a2430" }),
    svg("path", { d: "M40 44h10M115 44h10M190 78h10", stroke: "#e9dcc3", "stroke-width": 3 }),
    svg(
      "g",
      { transform: "rotate(-25 180 40)" },
      svg("circle", { cx: 180, cy: 40, r: 20, fill: "rgba(255,255,255,0.35)", stroke: "#1d2b3a", "stroke-width": 5 }),
      svg("rect", { x: 176, y: 60, width: 8, height: 34, rx: 3, fill: "#1d2b3a" }),
    ),
  );
}

// Intercept: two teams, White and Black, each with a card of a secret three-digit code.
function intercept() {
  const person = (x, y, fill) => [
    svg("circle", { cx: x, cy: y, r: 7, fill }),
    svg("path", { d: `M${x - 11} ${y + 24}a11 11 0 0 1 22 0z`, fill }),
  ];
  const card = (x, y, fill, ink, code) =>
    svg(
      "g",
      {},
      svg("rect", { x, y, width: 62, height: 36, rx: 5, fill, stroke: ink, "stroke-width": 1.5 }),
      svg(
        "text",
        {
          x: x + 31,
          y: y + 25,
          "text-anchor": "middle",
          "font-size": 17,
          "font-weight": 800,
          "font-family": "ui-monospace, monospace",
          fill: ink,
        },
        code,
      ),
    );
  return frame(
    "#f4efe6",
    svg("rect", { x: 120, width: 120, height: H, fill: "#15171c" }),
    person(30, 78, "#1d2b3a"),
    person(56, 82, "#1d2b3a"),
    person(186, 78, "#f4efe6"),
    person(212, 82, "#f4efe6"),
    card(28, 18, "#fff", "#1d2b3a", "3·1·4"),
    card(150, 18, "#2a2d35", "#e8b04a", "2·4·1"),
  );
}

// Stikord: letter dice beside a winding race track of squares.
function stikord() {
  const track = Array.from({ length: 11 }, (_, i) => {
    const x = 16 + i * 19;
    const y = 88 - Math.sin((i / 10) * Math.PI) * 26;
    return svg("rect", {
      x,
      y,
      width: 16,
      height: 16,
      rx: 3,
      fill: i === 10 ? "#24553f" : i % 3 === 0 ? "#e8b04a" : "#fffdf8",
      stroke: "#1d2b3a",
    });
  });
  return frame(
    "#c0522b",
    track,
    svg("circle", { cx: 62, cy: 73, r: 6, fill: "#4a90c2", stroke: "#1d2b3a" }),
    svg("circle", { cx: 100, cy: 60, r: 6, fill: "#f0c419", stroke: "#1d2b3a" }),
    letterDie(74, 10, 30, "K", -8),
    letterDie(112, 14, 30, "O", 6),
    letterDie(150, 8, 30, "R", -4),
    letterDie(188, 16, 30, "T", 10),
  );
}

const PICTURES = { gameover, bullseye, sleuth, intercept, stikord };

// The picture of a game, or a plain felt table for a game that has none yet.
export function pictureOf(gameId) {
  return (PICTURES[gameId] || (() => frame("#24553f")))();
}
