// The shell's entry: makes the one shell (shell.js: the page's services and its running game) and starts its parts.
// Game rules live in Python (through engine.js); each game's look lives in games/<id>/.
//
//   router.js   addresses → picker.js, setup.js (+ setup-seats.js, setup-options.js), rules.js, play.js
//   play.js     a game's life: a Session (session.js: the engine's protocol) drawn on a stage (stage.js: curtains,
//               seat choice, undo, the latest move), its result (result.js), the dialogs (dialogs.js)
//   topbar.js   the interface language and sound;  kiosk.js, embed.js, offline.js, warmup.js: the modes and the rest
import { startEmbed } from "./embed.js";
import { startKiosk } from "./kiosk.js";
import { startOffline } from "./offline.js";
import { newGameSameSeats } from "./play.js";
import { route } from "./router.js";
import { createShell } from "./shell.js";
import { leaveWhenSure } from "./dialogs.js";
import { undoLastMove } from "./stage.js";
import { startWarmup } from "./warmup.js";

const shell = createShell();
shell.newGame = () => newGameSameSeats(shell);
startWarmup(shell);
if (shell.embed) startEmbed();
if (shell.kiosk) startKiosk(shell);

// Ctrl+Z (Cmd+Z on a Mac) presses Undo, except in a text field, where it undoes the typing as usual.
document.addEventListener("keydown", (event) => {
  if (event.key.toLowerCase() !== "z" || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
  if (event.target.closest?.("input, textarea, select, [contenteditable]")) return;
  const session = shell.session;
  if (!session?.undoButton || session.undoButton.hidden) return;
  event.preventDefault();
  undoLastMove(session);
});

// The brand link leaves a running game too: it asks first, like the Menu button.
document.addEventListener("click", (event) => {
  const link = event.target.closest?.("a.brand");
  if (!link || !shell.session?.snapshot) return;
  event.preventDefault();
  leaveWhenSure(shell, () => {
    location.hash = "#/";
  });
});

startOffline(shell);
// A kiosk may hold a route back to ask first (kiosk.js: Back out of a game).
window.addEventListener("hashchange", () => shell.holdRoute?.() || route(shell));
route(shell);
