// Intercept on one shared screen: the round track and tokens, each team's keyword screen and the encryptor's code card
// behind a tap-to-show button, clue entry with the timer, guesses, reveals, and one tap away both teams' notes sheets
// (public) and the whole log.
//
// Everything this renderer remembers between draws (typed clues, picked digits, which secrets are open, when the
// encryptors saw their codes) lives in ctx.state, which the shell makes fresh for every game. Team colours, the number
// of rounds and the limits come from ctx.static.
import { actionForm, h } from "../../widgets.js";

function memory(ctx) {
  const state = ctx.state;
  state.drafts ??= {};
  state.picks ??= {};
  state.words ??= {};
  state.accepted ??= {};
  state.timerStart ??= {};
  state.timeUpSent ??= {};
  state.shown ??= new Set(); // the secrets the person at the screen has tapped open ("keywords", "code")
  state.formShownAt ??= {}; // "<round>:<seat>": when that encryptor's clue form first showed
  state.codeSeenAt ??= {}; // "<round>:<seat>": when that encryptor first showed their code
  state.cluesSentAt ??= {}; // "<round>:<seat>": when that encryptor last sent their clues
  state.animated ??= new Set(); // "<seat>:<event i>": events already animated on that seat's screen
  return state;
}

// The events of the latest reply with this key that this seat's screen has not animated yet (a redraw after a tap
// must not replay them; a curtain in between must not swallow them).
function fresh(ctx, key, match = () => true) {
  const animated = memory(ctx).animated;
  return ctx.newEvents.filter(
    (event) => event.key === key && !animated.has(`${ctx.seat}:${event.i}`) && match(event.args),
  );
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
  if (state.shownFor !== ctx.seat) {
    // Another person has the device: whatever the last one opened is closed again.
    state.shown.clear();
    state.shownFor = ctx.seat;
  }
  root.classList.add("ic", `ic-${ctx.static.variant}`);
  root.append(tableTop(ctx), stepBanner(ctx), historyBar(ctx), historyPanel(ctx), playArea(ctx));
  for (const event of ctx.newEvents) state.animated.add(`${ctx.seat}:${event.i}`);
  state.justShown = null;
  // A toggle that redrew the screen keeps the keyboard focus (the redraw replaced the button).
  if (state.focus) {
    root.querySelector(`[data-focus="${state.focus}"]`)?.focus();
    state.focus = null;
  }
}

function playArea(ctx) {
  const shown = reveals(ctx);
  return h("div", { class: `ic-play${shown ? " has-reveals" : ""}` }, desk(ctx), shown);
}

// The curtain names the team and the role, so the right person takes the device.
export function curtain(prevSeat, seat, ctx) {
  if (prevSeat === seat) return null;
  const { view, t } = ctx;
  const who = view.seats[seat];
  if (!who) return t("intercept.ui.curtain_pass", { seat });
  const args = { seat, team: who.team, whose: view.decoding };
  if (who.role === "interceptor") {
    return view.phase === "guess"
      ? t("intercept.ui.curtain_interceptor_guess", args)
      : t("intercept.ui.curtain_interceptor", args);
  }
  if (view.phase === "clues" && who.role === "encryptor") return t("intercept.ui.curtain_encryptor", args);
  if (view.phase === "guess") {
    return who.team === view.decoding
      ? t("intercept.ui.curtain_decode", args)
      : t("intercept.ui.curtain_intercept", args);
  }
  if (view.phase === "keywords") return t("intercept.ui.curtain_keywords", args);
  if (view.phase === "review") return t("intercept.ui.curtain_review", args);
  return t("intercept.ui.curtain_team", args);
}

// ----- the top of the table: round track and tokens --------------------------------------------------------------
function tableTop(ctx) {
  const { view, t } = ctx;
  const last = ctx.static.last_round;
  const rounds = [];
  for (let r = 1; r <= last; r++) {
    const state = r < view.round || view.phase === "over" ? "done" : r === view.round ? "current" : "";
    rounds.push(
      h("li", { class: `ic-round ${state}`, "aria-current": r === view.round ? "step" : null }, ctx.t.number(r)),
    );
  }
  const roundLabel =
    view.phase === "over"
      ? t("intercept.ui.round_over", { round: view.round })
      : view.phase === "keywords" || view.phase === "review"
        ? t("intercept.ui.round_tiebreak", { round: view.round })
        : t("intercept.ui.round_of", { round: view.round, last });
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

function mat(ctx, team) {
  const { view, toAct, t } = ctx;
  const interceptor = team.role === "interceptor";
  const counts = {
    team: team.index,
    tokens: team.interceptions,
    interceptions: team.interceptions,
    miscommunications: team.miscommunications,
  };
  const tokensLabel = interceptor
    ? t("intercept.ui.tokens_interceptor", counts)
    : t("intercept.ui.tokens_team", counts);
  const matLabel = interceptor ? t("intercept.ui.mat_interceptor", counts) : t("intercept.ui.mat_team", counts);
  const title = interceptor
    ? t("intercept.ui.interceptor_title", { team: team.index })
    : t("intercept.ui.team_title", { team: team.index });
  const players = team.seats.map((s) => {
    const acting = toAct.includes(s);
    const encryptor = view.seats[s].role === "encryptor";
    return h(
      "li",
      { class: `ic-player${acting ? " acting" : ""}`, "aria-current": acting ? "true" : null },
      encryptor
        ? [
            h("span", { "aria-hidden": "true" }, h("span", { class: "ic-pen" }, "✎"), playerName(ctx, s)),
            h("span", { class: "ic-sr" }, t("intercept.ui.player_encryptor", { seat: s })),
          ]
        : playerName(ctx, s),
    );
  });
  return h(
    "section",
    { class: `ic-mat ${colour(ctx, team.index)}`, "aria-label": matLabel },
    h(
      "h3",
      { class: "ic-mat-title" },
      title,
      interceptor ? null : h("span", { class: "ic-score" }, t("intercept.ui.score", { score: team.score })),
    ),
    h("ul", { class: "ic-players" }, players),
    h(
      "div",
      { class: "ic-tokens", role: "img", "aria-label": tokensLabel },
      tokenRow(
        ctx,
        "interception",
        team.interceptions,
        interceptor ? t("intercept.ui.tokens_row") : t("intercept.ui.interceptions_row"),
        fresh(ctx, "intercept.interception", (a) => a.team === team.index).length +
          fresh(ctx, "intercept.decode_token", (a) => a.team === team.index).length,
      ),
      interceptor || ctx.static.variant === "three"
        ? null
        : tokenRow(
            ctx,
            "miscommunication",
            team.miscommunications,
            t("intercept.ui.misses_row"),
            fresh(ctx, "intercept.miscommunication", (a) => a.team === team.index).length,
          ),
    ),
  );
}

// `landed`: how many of the earned tokens came with the latest reply (they drop onto the mat).
function tokenRow(ctx, kind, count, label, landed = 0) {
  const slots = [];
  for (let i = 0; i < Math.max(ctx.static.tokens_to_decide, count); i++) {
    const earned = i < count ? (i >= count - landed ? " earned landing" : " earned") : "";
    slots.push(h("span", { class: `ic-token ${kind}${earned}` }));
  }
  return h("div", { class: "ic-token-row" }, h("span", { class: "ic-token-label" }, label), slots);
}

// Team names as the translator words them, joined for the language ("White and Black").
function teamList(ctx, teams) {
  return teams.map((team) => teamName(ctx, team));
}

// What the table is waiting for, worded from the view.
function stepText(ctx) {
  const { view, t } = ctx;
  if (view.phase === "clues") {
    const writing = view.teams.filter((team) => team.role === "coders" && !currentRound(view, team.index).clues_done);
    if (writing.length === 2) {
      return t("intercept.ui.step_clues_both", {
        first: writing[0].encryptor,
        first_team: writing[0].index,
        second: writing[1].encryptor,
        second_team: writing[1].index,
      });
    }
    if (writing.length === 1) {
      const args = { seat: writing[0].encryptor, team: writing[0].index, seconds: timerPlan(ctx)?.seconds ?? 0 };
      return view.timer ? t("intercept.ui.step_clues_timer", args) : t("intercept.ui.step_clues_one", args);
    }
    return "";
  }
  if (view.phase === "guess") {
    const transmission = currentRound(view, view.decoding);
    if (transmission.round === 1) return t("intercept.ui.step_decode_first", { team: view.decoding });
    const waiting = transmission.guessing_teams.filter((team) => !transmission.guessed[team]);
    return t("intercept.ui.step_guessing", { team: view.decoding, waiting: teamList(ctx, waiting) });
  }
  if (view.phase === "keywords") return t("intercept.ui.step_keywords", { count: ctx.static.keywords });
  if (view.phase === "review") return t("intercept.ui.step_review");
  return ctx.result ? t(ctx.result.outcome.key, ctx.result.outcome.args, ctx.result.reason) : "";
}

function stepBanner(ctx) {
  const { view, t } = ctx;
  const me = view.me;
  let role = null;
  if (me && view.phase !== "over") {
    const args = { seat: view.seat, team: me.team };
    const text = {
      encryptor: () => t("intercept.ui.me_encryptor", args),
      decoder: () => t("intercept.ui.me_player", args),
      interceptor: () => t("intercept.ui.me_interceptor", args),
      player: () => t("intercept.ui.me_player", args),
    }[me.role];
    role = text ? h("span", { class: "ic-me" }, text()) : null;
  }
  // The first thing the shell focuses when a person takes the device (tabindex -1: focusable, not a Tab stop): what the
  // table is waiting for, read out first, before the buttons.
  return h(
    "div",
    { class: `ic-step phase-${view.phase}`, role: "status", "aria-live": "polite", tabindex: "-1" },
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

// A tap-to-show button: what it guards is in the page from one tap to the next (not only while a finger or a mouse
// button is down, so the person can tap digits or type with it open). Another person at the screen finds it closed.
function secretToggle(ctx, { id, showLabel, hideLabel, reveal, extraClass = "", onShow = () => {} }) {
  const state = memory(ctx);
  const open = state.shown.has(id);
  const panelId = `ic-secret-${id}`;
  const button = h(
    "button",
    {
      class: "ic-hold",
      type: "button",
      "aria-expanded": open ? "true" : "false",
      "aria-controls": panelId,
      dataset: { focus: `secret-${id}` },
      onclick: () => {
        if (open) {
          state.shown.delete(id);
        } else {
          state.shown.add(id);
          state.justShown = id;
          onShow();
        }
        state.focus = `secret-${id}`;
        ctx.redraw();
      },
    },
    open ? hideLabel : showLabel,
  );
  return h(
    "div",
    { class: `ic-hold-box ${extraClass}${open ? " open" : ""}${state.justShown === id ? " just-shown" : ""}` },
    button,
    h("div", { class: "ic-held", id: panelId }, open ? reveal() : null),
  );
}

function keywordScreen(ctx, team, open) {
  const { t } = ctx;
  const args = { team: team.index };
  const numbers = Array.from({ length: ctx.static.keywords }, (_, i) => i);
  const windows = (words) =>
    h(
      "ol",
      { class: "ic-windows", "aria-label": t("intercept.ui.keywords_list", args) },
      numbers.map((i) =>
        h(
          "li",
          { class: "ic-window" },
          h("span", { class: "ic-window-number" }, ctx.t.number(i + 1)),
          h("span", { class: "ic-window-word" }, words ? words[i] : ""),
        ),
      ),
    );
  if (open) {
    return h(
      "section",
      { class: `ic-screen ${colour(ctx, team.index)} open`, "aria-label": t("intercept.ui.screen", args) },
      h("h3", {}, t("intercept.ui.keywords_list", args)),
      windows(team.keywords),
    );
  }
  return h(
    "section",
    { class: `ic-screen ${colour(ctx, team.index)}`, "aria-label": t("intercept.ui.screen", args) },
    secretToggle(ctx, {
      id: "keywords",
      showLabel: t("intercept.ui.show_keywords", args),
      hideLabel: t("intercept.ui.hide_keywords", args),
      reveal: () => windows(team.keywords),
      extraClass: "ic-screen-hold",
    }),
    h("div", { class: "ic-screen-closed", "aria-hidden": "true" }, windows(null)),
  );
}

function codeCard(ctx, code) {
  const key = `${ctx.view.round}:${ctx.seat}`;
  return secretToggle(ctx, {
    id: "code",
    showLabel: ctx.t("intercept.ui.show_code"),
    hideLabel: ctx.t("intercept.ui.hide_code"),
    reveal: () =>
      h(
        "div",
        { class: "ic-code-card", role: "img", "aria-label": ctx.t("intercept.ui.your_code", { code: code.join(" ") }) },
        code.map((d) => h("span", { class: "ic-code-digit" }, ctx.t.number(d))),
      ),
    extraClass: "ic-code-hold",
    onShow: () => {
      memory(ctx).codeSeenAt[key] ??= Date.now(); // the encryptor has seen the code: their clock may start
    },
  });
}

function currentRound(view, teamIndex) {
  const rounds = view.teams[teamIndex].rounds;
  return rounds[rounds.length - 1];
}

function cluePhase(ctx) {
  const { view, legal, seat, t } = ctx;
  const me = view.me;
  const canWrite = me && legal.some((a) => a.type === "clues");
  if (!canWrite) {
    const written = view.teams
      .filter((team) => team.role === "coders")
      .map((team) => {
        const r = currentRound(view, team.index);
        const args = { seat: r.encryptor, team: team.index };
        return h(
          "li",
          { class: r.clues_done ? "done" : "" },
          r.clues_done ? t("intercept.ui.writer_ready", args) : t("intercept.ui.writer_writing", args),
        );
      });
    return h(
      "div",
      { class: "ic-panel ic-wait" },
      h("h3", {}, t("intercept.ui.writers_title")),
      h("ul", { class: "ic-writers" }, written),
    );
  }
  const key = `${view.round}:${seat}`;
  const drafts = remember(memory(ctx).drafts, key, () => ["", "", ""]);
  memory(ctx).formShownAt[key] ??= Date.now();
  const inputs = [0, 1, 2].map((i) =>
    h("input", {
      type: "text",
      class: "ic-clue-input",
      maxlength: String(ctx.static.clue_max_length),
      autocomplete: "off",
      spellcheck: "false",
      value: drafts[i],
      "aria-label": t("intercept.ui.clue_label", { clue: i + 1 }),
      placeholder: t("intercept.ui.clue_placeholder", { clue: i + 1 }),
      oninput: (e) => {
        drafts[i] = e.target.value;
      },
    }),
  );
  const timer = view.timer && view.timer.seat === seat ? timerBox(ctx, drafts) : null;
  return actionForm(ctx, {
    label: t("intercept.ui.clues_form"),
    className: "ic-panel ic-clues",
    build: () => {
      memory(ctx).cluesSentAt[key] = Date.now();
      return { type: "clues", clues: inputs.map((input) => input.value) };
    },
    children: [
      h("div", { class: "ic-clues-head" }, h("h3", {}, t("intercept.ui.encrypt_title", { team: me.team })), timer),
      codeCard(ctx, me.code),
      timer ? timerNote(ctx) : null,
      h(
        "ol",
        { class: "ic-clue-fields" },
        inputs.map((input, i) =>
          h("li", {}, h("span", { class: "ic-clue-number", "aria-hidden": "true" }, ctx.t.number(i + 1)), input),
        ),
      ),
      clueRules(ctx),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", type: "submit" }, t("intercept.ui.send_clues")),
      ),
    ],
  });
}

// The late encryptor's time. At the table both encryptors write at once and the late one has the sand timer's 30 seconds
// after the first one finishes. Passing one device, the late one starts only when the first is done: so they get as
// long as the first one took (from showing their code to sending, when this page saw it) plus the 30 seconds.
function timerPlan(ctx) {
  const { view } = ctx;
  if (!view.timer) return null;
  const state = memory(ctx);
  const extra = ctx.static.timer_seconds;
  const first = view.teams.find((team) => team.role === "coders" && team.index !== view.timer.team);
  const key = `${view.round}:${first?.encryptor}`;
  const began = state.codeSeenAt[key] ?? state.formShownAt[key];
  const sent = state.cluesSentAt[key];
  const took = began !== undefined && sent !== undefined ? Math.max(0, Math.round((sent - began) / 1000)) : 0;
  return { seconds: took + extra, extra, took, first: first?.encryptor };
}

function timerNote(ctx) {
  const plan = timerPlan(ctx);
  const started = memory(ctx).codeSeenAt[`${ctx.view.round}:${ctx.seat}`] !== undefined;
  const lines = [];
  if (!started) lines.push(ctx.t("intercept.ui.timer_waiting", { seconds: plan.seconds }));
  if (plan.took > 0) lines.push(ctx.t("intercept.ui.timer_matched", { seat: plan.first, extra: plan.extra }));
  return lines.length ? h("p", { class: "ic-timer-note" }, lines.join(" ")) : null;
}

// The clock runs on this browser from the moment this encryptor shows their code (not from when the screen shows:
// nobody loses seconds behind the curtain or before they know what to encrypt); at zero it sends time_up.
function timerBox(ctx, drafts) {
  const state = memory(ctx);
  const timer = ctx.view.timer;
  const seconds = timerPlan(ctx).seconds;
  const key = `${timer.since_move}:${timer.seat}`;
  if (state.codeSeenAt[`${ctx.view.round}:${timer.seat}`] !== undefined) state.timerStart[key] ??= Date.now();
  const radius = 20;
  const length = 2 * Math.PI * radius;
  const sand = h("span");
  sand.innerHTML = `<svg viewBox="0 0 48 48" aria-hidden="true"><circle cx="24" cy="24" r="${radius}" class="ic-timer-back"/><circle cx="24" cy="24" r="${radius}" class="ic-timer-sand" stroke-dasharray="${length}" stroke-dashoffset="0" transform="rotate(-90 24 24)"/></svg>`;
  const ring = h("span", { class: "ic-timer-ring" }, ...sand.childNodes);
  const circle = ring.lastChild.lastChild;
  const number = h("span", { class: "ic-timer-number" });
  const running = state.timerStart[key] !== undefined;
  const box = h(
    "div",
    { class: `ic-timer${running ? "" : " waiting"}`, role: "timer", "aria-label": ctx.t("intercept.ui.timer") },
    ring,
    number,
  );
  const tick = () => {
    const elapsed = running ? (Date.now() - state.timerStart[key]) / 1000 : 0;
    const left = Math.max(0, seconds - elapsed);
    const whole = Math.ceil(left);
    const clock = { minutes: Math.floor(whole / 60), seconds: String(whole % 60).padStart(2, "0") };
    number.textContent = ctx.t("intercept.ui.timer_clock", clock);
    box.setAttribute("aria-label", ctx.t("intercept.ui.timer_left", { seconds: whole }));
    box.classList.toggle("hurry", running && left <= 10);
    circle.setAttribute("stroke-dashoffset", String(length * (1 - left / seconds)));
    if (running && left <= 0 && !state.timeUpSent[key]) {
      state.timeUpSent[key] = true;
      clearInterval(state.interval);
      sendTimeUp(ctx, drafts);
    }
  };
  if (running) {
    const interval = setInterval(() => {
      if (!box.isConnected) {
        // A redraw or another game replaced this screen: this clock is done.
        clearInterval(interval);
        return;
      }
      tick();
    }, 200);
    state.interval = interval;
  }
  tick();
  return box;
}

// Every clue rule of the rulebook, one tap away under the clue fields; the app checks what it can (the refusals).
function clueRules(ctx) {
  const { t } = ctx;
  return h(
    "details",
    { class: "ic-rules" },
    h("summary", {}, t("intercept.ui.clue_rules_title")),
    h(
      "ul",
      {},
      h("li", {}, t("intercept.ui.clue_rule_order")),
      h("li", {}, t("intercept.ui.clue_rule_meaning")),
      h("li", {}, t("intercept.ui.clue_rule_code")),
      h("li", {}, t("intercept.ui.clue_rule_keywords")),
      h("li", {}, t("intercept.ui.clue_rule_once")),
      h("li", {}, t("intercept.ui.clue_rule_public")),
      h("li", {}, t("intercept.ui.clue_rule_fair")),
      h("li", {}, t("intercept.ui.clue_rule_checked")),
    ),
  );
}

async function sendTimeUp(ctx, drafts) {
  // What was typed counts; if it breaks a clue rule, time is still up and the clues are left blank.
  if (drafts.some((d) => d.trim())) {
    const reply = await ctx.act({ type: "time_up", clues: drafts }, { inline: true });
    if (reply.ok) return;
  }
  await ctx.act({ type: "time_up" });
}

function clueText(ctx, clue) {
  return clue || ctx.t("intercept.ui.blank");
}

function cluesCard(ctx, teamIndex, transmission) {
  const clues = transmission.clues || ["", "", ""];
  const args = { team: teamIndex, round: transmission.round };
  const read = fresh(ctx, "intercept.clues_read", (a) => a.team === teamIndex && a.round === transmission.round);
  return h(
    "div",
    { class: `ic-clue-card ${colour(ctx, teamIndex)}` },
    h(
      "h3",
      {},
      transmission.timed_out
        ? ctx.t("intercept.ui.clues_title_timed_out", args)
        : ctx.t("intercept.ui.clues_title", args),
    ),
    h(
      "ol",
      { class: `ic-clue-list${read.length ? " appearing" : ""}` },
      clues.map((c) => h("li", { class: c ? "" : "blank" }, clueText(ctx, c))),
    ),
  );
}

function guessPhase(ctx) {
  const { view, legal, t } = ctx;
  const decoding = view.decoding;
  const transmission = currentRound(view, decoding);
  const canGuess = view.me && legal.some((a) => a.type === "guess");
  if (!canGuess) {
    const waiting = transmission.guessing_teams.filter((team) => !transmission.guessed[team]);
    return h(
      "div",
      { class: "ic-panel" },
      cluesCard(ctx, decoding, transmission),
      h(
        "p",
        { class: "ic-wait" },
        waiting.length ? t("intercept.ui.waiting_guess", { teams: teamList(ctx, waiting) }) : "",
      ),
    );
  }
  const own = view.me.team === decoding;
  const key = `${view.round}:${decoding}:${view.me.team}`;
  const picks = remember(memory(ctx).picks, key, () => [null, null, null]);
  const clues = transmission.clues || ["", "", ""];
  const complete = picks.every((p) => p !== null);
  const distinct = new Set(picks).size === 3;
  const read = fresh(ctx, "intercept.clues_read", (a) => a.team === decoding && a.round === transmission.round);
  const rows = clues.map((clue, i) =>
    h(
      "li",
      { class: `ic-guess-row${read.length ? " appearing" : ""}` },
      h("span", { class: `ic-guess-clue${clue ? "" : " blank"}` }, clueText(ctx, clue)),
      h(
        "span",
        { class: "ic-digits", role: "group", "aria-label": t("intercept.ui.digit_group", { clue: i + 1 }) },
        Array.from({ length: ctx.static.keywords }, (_, n) => n + 1).map((d) =>
          h(
            "button",
            {
              type: "button",
              class: `ic-digit${picks[i] === d ? " picked" : ""}`,
              "aria-pressed": picks[i] === d ? "true" : "false",
              "aria-label": t("intercept.ui.digit_button", { clue: i + 1, keyword: d }),
              dataset: { focus: `digit-${i}-${d}` },
              onclick: () => {
                picks[i] = d;
                memory(ctx).focus = `digit-${i}-${d}`;
                ctx.redraw();
              },
            },
            ctx.t.number(d),
          ),
        ),
      ),
    ),
  );
  // The summary also says why the send button is still greyed out.
  const summary = complete
    ? distinct
      ? t("intercept.ui.your_guess", { guess: fmt(picks) })
      : t("intercept.code_repeats")
    : t("intercept.ui.pick_digits");
  const args = { team: decoding, seat: transmission.encryptor, round: transmission.round };
  return actionForm(ctx, {
    label: own ? t("intercept.ui.decode_form") : t("intercept.ui.intercept_form"),
    className: `ic-panel ic-guess ${colour(ctx, decoding)}`,
    build: () => ({ type: "guess", code: picks.slice() }),
    children: [
      h("h3", {}, own ? t("intercept.ui.decode_title", args) : t("intercept.ui.intercept_title", args)),
      h("p", { class: "ic-hint" }, own ? t("intercept.ui.guess_hint_own", args) : t("intercept.ui.guess_hint", args)),
      h("ol", { class: "ic-guess-rows" }, rows),
      h("p", { class: "ic-guess-summary", id: "ic-guess-summary" }, summary),
      h(
        "div",
        { class: "actions" },
        h(
          "button",
          {
            class: "btn primary big",
            type: "submit",
            disabled: !(complete && distinct),
            "aria-describedby": complete && distinct ? null : "ic-guess-summary",
          },
          own ? t("intercept.ui.send_decoding") : t("intercept.ui.send_interception"),
        ),
      ),
    ],
  });
}

function keywordGuessPhase(ctx) {
  const { view, legal, t } = ctx;
  const me = view.me;
  const tiebreak = view.tiebreak;
  if (!me || !legal.some((a) => a.type === "keyword_guess")) {
    const waiting = [0, 1].filter((team) => !tiebreak.guessed[team]);
    return h(
      "div",
      { class: "ic-panel ic-wait" },
      h("h3", {}, t("intercept.ui.keyword_wait_title")),
      h("p", {}, waiting.length ? t("intercept.ui.waiting_for", { teams: teamList(ctx, waiting) }) : ""),
    );
  }
  const other = 1 - me.team;
  const count = ctx.static.keywords;
  const drafts = remember(memory(ctx).words, me.team, () => Array(count).fill(""));
  const inputs = drafts.map((draft, i) =>
    h("input", {
      type: "text",
      class: "ic-word-input",
      maxlength: String(ctx.static.keyword_guess_max_length),
      autocomplete: "off",
      value: draft,
      "aria-label": t("intercept.ui.keyword_label", { team: other, keyword: i + 1 }),
      placeholder: t("intercept.ui.keyword_placeholder", { keyword: i + 1 }),
      oninput: (e) => {
        drafts[i] = e.target.value;
      },
    }),
  );
  return actionForm(ctx, {
    label: t("intercept.ui.keyword_form"),
    className: "ic-panel ic-keyword-guess",
    build: () => ({ type: "keyword_guess", words: inputs.map((input) => input.value) }),
    children: [
      h("h3", {}, t("intercept.ui.keyword_title", { team: other, count })),
      h("p", { class: "ic-hint" }, t("intercept.ui.keyword_hint", { team: other })),
      h(
        "ol",
        { class: "ic-word-fields" },
        inputs.map((input) => h("li", {}, input)),
      ),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", type: "submit" }, t("intercept.ui.send_keywords")),
      ),
    ],
  });
}

function reviewPhase(ctx) {
  const { view, legal, t } = ctx;
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
      h("h4", {}, t("intercept.ui.compare_title", { team: guesser, owner: owner.index })),
      h(
        "ol",
        {},
        guesses.map((g, i) =>
          h(
            "li",
            { class: `ic-verdict ${verdict(g, i)}` },
            t("intercept.ui.compare_line", {
              keyword: owner.keywords[i],
              guess: clueText(ctx, g),
              verdict: verdict(g, i),
            }),
          ),
        ),
      ),
    );
  });
  if (!me || !legal.some((a) => a.type === "accept")) {
    return h(
      "div",
      { class: "ic-panel ic-review" },
      h("h3", {}, t("intercept.ui.review_wait_title")),
      comparison,
      h("p", { class: "ic-wait" }, stepText(ctx)),
    );
  }
  const mine = view.teams[me.team];
  const misses = tiebreak.near_misses[me.team];
  const chosen = remember(memory(ctx).accepted, me.team, () => new Set());
  const toggles = misses.map((p) => {
    const args = { guess: tiebreak.guesses[1 - me.team][p - 1], keyword: mine.keywords[p - 1], position: p };
    return h(
      "button",
      {
        type: "button",
        class: `ic-accept${chosen.has(p) ? " picked" : ""}`,
        "aria-pressed": chosen.has(p) ? "true" : "false",
        "aria-label": t("intercept.ui.accept_label", args),
        dataset: { focus: `accept-${p}` },
        onclick: () => {
          memory(ctx).focus = `accept-${p}`;
          if (chosen.has(p)) chosen.delete(p);
          else chosen.add(p);
          ctx.redraw();
        },
      },
      t("intercept.ui.accept_text", args),
    );
  });
  return actionForm(ctx, {
    label: t("intercept.ui.review_form"),
    className: "ic-panel ic-review",
    build: () => ({ type: "accept", positions: [...chosen].sort((a, b) => a - b) }),
    children: [
      h("h3", {}, t("intercept.ui.review_title", { team: me.team, other: 1 - me.team })),
      comparison,
      h("p", { class: "ic-hint" }, t("intercept.ui.review_hint")),
      h("div", { class: "ic-accepts" }, toggles),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn primary big", type: "submit" }, t("intercept.ui.confirm")),
      ),
    ],
  });
}

// ----- reveals: the latest round's codes, guesses and tokens -------------------------------------------------------
function reveals(ctx) {
  const { view, t } = ctx;
  const all = [];
  for (const team of view.teams) for (const r of team.rounds) if (r.revealed) all.push({ team, r });
  if (!all.length) return null;
  const lastRound = Math.max(...all.map((x) => x.r.round));
  const latest = all.filter((x) => x.r.round === lastRound).sort((a, b) => a.team.index - b.team.index);
  return h(
    "section",
    { class: "ic-reveals", "aria-label": t("intercept.ui.reveals_label", { round: lastRound }) },
    latest.map(({ team, r }) => {
      const other = 1 - team.index;
      const own = {
        team: team.index,
        guess: fmt(r.guesses[team.index]),
        result: !r.miscommunicated ? "right" : ctx.static.variant === "three" ? "wrong_three" : "wrong",
      };
      const lines = [
        h("li", { class: r.miscommunicated ? "bad" : "good" }, t("intercept.ui.reveal_own", own)),
        r.guessing_teams.includes(other)
          ? h(
              "li",
              { class: r.intercepted ? "bad" : "good" },
              t("intercept.ui.reveal_other", {
                team: other,
                guess: fmt(r.guesses[other]),
                intercepted: r.intercepted ? "true" : "false",
              }),
            )
          : h("li", { class: "neutral" }, t("intercept.ui.reveal_first_round")),
      ];
      // The card flips over when the reveal arrives, once per screen, not at every redraw.
      const flips = fresh(ctx, "intercept.code_revealed", (a) => a.team === team.index && a.round === r.round).length;
      return h(
        "div",
        {
          class: `ic-reveal ${colour(ctx, team.index)}${flips ? " fresh" : ""}`,
          role: "group",
          "aria-label": t("intercept.ui.reveal_group", { team: team.index, round: r.round }),
        },
        h(
          "div",
          { class: "ic-reveal-code" },
          h("span", { class: "ic-reveal-label" }, t("intercept.ui.reveal_code", { team: team.index })),
          h(
            "span",
            { class: "ic-code-card small" },
            r.code.map((d) => h("span", { class: "ic-code-digit" }, ctx.t.number(d))),
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

// ----- the game so far, one tap away: both teams' notes sheets (as far as this seat may know them) or the whole log ------
function historyBar(ctx) {
  const state = memory(ctx);
  const tab = (id, label) =>
    h(
      "button",
      {
        type: "button",
        class: "ic-tab",
        "aria-expanded": state.panel === id ? "true" : "false",
        "aria-controls": "ic-history",
        dataset: { focus: `panel-${id}` },
        onclick: () => {
          state.panel = state.panel === id ? null : id;
          state.focus = state.panel ? "history" : `panel-${id}`; // opened: to what it shows; closed: stay here
          ctx.redraw();
        },
      },
      label,
    );
  return h(
    "div",
    { class: "ic-history-bar", role: "group", "aria-label": ctx.t("intercept.ui.history") },
    tab("notes", ctx.t("intercept.ui.show_notes")),
    tab("log", ctx.t("intercept.ui.show_log")),
  );
}

function historyPanel(ctx) {
  const { panel } = memory(ctx);
  const content =
    panel === "notes"
      ? h(
          "div",
          { class: "ic-sheets", tabindex: "-1", dataset: { focus: "history" } },
          ctx.view.teams.filter((t) => t.role === "coders").map((t) => sheet(ctx, t)),
        )
      : panel === "log"
        ? logBox(ctx)
        : null;
  if (content && panel === "log") content.querySelector("h3").dataset.focus = "history";
  return h("div", { id: "ic-history", class: "ic-history" }, content);
}

// ----- the notes sheets: every round's clues, guesses and code; below, the clues filed under keyword numbers --------
function sheet(ctx, team) {
  const { t } = ctx;
  const args = { team: team.index };
  const rows = team.rounds.map((r) => {
    const clues = r.clues || [null, null, null];
    const code = r.revealed ? r.code : null; // the encryptor's own view has it earlier, but only behind the hold button
    const read = fresh(ctx, "intercept.clues_read", (a) => a.team === team.index && a.round === r.round).length;
    return h(
      "tr",
      { class: `${r.revealed ? "" : "pending"}${read ? " appearing" : ""}` },
      h("th", { scope: "row" }, ctx.t.number(r.round)),
      clues.map((c, i) =>
        h(
          "td",
          { class: "ic-sheet-clue" },
          c === null
            ? h(
                "span",
                {
                  class: "ic-muted",
                  title: r.clues_done ? t("intercept.ui.clues_hidden") : t("intercept.ui.clues_pending"),
                },
                r.clues_done ? "✓" : "…",
              )
            : c || h("span", { class: "ic-muted" }, t("intercept.ui.blank")),
          code && c !== null ? h("span", { class: "ic-filed" }, ctx.t.number(code[i])) : null,
        ),
      ),
      [0, 1].map((g) =>
        h(
          "td",
          { class: "ic-sheet-guess" },
          r.guesses[g] ? fmt(r.guesses[g]) : r.guessing_teams.includes(g) ? (r.guessed[g] ? "✓" : "") : "—",
        ),
      ),
      h("td", { class: "ic-sheet-code" }, code ? fmt(code) : "?"),
    );
  });
  const filed = team.notes.map((clues, i) =>
    h(
      "div",
      { class: "ic-filed-box" },
      h("h4", {}, h("span", { class: "ic-window-number" }, ctx.t.number(i + 1))),
      h(
        "ul",
        {},
        clues.map((c) => h("li", {}, c.clue, " ", h("small", {}, t("intercept.ui.filed_round", { round: c.round })))),
      ),
    ),
  );
  return h(
    "section",
    { class: `ic-sheet ${colour(ctx, team.index)}`, "aria-label": t("intercept.ui.notes", args) },
    h("h3", {}, ctx.static.variant === "three" ? t("intercept.ui.notes_three", args) : t("intercept.ui.notes", args)),
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
            h("th", { scope: "col", "aria-label": t("intercept.ui.col_round") }, t("intercept.ui.col_round_short")),
            [1, 2, 3].map((n) => h("th", { scope: "col" }, t("intercept.ui.col_clue", { clue: n }))),
            [0, 1].map((g) =>
              h(
                "th",
                { scope: "col", "aria-label": t("intercept.ui.col_guess", { team: g }) },
                t("intercept.ui.col_guessed", { team: g }),
              ),
            ),
            h("th", { scope: "col" }, t("intercept.ui.col_code")),
          ),
        ),
        h(
          "tbody",
          {},
          rows.length ? rows : h("tr", {}, h("td", { colspan: "7", class: "ic-muted" }, t("intercept.ui.no_clues"))),
        ),
      ),
    ),
    h("div", { class: "ic-filed-grid", "aria-label": t("intercept.ui.filed_label", args) }, filed),
  );
}

// ----- what happened: the latest events, worded through the catalog --------------------------------------------------
// Codes and clues travel as lists; the log shows them as people write them ("3-1-4", "sun / sea / (blank)").
// An event in words (the shell's live region uses it too).
export function eventText(ctx, event) {
  return ctx.t(event.key, eventArgs(ctx, event.args));
}

function eventArgs(ctx, args) {
  const shown = { ...args };
  for (const name of ["code", "guess"]) if (Array.isArray(shown[name])) shown[name] = fmt(shown[name]);
  for (const name of ["clues", "guesses"]) {
    if (Array.isArray(shown[name])) shown[name] = shown[name].map((c) => clueText(ctx, c)).join(" / ");
  }
  return shown;
}

// The log region holds a real list, so its items stay list items for assistive technology. It holds the whole game.
function logBox(ctx) {
  const events = ctx.view.events;
  const label = ctx.t("intercept.ui.log");
  return h(
    "section",
    { class: "ic-log", "aria-labelledby": "ic-log-title" },
    h("h3", { id: "ic-log-title", tabindex: "-1" }, label),
    h(
      "div",
      // not live: the shell's announcer speaks each move once; the page is updated in place, so a live log would too
      { role: "log", "aria-labelledby": "ic-log-title", "aria-live": "off" },
      h(
        "ol",
        {},
        events.map((event) =>
          h("li", { "data-event": event.key, "data-key": event.i }, ctx.t(event.key, eventArgs(ctx, event.args))),
        ),
      ),
    ),
  );
}
