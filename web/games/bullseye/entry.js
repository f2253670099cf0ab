// What the person at the screen is in the middle of, and what their clicks do. Everything lives in ctx.state (fresh
// for every game); a handler reads the view and ctx.state when it runs, never a node of the draw that made it.
// The renderer judges nothing: an entry that is not among the legal actions is sent, and Python's refusal is shown.

// Reset whenever the seat, the turn or the phase changes. pending: {colour: value} chosen but not yet confirmed.
// selected: the die chosen to put into a field. crossing: the cross-out chosen. focus: the control (its data-focus)
// to focus after the next draw; fresh: a new step, so the focus goes to what it asks for.
export function entryState(ctx) {
  const key = `${ctx.seat}:${ctx.view.turn}:${ctx.view.phase}`;
  if (ctx.state.key !== key) {
    Object.assign(ctx.state, { key, selected: null, pending: {}, crossing: false, message: "", focus: null });
    ctx.state.fresh = true;
  }
  return ctx.state;
}

export function layoutOf(ctx, seat) {
  return ctx.static.sheets[ctx.view.scoresheets[seat].sheet];
}

export function canEnter({ view, legal }) {
  return view.phase === "enter" && legal.length > 0;
}

// The colours of the dice that some legal write takes (Python's list, not a judgement of ours).
export function fittingColours({ legal }) {
  const fits = new Set();
  for (const action of legal) {
    if (action.type === "write") {
      for (const colour of Object.keys(action.fields)) fits.add(colour);
    }
  }
  return fits;
}

// The first field of the current row that some legal write fills (its position), or -1 when none: cross out then.
export function firstWritable(ctx) {
  const me = ctx.view.scoresheets[ctx.seat];
  const fits = fittingColours(ctx);
  return layoutOf(ctx, ctx.seat)[me.current_row].findIndex(
    (field, pos) => me.rows[me.current_row].cells[pos] === null && fits.has(field.colour),
  );
}

function isLegalWrite({ legal }, fields) {
  const wanted = Object.entries(fields);
  return legal.some(
    (a) =>
      a.type === "write" &&
      Object.keys(a.fields).length === wanted.length &&
      wanted.every(([colour, value]) => a.fields[colour] === value),
  );
}

// Every action goes with {inline: true}: the refusal shows on the controls' own line, not as the shell's notice.
export async function send(ctx, action) {
  ctx.state.message = "";
  const reply = await ctx.act(action, { inline: true });
  if (!reply.ok) {
    ctx.state.message = reply.message;
    ctx.redraw();
  }
}

function dieValue(ctx, colour) {
  return ctx.view.dice.find((d) => d.colour === colour).value;
}

function currentField(ctx, colour) {
  const me = ctx.view.scoresheets[ctx.seat];
  return layoutOf(ctx, ctx.seat)[me.current_row].findIndex((f) => f.colour === colour);
}

// Choosing a die. One that no legal write takes is asked about: Python refuses it and says why. A chosen die sends
// the focus to its field, so that Enter puts it there.
export function onDie(ctx, colour) {
  const ui = ctx.state;
  ui.crossing = false;
  ui.message = "";
  if (colour in ui.pending) {
    delete ui.pending[colour];
    ui.selected = null;
  } else if (!fittingColours(ctx).has(colour)) {
    ui.selected = null;
    return send(ctx, { type: "write", fields: { ...ui.pending, [colour]: dieValue(ctx, colour) } });
  } else {
    ui.selected = ui.selected === colour ? null : colour;
    if (ui.selected) ui.focus = `field-${currentField(ctx, colour)}`;
  }
  ctx.redraw();
}

// Putting the chosen die (or, with none chosen, the field's own die) into a field of the current row: the number goes
// in that field. If that entry is one of the legal writes it waits for the confirmation (and the focus goes to the
// Confirm button); if not, it is sent, and Python's refusal says why (another colour's field, a field already used, a
// number too high).
export function onField(ctx, pos) {
  const ui = ctx.state;
  const me = ctx.view.scoresheets[ctx.seat];
  const field = layoutOf(ctx, ctx.seat)[me.current_row][pos];
  ui.message = "";
  if (field.colour in ui.pending && !ui.selected) {
    delete ui.pending[field.colour]; // a second tap takes a pending number back
    return ctx.redraw();
  }
  const value = dieValue(ctx, ui.selected || field.colour);
  ui.selected = null;
  const fields = { ...ui.pending, [field.colour]: value };
  if (!isLegalWrite(ctx, fields)) return send(ctx, { type: "write", fields });
  ui.pending[field.colour] = value;
  ui.crossing = false;
  ui.focus = "confirm";
  ctx.redraw();
}

export function onCross(ctx) {
  const ui = ctx.state;
  Object.assign(ui, { crossing: !ui.crossing, pending: {}, selected: null, message: "" });
  if (ui.crossing) ui.focus = "confirm";
  ctx.redraw();
}

export function onClear(ctx) {
  Object.assign(ctx.state, { pending: {}, message: "", focus: "cross" });
  ctx.redraw();
}

export function confirmEntry(ctx) {
  const ui = ctx.state;
  if (ui.crossing) return send(ctx, { type: "cross" });
  const fields = Object.fromEntries(ctx.static.colours.filter((c) => c in ui.pending).map((c) => [c, ui.pending[c]]));
  return send(ctx, { type: "write", fields });
}
