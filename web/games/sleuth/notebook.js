// The detective notebook: facts this seat has seen fill the grid by themselves (own hand, cards shown to it, who could
// not disprove); any other cell takes a mark by tapping. The marks are the saved game's notes (web/saves.js), one
// notebook a seat: they live and die with the game. Its columns fit a phone (the players' names stand upright in a
// narrow notebook); when they cannot, the table scrolls sideways with its card names kept in view and a faded edge on
// the side that has more.
import { gameNotes } from "../../saves.js";
import { unchanged } from "../../widgets.js";
import { cardName, seatArgs, tok } from "./words.js";

const MARKS = ["", "✗", "✓", "?"]; // a press on a notebook cell moves to the next mark
const MARK_NAMES = { "": "blank", "✗": "no", "✓": "yes", "?": "maybe" }; // the values of the messages' select
// Where earlier releases kept notebooks, by seat, players' names and hand: one is moved into its game's notes when
// that game is next shown.
const OLD_NOTEBOOKS = "pygames:sleuth:notebooks";

function loadMarks(ctx) {
  const notebooks = gameNotes(ctx.info.id).read() || {};
  return notebooks[ctx.seat] || adoptOldNotebook(ctx) || {};
}

function saveMarks(ctx, marks) {
  const notes = gameNotes(ctx.info.id);
  notes.write({ ...(notes.read() || {}), [ctx.seat]: marks });
}

function adoptOldNotebook(ctx) {
  try {
    const all = JSON.parse(localStorage.getItem(OLD_NOTEBOOKS) || "null");
    const { view } = ctx;
    const key = [view.seat, view.players.map((p) => p.name).join("|"), view.hand.join("|")].join("#");
    const marks = all?.[key]?.marks;
    if (!marks) return null;
    saveMarks(ctx, marks);
    delete all[key];
    if (Object.keys(all).length) localStorage.setItem(OLD_NOTEBOOKS, JSON.stringify(all));
    else localStorage.removeItem(OLD_NOTEBOOKS);
    return marks;
  } catch {
    return null; // storage off or the old notebooks unreadable: nothing to adopt
  }
}

function autoMarks(ctx) {
  const { view } = ctx;
  const { cards } = ctx.static;
  const facts = {}; // "card|seat" -> "✓" or "✗"
  const set = (card, seat, mark) => {
    facts[`${card}|${seat}`] ||= mark;
  };
  const owned = (card, owner) => {
    for (const i of view.players.keys()) set(card, i, i === owner ? "✓" : "✗");
  };
  for (const card of view.hand) owned(card, view.seat);
  for (const { card, by } of view.shown_to_me) owned(card, by);
  for (const s of view.suggestions)
    for (const p of s.passed) for (const card of [s.suspect, s.weapon, s.room]) set(card, p, "✗");
  for (const card of [...cards.suspects, ...cards.weapons, ...cards.rooms]) {
    if (!view.hand.includes(card)) set(card, view.seat, "✗");
  }
  return facts;
}

export function notebook(ctx) {
  const { view, h, seat, t } = ctx;
  if (seat === null) return null;
  const facts = autoMarks(ctx);
  const { cards: all } = ctx.static;
  const marks = loadMarks(ctx);
  const known = (card) => view.players.some((_, i) => facts[`${card}|${i}`] === "✓");
  const groups = [
    ["suspects", all.suspects],
    ["weapons", all.weapons],
    ["rooms", all.rooms],
  ];
  const head = (group) =>
    h(
      "tr",
      {},
      h("th", { scope: "col" }, h("span", { class: "sl-nb-group" }, t("sleuth.ui.nb_group", { group }))),
      view.players.map((p, i) =>
        h(
          "th",
          { class: "sl-nb-player", scope: "col", title: t("sleuth.ui.who", seatArgs(view, i)) },
          h("span", { class: `sl-chip ${tok(ctx, view.detectives[i].suspect)}`, "aria-hidden": "true" }),
          h("span", { class: "sl-nb-name" }, i === seat ? t("sleuth.ui.nb_you") : p.name),
        ),
      ),
    );
  const tables = () =>
    groups.map(([group, cards]) => {
      const rows = cards.map((card) => {
        const cells = view.players.map((_, i) => {
          const fact = facts[`${card}|${i}`];
          const whose = { card, seat: i, me: i === seat };
          if (fact)
            return h(
              "td",
              {
                class: `sl-nb-fact ${fact === "✓" ? "yes" : "no"}`,
                "aria-label": t("sleuth.ui.nb_known", { ...whose, mark: MARK_NAMES[fact] }),
              },
              fact,
            );
          const mark = marks[`${card}|${i}`] || "";
          return h(
            "td",
            {},
            h(
              "button",
              {
                class: `sl-nb-mark${mark ? " marked" : ""}`,
                type: "button",
                "aria-label": t("sleuth.ui.nb_mark", { ...whose, mark: MARK_NAMES[mark] }),
                "data-focus": `mark:${card}|${i}`,
                onclick: () => {
                  const next = MARKS[(MARKS.indexOf(mark) + 1) % MARKS.length];
                  const updated = { ...loadMarks(ctx), [`${card}|${i}`]: next };
                  if (!next) delete updated[`${card}|${i}`];
                  saveMarks(ctx, updated);
                  ctx.redraw();
                },
              },
              mark,
            ),
          );
        });
        return h(
          "tr",
          { class: known(card) ? "sl-nb-cleared" : "" },
          h("th", { scope: "row" }, cardName(t, card)),
          cells,
        );
      });
      return h(
        "table",
        { class: "sl-nb", "aria-label": t("sleuth.ui.nb_table", { group }) },
        h("thead", {}, head(group)),
        h("tbody", {}, rows),
      );
    });
  const details = h(
    "details",
    {
      class: "sl-notebook panel",
      open: ctx.state.notebookOpen,
      // A toggle is also queued on the details a draw builds open: only the live one's counts.
      ontoggle: (e) => {
        if (ctx.screen?.contains(e.target)) ctx.state.notebookOpen = e.target.open;
      },
    },
    h("summary", { "data-focus": "notebook:" }, t("sleuth.ui.notebook")),
    h("p", { class: "sl-nb-help" }, t("sleuth.ui.nb_help")),
    shownByMe(ctx),
    h(
      "div",
      {
        class: "sl-nb-scroll",
        "data-overflow": ctx.state.notebookOverflow || null,
        onscroll: (event) => markOverflow(ctx, event.currentTarget),
      },
      // Redrawn only when a fact or a mark changes (a table of every card by every player: most moves change neither).
      unchanged(
        ctx,
        `sl-notebook-${seat}`,
        [t.lang, facts, marks, view.players.map((p) => p.name), view.detectives.map((d) => d.suspect)],
        () => h("div", { class: "sl-nb-tables", role: "group", "aria-label": t("sleuth.ui.notebook") }, tables()),
      ),
    ),
  );
  return details;
}

// The cards this seat has shown, and to whom (from the view's shown_by_me): showing the same card again tells the
// others less.
function shownByMe(ctx) {
  const { view, h, t } = ctx;
  const byCard = new Map();
  for (const { card, to } of view.shown_by_me) {
    const seats = byCard.get(card) || [];
    if (!seats.includes(to)) seats.push(to);
    byCard.set(card, seats);
  }
  return h(
    "section",
    { class: "sl-nb-shown", "aria-label": t("sleuth.ui.nb_shown_title") },
    h("h3", {}, t("sleuth.ui.nb_shown_title")),
    byCard.size
      ? h(
          "ul",
          {},
          [...byCard].map(([card, seats]) => h("li", { "data-card": card }, t("sleuth.ui.nb_shown", { card, seats }))),
        )
      : h("p", { class: "sl-nb-help" }, t("sleuth.ui.nb_shown_none")),
  );
}

// Which sides of the notebook are scrolled out of view (data-overflow "left", "right" or both: the style fades that
// edge), kept in ctx.state so that each draw draws it as it is: measured after each draw, as it is scrolled, and when
// its width changes (a phone turned).
export function watchNotebook(ctx) {
  const scroller = ctx.screen.querySelector(".sl-nb-scroll");
  if (!scroller) return;
  markOverflow(ctx, scroller);
  ctx.state.notebookWatch ||= new ResizeObserver(([entry]) => markOverflow(ctx, entry.target));
  ctx.state.notebookWatch.disconnect();
  ctx.state.notebookWatch.observe(scroller);
}

function markOverflow(ctx, scroller) {
  const left = scroller.scrollLeft > 1;
  const right = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
  const sides = [left ? "left" : "", right ? "right" : ""].filter(Boolean).join(" ");
  ctx.state.notebookOverflow = sides;
  if (sides) scroller.dataset.overflow = sides;
  else delete scroller.dataset.overflow;
}
