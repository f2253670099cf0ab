// Intercept on one shared screen: the round track and tokens, each team's keyword screen behind a press-and-hold
// curtain, the encryptor's code card (also held), clue entry with the 30-second timer, guesses, reveals, and both
// teams' notes sheets, always visible because they are public.
export const stylesheet = "games/intercept.css";

const ORDINALS = ["first", "second", "third"];
const TEAM_CLASS = ["white", "black"];

// What the person is in the middle of doing survives a redraw: typed clues, picked digits, the timer's start.
const ui = freshUi();

function freshUi() {
  return { drafts: {}, picks: {}, words: {}, accepted: {}, timerStart: {}, timeUpSent: {}, interval: null, seenReveals: new Set(), logLength: 0 };
}

export function render(root, ctx) {
  clearInterval(ui.interval);
  ui.interval = null;
  const { h, view } = ctx;
  // A game's log only grows: a shorter one is a new game, so nothing typed for the last one carries over.
  if (view.log.length < ui.logLength) Object.assign(ui, freshUi());
  ui.logLength = view.log.length;
  root.classList.add("ic", `ic-${view.variant}`);
  root.append(
    tableTop(ctx),
    stepBanner(ctx),
    playArea(ctx),
    h("div", { class: "ic-sheets" }, view.teams.filter((t) => t.role === "coders").map((t) => sheet(ctx, t))),
    logBox(ctx),
  );
}

function playArea(ctx) {
  const shown = reveals(ctx);
  return ctx.h("div", { class: `ic-play${shown ? " has-reveals" : ""}` }, desk(ctx), shown);
}

// The curtain names the team and the role, so the right person takes the device.
export function curtain(prevSeat, seat, ctx) {
  if (prevSeat === seat) return null;
  const view = ctx.view;
  const who = view.seats[seat];
  if (!who) return `Pass the device to ${ctx.seats[seat].name}`;
  const team = `Team ${who.team_name}`;
  if (who.role === "interceptor") {
    return view.phase === "guess"
      ? `Pass the device to the interceptor, ${who.name}: intercept the code`
      : `Pass the device to the interceptor, ${who.name}`;
  }
  if (view.phase === "clues" && who.role === "encryptor") return `Pass the device to ${team}'s encryptor, ${who.name}`;
  if (view.phase === "guess") {
    const decoding = view.teams[view.decoding];
    return who.team === view.decoding
      ? `Pass the device to ${team}, ${who.name}: decode your encryptor's code`
      : `Pass the device to ${team}, ${who.name}: intercept ${decoding.name}'s code`;
  }
  if (view.phase === "keywords") return `Pass the device to ${team}, ${who.name}: guess the other team's keywords`;
  if (view.phase === "review") return `Pass the device to ${team}, ${who.name}: judge the near misses`;
  return `Pass the device to ${team}, ${who.name}`;
}

// ----- the top of the table: round track and tokens --------------------------------------------------------------
function tableTop(ctx) {
  const { h, view } = ctx;
  const rounds = [];
  for (let r = 1; r <= view.last_round; r++) {
    const state = r < view.round || view.phase === "over" ? "done" : r === view.round ? "current" : "";
    rounds.push(h("li", { class: `ic-round ${state}`, "aria-current": r === view.round ? "step" : null }, String(r)));
  }
  const roundLabel = view.phase === "over"
    ? `Game over after round ${view.round}`
    : view.phase === "keywords" || view.phase === "review"
      ? `Tie-break after round ${view.round}`
      : `Round ${view.round} of ${view.last_round}`;
  return h("div", { class: "ic-top" },
    h("div", { class: "ic-track" },
      h("h2", { class: "ic-round-title" }, roundLabel),
      h("ol", { class: "ic-rounds", "aria-label": roundLabel }, rounds)),
    h("div", { class: "ic-mats" }, view.teams.map((team) => mat(ctx, team))));
}

function mat(ctx, team) {
  const { h, view, toAct } = ctx;
  const interceptor = team.role === "interceptor";
  const tokensLabel = interceptor
    ? `${team.interceptions} token${team.interceptions === 1 ? "" : "s"}`
    : `${team.interceptions} interception${team.interceptions === 1 ? "" : "s"}, ${team.miscommunications} miscommunication${team.miscommunications === 1 ? "" : "s"}`;
  const title = interceptor ? `Interceptor (${team.name})` : `Team ${team.name}`;
  const players = team.seats.map((s) => {
    const seat = view.seats[s];
    const acting = toAct.includes(s);
    return h("li", { class: `ic-player${acting ? " acting" : ""}`, "aria-current": acting ? "true" : null },
      seat.role === "encryptor" ? h("span", { class: "ic-pen", "aria-label": "encryptor", title: "encryptor" }, "✎") : null,
      seat.name);
  });
  return h("section", { class: `ic-mat ${TEAM_CLASS[team.index]}`, "aria-label": `${title}: ${tokensLabel}` },
    h("h3", { class: "ic-mat-title" }, title, interceptor ? null : h("span", { class: "ic-score" }, `score ${team.score}`)),
    h("ul", { class: "ic-players" }, players),
    h("div", { class: "ic-tokens", role: "img", "aria-label": tokensLabel },
      tokenRow(h, "interception", team.interceptions, interceptor ? "Tokens" : "Interceptions"),
      interceptor || view.variant === "three" ? null : tokenRow(h, "miscommunication", team.miscommunications, "Misses")));
}

function tokenRow(h, kind, count, label) {
  const slots = [];
  for (let i = 0; i < Math.max(2, count); i++) slots.push(h("span", { class: `ic-token ${kind}${i < count ? " earned" : ""}` }));
  return h("div", { class: "ic-token-row" }, h("span", { class: "ic-token-label" }, label), slots);
}

function stepBanner(ctx) {
  const { h, view } = ctx;
  const me = view.me;
  let role = null;
  if (me && view.phase !== "over") {
    const roleText = {
      encryptor: `you are ${me.team_name}'s encryptor this round`,
      decoder: `you play for Team ${me.team_name}`,
      interceptor: "you are the interceptor",
      player: `you play for Team ${me.team_name}`,
    }[me.role];
    role = h("span", { class: "ic-me" }, `${me.name}: ${roleText}`);
  }
  return h("div", { class: `ic-step phase-${view.phase}`, role: "status", "aria-live": "polite" },
    h("span", { class: "ic-step-text" }, view.step), role);
}

// ----- the desk: what this seat does now ------------------------------------------------------------------------
function desk(ctx) {
  const { h, view } = ctx;
  const me = view.me;
  const parts = [];
  const myTeam = me ? view.teams[me.team] : null;
  if (view.phase === "over") {
    parts.push(h("div", { class: "ic-screens" }, view.teams.filter((t) => t.keywords).map((t) => keywordScreen(ctx, t, true))));
  } else if (view.phase === "review") {
    parts.push(h("div", { class: "ic-screens" }, view.teams.filter((t) => t.keywords).map((t) => keywordScreen(ctx, t, true))));
  } else if (myTeam && myTeam.keywords) {
    parts.push(keywordScreen(ctx, myTeam, false));
  }
  if (view.phase === "clues") parts.push(cluePhase(ctx));
  else if (view.phase === "guess") parts.push(guessPhase(ctx));
  else if (view.phase === "keywords") parts.push(keywordGuessPhase(ctx));
  else if (view.phase === "review") parts.push(reviewPhase(ctx));
  return h("div", { class: "ic-desk" }, parts);
}

// A press-and-hold button: what it guards is in the page only while the button is held down.
function holdButton(h, label, reveal, extraClass = "") {
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
  const button = h("button", {
    class: "ic-hold",
    type: "button",
    "aria-pressed": "false",
    onpointerdown: (e) => {
      e.preventDefault();
      try { button.setPointerCapture(e.pointerId); } catch { /* a synthetic event has no pointer to capture */ }
      show();
    },
    onpointerup: hide,
    onpointercancel: hide,
    onlostpointercapture: hide,
    onkeydown: (e) => { if (e.key === " " || e.key === "Enter") { e.preventDefault(); show(); } },
    onkeyup: hide,
    onblur: hide,
    oncontextmenu: (e) => e.preventDefault(),
  }, label);
  box.append(button, shown);
  return box;
}

function keywordScreen(ctx, team, open) {
  const { h } = ctx;
  const windows = (words) => h("ol", { class: "ic-windows", "aria-label": `Team ${team.name}'s keywords` },
    [0, 1, 2, 3].map((i) => h("li", { class: "ic-window" },
      h("span", { class: "ic-window-number" }, String(i + 1)),
      h("span", { class: "ic-window-word" }, words ? words[i] : ""))));
  if (open) {
    return h("section", { class: `ic-screen ${TEAM_CLASS[team.index]} open`, "aria-label": `Team ${team.name}'s screen` },
      h("h3", {}, `Team ${team.name}'s keywords`), windows(team.keywords));
  }
  return h("section", { class: `ic-screen ${TEAM_CLASS[team.index]}`, "aria-label": `Team ${team.name}'s screen` },
    holdButton(h, `Team ${team.name}: hold to see your keywords`, () => windows(team.keywords), "ic-screen-hold"),
    h("div", { class: "ic-screen-closed", "aria-hidden": "true" }, windows(null)));
}

function codeCard(ctx, code) {
  const { h } = ctx;
  return holdButton(h, "Hold to see your code", () =>
    h("div", { class: "ic-code-card", role: "img", "aria-label": `Your code: ${code.join(" ")}` },
      code.map((d) => h("span", { class: "ic-code-digit" }, String(d)))), "ic-code-hold");
}

function currentRound(view, teamIndex) {
  const rounds = view.teams[teamIndex].rounds;
  return rounds[rounds.length - 1];
}

function cluePhase(ctx) {
  const { h, view, legal, seat } = ctx;
  const me = view.me;
  const canWrite = me && legal.some((a) => a.type === "clues");
  if (!canWrite) {
    const written = view.teams.filter((t) => t.role === "coders").map((t) => {
      const r = currentRound(view, t.index);
      return h("li", { class: r.clues_done ? "done" : "" }, `${r.encryptor_name} (${t.name}): `, r.clues_done ? "clues ready" : "writing…");
    });
    return h("div", { class: "ic-panel ic-wait" }, h("h3", {}, "The encryptors are writing their clues"), h("ul", { class: "ic-writers" }, written));
  }
  const key = `${view.round}:${seat}`;
  const drafts = (ui.drafts[key] ||= ["", "", ""]);
  const inputs = [0, 1, 2].map((i) => h("input", {
    type: "text", class: "ic-clue-input", maxlength: "80", autocomplete: "off", spellcheck: "false",
    value: drafts[i], "aria-label": `Clue ${i + 1}`, placeholder: `Clue for the ${ORDINALS[i]} digit`,
    oninput: (e) => { drafts[i] = e.target.value; },
  }));
  const reason = h("p", { class: "ic-error", role: "alert" });
  const submit = async (e) => {
    e.preventDefault();
    reason.textContent = "";
    const reply = await ctx.act({ type: "clues", clues: inputs.map((input) => input.value) });
    if (!reply.ok) reason.textContent = reply.error;
  };
  const timer = view.timer && view.timer.seat === seat ? timerBox(ctx, drafts) : null;
  return h("form", { class: "ic-panel ic-clues", onsubmit: submit, "aria-label": "Your clues" },
    h("div", { class: "ic-clues-head" },
      h("h3", {}, `Encrypt your code for Team ${me.team_name}`),
      timer),
    codeCard(ctx, me.code),
    h("ol", { class: "ic-clue-fields" }, inputs.map((input, i) => h("li", {}, h("span", { class: "ic-clue-number", "aria-hidden": "true" }, String(i + 1)), input))),
    h("p", { class: "ic-hint" }, "One clue per digit, in order. Refer to the meaning of the keyword, never its spelling; never use a keyword or a clue your team used before."),
    reason,
    h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "submit" }, "Send clues")));
}

// The 30 seconds run on this browser's clock from the moment this screen first shows; at zero it sends time_up.
function timerBox(ctx, drafts) {
  const { h, view } = ctx;
  const timer = view.timer;
  const key = `${timer.since_move}:${timer.seat}`;
  ui.timerStart[key] ??= Date.now();
  const radius = 20;
  const length = 2 * Math.PI * radius;
  const ring = h("span", { class: "ic-timer-ring" });
  ring.innerHTML = `<svg viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="${radius}" class="ic-timer-back"/><circle cx="24" cy="24" r="${radius}" class="ic-timer-sand" stroke-dasharray="${length}" stroke-dashoffset="0" transform="rotate(-90 24 24)"/></svg>`;
  const number = h("span", { class: "ic-timer-number" });
  const box = h("div", { class: "ic-timer", role: "timer", "aria-label": "Time left" }, ring, number);
  const tick = () => {
    const left = Math.max(0, timer.seconds - (Date.now() - ui.timerStart[key]) / 1000);
    const whole = Math.ceil(left);
    number.textContent = `0:${String(whole).padStart(2, "0")}`;
    box.setAttribute("aria-label", `${whole} seconds left`);
    box.classList.toggle("hurry", left <= 10);
    ring.querySelector(".ic-timer-sand").setAttribute("stroke-dashoffset", String(length * (1 - left / timer.seconds)));
    if (left <= 0 && !ui.timeUpSent[key]) {
      ui.timeUpSent[key] = true;
      clearInterval(ui.interval);
      sendTimeUp(ctx, drafts);
    }
  };
  tick();
  ui.interval = setInterval(tick, 200);
  return box;
}

async function sendTimeUp(ctx, drafts) {
  // What was typed counts; if it breaks a clue rule, time is still up and the clues are left blank.
  if (drafts.some((d) => d.trim())) {
    const reply = await ctx.act({ type: "time_up", clues: drafts });
    if (reply.ok) return;
  }
  await ctx.act({ type: "time_up" });
}

function cluesCard(ctx, teamIndex, transmission) {
  const { h, view } = ctx;
  const team = view.teams[teamIndex];
  const clues = transmission.clues || ["", "", ""];
  return h("div", { class: `ic-clue-card ${TEAM_CLASS[teamIndex]}` },
    h("h3", {}, `${team.name}'s clues, round ${transmission.round}`, transmission.timed_out ? h("small", {}, " (time ran out)") : null),
    h("ol", { class: "ic-clue-list" }, clues.map((c) => h("li", { class: c ? "" : "blank" }, c || "(blank)"))));
}

function guessPhase(ctx) {
  const { h, view, legal, seat } = ctx;
  const decoding = view.decoding;
  const transmission = currentRound(view, decoding);
  const team = view.teams[decoding];
  const parts = [];
  const canGuess = view.me && legal.some((a) => a.type === "guess");
  if (!canGuess) {
    parts.push(cluesCard(ctx, decoding, transmission));
    const waiting = transmission.guessing_teams.filter((t) => !transmission.guessed[t]).map((t) => view.teams[t].name);
    parts.push(h("p", { class: "ic-wait" }, waiting.length ? `Waiting for ${waiting.join(" and ")} to guess.` : ""));
    return h("div", { class: "ic-panel" }, parts);
  }
  const own = view.me.team === decoding;
  const key = `${view.round}:${decoding}:${view.me.team}`;
  const picks = (ui.picks[key] ||= [null, null, null]);
  const clues = transmission.clues || ["", "", ""];
  const send = h("button", { class: "btn primary big", type: "submit" }, own ? "Send our decoding" : "Send our interception");
  const reason = h("p", { class: "ic-error", role: "alert" });
  const rows = clues.map((clue, i) => {
    const buttons = [1, 2, 3, 4].map((d) => h("button", {
      type: "button",
      class: `ic-digit${picks[i] === d ? " picked" : ""}`,
      "aria-pressed": picks[i] === d ? "true" : "false",
      "aria-label": `Clue ${i + 1} is keyword ${d}`,
      onclick: (e) => {
        picks[i] = d;
        for (const b of e.currentTarget.parentElement.children) {
          const on = b === e.currentTarget;
          b.classList.toggle("picked", on);
          b.setAttribute("aria-pressed", on ? "true" : "false");
        }
        refresh();
      },
    }, String(d)));
    return h("li", { class: "ic-guess-row" },
      h("span", { class: `ic-guess-clue${clue ? "" : " blank"}` }, clue || "(blank)"),
      h("span", { class: "ic-digits", role: "group", "aria-label": `Keyword for clue ${i + 1}` }, buttons));
  });
  const summary = h("p", { class: "ic-guess-summary" });
  const refresh = () => {
    const complete = picks.every((p) => p !== null);
    const distinct = new Set(picks).size === 3;
    send.disabled = !(complete && distinct);
    summary.textContent = complete
      ? distinct ? `Your guess: ${picks.join("-")}` : "A code has three different digits."
      : "Pick a keyword number for each clue.";
  };
  refresh();
  const submit = async (e) => {
    e.preventDefault();
    const reply = await ctx.act({ type: "guess", code: picks.slice() });
    if (!reply.ok) reason.textContent = reply.error;
  };
  const title = own
    ? `Decode ${team.name}'s code: which keyword does each clue point to?`
    : `Intercept ${team.name}'s code: which of their keywords does each clue point to?`;
  return h("form", { class: `ic-panel ic-guess ${TEAM_CLASS[decoding]}`, onsubmit: submit, "aria-label": own ? "Decode" : "Intercept" },
    h("h3", {}, title),
    h("p", { class: "ic-hint" }, `${transmission.encryptor_name} gave these clues in round ${transmission.round}.${own ? " The encryptor stays silent." : ""}`),
    h("ol", { class: "ic-guess-rows" }, rows),
    summary, reason,
    h("div", { class: "actions" }, send));
}

function keywordGuessPhase(ctx) {
  const { h, view, legal } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  if (!me || !legal.some((a) => a.type === "keyword_guess")) {
    const waiting = [0, 1].filter((t) => !tiebreak.guessed[t]).map((t) => view.teams[t].name);
    return h("div", { class: "ic-panel ic-wait" }, h("h3", {}, "Tie-break: keyword guesses"), h("p", {}, `Waiting for ${waiting.join(" and ")}.`));
  }
  const other = view.teams[1 - me.team];
  const drafts = (ui.words[me.team] ||= ["", "", "", ""]);
  const inputs = [0, 1, 2, 3].map((i) => h("input", {
    type: "text", class: "ic-word-input", maxlength: "40", autocomplete: "off", value: drafts[i],
    "aria-label": `${other.name}'s keyword ${i + 1}`, placeholder: `Keyword ${i + 1}`,
    oninput: (e) => { drafts[i] = e.target.value; },
  }));
  const reason = h("p", { class: "ic-error", role: "alert" });
  const submit = async (e) => {
    e.preventDefault();
    const reply = await ctx.act({ type: "keyword_guess", words: inputs.map((input) => input.value) });
    if (!reply.ok) reason.textContent = reply.error;
  };
  return h("form", { class: "ic-panel ic-keyword-guess", onsubmit: submit, "aria-label": "Keyword guesses" },
    h("h3", {}, `Tie-break: guess Team ${other.name}'s four keywords`),
    h("p", { class: "ic-hint" }, `Their clues are on ${other.name}'s notes sheet below, filed under each keyword number. Leave a field blank if you have no idea.`),
    h("ol", { class: "ic-word-fields" }, inputs.map((input) => h("li", {}, input))),
    reason,
    h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "submit" }, "Send keyword guesses")));
}

function reviewPhase(ctx) {
  const { h, view, legal } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  const comparison = [0, 1].map((guesser) => {
    const owner = view.teams[1 - guesser];
    const guesses = tiebreak.guesses[guesser] || [];
    const misses = tiebreak.near_misses[owner.index];
    // Right is what the app matched (case, accents and spaces ignored); a near miss waits for the owners' word.
    const verdict = (g, i) => (!g ? "blank" : misses.includes(i + 1) ? "near" : "right");
    return h("div", { class: "ic-compare" },
      h("h4", {}, `${view.teams[guesser].name} guessed ${owner.name}'s keywords`),
      h("ol", {}, guesses.map((g, i) => h("li", { class: `ic-verdict ${verdict(g, i)}` }, `${owner.keywords[i]} ← ${g || "(blank)"}`))));
  });
  if (!me || !legal.some((a) => a.type === "accept")) {
    return h("div", { class: "ic-panel ic-review" }, h("h3", {}, "Tie-break: near misses"), comparison, h("p", { class: "ic-wait" }, view.step));
  }
  const mine = view.teams[me.team];
  const guesser = view.teams[1 - me.team];
  const misses = tiebreak.near_misses[me.team];
  const chosen = (ui.accepted[me.team] ||= new Set());
  const toggles = misses.map((p) => {
    const guessText = tiebreak.guesses[1 - me.team][p - 1];
    return h("button", {
      type: "button", class: `ic-accept${chosen.has(p) ? " picked" : ""}`, "aria-pressed": chosen.has(p) ? "true" : "false",
      "aria-label": `Accept "${guessText}" for keyword ${p} (${mine.keywords[p - 1]})`,
      onclick: (e) => {
        if (chosen.has(p)) chosen.delete(p); else chosen.add(p);
        e.currentTarget.classList.toggle("picked", chosen.has(p));
        e.currentTarget.setAttribute("aria-pressed", chosen.has(p) ? "true" : "false");
      },
    }, `${p}. ${mine.keywords[p - 1]} ← “${guessText}”`);
  });
  const reason = h("p", { class: "ic-error", role: "alert" });
  const submit = async (e) => {
    e.preventDefault();
    const reply = await ctx.act({ type: "accept", positions: [...chosen].sort() });
    if (!reply.ok) reason.textContent = reply.error;
  };
  return h("form", { class: "ic-panel ic-review", onsubmit: submit, "aria-label": "Near misses" },
    h("h3", {}, `Team ${mine.name}: did ${guesser.name} nearly name your keywords?`),
    comparison,
    h("p", { class: "ic-hint" }, "Tap a near miss you accept as right, then confirm."),
    h("div", { class: "ic-accepts" }, toggles),
    reason,
    h("div", { class: "actions" }, h("button", { class: "btn primary big", type: "submit" }, "Confirm")));
}

// ----- reveals: the latest round's codes, guesses and tokens -------------------------------------------------------
function reveals(ctx) {
  const { h, view } = ctx;
  const all = [];
  for (const team of view.teams) for (const r of team.rounds) if (r.revealed) all.push({ team, r });
  if (!all.length) return null;
  const lastRound = Math.max(...all.map((x) => x.r.round));
  const latest = all.filter((x) => x.r.round === lastRound).sort((a, b) => a.team.index - b.team.index);
  return h("section", { class: "ic-reveals", "aria-label": `Reveals of round ${lastRound}` },
    latest.map(({ team, r }) => {
      const other = view.teams[1 - team.index];
      const lines = [];
      const own = r.guesses[team.index];
      lines.push(h("li", { class: r.miscommunicated ? "bad" : "good" },
        `${team.name} guessed ${fmt(own)}: `, r.miscommunicated ? (view.variant === "three" ? "wrong — a token for the interceptor" : "wrong — a miscommunication token") : "right"));
      if (r.guessing_teams.includes(other.index)) {
        lines.push(h("li", { class: r.intercepted ? "bad" : "good" },
          `${other.name} guessed ${fmt(r.guesses[other.index])}: `, r.intercepted ? "intercepted! — an interception token" : "no interception"));
      } else {
        lines.push(h("li", { class: "neutral" }, "No interception in round 1."));
      }
      const key = `${r.round}:${team.index}`;
      const fresh = !ui.seenReveals.has(key); // flip the card over once, not at every redraw
      ui.seenReveals.add(key);
      return h("div", { class: `ic-reveal ${TEAM_CLASS[team.index]}${fresh ? " fresh" : ""}`, role: "group", "aria-label": `${team.name}'s code in round ${r.round}` },
        h("div", { class: "ic-reveal-code" },
          h("span", { class: "ic-reveal-label" }, `${team.name}'s code`),
          h("span", { class: "ic-code-card small" }, r.code.map((d) => h("span", { class: "ic-code-digit" }, String(d))))),
        h("ul", { class: "ic-reveal-lines" }, lines));
    }));
}

function fmt(code) {
  return code ? code.join("-") : "—";
}

// ----- the notes sheets: every round's clues, guesses and code; below, the clues filed under keyword numbers --------
function sheet(ctx, team) {
  const { h, view } = ctx;
  const guessers = view.teams.map((t) => t.name);
  const rows = team.rounds.map((r) => {
    const clues = r.clues || [null, null, null];
    const code = r.revealed ? r.code : null; // the encryptor's own view has it earlier, but only behind the hold button
    return h("tr", { class: r.revealed ? "" : "pending" },
      h("th", { scope: "row" }, String(r.round)),
      clues.map((c, i) => h("td", { class: "ic-sheet-clue" },
        c === null ? h("span", { class: "ic-muted" }, r.clues_done ? "✓" : "…") : c || h("span", { class: "ic-muted" }, "(blank)"),
        code && c !== null ? h("span", { class: "ic-filed" }, String(code[i])) : null)),
      [0, 1].map((t) => h("td", { class: "ic-sheet-guess" },
        r.guesses[t] ? fmt(r.guesses[t]) : r.guessing_teams.includes(t) ? (r.guessed[t] ? "✓" : "") : "—")),
      h("td", { class: "ic-sheet-code" }, code ? fmt(code) : "?"));
  });
  const filed = team.notes.map((clues, i) => h("div", { class: "ic-filed-box" },
    h("h4", {}, h("span", { class: "ic-window-number" }, String(i + 1))),
    h("ul", {}, clues.map((c) => h("li", {}, c.clue, h("small", {}, ` r${c.round}`))))));
  return h("section", { class: `ic-sheet ${TEAM_CLASS[team.index]}`, "aria-label": `${team.name}'s notes` },
    h("h3", {}, view.variant === "three" ? `${team.name}'s notes (the team's codes)` : `${team.name}'s notes`),
    h("div", { class: "ic-sheet-scroll" },
      h("table", { class: "ic-sheet-table" },
        h("colgroup", {}, h("col", { class: "rd" }), h("col", {}), h("col", {}), h("col", {}),
          h("col", { class: "guess" }), h("col", { class: "guess" }), h("col", { class: "code" })),
        h("thead", {}, h("tr", {},
          h("th", { scope: "col", "aria-label": "Round" }, "Rd"),
          h("th", { scope: "col" }, "Clue 1"), h("th", { scope: "col" }, "Clue 2"), h("th", { scope: "col" }, "Clue 3"),
          guessers.map((g) => h("th", { scope: "col", "aria-label": `${g}'s guess` }, `${g} guessed`)),
          h("th", { scope: "col" }, "Code"))),
        h("tbody", {}, rows.length ? rows : h("tr", {}, h("td", { colspan: "7", class: "ic-muted" }, "No clues yet."))))),
    h("div", { class: "ic-filed-grid", "aria-label": `${team.name}'s clues by keyword number` }, filed));
}

function logBox(ctx) {
  const { h, view } = ctx;
  const lines = view.log.slice(-8);
  return h("section", { class: "ic-log", "aria-label": "What happened" },
    h("h3", {}, "What happened"),
    h("ol", { role: "log" }, lines.map((line) => h("li", {}, line))));
}
