// The special die, the four letter dice (their faces from ctx.static) and the attempts used, as the kit's dice.
import { dieFace, h } from "../../widgets.js";
import { three } from "./names.js";

export function specialDie(ctx) {
  const face = ctx.view.special;
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

export function letterDice(ctx) {
  const { view } = ctx;
  const star = ctx.static.star;
  const rolling = fresh(ctx, "stikord.rolled");
  const faces = view.faces || Array(ctx.static.letter_dice.length).fill(null);
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
        return dieFace(face, { label, className: `sk-die letter${kind}${rolling ? " rolling" : ""}` });
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

// Whether an event of this kind arrived with the latest reply and has not been animated on this seat's screen yet
// (the animations played are remembered in ctx.state: `${seat}:${event index}`).
export function fresh(ctx, key, kind = "") {
  const event = ctx.newEvents.findLast((e) => e.key === key);
  return event ? firstTime(ctx, `${ctx.seat}:${kind}${event.i}`) : false;
}

export function firstTime(ctx, id) {
  ctx.state.played ??= new Set();
  if (ctx.state.played.has(id)) return false;
  ctx.state.played.add(id);
  return true;
}
