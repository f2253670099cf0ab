// How to play: a game's rules page, at #/<id>/rules and over a running game from its "?" button. Each game's page is
// a module of its own (games/<id>/rules.js), loaded only here, drawn from the game's catalog, its GameInfo and its
// static data (build.py writes Game.static() of a game in each of its languages into games/<id>/static.json).
import { loadCatalog, translator } from "./i18n.js";
import { stylesheetFor } from "./renderers.js";
import { h, svg } from "./widgets.js";

const statics = new Map();
function staticOf(id) {
  if (!statics.has(id)) {
    const url = new URL(`./games/${id}/static.json`, import.meta.url);
    statics.set(
      id,
      fetch(url).then((r) => (r.ok ? r.json() : {})),
    );
  }
  return statics.get(id);
}

async function rulesContent(shell, info) {
  const [module, byLanguage] = await Promise.all([
    import(`./games/${info.id}/rules.js`),
    staticOf(info.id),
    loadCatalog(shell.language, info.id),
    stylesheetFor(info.id),
  ]);
  const language = info.languages.includes(shell.language) ? shell.language : info.languages[0];
  const t = translator(shell.language, []);
  return module.howToPlay({ h, svg, t, info, static: byLanguage[language] ?? null });
}

export async function showRules(shell, info) {
  const title = shell.gameText(info, "title", info.title);
  document.title = `${shell.tr("shell.how_to_play_title", { title })} — pygames`;
  const heading = h("h1", { tabindex: "-1" }, shell.tr("shell.how_to_play_title", { title }));
  const content = await rulesContent(shell, info);
  const page = h(
    "article",
    { class: `rules panel game-${info.id}` },
    heading,
    content,
    h(
      "div",
      { class: "actions" },
      h("a", { class: "btn", href: "#/" }, shell.tr("shell.all_games")),
      h("a", { class: "btn primary big", href: `#/${info.id}` }, shell.tr("shell.play_game", { title })),
    ),
  );
  shell.root.replaceChildren(page);
  heading.focus();
}

export async function openRulesOverlay(shell, info) {
  const title = shell.gameText(info, "title", info.title);
  const opener = document.activeElement;
  const close = () => {
    overlay.remove();
    opener?.focus?.();
  };
  const closeButton = () =>
    h("button", { class: "btn primary", type: "button", onclick: close }, shell.tr("shell.back_to_game"));
  const top = closeButton();
  const overlay = h(
    "div",
    {
      class: "rules-overlay",
      role: "dialog",
      "aria-modal": "true",
      "aria-label": shell.tr("shell.how_to_play_title", { title }),
      onkeydown: (e) => e.key === "Escape" && close(),
    },
    h(
      "article",
      { class: `rules panel game-${info.id}` },
      // The way back stays at the top while the rules scroll (in an embed, on a phone: where the reader is).
      h("div", { class: "rules-top" }, h("h1", {}, shell.tr("shell.how_to_play_title", { title })), top),
      await rulesContent(shell, info),
      h("div", { class: "actions" }, closeButton()),
    ),
  );
  document.body.append(overlay);
  top.focus({ preventScroll: true });
}
