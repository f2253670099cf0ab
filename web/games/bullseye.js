// Bullseye: six coloured dice on the table, one score sheet per player. Tap a die, then its field in your current row
// (or drag it there); confirm the entry. Every sheet is public, so all are drawn.
export const stylesheet = "games/bullseye.css";

const COLOURS = ["K", "B", "Y", "R", "G", "W"];
const CSS_NAME = { K: "black", B: "blue", Y: "yellow", R: "red", G: "green", W: "white" };
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

// What the person at the screen is in the middle of: reset whenever the seat, the turn or the phase changes.
const ui = { key: "", selected: null, pending: {}, crossing: false, message: "", root: null, ctx: null };

export function render(root, ctx) {
  const { view, seat, h } = ctx;
  const key = `${seat}:${view.turn}:${view.phase}`;
  if (key !== ui.key) Object.assign(ui, { key, selected: null, pending: {}, crossing: false, message: "" });
  ui.root = root;
  ui.ctx = ctx;
  root.classList.add("be");
  const mine = seat !== null ? view.players[seat] : null;
  const others = view.players.filter((p) => p.seat !== seat);
  const parts = [
    banner(ctx),
    h("div", { class: `be-table${mine ? "" : " spectator"}` },
      mine ? sheet(ctx, mine, "big") : null,
      h("div", { class: "be-side" }, diceTray(ctx), controls(ctx))),
    h("div", { class: `be-others${mine ? "" : " spectator"}`, role: "group", "aria-label": mine ? "Other players' sheets" : "All sheets" },
      others.map((p) => sheet(ctx, p, mine ? "mini" : "full"))),
    scoreTable(ctx),
    logBox(ctx),
  ];
  root.append(...parts.filter(Boolean));
}

// Every sheet is public: nobody needs to look away, whoever's turn it is to enter.
export function curtain() {
  return null;
}

function redraw() {
  if (!ui.root || !ui.ctx) return;
  ui.root.replaceChildren();
  render(ui.root, ui.ctx);
}

// ----- pieces ------------------------------------------------------------------------------------------------------
function face(h, value, cls) {
  const on = PIPS[value] || [];
  return h("span", { class: `be-face ${cls}`, "aria-hidden": "true" },
    Array.from({ length: 9 }, (_, i) => h("span", { class: on.includes(i) ? "pip on" : "pip" })));
}

function colourName(view, colour) {
  return view.colours[colour];
}

function banner({ view, h, seats }) {
  let text;
  if (view.phase === "over") text = "Game over";
  else if (view.phase === "roll") text = `Turn ${view.turn}: ${view.active_name} rolls the dice`;
  else if (view.phase === "decide") text = `Turn ${view.turn}: ${view.active_name} may reroll every die except the 1s, or keep`;
  else {
    const waiting = view.to_act.map((s) => seats[s].name);
    text = `Turn ${view.turn}: everyone writes in their current row${waiting.length ? ` (waiting for ${waiting.join(", ")})` : ""}`;
  }
  return h("div", { class: "be-banner" },
    h("p", { class: "be-phase", role: "status" }, text),
    h("ol", { class: "be-players", "aria-label": "Players" },
      view.players.map((p) => {
        const state = playerState(view, p);
        return h("li", { class: `be-player${p.seat === view.active ? " active" : ""}${p.to_act ? " acting" : ""}` },
          h("span", { class: "be-player-name" }, p.name, p.bot ? h("small", {}, ` (${p.bot} bot)`) : null),
          h("span", { class: "be-player-sheet" }, `Sheet ${p.sheet}`),
          h("span", { class: "be-player-total", "aria-label": `${p.name} has ${p.total} points` }, `${p.total} pts`),
          state ? h("span", { class: "be-player-state" }, state) : null);
      })));
}

function playerState(view, p) {
  if (view.phase === "over") return null;
  if (view.phase === "enter") return p.entered ? "✓ entered" : "writing…";
  return p.seat === view.active ? "rolling" : null;
}

function diceTray(ctx) {
  const { view, h } = ctx;
  const entering = canEnter(ctx);
  const fits = entering ? fittingColours(ctx) : new Set();
  const rolled = view.dice.some((d) => d.value !== null);
  return h("div", { class: "be-tray", role: "group", "aria-label": "Dice" },
    view.dice.map((d) => {
      const name = d.name[0].toUpperCase() + d.name.slice(1);
      const placed = d.colour in ui.pending;
      const label = d.value === null
        ? `${name} die: not rolled yet`
        : `${name} die: ${d.value}${d.kept ? ", a 1: kept if rerolled" : ""}${placed ? ", written" : ""}`;
      const classes = ["be-die", `c-${CSS_NAME[d.colour]}`];
      if (d.value === null) classes.push("blank");
      if (ui.selected === d.colour) classes.push("selected");
      if (placed) classes.push("placed");
      if (entering && !fits.has(d.colour)) classes.push("nofit");
      if (d.kept) classes.push("kept");
      return h("div", { class: "be-die-slot" },
        h("button", {
          class: classes.join(" "),
          type: "button",
          "aria-label": label,
          "aria-pressed": entering ? String(ui.selected === d.colour) : null,
          disabled: !entering || d.value === null,
          draggable: entering && d.value !== null ? "true" : null,
          ondragstart: (e) => { e.dataTransfer.setData("text/plain", d.colour); ui.selected = d.colour; },
          onclick: () => onDie(ctx, d.colour),
        }, d.value === null ? h("span", { class: "be-die-blank", "aria-hidden": "true" }, "?") : face(h, d.value, "big")),
        d.kept ? h("span", { class: "be-die-note" }, "kept") : null);
    }),
    rolled ? null : h("p", { class: "be-tray-note" }, view.phase === "over" ? "" : "The dice are waiting to be rolled."));
}

function canEnter({ view, legal }) {
  return view.phase === "enter" && legal.length > 0;
}

function fittingColours({ legal }) {
  const fits = new Set();
  for (const action of legal) {
    if (action.type === "write") Object.keys(action.fields).forEach((c) => fits.add(c));
  }
  return fits;
}

function controls(ctx) {
  const { view, legal, h, seat, seats } = ctx;
  if (view.phase === "over" || seat === null) return null;
  const box = h("div", { class: "be-controls panel" });
  const me = view.players[seat];
  if (!legal.length) {
    let text = `${seats[seat].name}: waiting for ${view.to_act.map((s) => seats[s].name).join(", ")}.`;
    if (view.phase === "enter" && me.entered) text = `${seats[seat].name}: your entry is written. Waiting for ${view.to_act.map((s) => seats[s].name).join(", ")}.`;
    box.append(h("p", { class: "be-hint" }, text));
    return box;
  }
  if (view.phase === "roll") {
    box.append(h("h2", {}, `${me.name}, it is your turn to roll`),
      h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "button", onclick: () => send(ctx, { type: "roll" }) }, "Roll the dice")));
    return box;
  }
  if (view.phase === "decide") {
    const canReroll = legal.some((a) => a.type === "reroll");
    box.append(h("h2", {}, `${me.name}: keep these dice or reroll once?`),
      h("p", { class: "be-hint" }, canReroll ? "A reroll throws every die except those showing 1." : "Every die shows 1: nothing to reroll."),
      h("div", { class: "actions" },
        canReroll ? h("button", { class: "btn big", type: "button", onclick: () => send(ctx, { type: "reroll" }) }, "Reroll (keep the 1s)") : null,
        h("button", { class: "btn primary big", type: "button", onclick: () => send(ctx, { type: "keep" }) }, "Keep these dice")),
      message(h));
    return box;
  }
  // Entering: write dice or cross out, then confirm.
  const row = me.current_row;
  const leftmost = me.rows[row].fields.find((f) => f.value === null && !f.crossed);
  const summary = entrySummary(view, me);
  box.append(
    h("h2", {}, `${me.name}: your entry for row ${row + 1}`),
    h("p", { class: "be-hint" }, fittingColours(ctx).size
      ? "Tap a die, then its field in your row (or drag it there). Tap a written field again to take it back."
      : "No die fits your row: you must cross out a field."),
    h("p", { class: "be-summary", "aria-live": "polite" }, summary),
    message(h),
    h("div", { class: "actions" },
      h("button", {
        class: `btn${ui.crossing ? " active" : ""}`, type: "button", "aria-pressed": String(ui.crossing),
        onclick: () => { ui.crossing = !ui.crossing; ui.pending = {}; ui.selected = null; ui.message = ""; redraw(); },
      }, `Cross out ${colourName(view, leftmost.colour)} ${leftmost.printed}`),
      Object.keys(ui.pending).length ? h("button", { class: "btn", type: "button", onclick: () => { ui.pending = {}; ui.message = ""; redraw(); } }, "Clear") : null,
      h("button", { class: "btn primary big", type: "button", disabled: !ui.crossing && !Object.keys(ui.pending).length, onclick: () => confirmEntry(ctx) }, "Confirm entry")),
  );
  return box;
}

function message(h) {
  return h("p", { class: "be-error", role: "alert" }, ui.message || "");
}

function entrySummary(view, me) {
  if (ui.crossing) {
    const f = me.rows[me.current_row].fields.find((x) => x.value === null && !x.crossed);
    return `Your entry: cross out the ${colourName(view, f.colour)} ${f.printed}.`;
  }
  const fields = me.rows[me.current_row].fields;
  const parts = COLOURS.filter((c) => c in ui.pending).map((c) => {
    const printed = fields.find((f) => f.colour === c).printed;
    return `${colourName(view, c)} ${ui.pending[c]}${ui.pending[c] === printed ? " (bullseye!)" : ""}`;
  });
  return parts.length ? `Your entry: ${parts.join(", ")}.` : "Nothing chosen yet.";
}

// ----- input ---------------------------------------------------------------------------------------------------------
async function send(ctx, action) {
  ui.message = "";
  const reply = await ctx.act(action);
  if (!reply.ok) {
    ui.message = reply.error;
    redraw();
  }
}

function onDie(ctx, colour) {
  const { view, seat } = ctx;
  const die = view.dice.find((d) => d.colour === colour);
  const me = view.players[seat];
  const field = me.rows[me.current_row].fields.find((f) => f.colour === colour);
  ui.crossing = false;
  if (colour in ui.pending) {
    delete ui.pending[colour];
    ui.selected = null;
    ui.message = "";
  } else if (!fittingColours(ctx).has(colour)) {
    ui.selected = null;
    ui.message = refusal(view, me, me.current_row, field, colour, die.value) || `The ${die.name} ${die.value} cannot be written now.`;
  } else {
    ui.selected = ui.selected === colour ? null : colour;
    ui.message = "";
  }
  redraw();
}

function onField(ctx, rowIndex, pos) {
  const { view, seat } = ctx;
  const me = view.players[seat];
  const field = me.rows[rowIndex].fields[pos];
  if (rowIndex === me.current_row && field.colour in ui.pending && !ui.selected) {
    delete ui.pending[field.colour]; // a second tap takes a pending number back
    ui.message = "";
    return redraw();
  }
  const colour = ui.selected || field.colour; // no die chosen: the field's own colour
  const die = view.dice.find((d) => d.colour === colour);
  const reason = refusal(view, me, rowIndex, field, colour, die.value);
  if (reason) {
    ui.message = reason;
  } else {
    ui.pending[colour] = die.value;
    ui.crossing = false;
    ui.message = "";
  }
  ui.selected = null;
  redraw();
}

// Why this die may not go in this field, in the words of the rules; null when it may.
function refusal(view, me, rowIndex, field, colour, value) {
  const name = colourName(view, colour);
  if (rowIndex !== me.current_row) return `You write in row ${me.current_row + 1} this turn, one row at a time.`;
  if (field.colour !== colour) return `The ${name} die goes only in the ${name} field, not the ${colourName(view, field.colour)} one.`;
  if (field.crossed) return `The ${name} field of row ${rowIndex + 1} is crossed out.`;
  if (field.value !== null) return `The ${name} field of row ${rowIndex + 1} already holds a ${field.value}.`;
  if (value > field.printed) return `The ${name} ${value} is higher than the ${field.printed} printed in its field: it does not fit.`;
  return null;
}

async function confirmEntry(ctx) {
  const action = ui.crossing
    ? { type: "cross" }
    : { type: "write", fields: Object.fromEntries(COLOURS.filter((c) => c in ui.pending).map((c) => [c, ui.pending[c]])) };
  await send(ctx, action);
}

// ----- sheets --------------------------------------------------------------------------------------------------------
function sheet(ctx, player, size) {
  const { view, h, seat } = ctx;
  const interactive = size === "big" && player.seat === seat && canEnter(ctx);
  const grid = h("div", { class: "be-grid", role: "table", "aria-label": `${player.name}'s sheet ${player.sheet}` });
  player.rows.forEach((row, r) => {
    const current = r === player.current_row && view.phase !== "over";
    const cells = [h("span", { class: "be-rowlabel", role: "rowheader" }, String(r + 1))];
    row.fields.forEach((f, pos) => cells.push(fieldCell(ctx, player, r, pos, f, current && interactive, size)));
    cells.push(rowScore(h, row, r, current));
    grid.append(h("div", { class: `be-row${current ? " current" : ""}${row.complete ? " complete" : ""}`, role: "row" }, cells));
  });
  const entered = view.phase === "enter" ? (player.entered ? " ✓" : " …") : "";
  return h("section", { class: `be-sheet ${size}${player.seat === view.active ? " active" : ""}`, "aria-label": `Sheet of ${player.name}` },
    h("header", { class: "be-sheet-head" },
      h("span", { class: "be-sheet-letter", "aria-hidden": "true" }, player.sheet),
      h("span", { class: "be-sheet-name" }, player.name, entered),
      h("span", { class: "be-sheet-total" }, `Total ${player.total}`)),
    grid);
}

function fieldCell(ctx, player, r, pos, f, interactive, size) {
  const { view, h } = ctx;
  const name = colourName(view, f.colour);
  const pendingValue = interactive && !ui.crossing ? ui.pending[f.colour] : undefined;
  const isLeftmostOpen = interactive && ui.crossing && player.rows[r].fields.findIndex((x) => x.value === null && !x.crossed) === pos;
  const classes = ["be-field", `c-${CSS_NAME[f.colour]}`];
  let state = "open";
  let shown = null;
  if (f.crossed) { classes.push("crossed"); state = "crossed out"; }
  else if (f.value !== null) { classes.push("written"); shown = f.value; state = `${f.value}${f.hit ? ", bullseye" : ""}`; }
  else if (pendingValue !== undefined) { classes.push("pending"); shown = pendingValue; state = `${pendingValue} chosen, not yet confirmed${pendingValue === f.printed ? ", bullseye" : ""}`; }
  else if (isLeftmostOpen) { classes.push("pending-cross"); state = "to be crossed out"; }
  if (f.hit || (pendingValue !== undefined && pendingValue === f.printed)) classes.push("hit");
  if (interactive) classes.push("target");
  const label = `Row ${r + 1}, ${name} ${f.printed}: ${state}`;
  const content = [
    size !== "mini" ? face(h, f.printed, "small") : shown === null ? h("span", { class: "be-printed-digit", "aria-hidden": "true" }, String(f.printed)) : null,
    shown !== null ? h("span", { class: "be-written", "aria-hidden": "true" }, String(shown)) : null,
    f.hit || (pendingValue !== undefined && pendingValue === f.printed) ? h("span", { class: "be-hitmark", "aria-hidden": "true" }, "◎") : null,
    f.crossed || isLeftmostOpen ? h("span", { class: "be-cross", "aria-hidden": "true" }, "✕") : null,
  ];
  if (!interactive) return h("span", { class: classes.join(" "), role: "cell", "aria-label": label }, content);
  return h("span", { role: "cell", class: "be-cellwrap" },
    h("button", {
      class: classes.join(" "), type: "button", "aria-label": label,
      onclick: () => onField(ctx, r, pos),
      ondragover: (e) => e.preventDefault(),
      ondrop: (e) => { e.preventDefault(); ui.selected = e.dataTransfer.getData("text/plain") || ui.selected; onField(ctx, r, pos); },
    }, content));
}

function rowScore(h, row, r, current) {
  if (row.score !== null) {
    return h("span", { class: "be-score done", role: "cell", "aria-label": `Row ${r + 1} scored ${row.score}` }, String(row.score));
  }
  if (current && (row.points || row.hits)) {
    const text = `${row.points}+${row.bonus}`;
    return h("span", { class: "be-score running", role: "cell", "aria-label": `Row ${r + 1} so far ${row.points} plus ${row.bonus} bonus` }, text);
  }
  return h("span", { class: "be-score", role: "cell", "aria-label": `Row ${r + 1} not scored yet` }, "");
}

// ----- scores and log -------------------------------------------------------------------------------------------------
function scoreTable({ view, h }) {
  const best = Math.max(...view.players.map((p) => p.total));
  return h("div", { class: "be-scores-wrap" }, h("table", { class: "be-scores", "aria-label": "Scores by row" },
    h("thead", {}, h("tr", {}, h("th", {}, "Player"), [1, 2, 3, 4, 5].map((n) => h("th", {}, `Row ${n}`)), h("th", {}, "Total"))),
    h("tbody", {}, view.players.map((p) => h("tr", { class: view.phase === "over" && p.total === best ? "winner" : "" },
      h("th", { scope: "row" }, p.name),
      p.rows.map((row, r) => h("td", { class: row.score === null && r === p.current_row ? "running" : "" },
        row.score !== null ? String(row.score) : r === p.current_row && view.phase !== "over" && (row.points || row.hits) ? `(${row.points + row.bonus})` : "–")),
      h("td", { class: "total" }, String(p.total))))),
    h("caption", {}, "Each row: its numbers plus the bonus for its bullseyes (0 1 3 6 10 15 21). In brackets: a row so far.")));
}

function logBox({ view, h }) {
  const lines = view.log.slice(-8);
  return h("ol", { class: "be-log log", "aria-label": "What just happened" }, lines.map((line) => h("li", {}, line)));
}
