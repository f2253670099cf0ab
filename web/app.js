// The shell: game picker, setup, deep links, the game loop (whose screen, curtains, bots), persistence,
// kiosk and embed modes. Game rules live in Python (through engine.js); each game's look lives in games/<id>.js.
import { Engine } from "./engine.js";
import { loadCatalog, translator } from "./i18n.js";
import { Saves } from "./saves.js";
import { clear, h, svg } from "./widgets.js";

export { h };

const params = new URLSearchParams(location.search);
const EMBED = params.has("embed");
const KIOSK = params.has("kiosk");
const KIOSK_IDLE_MS = Number(params.get("idle") || 180) * 1000;
// Each language named in itself (the same in every interface language).
const LANGUAGE_NAMES = { en: "English", da: "Dansk", it: "Italiano", fi: "Suomi", sv: "Svenska" };
const UI_LANGUAGES = ["en", "da", "it", "fi", "sv"];
const LANGUAGE_KEY = "pygames:language";

// The interface's language: remembered, else the browser's first preference we have, else English. (A game's
// word-list language is one of its options, defaulting to this one where the game has a list in it.)
function preferredLanguage() {
  const remembered = safeStorage(() => localStorage.getItem(LANGUAGE_KEY));
  if (UI_LANGUAGES.includes(remembered)) return remembered;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base === "nb" || base === "nn" || base === "no") continue;
    if (UI_LANGUAGES.includes(base)) return base;
  }
  return "en";
}

function safeStorage(read) {
  try {
    return read();
  } catch {
    return null; // storage disabled (private mode, a sandboxed frame): nothing is remembered
  }
}

let uiLanguage = preferredLanguage();
let shellCatalog = loadCatalog(uiLanguage, "shell");
document.documentElement.lang = uiLanguage;

// The shell's words in the interface language (player names for {seat, player} from the running game).
function tr(key, args = {}, fallback = undefined) {
  return translator(uiLanguage, current?.seats ? current.seats.map((s) => s.name) : [])(key, args, fallback);
}

// A game's own texts (title, tagline, options) from its catalog, with GameInfo's English as the fallback.
function gameText(info, what, fallback) {
  return tr(`${info.id}.${what}`, {}, fallback);
}

const app = document.getElementById("app");
const progressBar = document.getElementById("engine-progress");
const progressLabel = document.getElementById("engine-label");

let toastTimer = null;
function toast(text, kind = "error") {
  let box = document.getElementById("toast");
  if (!box) {
    box = h("div", { id: "toast", role: "alert", "aria-live": "assertive" });
    document.body.append(box);
  }
  box.className = `toast ${kind}`;
  box.textContent = text;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => box.classList.add("hidden"), 7000);
}

// This tab's saved game (web/saves.js): storage full or off is told once; a save that cannot be read is set aside.
const saves = new Saves({
  onUnavailable: () => toast(tr("shell.storage_unavailable"), "notice"),
  onCorrupt: (reason) => toast(tr("shell.save_set_aside", { reason: saveProblemText(reason) })),
});

// Why a saved game was set aside, in words: the store's own reasons, or a refusal the engine gave (already worded).
function saveProblemText(reason) {
  if (reason === "unreadable") return tr("shell.save_unreadable");
  if (reason === "unknown_game") return tr("shell.save_unknown_game");
  return reason;
}

// ----- engine -----------------------------------------------------------------------------------------------------
let progressKey = "shell.engine_loading";
const engine = new Engine(
  (percent, key) => {
    progressBar.value = percent;
    progressKey = key;
    progressLabel.textContent = tr(key);
  },
  (key, args) => tr(key, args),
);
engine.ready.then(
  () => document.getElementById("engine-status").classList.add("done"),
  (error) => {
    progressKey = "shell.engine_failed";
    progressLabel.textContent = tr(progressKey);
    showFatal(error.message);
  },
);

function showFatal(text) {
  const box = h(
    "div",
    { class: "panel fatal", role: "alert" },
    h("h2", {}, tr("shell.error_title")),
    h("p", {}, text),
    h("button", { class: "btn primary", onclick: () => location.reload() }, tr("shell.reload")),
  );
  clear(app);
  app.append(box);
}

// ----- games list (written by build.py, so the picker shows before Python is up) ------------------------------------
let gamesPromise = null;
function loadGames() {
  gamesPromise ||= fetch("games.json").then((r) => {
    if (!r.ok) throw new Error(`games.json: HTTP ${r.status}`);
    return r.json();
  });
  return gamesPromise;
}

// ----- routing -----------------------------------------------------------------------------------------------------
function parseHash() {
  const raw = location.hash.replace(/^#\/?/, "");
  const [path, query = ""] = raw.split("?");
  const parts = path.split("/").filter(Boolean);
  return { gameId: parts[0] || null, sub: parts[1] || null, query: new URLSearchParams(query) };
}

let current = null; // the running game: {gameId, info, seats, sid, snapshot, shown, revealed, generation, ...}
let generation = 0;

async function route() {
  const { gameId, sub, query } = parseHash();
  let games;
  try {
    games = await loadGames();
  } catch (error) {
    showFatal(tr("shell.games_failed", { error: error.message }));
    return;
  }
  await Promise.all([shellCatalog, ...Object.keys(games).map((id) => loadCatalog(uiLanguage, id))]);
  await saves.claim(games);
  drawTopbar();
  if (!gameId) return showPicker(games);
  const info = games[gameId];
  if (!info) {
    toast(tr("shell.no_such_game", { game: gameId }));
    location.hash = "#/";
    return;
  }
  if (sub === "rules") return showRules(info);
  if (query.has("seats")) return startFromLink(info, query);
  if (sub === "play") return resumeOrSetup(info);
  return showSetup(info);
}

function leaveGame() {
  generation++;
  current = null;
  delete document.body.dataset.playing;
}

// ----- picker ---------------------------------------------------------------------------------------------------------
function showPicker(games) {
  leaveGame();
  clear(app);
  document.title = "pygames";
  const saved = readSaved(games);
  const list = h("ul", { class: "picker", "aria-label": tr("shell.games") });
  for (const info of Object.values(games)) {
    const title = gameText(info, "title", info.title);
    const seatsText =
      info.min_seats === info.max_seats
        ? tr("shell.seats_exact", { count: info.min_seats })
        : tr("shell.seats_range", { min: info.min_seats, max: info.max_seats });
    list.append(
      h(
        "li",
        { class: `game-card game-${info.id}` },
        h(
          "a",
          { href: `#/${info.id}`, class: "game-link", "aria-label": tr("shell.play_game", { title }) },
          h("span", { class: "game-art", "aria-hidden": "true" }),
          h("span", { class: "game-title" }, title),
          h("span", { class: "game-tagline" }, gameText(info, "tagline", info.tagline)),
          h("span", { class: "game-seats" }, seatsText),
        ),
        h("a", { href: `#/${info.id}/rules`, class: "game-rules" }, tr("shell.how_to_play_title", { title })),
      ),
    );
  }
  const resume =
    saved && !saved.over && games[saved.gameId]
      ? h(
          "div",
          { class: "resume panel" },
          h("span", {}, tr("shell.in_progress", { title: gameText(games[saved.gameId], "title", saved.gameId) })),
          h("a", { class: "btn primary", href: `#/${saved.gameId}/play` }, tr("shell.resume")),
        )
      : null;
  app.append(h("section", { class: "home" }, h("h1", {}, tr("shell.choose_game")), resume, list));
  maybeActivateNewVersion();
  // A long-lived tab (a kiosk) looks for a new version whenever it is back at the picker; offline, it just fails.
  swRegistration?.update().catch(() => {});
}

// ----- setup ------------------------------------------------------------------------------------------------------------
function defaultSeats(info) {
  const seats = [{ name: tr("shell.you"), bot: null }];
  while (seats.length < Math.max(info.min_seats, 2) && seats.length < info.max_seats) {
    seats.push(
      info.bots ? { name: "", bot: "normal" } : { name: tr("shell.player_n", { n: seats.length + 1 }), bot: null },
    );
  }
  return seats.slice(0, Math.max(info.min_seats, seats.length));
}

function showSetup(info) {
  leaveGame();
  clear(app);
  const title = gameText(info, "title", info.title);
  document.title = `${title} — pygames`;
  const seats = defaultSeats(info);
  const options = { ...info.options };
  let language = info.languages.includes(uiLanguage) ? uiLanguage : info.languages[0];

  const seatList = h("ol", { class: "seat-list", "aria-label": tr("shell.players") });
  const addButton = h(
    "button",
    {
      class: "btn",
      type: "button",
      onclick: () => {
        seats.push(
          info.bots ? { name: "", bot: "normal" } : { name: tr("shell.player_n", { n: seats.length + 1 }), bot: null },
        );
        drawSeats();
      },
    },
    tr("shell.add_player"),
  );
  function drawSeats() {
    clear(seatList);
    seats.forEach((seat, i) => {
      const kind = h(
        "select",
        {
          "aria-label": tr("shell.player_is", { n: i + 1 }),
          onchange: (e) => {
            seat.bot = e.target.value === "human" ? null : e.target.value;
            drawSeats();
          },
        },
        h("option", { value: "human", selected: !seat.bot }, tr("shell.person")),
        info.bots
          ? info.bot_levels.map((level) =>
              h("option", { value: level, selected: seat.bot === level }, tr("shell.computer", { level })),
            )
          : null,
      );
      const name = h("input", {
        type: "text",
        value: seat.name,
        maxlength: "40",
        placeholder: seat.bot ? tr("shell.bot_n", { n: i + 1 }) : tr("shell.player_n", { n: i + 1 }),
        "aria-label": tr("shell.name_of", { n: i + 1 }),
        oninput: (e) => {
          seat.name = e.target.value;
          drawEmbed();
        },
      });
      const remove = h(
        "button",
        {
          class: "btn icon",
          type: "button",
          "aria-label": tr("shell.remove_player", { n: i + 1 }),
          disabled: seats.length <= info.min_seats,
          onclick: () => {
            seats.splice(i, 1);
            drawSeats();
          },
        },
        "✕",
      );
      seatList.append(h("li", { class: "seat-row" }, name, kind, remove));
    });
    addButton.disabled = seats.length >= info.max_seats;
    drawEmbed();
  }

  const optionFields = Object.entries(info.options).map(([key, value]) => {
    const choices = info.option_choices[key];
    const label = gameText(info, `option.${key}`, info.option_labels[key] || key.replace(/_/g, " "));
    let input;
    if (typeof value === "boolean") {
      input = h("input", {
        type: "checkbox",
        checked: value,
        "aria-label": label,
        onchange: (e) => {
          options[key] = e.target.checked;
          drawEmbed();
        },
      });
    } else if (choices) {
      input = h(
        "select",
        {
          "aria-label": label,
          onchange: (e) => {
            options[key] = JSON.parse(e.target.value);
            drawEmbed();
          },
        },
        choices.map((c) =>
          h(
            "option",
            { value: JSON.stringify(c), selected: c === value },
            gameText(info, `choice.${key}.${c}`, info.choice_labels[key][JSON.stringify(c)]),
          ),
        ),
      );
    } else {
      input = h("input", {
        type: "text",
        value: String(value),
        placeholder: tr("shell.default"),
        "aria-label": label,
        onchange: (e) => {
          options[key] = e.target.value;
          drawEmbed();
        },
      });
    }
    return h("label", { class: "option" }, h("span", {}, label), input);
  });
  const languagePicker =
    info.languages.length > 1
      ? h(
          "label",
          { class: "option" },
          h("span", {}, tr("shell.word_language")),
          h(
            "select",
            {
              "aria-label": tr("shell.word_language"),
              onchange: (e) => {
                language = e.target.value;
                drawEmbed();
              },
            },
            info.languages.map((code) =>
              h("option", { value: code, selected: code === language }, LANGUAGE_NAMES[code] || code),
            ),
          ),
        )
      : null;

  const embedCode = h("textarea", {
    class: "embed-code",
    readonly: true,
    rows: "3",
    "aria-label": tr("shell.embed_code"),
  });
  function linkHash() {
    const seatText = seats
      .map((s, i) => (s.bot ? `bot:${s.bot}` : encodeURIComponent(s.name.trim() || tr("shell.player_n", { n: i + 1 }))))
      .join(",");
    const extra = Object.entries(options)
      .filter(([k, v]) => v !== info.options[k])
      .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
      .join("");
    return `#/${info.id}?seats=${seatText}&lang=${language}${extra}`;
  }
  function drawEmbed() {
    const src = `${location.origin}${location.pathname}?embed${linkHash()}`;
    embedCode.value = `<iframe src="${src}" title="${title}" width="100%" height="640" style="border:0;max-width:960px" loading="lazy" allow="fullscreen"></iframe>`;
  }

  const start = () => {
    const named = seats.map((s, i) => ({
      name: s.name.trim() || (s.bot ? tr("shell.bot_n", { n: i + 1 }) : tr("shell.player_n", { n: i + 1 })),
      bot: s.bot,
    }));
    startGame(info, { seats: named, language, ...options }, null, `#/${info.id}/play`);
  };
  app.append(
    h(
      "section",
      { class: `setup panel game-${info.id}` },
      h("h1", {}, title),
      h("p", { class: "tagline" }, gameText(info, "tagline", info.tagline)),
      h("p", {}, h("a", { href: `#/${info.id}/rules`, class: "rules-link" }, tr("shell.how_to_play_title", { title }))),
      h("h2", {}, tr("shell.players")),
      seatList,
      addButton,
      h("div", { class: "options" }, languagePicker, optionFields),
      h(
        "div",
        { class: "actions" },
        h("a", { class: "btn", href: "#/" }, tr("shell.back")),
        h("button", { class: "btn primary big", type: "button", onclick: start }, tr("shell.start")),
      ),
      EMBED || KIOSK
        ? null
        : h(
            "details",
            { class: "embed" },
            h("summary", {}, tr("shell.embed_summary")),
            h("p", {}, tr("shell.embed_hint")),
            embedCode,
          ),
    ),
  );
  drawSeats();
}

// ----- how to play: #/<id>/rules, and over a running game from its "?" button --------------------------------------
async function rulesContent(info) {
  const module = await rendererFor(info.id);
  const t = translator(uiLanguage, []);
  if (typeof module.howToPlay !== "function") return h("p", {}, gameText(info, "tagline", info.tagline));
  return module.howToPlay({ h, svg, t });
}

async function showRules(info) {
  leaveGame();
  clear(app);
  const title = gameText(info, "title", info.title);
  document.title = `${tr("shell.how_to_play_title", { title })} — pygames`;
  const heading = h("h1", { tabindex: "-1" }, tr("shell.how_to_play_title", { title }));
  const page = h(
    "article",
    { class: `rules panel game-${info.id}` },
    heading,
    await rulesContent(info),
    h(
      "div",
      { class: "actions" },
      h("a", { class: "btn", href: "#/" }, tr("shell.all_games")),
      h("a", { class: "btn primary big", href: `#/${info.id}` }, tr("shell.play_game", { title })),
    ),
  );
  app.append(page);
  heading.focus();
}

async function openRulesOverlay(info) {
  const title = gameText(info, "title", info.title);
  const opener = document.activeElement;
  const close = () => {
    overlay.remove();
    opener?.focus?.();
  };
  const closeButton = h("button", { class: "btn primary", type: "button", onclick: close }, tr("shell.back_to_game"));
  const overlay = h(
    "div",
    {
      class: "rules-overlay",
      role: "dialog",
      "aria-modal": "true",
      "aria-label": tr("shell.how_to_play_title", { title }),
      onkeydown: (e) => e.key === "Escape" && close(),
    },
    h(
      "article",
      { class: `rules panel game-${info.id}` },
      h("h1", {}, tr("shell.how_to_play_title", { title })),
      await rulesContent(info),
      h("div", { class: "actions" }, closeButton),
    ),
  );
  document.body.append(overlay);
  closeButton.focus();
}

// ----- the top bar: the interface language, switchable at any moment (a game in progress is kept) ------------------
function drawTopbar() {
  const bar = document.getElementById("topbar");
  bar.querySelector(".brand")?.setAttribute("aria-label", tr("shell.all_games"));
  document.getElementById("engine-progress").setAttribute("aria-label", tr("shell.engine_progress"));
  progressLabel.textContent = tr(progressKey);
  let picker = bar.querySelector(".ui-language");
  if (!picker) {
    picker = h("select", { class: "ui-language", onchange: (e) => switchLanguage(e.target.value) });
    bar.append(picker);
  }
  picker.setAttribute("aria-label", tr("shell.interface_language"));
  clear(picker);
  for (const code of UI_LANGUAGES) {
    picker.append(h("option", { value: code, selected: code === uiLanguage, lang: code }, LANGUAGE_NAMES[code]));
  }
}

async function switchLanguage(code) {
  if (!UI_LANGUAGES.includes(code) || code === uiLanguage) return;
  uiLanguage = code;
  safeStorage(() => localStorage.setItem(LANGUAGE_KEY, code));
  document.documentElement.lang = code;
  const games = await loadGames();
  shellCatalog = loadCatalog(code, "shell");
  await Promise.all([shellCatalog, ...Object.keys(games).map((id) => loadCatalog(code, id))]);
  drawTopbar();
  if (current?.snapshot) {
    // Keep the game: only its words change.
    const info = current.info;
    document.title = `${gameText(info, "title", info.title)} — pygames`;
    current.stage.querySelector(".stage-title").textContent = gameText(info, "title", info.title);
    draw();
  } else {
    route();
  }
}

// ----- deep links: #/<id>?seats=Ann,bot:hard&seed=7&lang=it (other keys: game options; delay: ms between bot moves)
async function startFromLink(info, query) {
  const seats = query
    .get("seats")
    .split(",")
    .filter(Boolean)
    .map((item, i) => {
      const text = decodeURIComponent(item.trim());
      if (text.startsWith("bot:")) return { name: tr("shell.bot_n", { n: i + 1 }), bot: text.slice(4) || "normal" };
      return { name: text || tr("shell.player_n", { n: i + 1 }), bot: null };
    });
  const wordLanguage = info.languages.includes(uiLanguage) ? uiLanguage : info.languages[0];
  const options = { seats, language: query.get("lang") || wordLanguage };
  for (const [key, raw] of query.entries()) {
    if (key in info.options) options[key] = parseValue(raw, info.options[key]);
  }
  const seed = query.has("seed") ? Number(query.get("seed")) : null;
  const saved = readSaved(await loadGames());
  if (saved && saved.hash === location.hash) return resume(info, saved);
  return startGame(info, options, Number.isInteger(seed) ? seed : null, location.hash);
}

// A link's option value takes the type of the option's default: "0110" stays text where the option is text.
function parseValue(raw, defaultValue) {
  if (typeof defaultValue === "boolean") return raw === "true" || raw === "1";
  if (typeof defaultValue === "number" && /^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return raw;
}

function botDelay() {
  const { query } = parseHash();
  const value = Number(query.get("delay") ?? params.get("delay"));
  return Number.isFinite(value) && (query.has("delay") || params.has("delay")) ? value : 700;
}

// ----- persistence (this tab's own saved game: web/saves.js) -----------------------------------------------------
function readSaved(games) {
  return saves.read(games).record || null;
}

function setAsideCorruptSave(text, reason) {
  saves.setAsideText(text, reason);
}

function persist() {
  if (!current) return;
  saves.write({ gameId: current.info.id, hash: current.hash, saved: current.saved, over: !!current.snapshot.result });
}

async function resumeOrSetup(info) {
  const saved = readSaved(await loadGames());
  if (saved && saved.gameId === info.id) return resume(info, saved);
  return showSetup(info);
}

async function resume(info, saved) {
  const myGeneration = beginGame(info, saved.hash);
  const race = !!(await rendererFor(info.id)).raceSeats;
  const reply = await engine.call({ op: "load", saved: saved.saved, race });
  if (myGeneration !== generation) return;
  if (!reply.ok) {
    setAsideCorruptSave(JSON.stringify(saved), refusalText(reply));
    return showSetup(info);
  }
  attach(reply, saved.saved.options.seats);
}

// ----- the game loop -----------------------------------------------------------------------------------------------
function beginGame(info, hash) {
  leaveGame();
  const myGeneration = generation;
  clear(app);
  document.title = `${gameText(info, "title", info.title)} — pygames`;
  const stage = h("section", {
    class: `stage game-${info.id}`,
    "data-game": info.id,
    "data-game-state": "loading",
    "aria-label": gameText(info, "title", info.title),
  });
  const bar = h(
    "div",
    { class: "stage-bar" },
    h("h1", { class: "stage-title" }, gameText(info, "title", info.title)),
    h("span", { class: "stage-status", role: "status", "aria-live": "polite" }),
    h(
      "button",
      {
        class: "btn icon help",
        type: "button",
        "aria-label": tr("shell.how_to_play"),
        title: tr("shell.how_to_play"),
        onclick: () => openRulesOverlay(info),
      },
      "?",
    ),
    EMBED
      ? null
      : h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: () => {
              location.hash = "#/";
            },
          },
          tr("shell.menu"),
        ),
  );
  const board = h(
    "div",
    { class: "board" },
    h("div", { class: "waiting" }, h("span", { class: "spinner", "aria-hidden": "true" }), tr("shell.setting_up")),
  );
  stage.append(bar, board);
  app.append(stage);
  current = {
    info,
    hash,
    stage,
    board,
    status: bar.querySelector(".stage-status"),
    generation: myGeneration,
    revealed: null,
  };
  document.body.dataset.playing = info.id;
  return myGeneration;
}

async function startGame(info, options, seed, hash) {
  const myGeneration = beginGame(info, hash);
  if (hash !== location.hash) history.replaceState(null, "", hash);
  const race = !!(await rendererFor(info.id)).raceSeats;
  const reply = await engine.call({ op: "new", game: info.id, options, seed, race });
  if (myGeneration !== generation) return;
  if (!reply.ok) {
    toast(refusalText(reply));
    return showSetup(info);
  }
  attach(reply, reply.saved.options.seats);
}

const renderers = {};
async function rendererFor(gameId) {
  if (!renderers[gameId]) {
    const [module] = await Promise.all([import(`./games/${gameId}.js`), loadCatalog(uiLanguage, gameId), shellCatalog]);
    if (module.stylesheet && !document.querySelector(`link[data-for="${gameId}"]`)) {
      document.head.append(h("link", { rel: "stylesheet", href: module.stylesheet, "data-for": gameId }));
    }
    renderers[gameId] = module;
  }
  return renderers[gameId];
}

async function attach(reply, seats) {
  current.sid = reply.id;
  current.seats = seats;
  current.static = reply.static;
  current.renderState = {}; // the renderer's own per-game state: fresh for every game, never a module global
  current.events = {};
  current.eventCounts = {};
  current.eventCount = 0;
  current.renderer = await rendererFor(current.info.id);
  update(reply);
}

// What every request after the first asks the engine to send (pygames/api.py): each view's events after those the
// page has, the seats it may show besides the people who must act, the log entries after those it keeps.
function asking() {
  const show = new Set([current.revealed, current.chosen, current.snapshot ? seatToShow() : null]);
  return {
    since: { ...current.eventCounts },
    show: [...show].filter((seat) => seat !== null && seat !== undefined),
    race: !!current.renderer.raceSeats,
    log_from: current.saved.log.length,
  };
}

// A reply carries the public view whole, the other views it sends as patches of it, each view's events from what
// the page has on (reply.since), and the save as the log entries after those the page has (or whole). Rebuild it
// all here, so renderers get whole views with every event of their seat, and the page a whole save to keep.
// A reply with reset (history rewritten) replaces everything the page has.
function absorb(reply) {
  if (reply.reset) {
    current.events = {};
    current.eventCounts = {};
  }
  if (reply.saved) current.saved = reply.saved;
  else current.saved = { ...current.saved, log: current.saved.log.slice(0, reply.log.from).concat(reply.log.entries) };
  const publicView = reply.views.public;
  const base = { ...publicView };
  delete base.events;
  const views = {};
  current.newEvents = {};
  for (const key of ["public", ...Object.keys(reply.views).filter((k) => k !== "public")]) {
    const part = reply.views[key];
    const start = reply.since[key];
    const view = key === "public" ? part : applyPatch(structuredClone(base), part.patch);
    let arrived = part.events;
    if (key !== "public") {
      // The seat sees every public event too: those the page has from there on, with the seat's own in their places.
      const own = new Set(part.events.map((event) => event.i));
      const shared = current.events.public.filter((event) => event.i >= start && !own.has(event.i));
      arrived = shared.concat(part.events).sort((a, b) => a.i - b.i);
    }
    current.newEvents[key] = arrived;
    current.events[key] = (current.events[key] || []).filter((event) => event.i < start).concat(arrived);
    view.events = current.events[key];
    current.eventCounts[key] = reply.event_count;
    views[key] = view;
  }
  current.eventCount = reply.event_count;
  const legal = Object.fromEntries(Object.entries(reply.legal).map(([seat, list]) => [seat, expandLegal(list)]));
  current.snapshot = { ...reply, views, legal, saved: current.saved };
}

function update(reply) {
  absorb(reply);
  persist();
  draw();
  announce();
  scheduleBots();
}

// {"=": value} replaces; {"~": {key or index: patch}, "-": [keys]} changes an object or a list in place.
function applyPatch(base, patch) {
  if ("=" in patch) return patch["="];
  for (const [key, change] of Object.entries(patch["~"])) {
    base[Array.isArray(base) ? Number(key) : key] = applyPatch(base[key], change);
  }
  for (const key of patch["-"] || []) delete base[key];
  return base;
}

// {"*": {field: [values]}} stands for every combination, the last field varying fastest.
function expandLegal(list) {
  return list.flatMap((entry) => {
    if (!entry["*"]) return [entry];
    let combinations = [{}];
    for (const [field, values] of Object.entries(entry["*"])) {
      combinations = combinations.flatMap((partial) => values.map((value) => ({ ...partial, [field]: value })));
    }
    return combinations;
  });
}

// The screen to draw belongs to a seat whose view the last reply did not carry: ask for it, then draw.
async function fetchView(seat) {
  if (current.busy) return; // the reply on its way draws again
  const myGeneration = generation;
  current.busy = true;
  const ask = asking();
  const reply = await engine.call({ op: "state", id: current.sid, ...ask, show: [...ask.show, seat] });
  if (myGeneration !== generation) return;
  current.busy = false;
  if (!reply.ok) {
    toast(refusalText(reply));
    return;
  }
  absorb(reply);
  draw();
}

// One live region the whole game long (the renderers' logs are rebuilt on every draw, which screen readers may not
// announce): what just happened on the shown seat's screen, and the result.
function announce() {
  let region = document.getElementById("announcer");
  if (!region) {
    region = h("div", { id: "announcer", class: "visually-hidden", "aria-live": "polite" });
    document.body.append(region);
  }
  const seat = seatToShow();
  const key = seat === null ? "public" : String(seat);
  if (!current.snapshot.views[key]) return; // drawn, and announced, once it has come
  const t = translate();
  const ctx = makeContext(seat);
  const word = current.renderer.eventText || ((_, event) => t(event.key, event.args));
  const lines = (current.newEvents[key] || []).slice(-3).map((event) => word(ctx, event));
  const { result } = current.snapshot;
  if (result) lines.push(t(result.outcome.key, result.outcome.args, result.reason));
  region.textContent = lines.join(" ");
}

function humans() {
  return current.seats.map((s, i) => (s.bot ? null : i)).filter((i) => i !== null);
}

// Whose screen to show: the first person who must act; else the last person shown; else, with one person at the
// table, theirs; else the public view (nobody's secrets on screen while bots play).
function peopleToAct() {
  return current.snapshot.to_act.filter((s) => !current.seats[s].bot);
}

// When several people may act at once in a race (a renderer exports raceSeats = true), they say who has the device.
function racing() {
  return !!current.renderer.raceSeats && !current.snapshot.result && peopleToAct().length >= 2;
}

function seatToShow() {
  const { to_act: toAct, result } = current.snapshot;
  if (result) return null;
  if (racing()) return peopleToAct().includes(current.chosen) ? current.chosen : null;
  const person = toAct.find((s) => !current.seats[s].bot);
  if (person !== undefined) return person;
  if (current.revealed !== null && current.revealed !== undefined) return current.revealed;
  const people = humans();
  return people.length === 1 ? people[0] : null;
}

function seatChooser() {
  const question = tr("shell.who_plays");
  return h(
    "div",
    { class: "curtain", role: "dialog", "aria-label": question },
    h("p", { class: "curtain-text" }, question),
    h("p", { class: "curtain-hint" }, tr("shell.look_away")),
    h(
      "div",
      { class: "actions" },
      peopleToAct().map((s) =>
        h(
          "button",
          {
            class: "btn primary big",
            type: "button",
            onclick: () => {
              current.chosen = s;
              current.revealed = s;
              draw();
              current.board.querySelector(".game-root")?.querySelector("button, input, select, [tabindex]")?.focus();
            },
          },
          tr("shell.i_am", { name: current.seats[s].name }),
        ),
      ),
    ),
  );
}

function needsCurtain(seat, ctx) {
  if (seat === null || seat === current.revealed) return null;
  if (current.renderer.curtain) return current.renderer.curtain(current.revealed ?? null, seat, ctx);
  if (current.info.secret_views && humans().length >= 2)
    return tr("shell.pass_device", { name: current.seats[seat].name });
  return null;
}

function makeContext(seat) {
  const snap = current.snapshot;
  const key = seat === null ? "public" : String(seat);
  return {
    info: current.info,
    seats: current.seats,
    seat,
    view: snap.views[key],
    newEvents: current.newEvents[key] || [],
    static: current.static,
    state: current.renderState,
    legal: (seat !== null && snap.legal[key]) || [],
    toAct: snap.to_act,
    result: snap.result,
    language: current.saved.options.language,
    t: translate(),
    h,
    act: (action, options) => act(seat, action, options),
    redraw: () => draw(),
    newGame: () => newGameSameSeats(),
  };
}

function translate() {
  return translator(uiLanguage, current?.seats ? current.seats.map((s) => s.name) : []);
}

function refusalText(reply) {
  return translate()(reply.key, reply.args || {}, reply.error);
}

function draw() {
  if (!current?.snapshot) return;
  const seat = seatToShow();
  if (!current.snapshot.views[seat === null ? "public" : String(seat)]) {
    clear(current.board); // never the previous seat's screen meanwhile
    current.board.append(h("div", { class: "waiting" }, h("span", { class: "spinner", "aria-hidden": "true" })));
    fetchView(seat);
    return;
  }
  const ctx = makeContext(seat);
  const over = !!current.snapshot.result;
  current.stage.dataset.gameState = over ? "over" : "playing";
  current.status.textContent = statusLine(seat);
  const curtainText = over ? null : needsCurtain(seat, ctx);
  clear(current.board);
  if (!over && racing() && seat === null) {
    current.board.append(seatChooser());
    current.board.querySelector(".curtain button")?.focus();
    return;
  }
  if (curtainText) {
    const focusCurtain = document.activeElement === document.body || current.board.contains(document.activeElement);
    current.board.append(
      h(
        "div",
        { class: "curtain", role: "dialog", "aria-label": curtainText },
        h("p", { class: "curtain-text" }, curtainText),
        h("p", { class: "curtain-hint" }, tr("shell.look_away")),
        h(
          "button",
          {
            class: "btn primary big",
            type: "button",
            onclick: () => {
              current.revealed = seat;
              draw();
              current.board.querySelector(".game-root")?.querySelector("button, input, select, [tabindex]")?.focus();
            },
          },
          tr("shell.show_my_screen", { name: current.seats[seat].name }),
        ),
      ),
    );
    // The curtain is what needs attention: a keyboard or screen-reader user lands on its button.
    if (focusCurtain || current.focusNext) current.board.querySelector(".curtain button")?.focus();
    current.focusNext = false;
    return;
  }
  if (seat !== null) current.revealed = seat;
  const root = h("div", { class: "game-root" });
  current.board.append(root);
  if (racing()) {
    current.board.prepend(
      h(
        "div",
        { class: "race-bar" },
        h("span", {}, tr("shell.playing_as", { name: current.seats[seat].name })),
        h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: () => {
              current.chosen = null;
              draw();
            },
          },
          tr("shell.someone_else"),
        ),
      ),
    );
  }
  try {
    current.renderer.render(root, ctx);
  } catch (error) {
    console.error(error);
    root.append(h("p", { class: "panel fatal", role: "alert" }, tr("shell.screen_failed", { error: error.message })));
  }
  if (over) {
    const panel = resultPanel();
    current.board.append(panel);
    if (!current.announced) panel.querySelector("h2").focus(); // the result is what needs attention
    announceOver();
  }
}

function statusLine(_seat) {
  const snap = current.snapshot;
  if (snap.result) return tr("shell.game_over");
  const names = snap.to_act.map((s) => current.seats[s].name);
  if (!names.length) return "";
  return names.length === 1 ? tr("shell.to_play", { name: names[0] }) : tr("shell.waiting_for", { names });
}

function resultPanel() {
  const { result } = current.snapshot;
  const rows = current.seats
    .map((s, i) => ({ name: s.name, score: result.scores[i], winner: result.winners.includes(i) }))
    .sort((a, b) => b.score - a.score);
  return h(
    "div",
    { class: "result panel", role: "region", "aria-label": tr("shell.result") },
    h("h2", { tabindex: "-1" }, result.winners.length ? tr("shell.game_over") : tr("shell.no_winner")),
    h("p", { class: "result-reason" }, translate()(result.outcome.key, result.outcome.args, result.reason)),
    h(
      "table",
      { class: "score-table", "aria-label": tr("shell.final_scores") },
      h("thead", {}, h("tr", {}, h("th", {}, tr("shell.player")), h("th", {}, tr("shell.score")))),
      h(
        "tbody",
        {},
        rows.map((r) =>
          h(
            "tr",
            { class: r.winner ? "winner" : "" },
            h("td", {}, r.name, r.winner ? h("span", { class: "winner-badge" }, tr("shell.winner")) : null),
            h("td", {}, formatScore(r.score)),
          ),
        ),
      ),
    ),
    h(
      "div",
      { class: "actions" },
      h(
        "button",
        { class: "btn primary big", type: "button", onclick: () => newGameSameSeats() },
        tr("shell.new_game"),
      ),
      EMBED ? null : h("a", { class: "btn", href: "#/" }, tr("shell.all_games")),
    ),
  );
}

function formatScore(score) {
  return new Intl.NumberFormat(uiLanguage, { maximumFractionDigits: 1 }).format(score);
}

function announceOver() {
  if (current.announced) return;
  current.announced = true;
  if (EMBED && window.parent !== window) {
    window.parent.postMessage({ type: "pygames:over", game: current.info.id, result: current.snapshot.result }, "*");
  }
}

function newGameSameSeats() {
  const { info, seats } = current;
  const options = { ...current.saved.options, seats };
  saves.forget();
  const hash = location.hash.includes("?seats=") ? location.hash.replace(/&seed=\d+/, "") : `#/${info.id}/play`;
  startGame(info, options, null, hash);
}

// Sends a person's action. Resolves {ok: true} or {ok: false, key, args, message} (the state is then unchanged);
// a refusal is shown as a toast unless the caller shows it in place ({inline: true}).
async function act(seat, action, { inline = false } = {}) {
  if (!current || current.busy) return { ok: false, key: "shell.busy", args: {}, message: "one moment…" };
  const myGeneration = generation;
  current.busy = true;
  const reply = await engine.call({ op: "act", id: current.sid, seat, action, ...asking() });
  if (myGeneration !== generation) return { ok: false, key: "shell.closed", args: {}, message: "the game was closed" };
  current.busy = false;
  if (!reply.ok) {
    const message = refusalText(reply);
    if (!inline) toast(message);
    return { ok: false, key: reply.key, args: reply.args, message, error: message };
  }
  update(reply);
  return { ok: true };
}

function scheduleBots() {
  const snap = current.snapshot;
  if (snap.result) return;
  const bot = snap.to_act.find((s) => current.seats[s].bot);
  if (bot === undefined) return;
  const someoneWaits = snap.to_act.some((s) => !current.seats[s].bot);
  const myGeneration = generation;
  // Bots acting beside people (simultaneous steps) go at once; on their own they keep a watchable pace.
  setTimeout(
    async () => {
      if (myGeneration !== generation || current.busy) return;
      current.busy = true;
      const reply = await engine.call({ op: "bot", id: current.sid, seat: bot, ...asking() });
      if (myGeneration !== generation) return;
      current.busy = false;
      if (!reply.ok) {
        toast(tr("shell.could_not_move", { name: current.seats[bot].name, reason: refusalText(reply) }));
        return;
      }
      update(reply);
    },
    someoneWaits ? 0 : botDelay(),
  );
}

// ----- kiosk and embed modes ---------------------------------------------------------------------------------------
if (EMBED) document.body.classList.add("embed");
if (KIOSK) {
  document.body.classList.add("kiosk");
  document.addEventListener("contextmenu", (e) => e.preventDefault());
  let idleTimer = null;
  const resetIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      saves.forget();
      if (location.hash === "#/") route();
      else location.hash = "#/";
    }, KIOSK_IDLE_MS);
  };
  for (const type of ["pointerdown", "keydown", "touchstart"])
    document.addEventListener(type, resetIdle, { passive: true });
  document.addEventListener(
    "pointerdown",
    () => {
      if (!document.fullscreenElement && document.documentElement.requestFullscreen) {
        document.documentElement.requestFullscreen().catch(() => {});
      }
    },
    { once: true },
  );
  resetIdle();
}

// ----- offline: the service worker --------------------------------------------------------------------------------
let swRegistration = null;
let reloading = false;
function reloadForNewVersion() {
  if (reloading || current) return;
  reloading = true;
  location.reload();
}

function maybeActivateNewVersion() {
  // A new version is taken up only from the picker, so no game is ever interrupted by it.
  const waiting = swRegistration?.waiting;
  if (!waiting || !navigator.serviceWorker.controller || current) return;
  // Reload once it is active (controllerchange may come first, or, while other tabs hold the old one, not at all).
  waiting.addEventListener("statechange", () => waiting.state === "activated" && reloadForNewVersion());
  waiting.postMessage({ type: "pygames:activate" });
}

if ("serviceWorker" in navigator && location.protocol.startsWith("http") && !params.has("nosw")) {
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker
    .register("sw.js")
    .then((registration) => {
      swRegistration = registration;
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => worker.state === "installed" && maybeActivateNewVersion());
      });
      maybeActivateNewVersion();
    })
    .catch((error) => console.warn("offline support is off:", error));
  navigator.serviceWorker.addEventListener("controllerchange", () => hadController && reloadForNewVersion());
}

window.addEventListener("hashchange", route);
route();
