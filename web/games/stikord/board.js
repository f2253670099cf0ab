// The board from START to GOAL (its squares from ctx.static), snaking up in rows, with the teams' tokens; a token
// that just moved walks there square by square.
import { h, unchanged } from "../../widgets.js";
import { firstTime } from "./dice.js";
import { squareName, teamName, tokenLetter } from "./names.js";

const COLUMNS = 7; // the board snakes up in rows of 7: START bottom left, GOAL top left
const STEP_MS = 130; // a token's walk, per square

// Redrawn only when a token moves, the team to play changes or the game ends (most moves change none of these).
export function board(ctx) {
  const { view } = ctx;
  const shows = [
    ctx.t.lang,
    view.teams.map((team, t) => [team.position, teamName(ctx, t), tokenLetter(ctx, t)]),
    view.phase === "over" ? null : view.current,
  ];
  return unchanged(ctx, "sk-board", shows, () => squares(ctx));
}

function squares(ctx) {
  const { view } = ctx;
  const goal = ctx.static.goal;
  const rows = Math.ceil((goal + 1) / COLUMNS);
  const ffa = new Set(ctx.static.free_for_all_squares);
  const stars = new Set(ctx.static.star_squares);
  const onSquare = new Map();
  for (const [t, team] of view.teams.entries()) {
    if (!onSquare.has(team.position)) onSquare.set(team.position, []);
    onSquare.get(team.position).push(t);
  }
  const cells = [];
  for (let square = 0; square <= goal; square++) {
    const row = Math.floor(square / COLUMNS);
    const along = square % COLUMNS;
    const column = row % 2 === 0 ? along : COLUMNS - 1 - along;
    const kind =
      square === 0 ? "start" : square === goal ? "goal" : ffa.has(square) ? "ffa" : stars.has(square) ? "star" : "";
    const here = onSquare.get(square) || [];
    const name = squareLabel(ctx, square, kind);
    const label = here.length
      ? ctx.t("stikord.ui.square_with", { square: name, teams: here.map((t) => teamName(ctx, t)) })
      : name;
    const mark = kind === "ffa" ? ctx.t("stikord.ui.ffa_mark") : kind === "star" ? ctx.static.star : null;
    cells.push(
      h(
        "li",
        {
          class: `sk-square ${kind}`.trim(),
          style: { gridRow: String(rows - row), gridColumn: String(column + 1) },
          "aria-label": label,
          dataset: { square: String(square) },
        },
        // The number (or START, GOAL) and the square's mark stand in a row of their own above the tokens, which
        // never cover them.
        h("span", { class: "sk-square-name", "aria-hidden": "true" }, squareName(ctx, square)),
        mark ? h("span", { class: "sk-mark", "aria-hidden": "true" }, mark) : null,
        here.length
          ? h(
              "span",
              { class: "sk-tokens", "aria-hidden": "true" },
              here.map((t) =>
                h(
                  "span",
                  {
                    class: `sk-token team-${t}${t === view.current && view.phase !== "over" ? " current" : ""}`,
                    dataset: { team: String(t) },
                  },
                  tokenLetter(ctx, t),
                ),
              ),
            )
          : null,
      ),
    );
  }
  return h("ol", { class: "sk-board", "aria-label": ctx.t("stikord.ui.board") }, cells);
}

function squareLabel(ctx, square, kind) {
  if (kind === "start") return ctx.t("stikord.ui.start");
  if (kind === "goal") return ctx.t("stikord.ui.goal");
  if (kind === "ffa") return ctx.t("stikord.ui.square_ffa", { square });
  if (kind === "star") return ctx.t("stikord.ui.square_star", { square });
  return ctx.t("stikord.ui.square", { square });
}

// A token that just moved walks there square by square (once per screen; not when motion is unwelcome), on the
// live screen once it is drawn.
export function walkTokens(screen, ctx) {
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  for (const event of ctx.newEvents) {
    if (event.key !== "stikord.moved" || !firstTime(ctx, `${ctx.seat}:walk:${event.i}`)) continue;
    const { team, start, end } = event.args;
    const token = screen.querySelector(`.sk-board .sk-token[data-team="${team}"]`);
    const target = token?.closest(".sk-square");
    if (!token || !target || start === end) continue;
    const to = target.getBoundingClientRect();
    const frames = [];
    for (let square = start; square <= end; square++) {
      const cell = screen.querySelector(`.sk-square[data-square="${square}"]`);
      if (!cell) continue;
      const r = cell.getBoundingClientRect();
      const dx = r.left + r.width / 2 - (to.left + to.width / 2);
      const dy = r.top + r.height / 2 - (to.top + to.height / 2);
      frames.push({ transform: `translate(${dx}px, ${dy}px)` });
    }
    if (frames.length > 1) token.animate(frames, { duration: STEP_MS * frames.length, easing: "linear" });
  }
}
