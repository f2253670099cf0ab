// The sand timer: the kit's countdown on the session's clock (it runs behind a curtain and through a reload, and when
// it runs out the session sends time_up), painted as a sand glass.
//
// The session drops a clock whose seat no longer has to act, and its seat is the seat that sends time_up. In a typed
// team game that seat changes within one turn: the sender holds the time while giving cue words, the receivers while
// guessing. So the turn's time is a relay of clocks, one per seat that holds it, all ending when the turn's sand
// does: the seat holding it now, and the seat next to hold it, whose clock is already running when the step
// changes hands (the session then keeps it, as that seat is to act, and drops the other). A clock of this turn or
// an earlier one that outlives the steps it was for (its seat still to act when time_up is no longer its to send,
// as a spoken sender's in the steals) is handed to no seat, so the session drops it at its next reply.
import { countdown, h, svg } from "../../widgets.js";
import { turnKey } from "./names.js";

const NO_SEAT = -1; // never to act
const LONG = 24 * 60 * 60; // seconds: a clock handed to no seat is dropped long before it could run out
const HANDOVER = 1; // seconds: too late to start the next seat's clock (the sand runs out first)

export function sandTimer(ctx) {
  const { view } = ctx;
  const [now, next] = holders(ctx);
  const wanted = new Set();
  let left = null;
  if (now !== null && view.faces) {
    const turn = turnKey(view);
    const key = (seat) => `sand:${turn}:${seat}`;
    ctx.state.sandEnds ??= {}; // turn → when its sand runs out (ms), as the first clock of the turn says
    const remaining = () => {
      const end = ctx.state.sandEnds[turn];
      return end === undefined ? view.timer : Math.max(0, (end - Date.now()) / 1000);
    };
    const clock = ctx.clock(key(now), remaining(), { seat: now });
    ctx.state.sandEnds[turn] = clock.startedAt + clock.seconds * 1000;
    wanted.add(key(now));
    track(ctx, key(now), now);
    if (next !== null && remaining() > HANDOVER) {
      ctx.clock(key(next), remaining(), { seat: next });
      wanted.add(key(next));
      track(ctx, key(next), next);
    }
    left = clock.left();
  }
  retire(ctx, wanted);
  if (left === null) return sandIdle(ctx);
  return countdown(ctx, {
    key: `sand:${turnKey(view)}:${now}`,
    seconds: view.timer,
    seat: now,
    className: "sk-timer",
    label: (seconds) => ctx.t("stikord.ui.timer_left", { seconds }),
    paint: sandGlass(ctx, left / view.timer),
  });
}

// [the seat whose time_up is legal now, the seat whose it will be at the next step of this turn (or null)].
function holders(ctx) {
  const { view } = ctx;
  const handsOver = view.mode === "typed" && view.variant === "teams"; // the receivers hold it while they guess
  const receiver = view.receivers[0] ?? null;
  if (view.phase === "cues") return [view.sender, handsOver ? receiver : null];
  if (view.phase !== "guess") return [null, null];
  if (!handsOver) return [view.sender, null];
  return [receiver, view.attempt < ctx.static.attempts ? view.sender : null]; // after the last guess: the steals
}

function track(ctx, key, seat) {
  ctx.state.sandClocks ??= {};
  ctx.state.sandClocks[key] = seat;
}

// The clocks this draw does not want: one whose seat is still to act is handed to no seat (the session drops it at
// its next reply); one whose seat is not was dropped already (a step changed since it was asked for).
function retire(ctx, wanted) {
  const clocks = ctx.state.sandClocks ?? {};
  for (const [key, seat] of Object.entries(clocks)) {
    if (wanted.has(key)) continue;
    if (ctx.toAct.includes(seat)) ctx.clock(key, LONG, { seat: NO_SEAT });
    delete clocks[key];
  }
}

// The glass, its sand at `share` of the time left; the countdown's ticks move it on, on the live screen.
function sandGlass(ctx, share) {
  const [top, bottom] = sandPoints(share);
  const glass = h(
    "div",
    { class: "sk-glass-box", "aria-hidden": "true" },
    svg(
      "svg",
      { viewBox: "0 0 60 100", class: "sk-glass" },
      ...frame(),
      svg("polygon", { class: "sk-sand sk-sand-top", points: top }),
      svg("polygon", { class: "sk-sand sk-sand-bottom", points: bottom }),
    ),
    // The falling stream is a strip of HTML over the glass whose dashes move by `transform`, which the compositor
    // animates by itself: dashes of the SVG moved by `stroke-dashoffset` needed the page's thread every frame, for
    // the whole of a turn, and a person's keys and clicks shared it with them.
    h("span", { class: `sk-stream${share <= 0 ? " done" : ""}` }),
  );
  const update = (shareNow) => {
    const live = ctx.screen?.querySelector(".sk-timer .sk-glass-box");
    if (!live) return;
    const [liveTop, liveBottom] = sandPoints(shareNow);
    live.querySelector(".sk-sand-top")?.setAttribute("points", liveTop);
    live.querySelector(".sk-sand-bottom")?.setAttribute("points", liveBottom);
    live.querySelector(".sk-stream")?.classList.toggle("done", shareNow <= 0);
  };
  return { element: glass, update };
}

// The sand on top and the pile below, at `share` of the time left: the top sand's surface falls, and the pile grows,
// as the square root of it (each is a triangle, whose area goes with the square of its height).
function sandPoints(share) {
  const remaining = Math.min(1, Math.max(0, share));
  const level = 50 - 40 * Math.sqrt(remaining);
  const half = (18 * (50 - level)) / 40;
  const pile = 50 + 40 * Math.sqrt(remaining);
  const width = (18 * (pile - 50)) / 40;
  return [
    `${30 - half},${level} ${30 + half},${level} 30,50`,
    `12,90 48,90 ${30 + width},${pile} ${30 - width},${pile}`,
  ];
}

function frame() {
  return [
    svg("rect", { x: 6, y: 2, width: 48, height: 7, rx: 3, class: "sk-frame" }),
    svg("rect", { x: 6, y: 91, width: 48, height: 7, rx: 3, class: "sk-frame" }),
    svg("path", { d: "M12 10 L48 10 L32 49 L32 51 L48 90 L12 90 L28 51 L28 49 Z", class: "sk-bulb" }),
  ];
}

// The glass at rest (before the message is chosen, during the steals): full on top, or run out.
function sandIdle(ctx) {
  const { view } = ctx;
  const runOut = view.phase === "steal";
  const minutes = Math.floor(view.timer / 60);
  const text = `${minutes}:${String(view.timer % 60).padStart(2, "0")}`;
  return h(
    "div",
    {
      class: "sk-timer idle",
      role: "img",
      "aria-label": ctx.t(runOut ? "stikord.ui.timer_out" : "stikord.ui.timer_ready", { seconds: view.timer }),
    },
    svg(
      "svg",
      { viewBox: "0 0 60 100", class: "sk-glass", "aria-hidden": "true" },
      ...frame(),
      svg("polygon", { points: runOut ? "12,90 48,90 30,50" : "12,10 48,10 30,50", class: "sk-sand" }),
    ),
    h("span", { class: "countdown-number", "aria-hidden": "true" }, runOut ? "0:00" : text),
  );
}
