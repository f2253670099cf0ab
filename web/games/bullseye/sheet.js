// The score sheets: every sheet is public, so all are drawn (the person's own big, the others small, or all alike for
// a spectator). The current row of the person's own sheet is the one written on: each field is a button there.
import { unchanged } from "../../widgets.js";
import { canEnter, firstWritable, layoutOf, onField } from "./entry.js";
import { rovingKeys, tabStop } from "./focus.js";
import { printedFace, symbolSvg } from "./pictures.js";

export function sheet(ctx, seat, size) {
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

// `writing`: the current row of the person's own sheet while they enter; its fields are one Tab stop (the field the
// focus was on, else the first one a legal write fills) and the arrow keys move along them.
function sheetRow(ctx, mine, layout, r, current, writing, size) {
  const { h } = ctx;
  const row = mine.rows[r];
  const cells = [h("span", { class: "be-rowlabel", role: "rowheader" }, ctx.t.number(r + 1))];
  const fields = layout[r].map((field, pos) => fieldCell(ctx, mine, r, pos, field, writing, size));
  cells.push(...fields, rowScore(ctx, mine, row, r, current));
  if (writing) {
    const buttons = fields.map((f) => f.querySelector("button"));
    const stop = buttons.find((b) => b.dataset.focus === ctx.state.focus) || buttons[Math.max(0, firstWritable(ctx))];
    tabStop(buttons, stop);
  }
  const complete = row.cells.every((cell) => cell !== null);
  return h(
    "div",
    {
      class: `be-row${current ? " current" : ""}${complete ? " complete" : ""}`,
      role: "row",
      onkeydown: writing ? rovingKeys : null,
    },
    cells,
  );
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
      ? printedFace(field.printed)
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
        ctx.state.selected = e.dataTransfer.getData("text/plain") || ctx.state.selected;
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
