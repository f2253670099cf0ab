// Where games in progress are kept on this device: one saved game per tab, so two tabs never overwrite each other.
//
// - localStorage "pygames:game:<slot>" holds a record {gameId, hash, saved, over, updated} (saved: Python's save);
// - the tab's slot id lives in sessionStorage ("pygames:tab"), so a reload or a reopened tab finds its own game;
// - while a tab is open it holds the Web Lock "pygames:slot:<slot>": a new tab (or a duplicated one, whose
//   sessionStorage is a copy) sees which games are another open tab's, and resumes the most recent unfinished game
//   that is not, else starts a slot of its own; the finished games of closed tabs are removed then (nothing to
//   resume), their unfinished ones kept;
// - an open page answers for the slot it holds on the BroadcastChannel "pygames:slots": a tab whose slot's lock is
//   taken learns at once that another open tab holds it (it was duplicated from that one), where the page it replaces
//   (a reload) answers nothing and lets the lock go a moment later; so does a tab just closed, whose lock the browser
//   may not have let go of when a new tab looks (that tab's game is the one to resume);
// - "pygames:current", the one save of earlier releases, becomes a slot of its own on the first visit;
// - a game's own extra (Sleuth's detective notebooks) is the record's `notes`: it lives and dies with the saved game
//   (kept while the same game is written again, dropped for another game, forgotten with it). A renderer reads and
//   writes it through gameNotes(gameId), the page's one Saves having no other way to a renderer.
// Storage may be full or turned off (private mode, a sandboxed frame): play goes on, and the page is told once.

const PREFIX = "pygames:game:";
const TAB_KEY = "pygames:tab";
const LOCK_PREFIX = "pygames:slot:";
const OLD_KEY = "pygames:current";
const CORRUPT_PREFIX = "pygames:corrupt:";
const LET_GO_WAIT_MS = 1500; // a reloaded tab's old page, or a closed tab, may hold its lock a moment longer
const CHANNEL = "pygames:slots";

function newSlot() {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

// A record as the page wrote it, or why it is not one (for the notice; the text is set aside, never dropped).
export function parseRecord(text, knownGames) {
  let record;
  try {
    record = JSON.parse(text);
  } catch {
    return { problem: "unreadable" };
  }
  if (!record || typeof record !== "object" || Array.isArray(record)) return { problem: "unreadable" };
  if (typeof record.gameId !== "string" || !record.saved || typeof record.saved !== "object") {
    return { problem: "unreadable" };
  }
  if (record.saved.game !== record.gameId) return { problem: "unreadable" };
  if (knownGames && !(record.gameId in knownGames)) return { problem: "unknown_game" };
  return { record };
}

let pageSaves = null; // the page's one Saves (shell.js makes it), for gameNotes()

// The notes of this tab's game when it is a `gameId` game: read() is null when there are none.
export function gameNotes(gameId) {
  return {
    read: () => pageSaves?.notes(gameId) ?? null,
    write: (notes) => pageSaves?.setNotes(gameId, notes),
  };
}

// Which game a record is: another game (another seed or options) in the same slot starts with no notes.
function gameOf(record) {
  return JSON.stringify([record.gameId, record.saved?.seed ?? null, record.saved?.options ?? null]);
}

export class Saves {
  // onUnavailable(): storage is full or off (told once); onCorrupt(problem): a saved game was set aside.
  constructor({ onUnavailable, onCorrupt }) {
    pageSaves = this;
    this.onUnavailable = onUnavailable;
    this.onCorrupt = onCorrupt;
    this.written = null; // the record last written or read, and its game's notes (see notes())
    this.extra = { game: null, notes: null };
    this.told = false;
    this.slot = newSlot();
    this.claimed = null;
    this.held = null; // the slot whose lock this page holds, which it answers for
    this.letGo = null; // lets that lock go
    this.channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
    if (this.channel) {
      this.channel.onmessage = ({ data }) => {
        if (this.held !== null && data?.asking === this.held) this.channel.postMessage({ holding: this.held });
      };
    }
    // A closed tab's lock is let go of as the page goes, not when the browser gets round to it: the next tab resumes
    // its game at once instead of waiting for it. A page kept for the back button takes its lock again when shown,
    // or, when a tab opened meanwhile has taken its slot, starts over to pick another.
    addEventListener("pagehide", () => {
      this.letGo?.();
      this.letGo = null;
    });
    addEventListener("pageshow", async ({ persisted }) => {
      if (!persisted || this.held === null) return;
      const letGo = await hold(this.held);
      if (letGo) this.letGo = letGo;
      else location.reload();
    });
  }

  // Which slot this tab plays in; resolved once, before any game is read or written.
  claim(knownGames) {
    this.claimed ||= this.pickSlot(knownGames);
    return this.claimed;
  }

  async pickSlot(knownGames) {
    if (!this.usable()) return this.slot;
    this.migrate();
    const own = this.session(() => sessionStorage.getItem(TAB_KEY));
    if (own) {
      const asked = this.ask([own]); // a reload's page on its way out, or a duplicated tab's original
      const letGo = await asked.take(own);
      asked.done();
      if (letGo) return this.keep(own, letGo);
    }
    const held = await heldSlots();
    const waiting = [];
    for (const key of this.keys()) {
      const slot = key.slice(PREFIX.length);
      if (slot === own) continue;
      const locked = held.has(slot);
      if (locked && !this.channel) continue; // no way to ask: an open tab's
      const text = this.get(key);
      const { record, problem } = parseRecord(text, knownGames);
      if (problem) {
        if (!locked) this.setAside(key, text, problem);
      } else if (record.over) {
        if (!locked) this.remove(key); // a closed tab's finished game: nobody will see it again
      } else {
        waiting.push({ slot, locked, updated: Number(record.updated) || 0 });
      }
    }
    waiting.sort((a, b) => b.updated - a.updated);
    const asked = this.ask(waiting.filter(({ locked }) => locked).map(({ slot }) => slot)); // a tab just closed?
    try {
      for (const { slot, locked } of waiting) {
        const letGo = await (locked ? asked.take(slot) : hold(slot));
        if (letGo) return this.keep(slot, letGo);
      }
    } finally {
      asked.done();
    }
    const fresh = newSlot();
    return this.keep(fresh, await hold(fresh));
  }

  // Asks the open tabs at once about these slots, whose locks are taken: an open tab answers for the one it holds
  // (this tab's original, when it was duplicated, or any other). take(slot) then waits for a slot's lock until a tab
  // answers for it (given up at once) or LET_GO_WAIT_MS have passed since the asking: a page on its way out (the one a
  // reload replaces, a tab just closed) answers nothing and lets its lock go a moment later. The wait is shared by all
  // the slots asked about, so tabs that cannot answer (frozen in the background) cost it once, not once each.
  ask(slots) {
    const answered = new Set();
    const waits = new Map(); // slot → the AbortController of the wait for its lock
    const listen = ({ data }) => {
      if (!slots.includes(data?.holding)) return;
      answered.add(data.holding);
      waits.get(data.holding)?.abort(new DOMException("another open tab holds it", "AbortError"));
    };
    this.channel?.addEventListener("message", listen);
    for (const slot of slots) this.channel?.postMessage({ asking: slot });
    const deadline = Date.now() + LET_GO_WAIT_MS;
    return {
      take: async (slot) => {
        if (answered.has(slot)) return null;
        const waiting = new AbortController();
        waits.set(slot, waiting);
        const timeout = Math.max(0, deadline - Date.now());
        const timer = setTimeout(() => waiting.abort(new DOMException("not let go", "TimeoutError")), timeout);
        try {
          return await hold(slot, waiting.signal);
        } finally {
          clearTimeout(timer);
          waits.delete(slot);
        }
      },
      done: () => this.channel?.removeEventListener("message", listen),
    };
  }

  keep(slot, letGo) {
    this.slot = slot;
    this.held = slot;
    this.letGo = letGo;
    this.session(() => sessionStorage.setItem(TAB_KEY, slot));
    return slot;
  }

  // This tab's saved game: {record} or {problem} (then already set aside and reported) or {} when there is none.
  read(knownGames) {
    const key = PREFIX + this.slot;
    if (this.get(key) === null) this.migrate(this.slot); // an earlier release's save, written since this page opened
    const text = this.get(key);
    if (!text) return {};
    const parsed = parseRecord(text, knownGames);
    if (parsed.problem) this.setAside(key, text, parsed.problem);
    else this.extra = { game: gameOf(parsed.record), notes: parsed.record.notes ?? null };
    return parsed;
  }

  // The record of this tab's game, with its notes while it is the game they were written for.
  write(record) {
    const game = gameOf(record);
    if (this.extra.game === null) this.adoptNotes(game); // a game resumed without read(): its record's notes
    if (this.extra.game !== game) this.extra = { game, notes: null };
    this.written = record;
    const { notes } = this.extra;
    try {
      const text = JSON.stringify({ ...record, ...(notes === null ? {} : { notes }), updated: Date.now() });
      localStorage.setItem(PREFIX + this.slot, text);
    } catch {
      this.unavailable(); // full (QuotaExceededError) or off: the game goes on, unsaved
    }
  }

  adoptNotes(game) {
    const { record } = parseRecord(this.get(PREFIX + this.slot) ?? "null");
    if (record && gameOf(record) === game) this.extra = { game, notes: record.notes ?? null };
  }

  forget() {
    this.remove(PREFIX + this.slot);
    this.written = null;
    this.extra = { game: null, notes: null };
  }

  notes(gameId) {
    return this.written?.gameId === gameId ? this.extra.notes : null;
  }

  // Kept with the game last written (a game's notes change between its moves): in memory when storage is off.
  setNotes(gameId, notes) {
    if (this.written?.gameId !== gameId) return;
    this.extra = { ...this.extra, notes };
    this.write(this.written);
  }

  // Every game kept on this device (a kiosk's reset: the next guest finds none to resume).
  forgetAll() {
    for (const key of this.keys()) this.remove(key);
    this.remove(OLD_KEY);
  }

  // A record that cannot be restored is kept under pygames:corrupt:<time> for a person to look at, and reported.
  // (The text as stored, not as re-read: JavaScript would round a number too big for it.)
  setAsideText(text, problem) {
    const key = PREFIX + this.slot;
    this.setAside(key, this.get(key) ?? text, problem);
  }

  setAside(key, text, problem) {
    try {
      localStorage.setItem(`${CORRUPT_PREFIX}${Date.now()}:${key.slice(PREFIX.length)}`, text);
    } catch {
      this.unavailable();
    }
    this.remove(key);
    this.onCorrupt(problem);
  }

  // The one save of an earlier release moves to a slot (a new one, or this tab's when it has none).
  migrate(slot = newSlot()) {
    const text = this.get(OLD_KEY);
    if (text === null) return;
    try {
      localStorage.setItem(PREFIX + slot, text); // as it is, to the digit (it has no time: the oldest of all)
      localStorage.removeItem(OLD_KEY);
    } catch {
      this.unavailable();
    }
  }

  usable() {
    try {
      localStorage.getItem(TAB_KEY);
      return true;
    } catch {
      this.unavailable();
      return false;
    }
  }

  unavailable() {
    if (this.told) return;
    this.told = true;
    this.onUnavailable();
  }

  keys() {
    try {
      return Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
    } catch {
      return [];
    }
  }

  get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      this.unavailable();
      return null;
    }
  }

  remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      this.unavailable();
    }
  }

  session(use) {
    try {
      return use();
    } catch {
      return null; // sessionStorage off: this tab's slot lives in memory only
    }
  }
}

// Hold the slot's lock until the function this resolves to lets it go (or the page goes); null when another open tab
// holds it (with a signal: waiting for it until the signal aborts; without one: unless it is free now). Without the
// Web Locks API every slot counts as free. Given up when the signal aborts, whatever the request does: Chromium loses an abort that comes before the
// browser has taken the request in (a loaded machine's duplicated tab, answered at once, waited for ever), and a lock
// granted after all is let go at once.
function hold(slot, signal) {
  if (!navigator.locks) return Promise.resolve(() => {});
  return new Promise((resolve) => {
    signal?.addEventListener("abort", () => resolve(null));
    navigator.locks
      .request(LOCK_PREFIX + slot, signal ? { signal } : { ifAvailable: true }, (lock) => {
        if (!lock || signal?.aborted) return resolve(null);
        return new Promise((letGo) => resolve(letGo));
      })
      .catch(() => resolve(null));
  });
}

async function heldSlots() {
  if (!navigator.locks) return new Set();
  try {
    const { held = [] } = await navigator.locks.query();
    return new Set(
      held
        .map((lock) => lock.name)
        .filter((name) => name?.startsWith(LOCK_PREFIX))
        .map((name) => name.slice(LOCK_PREFIX.length)),
    );
  } catch {
    return new Set();
  }
}
