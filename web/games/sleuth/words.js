// What Sleuth's modules share for wording and telling cards apart: names in the player's language, the arguments of
// the messages that name a seat, and the static data's groups and colours.

// The name of a card (a suspect, weapon or room) in the player's language.
export function cardName(t, card) {
  return t(`sleuth.card.${card}`);
}

// A seat and its suspect, the arguments of the messages that name "Ann (Miss Scarlet)".
export function seatArgs(view, seat) {
  return { seat, suspect: view.detectives[seat].suspect };
}

// A message with some of its arguments drawn as elements (card names in bold): those arguments go in as markers
// and the worded text is split at them, so the sentence stays whole for the translator.
export function rich(t, key, args, elements) {
  const names = Object.keys(elements);
  const marked = { ...args };
  names.forEach((name, i) => {
    marked[name] = `\uE000${i}\uE001`;
  });
  return t(key, marked)
    .split(/\uE000(\d+)\uE001/)
    .map((piece, i) => (i % 2 ? elements[names[Number(piece)]] : piece));
}

export function has(legal, type) {
  return legal.some((a) => a.type === type);
}

export function categoryOf(ctx, card) {
  if (ctx.static.cards.suspects.includes(card)) return "suspect";
  if (ctx.static.cards.weapons.includes(card)) return "weapon";
  return "room";
}

// The token's colour class: the suspect's colour in the static data.
export function tok(ctx, suspect) {
  return `tok-${ctx.static.colours[suspect]}`;
}

// A token shows the first letter of the suspect's surname (as the player's language writes the name).
export function initial(t, suspect) {
  return cardName(t, suspect).split(" ").at(-1)[0];
}

// Whether the board is drawn zoomed to the token: while the person whose screen this is picks where to move, unless
// they asked to see the whole board (zoom.js).
export function zoomed(ctx) {
  return ctx.view.phase === "move" && has(ctx.legal, "move") && !ctx.state.wholeBoard;
}
