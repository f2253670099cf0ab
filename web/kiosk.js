// Kiosk mode (?kiosk: a tablet in a café): full screen, no context menu, "Still playing?" before an idle reset to the
// picker, and left alone on the picker an attract game of computers, a different game each time.
import { openDialog } from "./dialogs.js";
import { leaveGame, startGame } from "./play.js";
import { parseHash, route } from "./router.js";
import { h } from "./widgets.js";

const ATTRACT_PAUSE_MS = 8000; // between one attract game's end and the next one's start

export function startKiosk(shell) {
  const idleMs = Number(shell.params.get("idle") || 180) * 1000;
  // It asks "Still playing?" this long before it resets (less when the idle time itself is short).
  const warningMs = Math.min(20_000, idleMs / 2);
  document.body.classList.add("kiosk");
  document.addEventListener("contextmenu", (e) => e.preventDefault());
  let idleTimer = null;
  let warningTimer = null;
  let warning = null;
  let attractTurn = 0;
  const toPicker = () => {
    if (location.hash === "#/") route(shell);
    else location.hash = "#/";
  };
  const startAttract = async () => {
    const games = Object.values(await shell.games()).filter((info) => info.bots);
    if (!games.length || shell.session || parseHash().gameId) return;
    const info = games[attractTurn++ % games.length];
    const count = Math.min(info.max_seats, Math.max(info.min_seats, 3));
    const seats = Array.from({ length: count }, (_, i) => ({
      name: shell.tr("shell.bot_n", { n: i + 1 }),
      bot: "normal",
    }));
    const language = info.languages.includes(shell.language) ? shell.language : info.languages[0];
    const attract = startGame(shell, info, { seats, language }, null, location.hash || "#/", { attract: true });
    shell.session.stage.prepend(h("p", { class: "attract-banner" }, shell.tr("shell.attract")));
    document.body.classList.add("attract");
    await attract;
  };
  shell.onGameOver = (session) => {
    if (session.attract) setTimeout(() => shell.session === session && startAttract(), ATTRACT_PAUSE_MS);
  };
  const onIdle = () => {
    resetIdle();
    if (shell.session?.attract) return; // the show goes on until someone touches the screen
    if (!shell.session) return startAttract();
    warning?.close();
    shell.saves.forget();
    toPicker();
  };
  const warn = () => {
    const session = shell.session;
    if (!session || session.attract || session.snapshot?.result) return;
    let seconds = Math.round(warningMs / 1000);
    const count = h("p", { class: "kiosk-countdown" }, shell.tr("shell.still_playing_hint", { seconds }));
    warning = openDialog({
      className: "still-playing",
      label: shell.tr("shell.still_playing"),
      body: [h("h2", {}, shell.tr("shell.still_playing")), count],
      buttons: [{ text: shell.tr("shell.yes_still_playing"), primary: true }],
    });
    const ticker = setInterval(() => {
      seconds = Math.max(0, seconds - 1);
      count.textContent = shell.tr("shell.still_playing_hint", { seconds });
    }, 1000);
    warning.addEventListener("close", () => {
      clearInterval(ticker);
      warning = null;
    });
  };
  const resetIdle = () => {
    clearTimeout(idleTimer);
    clearTimeout(warningTimer);
    idleTimer = setTimeout(onIdle, idleMs);
    warningTimer = setTimeout(warn, idleMs - warningMs);
  };
  // The first touch during the attract game stops it (the touch does nothing else) and shows the picker.
  let swallowClick = false;
  const stopAttract = (event) => {
    if (!shell.session?.attract) return;
    event.preventDefault();
    event.stopPropagation();
    swallowClick = true; // the click that ends this touch must not also choose a game on the picker
    setTimeout(() => {
      swallowClick = false;
    }, 600);
    leaveGame(shell);
    toPicker();
  };
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, stopAttract, { capture: true });
  const swallow = (event) => {
    if (!swallowClick && !shell.session?.attract) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener("click", swallow, { capture: true });
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    document.addEventListener(type, resetIdle, { passive: true });
  }
  const fullScreen = () => {
    if (!document.fullscreenElement && document.documentElement.requestFullscreen) {
      document.documentElement.requestFullscreen().catch(() => {});
    }
  };
  document.addEventListener("pointerdown", fullScreen, { once: true });
  resetIdle();
}
