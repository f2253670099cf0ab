// The table: the panel of tiles (GAME OVER under them), the hidden word, and the facts of the round.
import { panelLetters } from "./panel.js";

// The letters under the tiles: the words of the panel (GAME OVER), a blank after each word, as many as there are tiles.
export function panel(ctx) {
  const { view, h } = ctx;
  const total = ctx.static.tiles_total;
  const fallen = total - view.tiles; // each miss takes one tile off, left to right
  return h(
    "div",
    {
      class: "go-panel",
      role: "img",
      "aria-label": ctx.t("gameover.ui.panel", { left: view.tiles, total }),
    },
    panelLetters(ctx.t("gameover.ui.panel_words"), total).map((letter, i) =>
      h(
        "div",
        { class: `go-slot${i < fallen ? " fallen" : ""}` },
        h("span", { class: "go-under" }, letter),
        h("span", { class: "go-tile" }),
      ),
    ),
  );
}

export function wordRow(ctx) {
  const { view, h } = ctx;
  if (view.phase === "word") {
    return h("p", { class: "go-waiting" }, ctx.t("gameover.ui.choosing", { round: view.round, rounds: view.rounds }));
  }
  const secret = view.word; // only the guide (or everyone, once the round is over) has it
  const blank = ctx.t("gameover.ui.blank");
  return h(
    "div",
    {
      class: "go-word",
      role: "img",
      "aria-label": ctx.t("gameover.ui.word", { letters: view.pattern.map((c) => c || blank).join(" ") }),
    },
    view.pattern.map((c, i) => {
      const shown = c !== null;
      const known = !shown && secret;
      return h(
        "span",
        { class: `go-letter${shown ? " shown" : ""}${known ? " known" : ""}` },
        shown ? c : known ? secret[i] : "",
      );
    }),
  );
}

export function factsRow(ctx) {
  const { view, h } = ctx;
  if (view.phase === "word") return null;
  return h(
    "div",
    { class: "go-facts" },
    h(
      "span",
      { class: "go-misses" },
      ctx.t("gameover.ui.misses", { count: view.misses.length }),
      view.misses.map((m) => [" ", h("b", {}, m)]),
    ),
    h("span", {}, ctx.t("gameover.ui.deck", { n: view.deck_size })),
    h("span", {}, ctx.t("gameover.ui.discard", { card: view.discard_top ?? "none" })),
    h("span", {}, ctx.t("gameover.ui.round", { round: view.round, rounds: view.rounds })),
  );
}
