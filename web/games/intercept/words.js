// How Intercept words and reads its view: team names and colours, players, codes and clues as people write them
// ("3-1-4", "sun / sea / (blank)"), and the round a team is playing.

export function teamName(ctx, team) {
  return ctx.t(`intercept.team.${team}`);
}

// Team names as the translator words them, in a list the catalog joins for the language ("White and Black").
export function teamList(ctx, teams) {
  return teams.map((team) => teamName(ctx, team));
}

export function colour(ctx, team) {
  return ctx.static.team_colours[team];
}

export function playerName(ctx, seat) {
  return ctx.view.players[seat]?.name ?? ctx.seats[seat].name;
}

// The indexes of a code's digits, which are also its clues' (0, 1, 2).
export function clueIndexes(ctx) {
  return Array.from({ length: ctx.static.code_length }, (_, i) => i);
}

// The keyword numbers (1 to 4).
export function keywordNumbers(ctx) {
  return Array.from({ length: ctx.static.keywords }, (_, i) => i + 1);
}

export function currentRound(view, teamIndex) {
  const rounds = view.teams[teamIndex].rounds;
  return rounds[rounds.length - 1];
}

export function fmt(code) {
  return code ? code.join("-") : "—";
}

export function clueText(ctx, clue) {
  return clue || ctx.t("intercept.ui.blank");
}

// An event in words (the log, the shell's latest-move line and live region): codes and clues as people write them.
export function eventText(ctx, event) {
  const shown = { ...event.args };
  for (const name of ["code", "guess"]) if (Array.isArray(shown[name])) shown[name] = fmt(shown[name]);
  for (const name of ["clues", "guesses"]) {
    if (Array.isArray(shown[name])) shown[name] = shown[name].map((c) => clueText(ctx, c)).join(" / ");
  }
  return ctx.t(event.key, shown);
}
