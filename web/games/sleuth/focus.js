// The screen is drawn anew after every change, so the keyboard focus would fall back to the page: remember which
// control had it (by its data-focus name) and give it back, or, when that control is gone, move the focus to what
// needs attention now (the dialog, a card to show, where to move, the next step of the turn).
export function keepFocus(root, ctx, dialog) {
  const state = ctx.state;
  root.addEventListener("focusin", (event) => {
    state.focus = event.target.closest("[data-focus]")?.dataset.focus ?? null;
  });
  const active = document.activeElement;
  if (active && active !== document.body && !ctx.screen?.contains(active)) return; // the focus is elsewhere on the page
  const within = dialog || root;
  const named = (name) => [...within.querySelectorAll("[data-focus]")].find((el) => el.dataset.focus === name);
  let target = state.focus ? named(state.focus) : null;
  if (!target && dialog) target = dialog.querySelector("button[aria-pressed]");
  if (!target && ctx.legal.length) {
    for (const kind of ["show", "room", "square", "suggest", "roll", "end"]) {
      target = root.querySelector(`[data-focus^="${kind}:"]`);
      if (target) break;
    }
  }
  if (!target) return;
  // A dialog about to open takes the focus to this control as it opens (showModal: see the kit's gameDialog).
  if (dialog) target.autofocus = true;
  // Without scrolling: the screen is laid out so that the prompt and its controls show together (see zoom.js).
  if (target !== active) target.focus({ preventScroll: true });
}
