// Stikord on one shared device: the board from START to GOAL with the teams' tokens, the special die and the four
// letter dice, the sand timer, the card (on the sender's screen only), cue words and guesses typed or said aloud, the
// steals, the free-for-alls, each team's square and why it last moved, and the log.
//
// Everything this renderer remembers between draws (drafts, the sand timer's start, which animations were played)
// lives in ctx.state, which the shell makes fresh for every game. Squares, dice faces and limits come from ctx.static.
import { actionForm, dieFace, h, latestMoves, svg, unchanged } from "../../widgets.js";
import { KIND_KEYS } from "./kinds.js";

// The newest moves stand beside the prompt (latestMoves): the shell's line at the top would repeat them.
export const showsLatestMoves = true;

const COLUMNS = 7; // the board snakes up in rows of 7: START bottom left, GOAL top left
const LOG_LENGTH = 14;
const STEP_MS = 130; // a token's walk, per square
const HURRY_SECONDS = 10;
function memory(ctx) {
  const state = ctx.state;
  state.drafts ??= {}; // cue words being typed, per turn and attempt
  state.guesses ??= {}; // a guess being typed, per turn, attempt and seat
  state.timers ??= {}; // the sand timer's start (ms) per turn
  state.timeUpSent ??= {};
  state.played ??= new Set(); // animations already played: `${seat}:${event index}`
  return state;
}

// ----- names ---------------------------------------------------------------------------------------------------------
function three(ctx) {
  return ctx.view.variant === "three";
}

function playerName(ctx, seat) {
  return ctx.view.players[seat]?.name ?? ctx.seats[seat]?.name ?? String(seat);
}

// A team by name; in the 3-player game every player is a team of one, named by the player.
function teamName(ctx, team) {
  return three(ctx) ? playerName(ctx, ctx.view.teams[team].members[0]) : ctx.t(`stikord.team.${team}`);
}

function squareName(ctx, square) {
  if (square <= 0) return ctx.t("stikord.ui.start");
  if (square >= ctx.static.goal) return ctx.t("stikord.ui.goal");
  return String(square);
}

function turnKey(view) {
  // The index of the latest "turn" event: the same on every seat's screen, new for every turn.
  for (let i = view.events.length - 1; i >= 0; i--) {
    if (view.events[i].key === "stikord.turn") return String(view.events[i].i);
  }
  return "0";
}

function hasAction(ctx, type) {
  return ctx.legal.some((a) => a.type === type);
}

// ----- the screen ------------------------------------------------------------------------------------------------------
export function render(root, ctx) {
  const state = memory(ctx);
  clearInterval(state.interval);
  state.interval = null;
  root.classList.add("sk", `sk-is-${ctx.view.variant}`, `sk-is-${ctx.view.mode}`);
  if (ctx.view.free_for_all) root.classList.add("sk-is-ffa");
  // Two columns on a tablet or a laptop (the play, the log | the board, the teams); one on a phone, where the
  // stylesheet puts the board right under the play.
  root.append(
    banner(ctx),
    h("div", { class: "sk-column sk-column-play" }, ctx.view.phase === "over" ? null : playArea(ctx), logBox(ctx)),
    h("div", { class: "sk-column sk-column-board" }, board(ctx), teamsPanel(ctx)),
  );
  // At a new step (an event arrived since this seat's last draw), or when the control that had the focus is gone, a
  // keyboard or screen-reader user lands on this seat's next control; otherwise the focus stays where it is.
  const step = `${ctx.seat}:${ctx.view.events.at(-1)?.i ?? -1}`;
  const newStep = state.focusStep !== step;
  state.focusStep = step;
  requestAnimationFrame(() => {
    walkTokens(root, ctx);
    const log = root.querySelector(".sk-log ol");
    if (log) log.scrollTop = log.scrollHeight; // the newest line in sight
    const active = document.activeElement;
    if (root.isConnected && (active === document.body || (newStep && root.contains(active)))) {
      const target = root.querySelector(".sk-choose, .sk-controls input, .sk-controls button");
      if (target) {
        // The whole of what it belongs to comes into sight (the cue words and their button), not just the field.
        target.focus({ preventScroll: true });
        (target.closest(".sk-controls") || target).scrollIntoView({ block: "nearest" });
      }
    }
  });
}

// The curtain names the person and what they are about to do, so the right person takes the device: the sender
// before the card shows, a receiver (or a stealing team) before typing a guess.
export function curtain(prevSeat, seat, ctx) {
  if (prevSeat === seat) return null;
  const { view } = ctx;
  const team = teamName(ctx, view.team_of[seat]);
  if (seat === view.sender) {
    if (view.phase === "draw" || view.phase === "choose") {
      if (three(ctx)) return ctx.t("stikord.ui.curtain_send_three", { seat });
      return ctx.t("stikord.ui.curtain_send", { seat, team, free_for_all: view.free_for_all });
    }
    return ctx.t("stikord.ui.curtain_back", { seat, attempt: view.attempt });
  }
  if (view.phase === "steal") return ctx.t("stikord.ui.curtain_steal", { seat, team });
  if (view.phase === "guess") {
    const active = teamName(ctx, view.current);
    if (three(ctx)) return ctx.t("stikord.ui.curtain_guess_three", { seat, sender: view.sender });
    if (view.receivers.includes(seat)) return ctx.t("stikord.ui.curtain_guess", { seat, team });
    return ctx.t("stikord.ui.curtain_guess_other", { seat, team, active });
  }
  return ctx.t("stikord.ui.curtain", { seat });
}

// ----- what the table is waiting for -----------------------------------------------------------------------------------
function stepText(ctx) {
  const { view } = ctx;
  if (view.phase === "over") {
    return ctx.result ? ctx.t(ctx.result.outcome.key, ctx.result.outcome.args, ctx.result.reason) : "";
  }
  const team = teamName(ctx, view.current);
  const sender = view.sender;
  const args = { team, sender, attempt: view.attempt, attempts: ctx.static.attempts };
  switch (view.phase) {
    case "draw":
      if (three(ctx)) return ctx.t("stikord.ui.step_draw_three", args);
      return ctx.t(view.free_for_all ? "stikord.ui.step_draw_ffa" : "stikord.ui.step_draw", args);
    case "choose":
      return ctx.t("stikord.ui.step_choose", args);
    case "cues":
      return ctx.t(three(ctx) ? "stikord.ui.step_cues_three" : "stikord.ui.step_cues", args);
    case "guess":
      if (three(ctx)) return ctx.t("stikord.ui.step_guess_three", { ...args, receivers: view.receivers });
      if (view.free_for_all) return ctx.t("stikord.ui.step_guess_ffa", args);
      return ctx.t(view.mode === "typed" ? "stikord.ui.step_guess_typed" : "stikord.ui.step_guess_spoken", {
        ...args,
        receivers: view.receivers,
      });
    case "steal":
      return ctx.t("stikord.ui.step_steal", { ...args, stealer: teamName(ctx, view.stealing) });
    default:
      return "";
  }
}

function roleText(ctx) {
  const { view, seat } = ctx;
  if (seat === null || view.phase === "over") return null;
  if (seat === view.sender) return ctx.t("stikord.ui.you_send", { seat });
  if (view.phase === "steal") return ctx.t("stikord.ui.you_steal", { seat, team: teamName(ctx, view.team_of[seat]) });
  if (view.receivers.includes(seat)) return ctx.t("stikord.ui.you_receive", { seat });
  return ctx.t("stikord.ui.you_guess_too", { seat, team: teamName(ctx, view.team_of[seat]) });
}

function banner(ctx) {
  const { view } = ctx;
  const role = roleText(ctx);
  return h(
    "div",
    { class: `sk-banner phase-${view.phase}`, role: "status", "aria-live": "polite" },
    view.free_for_all && view.phase !== "over"
      ? h("span", { class: "sk-ffa-badge" }, ctx.t("stikord.ui.free_for_all"))
      : null,
    h("span", { class: "sk-step" }, stepText(ctx)),
    role ? h("span", { class: "sk-me" }, role) : null,
  );
}

// ----- the play area: dice, sand timer, card, cue words, guesses and this seat's controls ---------------------------
function playArea(ctx) {
  const { view } = ctx;
  const running = view.phase === "cues" || view.phase === "guess";
  return h(
    "section",
    { class: "sk-play", "aria-label": ctx.t("stikord.ui.table") },
    h(
      "div",
      { class: "sk-dice-row" },
      specialDie(ctx),
      letterDice(ctx),
      running && view.faces ? sandTimer(ctx) : sandIdle(ctx),
    ),
    announcement(ctx),
    card(ctx),
    cuesShown(ctx),
    guessList(ctx),
    latestMoves(ctx, {
      className: "sk-latest",
      label: ctx.t("stikord.ui.latest"),
      word: (event) => ctx.t(event.key, eventArgs(ctx, event)),
    }),
    controls(ctx),
  );
}

function specialDie(ctx) {
  const { view } = ctx;
  const face = view.special;
  const label =
    face === null ? ctx.t("stikord.ui.special_die_none") : ctx.t("stikord.ui.special_die", { face: String(face) });
  return h(
    "div",
    { class: "sk-special" },
    face === null
      ? h("div", { class: "sk-die-blank", role: "img", "aria-label": label })
      : dieFace(face, { label, className: `sk-die special${fresh(ctx, "stikord.drew") ? " rolling" : ""}` }),
    h("span", { class: "sk-die-caption", "aria-hidden": "true" }, ctx.t("stikord.ui.special_caption")),
  );
}

function letterDice(ctx) {
  const { view } = ctx;
  const star = ctx.static.star;
  const rolling = fresh(ctx, "stikord.rolled");
  const count = ctx.static.letter_dice.length;
  const faces = view.faces || Array(count).fill(null);
  return h(
    "div",
    { class: "sk-letters" },
    h(
      "div",
      { class: "sk-letter-dice", role: "group", "aria-label": ctx.t("stikord.ui.letter_dice") },
      faces.map((face, i) => {
        if (face === null) {
          const label = ctx.t("stikord.ui.letter_die_none", { n: i + 1 });
          return h("div", { class: "sk-die-blank", role: "img", "aria-label": label });
        }
        const letters = face.split("/");
        const label =
          face === star
            ? ctx.t("stikord.ui.letter_die_star", { n: i + 1, star })
            : ctx.t("stikord.ui.letter_die", { n: i + 1, first: letters[0], second: letters[1] ?? "none" });
        const kind = face === star ? " star" : letters.length > 1 ? " two" : "";
        return dieFace(face, {
          label,
          className: `sk-die letter${kind}${rolling ? " rolling" : ""}`,
        });
      }),
    ),
    h(
      "div",
      { class: "sk-attempts", role: "img", "aria-label": attemptLabel(ctx) },
      Array.from({ length: ctx.static.attempts }, (_, i) =>
        h("span", { class: `sk-attempt${i < view.attempt ? " used" : ""}${i + 1 === view.attempt ? " now" : ""}` }),
      ),
      h("span", { class: "sk-attempt-text", "aria-hidden": "true" }, attemptLabel(ctx)),
    ),
  );
}

function attemptLabel(ctx) {
  const { view } = ctx;
  if (!view.attempt) return ctx.t("stikord.ui.no_attempt");
  return ctx.t(three(ctx) ? "stikord.ui.roll_of" : "stikord.ui.attempt_of", {
    attempt: view.attempt,
    attempts: ctx.static.attempts,
  });
}

// Whether an event of this kind arrived with the latest reply and has not been animated on this seat's screen yet.
function fresh(ctx, key) {
  const event = ctx.newEvents.findLast((e) => e.key === key);
  if (!event) return false;
  const id = `${ctx.seat}:${event.i}`;
  const played = memory(ctx).played;
  if (played.has(id)) return false;
  played.add(id);
  return true;
}

function announcement(ctx) {
  const { view } = ctx;
  if (!view.announced || view.card) return null; // the sender's card shows it already
  return h(
    "p",
    { class: "sk-announced" },
    h(
      "span",
      { class: `sk-kind kind-${view.announced.category}` },
      ctx.t(KIND_KEYS[view.announced.category] ?? "stikord.ui.kind.thing"),
    ),
    view.announced.proper
      ? h("span", { class: "sk-proper", title: ctx.t("stikord.ui.proper") }, ctx.t("stikord.ui.proper_flag"))
      : null,
    view.announced.bonus ? h("span", { class: "sk-bonus" }, ctx.t("stikord.ui.bonus_flag")) : null,
    h("span", { class: "sk-announced-text" }, ctx.t("stikord.announced", view.announced)),
  );
}

// ----- the card: only on the sender's screen (the view has it only there) --------------------------------------------
function card(ctx) {
  const { view } = ctx;
  if (!view.card) return null;
  const choosing = hasAction(ctx, "choose");
  const chosen = view.message;
  const items = view.card.map((message, i) => {
    const bonus = i === view.card.length - 1; // the card's last message is the bonus (★)
    const badge = bonus ? ctx.static.star : String(i + 1);
    const content = [
      h("span", { class: "sk-card-badge", "aria-hidden": "true" }, badge),
      h("span", { class: "sk-card-kind" }, ctx.t(KIND_KEYS[message.category] ?? "stikord.ui.kind.thing")),
      h("span", { class: "sk-card-text" }, message.text),
      message.proper
        ? h("span", { class: "sk-proper", title: ctx.t("stikord.ui.proper") }, ctx.t("stikord.ui.proper_flag"))
        : null,
    ];
    if (choosing) {
      return h(
        "li",
        { class: "sk-card-item" },
        h(
          "button",
          {
            type: "button",
            class: "sk-choose",
            "aria-label": ctx.t("stikord.ui.choose_message", {
              n: badge,
              text: message.text,
              bonus,
            }),
            onclick: () => ctx.act({ type: "choose", message: i }),
          },
          content,
        ),
      );
    }
    return h(
      "li",
      { class: `sk-card-item${i === chosen ? " chosen" : ""}`, "aria-current": i === chosen ? "true" : null },
      content,
    );
  });
  const secret = chosen === null ? null : view.card[chosen];
  return h(
    "section",
    { class: `sk-card${choosing ? " choosing" : ""}`, "aria-label": ctx.t("stikord.ui.your_card") },
    choosing ? h("h3", { class: "sk-card-title" }, ctx.t("stikord.ui.choose_title")) : null,
    secret
      ? h(
          "div",
          { class: "sk-secret", role: "group", "aria-label": ctx.t("stikord.ui.secret_label") },
          h("span", { class: "sk-secret-label" }, ctx.t("stikord.ui.send_this")),
          h("strong", { class: "sk-secret-text" }, secret.text),
          secret.alternates.length
            ? h("small", { class: "sk-alternates" }, ctx.t("stikord.ui.alternates", { words: secret.alternates }))
            : null,
        )
      : null,
    h("ol", { class: "sk-card-list" }, items),
  );
}

// ----- cue words and guesses of this turn --------------------------------------------------------------------------
function cuesShown(ctx) {
  const { view } = ctx;
  if ((view.phase !== "guess" && view.phase !== "steal") || view.cue_count === null) return null;
  if (view.cues) {
    return h(
      "div",
      { class: "sk-cues" },
      h("span", { class: "sk-cues-label" }, ctx.t("stikord.ui.cue_words", { sender: view.sender })),
      h(
        "ul",
        { class: "sk-cue-list", "aria-label": ctx.t("stikord.ui.cue_words_label") },
        view.cues.map((word) => h("li", { class: "sk-cue" }, word)),
      ),
    );
  }
  return h("p", { class: "sk-cues" }, ctx.t("stikord.ui.cue_count", { sender: view.sender, count: view.cue_count }));
}

function guessList(ctx) {
  const { view } = ctx;
  if (!view.guesses.length || view.phase === "over" || view.phase === "draw") return null;
  return h(
    "ol",
    { class: "sk-guesses", "aria-label": ctx.t("stikord.ui.guesses_label") },
    view.guesses.map((g) =>
      h(
        "li",
        { class: g.right ? "right" : "wrong" },
        ctx.t("stikord.ui.guess_line", { attempt: g.attempt, seat: g.seat, text: g.text, right: g.right }),
      ),
    ),
  );
}

// ----- this seat's controls: only what ctx.legal offers ---------------------------------------------------------------
function controls(ctx) {
  const { view, seat } = ctx;
  const parts = [];
  if (hasAction(ctx, "draw")) {
    parts.push(
      h(
        "button",
        { class: "btn primary big sk-draw", type: "button", onclick: () => ctx.act({ type: "draw" }) },
        ctx.t("stikord.ui.draw"),
      ),
    );
  }
  if (hasAction(ctx, "accept")) parts.push(acceptBox(ctx));
  if (hasAction(ctx, "cues")) parts.push(view.mode === "typed" ? cueForm(ctx) : cueCountButtons(ctx));
  if (hasAction(ctx, "guess")) parts.push(guessForm(ctx));
  if (hasAction(ctx, "judge")) parts.push(judgeButtons(ctx));
  if (hasAction(ctx, "winner") || hasAction(ctx, "no_winner") || hasAction(ctx, "reroll")) {
    parts.push(winnerButtons(ctx));
  }
  if (!parts.length && view.phase !== "over" && !hasAction(ctx, "choose")) {
    parts.push(h("p", { class: "sk-wait" }, ctx.t("stikord.ui.wait", { seats: ctx.toAct })));
  }
  if (view.phase !== "over" && seat === view.sender && (hasAction(ctx, "cues") || hasAction(ctx, "draw"))) {
    parts.push(
      h("p", { class: "sk-hint sk-free-words" }, ctx.t("stikord.ui.free_words", { allowed: view.free_words })),
    );
  }
  return parts.length ? h("div", { class: "sk-controls" }, parts) : null;
}

function cueForm(ctx) {
  const { view } = ctx;
  const max = ctx.static.max_cues;
  const key = `${turnKey(view)}:${view.attempt}`;
  const drafts = memory(ctx).drafts;
  drafts[key] ??= Array(max).fill("");
  const draft = drafts[key];
  const inputs = draft.map((value, i) =>
    h("input", {
      type: "text",
      class: "sk-input sk-cue-input",
      value,
      autocomplete: "off",
      autocapitalize: "off",
      spellcheck: false,
      enterkeyhint: i + 1 < max ? "next" : "send",
      "aria-label": ctx.t("stikord.ui.cue_n", { n: i + 1 }),
      placeholder: ctx.t(i === 0 ? "stikord.ui.cue_first" : "stikord.ui.cue_more", { n: i + 1 }),
      oninput: (e) => {
        draft[i] = e.target.value;
      },
    }),
  );
  setTimeout(() => inputs[0].isConnected && !inputs.some((i) => i.value) && inputs[0].focus(), 0);
  return actionForm(ctx, {
    label: ctx.t("stikord.ui.cue_form"),
    className: "sk-form sk-cue-form",
    build: () => ({ type: "cues", words: inputs.map((input) => input.value.trim()).filter(Boolean) }),
    children: [
      h("h3", {}, ctx.t("stikord.ui.cue_title")),
      h("p", { class: "sk-hint" }, ctx.t("stikord.ui.cue_hint", { max, star: ctx.static.star })),
      h("div", { class: "sk-cue-fields" }, inputs),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary", type: "submit" }, ctx.t("stikord.ui.send_cues")),
      ),
    ],
  });
}

function cueCountButtons(ctx) {
  const counts = ctx.legal.filter((a) => a.type === "cues" && Number.isInteger(a.count)).map((a) => a.count);
  return h(
    "div",
    { class: "sk-spoken", role: "group", "aria-label": ctx.t("stikord.ui.cues_given") },
    h("h3", {}, ctx.t("stikord.ui.say_cues")),
    h("p", { class: "sk-hint" }, ctx.t("stikord.ui.say_hint", { star: ctx.static.star })),
    h(
      "div",
      { class: "sk-buttons" },
      counts.map((count) =>
        h(
          "button",
          { class: "btn sk-count", type: "button", onclick: () => ctx.act({ type: "cues", count }) },
          ctx.t("stikord.ui.n_words", { count }),
        ),
      ),
    ),
  );
}

function guessForm(ctx) {
  const { view, seat } = ctx;
  const key = `${turnKey(view)}:${view.attempt}:${view.phase}:${seat}`;
  const store = memory(ctx).guesses;
  const input = h("input", {
    type: "text",
    class: "sk-input sk-guess-input",
    value: store[key] ?? "",
    autocomplete: "off",
    spellcheck: false,
    enterkeyhint: "send",
    "aria-label": ctx.t("stikord.ui.your_guess"),
    placeholder: ctx.t("stikord.ui.guess_placeholder"),
    oninput: (e) => {
      store[key] = e.target.value;
    },
  });
  setTimeout(() => input.isConnected && input.focus(), 0);
  let title;
  if (view.phase === "steal") title = ctx.t("stikord.ui.steal_title", { team: teamName(ctx, view.stealing) });
  else if (view.free_for_all && !view.receivers.includes(seat)) {
    title = ctx.t("stikord.ui.ffa_title", { team: teamName(ctx, view.current) });
  } else if (three(ctx)) title = ctx.t("stikord.ui.race_title", { sender: view.sender });
  else title = ctx.t("stikord.ui.guess_title", { sender: view.sender });
  return actionForm(ctx, {
    label: ctx.t("stikord.ui.guess_form"),
    className: "sk-form sk-guess-form",
    build: () => ({ type: "guess", text: input.value }),
    children: [
      h("h3", {}, title),
      h(
        "div",
        { class: "sk-guess-row" },
        input,
        h("button", { class: "btn primary", type: "submit" }, ctx.t("stikord.ui.guess")),
      ),
    ],
  });
}

function judgeButtons(ctx) {
  const { view } = ctx;
  const who = view.phase === "steal" ? teamName(ctx, view.stealing) : teamName(ctx, view.current);
  const title =
    view.phase === "steal"
      ? ctx.t("stikord.ui.judge_steal", { team: who })
      : ctx.t("stikord.ui.judge_title", { receivers: view.receivers });
  return h(
    "div",
    { class: "sk-judge", role: "group", "aria-label": ctx.t("stikord.ui.judge_label") },
    h("h3", {}, title),
    h(
      "div",
      { class: "sk-buttons" },
      h(
        "button",
        { class: "btn sk-yes", type: "button", onclick: () => ctx.act({ type: "judge", right: true }) },
        ctx.t("stikord.ui.right"),
      ),
      h(
        "button",
        { class: "btn sk-no", type: "button", onclick: () => ctx.act({ type: "judge", right: false }) },
        ctx.t("stikord.ui.wrong"),
      ),
    ),
  );
}

function winnerButtons(ctx) {
  const { view } = ctx;
  const winners = ctx.legal.filter((a) => a.type === "winner").map((a) => a.team);
  return h(
    "div",
    { class: "sk-judge sk-winners", role: "group", "aria-label": ctx.t("stikord.ui.winner_label") },
    h("h3", {}, ctx.t(three(ctx) ? "stikord.ui.winner_title_three" : "stikord.ui.winner_title")),
    h(
      "div",
      { class: "sk-buttons" },
      winners.map((team) =>
        h(
          "button",
          {
            class: `btn sk-yes sk-team-btn team-${team}`,
            type: "button",
            onclick: () => ctx.act({ type: "winner", team }),
          },
          ctx.t("stikord.ui.was_right", { team: teamName(ctx, team) }),
        ),
      ),
      hasAction(ctx, "no_winner")
        ? h(
            "button",
            { class: "btn sk-no", type: "button", onclick: () => ctx.act({ type: "no_winner" }) },
            ctx.t("stikord.ui.nobody_yet"),
          )
        : null,
      hasAction(ctx, "reroll")
        ? h(
            "button",
            { class: "btn", type: "button", onclick: () => ctx.act({ type: "reroll" }) },
            ctx.t("stikord.ui.roll_again"),
          )
        : null,
    ),
    view.free_for_all ? h("p", { class: "sk-hint" }, ctx.t("stikord.ui.ffa_hint")) : null,
  );
}

// The sender overrides the app's verdict on the last guess it judged wrong (a synonym, a typo).
function acceptBox(ctx) {
  const { view } = ctx;
  const last = view.guesses.findLast((g) => !g.right);
  return h(
    "div",
    { class: "sk-accept" },
    last ? h("p", {}, ctx.t("stikord.ui.accept_hint", { seat: last.seat, text: last.text })) : null,
    h(
      "button",
      { class: "btn sk-accept-btn", type: "button", onclick: () => ctx.act({ type: "accept" }) },
      last ? ctx.t("stikord.ui.accept", { text: last.text }) : ctx.t("stikord.ui.accept_plain"),
    ),
  );
}

// ----- the sand timer: a glass that drains for view.timer seconds, then sends time_up ------------------------------
function sandTimer(ctx) {
  const state = memory(ctx);
  const key = turnKey(ctx.view);
  const seconds = ctx.view.timer;
  state.timers[key] ??= Date.now();
  const start = state.timers[key];
  const top = svg("polygon", { class: "sk-sand" });
  const bottom = svg("polygon", { class: "sk-sand" });
  // The falling stream is a strip of HTML over the glass whose dashes move by `transform`, which the compositor
  // animates by itself: dashes of the SVG moved by `stroke-dashoffset` needed the page's thread every frame, for the
  // whole of a turn, and a person's keys and clicks shared it with them.
  const stream = h("span", { class: "sk-stream" });
  const glass = h(
    "div",
    { class: "sk-glass-box", "aria-hidden": "true" },
    svg(
      "svg",
      { viewBox: "0 0 60 100", class: "sk-glass" },
      svg("rect", { x: 6, y: 2, width: 48, height: 7, rx: 3, class: "sk-frame" }),
      svg("rect", { x: 6, y: 91, width: 48, height: 7, rx: 3, class: "sk-frame" }),
      svg("path", { d: "M12 10 L48 10 L32 49 L32 51 L48 90 L12 90 L28 51 L28 49 Z", class: "sk-bulb" }),
      top,
      bottom,
    ),
    stream,
  );
  const number = h("span", { class: "sk-timer-number", "aria-hidden": "true" });
  const box = h("div", { class: "sk-timer", role: "timer" }, glass, number);
  let lastWhole = null;
  const tick = () => {
    const left = Math.max(0, seconds - (Date.now() - start) / 1000);
    const remaining = left / seconds; // the share of the sand still on top
    const level = 50 - 40 * Math.sqrt(remaining); // the top sand's surface (its area shrinks with the square)
    const half = (18 * (50 - level)) / 40;
    top.setAttribute("points", `${30 - half},${level} ${30 + half},${level} 30,50`);
    const pile = 50 + 40 * Math.sqrt(remaining); // the bottom pile's top
    const width = (18 * (pile - 50)) / 40;
    bottom.setAttribute("points", `12,90 48,90 ${30 + width},${pile} ${30 - width},${pile}`);
    stream.classList.toggle("done", left <= 0);
    const whole = Math.ceil(left);
    if (whole !== lastWhole) {
      lastWhole = whole;
      number.textContent = `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
      box.setAttribute("aria-label", ctx.t("stikord.ui.timer_left", { seconds: whole }));
      box.classList.toggle("hurry", left <= HURRY_SECONDS);
    }
    if (left <= 0) sendTimeUp(ctx, key);
  };
  const interval = setInterval(() => {
    if (!box.isConnected) {
      clearInterval(interval); // a redraw, a curtain or another game replaced this screen
      return;
    }
    tick();
  }, 250);
  state.interval = interval;
  tick();
  return box;
}

function sandIdle(ctx) {
  // The glass at rest (before the message is chosen, during steals): full on top, or run out.
  const { view } = ctx;
  const runOut = view.phase === "steal";
  const glass = svg(
    "svg",
    { viewBox: "0 0 60 100", class: "sk-glass", "aria-hidden": "true" },
    svg("rect", { x: 6, y: 2, width: 48, height: 7, rx: 3, class: "sk-frame" }),
    svg("rect", { x: 6, y: 91, width: 48, height: 7, rx: 3, class: "sk-frame" }),
    svg("path", { d: "M12 10 L48 10 L32 49 L32 51 L48 90 L12 90 L28 51 L28 49 Z", class: "sk-bulb" }),
    runOut
      ? svg("polygon", { points: "12,90 48,90 30,50", class: "sk-sand" })
      : svg("polygon", { points: "12,10 48,10 30,50", class: "sk-sand" }),
  );
  const minutes = Math.floor(view.timer / 60);
  const text = `${minutes}:${String(view.timer % 60).padStart(2, "0")}`;
  return h(
    "div",
    {
      class: "sk-timer idle",
      role: "img",
      "aria-label": ctx.t(runOut ? "stikord.ui.timer_out" : "stikord.ui.timer_ready", { seconds: view.timer }),
    },
    glass,
    h("span", { class: "sk-timer-number", "aria-hidden": "true" }, runOut ? "0:00" : text),
  );
}

async function sendTimeUp(ctx, key) {
  const state = memory(ctx);
  if (state.timeUpSent[key] || !hasAction(ctx, "time_up")) return;
  state.timeUpSent[key] = true;
  const reply = await ctx.act({ type: "time_up" }, { inline: true });
  if (!reply.ok && reply.key === "shell.busy") state.timeUpSent[key] = false; // try again at the next tick
}

// ----- the board -------------------------------------------------------------------------------------------------------
// Redrawn only when a token moves, the team to play changes or the game ends (most moves change none of these).
function board(ctx) {
  const { view } = ctx;
  const shows = [
    ctx.t.lang,
    view.teams.map((team, t) => [team.position, teamName(ctx, t), tokenLetter(ctx, t)]),
    view.phase === "over" ? null : view.current,
  ];
  return unchanged(ctx, "sk-board", shows, () => boardList(ctx));
}

function boardList(ctx) {
  const { view } = ctx;
  const goal = ctx.static.goal;
  const rows = Math.ceil((goal + 1) / COLUMNS);
  const ffa = new Set(ctx.static.free_for_all_squares);
  const stars = new Set(ctx.static.star_squares);
  const onSquare = new Map();
  for (const [t, team] of view.teams.entries()) {
    if (!onSquare.has(team.position)) onSquare.set(team.position, []);
    onSquare.get(team.position).push(t);
  }
  const cells = [];
  for (let square = 0; square <= goal; square++) {
    const row = Math.floor(square / COLUMNS);
    const along = square % COLUMNS;
    const column = row % 2 === 0 ? along : COLUMNS - 1 - along;
    const kind =
      square === 0 ? "start" : square === goal ? "goal" : ffa.has(square) ? "ffa" : stars.has(square) ? "star" : "";
    const here = onSquare.get(square) || [];
    const name = squareLabel(ctx, square, kind);
    const label = here.length
      ? ctx.t("stikord.ui.square_with", { square: name, teams: here.map((t) => teamName(ctx, t)) })
      : name;
    cells.push(
      h(
        "li",
        {
          class: `sk-square ${kind}`.trim(),
          style: { gridRow: String(rows - row), gridColumn: String(column + 1) },
          "aria-label": label,
          dataset: { square: String(square) },
        },
        h(
          "span",
          { class: "sk-square-name", "aria-hidden": "true" },
          square === 0 || square === goal ? squareName(ctx, square) : String(square),
        ),
        kind === "ffa" ? h("span", { class: "sk-mark", "aria-hidden": "true" }, ctx.t("stikord.ui.ffa_mark")) : null,
        kind === "star" ? h("span", { class: "sk-mark", "aria-hidden": "true" }, ctx.static.star) : null,
        here.length
          ? h(
              "span",
              { class: "sk-tokens", "aria-hidden": "true" },
              here.map((t) =>
                h(
                  "span",
                  {
                    class: `sk-token team-${t}${t === view.current && view.phase !== "over" ? " current" : ""}`,
                    dataset: { team: String(t) },
                  },
                  tokenLetter(ctx, t),
                ),
              ),
            )
          : null,
      ),
    );
  }
  return h("ol", { class: "sk-board", "aria-label": ctx.t("stikord.ui.board") }, cells);
}

function squareLabel(ctx, square, kind) {
  if (kind === "start") return ctx.t("stikord.ui.start");
  if (kind === "goal") return ctx.t("stikord.ui.goal");
  if (kind === "ffa") return ctx.t("stikord.ui.square_ffa", { square });
  if (kind === "star") return ctx.t("stikord.ui.square_star", { square });
  return ctx.t("stikord.ui.square", { square });
}

function tokenLetter(ctx, team) {
  if (three(ctx)) return playerName(ctx, ctx.view.teams[team].members[0]).slice(0, 1).toUpperCase();
  return ctx.view.teams[team].letter;
}

// A token that just moved walks there square by square (once per screen; not when motion is unwelcome).
function walkTokens(root, ctx) {
  if (!root.isConnected || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const played = memory(ctx).played;
  for (const event of ctx.newEvents) {
    if (event.key !== "stikord.moved") continue;
    const id = `${ctx.seat}:walk:${event.i}`;
    if (played.has(id)) continue;
    played.add(id);
    const { team, start, end } = event.args;
    const token = root.querySelector(`.sk-token[data-team="${team}"]`);
    const target = token?.closest(".sk-square");
    if (!token || !target || start === end) continue;
    const to = target.getBoundingClientRect();
    const frames = [];
    for (let square = start; square <= end; square++) {
      const cell = root.querySelector(`.sk-square[data-square="${square}"]`);
      if (!cell) continue;
      const r = cell.getBoundingClientRect();
      const dx = r.left + r.width / 2 - (to.left + to.width / 2);
      const dy = r.top + r.height / 2 - (to.top + to.height / 2);
      frames.push({ transform: `translate(${dx}px, ${dy}px)` });
    }
    if (frames.length > 1) token.animate(frames, { duration: STEP_MS * frames.length, easing: "linear" });
  }
}

// ----- the teams: square, members, why each last moved ------------------------------------------------------------
function teamsPanel(ctx) {
  const { view } = ctx;
  const lastMove = new Map();
  for (const event of view.events) if (event.key === "stikord.moved") lastMove.set(event.args.team, event.args);
  return h(
    "section",
    { class: "sk-teams", "aria-label": ctx.t(three(ctx) ? "stikord.ui.players" : "stikord.ui.teams") },
    view.teams.map((team, t) => {
      const move = lastMove.get(t);
      const current = t === view.current && view.phase !== "over";
      const winner = view.phase === "over" && team.position >= ctx.static.goal;
      return h(
        "article",
        {
          class: `sk-team team-${t}${current ? " current" : ""}${winner ? " winner" : ""}`,
          "aria-label": teamName(ctx, t),
          "aria-current": current ? "true" : null,
        },
        h(
          "h3",
          { class: "sk-team-name" },
          h("span", { class: `sk-token team-${t}`, "aria-hidden": "true" }, tokenLetter(ctx, t)),
          teamName(ctx, t),
          h(
            "span",
            { class: "sk-position" },
            team.position >= ctx.static.goal
              ? ctx.t("stikord.ui.at_goal")
              : team.position === 0
                ? ctx.t("stikord.ui.at_start")
                : ctx.t("stikord.ui.on_square", { square: team.position }),
          ),
        ),
        three(ctx)
          ? null
          : h(
              "ul",
              { class: "sk-members" },
              team.members.map((seat) =>
                h(
                  "li",
                  {
                    class:
                      `${seat === view.sender && current ? "sender" : ""}${view.receivers.includes(seat) && current ? " receiver" : ""}`.trim(),
                  },
                  playerName(ctx, seat),
                  current && seat === view.sender ? h("small", {}, ` · ${ctx.t("stikord.ui.sender")}`) : null,
                  current && view.receivers.includes(seat)
                    ? h("small", {}, ` · ${ctx.t("stikord.ui.receiver")}`)
                    : null,
                ),
              ),
            ),
        h(
          "p",
          { class: "sk-last-move" },
          move ? ctx.t("stikord.ui.last_move", { why: move.why, squares: move.squares }) : ctx.t("stikord.ui.no_move"),
        ),
      );
    }),
  );
}

// ----- what happened: the latest events, worded through the catalog ---------------------------------------------------
// An event in words (the shell's live region uses it too).
export function eventText(ctx, event) {
  return ctx.t(event.key, eventArgs(ctx, event));
}

function eventArgs(ctx, event) {
  const args = { ...event.args };
  if (three(ctx) && typeof args.team === "number") args.team = teamName(ctx, args.team); // a term falls back to it
  if (Array.isArray(args.teams)) args.teams = args.teams.map((t) => teamName(ctx, t));
  if (event.key === "stikord.cues") {
    // Each typed word in the language's quotation marks, the list joined for the language ("none": spoken cues).
    args.words = args.words?.length ? args.words.map((word) => ctx.t("stikord.ui.quoted", { word })) : "none";
  }
  if (event.key === "stikord.moved") {
    args.start = squareName(ctx, args.start);
    args.end = squareName(ctx, args.end);
  }
  return args;
}

function logBox(ctx) {
  const events = ctx.view.events.slice(-LOG_LENGTH);
  return h(
    "section",
    { class: "sk-log", "aria-label": ctx.t("stikord.ui.log") },
    h("h3", {}, ctx.t("stikord.ui.log")),
    // The log region wraps the list, so the lines stay list items; the list scrolls, so it takes the focus (to
    // scroll it with the arrow keys). It does not speak: the shell's announcer says each move once.
    h(
      "div",
      { role: "log", "aria-live": "off" },
      h(
        "ol",
        { tabindex: "0", "aria-label": ctx.t("stikord.ui.log") },
        events.map((event) =>
          h(
            "li",
            { "data-event": event.key, "data-key": event.i, class: event.key === "stikord.moved" ? "moved" : "" },
            ctx.t(event.key, eventArgs(ctx, event)),
          ),
        ),
      ),
    ),
  );
}
