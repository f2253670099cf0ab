// The late encryptor's clock: the kit's countdown on the session's clock (ctx.clock), drawn as a ring of sand.
// At the table both encryptors write at once and the late one has the sand timer's seconds after the first one
// finishes. Passing one device, the late one starts only when the first is done: so they get as long as the first one
// took (from showing their code to sending, when this page saw it) plus those seconds. Their clock starts when they
// show their code (not when the screen shows: nobody loses seconds behind the curtain or before they know what to
// encrypt); when it runs out, the session sends time_up with the clues typed so far.
import { countdown, h, svg } from "../../widgets.js";
import { memory } from "./memory.js";

export function timerPlan(ctx) {
  const { view } = ctx;
  if (!view.timer) return null;
  const state = memory(ctx);
  const extra = ctx.static.timer_seconds;
  const first = view.teams.find((team) => team.role === "coders" && team.index !== view.timer.team);
  const key = `${view.round}:${first?.encryptor}`;
  const began = state.codeSeenAt[key] ?? state.formShownAt[key];
  const sent = state.cluesSentAt[key];
  const took = began !== undefined && sent !== undefined ? Math.max(0, Math.round((sent - began) / 1000)) : 0;
  return { seconds: took + extra, extra, took, first: first?.encryptor };
}

export function timerNote(ctx) {
  const plan = timerPlan(ctx);
  const lines = [];
  if (!started(ctx)) lines.push(ctx.t("intercept.ui.timer_waiting", { seconds: plan.seconds }));
  if (plan.took > 0) lines.push(ctx.t("intercept.ui.timer_matched", { seat: plan.first, extra: plan.extra }));
  return lines.length ? h("p", { class: "ic-timer-note" }, lines.join(" ")) : null;
}

function started(ctx) {
  return memory(ctx).codeSeenAt[`${ctx.view.round}:${ctx.view.timer.seat}`] !== undefined;
}

// The clock of the clues typed under `draftsKey` (memory's drafts): still until the encryptor shows their code.
export function clueTimer(ctx, draftsKey) {
  const { view, t } = ctx;
  const seat = view.timer.seat;
  const label = (seconds) => t("intercept.ui.timer_left", { seconds });
  if (!started(ctx)) {
    const seconds = timerPlan(ctx).seconds;
    return h(
      "div",
      { class: "countdown ic-timer waiting", role: "timer", "aria-label": label(seconds) },
      ring(1),
      h("span", { class: "countdown-number", "aria-hidden": "true" }, clockFace(seconds)),
    );
  }
  const key = `intercept:${view.timer.since_move}:${seat}`;
  const action = () => timeUp(ctx, draftsKey);
  // Asked first here for its share of time left, so the ring is drawn as it stands (a clock restored with a saved
  // game keeps its own length).
  const clock = ctx.clock(key, timerPlan(ctx).seconds, { seat, action });
  return countdown(ctx, {
    key,
    seconds: clock.seconds,
    seat,
    action,
    label,
    className: "ic-timer",
    paint: {
      element: ring(clock.left() / clock.seconds),
      // the ring on the screen now (this draw's may have been morphed into it)
      update: (share) =>
        ctx.screen.querySelector(".ic-clues .ic-timer-sand")?.setAttribute("stroke-dashoffset", sand(share)),
    },
  });
}

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

// The sand left, as the dash offset of the ring's stroke: none gone when the whole share is left.
function sand(share) {
  return String(CIRCUMFERENCE * (1 - share));
}

function ring(share) {
  return h(
    "span",
    { class: "ic-timer-ring" },
    svg(
      "svg",
      { viewBox: "0 0 48 48", "aria-hidden": "true" },
      svg("circle", { cx: 24, cy: 24, r: RADIUS, class: "ic-timer-back" }),
      svg("circle", {
        cx: 24,
        cy: 24,
        r: RADIUS,
        class: "ic-timer-sand",
        "stroke-dasharray": CIRCUMFERENCE,
        "stroke-dashoffset": sand(share),
        transform: "rotate(-90 24 24)",
      }),
    ),
  );
}

// As the kit's countdown writes its time (minutes:seconds), for the clock that has not started.
function clockFace(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

// Time is up: what was typed counts. The session sends one action for a clock; if the drafts break a clue rule, that
// time_up is refused and the encryptor is still to write, so time is up all the same with the clues left blank.
function timeUp(ctx, draftsKey) {
  const drafts = memory(ctx).drafts[draftsKey] ?? [];
  if (!drafts.some((draft) => draft.trim())) return { type: "time_up" };
  blankIfRefused(ctx);
  return { type: "time_up", clues: drafts.slice() };
}

// Waits for the session's time_up (a move of this page's own on its way refuses another as shell.busy); then, while
// the clue form is still on the screen (the time_up was refused: no new screen came), sends time_up without clues.
// One at a time: the session asks the clock's action again when its own time_up found a move on its way.
async function blankIfRefused(ctx) {
  const state = memory(ctx);
  if (state.blanking) return;
  state.blanking = true;
  try {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      if (!ctx.screen.querySelector("form.ic-clues")) return;
      const reply = await ctx.act({ type: "time_up" }, { inline: true });
      if (reply.ok || reply.key !== "shell.busy") return;
    }
  } finally {
    state.blanking = false;
  }
}
const RETRY_MS = 250; // as often as the session's clocks tick
