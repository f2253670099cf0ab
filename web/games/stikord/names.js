// What every part of Stikord's screen names the same way: players, teams, squares, the turn, an event's arguments.

export function three(ctx) {
  return ctx.view.variant === "three";
}

export function playerName(ctx, seat) {
  return ctx.view.players[seat]?.name ?? ctx.seats[seat]?.name ?? String(seat);
}

// A team by name; in the 3-player game every player is a team of one, named by the player.
export function teamName(ctx, team) {
  return three(ctx) ? playerName(ctx, ctx.view.teams[team].members[0]) : ctx.t(`stikord.team.${team}`);
}

// The letter on a team's token (in the 3-player game, the player's initial).
export function tokenLetter(ctx, team) {
  if (three(ctx)) return playerName(ctx, ctx.view.teams[team].members[0]).slice(0, 1).toUpperCase();
  return ctx.view.teams[team].letter;
}

export function squareName(ctx, square) {
  if (square <= 0) return ctx.t("stikord.ui.start");
  if (square >= ctx.static.goal) return ctx.t("stikord.ui.goal");
  return String(square);
}

// The index of the latest "turn" event: the same on every seat's screen, new for every turn.
export function turnKey(view) {
  for (let i = view.events.length - 1; i >= 0; i--) {
    if (view.events[i].key === "stikord.turn") return String(view.events[i].i);
  }
  return "0";
}

export function hasAction(ctx, type) {
  return ctx.legal.some((a) => a.type === type);
}

// An event in words: teams by name, typed cue words quoted, squares named.
export function eventWords(ctx, event) {
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
  return ctx.t(event.key, args);
}
