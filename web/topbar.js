// The top bar: the interface language, switchable at any moment (a game in progress is kept), and the sound toggle
// of every game's bar.
import { route } from "./router.js";
import { LANGUAGE_KEY, LANGUAGE_NAMES, SOUND_KEY, UI_LANGUAGES, safeStorage } from "./shell.js";
import { draw } from "./stage.js";
import { clear, h, svg } from "./widgets.js";

export function drawTopbar(shell) {
  const bar = document.getElementById("topbar");
  bar.querySelector(".brand")?.setAttribute("aria-label", shell.tr("shell.all_games"));
  document.getElementById("engine-progress").setAttribute("aria-label", shell.tr("shell.engine_progress"));
  document.getElementById("engine-label").textContent = shell.tr(shell.progressKey);
  let picker = bar.querySelector(".ui-language");
  if (!picker) {
    picker = h("select", { class: "ui-language", onchange: (e) => switchLanguage(shell, e.target.value) });
    bar.append(picker);
  }
  picker.setAttribute("aria-label", shell.tr("shell.interface_language"));
  clear(picker);
  for (const code of UI_LANGUAGES) {
    picker.append(h("option", { value: code, selected: code === shell.language, lang: code }, LANGUAGE_NAMES[code]));
  }
}

export async function switchLanguage(shell, code, { remember = !shell.kiosk } = {}) {
  if (!UI_LANGUAGES.includes(code) || code === (shell.languageWanted ?? shell.language)) return;
  // The screen keeps its words until the new ones are here: a move drawn meanwhile is all in one language.
  shell.languageWanted = code;
  await shell.catalogs(code);
  if (shell.languageWanted !== code) return; // another was chosen meanwhile
  shell.languageWanted = null;
  shell.language = code;
  if (remember) safeStorage(() => localStorage.setItem(LANGUAGE_KEY, code));
  document.documentElement.lang = code;
  drawTopbar(shell);
  const session = shell.session;
  if (session?.snapshot) {
    // Keep the game: only its words change.
    const title = shell.gameText(session.info, "title", session.info.title);
    document.title = `${title} — pygames`;
    session.stage.querySelector(".stage-title").textContent = title;
    delete session.renderState.unchanged; // the parts kept as they were (widgets.js unchanged()) are worded anew
    draw(session);
  } else {
    route(shell);
  }
}

export function soundToggle(shell) {
  const { sound } = shell;
  const button = h("button", {
    class: "btn icon sound-toggle",
    type: "button",
    "aria-label": shell.tr("shell.sound"),
    title: shell.tr("shell.sound"),
    onclick: () => {
      sound.setEnabled(!sound.enabled());
      if (!shell.kiosk) safeStorage(() => localStorage.setItem(SOUND_KEY, sound.enabled() ? "on" : "off"));
      drawSoundToggle(shell, button);
    },
  });
  drawSoundToggle(shell, button);
  return button;
}

function drawSoundToggle(shell, button) {
  const on = shell.sound.enabled();
  button.setAttribute("aria-pressed", String(on));
  clear(button);
  const waves = on
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
