// Cards: a card's face, the hand of the seat whose screen this is, and the envelope's three cards (the solution at
// the end, and what an accuser saw when they looked in it).
import { icon, ROOM_ICON, WEAPON_ICONS } from "./pictures.js";
import { cardName, categoryOf, initial, tok } from "./words.js";

export function cardFace(ctx, card, size = "") {
  const { h, t } = ctx;
  const kind = categoryOf(ctx, card);
  const name = cardName(t, card);
  const kindName = t("sleuth.ui.kind", { kind });
  let picture;
  if (kind === "weapon") picture = icon(WEAPON_ICONS[card], null, "sl-card-icon");
  else if (kind === "room") picture = icon(ROOM_ICON, null, "sl-card-icon");
  else picture = h("span", { class: `sl-card-person ${tok(ctx, card)}`, "aria-hidden": "true" }, initial(t, card));
  return h(
    "span",
    { class: `sl-card ${kind}${size ? ` ${size}` : ""}` },
    h("span", { class: "sl-card-kind", style: `--letters: ${letters(kindName)}` }, kindName),
    picture,
    h("span", { class: "sl-card-name", style: `--letters: ${letters(name)}` }, name),
  );
}

// How many letters a card's longest word has: its name and kind are set as big as fits the card (style.css), down to
// a floor below which the name breaks where the locale file's soft hyphens (U+00AD) say (hyphens: auto cannot:
// Chromium on Linux has no dictionaries).
export function letters(text) {
  const words = text.replaceAll("\u00ad", "").split(" ");
  return Math.max(...words.map((word) => word.length));
}

export function handPanel(ctx) {
  const { view, h, seat, t } = ctx;
  if (seat === null) return null;
  return h(
    "section",
    { class: "sl-hand panel", "aria-label": t("sleuth.ui.your_cards") },
    h("h2", {}, t("sleuth.ui.your_cards_title", { suspect: view.suspect })),
    h(
      "div",
      { class: "sl-cards" },
      view.hand.map((card) => cardFace(ctx, card)),
    ),
  );
}

// The envelope's three cards: everyone's at the end (the solution); before that, an accuser's alone (they looked in
// it: a wrong accuser is out, and sees them on their turn panel from then on).
export function envelopePanel(ctx, cards, { seen = false } = {}) {
  const { h, t } = ctx;
  const title = seen ? t("sleuth.ui.envelope_seen") : t("sleuth.ui.solution_title");
  return h(
    "section",
    { class: `sl-solution${seen ? " seen" : " panel"}`, "aria-label": seen ? title : t("sleuth.ui.solution") },
    h(seen ? "h3" : "h2", {}, title),
    h("p", { class: "sl-solution-text" }, t("sleuth.ui.solution_text", cards)),
    h(
      "div",
      { class: "sl-cards" },
      [cards.suspect, cards.weapon, cards.room].map((card) => cardFace(ctx, card, seen ? "small" : "")),
    ),
  );
}
