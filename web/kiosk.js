// Kiosk mode (?kiosk: a tablet in a café): full screen (asked for again on the next touch whenever it was left), no
// context menu, no zoom, Back that never leaves the app, "Still playing?" before an idle reset, and left alone on the
// picker an attract game of computers, a different game each time. A reset gives the next guest a clean screen: every
// game forgotten, the kiosk's own language and sound, nothing left open, the picker.
import { leaveWhenSure, openDialog } from "./dialogs.js";
import { leaveGame, startGame } from "./play.js";
import { parseHash, route } from "./router.js";
import { switchLanguage } from "./topbar.js";
import { h } from "./widgets.js";

const ATTRACT_PAUSE_MS = 8000; // between one attract game's end and the next one's start

export function startKiosk(shell) {
  const idleMs = Number(shell.params.get("idle") || 180) * 1000;
  // It asks "Still playing?" this long before it resets (less when the idle time itself is short).
  const warningMs = Math.min(20_000, idleMs / 2);
  document.body.classList.add("kiosk");
  document.addEventListener("contextmenu", (e) => e.preventDefault());
  // No pinch or double-tap zoom (style.css: touch-action; the viewport for browsers that zoom regardless).
  document
    .querySelector('meta[name="viewport"]')
    ?.setAttribute(
      "content",
      "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover",
    );
  let idleTimer = null;
  let warningTimer = null;
  let warning = null;
  let attractTurn = 0;

  const atRestOnPicker = () => !shell.session && parseHash().gameId === null && !document.querySelector("dialog[open]");
  const startAttract = async () => {
    const games = Object.values(await shell.games()).filter((info) => info.bots);
    if (!games.length || !atRestOnPicker()) return;
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

  // The next guest's screen: nothing of the last one's left.
  const reset = async () => {
    for (const dialog of document.querySelectorAll("dialog[open]")) dialog.close();
    for (const overlay of document.querySelectorAll(".rules-overlay")) overlay.remove();
    leaveGame(shell);
    shell.saves.forgetAll();
    shell.sound.setEnabled(!shell.embed);
    await switchLanguage(shell, shell.defaultLanguage);
    if (location.hash === "#/") route(shell);
    else location.hash = "#/";
  };
  const onIdle = () => {
    resetIdle();
    if (shell.session?.attract) return; // the show goes on until someone touches the screen
    if (atRestOnPicker() && !warning) return startAttract();
    warning?.close();
    reset();
  };
  // One prompt at most, any touch closes it (it means yes), and a reset closes it.
  const warn = () => {
    if (warning || atRestOnPicker() || shell.session?.attract) return;
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
    if (location.hash === "#/") route(shell);
    else location.hash = "#/";
  };
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, stopAttract, { capture: true });
  const swallow = (event) => {
    if (!swallowClick && !shell.session?.attract) return;
    swallowClick = false;
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener("click", swallow, { capture: true });
  const touched = () => {
    warning?.close();
    resetIdle();
    if (!document.fullscreenElement && document.documentElement.requestFullscreen) {
      document.documentElement.requestFullscreen().catch(() => {});
    }
  };
  document.addEventListener("pointerdown", touched, { capture: true, passive: true });
  for (const type of ["keydown", "touchstart"]) document.addEventListener(type, resetIdle, { passive: true });
  keepBackInTheApp(shell);
  resetIdle();
}

// Back never leaves the app (the history's first entry is the app's own floor, and going back onto it comes back up),
// and leaving a game that a person plays by Back asks first, like Menu; a game left is forgotten, not offered to the
// next guest.
function keepBackInTheApp(shell) {
  history.replaceState({ kiosk: "floor" }, "");
  history.pushState({ kiosk: "app" }, "");
  addEventListener("popstate", (event) => {
    if (event.state?.kiosk !== "floor") return;
    history.pushState({ kiosk: "app" }, "");
    if (location.hash !== "#/") location.hash = "#/";
  });
  shell.holdRoute = () => {
    const session = shell.session;
    if (!session || session.attract || location.hash === session.hash) return false;
    shell.saves.forget(); // whatever the guest says, this game is not the next guest's to resume
    const playing = session.snapshot && !session.snapshot.result && session.humans().length > 0;
    if (!playing) return false;
    const target = location.hash;
    history.pushState(history.state, "", session.hash); // the game stays on screen until the guest says to leave
    leaveWhenSure(shell, () => {
      location.hash = target;
    });
    return true;
  };
}
