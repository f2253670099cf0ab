// Bullseye: six coloured dice on the table, one score sheet per player. Choose a die, then its field in your current
// row (tap, drag, or the keyboard: arrows to move, Enter to choose); confirm the entry. Every sheet is public, so all
// are drawn.
//
// The printed sheets, the dice colours and the bonus table come once, in ctx.static; a view carries what is written.
// Every text comes from web/locales/<lang>/bullseye.json (keys "bullseye.ui.*"; "bullseye.howto.*" for the rules page).
// Colour is never the only sign: each colour has its own shape, drawn as the pips of its die and in its fields.
// The parts: banner.js (the step, the players), sheet.js, tray.js (the dice), controls.js (what to do), scores.js;
// entry.js keeps what the person is in the middle of and handles their input, focus.js says where the focus goes.
import { eventLog, latestMoves } from "../../widgets.js";
import { banner } from "./banner.js";
import { controls } from "./controls.js";
import { entryState } from "./entry.js";
import { placeFocus } from "./focus.js";
import { scoreTable } from "./scores.js";
import { sheet } from "./sheet.js";
import { diceTray } from "./tray.js";
import { eventText } from "./words.js";

export { eventText };

// The newest moves stand beside the prompt (latestMoves): the shell's line at the top would repeat them.
export const showsLatestMoves = true;

export function render(root, ctx) {
  const { view, seat, h, t } = ctx;
  entryState(ctx);
  root.classList.add("be");
  const mine = seat !== null ? view.scoresheets[seat] : null;
  const others = view.scoresheets.map((_, s) => s).filter((s) => s !== seat);
  const word = (event) => eventText(ctx, event);
  const parts = [
    banner(ctx),
    h(
      "div",
      { class: `be-table${mine ? "" : " spectator"}` },
      mine ? sheet(ctx, seat, "big") : null,
      h(
        "div",
        { class: "be-side" },
        latestMoves(ctx, { className: "be-latest", label: t("bullseye.ui.latest"), word }),
        diceTray(ctx),
        controls(ctx),
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
    eventLog(ctx, { className: "be-log", label: t("bullseye.ui.log"), word }),
  ];
  root.append(...parts.filter(Boolean));
  // The control the focus is on is the one to give it back to after the next draw.
  root.addEventListener("focusin", (event) => {
    const key = event.target.closest?.("[data-focus]")?.dataset.focus;
    if (key) ctx.state.focus = key;
  });
  placeFocus(root, ctx);
}

// Every sheet is public: nobody needs to look away, whoever's turn it is to enter.
export function curtain() {
  return null;
}
