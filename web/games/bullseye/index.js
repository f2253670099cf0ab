// Bullseye: six coloured dice on the table, one score sheet per player. Choose a die, then its field in your current
// row (tap, drag, or the keyboard: arrows to move, Enter to choose); confirm the entry. Every sheet is public, so all
// are drawn.
//
// The printed sheets, the dice colours and the bonus table come once, in ctx.static; a view carries what is written.
// The renderer judges nothing: an entry that is not among the legal actions is sent, and Python's refusal is shown.
// Every text comes from web/locales/<lang>/bullseye.json (keys "bullseye.ui.*"; "bullseye.howto.*" for the rules page).
// Colour is never the only sign: each colour has its own shape, drawn as the pips of its die and in its fields.
import { latestMoves, unchanged } from "../../widgets.js";
import { dieFaceSvg, printedFace, symbolSvg } from "./pictures.js";

// The newest moves stand beside the prompt (latestMoves): the shell's line at the top would repeat them.
export const showsLatestMoves = true;

export function render(root, ctx) {
  const { view, seat, h, t } = ctx;
  const ui = entryState(ctx);
  root.classList.add("be");
  const mine = seat !== null ? view.scoresheets[seat] : null;
  const others = view.scoresheets.map((_, s) => s).filter((s) => s !== seat);
  const parts = [
    banner(ctx),
    h(
      "div",
      { class: `be-table${mine ? "" : " spectator"}` },
      mine ? sheet(ctx, seat, "big") : null,
      h(
        "div",
        { class: "be-side" },
        latestMoves(ctx, {
          className: "be-latest",
          label: t("bullseye.ui.latest"),
          word: (event) => eventText(ctx, event),
        }),
        diceTray(ctx, ui),
        controls(ctx, ui),
      ),
    ),
    h(
      "div",
      {
        class: `be-others${mine ? "" : " spectator"}`,
        role: "group",
        "aria-label": mine ? t("bullseye.ui.other_sheets") : t("bullseye.ui.all_sheets"),
      },
      others.map((s) => sheet(ctx, s, mine ? "mini" : "full")),
    ),
    scoreTable(ctx),
    logBox(ctx),
  ];
  root.append(...parts.filter(Boolean));
  root.addEventListener("focusin", (event) => {
    const key = event.target.closest?.("[data-focus]")?.dataset.focus;
    if (key) ui.focus = key;
  });
  placeFocus(root, ctx, ui);
}

// Every sheet is public: nobody needs to look away, whoever's turn it is to enter.
export function curtain() {
  return null;
}

// What the person at the screen is in the middle of (ctx.state, fresh for every game): reset whenever the seat, the
// turn or the phase changes. pending: {colour: value} chosen but not yet confirmed. focus: the control (its
// data-focus) to focus after the next draw; fresh: a new step, so focus goes to what it asks for.
function entryState(ctx) {
  const key = `${ctx.seat}:${ctx.view.turn}:${ctx.view.phase}`;
  if (ctx.state.key !== key) {
    Object.assign(ctx.state, { key, selected: null, pending: {}, crossing: false, message: "", focus: null });
    ctx.state.fresh = true;
  }
  return ctx.state;
}

// Put the focus back on the control that had it, or, at a new step, on the step's heading (which says what to do).
// Never take it from outside the game.
function placeFocus(root, ctx, ui) {
  const active = document.activeElement;
  const lost = !active || active === document.body || root.contains(active);
  const fresh = ui.fresh;
  ui.fresh = false;
  if (!lost || ctx.view.phase === "over") return;
  const wanted = ui.focus && root.querySelector(`[data-focus="${ui.focus}"]:not(:disabled)`);
  const target = (!fresh && wanted) || root.querySelector(".be-controls h2");
  if (target && target !== active) target.focus({ preventScroll: !fresh });
}

// Arrow keys move between the buttons of a group (the dice; the fields of the row); only one of them is a Tab stop.
function rovingFocus(buttons, current) {
  const items = buttons.filter((b) => !b.disabled);
  if (!items.length) return;
  const start = Math.max(0, items.indexOf(current));
  items.forEach((b, i) => {
    b.tabIndex = i === start ? 0 : -1;
    b.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      let next = null;
      if (step) next = items[(i + step + items.length) % items.length];
      else if (event.key === "Home") next = items[0];
      else if (event.key === "End") next = items[items.length - 1];
      if (!next) return;
      event.preventDefault();
      b.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
  });
}

// ----- words -------------------------------------------------------------------------------------------------------
function capitalised(ctx, text) {
  return text.charAt(0).toLocaleUpperCase(ctx.t.lang) + text.slice(1);
}

// Dice {colour: value} as words, in the dice order: "black 1 (bullseye), blue 3, and yellow 4".
function diceText(ctx, dice, hits = []) {
  const parts = ctx.static.colours
    .filter((c) => c in dice)
    .map((c) => ctx.t("bullseye.die", { colour: c, value: dice[c], hit: hits.includes(c) }));
  return ctx.t.list(parts);
}

// An event in words. The dice of a roll and the numbers of an entry are data ({colour: value}): word them first.
// The shell words events with this too (its live region), so the dice read as words everywhere.
export function eventText(ctx, event) {
  const args = { ...event.args };
  if (args.dice) args.dice = diceText(ctx, args.dice);
  if (args.fields) args.fields = diceText(ctx, args.fields, args.hits || []);
  return ctx.t(event.key, args);
}

// ----- pieces ------------------------------------------------------------------------------------------------------
function layoutOf(ctx, seat) {
  return ctx.static.sheets[ctx.view.scoresheets[seat].sheet];
}

function phaseText(ctx) {
  const { view, t } = ctx;
  const args = { turn: view.turn, seat: view.active };
  if (view.phase === "over") return t("bullseye.ui.phase_over");
  if (view.phase === "roll") return t("bullseye.ui.phase_roll", args);
  if (view.phase === "decide") return t("bullseye.ui.phase_decide", args);
  if (!view.to_act.length) return t("bullseye.ui.phase_enter", args);
  return t("bullseye.ui.phase_enter_waiting", { ...args, waiting: view.to_act });
}

function banner(ctx) {
  const { view, h, t } = ctx;
  return h(
    "div",
    { class: "be-banner" },
    h("p", { class: "be-phase", role: "status" }, phaseText(ctx)),
    h(
      "ol",
      { class: "be-players", "aria-label": t("bullseye.ui.players") },
      view.players.map((p, s) => {
        const state = playerState(ctx, s);
        return h(
          "li",
          { class: `be-player${s === view.active ? " active" : ""}${view.to_act.includes(s) ? " acting" : ""}` },
          h(
            "span",
            { class: "be-player-name" },
            p.name,
            p.bot ? [" ", h("small", {}, t("bullseye.ui.bot", { level: p.bot }))] : null,
          ),
          h("span", { class: "be-player-sheet" }, t("bullseye.ui.sheet_letter", { sheet: view.scoresheets[s].sheet })),
          h(
            "span",
            { class: "be-player-total", "aria-label": t("bullseye.ui.points_label", { seat: s, score: p.score }) },
            t("bullseye.ui.points", { score: p.score }),
          ),
          state ? h("span", { class: "be-player-state" }, state) : null,
        );
      }),
    ),
  );
}

function playerState({ view, t }, seat) {
  if (view.phase === "over") return null;
  if (view.phase === "enter") {
    return view.scoresheets[seat].entered ? t("bullseye.ui.state_entered") : t("bullseye.ui.state_writing");
  }
  return seat === view.active ? t("bullseye.ui.state_rolling") : null;
}

// Why the dice cannot be chosen now (shown under them, and what a disabled die's description says).
function trayNote(ctx) {
  const { view, t, seat } = ctx;
  if (view.phase === "over") return t("bullseye.ui.tray_over");
  if (view.phase === "roll" || view.dice.some((d) => d.value === null)) return t("bullseye.ui.tray_waiting");
  if (view.phase === "decide") return t("bullseye.ui.tray_decide", { seat: view.active });
  if (canEnter(ctx)) return null;
  return seat === null ? t("bullseye.ui.tray_spectator") : t("bullseye.ui.tray_entered");
}

function diceTray(ctx, ui) {
  const { view, h, t } = ctx;
  const entering = canEnter(ctx);
  const fits = entering ? fittingColours(ctx) : new Set();
  const note = trayNote(ctx);
  const roll = freshRoll(ctx);
  const buttons = [];
  const tray = h(
    "div",
    { class: "be-tray", role: "group", "aria-label": t("bullseye.ui.dice") },
    view.dice.map((d) => {
      const placed = d.colour in ui.pending;
      const label =
        d.value === null
          ? t("bullseye.ui.die_unrolled", { colour: d.colour })
          : t("bullseye.ui.die_label", { colour: d.colour, value: d.value, kept: d.kept, written: placed });
      const classes = ["be-die", `c-${d.colour}`];
      if (d.value === null) classes.push("blank");
      if (ui.selected === d.colour) classes.push("selected");
      if (placed) classes.push("placed");
      if (entering && !fits.has(d.colour)) classes.push("nofit");
      if (d.kept) classes.push("kept");
      if (roll?.colours.has(d.colour)) classes.push(roll.className);
      const disabled = !entering || d.value === null;
      const button = h(
        "button",
        {
          class: classes.join(" "),
          type: "button",
          "aria-label": capitalised(ctx, label),
          "aria-pressed": entering ? String(ui.selected === d.colour) : null,
          "aria-describedby": disabled && note ? "be-tray-note" : null,
          "data-focus": `die-${d.colour}`,
          disabled,
          draggable: entering && d.value !== null ? "true" : null,
          ondragstart: (e) => {
            e.dataTransfer.setData("text/plain", d.colour);
            ui.selected = d.colour;
          },
          onclick: () => onDie(ctx, d.colour),
        },
        d.value === null
          ? h("span", { class: "be-die-blank", "aria-hidden": "true" }, "?")
          : dieFaceSvg(d.colour, d.value),
      );
      buttons.push(button);
      return h(
        "div",
        { class: "be-die-slot" },
        button,
        d.kept ? h("span", { class: "be-die-note", "aria-hidden": "true" }, t("bullseye.ui.die_kept")) : null,
      );
    }),
    note ? h("p", { class: "be-tray-note", id: "be-tray-note" }, note) : null,
  );
  const first =
    buttons.find((b) => b.dataset.focus === `die-${ui.selected}`) ||
    buttons.find((b) => b.dataset.focus === ui.focus) ||
    buttons.find((b) => !b.classList.contains("nofit") && !b.classList.contains("placed"));
  rovingFocus(buttons, first);
  return tray;
}

// The dice of a roll that just arrived tumble. The class alternates with the roll (rolling-0, rolling-1), so a die
// the screen keeps from one roll to the next starts its animation again; a redraw of the same roll changes nothing.
function freshRoll(ctx) {
  const event = ctx.newEvents.findLast((e) => e.key === "bullseye.rolled" || e.key === "bullseye.rerolled");
  if (!event) return null;
  return { colours: new Set(event.args.colours || Object.keys(event.args.dice)), className: `rolling-${event.i % 2}` };
}

function canEnter({ view, legal }) {
  return view.phase === "enter" && legal.length > 0;
}

// The colours of the dice that some legal write takes (Python's list, not a judgement of ours).
function fittingColours({ legal }) {
  const fits = new Set();
  for (const action of legal) {
    if (action.type === "write") {
      for (const colour of Object.keys(action.fields)) fits.add(colour);
    }
  }
  return fits;
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

function button(ctx, text, focus, attrs) {
  return ctx.h("button", { class: "btn", type: "button", "data-focus": focus, ...attrs }, text);
}

function heading(ctx, text) {
  return ctx.h("h2", { tabindex: "-1" }, text);
}

function controls(ctx, ui) {
  const { view, legal, h, seat, t } = ctx;
  if (view.phase === "over" || seat === null) return null;
  const box = h("div", { class: "be-controls panel" });
  const me = view.scoresheets[seat];
  if (!legal.length) {
    const args = { seat, waiting: view.to_act };
    const text =
      view.phase === "enter" && me.entered
        ? t("bullseye.ui.waiting_entered", args)
        : t("bullseye.ui.waiting_others", args);
    box.append(heading(ctx, text)); // the step's heading, like every other step's: it takes the focus at a new step
    return box;
  }
  if (view.phase === "roll") {
    box.append(
      heading(ctx, t("bullseye.ui.roll_heading", { seat })),
      h(
        "div",
        { class: "actions" },
        button(ctx, t("bullseye.ui.roll"), "roll", {
          class: "btn primary big",
          onclick: () => send(ctx, { type: "roll" }),
        }),
      ),
      message(ctx, ui),
    );
    return box;
  }
  if (view.phase === "decide") {
    const canReroll = legal.some((a) => a.type === "reroll");
    box.append(
      heading(ctx, t("bullseye.ui.decide_heading", { seat })),
      h("p", { class: "be-hint" }, canReroll ? t("bullseye.ui.reroll_hint") : t("bullseye.ui.all_ones")),
      h(
        "div",
        { class: "actions" },
        canReroll
          ? button(ctx, t("bullseye.ui.reroll"), "reroll", {
              class: "btn big",
              onclick: () => send(ctx, { type: "reroll" }),
            })
          : null,
        button(ctx, t("bullseye.ui.keep"), "keep", {
          class: "btn primary big",
          onclick: () => send(ctx, { type: "keep" }),
        }),
      ),
      message(ctx, ui),
    );
    return box;
  }
  // Entering: write dice or cross out, then confirm.
  box.classList.add("entering"); // on a phone its summary and buttons go under the sheet
  const row = me.current_row;
  const crossField = me.cross_at === null ? null : layoutOf(ctx, seat)[row][me.cross_at];
  const chosen = ui.crossing || Object.keys(ui.pending).length > 0;
  box.append(
    heading(ctx, t("bullseye.ui.enter_heading", { seat, row: row + 1 })),
    h("p", { class: "be-hint" }, fittingColours(ctx).size ? t("bullseye.ui.enter_hint") : t("bullseye.ui.must_cross")),
    h("p", { class: "be-summary", id: "be-summary", "aria-live": "polite" }, entrySummary(ctx, ui, me, crossField)),
    message(ctx, ui),
    h(
      "div",
      { class: "actions" },
      crossField
        ? button(ctx, t("bullseye.ui.cross", { colour: crossField.colour, printed: crossField.printed }), "cross", {
            class: `btn${ui.crossing ? " active" : ""}`,
            "aria-pressed": String(ui.crossing),
            onclick: () => {
              Object.assign(ui, { crossing: !ui.crossing, pending: {}, selected: null, message: "" });
              if (ui.crossing) ui.focus = "confirm";
              ctx.redraw();
            },
          })
        : null,
      Object.keys(ui.pending).length
        ? button(ctx, t("bullseye.ui.clear"), "clear", {
            onclick: () => {
              Object.assign(ui, { pending: {}, message: "", focus: "cross" });
              ctx.redraw();
            },
          })
        : null,
      button(ctx, t("bullseye.ui.confirm"), "confirm", {
        class: "btn primary big",
        disabled: !chosen,
        "aria-describedby": chosen ? null : "be-summary",
        onclick: () => confirmEntry(ctx, ui),
      }),
    ),
  );
  return box;
}

// The one place a refusal is shown (the actions are sent with {inline: true}, so the shell shows no toast).
function message(ctx, ui) {
  return ctx.h("p", { class: "be-error", role: "alert" }, ui.message || "");
}

function entrySummary(ctx, ui, me, crossField) {
  const { t } = ctx;
  if (ui.crossing && crossField) {
    return t("bullseye.ui.entry_cross", { colour: crossField.colour, printed: crossField.printed });
  }
  const parts = ctx.static.colours
    .filter((c) => c in ui.pending)
    .map((c) => t("bullseye.ui.entry_die", { colour: c, value: ui.pending[c], hit: me.hit_now.includes(c) }));
  if (parts.length) return t("bullseye.ui.entry", { fields: ctx.t.list(parts) });
  return fittingColours(ctx).size ? t("bullseye.ui.entry_none") : t("bullseye.ui.entry_none_cross");
}

// ----- input ---------------------------------------------------------------------------------------------------------
async function send(ctx, action) {
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
function onDie(ctx, colour) {
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
function onField(ctx, pos) {
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

function confirmEntry(ctx, ui) {
  if (ui.crossing) return send(ctx, { type: "cross" });
  const fields = Object.fromEntries(ctx.static.colours.filter((c) => c in ui.pending).map((c) => [c, ui.pending[c]]));
  return send(ctx, { type: "write", fields });
}

// ----- sheets --------------------------------------------------------------------------------------------------------
function sheet(ctx, seat, size) {
  const { view } = ctx;
  const interactive = size === "big" && seat === ctx.seat && canEnter(ctx);
  // A sheet nobody is writing on now is redrawn only when what it shows changes (with six players, most don't); the
  // one being written on is drawn every time, as the same part (the morph then updates it in place).
  const shows = interactive
    ? null
    : [ctx.t.lang, view.scoresheets[seat], view.phase, view.active === seat, view.players[seat]];
  return unchanged(ctx, `be-sheet-${seat}-${size}`, shows, () => sheetSection(ctx, seat, size, interactive));
}

function sheetSection(ctx, seat, size, interactive) {
  const { view, h, t } = ctx;
  const mine = view.scoresheets[seat];
  const layout = layoutOf(ctx, seat);
  const grid = h("div", {
    class: "be-grid",
    role: "table",
    "aria-label": t("bullseye.ui.sheet_table", { seat, sheet: mine.sheet }),
  });
  mine.rows.forEach((row, r) => {
    const current = r === mine.current_row && view.phase !== "over";
    const writing = current && interactive;
    // A row is redrawn only when it changes (most are finished or not reached yet), the one being written every time.
    const shows = writing ? null : [ctx.t.lang, size, mine.sheet, row, current, current ? mine.running : null];
    grid.append(
      unchanged(ctx, `be-row-${seat}-${size}-${r}`, shows, () =>
        sheetRow(ctx, mine, layout, r, current, writing, size),
      ),
    );
  });
  const entered = view.phase === "enter" ? (mine.entered ? " ✓" : " …") : "";
  return h(
    "section",
    {
      class: `be-sheet ${size}${seat === view.active ? " active" : ""}`,
      "aria-label": t("bullseye.ui.sheet_region", { seat }),
    },
    h(
      "header",
      { class: "be-sheet-head" },
      h("span", { class: "be-sheet-letter", "aria-hidden": "true" }, mine.sheet),
      h("span", { class: "be-sheet-name" }, view.players[seat].name, entered),
      h("span", { class: "be-sheet-total" }, t("bullseye.ui.sheet_total", { score: view.players[seat].score })),
    ),
    grid,
  );
}

function sheetRow(ctx, mine, layout, r, current, interactive, size) {
  const { h } = ctx;
  const row = mine.rows[r];
  const cells = [h("span", { class: "be-rowlabel", role: "rowheader" }, ctx.t.number(r + 1))];
  const fields = layout[r].map((field, pos) => fieldCell(ctx, mine, r, pos, field, current && interactive, size));
  cells.push(...fields);
  cells.push(rowScore(ctx, mine, row, r, current));
  if (current && interactive) {
    const buttons = fields.map((f) => f.querySelector("button"));
    const ui = ctx.state;
    const first =
      buttons.find((b) => b.dataset.focus === ui.focus) ||
      buttons.find((b) => b.classList.contains("open")) ||
      buttons[0];
    rovingFocus(buttons, first);
  }
  const complete = row.cells.every((cell) => cell !== null);
  return h("div", { class: `be-row${current ? " current" : ""}${complete ? " complete" : ""}`, role: "row" }, cells);
}

function fieldCell(ctx, mine, r, pos, field, interactive, size) {
  const { h, t } = ctx;
  const ui = ctx.state;
  const cell = mine.rows[r].cells[pos];
  const hit = mine.rows[r].hit_fields.includes(pos);
  const pendingValue = interactive && !ui.crossing ? ui.pending[field.colour] : undefined;
  const pendingHit = pendingValue !== undefined && mine.hit_now.includes(field.colour);
  const toCross = interactive && ui.crossing && mine.cross_at === pos;
  const classes = ["be-field", `c-${field.colour}`];
  let state = "open";
  let shown = null;
  if (cell === 0) {
    classes.push("crossed");
    state = "crossed";
  } else if (cell !== null) {
    classes.push("written");
    shown = cell;
    state = hit ? "hit" : "written";
  } else if (pendingValue !== undefined) {
    classes.push("pending");
    shown = pendingValue;
    state = pendingHit ? "pending_hit" : "pending";
  } else if (toCross) {
    classes.push("pending-cross");
    state = "cross";
  } else {
    classes.push("open");
  }
  if (hit || pendingHit) classes.push("hit");
  if (interactive) classes.push("target");
  const label = t("bullseye.ui.field", {
    row: r + 1,
    colour: field.colour,
    printed: field.printed,
    state,
    value: shown ?? 0,
  });
  const content = [
    size !== "mini"
      ? printedFace(h, field.printed)
      : shown === null
        ? h("span", { class: "be-printed-digit", "aria-hidden": "true" }, ctx.t.number(field.printed))
        : null,
    symbolSvg(field.colour),
    shown !== null ? h("span", { class: "be-written", "aria-hidden": "true" }, ctx.t.number(shown)) : null,
    hit || pendingHit ? h("span", { class: "be-hitmark", "aria-hidden": "true" }, "◎") : null,
    cell === 0 || toCross ? h("span", { class: "be-cross", "aria-hidden": "true" }, "✕") : null,
  ];
  if (!interactive) return h("span", { class: classes.join(" "), role: "cell", "aria-label": label }, content);
  // Written on, the cell is the same element with a button laid over it: the row becomes the one being written on
  // (and back) twice a turn, and a cell that turned into a button element was built and styled anew with its faces,
  // a hundred nodes a row.
  return h(
    "span",
    { class: classes.join(" "), role: "cell" },
    content,
    h("button", {
      class: "be-hit",
      type: "button",
      "aria-label": label,
      "data-focus": `field-${pos}`,
      onclick: () => onField(ctx, pos),
      ondragover: (e) => e.preventDefault(),
      ondrop: (e) => {
        e.preventDefault();
        ui.selected = e.dataTransfer.getData("text/plain") || ui.selected;
        onField(ctx, pos);
      },
    }),
  );
}

function rowScore(ctx, mine, row, r, current) {
  const { h, t } = ctx;
  const running = mine.running;
  if (row.score !== null) {
    return h(
      "span",
      {
        class: "be-score done",
        role: "cell",
        "aria-label": t("bullseye.ui.row_scored", { row: r + 1, score: row.score }),
      },
      ctx.t.number(row.score),
    );
  }
  if (current && running && (running.points || running.hits)) {
    const args = { row: r + 1, points: running.points, bonus: running.bonus };
    return h(
      "span",
      { class: "be-score running", role: "cell", "aria-label": t("bullseye.ui.row_running_label", args) },
      t("bullseye.ui.row_running", args),
    );
  }
  return h(
    "span",
    { class: "be-score", role: "cell", "aria-label": t("bullseye.ui.row_unscored", { row: r + 1 }) },
    "",
  );
}

// ----- scores and log -------------------------------------------------------------------------------------------------
function scoreTable(ctx) {
  const { view, h, t } = ctx;
  const over = view.phase === "over";
  const rowNumbers = view.scoresheets[0].rows.map((_, r) => r + 1);
  return h(
    "div",
    { class: "be-scores-wrap" },
    h(
      "table",
      { class: "be-scores", "aria-label": t("bullseye.ui.scores_table") },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, t("bullseye.ui.col_player")),
          rowNumbers.map((n) => h("th", {}, t("bullseye.ui.col_row", { row: n }))),
          h("th", {}, t("bullseye.ui.col_total")),
        ),
      ),
      h(
        "tbody",
        {},
        view.scoresheets.map((mine, s) =>
          h(
            "tr",
            { class: over && view.result?.winners.includes(s) ? "winner" : "" },
            h("th", { scope: "row" }, view.players[s].name),
            mine.rows.map((row, r) => {
              const running = r === mine.current_row && !over ? mine.running : null;
              let text = "–";
              if (row.score !== null) text = ctx.t.number(row.score);
              else if (running && (running.points || running.hits)) {
                text = t("bullseye.ui.row_so_far", { score: running.points + running.bonus });
              }
              return h("td", { class: row.score === null && r === mine.current_row ? "running" : "" }, text);
            }),
            h("td", { class: "total" }, ctx.t.number(view.players[s].score)),
          ),
        ),
      ),
      h("caption", {}, t("bullseye.ui.scores_caption", { bonus: ctx.static.bonus })),
    ),
  );
}

function logBox(ctx) {
  const events = ctx.view.events.slice(-8);
  return ctx.h(
    "ol",
    { class: "be-log log", "aria-label": ctx.t("bullseye.ui.log") }, // not live: the shell announces each move
    events.map((event) => ctx.h("li", { "data-event": event.key, "data-key": event.i }, eventText(ctx, event))),
  );
}
