// The game picker (#/): every game with its picture, title, tagline and table size, and the game this tab keeps.
import { maybeActivateNewVersion } from "./offline.js";
import { pictureOf } from "./pictures.js";
import { leaveGame } from "./play.js";
import { readSaved } from "./router.js";
import { h } from "./widgets.js";

export function showPicker(shell, games) {
  leaveGame(shell);
  const { tr } = shell;
  document.title = "pygames";
  const saved = readSaved(shell, games);
  const list = h("ul", { class: "picker", "aria-label": tr("shell.games") });
  for (const info of Object.values(games)) {
    const title = shell.gameText(info, "title", info.title);
    const seatsText =
      info.min_seats === info.max_seats
        ? tr("shell.seats_exact", { count: info.min_seats })
        : tr("shell.seats_range", { min: info.min_seats, max: info.max_seats });
    list.append(
      h(
        "li",
        { class: `game-card game-${info.id}` },
        h(
          "a",
          { href: `#/${info.id}`, class: "game-link", "aria-label": tr("shell.play_game", { title }) },
          h("span", { class: "game-art", "aria-hidden": "true" }, pictureOf(info.id)),
          h("span", { class: "game-title" }, title),
          h("span", { class: "game-tagline" }, shell.gameText(info, "tagline", info.tagline)),
          h("span", { class: "game-seats" }, seatsText),
          // The way in, seen as one (the whole card is the link; its name already says "Play …").
          h("span", { class: "game-play", "aria-hidden": "true" }, tr("shell.play")),
        ),
        h("a", { href: `#/${info.id}/rules`, class: "game-rules" }, tr("shell.how_to_play_title", { title })),
      ),
    );
  }
  const kept = saved && !saved.over && games[saved.gameId];
  const resume = kept
    ? h(
        "div",
        { class: "resume panel" },
        h("span", {}, tr("shell.in_progress", { title: shell.gameText(games[saved.gameId], "title", saved.gameId) })),
        h("a", { class: "btn primary", href: `#/${saved.gameId}/play` }, tr("shell.resume")),
      )
    : null;
  shell.root.replaceChildren(h("section", { class: "home" }, h("h1", {}, tr("shell.choose_game")), resume, list));
  maybeActivateNewVersion(shell);
  // A long-lived tab (a kiosk) looks for a new version whenever it is back at the picker; offline, it just fails.
  shell.swRegistration?.update().catch(() => {});
}
