// One running game: the engine's session, the replies it sent, and the requests on their way. The one client of the
// bridge's delta protocol (pygames/api.py): each request asks for what the page lacks (events after those it has,
// the log after what it keeps, the seats it may show) and each reply is folded into whole views and a whole save.
// Drawing is the stage's (stage.js); a Session only tells it when there is something new to draw.
import { refusalText } from "./shell.js";
import { announce, draw, playCue } from "./stage.js";

export class Session {
  constructor(shell, info, hash, { attract = false } = {}) {
    this.shell = shell;
    this.info = info;
    this.hash = hash;
    this.attract = attract;
    this.left = false; // the page left this game: replies still on their way change nothing
    this.revealed = null; // the seat whose screen was last shown behind a curtain
    this.holding = null; // outcomes the table must read before the game goes on (update())
    this.heldFor = null; // the mover whose own screen shows them, at a table of people
    this.chosen = null; // in a race, the person who said they have the device
    this.busy = false;
    this.settled = Promise.resolve();
    this.snapshot = null;
    this.clocks = new Map(); // key → {startedAt, seconds, seat, action, fired}: see clock()
  }

  // The engine's first reply (new or load) and the seats as the options name them.
  attach(reply, seats, renderer) {
    this.sid = reply.id;
    this.seats = seats;
    this.static = reply.static;
    this.renderState = {}; // the renderer's own per-game state: fresh for every game, never a module global
    this.events = {};
    this.eventCounts = {};
    this.eventCount = 0;
    this.renderer = renderer;
    this.update(reply);
  }

  // The table has read what was held (or a curtain shows it): nothing is held any more.
  releaseHold() {
    this.holding = null;
    this.heldFor = null;
  }

  // The engine forgets a game the page has left (a long-lived kiosk plays thousands of them).
  leave() {
    this.left = true;
    if (this.sid) this.shell.engine.call({ op: "close", id: this.sid });
  }

  humans() {
    return this.seats.map((s, i) => (s.bot ? null : i)).filter((i) => i !== null);
  }

  peopleToAct() {
    return this.snapshot.to_act.filter((s) => !this.seats[s].bot);
  }

  // When several people may act at once in a race (GameInfo.race_seats), they say who has the device.
  racing() {
    return !!this.info.race_seats && !this.snapshot.result && this.peopleToAct().length >= 2;
  }

  // The one person at the table, or null when there are none or several.
  lonePerson() {
    const people = this.humans();
    return people.length === 1 ? people[0] : null;
  }

  // Whose screen to show: a mover whose own outcome is held (update()); else the first person who must act; else the
  // last person shown; else, with one person at the table, theirs; else the public view (nobody's secrets on screen
  // while bots play). At the end, the public view (every seat's screen shows it all then), but one person alone with
  // bots keeps their own screen: it shows no less, and the last move then updates it in place instead of building a
  // new screen.
  seatToShow() {
    const { to_act: toAct, result } = this.snapshot;
    if (result) return this.lonePerson();
    if (this.heldFor !== null && this.holding) return this.heldFor; // their own outcome, until they have seen it
    if (this.racing()) return this.peopleToAct().includes(this.chosen) ? this.chosen : null;
    const person = toAct.find((s) => !this.seats[s].bot);
    if (person !== undefined) return person;
    if (this.revealed !== null && this.revealed !== undefined) return this.revealed;
    return this.lonePerson();
  }

  // What every request after the first asks the engine to send: each view's events after those the page has, the
  // seats it may show besides the people who must act, the log entries after those it keeps.
  asking() {
    const show = new Set([this.revealed, this.chosen, this.snapshot ? this.seatToShow() : null]);
    return {
      since: { ...this.eventCounts },
      show: [...show].filter((seat) => seat !== null && seat !== undefined),
      race: !!this.info.race_seats,
      log_from: this.saved.log.length,
    };
  }

  // A reply carries the public view whole, the other views as patches of it, each view's events from what the page
  // has on (reply.since), and the save as the log entries after those the page has (or whole). Rebuilt here, so
  // renderers get whole views with every event of their seat, and the page a whole save to keep. A reply with reset
  // (history rewritten) replaces everything the page has.
  absorb(reply) {
    if (reply.reset) {
      this.events = {};
      this.eventCounts = {};
    }
    if (reply.saved) this.saved = reply.saved;
    else this.saved = { ...this.saved, log: this.saved.log.slice(0, reply.log.from).concat(reply.log.entries) };
    const base = { ...reply.views.public };
    delete base.events;
    const views = {};
    this.newEvents = {};
    for (const key of ["public", ...Object.keys(reply.views).filter((k) => k !== "public")]) {
      const part = reply.views[key];
      const start = reply.since[key];
      // A view of its own: the reply the engine sent is left as it came (its public view is not the page's to fill).
      const view = key === "public" ? { ...part } : applyPatch(structuredClone(base), part.patch);
      let arrived = part.events;
      if (key !== "public") {
        // The seat sees every public event too: those the page has from there on, with the seat's own in their places.
        const own = new Set(part.events.map((event) => event.i));
        const shared = this.events.public.filter((event) => event.i >= start && !own.has(event.i));
        arrived = shared.concat(part.events).sort((a, b) => a.i - b.i);
      }
      // undo (reset): nothing new happened, the screen goes back to an earlier one (no animation, no sound)
      this.newEvents[key] = reply.reset ? [] : arrived;
      this.events[key] = (this.events[key] || []).filter((event) => event.i < start).concat(arrived);
      view.events = this.events[key];
      this.eventCounts[key] = reply.event_count;
      views[key] = view;
    }
    this.eventCount = reply.event_count;
    const legal = Object.fromEntries(Object.entries(reply.legal).map(([seat, list]) => [seat, expandLegal(list)]));
    this.snapshot = { ...reply, views, legal, saved: this.saved };
  }

  // A reply to `mover`'s own move (a person's), or to a computer's or a screen's request (mover null).
  update(reply, { mover = null } = {}) {
    this.absorb(reply);
    // Someone's outcome (an accusation, a guess judged) is held on screen until a person has seen it, where a
    // computer's next move would otherwise replace it (stage.js); at a table of people only, the next curtain shows
    // it, unless it showed the mover something of their own (GameInfo.mover_sees: a wrong accuser's look in the
    // envelope): then the mover's screen is held until they have seen it, and the curtain comes after.
    const outcomes = (this.newEvents.public || []).filter((e) => this.info.outcome_events?.includes(e.key));
    const computers = this.seats.some((seat) => seat.bot);
    const going = !this.snapshot.result;
    const ownSight =
      mover !== null &&
      going &&
      outcomes.some((e) => this.info.mover_sees?.includes(e.key)) &&
      this.seatToShow() !== mover;
    if (outcomes.length && going && this.humans().length && (computers || ownSight)) {
      this.holding = [...(this.holding || []), ...outcomes];
    }
    if (ownSight) this.heldFor = mover;
    // A clock whose seat no longer has to act is done with (its step is over).
    for (const [key, clock] of this.clocks) if (!this.snapshot.to_act.includes(clock.seat)) this.clocks.delete(key);
    this.notice.textContent = "";
    this.persist();
    draw(this);
    announce(this);
    playCue(this);
    this.scheduleBots();
  }

  persist() {
    if (this.attract) return; // the kiosk's attract game is a show, never a game to resume
    const over = !!this.snapshot.result;
    const clocks = Object.fromEntries(
      [...this.clocks].map(([key, { startedAt, seconds, seat }]) => [key, { startedAt, seconds, seat }]),
    );
    this.shell.saves.write({ gameId: this.info.id, hash: this.hash, saved: this.saved, over, clocks });
  }

  // A turn's clock (a renderer's countdown, web/kit.js): started the first time it is asked for, on the wall clock, kept
  // with the saved game (a reload goes on from where it was) and run by the session, not the screen: when it runs out
  // the session sends action() (a time_up) for `seat` even while a curtain is up. Returns {startedAt, seconds, left()}.
  clock(key, seconds, { seat, action = () => ({ type: "time_up" }) }) {
    let clock = this.clocks.get(key);
    if (!clock) {
      clock = { startedAt: Date.now(), seconds, seat, fired: false };
      this.clocks.set(key, clock);
      this.persist();
    }
    Object.assign(clock, { seat, action });
    this.ticking ||= setInterval(() => this.tick(), 250);
    return { startedAt: clock.startedAt, seconds: clock.seconds, left: () => timeLeft(clock) };
  }

  // The clocks of a resumed game, as the save kept them.
  restoreClocks(saved = {}) {
    for (const [key, { startedAt, seconds, seat }] of Object.entries(saved || {})) {
      if (Number.isFinite(startedAt) && Number.isFinite(seconds) && Number.isInteger(seat)) {
        this.clocks.set(key, { startedAt, seconds, seat, action: () => ({ type: "time_up" }), fired: false });
      }
    }
    if (this.clocks.size) this.ticking ||= setInterval(() => this.tick(), 250);
  }

  async tick() {
    if (this.left) {
      clearInterval(this.ticking);
      return;
    }
    for (const [key, clock] of this.clocks) {
      if (clock.fired || timeLeft(clock) > 0 || !this.snapshot) continue;
      clock.fired = true;
      const reply = await this.act(clock.seat, clock.action(), { inline: true });
      if (!reply.ok && reply.key === "shell.busy")
        clock.fired = false; // at the next tick
      else this.clocks.delete(key);
    }
  }

  // One request to the engine at a time for a game (each asks from where the page's last reply left it). A person's
  // move or undo made while a bot's move or a screen is on its way waits for that reply, then goes: in a step where
  // bots act beside people, a bot's request is often on its way, and a move refused then was lost. Made while the
  // same page's previous move or undo is on its way, it is refused (a double click does not act twice).
  beginRequest(kind) {
    let finish;
    this.busy = kind;
    this.settled = new Promise((resolve) => {
      finish = resolve;
    });
    return () => {
      this.busy = false;
      finish();
    };
  }

  // Whether the page may send a person's request now, after the bots' or screens' replies on their way; false when a
  // person's own request is on its way, or the game was left meanwhile.
  async ourTurnToAsk() {
    while (this.busy && this.busy !== "person") {
      await this.settled;
      if (this.left) return false;
    }
    return !this.busy;
  }

  // Sends a person's action. Resolves {ok: true} or {ok: false, key, args, message} (the state is then unchanged);
  // a refusal is shown on the game's notice line unless the caller shows it in place ({inline: true}).
  async act(seat, action, { inline = false } = {}) {
    const { tr } = this.shell;
    const refused = (key) => ({ ok: false, key, args: {}, message: tr(key), error: tr(key) });
    if (this.left) return refused("shell.closed");
    if (!(await this.ourTurnToAsk())) return refused(this.left ? "shell.closed" : "shell.busy");
    const done = this.beginRequest("person");
    let usedControl = null;
    const meanwhile = () => {
      usedControl = settleInput(this);
    };
    const request = { op: "act", id: this.sid, seat, action, ...this.asking() };
    const reply = await this.shell.engine.call(request, { now: true, meanwhile });
    done();
    if (this.left) return refused("shell.closed");
    if (!reply.ok) {
      const message = refusalText(this.shell, reply);
      this.shell.sound.playAfterPaint("refusal");
      // Shown once: by the renderer in place ({inline: true}), else on the game's notice line, never as a toast too.
      if (!inline) this.notice.textContent = message;
      focusAgain(usedControl);
      return { ok: false, key: reply.key, args: reply.args, message, error: message };
    }
    this.update(reply, { mover: seat });
    focusAgain(usedControl);
    return { ok: true };
  }

  // Takes back `seat`'s last move; resolves whether it did.
  async undo(seat) {
    if (!(await this.ourTurnToAsk())) return false;
    const done = this.beginRequest("person");
    const request = { op: "undo", id: this.sid, seat, ...this.asking() };
    const reply = await this.shell.engine.call(request, { now: true });
    done();
    if (this.left) return false;
    if (!reply.ok) {
      this.shell.toast(refusalText(this.shell, reply));
      return false;
    }
    this.revealed = seat; // the person who took the move back holds the device: no curtain before their screen
    this.chosen = seat; // in a race too: the same person keeps the device
    this.update(reply);
    return true;
  }

  // The screen to draw belongs to a seat whose view the last reply did not carry: ask for it, then draw.
  async fetchView(seat) {
    if (this.busy) return; // the reply on its way draws again
    const done = this.beginRequest("view");
    const ask = this.asking();
    const reply = await this.shell.engine.call({ op: "state", id: this.sid, ...ask, show: [...ask.show, seat] });
    done();
    if (this.left) return;
    if (!reply.ok) {
      this.shell.toast(refusalText(this.shell, reply));
      return;
    }
    this.absorb(reply);
    draw(this);
  }

  scheduleBots() {
    const snap = this.snapshot;
    if (snap.result || this.holding) return; // the table is reading an outcome first (stage.js)
    const bot = snap.to_act.find((s) => this.seats[s].bot);
    if (bot === undefined) return;
    const someoneWaits = snap.to_act.some((s) => !this.seats[s].bot);
    // Bots acting beside people (simultaneous steps) go at once; on their own they keep a watchable pace.
    setTimeout(
      async () => {
        // snapshot: a newer reply (an undo before the pause ran out) scheduled the bots again itself
        if (this.left || this.busy || this.snapshot !== snap) return;
        const done = this.beginRequest("bot");
        const reply = await this.shell.engine.call({ op: "bot", id: this.sid, seat: bot, ...this.asking() });
        done();
        if (this.left) return;
        if (!reply.ok) {
          const reason = refusalText(this.shell, reply);
          this.shell.toast(this.shell.tr("shell.could_not_move", { name: this.seats[bot].name, reason }));
          return;
        }
        this.update(reply);
      },
      someoneWaits ? 0 : botDelay(this.shell),
    );
  }
}

function timeLeft(clock) {
  return Math.max(0, clock.seconds - (Date.now() - clock.startedAt) / 1000);
}

// The pause between computer moves: &delay=MS in the game's link or the page's address, else 0.7 s.
function botDelay(shell) {
  const query = new URLSearchParams(location.hash.split("?")[1] || "");
  const value = Number(query.get("delay") ?? shell.params.get("delay"));
  return Number.isFinite(value) && (query.has("delay") || shell.params.has("delay")) ? value : 700;
}

// {"=": value} replaces; {"~": {key or index: patch}, "-": [keys]} changes an object or a list in place.
export function applyPatch(base, patch) {
  if ("=" in patch) return patch["="];
  for (const [key, change] of Object.entries(patch["~"])) {
    base[Array.isArray(base) ? Number(key) : key] = applyPatch(base[key], change);
  }
  for (const key of patch["-"] || []) delete base[key];
  return base;
}

// {"*": {field: [values]}} stands for every combination, the last field varying fastest.
export function expandLegal(list) {
  return list.flatMap((entry) => {
    if (!entry["*"]) return [entry];
    let combinations = [{}];
    for (const [field, values] of Object.entries(entry["*"])) {
      combinations = combinations.flatMap((partial) => values.map((value) => ({ ...partial, [field]: value })));
    }
    return combinations;
  });
}

// While Python answers a person's move (in the task of their input, through shared memory: web/answers.js), the page
// brings its style and layout up to date with what the input changed and the button they used lets the focus go:
// the new screen most often takes that button out, and taking a focused element out made Chromium lay the
// half-updated screen out there and then, and again once it was done (tests/bench/FINDINGS.md, 2026-12-04). Not a
// text field: a phone would close its keyboard. Returns the button, to take the focus again if the screen keeps it.
function settleInput(session) {
  void document.documentElement.offsetHeight;
  const used = document.activeElement;
  if (!(used instanceof HTMLButtonElement) || !session.board.contains(used)) return null;
  used.blur();
  return used;
}

// The button that let the focus go while Python answered takes it again if the screen kept it and nothing else took
// it meanwhile (a renderer puts the focus where the new step needs it): for the keyboard, nothing changed.
function focusAgain(control) {
  const active = document.activeElement;
  if (control?.isConnected && (!active || active === document.body)) control.focus({ preventScroll: true });
}
