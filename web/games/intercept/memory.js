// What Intercept's screen remembers between draws, all in ctx.state (the shell makes it fresh for every game): typed
// clues and keyword guesses, picked digits, accepted near misses, which secrets are open, the open history panel,
// when the encryptors saw their codes and sent their clues, and which events have been animated. Data only: no node
// of one draw is kept for the next (a handler finds the live screen through ctx.screen when it needs it).
export function memory(ctx) {
  const state = ctx.state;
  state.drafts ??= {}; // "<round>:<seat>": the clues typed so far (what the clock sends when time is up)
  state.picks ??= {}; // "<round>:<decoding team>:<guessing team>": the digits picked for each clue
  state.words ??= {}; // team: its keyword guesses typed so far (the tie-break)
  state.accepted ??= {}; // team: the near misses it accepts
  state.shown ??= new Set(); // the secrets the person at the screen has tapped open ("keywords", "code")
  state.formShownAt ??= {}; // "<round>:<seat>": when that encryptor's clue form first showed
  state.codeSeenAt ??= {}; // "<round>:<seat>": when that encryptor first showed their code
  state.cluesSentAt ??= {}; // "<round>:<seat>": when that encryptor last sent their clues
  state.animated ??= new Set(); // "<seat>:<event i>": events already animated on that seat's screen
  return state;
}

// The events of the latest reply with this key that this seat's screen has not animated yet (a redraw after a tap
// must not replay them; a curtain in between must not swallow them).
export function fresh(ctx, key, match = () => true) {
  const animated = memory(ctx).animated;
  return ctx.newEvents.filter(
    (event) => event.key === key && !animated.has(`${ctx.seat}:${event.i}`) && match(event.args),
  );
}

// What was typed or picked for `key`, kept across redraws (made by `make` the first time).
export function remember(store, key, make) {
  if (!(key in store)) store[key] = make();
  return store[key];
}

// After a tap that redraws the screen, the keyboard focus goes back to the control it was on (the redraw may have
// replaced it): the control carries data-focus="<name>", and the tap calls refocus(ctx, name) before redrawing.
export function refocus(ctx, name) {
  memory(ctx).focus = name;
}
