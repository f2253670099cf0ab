// Bullseye in words: dice and entries are data ({colour: value}) in the view's events; they are worded here, in the
// dice order, for the log, the latest moves and the shell's live region alike.

export function capitalised(ctx, text) {
  return text.charAt(0).toLocaleUpperCase(ctx.t.lang) + text.slice(1);
}

// Dice {colour: value} as words, in the dice order: "black 1 (bullseye), blue 3, and yellow 4".
export function diceText(ctx, dice, hits = []) {
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
