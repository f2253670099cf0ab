// The players: one card each with the suspect they play, how many cards they hold or that they are out, who has the
// turn and who must show a card now (in another's turn: "has the turn" is only ever on the seat whose turn it is).
import { tok } from "./words.js";

export function playersStrip(ctx) {
  const { view, h, toAct, t } = ctx;
  const playing = view.phase !== "over";
  return h(
    "ol",
    { class: "sl-players", "aria-label": t("sleuth.ui.players") },
    view.players.map((p, i) => {
      const d = view.detectives[i];
      const turn = playing && view.turn === i;
      const showing = playing && !turn && view.phase === "disprove" && toAct.includes(i);
      const status = d.out
        ? t("sleuth.ui.player_out", { suspect: d.suspect })
        : t("sleuth.ui.player_cards", { suspect: d.suspect, cards: d.hand_size });
      const badge = turn ? t("sleuth.ui.to_play") : showing ? t("sleuth.ui.to_show") : null;
      return h(
        "li",
        {
          class: `sl-player${turn ? " active" : ""}${showing ? " showing" : ""}${d.out ? " out" : ""}${i === view.seat ? " me" : ""}`,
          "aria-current": turn ? "true" : null,
        },
        h("span", { class: `sl-chip ${tok(ctx, d.suspect)}`, "aria-hidden": "true" }),
        h(
          "span",
          { class: "sl-player-name" },
          p.name,
          p.bot ? h("small", {}, " ", t("sleuth.ui.bot", { level: p.bot })) : null,
          badge ? h("span", { class: `sl-to-play${showing ? " show" : ""}` }, badge) : null,
        ),
        h("span", { class: "sl-player-suspect" }, status),
      );
    }),
  );
}
