// The end of a game: who won and why, the final scores, Play again and Another game, a short celebration; told to an
// embedding page and to the kiosk (whose attract game then starts the next one).
import { h } from "./widgets.js";

export function resultPanel(session) {
  const { shell, seats } = session;
  const { result } = session.snapshot;
  const t = shell.translate();
  // Points only where the game keeps points (GameInfo.points); else the winners first, in seat order.
  const points = session.info.points !== false;
  const rows = seats
    .map((s, i) => ({ name: s.name, score: result.scores[i], winner: result.winners.includes(i) }))
    .sort((a, b) => (points ? b.score - a.score : b.winner - a.winner));
  const badge = (r) => (r.winner ? h("span", { class: "winner-badge" }, t("shell.winner")) : null);
  return h(
    "div",
    { class: "result panel", role: "region", "aria-label": t("shell.result") },
    h("p", { class: "result-kicker" }, t("shell.game_over")),
    h("h2", { tabindex: "-1", class: "result-heading" }, resultHeading(session, result)),
    h("p", { class: "result-reason" }, t(result.outcome.key, result.outcome.args, result.reason)),
    h(
      "table",
      { class: "score-table", "aria-label": t("shell.final_scores") },
      h("thead", {}, h("tr", {}, h("th", {}, t("shell.player")), points ? h("th", {}, t("shell.score")) : null)),
      h(
        "tbody",
        {},
        rows.map((r) =>
          h(
            "tr",
            { class: r.winner ? "winner" : "" },
            h("td", {}, r.name, badge(r)),
            points ? h("td", {}, t.score(r.score)) : null,
          ),
        ),
      ),
    ),
    h(
      "div",
      { class: "actions" },
      h("button", { class: "btn primary big", type: "button", onclick: () => shell.newGame() }, t("shell.play_again")),
      shell.embed ? null : h("a", { class: "btn big", href: "#/" }, t("shell.another_game")),
    ),
  );
}

// Who won, in a few words: the winner(s) by name, a draw when everyone shares the win, or nobody.
function resultHeading(session, result) {
  const { tr } = session.shell;
  const { winners, scores } = result;
  if (!winners.length) return tr("shell.no_winner");
  if (session.seats.length === 1) return tr("shell.result_solo", { seat: 0, score: scores[0] });
  if (winners.length === session.seats.length) return tr("shell.result_draw");
  return tr("shell.result_winners", { winners, count: winners.length });
}

// The result screen comes first, above the final table: in view and focused, whatever the game's height. The first
// time it shows, the table celebrates and the page tells whoever listens (an embedding page, the kiosk).
export function whenShown(session, panel) {
  session.board.prepend(panel);
  if (session.announced) return;
  session.announced = true;
  celebrate(session, panel);
  // The result is what needs attention. Focus lays the page out at once: last, so that it is laid out once.
  panel.querySelector("h2").focus();
  const { shell } = session;
  shell.onGameOver?.(session);
  if (shell.embed && window.parent !== window) {
    const message = { type: "pygames:over", game: session.info.id, result: session.snapshot.result };
    window.parent.postMessage(message, "*");
  }
}

// A short burst of confetti over the result (none when the system asks for reduced motion), and the win cue.
function celebrate(session, panel) {
  if (session.snapshot.result.winners.length && !session.attract) session.shell.sound.playAfterPaint("win");
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const colours = ["#e8b04a", "#c0392b", "#24553f", "#4a90c2", "#8e44ad"];
  const burst = h("div", { class: "confetti", "aria-hidden": "true" });
  for (let i = 0; i < 28; i++) {
    const style = {
      left: `${(i * 37) % 100}%`,
      background: colours[i % colours.length],
      animationDelay: `${(i % 7) * 0.06}s`,
      animationDuration: `${1.1 + (i % 5) * 0.15}s`,
    };
    burst.append(h("span", { style }));
  }
  panel.append(burst);
  setTimeout(() => burst.remove(), 2200);
}
