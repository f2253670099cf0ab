// Updating the screen in place.
// The shell builds each new screen into a detached root, then morph() makes the live screen look like it while keeping
// every node that is still there: CSS transitions then run (a tile falls, a token walks), focus, scroll positions and
// the text being typed stay, and a screen reader hears only what changed. Renderers build a whole screen from scratch
// each draw and keep none of its nodes: a handler reads what it needs from its event, from ctx.state, or from the live
// screen (ctx.screen); a built node stays the detached node it was. Only a focus() asked while drawing is carried over
// to the live node (liveOf).

const handlersOf = new WeakMap(); // element → {type: handler}: set by h()/svg(), read by one listener per type
const listenersOf = new WeakMap(); // element → [[type, listener, options]] a renderer added itself
const liveOf = new WeakMap(); // a built node → the live node it was morphed into (for a focus asked while drawing)
let focusWanted = null; // a detached element a renderer asked to focus while drawing: focused once it is live

// Handlers are properties read by one listener per event type, not listeners, so a morph can swap them.
function dispatch(event) {
  const handler = handlersOf.get(event.currentTarget)?.[event.type];
  return handler?.call(event.currentTarget, event);
}

export function setHandler(el, type, handler) {
  let handlers = handlersOf.get(el);
  if (!handlers) {
    handlers = {};
    handlersOf.set(el, handlers);
  }
  if (!(type in handlers)) EventTarget.prototype.addEventListener.call(el, type, dispatch);
  handlers[type] = handler;
}

// A renderer's own addEventListener is recorded (so the next morph can move it to the live node) and its focus() on a
// node not yet in the page is remembered (so the morph can honour it).
function recordedAddEventListener(type, listener, options) {
  const list = listenersOf.get(this) || [];
  list.push([type, listener, options]);
  listenersOf.set(this, list);
  EventTarget.prototype.addEventListener.call(this, type, listener, options);
}

function deferredFocus(options) {
  if (this.isConnected) Object.getPrototypeOf(this).focus.call(this, options);
  else focusWanted = [this, options];
}

export function morphable(el) {
  el.addEventListener = recordedAddEventListener;
  el.focus = deferredFocus;
  return el;
}

// A part of the screen that only `deps` (JSON data) change, such as a board's 600 squares: built when they change or
// when the part is not on the screen, else stood in for by an empty stub of the same kind, which the morph matches to
// the live part and leaves as it is. Saves building the part and comparing it on every draw.
// A stub the morph finds no live part for (the part moved elsewhere on the screen) is built after all.
// deps null: built on every draw (the part is being played on), yet still the same part to the morph, which updates
// it in place when it goes from one state to the other instead of building hundreds of nodes and their layout anew.
const stubs = new WeakMap(); // stub → a function building the part
export function unchanged(ctx, key, deps, build) {
  const signature = deps === null ? null : JSON.stringify(deps);
  ctx.state.unchanged ||= {};
  const memo = ctx.state.unchanged;
  const part = () => {
    const built = build();
    built.setAttribute("data-key", `unchanged:${key}`);
    built.setAttribute("data-unchanged", key);
    return built;
  };
  // Looked up in the screen this draw is for (ctx.screen, the shell's board: a screen drawn unseen has its own).
  const live = (ctx.screen || document).querySelector(`[data-unchanged="${CSS.escape(key)}"]`);
  if (live && signature !== null && memo[key] === signature) {
    if (globalThis.pygamesCheckUnchanged) checkKept(key, live, part, memo);
    const stub = document.createElementNS(live.namespaceURI, live.localName);
    for (const name of ["class", "data-key", "data-unchanged"]) {
      if (live.hasAttribute(name)) stub.setAttribute(name, live.getAttribute(name)); // a part may have no class
    }
    stubs.set(stub, part);
    return stub;
  }
  memo[key] = signature;
  return part();
}

// The end-to-end tests set globalThis.pygamesCheckUnchanged: every part kept as it is is then built all the same and
// must be what the page shows, else its deps miss something the part draws (the screen would stay stale). The parts
// inside it note their data as they are built: the memo is put back, so the check changes nothing the page does next.
function checkKept(key, live, part, memo) {
  const noted = { ...memo };
  const fresh = withoutStubs(part());
  for (const name of Object.keys(memo)) delete memo[name];
  Object.assign(memo, noted);
  if (!fresh.isEqualNode(live)) {
    console.error(
      `unchanged(): "${key}" on the screen is not what its data draws now: its deps miss something it shows`,
    );
  }
}

// A new node going into the page as it is: any stub in it has no live part to stand for, so its part is built.
function withoutStubs(node) {
  if (stubs.has(node)) return stubs.get(node)();
  if (node.nodeType !== Node.ELEMENT_NODE) return node;
  for (const stub of node.querySelectorAll("[data-unchanged]")) {
    if (stubs.has(stub)) stub.replaceWith(stubs.get(stub)());
  }
  return node;
}

// Children are matched by data-key when they have one, else in order by tag and first class; a node that matches
// nothing is removed, a new one inserted as it is.
function kindOf(node) {
  if (node.nodeType !== Node.ELEMENT_NODE) return node.nodeName;
  return `${node.nodeName}.${node.classList[0] || ""}`;
}

function keyOf(node) {
  return node.nodeType === Node.ELEMENT_NODE ? node.getAttribute("data-key") : null;
}

// While a renderer draws into a detached root, "is the focus in my screen?" (root.contains(document.activeElement))
// must also answer for the live screen that root is about to be morphed into.
export function standIn(root, live) {
  root.contains = (node) => Node.prototype.contains.call(root, node) || live.contains(node);
  return root;
}

// Make `live` (in the page) look and behave like `next` (just built, detached), keeping every node that is still there.
export function morph(live, next) {
  const active = document.activeElement;
  const wanted = focusWanted && next.contains(focusWanted[0]) ? focusWanted : null;
  focusWanted = null;
  patch(live, next);
  // Moving a node in the page blurs it: give the focus back, unless the renderer asked for another.
  if (wanted) {
    const [el, options] = wanted;
    (liveOf.get(el) || el).focus(options);
  } else if (active && active !== document.activeElement && active.isConnected && live.contains(active)) {
    active.focus({ preventScroll: true });
  }
}

function patch(live, next) {
  if (stubs.has(next)) return; // unchanged(): the live part stays as it is
  if (live.nodeType !== Node.ELEMENT_NODE) {
    if (live.nodeValue !== next.nodeValue) live.nodeValue = next.nodeValue;
    return;
  }
  // Most of a screen is the same from one draw to the next: the browser compares a subtree far faster than a walk of
  // its attributes here would, and an unchanged one needs only its handlers and values handed over.
  if (live.isEqualNode(next)) {
    adopt(live, next);
    return;
  }
  patchAttributes(live, next);
  patchStyle(live, next);
  patchHandlers(live, next);
  const wanted = formState(next); // read before its children move (a select's value is one of its options)
  patchChildren(live, next);
  if (wanted) patchFormState(live, wanted);
  liveOf.set(next, live);
}

// `live` and `next` are equal nodes (isEqualNode): pair them and their descendants one to one.
function adopt(live, next) {
  patchHandlers(live, next);
  const wanted = formState(next);
  let kept = live.firstChild;
  for (let child = next.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === Node.ELEMENT_NODE) adopt(kept, child);
    kept = kept.nextSibling;
  }
  if (wanted) patchFormState(live, wanted);
  liveOf.set(next, live);
}

function patchAttributes(live, next) {
  const had = live.attributes;
  for (let i = had.length - 1; i >= 0; i--) {
    const attr = had[i];
    if (attr.name !== "style" && !next.hasAttributeNS(attr.namespaceURI, attr.localName)) {
      live.removeAttributeNS(attr.namespaceURI, attr.localName);
    }
  }
  for (const attr of next.attributes) {
    if (attr.name === "style") continue;
    if (live.getAttributeNS(attr.namespaceURI, attr.localName) !== attr.value) {
      live.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
    }
  }
}

// Through the CSSOM, property by property (the CSP refuses style attributes; a changed property runs its transition).
function patchStyle(live, next) {
  const have = live.style;
  const want = next.style;
  if (!have || !want || live.getAttribute("style") === next.getAttribute("style")) return;
  for (let i = have.length - 1; i >= 0; i--) {
    if (!want.getPropertyValue(have[i])) have.removeProperty(have[i]);
  }
  for (let i = 0; i < want.length; i++) {
    const name = want[i];
    const value = want.getPropertyValue(name);
    const priority = want.getPropertyPriority(name);
    if (have.getPropertyValue(name) !== value || have.getPropertyPriority(name) !== priority) {
      have.setProperty(name, value, priority);
    }
  }
}

function patchHandlers(live, next) {
  if (!handlersOf.has(next) && !handlersOf.has(live) && !listenersOf.has(next) && !listenersOf.has(live)) return;
  const handlers = handlersOf.get(next) || {};
  const old = handlersOf.get(live) || {};
  for (const type of Object.keys(old)) if (!(type in handlers)) old[type] = null;
  for (const [type, handler] of Object.entries(handlers)) setHandler(live, type, handler);
  for (const [type, listener, options] of listenersOf.get(live) || []) {
    EventTarget.prototype.removeEventListener.call(live, type, listener, options);
  }
  listenersOf.delete(live);
  for (const [type, listener, options] of listenersOf.get(next) || []) {
    recordedAddEventListener.call(live, type, listener, options);
  }
}

// What a person is typing stays: a value is updated only in a field that is not being edited.
function formState(el) {
  if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) return { checked: el.checked };
  if (el instanceof HTMLOptionElement) return { selected: el.selected };
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    return { value: el.value };
  }
  return null;
}

function patchFormState(live, wanted) {
  if ("checked" in wanted) {
    if (live.checked !== wanted.checked) live.checked = wanted.checked;
  } else if ("selected" in wanted) {
    if (live.selected !== wanted.selected) live.selected = wanted.selected;
  } else if (live !== document.activeElement && live.value !== wanted.value) {
    live.value = wanted.value;
  }
}

function patchChildren(live, next) {
  const keyed = new Map();
  const unkeyed = [];
  for (const child of live.childNodes) {
    const key = keyOf(child);
    if (key !== null) keyed.set(key, child);
    else unkeyed.push(child);
  }
  let u = 0;
  const pairs = [...next.childNodes].map((child) => {
    const key = keyOf(child);
    const kind = kindOf(child);
    let match = null;
    if (key !== null) {
      const found = keyed.get(key);
      if (found && kindOf(found) === kind) {
        match = found;
        keyed.delete(key);
      }
    } else {
      let at = u;
      while (at < unkeyed.length && kindOf(unkeyed[at]) !== kind) at++;
      if (at < unkeyed.length) {
        match = unkeyed[at];
        u = at + 1;
      }
    }
    return [match, child];
  });
  const kept = new Set(pairs.map(([match]) => match).filter(Boolean));
  // Remove first, so nodes that stay in the same order are never moved (a moved node loses its transition).
  for (const child of [...live.childNodes]) if (!kept.has(child)) child.remove();
  let ref = live.firstChild;
  for (const [match, child] of pairs) {
    const node = match || withoutStubs(child);
    if (node === ref) ref = ref.nextSibling;
    else live.insertBefore(node, ref);
    if (match) patch(match, child);
  }
}
