// Intercept on one shared screen: the round track and tokens, each team's keyword screen behind a press-and-hold
// curtain, the encryptor's code card (also held), clue entry with the 30-second timer, guesses, reveals, and both
// teams' notes sheets, always visible because they are public.
//
// Everything this renderer remembers between draws (typed clues, picked digits, the timer's start) lives in ctx.state,
// which the shell makes fresh for every game. Team colours, the number of rounds and the limits come from ctx.static.
import { actionForm, h } from "../widgets.js";

export const stylesheet = "games/intercept.css";

const ORDINALS = ["first", "second", "third"];
const LOG_LENGTH = 12;

function memory(ctx) {
  const state = ctx.state;
  state.drafts ??= {};
  state.picks ??= {};
  state.words ??= {};
  state.accepted ??= {};
  state.timerStart ??= {};
  state.timeUpSent ??= {};
  state.seenReveals ??= new Set();
  return state;
}

// What was typed or picked for `key`, kept across redraws (made by `fresh` the first time).
function remember(store, key, fresh) {
  if (!(key in store)) store[key] = fresh();
  return store[key];
}

function teamName(ctx, team) {
  return ctx.t(`intercept.team.${team}`);
}

function colour(ctx, team) {
  return ctx.static.team_colours[team];
}

function playerName(ctx, seat) {
  return ctx.view.players[seat]?.name ?? ctx.seats[seat].name;
}

export function render(root, ctx) {
  const state = memory(ctx);
  clearInterval(state.interval);
  state.interval = null;
  root.classList.add("ic", `ic-${ctx.static.variant}`);
  root.append(
    tableTop(ctx),
    stepBanner(ctx),
    playArea(ctx),
    h(
      "div",
      { class: "ic-sheets" },
      ctx.view.teams.filter((t) => t.role === "coders").map((t) => sheet(ctx, t)),
    ),
    logBox(ctx),
  );
}

function playArea(ctx) {
  const shown = reveals(ctx);
  return h("div", { class: `ic-play${shown ? " has-reveals" : ""}` }, desk(ctx), shown);
}

// The curtain names the team and the role, so the right person takes the device.
export function curtain(prevSeat, seat, ctx) {
  if (prevSeat === seat) return null;
  const view = ctx.view;
  const who = view.seats[seat];
  const name = playerName(ctx, seat);
  if (!who) return `Pass the device to ${name}`;
  const team = `Team ${teamName(ctx, who.team)}`;
  if (who.role === "interceptor") {
    return view.phase === "guess"
      ? `Pass the device to the interceptor, ${name}: intercept the code`
      : `Pass the device to the interceptor, ${name}`;
  }
  if (view.phase === "clues" && who.role === "encryptor") return `Pass the device to ${team}'s encryptor, ${name}`;
  if (view.phase === "guess") {
    return who.team === view.decoding
      ? `Pass the device to ${team}, ${name}: decode your encryptor's code`
      : `Pass the device to ${team}, ${name}: intercept ${teamName(ctx, view.decoding)}'s code`;
  }
  if (view.phase === "keywords") return `Pass the device to ${team}, ${name}: guess the other team's keywords`;
  if (view.phase === "review") return `Pass the device to ${team}, ${name}: judge the near misses`;
  return `Pass the device to ${team}, ${name}`;
}

// ----- the top of the table: round track and tokens --------------------------------------------------------------
function tableTop(ctx) {
  const { view } = ctx;
  const last = ctx.static.last_round;
  const rounds = [];
  for (let r = 1; r <= last; r++) {
    const state = r < view.round || view.phase === "over" ? "done" : r === view.round ? "current" : "";
    rounds.push(h("li", { class: `ic-round ${state}`, "aria-current": r === view.round ? "step" : null }, String(r)));
  }
  const roundLabel =
    view.phase === "over"
      ? `Game over after round ${view.round}`
      : view.phase === "keywords" || view.phase === "review"
        ? `Tie-break after round ${view.round}`
        : `Round ${view.round} of ${last}`;
  return h(
    "div",
    { class: "ic-top" },
    h(
      "div",
      { class: "ic-track" },
      h("h2", { class: "ic-round-title" }, roundLabel),
      h("ol", { class: "ic-rounds", "aria-label": roundLabel }, rounds),
    ),
    h(
      "div",
      { class: "ic-mats" },
      view.teams.map((team) => mat(ctx, team)),
    ),
  );
}

function plural(count, one, other) {
  return `${count} ${new Intl.PluralRules("en").select(count) === "one" ? one : other}`;
}

function mat(ctx, team) {
  const { view, toAct } = ctx;
  const interceptor = team.role === "interceptor";
  const tokensLabel = interceptor
    ? plural(team.interceptions, "token", "tokens")
    : `${plural(team.interceptions, "interception", "interceptions")}, ${plural(team.miscommunications, "miscommunication", "miscommunications")}`;
  const name = teamName(ctx, team.index);
  const title = interceptor ? `Interceptor (${name})` : `Team ${name}`;
  const players = team.seats.map((s) => {
    const acting = toAct.includes(s);
    return h(
      "li",
      { class: `ic-player${acting ? " acting" : ""}`, "aria-current": acting ? "true" : null },
      view.seats[s].role === "encryptor"
        ? h("span", { class: "ic-pen", "aria-label": "encryptor", title: "encryptor" }, "✎")
        : null,
      playerName(ctx, s),
    );
  });
  return h(
    "section",
    { class: `ic-mat ${colour(ctx, team.index)}`, "aria-label": `${title}: ${tokensLabel}` },
    h(
      "h3",
      { class: "ic-mat-title" },
      title,
      interceptor ? null : h("span", { class: "ic-score" }, `score ${team.score}`),
    ),
    h("ul", { class: "ic-players" }, players),
    h(
      "div",
      { class: "ic-tokens", role: "img", "aria-label": tokensLabel },
      tokenRow(ctx, "interception", team.interceptions, interceptor ? "Tokens" : "Interceptions"),
      interceptor || ctx.static.variant === "three"
        ? null
        : tokenRow(ctx, "miscommunication", team.miscommunications, "Misses"),
    ),
  );
}

function tokenRow(ctx, kind, count, label) {
  const slots = [];
  for (let i = 0; i < Math.max(ctx.static.tokens_to_decide, count); i++) {
    slots.push(h("span", { class: `ic-token ${kind}${i < count ? " earned" : ""}` }));
  }
  return h("div", { class: "ic-token-row" }, h("span", { class: "ic-token-label" }, label), slots);
}

// What the table is waiting for, worded from the view.
function stepText(ctx) {
  const { view } = ctx;
  if (view.phase === "clues") {
    const writing = view.teams
      .filter((t) => t.role === "coders" && !currentRound(view, t.index).clues_done)
      .map((t) => `${teamName(ctx, t.index)}'s encryptor ${playerName(ctx, t.encryptor)}`);
    const clock = view.timer ? ` (${ctx.static.timer_seconds} seconds on the clock)` : "";
    return `${writing.join(" and ")} ${writing.length === 1 ? "is" : "are"} writing clues${clock}.`;
  }
  if (view.phase === "guess") {
    const transmission = currentRound(view, view.decoding);
    const whose = teamName(ctx, view.decoding);
    if (transmission.round === 1) return `${whose} decodes its code (no interception in round 1).`;
    const waiting = transmission.guessing_teams.filter((t) => !transmission.guessed[t]).map((t) => teamName(ctx, t));
    return `Guessing ${whose}'s code: waiting for ${waiting.join(" and ")}.`;
  }
  if (view.phase === "keywords") return "Tie-break: each team guesses the other team's four keywords.";
  if (view.phase === "review") return "Tie-break: each team may accept near misses at its own keywords.";
  return ctx.result ? ctx.t(ctx.result.outcome.key, ctx.result.outcome.args, ctx.result.reason) : "";
}

function stepBanner(ctx) {
  const { view } = ctx;
  const me = view.me;
  let role = null;
  if (me && view.phase !== "over") {
    const team = teamName(ctx, me.team);
    const roleText = {
      encryptor: `you are ${team}'s encryptor this round`,
      decoder: `you play for Team ${team}`,
      interceptor: "you are the interceptor",
      player: `you play for Team ${team}`,
    }[me.role];
    role = h("span", { class: "ic-me" }, `${playerName(ctx, view.seat)}: ${roleText}`);
  }
  return h(
    "div",
    { class: `ic-step phase-${view.phase}`, role: "status", "aria-live": "polite" },
    h("span", { class: "ic-step-text" }, stepText(ctx)),
    role,
  );
}

// ----- the desk: what this seat does now ------------------------------------------------------------------------
function desk(ctx) {
  const { view } = ctx;
  const me = view.me;
  const parts = [];
  const myTeam = me ? view.teams[me.team] : null;
  if (view.phase === "over" || view.phase === "review") {
    parts.push(
      h(
        "div",
        { class: "ic-screens" },
        view.teams.filter((t) => t.keywords).map((t) => keywordScreen(ctx, t, true)),
      ),
    );
  } else if (myTeam?.keywords) {
    parts.push(keywordScreen(ctx, myTeam, false));
  }
  if (view.phase === "clues") parts.push(cluePhase(ctx));
  else if (view.phase === "guess") parts.push(guessPhase(ctx));
  else if (view.phase === "keywords") parts.push(keywordGuessPhase(ctx));
  else if (view.phase === "review") parts.push(reviewPhase(ctx));
  return h("div", { class: "ic-desk" }, parts);
}

// A press-and-hold button: what it guards is in the page only while the button is held down.
function holdButton(label, reveal, extraClass = "") {
  const shown = h("div", { class: "ic-held" });
  const box = h("div", { class: `ic-hold-box ${extraClass}` });
  let open = false;
  const show = () => {
    if (open) return;
    open = true;
    shown.replaceChildren(reveal());
    box.classList.add("open");
    button.setAttribute("aria-pressed", "true");
  };
  const hide = () => {
    if (!open) return;
    open = false;
    shown.replaceChildren();
    box.classList.remove("open");
    button.setAttribute("aria-pressed", "false");
  };
  const button = h(
    "button",
    {
      class: "ic-hold",
      type: "button",
      "aria-pressed": "false",
      onpointerdown: (e) => {
        e.preventDefault();
        try {
          button.setPointerCapture(e.pointerId);
        } catch {
          /* a synthetic event has no pointer to capture */
        }
        show();
      },
      onpointerup: hide,
      onpointercancel: hide,
      onlostpointercapture: hide,
      onkeydown: (e) => {
        if (e.key === " " || e.key === "Enter") {
          e.preventDefault();
          show();
        }
      },
      onkeyup: hide,
      onblur: hide,
      oncontextmenu: (e) => e.preventDefault(),
    },
    label,
  );
  box.append(button, shown);
  return box;
}

function keywordScreen(ctx, team, open) {
  const name = teamName(ctx, team.index);
  const numbers = Array.from({ length: ctx.static.keywords }, (_, i) => i);
  const windows = (words) =>
    h(
      "ol",
      { class: "ic-windows", "aria-label": `Team ${name}'s keywords` },
      numbers.map((i) =>
        h(
          "li",
          { class: "ic-window" },
          h("span", { class: "ic-window-number" }, String(i + 1)),
          h("span", { class: "ic-window-word" }, words ? words[i] : ""),
        ),
      ),
    );
  if (open) {
    return h(
      "section",
      { class: `ic-screen ${colour(ctx, team.index)} open`, "aria-label": `Team ${name}'s screen` },
      h("h3", {}, `Team ${name}'s keywords`),
      windows(team.keywords),
    );
  }
  return h(
    "section",
    { class: `ic-screen ${colour(ctx, team.index)}`, "aria-label": `Team ${name}'s screen` },
    holdButton(`Team ${name}: hold to see your keywords`, () => windows(team.keywords), "ic-screen-hold"),
    h("div", { class: "ic-screen-closed", "aria-hidden": "true" }, windows(null)),
  );
}

function codeCard(code) {
  return holdButton(
    "Hold to see your code",
    () =>
      h(
        "div",
        { class: "ic-code-card", role: "img", "aria-label": `Your code: ${code.join(" ")}` },
        code.map((d) => h("span", { class: "ic-code-digit" }, String(d))),
      ),
    "ic-code-hold",
  );
}

function currentRound(view, teamIndex) {
  const rounds = view.teams[teamIndex].rounds;
  return rounds[rounds.length - 1];
}

function cluePhase(ctx) {
  const { view, legal, seat } = ctx;
  const me = view.me;
  const canWrite = me && legal.some((a) => a.type === "clues");
  if (!canWrite) {
    const written = view.teams
      .filter((t) => t.role === "coders")
      .map((t) => {
        const r = currentRound(view, t.index);
        return h(
          "li",
          { class: r.clues_done ? "done" : "" },
          `${playerName(ctx, r.encryptor)} (${teamName(ctx, t.index)}): `,
          r.clues_done ? "clues ready" : "writing…",
        );
      });
    return h(
      "div",
      { class: "ic-panel ic-wait" },
      h("h3", {}, "The encryptors are writing their clues"),
      h("ul", { class: "ic-writers" }, written),
    );
  }
  const key = `${view.round}:${seat}`;
  const drafts = remember(memory(ctx).drafts, key, () => ["", "", ""]);
  const inputs = [0, 1, 2].map((i) =>
    h("input", {
      type: "text",
      class: "ic-clue-input",
      maxlength: String(ctx.static.clue_max_length),
      autocomplete: "off",
      spellcheck: "false",
      value: drafts[i],
      "aria-label": `Clue ${i + 1}`,
      placeholder: `Clue for the ${ORDINALS[i]} digit`,
      oninput: (e) => {
        drafts[i] = e.target.value;
      },
    }),
  );
  const timer = view.timer && view.timer.seat === seat ? timerBox(ctx, drafts) : null;
  return actionForm(ctx, {
    label: "Your clues",
    className: "ic-panel ic-clues",
    build: () => ({ type: "clues", clues: inputs.map((input) => input.value) }),
    children: [
      h("div", { class: "ic-clues-head" }, h("h3", {}, `Encrypt your code for Team ${teamName(ctx, me.team)}`), timer),
      codeCard(me.code),
      h(
        "ol",
        { class: "ic-clue-fields" },
        inputs.map((input, i) =>
          h("li", {}, h("span", { class: "ic-clue-number", "aria-hidden": "true" }, String(i + 1)), input),
        ),
      ),
      h(
        "p",
        { class: "ic-hint" },
        "One clue per digit, in order. Refer to the meaning of the keyword, never its spelling; never use a keyword or a clue your team used before.",
      ),
      h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "submit" }, "Send clues")),
    ],
  });
}

// The seconds run on this browser's clock from the moment this screen first shows; at zero it sends time_up.
function timerBox(ctx, drafts) {
  const state = memory(ctx);
  const timer = ctx.view.timer;
  const seconds = ctx.static.timer_seconds;
  const key = `${timer.since_move}:${timer.seat}`;
  state.timerStart[key] ??= Date.now();
  const radius = 20;
  const length = 2 * Math.PI * radius;
  const sand = h("span");
  sand.innerHTML = `<svg viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="${radius}" class="ic-timer-back"/><circle cx="24" cy="24" r="${radius}" class="ic-timer-sand" stroke-dasharray="${length}" stroke-dashoffset="0" transform="rotate(-90 24 24)"/></svg>`;
  const ring = h("span", { class: "ic-timer-ring" }, ...sand.childNodes);
  const circle = ring.lastChild.lastChild;
  const number = h("span", { class: "ic-timer-number" });
  const box = h("div", { class: "ic-timer", role: "timer", "aria-label": "Time left" }, ring, number);
  const tick = () => {
    const left = Math.max(0, seconds - (Date.now() - state.timerStart[key]) / 1000);
    const whole = Math.ceil(left);
    number.textContent = `0:${String(whole).padStart(2, "0")}`;
    box.setAttribute("aria-label", `${whole} seconds left`);
    box.classList.toggle("hurry", left <= 10);
    circle.setAttribute("stroke-dashoffset", String(length * (1 - left / seconds)));
    if (left <= 0 && !state.timeUpSent[key]) {
      state.timeUpSent[key] = true;
      clearInterval(interval);
      sendTimeUp(ctx, drafts);
    }
  };
  const interval = setInterval(() => {
    if (!box.isConnected) {
      // A redraw or another game replaced this screen: this clock is done.
      clearInterval(interval);
      return;
    }
    tick();
  }, 200);
  state.interval = interval;
  tick();
  return box;
}

async function sendTimeUp(ctx, drafts) {
  // What was typed counts; if it breaks a clue rule, time is still up and the clues are left blank.
  if (drafts.some((d) => d.trim())) {
    const reply = await ctx.act({ type: "time_up", clues: drafts }, { inline: true });
    if (reply.ok) return;
  }
  await ctx.act({ type: "time_up" });
}

function clueText(clue) {
  return clue || "(blank)";
}

function cluesCard(ctx, teamIndex, transmission) {
  const clues = transmission.clues || ["", "", ""];
  return h(
    "div",
    { class: `ic-clue-card ${colour(ctx, teamIndex)}` },
    h(
      "h3",
      {},
      `${teamName(ctx, teamIndex)}'s clues, round ${transmission.round}`,
      transmission.timed_out ? h("small", {}, " (time ran out)") : null,
    ),
    h(
      "ol",
      { class: "ic-clue-list" },
      clues.map((c) => h("li", { class: c ? "" : "blank" }, clueText(c))),
    ),
  );
}

function guessPhase(ctx) {
  const { view, legal } = ctx;
  const decoding = view.decoding;
  const transmission = currentRound(view, decoding);
  const whose = teamName(ctx, decoding);
  const canGuess = view.me && legal.some((a) => a.type === "guess");
  if (!canGuess) {
    const waiting = transmission.guessing_teams.filter((t) => !transmission.guessed[t]).map((t) => teamName(ctx, t));
    return h(
      "div",
      { class: "ic-panel" },
      cluesCard(ctx, decoding, transmission),
      h("p", { class: "ic-wait" }, waiting.length ? `Waiting for ${waiting.join(" and ")} to guess.` : ""),
    );
  }
  const own = view.me.team === decoding;
  const key = `${view.round}:${decoding}:${view.me.team}`;
  const picks = remember(memory(ctx).picks, key, () => [null, null, null]);
  const clues = transmission.clues || ["", "", ""];
  const complete = picks.every((p) => p !== null);
  const distinct = new Set(picks).size === 3;
  const rows = clues.map((clue, i) =>
    h(
      "li",
      { class: "ic-guess-row" },
      h("span", { class: `ic-guess-clue${clue ? "" : " blank"}` }, clueText(clue)),
      h(
        "span",
        { class: "ic-digits", role: "group", "aria-label": `Keyword for clue ${i + 1}` },
        Array.from({ length: ctx.static.keywords }, (_, n) => n + 1).map((d) =>
          h(
            "button",
            {
              type: "button",
              class: `ic-digit${picks[i] === d ? " picked" : ""}`,
              "aria-pressed": picks[i] === d ? "true" : "false",
              "aria-label": `Clue ${i + 1} is keyword ${d}`,
              onclick: () => {
                picks[i] = d;
                ctx.redraw();
              },
            },
            String(d),
          ),
        ),
      ),
    ),
  );
  const summary = complete
    ? distinct
      ? `Your guess: ${picks.join("-")}`
      : "A code has three different digits."
    : "Pick a keyword number for each clue.";
  const title = own
    ? `Decode ${whose}'s code: which keyword does each clue point to?`
    : `Intercept ${whose}'s code: which of their keywords does each clue point to?`;
  return actionForm(ctx, {
    label: own ? "Decode" : "Intercept",
    className: `ic-panel ic-guess ${colour(ctx, decoding)}`,
    build: () => ({ type: "guess", code: picks.slice() }),
    children: [
      h("h3", {}, title),
      h(
        "p",
        { class: "ic-hint" },
        `${playerName(ctx, transmission.encryptor)} gave these clues in round ${transmission.round}.${own ? " The encryptor stays silent." : ""}`,
      ),
      h("ol", { class: "ic-guess-rows" }, rows),
      h("p", { class: "ic-guess-summary" }, summary),
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          { class: "btn primary big", type: "submit", disabled: !(complete && distinct) },
          own ? "Send our decoding" : "Send our interception",
        ),
      ),
    ],
  });
}

function keywordGuessPhase(ctx) {
  const { view, legal } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  if (!me || !legal.some((a) => a.type === "keyword_guess")) {
    const waiting = [0, 1].filter((t) => !tiebreak.guessed[t]).map((t) => teamName(ctx, t));
    return h(
      "div",
      { class: "ic-panel ic-wait" },
      h("h3", {}, "Tie-break: keyword guesses"),
      h("p", {}, `Waiting for ${waiting.join(" and ")}.`),
    );
  }
  const other = teamName(ctx, 1 - me.team);
  const count = ctx.static.keywords;
  const drafts = remember(memory(ctx).words, me.team, () => Array(count).fill(""));
  const inputs = drafts.map((draft, i) =>
    h("input", {
      type: "text",
      class: "ic-word-input",
      maxlength: String(ctx.static.keyword_guess_max_length),
      autocomplete: "off",
      value: draft,
      "aria-label": `${other}'s keyword ${i + 1}`,
      placeholder: `Keyword ${i + 1}`,
      oninput: (e) => {
        drafts[i] = e.target.value;
      },
    }),
  );
  return actionForm(ctx, {
    label: "Keyword guesses",
    className: "ic-panel ic-keyword-guess",
    build: () => ({ type: "keyword_guess", words: inputs.map((input) => input.value) }),
    children: [
      h("h3", {}, `Tie-break: guess Team ${other}'s ${count} keywords`),
      h(
        "p",
        { class: "ic-hint" },
        `Their clues are on ${other}'s notes sheet below, filed under each keyword number. Leave a field blank if you have no idea.`,
      ),
      h(
        "ol",
        { class: "ic-word-fields" },
        inputs.map((input) => h("li", {}, input)),
      ),
      h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "submit" }, "Send keyword guesses")),
    ],
  });
}

function reviewPhase(ctx) {
  const { view, legal } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  const comparison = [0, 1].map((guesser) => {
    const owner = view.teams[1 - guesser];
    const guesses = tiebreak.guesses[guesser] || [];
    const misses = tiebreak.near_misses[owner.index];
    // Right is what the app matched (case, accents and spaces ignored); a near miss waits for the owners' word.
    const verdict = (g, i) => (!g ? "blank" : misses.includes(i + 1) ? "near" : "right");
    return h(
      "div",
      { class: "ic-compare" },
      h("h4", {}, `${teamName(ctx, guesser)} guessed ${teamName(ctx, owner.index)}'s keywords`),
      h(
        "ol",
        {},
        guesses.map((g, i) =>
          h("li", { class: `ic-verdict ${verdict(g, i)}` }, `${owner.keywords[i]} ← ${clueText(g)}`),
        ),
      ),
    );
  });
  if (!me || !legal.some((a) => a.type === "accept")) {
    return h(
      "div",
      { class: "ic-panel ic-review" },
      h("h3", {}, "Tie-break: near misses"),
      comparison,
      h("p", { class: "ic-wait" }, stepText(ctx)),
    );
  }
  const mine = view.teams[me.team];
  const misses = tiebreak.near_misses[me.team];
  const chosen = remember(memory(ctx).accepted, me.team, () => new Set());
  const toggles = misses.map((p) => {
    const guessText = tiebreak.guesses[1 - me.team][p - 1];
    return h(
      "button",
      {
        type: "button",
        class: `ic-accept${chosen.has(p) ? " picked" : ""}`,
        "aria-pressed": chosen.has(p) ? "true" : "false",
        "aria-label": `Accept "${guessText}" for keyword ${p} (${mine.keywords[p - 1]})`,
        onclick: () => {
          if (chosen.has(p)) chosen.delete(p);
          else chosen.add(p);
          ctx.redraw();
        },
      },
      `${p}. ${mine.keywords[p - 1]} ← “${guessText}”`,
    );
  });
  return actionForm(ctx, {
    label: "Near misses",
    className: "ic-panel ic-review",
    build: () => ({ type: "accept", positions: [...chosen].sort((a, b) => a - b) }),
    children: [
      h("h3", {}, `Team ${teamName(ctx, me.team)}: did ${teamName(ctx, 1 - me.team)} nearly name your keywords?`),
      comparison,
      h("p", { class: "ic-hint" }, "Tap a near miss you accept as right, then confirm."),
      h("div", { class: "ic-accepts" }, toggles),
      h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "submit" }, "Confirm")),
    ],
  });
}

// ----- reveals: the latest round's codes, guesses and tokens -------------------------------------------------------
function reveals(ctx) {
  const { view } = ctx;
  const seen = memory(ctx).seenReveals;
  const all = [];
  for (const team of view.teams) for (const r of team.rounds) if (r.revealed) all.push({ team, r });
  if (!all.length) return null;
  const lastRound = Math.max(...all.map((x) => x.r.round));
  const latest = all.filter((x) => x.r.round === lastRound).sort((a, b) => a.team.index - b.team.index);
  return h(
    "section",
    { class: "ic-reveals", "aria-label": `Reveals of round ${lastRound}` },
    latest.map(({ team, r }) => {
      const name = teamName(ctx, team.index);
      const other = 1 - team.index;
      const lines = [
        h(
          "li",
          { class: r.miscommunicated ? "bad" : "good" },
          `${name} guessed ${fmt(r.guesses[team.index])}: `,
          r.miscommunicated
            ? ctx.static.variant === "three"
              ? "wrong — a token for the interceptor"
              : "wrong — a miscommunication token"
            : "right",
        ),
        r.guessing_teams.includes(other)
          ? h(
              "li",
              { class: r.intercepted ? "bad" : "good" },
              `${teamName(ctx, other)} guessed ${fmt(r.guesses[other])}: `,
              r.intercepted ? "intercepted! — an interception token" : "no interception",
            )
          : h("li", { class: "neutral" }, "No interception in round 1."),
      ];
      const key = `${r.round}:${team.index}`;
      const fresh = !seen.has(key); // flip the card over once, not at every redraw
      seen.add(key);
      return h(
        "div",
        {
          class: `ic-reveal ${colour(ctx, team.index)}${fresh ? " fresh" : ""}`,
          role: "group",
          "aria-label": `${name}'s code in round ${r.round}`,
        },
        h(
          "div",
          { class: "ic-reveal-code" },
          h("span", { class: "ic-reveal-label" }, `${name}'s code`),
          h(
            "span",
            { class: "ic-code-card small" },
            r.code.map((d) => h("span", { class: "ic-code-digit" }, String(d))),
          ),
        ),
        h("ul", { class: "ic-reveal-lines" }, lines),
      );
    }),
  );
}

function fmt(code) {
  return code ? code.join("-") : "—";
}

// ----- the notes sheets: every round's clues, guesses and code; below, the clues filed under keyword numbers --------
function sheet(ctx, team) {
  const name = teamName(ctx, team.index);
  const rows = team.rounds.map((r) => {
    const clues = r.clues || [null, null, null];
    const code = r.revealed ? r.code : null; // the encryptor's own view has it earlier, but only behind the hold button
    return h(
      "tr",
      { class: r.revealed ? "" : "pending" },
      h("th", { scope: "row" }, String(r.round)),
      clues.map((c, i) =>
        h(
          "td",
          { class: "ic-sheet-clue" },
          c === null
            ? h("span", { class: "ic-muted" }, r.clues_done ? "✓" : "…")
            : c || h("span", { class: "ic-muted" }, "(blank)"),
          code && c !== null ? h("span", { class: "ic-filed" }, String(code[i])) : null,
        ),
      ),
      [0, 1].map((t) =>
        h(
          "td",
          { class: "ic-sheet-guess" },
          r.guesses[t] ? fmt(r.guesses[t]) : r.guessing_teams.includes(t) ? (r.guessed[t] ? "✓" : "") : "—",
        ),
      ),
      h("td", { class: "ic-sheet-code" }, code ? fmt(code) : "?"),
    );
  });
  const filed = team.notes.map((clues, i) =>
    h(
      "div",
      { class: "ic-filed-box" },
      h("h4", {}, h("span", { class: "ic-window-number" }, String(i + 1))),
      h(
        "ul",
        {},
        clues.map((c) => h("li", {}, c.clue, h("small", {}, ` r${c.round}`))),
      ),
    ),
  );
  return h(
    "section",
    { class: `ic-sheet ${colour(ctx, team.index)}`, "aria-label": `${name}'s notes` },
    h("h3", {}, ctx.static.variant === "three" ? `${name}'s notes (the team's codes)` : `${name}'s notes`),
    h(
      "div",
      { class: "ic-sheet-scroll" },
      h(
        "table",
        { class: "ic-sheet-table" },
        h(
          "colgroup",
          {},
          h("col", { class: "rd" }),
          h("col", {}),
          h("col", {}),
          h("col", {}),
          h("col", { class: "guess" }),
          h("col", { class: "guess" }),
          h("col", { class: "code" }),
        ),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col", "aria-label": "Round" }, "Rd"),
            h("th", { scope: "col" }, "Clue 1"),
            h("th", { scope: "col" }, "Clue 2"),
            h("th", { scope: "col" }, "Clue 3"),
            [0, 1].map((t) =>
              h("th", { scope: "col", "aria-label": `${teamName(ctx, t)}'s guess` }, `${teamName(ctx, t)} guessed`),
            ),
            h("th", { scope: "col" }, "Code"),
          ),
        ),
        h("tbody", {}, rows.length ? rows : h("tr", {}, h("td", { colspan: "7", class: "ic-muted" }, "No clues yet."))),
      ),
    ),
    h("div", { class: "ic-filed-grid", "aria-label": `${name}'s clues by keyword number` }, filed),
  );
}

// ----- what happened: the latest events, worded through the catalog --------------------------------------------------
// Codes and clues travel as lists; the log shows them as people write them ("3-1-4", "sun / sea / (blank)").
function eventArgs(args) {
  const shown = { ...args };
  for (const name of ["code", "guess"]) if (Array.isArray(shown[name])) shown[name] = fmt(shown[name]);
  for (const name of ["clues", "guesses"]) {
    if (Array.isArray(shown[name])) shown[name] = shown[name].map((c) => clueText(c)).join(" / ");
  }
  return shown;
}

function logBox(ctx) {
  const events = ctx.view.events.slice(-LOG_LENGTH);
  return h(
    "section",
    { class: "ic-log", "aria-label": "What happened" },
    h("h3", {}, "What happened"),
    h(
      "ol",
      { role: "log" },
      events.map((event) => h("li", { "data-event": event.key }, ctx.t(event.key, eventArgs(event.args)))),
    ),
  );
}
