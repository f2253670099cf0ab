// A game's setup screen (#/<id>): the players (people or computers, names, teams, per-seat choices), the game's options
// and word language, Start, and the snippet that puts the game on another page.
import { embedSnippet } from "./embed.js";
import { distinctNames, leaveGame, startGame } from "./play.js";
import { languagePicker, optionFields } from "./setup-options.js";
import { chosenSeatOptions, seatList } from "./setup-seats.js";
import { h } from "./widgets.js";

// A setup's seats at first: a person, then the game's usual table of computers (or more people).
function defaultSeats(shell, info) {
  const seats = [{ name: shell.tr("shell.player_n", { n: 1 }), bot: null }];
  const wanted = info.default_seats ?? Math.max(info.min_seats, 2); // a game may name its usual table size
  while (seats.length < wanted && seats.length < info.max_seats) seats.push(newSeat(shell, info, seats.length));
  return seats.slice(0, Math.max(info.min_seats, seats.length));
}

export function newSeat(shell, info, index) {
  return info.bots ? { name: "", bot: "normal" } : { name: shell.tr("shell.player_n", { n: index + 1 }), bot: null };
}

// draft: the options of a game the engine refused to start, shown again as they were (nothing typed or chosen is lost:
// the seats, each option, the teams chosen in the seats' rows).
export function showSetup(shell, info, draft = null) {
  leaveGame(shell);
  // A game refused at its start (startGame took the address to the game's) leaves the address at its setup, where a
  // reload shows the setup again.
  if (draft && location.hash === `#/${info.id}/play`) history.replaceState(null, "", `#/${info.id}`);
  const { tr } = shell;
  const title = shell.gameText(info, "title", info.title);
  document.title = `${title} — pygames`;
  const form = {
    info,
    seats: draft?.seats?.length
      ? draft.seats.map((s) => ({ name: s.name ?? "", bot: s.bot ?? null }))
      : defaultSeats(shell, info),
    options: { ...info.options },
    language: info.languages.includes(shell.language) ? shell.language : info.languages[0],
  };
  for (const key of Object.keys(info.options)) if (draft && key in draft) form.options[key] = draft[key];
  for (const [key, choices] of Object.entries(info.seat_choices || {})) {
    // What a select can show: a refused choice that is no choice at all goes back to automatic.
    const list = Array.isArray(form.options[key]) ? form.options[key] : [];
    form.options[key] = list.map((c) => (choices.includes(c) ? c : null));
  }
  if (info.languages.includes(draft?.language)) form.language = draft.language;

  const snippet = shell.embed || shell.kiosk ? null : embedSnippet(shell, form);
  // Two players of one name: the game numbers the second ("Bo", "Bo 2"), and says so here before it starts.
  const duplicates = h("p", { class: "setup-note", role: "status" });
  const seatNames = () =>
    form.seats.map(
      (s, i) => s.name.trim() || (s.bot ? tr("shell.bot_n", { n: i + 1 }) : tr("shell.player_n", { n: i + 1 })),
    );
  // The options again when the number of seats changes (an option naming a seat offers only the seats there are).
  const options = h("div", { class: "options" });
  let drawnFor = null;
  const drawOptions = () => {
    drawnFor = form.seats.length;
    options.replaceChildren(...[languagePicker(shell, form, changed), optionFields(shell, form, changed)].flat());
  };
  const changed = () => {
    if (drawnFor !== null && drawnFor !== form.seats.length) drawOptions();
    snippet?.update();
    const names = seatNames();
    const renamed = distinctNames(names);
    const notes = renamed.map((name, i) =>
      name === names[i] ? null : tr("shell.duplicate_name", { name: names[i], renamed: name }),
    );
    duplicates.textContent = notes.filter(Boolean).join(" ");
  };
  const seats = seatList(shell, form, changed);
  const start = () => {
    const names = distinctNames(seatNames());
    const named = form.seats.map((s, i) => ({ name: names[i], bot: s.bot }));
    const options = { seats: named, language: form.language, ...form.options, ...chosenSeatOptions(form) };
    startGame(shell, info, options, null, `#/${info.id}/play`);
  };
  shell.root.replaceChildren(
    h(
      "section",
      { class: `setup panel game-${info.id}` },
      h("h1", {}, title),
      h("p", { class: "tagline" }, shell.gameText(info, "tagline", info.tagline)),
      h("p", {}, h("a", { href: `#/${info.id}/rules`, class: "rules-link" }, tr("shell.how_to_play_title", { title }))),
      h("h2", {}, tr("shell.players")),
      seats.list,
      duplicates,
      seats.addButton,
      options,
      h(
        "div",
        { class: "actions" },
        h("a", { class: "btn", href: "#/" }, tr("shell.back")),
        h("button", { class: "btn primary big", type: "button", onclick: start }, tr("shell.start")),
      ),
      snippet?.element,
    ),
  );
  drawOptions();
  seats.draw();
}
