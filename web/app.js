// The shell: game picker, setup, deep links, the game loop (whose screen, curtains, bots), persistence,
// kiosk and embed modes. Game rules live in Python (through engine.js); each game's look lives in games/<id>.js.
import { Engine } from "./engine.js";
import { loadCatalog, translator } from "./i18n.js";
import { pictureOf } from "./pictures.js";
import { Saves } from "./saves.js";
import { createSound, defaultSoundFor } from "./sound.js";
import { clear, h, morph, standIn, svg } from "./widgets.js";

export { h };

const params = new URLSearchParams(location.search);
const EMBED = params.has("embed");
const KIOSK = params.has("kiosk");
const KIOSK_IDLE_MS = Number(params.get("idle") || 180) * 1000;
const PAUSE_BEFORE_BACKGROUND_WORK_MS = 1000; // see whenQuiet
// The kiosk asks "Still playing?" this long before it resets (less when the idle time itself is short).
const KIOSK_WARNING_MS = Math.min(20_000, KIOSK_IDLE_MS / 2);
const SOUND_KEY = "pygames:sound";
// The embed snippet's frame height without its script: the tallest game's screen at the snippet's 960 px width.
const EMBED_HEIGHT = 900;
// Games whose "teams" option is one team number (0 or 1) a seat, chosen seat by seat on the setup screen.
const SEAT_TEAMS = new Set(["intercept"]);
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

// Sound: on by default, off by default in an embed (a blog's readers did not ask for noise); the choice is remembered.
const rememberedSound = safeStorage(() => localStorage.getItem(SOUND_KEY));
const sound = createSound({ enabled: rememberedSound === null ? !EMBED : rememberedSound === "on" });

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
  // The worker forgets a game the page has left (a long-lived kiosk plays thousands of them).
  if (current?.sid) engine.call({ op: "close", id: current.sid });
  current = null;
  document.body.classList.remove("attract");
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
          h("span", { class: "game-art", "aria-hidden": "true" }, pictureOf(info.id)),
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
  const wanted = info.default_seats ?? Math.max(info.min_seats, 2); // a game may name its usual table size
  while (seats.length < wanted && seats.length < info.max_seats) {
    seats.push(
      info.bots ? { name: "", bot: "normal" } : { name: tr("shell.player_n", { n: seats.length + 1 }), bot: null },
    );
  }
  return seats.slice(0, Math.max(info.min_seats, seats.length));
}

// draft: the options of a game the engine refused to start, shown again as they were (nothing typed is lost).
function showSetup(info, draft = null) {
  leaveGame();
  clear(app);
  const title = gameText(info, "title", info.title);
  document.title = `${title} — pygames`;
  const seats = draft?.seats?.length
    ? draft.seats.map((s) => ({ name: s.name ?? "", bot: s.bot ?? null }))
    : defaultSeats(info);
  const options = { ...info.options };
  for (const key of Object.keys(info.options)) if (draft && key in draft) options[key] = draft[key];
  for (const [key, choices] of Object.entries(info.seat_choices || {})) {
    // What a select can show: a refused choice that is no choice at all goes back to automatic.
    const list = Array.isArray(options[key]) ? options[key] : [];
    options[key] = list.map((c) => (choices.includes(c) ? c : null));
  }
  let language = info.languages.includes(uiLanguage) ? uiLanguage : info.languages[0];
  if (info.languages.includes(draft?.language)) language = draft.language;

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
  // Where a game's teams are one team number a seat (SEAT_TEAMS), each seat picks its team with two buttons instead of
  // a line of letters; the teams start alternating.
  const teamControl = SEAT_TEAMS.has(info.id)
    ? (seat, i) =>
        h(
          "div",
          { class: "team-choice", role: "group", "aria-label": tr("shell.team_of", { n: i + 1 }) },
          [0, 1].map((team) =>
            h(
              "button",
              {
                class: `btn team-${team}`,
                type: "button",
                "aria-pressed": String((seat.team ?? i % 2) === team),
                onclick: () => {
                  seat.team = team;
                  drawSeats();
                },
              },
              gameText(info, `team.${team}`, String(team)),
            ),
          ),
        )
    : null;
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
            for (const key of Object.keys(seatChoices)) options[key] = options[key].filter((_, j) => j !== i);
            drawSeats();
          },
        },
        "✕",
      );
      const choiceFields = seatChoiceFields(i);
      const rowClass = choiceFields.length ? "seat-row seat-choices" : "seat-row";
      seatList.append(
        h(
          "li",
          { class: rowClass },
          name,
          info.bots ? kind : null,
          teamControl ? teamControl(seat, i) : null,
          choiceFields,
          remove,
        ),
      );
    });
    if (teamControl) options.teams = seats.map((seat, i) => seat.team ?? i % 2).join("");
    addButton.disabled = seats.length >= info.max_seats;
    drawEmbed();
  }

  // Options chosen seat by seat (GameInfo.seat_choices, such as Sleuth's suspects): a list with one choice or null
  // (the game decides) per seat, chosen in each seat's row.
  const seatChoices = info.seat_choices || {};
  function seatChoiceFields(i) {
    return Object.entries(seatChoices).map(([key, choices]) => {
      const label = gameText(info, `option.${key}`, info.option_labels[key] || key.replace(/_/g, " "));
      const chosen = options[key][i] ?? null;
      return h(
        "select",
        {
          "aria-label": tr("shell.seat_choice", { n: i + 1, option: label }),
          onchange: (e) => {
            const list = seats.map((_, j) => options[key][j] ?? null);
            list[i] = JSON.parse(e.target.value);
            options[key] = list;
            drawEmbed();
          },
        },
        h("option", { value: "null", selected: chosen === null }, tr("shell.seat_choice_auto", { option: label })),
        choices.map((c) =>
          h(
            "option",
            { value: JSON.stringify(c), selected: c === chosen },
            gameText(info, `choice.${key}.${c}`, String(c)),
          ),
        ),
      );
    });
  }
  // A seat choice left automatic for every seat is the option's default (an empty list).
  function chosenSeatOptions() {
    const chosen = {};
    for (const key of Object.keys(seatChoices)) {
      const list = seats.map((_, i) => options[key][i] ?? null);
      chosen[key] = list.some((c) => c !== null) ? list : [];
    }
    return chosen;
  }

  const optionFields = Object.entries(info.options).map(([key, value]) => {
    if (key in seatChoices) return null; // chosen seat by seat, in each seat's row
    if (teamControl && key === "teams") return null; // chosen seat by seat, above
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
    // Each option explained in a line of its own (the game's catalog: <id>.help.<option>).
    const help = gameText(info, `help.${key}`, "");
    const helpId = `help-${info.id}-${key}`;
    if (help) input.setAttribute("aria-describedby", helpId);
    const kind = typeof value === "boolean" ? "option check" : "option";
    return h(
      "div",
      { class: kind },
      h(
        "label",
        {},
        typeof value === "boolean" ? input : null,
        h("span", {}, label),
        typeof value === "boolean" ? null : input,
      ),
      help ? h("p", { class: "option-help", id: helpId }, help) : null,
    );
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
    rows: "6",
    "aria-label": tr("shell.embed_code"),
  });
  function linkHash() {
    const seatText = seats
      .map((s, i) => (s.bot ? `bot:${s.bot}` : encodeURIComponent(s.name.trim() || tr("shell.player_n", { n: i + 1 }))))
      .join(",");
    const extra = Object.entries({ ...options, ...chosenSeatOptions() })
      .filter(([k, v]) => v !== info.options[k] && !(Array.isArray(v) && !v.length))
      .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
      .join("");
    return `#/${info.id}?seats=${seatText}&lang=${language}${extra}`;
  }
  function drawEmbed() {
    const src = `${location.origin}${location.pathname}?embed${linkHash()}`;
    const frameId = `pygames-${info.id}`;
    // The frame's own height fits the tallest game for pages that allow no script; the few lines after it size the
    // frame to the game, from the height the game sends (only that frame's messages, from this site's origin).
    embedCode.value =
      `<iframe id="${frameId}" src="${src}" title="${title}" width="100%" height="${EMBED_HEIGHT}" style="border:0;max-width:960px" loading="lazy" allow="fullscreen"></iframe>\n` +
      `<script>addEventListener("message", function (e) { var f = document.getElementById("${frameId}"); ` +
      `if (f && e.source === f.contentWindow && e.origin === "${location.origin}" && e.data && e.data.type === "pygames:height") { ` +
      `f.style.height = e.data.height + "px"; ` +
      `e.source.postMessage({ type: "pygames:sized", asked: e.data.height, height: f.clientHeight }, e.origin); } });</script>`;
  }

  const start = () => {
    const named = seats.map((s, i) => ({
      name: s.name.trim() || (s.bot ? tr("shell.bot_n", { n: i + 1 }) : tr("shell.player_n", { n: i + 1 })),
      bot: s.bot,
    }));
    startGame(info, { seats: named, language, ...options, ...chosenSeatOptions() }, null, `#/${info.id}/play`);
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

let languageWanted = null; // the language last chosen, while its catalogs load
async function switchLanguage(code) {
  if (!UI_LANGUAGES.includes(code) || code === (languageWanted ?? uiLanguage)) return;
  // The screen keeps its words until the new ones are here: a move drawn meanwhile is all in one language.
  languageWanted = code;
  const games = await loadGames();
  const catalogs = loadCatalog(code, "shell");
  await Promise.all([catalogs, ...Object.keys(games).map((id) => loadCatalog(code, id))]);
  if (languageWanted !== code) return; // another was chosen meanwhile
  languageWanted = null;
  uiLanguage = code;
  shellCatalog = catalogs;
  safeStorage(() => localStorage.setItem(LANGUAGE_KEY, code));
  document.documentElement.lang = code;
  drawTopbar();
  if (current?.snapshot) {
    // Keep the game: only its words change.
    const info = current.info;
    document.title = `${gameText(info, "title", info.title)} — pygames`;
    current.stage.querySelector(".stage-title").textContent = gameText(info, "title", info.title);
    delete current.renderState.unchanged; // the parts kept as they were (widgets.js unchanged()) are worded anew
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
  for (const key of Object.keys(info.seat_choices || {})) {
    // A seat choice a link leaves out for the last seats is automatic for them.
    if (options[key]?.length) while (options[key].length < seats.length) options[key].push(null);
  }
  const seed = query.has("seed") ? Number(query.get("seed")) : null;
  const saved = readSaved(await loadGames());
  if (saved && saved.hash === location.hash) return resume(info, saved);
  return startGame(info, options, Number.isInteger(seed) ? seed : null, location.hash);
}

// A link's option value takes the type of the option's default: "0110" stays text where the option is text.
function parseValue(raw, defaultValue) {
  if (typeof defaultValue === "boolean") return raw === "true" || raw === "1";
  if (Array.isArray(defaultValue)) return raw.split(",").map((item) => item.trim() || null); // one per seat
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
  if (!current || current.attract) return; // the kiosk's attract game is a show, never a game to resume
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
    // Undo: shown by draw() (refreshUndo) while the person who made the last move may take it back.
    h("button", {
      class: "btn undo",
      type: "button",
      hidden: true,
      "aria-keyshortcuts": "Control+Z Meta+Z",
      onclick: () => undoLastMove(),
    }),
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
    h(
      "button",
      {
        class: "btn icon history-button",
        type: "button",
        "aria-label": tr("shell.history"),
        title: tr("shell.history"),
        onclick: () => openHistory(),
      },
      historyIcon(),
    ),
    soundToggle(),
    EMBED
      ? null
      : h(
          "button",
          {
            class: "btn",
            type: "button",
            onclick: () =>
              leaveWhenSure(() => {
                location.hash = "#/";
              }),
          },
          tr("shell.menu"),
        ),
  );
  const board = h(
    "div",
    { class: "board" },
    h("div", { class: "waiting" }, h("span", { class: "spinner", "aria-hidden": "true" }), tr("shell.setting_up")),
  );
  // The latest move, one short line at the top (so a bot's move is seen on a phone too), and a refused move's reason,
  // shown once, here, next to the game rather than in a toast over the hand.
  const latest = h("p", { class: "latest-move" });
  const notice = h("p", { class: "stage-notice", role: "alert" });
  stage.append(bar, latest, notice, board);
  app.append(stage);
  current = {
    info,
    hash,
    stage,
    board,
    latest,
    notice,
    status: bar.querySelector(".stage-status"),
    undoButton: bar.querySelector(".undo"),
    generation: myGeneration,
    revealed: null,
  };
  document.body.dataset.playing = info.id;
  return myGeneration;
}

async function startGame(info, options, seed, hash, { attract = false } = {}) {
  const myGeneration = beginGame(info, hash);
  current.attract = attract;
  if (hash !== location.hash) history.replaceState(null, "", hash);
  const race = !!(await rendererFor(info.id)).raceSeats;
  const reply = await engine.call({ op: "new", game: info.id, options, seed, race });
  if (myGeneration !== generation) return;
  if (!reply.ok) {
    toast(refusalText(reply));
    return showSetup(info, options);
  }
  attach(reply, reply.saved.options.seats);
}

const renderers = {};
async function rendererFor(gameId) {
  if (!renderers[gameId]) {
    const [module] = await Promise.all([import(`./games/${gameId}.js`), loadCatalog(uiLanguage, gameId), shellCatalog]);
    if (module.stylesheet && !document.querySelector(`link[data-for="${gameId}"]`)) {
      // Wait for it: a first screen laid out without it would put the focus (and the page's scroll) in the wrong place.
      await new Promise((resolve) => {
        const link = h("link", { rel: "stylesheet", href: module.stylesheet, "data-for": gameId });
        link.addEventListener("load", resolve);
        link.addEventListener("error", resolve);
        document.head.append(link);
      });
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
    // undo (reset): nothing new happened, the screen goes back to an earlier one (no animation, no sound)
    current.newEvents[key] = reply.reset ? [] : arrived;
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
  current.notice.textContent = "";
  persist();
  draw();
  announce();
  playCue();
  scheduleBots();
}

// One sound for what just happened on the shown screen: the renderer's soundFor(event) if it has one, else ours.
function playCue() {
  if (current.snapshot.result || current.attract) return; // the result screen plays the win; the kiosk's show is silent
  const seat = historySeat();
  const fresh = current.newEvents[seat === null ? "public" : String(seat)] || [];
  const soundFor = current.renderer.soundFor || defaultSoundFor;
  const cues = fresh.map((event) => soundFor(event)).filter(Boolean);
  if (cues.length) playAfterPaint(cues.includes("dice") ? "dice" : cues.at(-1));
}

// A sound starts once the frame showing its move is painted: building it (and the first AudioContext, ~0.1 s) must
// not hold up the drawing, and a frame (16 ms) is far below what an ear notices as late.
function playAfterPaint(cue) {
  requestAnimationFrame(() => setTimeout(() => sound.play(cue), 0));
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
  const done = beginRequest("view");
  const ask = asking();
  const reply = await engine.call({ op: "state", id: current.sid, ...ask, show: [...ask.show, seat] });
  done();
  if (myGeneration !== generation) return;
  if (!reply.ok) {
    toast(refusalText(reply));
    return;
  }
  absorb(reply);
  draw();
}

// One live region the whole game long (the renderers' logs are not live regions, or a move would be said twice): what
// just happened on the shown seat's screen, and the result.
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

function peopleToAct() {
  return current.snapshot.to_act.filter((s) => !current.seats[s].bot);
}

// When several people may act at once in a race (a renderer exports raceSeats = true), they say who has the device.
function racing() {
  return !!current.renderer.raceSeats && !current.snapshot.result && peopleToAct().length >= 2;
}

// Whose screen to show: the first person who must act; else the last person shown; else, with one person at the
// table, theirs; else the public view (nobody's secrets on screen while bots play). At the end, the public view (every
// seat's screen shows it all then), but one person alone with bots keeps their own screen: it shows no less, and the
// last move then updates it in place instead of building a new screen (Bullseye's sheets: 1,400 elements, 28 ms).
function seatToShow() {
  const { to_act: toAct, result } = current.snapshot;
  if (result) return lonePerson();
  if (racing()) return peopleToAct().includes(current.chosen) ? current.chosen : null;
  const person = toAct.find((s) => !current.seats[s].bot);
  if (person !== undefined) return person;
  if (current.revealed !== null && current.revealed !== undefined) return current.revealed;
  return lonePerson();
}

// The one person at the table, or null when there are none or several.
function lonePerson() {
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
    screen: current.board, // where this screen is drawn (unchanged() looks its parts up there)
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
  refreshUndo(seat);
  const curtainText = over ? null : needsCurtain(seat, ctx);
  const choosing = racing() && seat === null; // racing() is false once the game is over
  drawLatestMove(curtainText || choosing ? null : seat);
  // A game that shows its latest moves beside its prompt (showsLatestMoves) would show the newest one twice.
  current.latest.hidden = !!current.renderer.showsLatestMoves && !curtainText && !choosing;
  // The same seat's screen again is updated in place (what changed moves); a curtain, another seat or a new game
  // starts from an empty board.
  const live = current.board.querySelector(":scope > .game-root");
  const kept = !curtainText && !choosing && live && current.drawnSeat === seat ? live : null;
  current.drawnSeat = curtainText || choosing ? undefined : seat;
  for (const child of [...current.board.children]) if (child !== kept) child.remove();
  if (choosing) {
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
  if (kept) standIn(root, kept);
  else current.board.append(root);
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
  if (kept) morph(kept, root);
  if (over) {
    // The result screen comes first, above the final table: in view and focused, whatever the game's height.
    const panel = resultPanel();
    current.board.prepend(panel);
    if (!current.announced) {
      celebrate(panel);
      // The result is what needs attention. Focus lays the page out at once: last, so that it is laid out once.
      panel.querySelector("h2").focus();
    }
    announceOver();
  }
}

// ----- warming the page's own code up ------------------------------------------------------------------------------
// A fresh page's first moves ran the shell's and the renderer's code for a move for the first time (V8 compiling it,
// its caches cold): Sleuth's first roll took 11 ms of JavaScript in the click where a later one takes 3-5. The worker
// plays each title unseen and sends the replies of its first game's first moves (pygames/rehearsal.py); the page draws
// them here, into a copy of the stage that nobody sees, one in each idle moment. Each is drawn, laid out and taken out
// of the page again in the same task, so no copy (with the real screen's ids) is ever there when the real screen is
// drawn or read, and a person's input waits for one of them at most (unchanged() looks its parts up in ctx.screen, the
// board being drawn, so the copy's draws and the real ones never meet). The copy is inert (draws that
// focus a control focus nothing) and hidden from assistive technology; it asks the engine nothing (busy), plays no
// sound and announces nothing (draw() does neither), the window is scrolled back if a draw scrolled it, and `current`
// is the real game again after each. A person's input waiting goes first (inputPending): no copy is begun then, and one
// drawn meanwhile is not laid out (its style and layout were most of an unseen draw: 67 ms of one of Sleuth's 87).
engine.onRehearsed = (gameId, replies) => {
  const real = current;
  if (!real?.renderer || real.info.id !== gameId || real.attract || !Array.isArray(replies) || !replies[0]?.ok) return;
  const stage = real.stage.cloneNode(false);
  const board = real.board.cloneNode(false);
  stage.append(board);
  stage.inert = true;
  stage.setAttribute("aria-hidden", "true");
  const hidden = { position: "fixed", top: "0", left: "-200vw", visibility: "hidden", pointerEvents: "none" };
  for (const [name, value] of Object.entries(hidden)) stage.style[name] = value;
  stage.style.width = `${real.stage.offsetWidth}px`; // as wide as the real one: the same layout
  const unseen = {
    ...real,
    stage,
    board,
    latest: document.createElement("div"),
    status: document.createElement("div"),
    undoButton: document.createElement("button"),
    seats: replies[0].saved.options.seats,
    static: replies[0].static,
    renderState: {},
    events: {},
    eventCounts: {},
    eventCount: 0,
    snapshot: null,
    revealed: null,
    chosen: null,
    drawnSeat: undefined,
    busy: "warm-up", // fetchView() and act() ask nothing while busy
  };
  let next = 0;
  let drawn = 0;
  const drawNext = () => {
    if (current !== real || next >= replies.length) return; // the real game changed, or all are drawn
    if (inputPending()) {
      requestIdleCallback(drawNext, { timeout: 2000 });
      return;
    }
    const reply = replies[next++];
    const { scrollX, scrollY } = window; // a renderer may scroll the window to what it drew (Sleuth's zoomed board)
    current = unseen;
    try {
      absorb(reply);
      const seat = seatToShow();
      if (!reply.result && current.snapshot.views[seat === null ? "public" : String(seat)]) {
        document.body.append(stage);
        draw();
        if (!inputPending()) void stage.offsetHeight; // style and layout: warm too
        drawn += 1;
      }
    } catch (error) {
      console.warn("warming up:", error); // a warm-up only: the real game is not touched
      next = replies.length;
    } finally {
      stage.remove();
      current = real;
      if (window.scrollX !== scrollX || window.scrollY !== scrollY) window.scrollTo(scrollX, scrollY);
    }
    real.stage.dataset.warmedUp = String(drawn); // how many screens were drawn unseen (for the end-to-end tests)
    requestIdleCallback(drawNext, { timeout: 2000 });
  };
  requestIdleCallback(drawNext, { timeout: 2000 });
};

// A press or a key waiting to be handled (Chromium's navigator.scheduling; elsewhere nothing is known to wait).
function inputPending() {
  return navigator.scheduling?.isInputPending?.() === true;
}

// ----- undo --------------------------------------------------------------------------------------------------------
// The person whose move is the last one may take it back while Python allows it (view.can_undo: nobody else has acted
// and it revealed nothing hidden). The button is offered on their own screen, behind the curtain they raised for the
// next person (they still hold the device), or anywhere in a game without secret screens.
function undoSeat(seat) {
  const snap = current.snapshot;
  if (snap.result) return null;
  const mover = humans().find((s) => snap.undo.includes(s)); // the mover's own view may not be in the reply
  if (mover === undefined) return null;
  return mover === seat || mover === current.revealed || !current.info.secret_views ? mover : null;
}

function refreshUndo(seat) {
  const button = current.undoButton;
  const mover = undoSeat(seat);
  button.hidden = mover === null;
  if (mover === null) return;
  button.textContent = mover === seat ? tr("shell.undo") : tr("shell.undo_named", { name: current.seats[mover].name });
  button.title = tr("shell.undo_title");
}

async function undoLastMove() {
  if (!current?.snapshot) return;
  const myGeneration = generation;
  if (!(await ourTurnToAsk(myGeneration))) return;
  const seat = undoSeat(seatToShow());
  if (seat === null) return;
  const hadFocus = document.activeElement === current.undoButton;
  const done = beginRequest("person");
  const reply = await engine.call({ op: "undo", id: current.sid, seat, ...asking() }, { now: true });
  done();
  if (myGeneration !== generation) return;
  if (!reply.ok) {
    toast(refusalText(reply));
    return;
  }
  current.revealed = seat; // the person who took the move back holds the device: no curtain before their screen
  current.chosen = seat; // in a race too: the same person keeps the device
  update(reply);
  const region = document.getElementById("announcer");
  if (region) region.textContent = tr("shell.undone", { name: current.seats[seat].name });
  // Focus stays on the button while it can undo again, else goes to the screen of the move to make again.
  if (hadFocus && current.undoButton.hidden) {
    current.board.querySelector(".game-root")?.querySelector("button, input, select, [tabindex]")?.focus();
  }
}

// Ctrl+Z (Cmd+Z on a Mac) presses Undo, except in a text field, where it undoes the typing as usual.
document.addEventListener("keydown", (event) => {
  if (event.key.toLowerCase() !== "z" || !(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
  if (event.target.closest?.("input, textarea, select, [contenteditable]")) return;
  if (!current?.undoButton || current.undoButton.hidden) return;
  event.preventDefault();
  undoLastMove();
});

// The latest event the shown screen may see, as one short line (the full list is in the History drawer).
function drawLatestMove(seat) {
  const event = visibleEvents(seat).at(-1);
  current.latest.textContent = event ? eventWords(seat)(event) : "";
}

// Every event `seat`'s screen has seen (null: the public view), and a function wording one of them.
function visibleEvents(seat) {
  return current.events[seat === null ? "public" : String(seat)] || [];
}

function eventWords(seat) {
  const ctx = makeContext(seat);
  const word = current.renderer.eventText || ((_, event) => ctx.t(event.key, event.args));
  return (event) => word(ctx, event);
}

// The seat whose history may be shown now: nobody's secrets while a curtain is up or the device is being handed on.
function historySeat() {
  if (!current?.snapshot) return null;
  const seat = seatToShow();
  if (current.snapshot.result) return null;
  if (racing() && seat === null) return null;
  return needsCurtain(seat, makeContext(seat)) ? null : seat;
}

function openHistory() {
  if (!current?.snapshot) return;
  const seat = historySeat();
  const word = eventWords(seat);
  const events = visibleEvents(seat);
  const list = h(
    "ol",
    { class: "history-list", "aria-label": tr("shell.history") },
    events.map((event) => h("li", { "data-event": event.key }, word(event))),
  );
  const dialog = openDialog({
    className: "history-drawer",
    label: tr("shell.history"),
    body: [h("h2", {}, tr("shell.history")), events.length ? list : h("p", {}, tr("shell.history_empty"))],
    buttons: [{ text: tr("shell.close"), primary: true }],
  });
  list.lastElementChild?.scrollIntoView({ block: "nearest" });
  return dialog;
}

// A modal dialog (the platform's <dialog>: focus kept inside, Escape closes). buttons: [{text, primary, onclick}];
// each button closes the dialog, then runs its onclick. Returns the dialog element.
function openDialog({ className = "", label, body, buttons }) {
  const opener = document.activeElement;
  const dialog = h("dialog", { class: `shell-dialog ${className}`.trim(), "aria-label": label });
  const close = () => {
    if (dialog.open) dialog.close();
  };
  dialog.addEventListener("close", () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus?.();
  });
  const actions = h(
    "div",
    { class: "actions" },
    buttons.map(({ text, primary, onclick }) =>
      h(
        "button",
        {
          class: `btn${primary ? " primary" : ""}`,
          type: "button",
          onclick: () => {
            close();
            onclick?.();
          },
        },
        text,
      ),
    ),
  );
  dialog.append(...[body].flat(), actions);
  document.body.append(dialog);
  dialog.showModal();
  actions.querySelector(".primary")?.focus();
  return dialog;
}

// Leaving a running game that a person plays asks first (in every mode); a game is kept and can be resumed.
function leaveWhenSure(leave) {
  const playing = current?.snapshot && !current.snapshot.result && !current.attract && humans().length > 0;
  if (!playing) return leave();
  openDialog({
    className: "confirm-leave",
    label: tr("shell.leave_question"),
    body: [h("h2", {}, tr("shell.leave_question")), h("p", {}, tr(KIOSK ? "shell.leave_kiosk" : "shell.leave_hint"))],
    buttons: [
      { text: tr("shell.keep_playing"), primary: true },
      {
        text: tr("shell.leave"),
        onclick: () => {
          if (KIOSK) saves.forget();
          leave();
        },
      },
    ],
  });
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
  const t = translate();
  const rows = current.seats
    .map((s, i) => ({ name: s.name, score: result.scores[i], winner: result.winners.includes(i) }))
    .sort((a, b) => b.score - a.score);
  return h(
    "div",
    { class: "result panel", role: "region", "aria-label": tr("shell.result") },
    h("p", { class: "result-kicker" }, tr("shell.game_over")),
    h("h2", { tabindex: "-1", class: "result-heading" }, resultHeading(result)),
    h("p", { class: "result-reason" }, t(result.outcome.key, result.outcome.args, result.reason)),
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
            h("td", {}, t.score(r.score)),
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
        tr("shell.play_again"),
      ),
      EMBED ? null : h("a", { class: "btn big", href: "#/" }, tr("shell.another_game")),
    ),
  );
}

// Who won, in a few words: the winner(s) by name, a draw when everyone shares the win, or nobody.
function resultHeading(result) {
  const { winners, scores } = result;
  if (!winners.length) return tr("shell.no_winner");
  if (current.seats.length === 1) return tr("shell.result_solo", { seat: 0, score: scores[0] });
  if (winners.length === current.seats.length) return tr("shell.result_draw");
  return tr("shell.result_winners", { winners, count: winners.length });
}

// A short burst of confetti over the result (none when the system asks for reduced motion), and the win cue.
function celebrate(panel) {
  if (current.snapshot.result.winners.length && !current.attract) playAfterPaint("win");
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const colours = ["#e8b04a", "#c0392b", "#24553f", "#4a90c2", "#8e44ad"];
  const burst = h("div", { class: "confetti", "aria-hidden": "true" });
  for (let i = 0; i < 28; i++) {
    burst.append(
      h("span", {
        style: {
          left: `${(i * 37) % 100}%`,
          background: colours[i % colours.length],
          animationDelay: `${(i % 7) * 0.06}s`,
          animationDuration: `${1.1 + (i % 5) * 0.15}s`,
        },
      }),
    );
  }
  panel.append(burst);
  setTimeout(() => burst.remove(), 2200);
}

function announceOver() {
  if (current.announced) return;
  current.announced = true;
  if (current.attract) {
    const myGeneration = generation;
    setTimeout(() => myGeneration === generation && startAttract(), ATTRACT_PAUSE_MS);
  }
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

// One request to the engine at a time for a game (each asks from where the page's last reply left it). A person's
// move or undo made while a bot's move or a screen is on its way waits for that reply, then goes: in a step where
// bots act beside people, a bot's request is often on its way, and a move refused then was lost. Made while the
// same page's previous move or undo is on its way, it is refused (a double click does not act twice).
function beginRequest(kind) {
  const game = current;
  let finish;
  game.busy = kind;
  game.settled = new Promise((resolve) => {
    finish = resolve;
  });
  // Ends this game's request even if the page has moved on to another game meanwhile (`current` is then that one).
  return () => {
    game.busy = false;
    finish();
  };
}

// Whether the page may send a person's request now, after the bots' or screens' replies on their way; false when a
// person's own request is on its way, or the game was left meanwhile.
async function ourTurnToAsk(myGeneration) {
  while (current.busy && current.busy !== "person") {
    await current.settled;
    if (myGeneration !== generation) return false;
  }
  return !current.busy;
}

// Sends a person's action. Resolves {ok: true} or {ok: false, key, args, message} (the state is then unchanged);
// a refusal is shown on the game's notice line unless the caller shows it in place ({inline: true}).
async function act(seat, action, { inline = false } = {}) {
  const refused = (key) => ({ ok: false, key, args: {}, message: tr(key), error: tr(key) });
  if (!current) return refused("shell.closed");
  const myGeneration = generation;
  if (!(await ourTurnToAsk(myGeneration))) return refused(myGeneration === generation ? "shell.busy" : "shell.closed");
  const done = beginRequest("person");
  let usedControl = null;
  const meanwhile = () => {
    usedControl = settleInput();
  };
  const reply = await engine.call({ op: "act", id: current.sid, seat, action, ...asking() }, { now: true, meanwhile });
  done();
  if (myGeneration !== generation) return refused("shell.closed");
  if (!reply.ok) {
    const message = refusalText(reply);
    playAfterPaint("refusal");
    // Shown once: by the renderer in place ({inline: true}), else on the game's notice line, never as a toast too.
    if (!inline) current.notice.textContent = message;
    focusAgain(usedControl);
    return { ok: false, key: reply.key, args: reply.args, message, error: message };
  }
  update(reply);
  focusAgain(usedControl);
  return { ok: true };
}

// While Python answers a person's move (in the task of their input, through shared memory: web/answers.js), the page
// brings its style and layout up to date with what the input changed (the pressed look, the focus it moved) and the
// button they used lets the focus go. The button is most often taken out by the move's new screen, and taking a
// focused element out of the page made Chromium work out the half-updated screen's style and layout there and then,
// then again once the screen was done: 2-6 ms of a Bullseye entry (README, "Performance in the browser"). Settled
// here, that work runs beside Python's instead of after it, and the screen is laid out once. Not a text field: a
// phone would close its keyboard. Returns the button, to take the focus again if the new screen keeps it.
function settleInput() {
  void document.documentElement.offsetHeight;
  const used = document.activeElement;
  if (!(used instanceof HTMLButtonElement) || !current?.board.contains(used)) return null;
  used.blur();
  return used;
}

// The button that let the focus go while Python answered takes it again if the screen kept it and nothing else took
// it meanwhile (a renderer puts the focus where the new step needs it): for the keyboard, nothing changed.
function focusAgain(control) {
  const active = document.activeElement;
  if (control?.isConnected && (!active || active === document.body)) control.focus({ preventScroll: true });
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
      // snapshot: a newer reply (an undo before the pause ran out) scheduled the bots again itself
      if (myGeneration !== generation || current.busy || current.snapshot !== snap) return;
      const done = beginRequest("bot");
      const reply = await engine.call({ op: "bot", id: current.sid, seat: bot, ...asking() });
      done();
      if (myGeneration !== generation) return;
      if (!reply.ok) {
        toast(tr("shell.could_not_move", { name: current.seats[bot].name, reason: refusalText(reply) }));
        return;
      }
      update(reply);
    },
    someoneWaits ? 0 : botDelay(),
  );
}

// ----- sound: a toggle in every game's bar ------------------------------------------------------------------------
function soundToggle() {
  const button = h("button", {
    class: "btn icon sound-toggle",
    type: "button",
    "aria-label": tr("shell.sound"),
    title: tr("shell.sound"),
    onclick: () => {
      sound.setEnabled(!sound.enabled());
      safeStorage(() => localStorage.setItem(SOUND_KEY, sound.enabled() ? "on" : "off"));
      drawSoundToggle(button);
    },
  });
  drawSoundToggle(button);
  return button;
}

function drawSoundToggle(button) {
  button.setAttribute("aria-pressed", String(sound.enabled()));
  clear(button);
  const waves = sound.enabled()
    ? [svg("path", { d: "M15 8.5a5 5 0 0 1 0 7" }), svg("path", { d: "M18 5.5a9 9 0 0 1 0 13" })]
    : [svg("path", { d: "M15.5 9.5l5 5M20.5 9.5l-5 5" })];
  button.append(
    svg(
      "svg",
      { viewBox: "0 0 24 24", class: "icon-svg", "aria-hidden": "true" },
      svg("path", { d: "M4 9h4l5-4v14l-5-4H4z", class: "filled" }),
      waves,
    ),
  );
}

function historyIcon() {
  return svg(
    "svg",
    { viewBox: "0 0 24 24", class: "icon-svg", "aria-hidden": "true" },
    svg("circle", { cx: 12, cy: 12, r: 8.5 }),
    svg("path", { d: "M12 7v5.5l3.5 2" }),
  );
}

// The brand link leaves a running game too: it asks first, like the Menu button.
document.addEventListener("click", (event) => {
  const link = event.target.closest?.("a.brand");
  if (!link || !current?.snapshot) return;
  event.preventDefault();
  leaveWhenSure(() => {
    location.hash = "#/";
  });
});

// ----- embed: the page tells its parent its height, so the host's snippet can size the frame ------------------------
if (EMBED && window.parent !== window) {
  let lastHeight = 0;
  const tellHeight = () => {
    // The content's own height (main), not the document's: the body is at least as tall as the frame, which would
    // keep a frame from ever shrinking.
    const main = document.getElementById("app");
    const height = Math.ceil(main.getBoundingClientRect().bottom + window.scrollY);
    if (height === lastHeight || height === 0) return;
    lastHeight = height;
    window.parent.postMessage({ type: "pygames:height", height }, "*");
  };
  new ResizeObserver(tellHeight).observe(document.getElementById("app"));
  // The snippet answers each height with the one it gave the frame. While that is the height asked for, the frame
  // shows no scrollbar of its own: when the game grows the host follows a frame or two later, and a scrollbar shown
  // meanwhile (where scrollbars take room) would narrow and reflow the whole game twice. A host that stops following
  // (a style capping the frame's height) gets the scrollbar back, so nothing is out of reach; an older snippet, which
  // answers nothing, leaves the frame as it always was.
  addEventListener("message", (event) => {
    if (event.source !== window.parent || event.data?.type !== "pygames:sized") return;
    const { asked, height } = event.data;
    if (typeof asked !== "number" || typeof height !== "number") return;
    document.documentElement.classList.toggle("sized-by-host", height >= asked - 1);
  });
}

// ----- kiosk: "Still playing?", an idle reset, an attract game on the picker ---------------------------------------
if (EMBED) document.body.classList.add("embed");
if (KIOSK) {
  document.body.classList.add("kiosk");
  document.addEventListener("contextmenu", (e) => e.preventDefault());
  let idleTimer = null;
  let warningTimer = null;
  let warning = null;
  const resetToPicker = () => {
    warning?.close();
    saves.forget();
    if (location.hash === "#/") route();
    else location.hash = "#/";
  };
  const onIdle = () => {
    resetIdle();
    if (current?.attract) return; // the show goes on until someone touches the screen
    if (!current) return startAttract();
    resetToPicker();
  };
  const warn = () => {
    if (!current || current.attract || current.snapshot?.result) return;
    let seconds = Math.round(KIOSK_WARNING_MS / 1000);
    const count = h("p", { class: "kiosk-countdown" }, tr("shell.still_playing_hint", { seconds }));
    warning = openDialog({
      className: "still-playing",
      label: tr("shell.still_playing"),
      body: [h("h2", {}, tr("shell.still_playing")), count],
      buttons: [{ text: tr("shell.yes_still_playing"), primary: true }],
    });
    const ticker = setInterval(() => {
      seconds = Math.max(0, seconds - 1);
      count.textContent = tr("shell.still_playing_hint", { seconds });
    }, 1000);
    warning.addEventListener("close", () => {
      clearInterval(ticker);
      warning = null;
    });
  };
  const resetIdle = () => {
    clearTimeout(idleTimer);
    clearTimeout(warningTimer);
    idleTimer = setTimeout(onIdle, KIOSK_IDLE_MS);
    warningTimer = setTimeout(warn, KIOSK_IDLE_MS - KIOSK_WARNING_MS);
  };
  // The first touch during the attract game stops it (the touch does nothing else) and shows the picker.
  let swallowClick = false;
  const stopAttract = (event) => {
    if (!current?.attract) return;
    event.preventDefault();
    event.stopPropagation();
    swallowClick = true; // the click that ends this touch must not also choose a game on the picker
    setTimeout(() => {
      swallowClick = false;
    }, 600);
    leaveGame();
    if (location.hash === "#/") route();
    else location.hash = "#/";
  };
  for (const type of ["pointerdown", "keydown"]) document.addEventListener(type, stopAttract, { capture: true });
  document.addEventListener(
    "click",
    (event) => {
      if (!swallowClick && !current?.attract) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    { capture: true },
  );
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

// The kiosk's attract mode: left alone on the picker, it plays a game of bots, a different game each time; the first
// touch stops it. (The game is not saved, and its address stays the picker's.)
const ATTRACT_PAUSE_MS = 8000;
let attractTurn = 0;
async function startAttract() {
  const games = Object.values(await loadGames()).filter((info) => info.bots);
  if (!games.length || current || parseHash().gameId) return;
  const info = games[attractTurn++ % games.length];
  const count = Math.min(info.max_seats, Math.max(info.min_seats, 3));
  const seats = Array.from({ length: count }, (_, i) => ({ name: tr("shell.bot_n", { n: i + 1 }), bot: "normal" }));
  const language = info.languages.includes(uiLanguage) ? uiLanguage : info.languages[0];
  startGame(info, { seats, language }, null, location.hash || "#/", { attract: true });
  current.stage.prepend(h("p", { class: "attract-banner" }, tr("shell.attract")));
  document.body.classList.add("attract");
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

// Resolves once nobody has touched the page (pointer, key, wheel) for `ms`: work that can wait (the precache) then
// does not share the cores with the moves someone is making.
const INPUTS = ["pointerdown", "keydown", "wheel", "touchstart"];
function whenQuiet(ms) {
  return new Promise((resolve) => {
    let timer = null;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(done, ms);
    };
    const done = () => {
      for (const type of INPUTS) document.removeEventListener(type, restart, { capture: true });
      resolve();
    };
    for (const type of INPUTS) document.addEventListener(type, restart, { capture: true, passive: true });
    restart();
  });
}

if ("serviceWorker" in navigator && location.protocol.startsWith("http") && !params.has("nosw")) {
  const hadController = !!navigator.serviceWorker.controller;
  // Registered once Python is up (or could not start): on a first visit the precache would otherwise download the
  // big files a second time, competing with the engine's own downloads. And at a pause: copying the whole site into
  // the cache took the two cores from the first moves of someone who played at once (a move's p95 30-50 ms, not 15).
  engine.ready
    .catch(() => {})
    .then(() => whenQuiet(PAUSE_BEFORE_BACKGROUND_WORK_MS))
    .then(() => navigator.serviceWorker.register("sw.js"))
    .then((registration) => {
      swRegistration = registration;
      // A version installing copies the site a file at a time, each after a pause in play (sw.js): it hears of every
      // input here. Only while one installs: a message costs the page nothing worth counting, none is sent after.
      const tellInstalling = () => registration.installing?.postMessage({ type: "pygames:input" });
      for (const type of INPUTS) document.addEventListener(type, tellInstalling, { capture: true, passive: true });
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
