// The shell's dialogs: one modal <dialog> for all of them (focus kept inside, Escape closes), the History drawer, and
// the question asked before leaving a game a person plays.
import { leaveGame } from "./play.js";
import { eventWords, historySeat, visibleEvents } from "./stage.js";
import { h } from "./widgets.js";

// buttons: [{text, primary, onclick}]; each button closes the dialog, then runs its onclick. buttonsFirst: above the
// body (a tall dialog, such as the History drawer: its Close in view wherever it opens). Returns the dialog.
export function openDialog({ className = "", label, body, buttons, buttonsFirst = false }) {
  const opener = document.activeElement;
  const dialog = h("dialog", { class: `shell-dialog ${className}`.trim(), "aria-label": label });
  const close = () => {
    if (dialog.open) dialog.close();
  };
  dialog.addEventListener("close", () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus?.();
  });
  const button = ({ text, primary, onclick }) => {
    const run = () => {
      close();
      onclick?.();
    };
    return h("button", { class: `btn${primary ? " primary" : ""}`, type: "button", onclick: run }, text);
  };
  const actions = h("div", { class: "actions" }, buttons.map(button));
  if (buttonsFirst) dialog.append(actions, ...[body].flat());
  else dialog.append(...[body].flat(), actions);
  document.body.append(dialog);
  dialog.showModal();
  actions.querySelector(".primary")?.focus();
  return dialog;
}

// Every event the shown seat has seen (nobody's secrets while a curtain is up), oldest first.
export function openHistory(session) {
  if (!session.snapshot) return;
  const { tr } = session.shell;
  const seat = historySeat(session);
  const word = eventWords(session, seat);
  const events = visibleEvents(session, seat);
  const list = h(
    "ol",
    { class: "history-list", "aria-label": tr("shell.history") },
    events.map((event) => h("li", { "data-event": event.key }, word(event))),
  );
  const dialog = openDialog({
    className: "history-drawer",
    label: tr("shell.history"),
    body: [h("h2", {}, tr("shell.history")), events.length ? list : h("p", {}, tr("shell.history_empty"))],
    buttons: [{ text: tr("shell.close"), primary: true }],
    buttonsFirst: true,
  });
  // The newest line in view inside the drawer's own list (which scrolls), never the page around it.
  list.scrollTop = list.scrollHeight;
  return dialog;
}

// Leaving a running game that a person plays asks first (in every mode); a game is kept and can be resumed.
export function leaveWhenSure(shell, leave) {
  const session = shell.session;
  const playing = session?.snapshot && !session.snapshot.result && !session.attract && session.humans().length > 0;
  if (!playing) return leave();
  const { tr } = shell;
  openDialog({
    className: "confirm-leave",
    label: tr("shell.leave_question"),
    body: [
      h("h2", {}, tr("shell.leave_question")),
      h("p", {}, tr(shell.kiosk ? "shell.leave_kiosk" : "shell.leave_hint")),
    ],
    buttons: [
      { text: tr("shell.keep_playing"), primary: true },
      {
        text: tr("shell.leave"),
        onclick: () => {
          if (shell.kiosk) shell.saves.forget(); // a kiosk's next guest finds no game to resume
          leaveGame(shell); // left for good: the address that follows asks nothing more
          leave();
        },
      },
    ],
  });
}
