// Messages in the player's language. Python sends keys and arguments (events, refusals, outcomes); the page words
// them from a catalog per language: web/locales/<lang>/<scope>.json, where scope is "shell" or a game id.
//
// A message is text with placeholders, a small subset of ICU MessageFormat:
//   {name}                         the argument as it is (numbers formatted for the language)
//   {seat, player}                 a seat number → that player's name
//   {count, plural, one {# tile} other {# tiles}}   Intl.PluralRules; # is the number
//   {right, select, true {right} other {wrong}}     by the argument's value (booleans as true/false)
//   {card, term, gameover.card}    the message "gameover.card.<value>" (a name from the game's content)
//   {seats, players}               a list of seat numbers → their names, joined for the language (Intl.ListFormat)
//   {letters, list}                a list of values joined for the language

const catalogs = new Map(); // `${lang}/${scope}` → {key: message}
const loading = new Map();

export async function loadCatalog(lang, scope) {
  const id = `${lang}/${scope}`;
  if (catalogs.has(id)) return;
  if (!loading.has(id)) {
    loading.set(
      id,
      fetch(new URL(`./locales/${id}.json`, import.meta.url))
        .then((r) => (r.ok ? r.json() : {}))
        .catch(() => ({}))
        .then((messages) => catalogs.set(id, messages)),
    );
  }
  await loading.get(id);
}

function lookup(lang, key) {
  const scope = key.split(".")[0];
  const scopes = scope === "core" || scope === "request" ? ["shell"] : [scope, "shell"];
  for (const language of lang === "en" ? ["en"] : [lang, "en"]) {
    for (const s of scopes) {
      const message = catalogs.get(`${language}/${s}`)?.[key];
      if (message !== undefined) return message;
    }
  }
  return undefined;
}

export function hasMessage(lang, key) {
  return lookup(lang, key) !== undefined;
}

// A translator bound to a language and the players' names: t(key, args) → text.
export function translator(lang, names = []) {
  const t = (key, args = {}, fallback = undefined) => {
    const message = lookup(lang, key);
    if (message === undefined) return fallback ?? key;
    return format(message, args, { lang, names, t });
  };
  t.lang = lang;
  t.number = (value) => numbers(lang).format(value);
  t.score = (value) => scores(lang).format(value); // a result's scores are numbers, not counts: one decimal at most
  t.list = (items) => lists(lang).format(items);
  return t;
}

// ----- the formatter ------------------------------------------------------------------------------------------------
// A message is split into its text and its placeholders once: a screen words the same few hundred messages at every
// draw (a score sheet's every field has its label), with other arguments each time.
const parsed = new Map(); // message → [text or placeholder, ...]

function parse(message) {
  let parts = parsed.get(message);
  if (parts) return parts;
  parts = [];
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf("{", i);
    if (open < 0) {
      parts.push(message.slice(i));
      break;
    }
    if (open > i) parts.push(message.slice(i, open));
    const close = matching(message, open);
    parts.push(placeholderOf(message.slice(open + 1, close)));
    i = close + 1;
  }
  parsed.set(message, parts);
  return parts;
}

// "name, type, rest" → {name, kind, term, branches}.
function placeholderOf(body) {
  const [name, type, ...rest] = splitTop(body);
  const kind = (type || "").trim();
  const text = rest.join(",");
  return {
    name: name.trim(),
    kind,
    term: kind === "term" ? text.trim() : null,
    branches: kind === "plural" || kind === "select" ? parseBranches(text) : null,
  };
}

export function format(message, args, env) {
  let out = "";
  for (const part of parse(message)) out += typeof part === "string" ? part : placeholder(part, args, env);
  return out;
}

function matching(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in message: ${text}`);
}

function placeholder({ name, kind, term, branches }, args, env) {
  const value = args[name];
  if (!kind) return show(value, env);
  if (kind === "player") return env.names[value] ?? String(value);
  if (kind === "players")
    return listFormat(
      env,
      (value || []).map((s) => env.names[s] ?? String(s)),
    );
  if (kind === "list")
    return listFormat(
      env,
      (value || []).map((v) => show(v, env)),
    );
  if (kind === "number") return numbers(env.lang).format(value);
  if (kind === "term") return env.t(`${term}.${value}`, {}, String(value));
  if (kind === "plural" || kind === "select") {
    let branch;
    if (kind === "plural") {
      branch = branches[`=${value}`] ?? branches[plurals(env.lang).select(value)] ?? branches.other;
      return format(branch ?? "", args, env).replaceAll("#", numbers(env.lang).format(value));
    }
    branch = branches[String(value)] ?? branches.other;
    return format(branch ?? "", args, env);
  }
  return show(value, env);
}

function show(value, env) {
  if (typeof value === "number") return numbers(env.lang).format(value);
  if (Array.isArray(value))
    return listFormat(
      env,
      value.map((v) => show(v, env)),
    );
  return value === undefined || value === null ? "" : String(value);
}

function listFormat(env, items) {
  return lists(env.lang).format(items);
}

// Building an Intl formatter costs far more than using one (a screen formats hundreds of numbers): one per language.
function cachedPerLanguage(make) {
  const made = new Map();
  return (lang) => {
    let formatter = made.get(lang);
    if (!formatter) {
      formatter = make(lang);
      made.set(lang, formatter);
    }
    return formatter;
  };
}
const numbers = cachedPerLanguage((lang) => new Intl.NumberFormat(lang));
const scores = cachedPerLanguage((lang) => new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }));
const plurals = cachedPerLanguage((lang) => new Intl.PluralRules(lang));
const lists = cachedPerLanguage((lang) => new Intl.ListFormat(lang, { style: "long", type: "conjunction" }));

// "name, type, rest" split at commas outside braces.
function splitTop(body) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "{") depth++;
    else if (body[i] === "}") depth--;
    else if (body[i] === "," && depth === 0 && parts.length < 2) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

function parseBranches(text) {
  const branches = {};
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    const selector = text.slice(i, open).trim();
    const close = matching(text, open);
    branches[selector] = text.slice(open + 1, close);
    i = close + 1;
  }
  return branches;
}
