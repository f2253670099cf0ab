// A game's life in the page: started (from the setup, a link, Play again, the kiosk's show) or resumed from this tab's
// save, then left. Each game is a Session (session.js) drawn on a stage (stage.js); shell.session is the one running.
import { refusalText } from "./shell.js";
import { Session } from "./session.js";
import { showSetup } from "./setup.js";
import { buildStage } from "./stage.js";
import { rendererFor } from "./renderers.js";

// Names as the game will use them: a name given twice gets a number ("Bo", "Bo 2"), so every line says who.
export function distinctNames(names) {
  const taken = new Set();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLocaleLowerCase()); n++) candidate = `${name} ${n}`;
    taken.add(candidate.toLocaleLowerCase());
    return candidate;
  });
}

export function leaveGame(shell) {
  shell.session?.leave();
  shell.session = null;
  document.body.classList.remove("attract");
  delete document.body.dataset.playing;
}

function beginGame(shell, info, hash, options) {
  leaveGame(shell);
  const session = new Session(shell, info, hash, options);
  shell.session = session;
  buildStage(session);
  return session;
}

export async function startGame(shell, info, options, seed, hash, { attract = false } = {}) {
  const session = beginGame(shell, info, hash, { attract });
  if (hash !== location.hash) history.replaceState(null, "", hash);
  const request = { op: "new", game: info.id, options, seed, race: !!info.race_seats };
  const [renderer, reply] = await Promise.all([rendererFor(shell, info.id), shell.engine.call(request)]);
  if (session.left) return session;
  if (!reply.ok) {
    shell.toast(refusalText(shell, reply));
    showSetup(shell, info, options);
    return session;
  }
  session.attach(reply, reply.saved.options.seats, renderer);
  return session;
}

export async function resume(shell, info, saved) {
  const session = beginGame(shell, info, saved.hash);
  const request = { op: "load", saved: saved.saved, race: !!info.race_seats };
  const [renderer, reply] = await Promise.all([rendererFor(shell, info.id), shell.engine.call(request)]);
  if (session.left) return;
  if (!reply.ok) {
    shell.saves.setAsideText(JSON.stringify(saved), refusalText(shell, reply));
    showSetup(shell, info);
    return;
  }
  session.restoreClocks(saved.clocks);
  session.attach(reply, saved.saved.options.seats, renderer);
}

// Play again: the same game with the same seats and options, a new seed.
export function newGameSameSeats(shell) {
  const { info, seats, saved } = shell.session;
  const options = { ...saved.options, seats };
  shell.saves.forget();
  const hash = location.hash.includes("?seats=") ? location.hash.replace(/&seed=\d+/, "") : `#/${info.id}/play`;
  startGame(shell, info, options, null, hash);
}
