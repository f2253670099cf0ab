// The shell's services, made once per page and handed to every part of it: the page's modes (embed, kiosk), the
// interface language and its words, the engine, this tab's saved game, sound, notices, and the running game
// (shell.session: a Session, or null). Nothing here is a module global: app.js makes the one shell and passes it on.
import { Engine } from "./engine.js";
import { loadCatalog, translator } from "./i18n.js";
import { Saves } from "./saves.js";
import { createSound } from "./sound.js";
import { clear, h } from "./widgets.js";

// Each language named in itself (the same in every interface language).
export const LANGUAGE_NAMES = { en: "English", da: "Dansk", it: "Italiano", fi: "Suomi", sv: "Svenska" };
export const UI_LANGUAGES = ["en", "da", "it", "fi", "sv"];
export const LANGUAGE_KEY = "pygames:language";
export const SOUND_KEY = "pygames:sound";

export function safeStorage(read) {
  try {
    return read();
  } catch {
    return null; // storage disabled (private mode, a sandboxed frame): nothing is remembered
  }
}

// The interface's language: remembered, else the browser's first preference we have, else English. (A game's
// word-list language is one of its options, defaulting to this one where the game has a list in it.)
// (A kiosk remembers nothing of a guest's: its language is the browser's, every time.)
export function preferredLanguage({ remembered = true } = {}) {
  const kept = remembered ? safeStorage(() => localStorage.getItem(LANGUAGE_KEY)) : null;
  if (UI_LANGUAGES.includes(kept)) return kept;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base === "nb" || base === "nn" || base === "no") continue;
    if (UI_LANGUAGES.includes(base)) return base;
  }
  return "en";
}

export function createShell(params = new URLSearchParams(location.search)) {
  const embed = params.has("embed");
  const kiosk = params.has("kiosk");
  const rememberedSound = kiosk ? null : safeStorage(() => localStorage.getItem(SOUND_KEY));
  const language = preferredLanguage({ remembered: !kiosk });
  const shell = {
    params,
    embed,
    kiosk,
    root: document.getElementById("app"),
    language,
    defaultLanguage: language, // what a kiosk goes back to at every reset
    session: null, // the running game (session.js), or null
    // Sound: on by default, off by default in an embed (a blog's readers did not ask for noise); remembered.
    sound: createSound({ enabled: rememberedSound === null ? !embed : rememberedSound === "on" }),
    // The shell's words in the interface language (player names for {seat, player} from the running game).
    tr: (key, args = {}, fallback = undefined) => shell.translate()(key, args, fallback),
    translate: () => translator(shell.language, shell.session?.seats ? shell.session.seats.map((s) => s.name) : []),
    // A game's own texts (title, tagline, options) from its catalog, with GameInfo's English as the fallback.
    gameText: (info, what, fallback) => shell.tr(`${info.id}.${what}`, {}, fallback),
    // The games list, written by build.py, so the picker shows before Python is up.
    games: () => {
      shell.gamesPromise ||= fetch("games.json").then((r) => {
        if (!r.ok) throw new Error(`games.json: HTTP ${r.status}`);
        return r.json();
      });
      return shell.gamesPromise;
    },
    // Every catalog the shell needs in `language`: its own and every game's (the picker words every game).
    catalogs: async (language = shell.language) => {
      const games = await shell.games();
      await Promise.all([loadCatalog(language, "shell"), ...Object.keys(games).map((id) => loadCatalog(language, id))]);
    },
    toast: (text, kind = "error") => toast(shell, text, kind),
    showFatal: (text) => showFatal(shell, text),
  };
  document.documentElement.lang = shell.language;
  // This tab's saved game (web/saves.js): storage full or off is told once; a save that cannot be read is set aside.
  shell.saves = new Saves({
    onUnavailable: () => shell.toast(shell.tr("shell.storage_unavailable"), "notice"),
    onCorrupt: (reason) => shell.toast(shell.tr("shell.save_set_aside", { reason: saveProblemText(shell, reason) })),
  });
  startEngine(shell);
  return shell;
}

// Why a saved game was set aside, in words: the store's own reasons, or a refusal the engine gave (already worded).
function saveProblemText(shell, reason) {
  if (reason === "unreadable") return shell.tr("shell.save_unreadable");
  if (reason === "unknown_game") return shell.tr("shell.save_unknown_game");
  return reason;
}

function startEngine(shell) {
  const bar = document.getElementById("engine-progress");
  const label = document.getElementById("engine-label");
  shell.progressKey = "shell.engine_loading";
  shell.engine = new Engine(
    (percent, key) => {
      bar.value = percent;
      shell.progressKey = key;
      label.textContent = shell.tr(key);
    },
    (key, args) => shell.tr(key, args),
  );
  shell.engine.ready.then(
    () => document.getElementById("engine-status").classList.add("done"),
    (error) => {
      shell.progressKey = "shell.engine_failed";
      label.textContent = shell.tr(shell.progressKey);
      shell.showFatal(error.message);
    },
  );
}

function toast(shell, text, kind) {
  let box = document.getElementById("toast");
  if (!box) {
    box = h("div", { id: "toast", role: "alert", "aria-live": "assertive" });
    document.body.append(box);
  }
  box.className = `toast ${kind}`;
  box.textContent = text;
  clearTimeout(shell.toastTimer);
  shell.toastTimer = setTimeout(() => box.classList.add("hidden"), 7000);
}

function showFatal(shell, text) {
  const box = h(
    "div",
    { class: "panel fatal", role: "alert" },
    h("h2", {}, shell.tr("shell.error_title")),
    h("p", {}, text),
    h("button", { class: "btn primary", onclick: () => location.reload() }, shell.tr("shell.reload")),
  );
  clear(shell.root);
  shell.root.append(box);
}

// A refused request's reason in the player's words (the engine's English when no message has it).
export function refusalText(shell, reply) {
  const args = { ...(reply.args || {}) };
  // A language named by its code (a link's &lang=xx) is worded by its name.
  if (typeof args.language === "string" && LANGUAGE_NAMES[args.language]) args.language = LANGUAGE_NAMES[args.language];
  return shell.translate()(reply.key, args, reply.error);
}
