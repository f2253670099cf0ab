// The turn: whose it is and what to do now, with its controls (roll, move to a room in reach, passage, suggestion,
// end of turn, accusation), the dice, the suggestion being answered and the card to show, and what an accuser saw
// in the envelope.
import { dieFace } from "../../widgets.js";
import { cardFace, envelopePanel } from "./cards.js";
import { openDialog } from "./dialogs.js";
import { icon, ROOM_ICON } from "./pictures.js";
import { cardName, has, rich, seatArgs, tok } from "./words.js";
import { wholeBoardToggle } from "./zoom.js";

export function turnPanel(ctx) {
  const { view, h, legal, seat, t } = ctx;
  const box = h("section", { class: "sl-turn panel", "aria-label": t("sleuth.ui.turn") });
  if (view.phase === "over") {
    box.append(
      h(
        "h2",
        {},
        view.winner === null ? t("sleuth.ui.nobody_solved") : t("sleuth.ui.solved_by", seatArgs(view, view.winner)),
      ),
    );
    return box;
  }
  const mine = seat !== null && view.turn === seat;
  const suspectName = view.detectives[view.turn].suspect;
  const heading = mine && legal.length ? t("sleuth.ui.your_turn") : t("sleuth.ui.playing", seatArgs(view, view.turn));
  box.append(
    h(
      "h2",
      { class: "sl-turn-title" },
      h("span", { class: `sl-chip ${tok(ctx, suspectName)}`, "aria-hidden": "true" }),
      heading,
    ),
  );
  if (view.dice.length) box.append(h("div", { class: "sl-dice-row" }, dice(ctx, view.dice), wholeBoardToggle(ctx)));
  const suggestion = view.suggestion;
  if (suggestion) box.append(suggestionSummary(ctx, suggestion));

  // What an accuser saw in the envelope stays on their screen, also while they show a card (an accuser who was wrong
  // still shows cards when asked).
  const seen = view.solution_seen ? envelopePanel(ctx, view.solution_seen, { seen: true }) : null;
  if (view.phase === "disprove" && legal.some((a) => a.type === "show")) {
    box.append(...[showPanel(ctx), seen].filter(Boolean));
    return box;
  }
  if (seat !== null && view.detectives[seat].out && !legal.length) {
    box.append(h("p", { class: "sl-hint" }, t("sleuth.ui.out_hint")));
  }
  if (seen) box.append(seen);
  if (!mine || !legal.length) return box;

  const room = view.can_suggest_in;
  const hint = {
    start: room ? t("sleuth.ui.hint_brought", { room }) : t("sleuth.ui.hint_start"),
    move: t("sleuth.ui.hint_move", { total: view.dice.reduce((a, b) => a + b, 0) }),
    moved: room ? t("sleuth.ui.hint_in_room", { room }) : t("sleuth.ui.hint_moved"),
    suggested: "",
  }[view.phase];
  if (view.phase === "move" && !legal.some((a) => a.type === "move"))
    box.append(h("p", { class: "sl-hint" }, t("sleuth.ui.blocked")));
  else if (hint) box.append(h("p", { class: "sl-hint" }, hint));
  const rooms = reachableRooms(ctx);
  if (rooms) box.append(rooms);

  const actions = h("div", { class: "actions" });
  const button = (name, cls, onclick, text) =>
    h("button", { class: `btn${cls ? ` ${cls}` : ""}`, type: "button", "data-focus": `${name}:`, onclick }, text);
  if (has(legal, "roll")) {
    actions.append(
      button("roll", "primary big", () => ctx.act({ type: "roll" }), t("sleuth.ui.roll", { dice: ctx.static.dice })),
    );
  }
  if (has(legal, "passage")) {
    const here = view.tokens[view.suspect].room;
    const ends = ctx.static.board.passages.flat();
    const to = ends[ends.indexOf(here) ^ 1];
    actions.append(button("passage", "", () => ctx.act({ type: "passage" }), t("sleuth.ui.passage", { room: to })));
  }
  if (has(legal, "suggest")) {
    actions.append(
      button(
        "suggest",
        view.phase === "moved" ? "primary" : "",
        () => openDialog(ctx, "suggest"),
        t("sleuth.ui.suggest_in", { room }),
      ),
    );
  }
  if (has(legal, "end_turn")) {
    actions.append(
      button(
        "end",
        has(legal, "suggest") ? "" : "primary",
        () => ctx.act({ type: "end_turn" }),
        t("sleuth.ui.end_turn"),
      ),
    );
  }
  if (has(legal, "accuse")) {
    actions.append(button("accuse", "sl-accuse-btn", () => openDialog(ctx, "accuse"), t("sleuth.ui.accuse_open")));
  }
  box.append(actions);
  return box;
}

// The rooms within reach of the roll as a list of buttons beside the prompt: the same moves as the glowing rooms on
// the board, for a finger, a keyboard or a screen reader.
function reachableRooms(ctx) {
  const { h, legal, t } = ctx;
  const rooms = legal.filter((a) => a.type === "move" && a.room);
  if (!rooms.length) return null;
  return h(
    "div",
    { class: "sl-reach", role: "group", "aria-label": t("sleuth.ui.rooms_in_reach") },
    h("p", { class: "sl-reach-title" }, t("sleuth.ui.rooms_in_reach")),
    h(
      "div",
      { class: "actions" },
      rooms.map((action) =>
        h(
          "button",
          {
            class: "btn primary",
            type: "button",
            "data-focus": `room:${action.room}`,
            onclick: () => ctx.act(action),
          },
          icon(ROOM_ICON, null),
          " ",
          t("sleuth.ui.enter_room", { room: action.room }),
        ),
      ),
    ),
  );
}

function dice(ctx, values) {
  return ctx.h(
    "div",
    { class: "sl-dice", role: "img", "aria-label": ctx.t("sleuth.ui.dice", { values }) },
    values.map((v) => dieFace(v, { label: ctx.t.number(v) })),
  );
}

function suggestionSummary(ctx, s) {
  const { view, h, seat, t } = ctx;
  const strong = (card) => h("strong", {}, cardName(t, card));
  const lines = [
    h(
      "p",
      { class: "sl-suggestion-text" },
      rich(
        t,
        "sleuth.ui.suggests",
        { seat: s.by, who: view.detectives[s.by].suspect },
        { suspect: strong(s.suspect), weapon: strong(s.weapon), room: strong(s.room) },
      ),
    ),
  ];
  if (s.passed.length) lines.push(h("p", { class: "sl-passed" }, t("sleuth.ui.passed", { seats: s.passed })));
  if (s.disprover === null) lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.nobody_disproved")));
  else if (s.card && s.by === seat)
    lines.push(
      h(
        "p",
        { class: "sl-outcome sl-shown", role: "status" },
        t("sleuth.ui.showed_you", seatArgs(view, s.disprover)),
        cardFace(ctx, s.card, "small"),
      ),
    );
  else if (s.card && s.disprover === seat)
    lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.you_showed", { card: s.card })));
  else if (s.shown)
    lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.showed_to", { ...seatArgs(view, s.disprover), to: s.by })));
  else lines.push(h("p", { class: "sl-outcome" }, t("sleuth.ui.waiting", seatArgs(view, s.disprover))));
  return h("div", { class: "sl-suggestion", role: "group", "aria-label": t("sleuth.ui.suggestion") }, lines);
}

function showPanel(ctx) {
  const { view, h, legal, t } = ctx;
  const s = view.suggestion;
  return h(
    "div",
    { class: "sl-show", role: "group", "aria-label": t("sleuth.ui.show_group") },
    h("p", { class: "sl-hint" }, t("sleuth.ui.show_hint", { to: s.by })),
    h(
      "div",
      { class: "sl-cards" },
      legal
        .filter((a) => a.type === "show")
        .map((a) =>
          h(
            "button",
            {
              class: "sl-card-btn",
              type: "button",
              "aria-label": t("sleuth.ui.show_card", { card: a.card }),
              "data-focus": `show:${a.card}`,
              onclick: () => ctx.act(a),
            },
            cardFace(ctx, a.card),
          ),
        ),
    ),
  );
}
