// Motion: a token that moved walks from where it was.
import { geometry } from "./board.js";
import { boardMetrics } from "./zoom.js";

// Positions are remembered between draws in ctx.state; a token whose place changed is drawn at its new place and walks
// there from the old one: square by square along the corridor after a roll (a shortest way: the rules do not send the
// way taken, and any shortest way looks the same), straight across the board when a passage or a suggestion moved it.
// Nothing moves when the system asks for reduced motion.
export function walkTokens(ctx) {
  const { view } = ctx;
  const before = ctx.state.tokensBefore;
  ctx.state.tokensBefore = JSON.stringify(view.tokens);
  if (!before || before === ctx.state.tokensBefore) return;
  const old = JSON.parse(before);
  const board = ctx.screen.querySelector(".sl-board");
  if (!board) return;
  // On the screen, in pixels (the zoomed board is scaled); a token's translation is in the board's own pixels.
  const { left, top, cell, scale } = boardMetrics(board);
  const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
  // The seats that moved by their roll in the latest reply (entered a room or moved along the corridor).
  const rolled = new Set(
    ctx.newEvents.filter((e) => e.key === "sleuth.moved" || e.key === "sleuth.entered").map((e) => e.args.seat),
  );
  for (const [suspect, where] of Object.entries(view.tokens)) {
    const was = old[suspect];
    if (!was || JSON.stringify(was) === JSON.stringify(where)) continue;
    const el = board.querySelector(`.sl-token[data-suspect="${suspect}"]`);
    if (!el) continue;
    const seat = view.detectives.findIndex((d) => d.suspect === suspect);
    const points = (rolled.has(seat) && walkedPath(ctx, was, where)) || [centreOf(ctx, was), centreOf(ctx, where)];
    el.dataset.walk = points.length - 1; // the steps it walks (read by the end-to-end tests)
    el.classList.add("sl-walk");
    if (still) continue;
    const now = el.getBoundingClientRect();
    const [cx, cy] = [now.left + now.width / 2, now.top + now.height / 2];
    const frames = points.map(([x, y]) => ({
      transform: `translate(${Math.round((left + x * cell - cx) / scale)}px, ${Math.round((top + y * cell - cy) / scale)}px)`,
    }));
    frames.push({ transform: "none" });
    el.animate(frames, { duration: Math.min(140 * points.length, 1600), easing: "ease-in-out" });
  }
}

// The middle of a square or of a room, in squares from the board's top left corner.
function centreOf(ctx, where) {
  if (where.square) return [where.square[0] + 0.5, where.square[1] + 0.5];
  const box = geometry(ctx).boxes[where.room];
  return [(box.x0 + box.x1 + 1) / 2, (box.y0 + box.y1 + 1) / 2];
}

// A shortest way along the corridor from one place to another (out of a room and into one through their doors), as
// the middles of the squares walked; null if there is none.
function walkedPath(ctx, was, where) {
  const { rows, doors } = ctx.static.board;
  const key = ([x, y]) => `${x},${y}`;
  const corridor = ([x, y]) => /^[.1-6]$/.test(rows[y]?.[x] ?? "");
  const ends = (place) =>
    place.square ? [place.square] : doors.filter((d) => d.room === place.room).map((d) => d.square);
  const goals = new Set(ends(where).map(key));
  const previous = new Map(ends(was).map((square) => [key(square), null]));
  const queue = ends(was);
  let found = null;
  while (queue.length && !found) {
    const square = queue.shift();
    if (goals.has(key(square))) found = square;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const next = [square[0] + dx, square[1] + dy];
      if (!corridor(next) || previous.has(key(next))) continue;
      previous.set(key(next), square);
      queue.push(next);
    }
  }
  if (!found) return null;
  const path = [];
  for (let square = found; square; square = previous.get(key(square))) path.unshift(square);
  const points = path.map(([x, y]) => [x + 0.5, y + 0.5]);
  if (was.room) points.unshift(centreOf(ctx, was));
  if (where.room) points.push(centreOf(ctx, where));
  return points;
}
