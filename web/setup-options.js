// The setup's options: a field per game option (a checkbox, a list of choices, or text), each explained in a line of
// its own, and the game's word language where it has several.
import { LANGUAGE_NAMES } from "./shell.js";
import { chosenBySeat } from "./setup-seats.js";
import { h } from "./widgets.js";

export function optionFields(shell, form, changed) {
  const { info, options } = form;
  return Object.keys(info.options).map((key) => {
    if (chosenBySeat(info, key)) return null;
    // As the setup stands (a draft the game refused keeps every value it had), not the game's default.
    const value = options[key];
    const label = shell.gameText(info, `option.${key}`, info.option_labels[key] || key.replace(/_/g, " "));
    const set = (v) => {
      options[key] = v;
      changed();
    };
    const input = optionInput(shell, form, key, value, label, set);
    // Each option explained in a line of its own (the game's catalog: <id>.help.<option>).
    const help = shell.gameText(info, `help.${key}`, "");
    const helpId = `help-${info.id}-${key}`;
    if (help) input.setAttribute("aria-describedby", helpId);
    const check = typeof value === "boolean";
    return h(
      "div",
      { class: check ? "option check" : "option" },
      h("label", {}, check ? input : null, h("span", {}, label), check ? null : input),
      help ? h("p", { class: "option-help", id: helpId }, help) : null,
    );
  });
}

function optionInput(shell, form, key, value, label, set) {
  const { info } = form;
  let choices = info.option_choices[key];
  if (choices && info.seat_options?.includes(key)) {
    // A seat: one of those at the table (or the game's own choice, -1); a seat taken away goes back to that.
    choices = choices.filter((seat) => seat < form.seats.length);
    if (!choices.includes(value)) {
      value = choices[0];
      form.options[key] = value;
    }
  }
  if (typeof value === "boolean") {
    return h("input", {
      type: "checkbox",
      checked: value,
      "aria-label": label,
      onchange: (e) => set(e.target.checked),
    });
  }
  if (choices) {
    return h(
      "select",
      { "aria-label": label, onchange: (e) => set(JSON.parse(e.target.value)) },
      choices.map((c) =>
        h(
          "option",
          { value: JSON.stringify(c), selected: c === value },
          shell.gameText(info, `choice.${key}.${c}`, info.choice_labels[key][JSON.stringify(c)]),
        ),
      ),
    );
  }
  return h("input", {
    type: "text",
    value: String(value),
    placeholder: shell.tr("shell.default"),
    "aria-label": label,
    onchange: (e) => set(e.target.value),
  });
}

export function languagePicker(shell, form, changed) {
  const { info } = form;
  if (info.languages.length <= 1) return null;
  const label = shell.tr("shell.word_language");
  return h(
    "label",
    { class: "option" },
    h("span", {}, label),
    h(
      "select",
      {
        "aria-label": label,
        onchange: (e) => {
          form.language = e.target.value;
          changed();
        },
      },
      info.languages.map((code) =>
        h("option", { value: code, selected: code === form.language }, LANGUAGE_NAMES[code] || code),
      ),
    ),
  );
}
