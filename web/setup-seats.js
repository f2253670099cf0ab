// The setup's players: one row a seat (name, person or computer level, team, the game's per-seat choices), and
// buttons to add and remove seats within the game's range.
import { newSeat } from "./setup.js";
import { clear, h } from "./widgets.js";

export function seatList(shell, form, changed) {
  const { info, seats, options } = form;
  const { tr } = shell;
  const list = h("ol", { class: "seat-list", "aria-label": tr("shell.players") });
  const addButton = h(
    "button",
    {
      class: "btn",
      type: "button",
      onclick: () => {
        seats.push(newSeat(shell, info, seats.length));
        draw();
      },
    },
    tr("shell.add_player"),
  );
  function draw() {
    clear(list);
    const teams = seatTeams(form);
    if (info.seat_teams) options.teams = teams ? teams.join("") : "";
    seats.forEach((seat, i) => {
      const fields = seatChoiceFields(shell, form, i, changed);
      list.append(
        h(
          "li",
          { class: fields.length ? "seat-row seat-choices" : "seat-row" },
          nameField(shell, seat, i, changed),
          info.bots ? kindField(shell, info, seat, i, draw) : null,
          teams ? teamField(shell, form, teams, i, draw) : null,
          fields,
          removeButton(shell, form, i, draw),
        ),
      );
    });
    addButton.disabled = seats.length >= info.max_seats;
    changed();
  }
  return { list, addButton, draw };
}

function nameField(shell, seat, i, changed) {
  return h("input", {
    type: "text",
    value: seat.name,
    maxlength: "40",
    placeholder: seat.bot ? shell.tr("shell.bot_n", { n: i + 1 }) : shell.tr("shell.player_n", { n: i + 1 }),
    "aria-label": shell.tr("shell.name_of", { n: i + 1 }),
    oninput: (e) => {
      seat.name = e.target.value;
      changed();
    },
  });
}

function kindField(shell, info, seat, i, draw) {
  return h(
    "select",
    {
      "aria-label": shell.tr("shell.player_is", { n: i + 1 }),
      onchange: (e) => {
        seat.bot = e.target.value === "human" ? null : e.target.value;
        draw();
      },
    },
    h("option", { value: "human", selected: !seat.bot }, shell.tr("shell.person")),
    info.bot_levels.map((level) =>
      h("option", { value: level, selected: seat.bot === level }, shell.tr("shell.computer", { level })),
    ),
  );
}

// Teams chosen seat by seat (GameInfo.seat_teams: the most teams there may be): the option "teams" holds one digit a
// seat, the team of that seat. Each seat's row offers the teams the seats can fill (at least two, one for each two
// seats, at most seat_teams); a seat without a team of its own choosing (a new seat, or one whose team no longer
// fits) is in the next team in turn, so the teams start alternating. Null while the seats play alone
// (GameInfo.teams_from).
function seatTeams({ info, seats, options }) {
  if (!info.seat_teams || seats.length < (info.teams_from || 0)) return null;
  const offered = teamsOffered(info, seats.length);
  const chosen = String(options.teams ?? "");
  return seats.map((_, i) => {
    const team = Number.parseInt(chosen[i], 10);
    return team >= 0 && team < offered ? team : i % offered;
  });
}

function teamsOffered(info, count) {
  return Math.max(2, Math.min(info.seat_teams, Math.floor(count / 2)));
}

function teamField(shell, form, teams, i, draw) {
  const { info, options } = form;
  return h(
    "div",
    { class: "team-choice", role: "group", "aria-label": shell.tr("shell.team_of", { n: i + 1 }) },
    Array.from({ length: teamsOffered(info, teams.length) }, (_, team) =>
      h(
        "button",
        {
          class: `btn team-${team}`,
          type: "button",
          "aria-pressed": String(teams[i] === team),
          onclick: () => {
            options.teams = teams.map((t, j) => (j === i ? team : t)).join("");
            draw();
          },
        },
        shell.gameText(info, `team.${team}`, String(team)),
      ),
    ),
  );
}

function removeButton(shell, form, i, draw) {
  const { seats, options, info } = form;
  return h(
    "button",
    {
      class: "btn icon",
      type: "button",
      "aria-label": shell.tr("shell.remove_player", { n: i + 1 }),
      disabled: seats.length <= info.min_seats,
      onclick: () => {
        seats.splice(i, 1);
        for (const key of Object.keys(info.seat_choices || {})) options[key] = options[key].filter((_, j) => j !== i);
        if (info.seat_teams) options.teams = [...String(options.teams ?? "")].filter((_, j) => j !== i).join("");
        draw();
      },
    },
    "✕",
  );
}

// Options chosen seat by seat (GameInfo.seat_choices, such as Sleuth's suspects): a list with one choice or null
// (the game decides) per seat, chosen in each seat's row.
function seatChoiceFields(shell, form, i, changed) {
  const { info, seats, options } = form;
  return Object.entries(info.seat_choices || {}).map(([key, choices]) => {
    const label = shell.gameText(info, `option.${key}`, info.option_labels[key] || key.replace(/_/g, " "));
    const chosen = options[key][i] ?? null;
    return h(
      "select",
      {
        "aria-label": shell.tr("shell.seat_choice", { n: i + 1, option: label }),
        onchange: (e) => {
          const list = seats.map((_, j) => options[key][j] ?? null);
          list[i] = JSON.parse(e.target.value);
          options[key] = list;
          changed();
        },
      },
      h("option", { value: "null", selected: chosen === null }, shell.tr("shell.seat_choice_auto", { option: label })),
      choices.map((c) =>
        h(
          "option",
          { value: JSON.stringify(c), selected: c === chosen },
          shell.gameText(info, `choice.${key}.${c}`, String(c)),
        ),
      ),
    );
  });
}

// A seat choice left automatic for every seat is the option's default (an empty list).
export function chosenSeatOptions(form) {
  const chosen = {};
  for (const key of Object.keys(form.info.seat_choices || {})) {
    const list = form.seats.map((_, i) => form.options[key][i] ?? null);
    chosen[key] = list.some((c) => c !== null) ? list : [];
  }
  return chosen;
}

// Whether an option is chosen in the seats' rows rather than among the options.
export function chosenBySeat(info, key) {
  return key in (info.seat_choices || {}) || (!!info.seat_teams && key === "teams");
}
