// Addresses: #/ is the picker, #/<id> a game's setup, #/<id>/rules its rules, #/<id>/play the game this tab keeps,
// #/<id>?seats=… a game started by its link (deep links: seats, seed, lang, any game option, delay).
import { showPicker } from "./picker.js";
import { distinctNames, leaveGame, resume, startGame } from "./play.js";
import { showRules } from "./rules.js";
import { showSetup } from "./setup.js";
import { drawTopbar } from "./topbar.js";

export function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "");
  const [path, query = ""] = raw.split("?");
  const parts = path.split("/").filter(Boolean);
  return { gameId: parts[0] || null, sub: parts[1] || null, query: new URLSearchParams(query) };
}

export async function route(shell) {
  const { gameId, sub, query } = parseHash();
  let games;
  try {
    games = await shell.games();
  } catch (error) {
    shell.showFatal(shell.tr("shell.games_failed", { error: error.message }));
    return;
  }
  await shell.catalogs();
  await shell.saves.claim(games);
  drawTopbar(shell);
  if (!gameId) return showPicker(shell, games);
  const info = games[gameId];
  if (!info) {
    shell.toast(shell.tr("shell.no_such_game", { game: gameId }));
    location.hash = "#/";
    return;
  }
  if (sub === "rules") {
    leaveGame(shell);
    return showRules(shell, info);
  }
  if (query.has("seats")) return startFromLink(shell, info, query);
  if (sub === "play") return resumeOrSetup(shell, info);
  return showSetup(shell, info);
}

// This tab's saved game (web/saves.js): {gameId, hash, saved, over}, or null.
export function readSaved(shell, games) {
  return shell.saves.read(games).record || null;
}

async function resumeOrSetup(shell, info) {
  const saved = readSaved(shell, await shell.games());
  if (saved && saved.gameId === info.id) return resume(shell, info, saved);
  return showSetup(shell, info);
}

async function startFromLink(shell, info, query) {
  const { tr } = shell;
  const seats = query
    .get("seats")
    .split(",")
    .filter(Boolean)
    .map((item, i) => {
      const text = decodeURIComponent(item.trim());
      if (text.startsWith("bot:")) return { name: tr("shell.bot_n", { n: i + 1 }), bot: text.slice(4) || "normal" };
      return { name: text || tr("shell.player_n", { n: i + 1 }), bot: null };
    });
  const names = distinctNames(seats.map((seat) => seat.name));
  seats.forEach((seat, i) => {
    seat.name = names[i];
  });
  const wordLanguage = info.languages.includes(shell.language) ? shell.language : info.languages[0];
  const options = { seats, language: query.get("lang") || wordLanguage };
  for (const [key, raw] of query.entries()) {
    if (key in info.options) options[key] = parseValue(raw, info.options[key]);
  }
  for (const key of Object.keys(info.seat_choices || {})) {
    // A seat choice a link leaves out for the last seats is automatic for them.
    if (options[key]?.length) while (options[key].length < seats.length) options[key].push(null);
  }
  const seed = query.has("seed") ? Number(query.get("seed")) : null;
  const saved = readSaved(shell, await shell.games());
  if (saved && saved.hash === location.hash) return resume(shell, info, saved);
  return startGame(shell, info, options, Number.isInteger(seed) ? seed : null, location.hash);
}

// A link's option value takes the type of the option's default: "0110" stays text where the option is text.
function parseValue(raw, defaultValue) {
  if (typeof defaultValue === "boolean") return raw === "true" || raw === "1";
  if (Array.isArray(defaultValue)) return raw.split(",").map((item) => item.trim() || null); // one per seat
  if (typeof defaultValue === "number" && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw;
}
