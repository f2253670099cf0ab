// Where the focus goes. Asked for while the screen is drawn (the morph gives it to the live node), or, for the arrow
// keys, on the live nodes the key event reaches: nothing here keeps a node from one draw to the next.
import { canEnter, firstWritable } from "./entry.js";

// Put the focus back on the control that had it, or, at a new step, on what the step asks for: in the entry step the
// first field of the sheet one may write (else the cross-out, the only entry left), in the others the step's heading
// (which says what to do). Never take it from outside the game.
export function placeFocus(root, ctx) {
  const ui = ctx.state;
  const active = document.activeElement;
  const lost = !active || active === document.body || ctx.screen.contains(active);
  const fresh = ui.fresh;
  ui.fresh = false;
  if (!lost || ctx.view.phase === "over") return;
  const wanted = ui.focus && root.querySelector(`[data-focus="${ui.focus}"]:not(:disabled)`);
  const target = (!fresh && wanted) || stepStart(root, ctx);
  target?.focus({ preventScroll: !fresh });
}

function stepStart(root, ctx) {
  const heading = root.querySelector(".be-controls h2");
  if (!canEnter(ctx)) return heading;
  const pos = firstWritable(ctx);
  const focus = pos >= 0 ? `field-${pos}` : "cross";
  return root.querySelector(`.be-controls [data-focus="${focus}"], .be-sheet.big [data-focus="${focus}"]`) || heading;
}

// A group of buttons (the dice; the fields of the row) is one Tab stop: `current`, else the first enabled one.
export function tabStop(buttons, current) {
  const items = buttons.filter((b) => !b.disabled);
  const stop = items.includes(current) ? current : items[0];
  for (const b of items) b.setAttribute("tabindex", b === stop ? "0" : "-1");
}

// The arrow keys (Home, End) move along the group's buttons; the handler is the group's own, given to h().
const STEPS = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
export function rovingKeys(event) {
  const items = [...event.currentTarget.querySelectorAll("button:not(:disabled)")];
  const at = items.indexOf(event.target);
  if (at < 0) return;
  const step = STEPS[event.key];
  let next = null;
  if (step) next = items[(at + step + items.length) % items.length];
  else if (event.key === "Home") next = items[0];
  else if (event.key === "End") next = items.at(-1);
  if (!next) return;
  event.preventDefault();
  items[at].tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}
