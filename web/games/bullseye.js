// Bullseye: six coloured dice on the table, one score sheet per player. Tap a die, then its field in your current row
// (or drag it there); confirm the entry. Every sheet is public, so all are drawn.
//
// The printed sheets, the dice colours and the bonus table come once, in ctx.static; a view carries what is written.
// The renderer judges nothing: an entry that is not among the legal actions is sent, and Python's refusal is shown.
export const stylesheet = "games/bullseye.css";

const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] };

export function render(root, ctx) {
  const { view, seat, h } = ctx;
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
      h("div", { class: "be-side" }, diceTray(ctx, ui), controls(ctx, ui)),
    ),
    h(
      "div",
      {
        class: `be-others${mine ? "" : " spectator"}`,
        role: "group",
        "aria-label": mine ? "Other players' sheets" : "All sheets",
      },
      others.map((s) => sheet(ctx, s, mine ? "mini" : "full")),
    ),
    scoreTable(ctx),
    logBox(ctx),
  ];
  root.append(...parts.filter(Boolean));
}

// Every sheet is public: nobody needs to look away, whoever's turn it is to enter.
export function curtain() {
  return null;
}

// What the person at the screen is in the middle of (ctx.state, fresh for every game): reset whenever the seat, the
// turn or the phase changes. pending: {colour: value} chosen but not yet confirmed.
function entryState(ctx) {
  const key = `${ctx.seat}:${ctx.view.turn}:${ctx.view.phase}`;
  if (ctx.state.key !== key) {
    Object.assign(ctx.state, { key, selected: null, pending: {}, crossing: false, message: "" });
  }
  return ctx.state;
}

// ----- words -------------------------------------------------------------------------------------------------------
function colourName(ctx, colour) {
  return ctx.t(`bullseye.colour.${colour}`);
}

function capitalised(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function playerName(ctx, seat) {
  return ctx.view.players[seat].name;
}

// Dice {colour: value} as words, in the dice order: "black 1 (bullseye), blue 3 and yellow 4".
function diceText(ctx, dice, hits = []) {
  const parts = ctx.static.colours
    .filter((c) => c in dice)
    .map((c) => ctx.t("bullseye.die", { colour: c, value: dice[c], hit: hits.includes(c) }));
  return new Intl.ListFormat(ctx.t.lang, { style: "long", type: "conjunction" }).format(parts);
}

// An event in words. The dice of a roll and the numbers of an entry are data ({colour: value}): word them first.
function eventText(ctx, event) {
  const args = { ...event.args };
  if (args.dice) args.dice = diceText(ctx, args.dice);
  if (args.fields) args.fields = diceText(ctx, args.fields, args.hits || []);
  return ctx.t(event.key, args);
}

// ----- pieces ------------------------------------------------------------------------------------------------------
function face(h, value, cls) {
  const on = PIPS[value] || [];
  return h(
    "span",
    { class: `be-face ${cls}`, "aria-hidden": "true" },
    Array.from({ length: 9 }, (_, i) => h("span", { class: on.includes(i) ? "pip on" : "pip" })),
  );
}

function layoutOf(ctx, seat) {
  return ctx.static.sheets[ctx.view.scoresheets[seat].sheet];
}

function banner(ctx) {
  const { view, h } = ctx;
  const active = playerName(ctx, view.active);
  let text;
  if (view.phase === "over") text = "Game over";
  else if (view.phase === "roll") text = `Turn ${view.turn}: ${active} rolls the dice`;
  else if (view.phase === "decide") text = `Turn ${view.turn}: ${active} may reroll every die except the 1s, or keep`;
  else {
    const waiting = view.to_act.map((s) => playerName(ctx, s));
    text = `Turn ${view.turn}: everyone writes in their current row${waiting.length ? ` (waiting for ${waiting.join(", ")})` : ""}`;
  }
  return h(
    "div",
    { class: "be-banner" },
    h("p", { class: "be-phase", role: "status" }, text),
    h(
      "ol",
      { class: "be-players", "aria-label": "Players" },
      view.players.map((p, s) => {
        const state = playerState(view, s);
        return h(
          "li",
          { class: `be-player${s === view.active ? " active" : ""}${view.to_act.includes(s) ? " acting" : ""}` },
          h("span", { class: "be-player-name" }, p.name, p.bot ? h("small", {}, ` (${p.bot} bot)`) : null),
          h("span", { class: "be-player-sheet" }, `Sheet ${view.scoresheets[s].sheet}`),
          h("span", { class: "be-player-total", "aria-label": `${p.name} has ${p.score} points` }, `${p.score} pts`),
          state ? h("span", { class: "be-player-state" }, state) : null,
        );
      }),
    ),
  );
}

function playerState(view, seat) {
  if (view.phase === "over") return null;
  if (view.phase === "enter") return view.scoresheets[seat].entered ? "✓ entered" : "writing…";
  return seat === view.active ? "rolling" : null;
}

function diceTray(ctx, ui) {
  const { view, h } = ctx;
  const entering = canEnter(ctx);
  const fits = entering ? fittingColours(ctx) : new Set();
  const rolled = view.dice.some((d) => d.value !== null);
  return h(
    "div",
    { class: "be-tray", role: "group", "aria-label": "Dice" },
    view.dice.map((d) => {
      const name = capitalised(colourName(ctx, d.colour));
      const placed = d.colour in ui.pending;
      const label =
        d.value === null
          ? `${name} die: not rolled yet`
          : `${name} die: ${d.value}${d.kept ? ", a 1: kept if rerolled" : ""}${placed ? ", written" : ""}`;
      const classes = ["be-die", `c-${d.colour}`];
      if (d.value === null) classes.push("blank");
      if (ui.selected === d.colour) classes.push("selected");
      if (placed) classes.push("placed");
      if (entering && !fits.has(d.colour)) classes.push("nofit");
      if (d.kept) classes.push("kept");
      return h(
        "div",
        { class: "be-die-slot" },
        h(
          "button",
          {
            class: classes.join(" "),
            type: "button",
            "aria-label": label,
            "aria-pressed": entering ? String(ui.selected === d.colour) : null,
            disabled: !entering || d.value === null,
            draggable: entering && d.value !== null ? "true" : null,
            ondragstart: (e) => {
              e.dataTransfer.setData("text/plain", d.colour);
              ui.selected = d.colour;
            },
            onclick: () => onDie(ctx, d.colour),
          },
          d.value === null ? h("span", { class: "be-die-blank", "aria-hidden": "true" }, "?") : face(h, d.value, "big"),
        ),
        d.kept ? h("span", { class: "be-die-note" }, "kept") : null,
      );
    }),
    rolled
      ? null
      : h("p", { class: "be-tray-note" }, view.phase === "over" ? "" : "The dice are waiting to be rolled."),
  );
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

function controls(ctx, ui) {
  const { view, legal, h, seat } = ctx;
  if (view.phase === "over" || seat === null) return null;
  const box = h("div", { class: "be-controls panel" });
  const me = view.scoresheets[seat];
  const name = playerName(ctx, seat);
  if (!legal.length) {
    const waiting = view.to_act.map((s) => playerName(ctx, s)).join(", ");
    const text =
      view.phase === "enter" && me.entered
        ? `${name}: your entry is written. Waiting for ${waiting}.`
        : `${name}: waiting for ${waiting}.`;
    box.append(h("p", { class: "be-hint" }, text));
    return box;
  }
  if (view.phase === "roll") {
    box.append(
      h("h2", {}, `${name}, it is your turn to roll`),
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          { class: "btn primary big", type: "button", onclick: () => send(ctx, { type: "roll" }) },
          "Roll the dice",
        ),
      ),
      message(ctx, ui),
    );
    return box;
  }
  if (view.phase === "decide") {
    const canReroll = legal.some((a) => a.type === "reroll");
    box.append(
      h("h2", {}, `${name}: keep these dice or reroll once?`),
      h(
        "p",
        { class: "be-hint" },
        canReroll ? "A reroll throws every die except those showing 1." : "Every die shows 1: nothing to reroll.",
      ),
      h(
        "div",
        { class: "actions" },
        canReroll
          ? h(
              "button",
              { class: "btn big", type: "button", onclick: () => send(ctx, { type: "reroll" }) },
              "Reroll (keep the 1s)",
            )
          : null,
        h(
          "button",
          { class: "btn primary big", type: "button", onclick: () => send(ctx, { type: "keep" }) },
          "Keep these dice",
        ),
      ),
      message(ctx, ui),
    );
    return box;
  }
  // Entering: write dice or cross out, then confirm.
  const row = me.current_row;
  const crossField = me.cross_at === null ? null : layoutOf(ctx, seat)[row][me.cross_at];
  box.append(
    h("h2", {}, `${name}: your entry for row ${row + 1}`),
    h(
      "p",
      { class: "be-hint" },
      fittingColours(ctx).size
        ? "Tap a die, then its field in your row (or drag it there). Tap a written field again to take it back."
        : "No die fits your row: you must cross out a field.",
    ),
    h("p", { class: "be-summary", "aria-live": "polite" }, entrySummary(ctx, ui, me, crossField)),
    message(ctx, ui),
    h(
      "div",
      { class: "actions" },
      crossField
        ? h(
            "button",
            {
              class: `btn${ui.crossing ? " active" : ""}`,
              type: "button",
              "aria-pressed": String(ui.crossing),
              onclick: () => {
                Object.assign(ui, { crossing: !ui.crossing, pending: {}, selected: null, message: "" });
                ctx.redraw();
              },
            },
            `Cross out ${colourName(ctx, crossField.colour)} ${crossField.printed}`,
          )
        : null,
      Object.keys(ui.pending).length
        ? h(
            "button",
            {
              class: "btn",
              type: "button",
              onclick: () => {
                Object.assign(ui, { pending: {}, message: "" });
                ctx.redraw();
              },
            },
            "Clear",
          )
        : null,
      h(
        "button",
        {
          class: "btn primary big",
          type: "button",
          disabled: !ui.crossing && !Object.keys(ui.pending).length,
          onclick: () => confirmEntry(ctx, ui),
        },
        "Confirm entry",
      ),
    ),
  );
  return box;
}

// The one place a refusal is shown (the actions are sent with {inline: true}, so the shell shows no toast).
function message(ctx, ui) {
  return ctx.h("p", { class: "be-error", role: "alert" }, ui.message || "");
}

function entrySummary(ctx, ui, me, crossField) {
  if (ui.crossing && crossField) {
    return `Your entry: cross out the ${colourName(ctx, crossField.colour)} ${crossField.printed}.`;
  }
  const parts = ctx.static.colours
    .filter((c) => c in ui.pending)
    .map((c) => `${colourName(ctx, c)} ${ui.pending[c]}${me.hit_now.includes(c) ? " (bullseye!)" : ""}`);
  return parts.length ? `Your entry: ${parts.join(", ")}.` : "Nothing chosen yet.";
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

// Choosing a die. One that no legal write takes is asked about: Python refuses it and says why.
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
  }
  ctx.redraw();
}

// Putting the chosen die (or, with none chosen, the field's own die) into a field of the current row: the number goes
// in that field. If that entry is one of the legal writes it waits for the confirmation; if not, it is sent, and
// Python's refusal says why (another colour's field, a field already used, a number too high).
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
  ctx.redraw();
}

function confirmEntry(ctx, ui) {
  if (ui.crossing) return send(ctx, { type: "cross" });
  const fields = Object.fromEntries(ctx.static.colours.filter((c) => c in ui.pending).map((c) => [c, ui.pending[c]]));
  return send(ctx, { type: "write", fields });
}

// ----- sheets --------------------------------------------------------------------------------------------------------
function sheet(ctx, seat, size) {
  const { view, h } = ctx;
  const mine = view.scoresheets[seat];
  const name = playerName(ctx, seat);
  const interactive = size === "big" && seat === ctx.seat && canEnter(ctx);
  const layout = layoutOf(ctx, seat);
  const grid = h("div", { class: "be-grid", role: "table", "aria-label": `${name}'s sheet ${mine.sheet}` });
  mine.rows.forEach((row, r) => {
    const current = r === mine.current_row && view.phase !== "over";
    const cells = [h("span", { class: "be-rowlabel", role: "rowheader" }, String(r + 1))];
    layout[r].forEach((field, pos) => {
      cells.push(fieldCell(ctx, mine, r, pos, field, current && interactive, size));
    });
    cells.push(rowScore(ctx, mine, row, r, current));
    const complete = row.cells.every((cell) => cell !== null);
    grid.append(
      h("div", { class: `be-row${current ? " current" : ""}${complete ? " complete" : ""}`, role: "row" }, cells),
    );
  });
  const entered = view.phase === "enter" ? (mine.entered ? " ✓" : " …") : "";
  return h(
    "section",
    { class: `be-sheet ${size}${seat === view.active ? " active" : ""}`, "aria-label": `Sheet of ${name}` },
    h(
      "header",
      { class: "be-sheet-head" },
      h("span", { class: "be-sheet-letter", "aria-hidden": "true" }, mine.sheet),
      h("span", { class: "be-sheet-name" }, name, entered),
      h("span", { class: "be-sheet-total" }, `Total ${view.players[seat].score}`),
    ),
    grid,
  );
}

function fieldCell(ctx, mine, r, pos, field, interactive, size) {
  const { h } = ctx;
  const ui = ctx.state;
  const name = colourName(ctx, field.colour);
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
    state = "crossed out";
  } else if (cell !== null) {
    classes.push("written");
    shown = cell;
    state = `${cell}${hit ? ", bullseye" : ""}`;
  } else if (pendingValue !== undefined) {
    classes.push("pending");
    shown = pendingValue;
    state = `${pendingValue} chosen, not yet confirmed${pendingHit ? ", bullseye" : ""}`;
  } else if (toCross) {
    classes.push("pending-cross");
    state = "to be crossed out";
  }
  if (hit || pendingHit) classes.push("hit");
  if (interactive) classes.push("target");
  const label = `Row ${r + 1}, ${name} ${field.printed}: ${state}`;
  const content = [
    size !== "mini"
      ? face(h, field.printed, "small")
      : shown === null
        ? h("span", { class: "be-printed-digit", "aria-hidden": "true" }, String(field.printed))
        : null,
    shown !== null ? h("span", { class: "be-written", "aria-hidden": "true" }, String(shown)) : null,
    hit || pendingHit ? h("span", { class: "be-hitmark", "aria-hidden": "true" }, "◎") : null,
    cell === 0 || toCross ? h("span", { class: "be-cross", "aria-hidden": "true" }, "✕") : null,
  ];
  if (!interactive) return h("span", { class: classes.join(" "), role: "cell", "aria-label": label }, content);
  return h(
    "span",
    { role: "cell", class: "be-cellwrap" },
    h(
      "button",
      {
        class: classes.join(" "),
        type: "button",
        "aria-label": label,
        onclick: () => onField(ctx, pos),
        ondragover: (e) => e.preventDefault(),
        ondrop: (e) => {
          e.preventDefault();
          ui.selected = e.dataTransfer.getData("text/plain") || ui.selected;
          onField(ctx, pos);
        },
      },
      content,
    ),
  );
}

function rowScore(ctx, mine, row, r, current) {
  const { h } = ctx;
  const running = mine.running;
  if (row.score !== null) {
    return h(
      "span",
      { class: "be-score done", role: "cell", "aria-label": `Row ${r + 1} scored ${row.score}` },
      String(row.score),
    );
  }
  if (current && running && (running.points || running.hits)) {
    return h(
      "span",
      {
        class: "be-score running",
        role: "cell",
        "aria-label": `Row ${r + 1} so far ${running.points} plus ${running.bonus} bonus`,
      },
      `${running.points}+${running.bonus}`,
    );
  }
  return h("span", { class: "be-score", role: "cell", "aria-label": `Row ${r + 1} not scored yet` }, "");
}

// ----- scores and log -------------------------------------------------------------------------------------------------
function scoreTable(ctx) {
  const { view, h } = ctx;
  const over = view.phase === "over";
  const rowNumbers = view.scoresheets[0].rows.map((_, r) => r + 1);
  return h(
    "div",
    { class: "be-scores-wrap" },
    h(
      "table",
      { class: "be-scores", "aria-label": "Scores by row" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, "Player"),
          rowNumbers.map((n) => h("th", {}, `Row ${n}`)),
          h("th", {}, "Total"),
        ),
      ),
      h(
        "tbody",
        {},
        view.scoresheets.map((mine, s) =>
          h(
            "tr",
            { class: over && view.result?.winners.includes(s) ? "winner" : "" },
            h("th", { scope: "row" }, playerName(ctx, s)),
            mine.rows.map((row, r) => {
              const running = r === mine.current_row && !over ? mine.running : null;
              let text = "–";
              if (row.score !== null) text = String(row.score);
              else if (running && (running.points || running.hits)) text = `(${running.points + running.bonus})`;
              return h("td", { class: row.score === null && r === mine.current_row ? "running" : "" }, text);
            }),
            h("td", { class: "total" }, String(view.players[s].score)),
          ),
        ),
      ),
      h(
        "caption",
        {},
        `Each row: its numbers plus the bonus for its bullseyes (${ctx.static.bonus.join(" ")}). In brackets: a row so far.`,
      ),
    ),
  );
}

function logBox(ctx) {
  const events = ctx.view.events.slice(-8);
  return ctx.h(
    "ol",
    { class: "be-log log", "aria-label": "What just happened", "aria-live": "polite" },
    events.map((event) => ctx.h("li", { "data-event": event.key }, eventText(ctx, event))),
  );
}
