// The games' renderers (web/games/<id>/index.js) and their stylesheets (web/games/<id>/style.css), loaded once each.
import { loadCatalog } from "./i18n.js";
import { h } from "./widgets.js";

const renderers = new Map();
const stylesheets = new Map();

// A game's stylesheet, waited for: a first screen laid out without it would put the focus (and the page's scroll) in
// the wrong place.
export function stylesheetFor(id) {
  if (!stylesheets.has(id)) {
    const loaded = new Promise((resolve) => {
      const link = h("link", { rel: "stylesheet", href: `games/${id}/style.css`, "data-for": id });
      link.addEventListener("load", resolve);
      link.addEventListener("error", resolve);
      document.head.append(link);
    });
    stylesheets.set(id, loaded);
  }
  return stylesheets.get(id);
}

export function rendererFor(shell, id) {
  if (!renderers.has(id)) {
    const module = import(`./games/${id}/index.js`);
    renderers.set(
      id,
      Promise.all([
        module,
        loadCatalog(shell.language, id),
        loadCatalog(shell.language, "shell"),
        stylesheetFor(id),
      ]).then(([loaded]) => loaded),
    );
  }
  return renderers.get(id);
}
