// A team's notes sheet, public to both teams: every round's clues, both teams' guesses and the code once revealed;
// below, the clues filed under the keyword numbers they turned out to point to.
import { h } from "../../widgets.js";
import { fresh } from "./memory.js";
import { clueIndexes, colour, fmt } from "./words.js";

export function sheet(ctx, team) {
  const { t } = ctx;
  const args = { team: team.index };
  const columns = 1 + ctx.static.code_length + 2 + 1; // round, the clues, both teams' guesses, the code
  return h(
    "section",
    { class: `ic-sheet ${colour(ctx, team.index)}`, "aria-label": t("intercept.ui.notes", args) },
    h("h3", {}, ctx.static.variant === "three" ? t("intercept.ui.notes_three", args) : t("intercept.ui.notes", args)),
    h(
      "div",
      { class: "ic-sheet-scroll" },
      h(
        "table",
        { class: "ic-sheet-table" },
        h(
          "colgroup",
          {},
          h("col", { class: "rd" }),
          clueIndexes(ctx).map(() => h("col", { class: "clue" })),
          h("col", { class: "guess" }),
          h("col", { class: "guess" }),
          h("col", { class: "code" }),
        ),
        h("thead", {}, headings(ctx)),
        h(
          "tbody",
          {},
          team.rounds.length
            ? team.rounds.map((r) => row(ctx, team, r))
            : h("tr", {}, h("td", { colspan: String(columns), class: "ic-muted" }, t("intercept.ui.no_clues"))),
        ),
      ),
    ),
    h(
      "div",
      { class: "ic-filed-grid", "aria-label": t("intercept.ui.filed_label", args) },
      team.notes.map((clues, i) =>
        h(
          "div",
          { class: "ic-filed-box" },
          h("h4", {}, h("span", { class: "ic-window-number" }, ctx.t.number(i + 1))),
          h(
            "ul",
            {},
            clues.map((c) =>
              h("li", {}, c.clue, " ", h("small", {}, t("intercept.ui.filed_round", { round: c.round }))),
            ),
          ),
        ),
      ),
    ),
  );
}

function headings(ctx) {
  const { t } = ctx;
  return h(
    "tr",
    {},
    h("th", { scope: "col", "aria-label": t("intercept.ui.col_round") }, t("intercept.ui.col_round_short")),
    clueIndexes(ctx).map((i) => h("th", { scope: "col" }, t("intercept.ui.col_clue", { clue: i + 1 }))),
    [0, 1].map((g) =>
      h(
        "th",
        { scope: "col", "aria-label": t("intercept.ui.col_guess", { team: g }) },
        t("intercept.ui.col_guessed", { team: g }),
      ),
    ),
    h("th", { scope: "col" }, t("intercept.ui.col_code")),
  );
}

function row(ctx, team, r) {
  const { t } = ctx;
  const clues = r.clues || clueIndexes(ctx).map(() => null);
  const code = r.revealed ? r.code : null; // the encryptor's own view has it earlier, but only behind the hold button
  const read = fresh(ctx, "intercept.clues_read", (a) => a.team === team.index && a.round === r.round).length;
  return h(
    "tr",
    { class: `${r.revealed ? "" : "pending"}${read ? " appearing" : ""}` },
    h("th", { scope: "row" }, ctx.t.number(r.round)),
    clues.map((c, i) =>
      h(
        "td",
        { class: "ic-sheet-clue" },
        c === null
          ? h(
              "span",
              {
                class: "ic-muted",
                title: r.clues_done ? t("intercept.ui.clues_hidden") : t("intercept.ui.clues_pending"),
              },
              r.clues_done ? "✓" : "…",
            )
          : c || h("span", { class: "ic-muted" }, t("intercept.ui.blank")),
        code && c !== null ? h("span", { class: "ic-filed" }, ctx.t.number(code[i])) : null,
      ),
    ),
    [0, 1].map((g) =>
      h(
        "td",
        { class: "ic-sheet-guess" },
        r.guesses[g] ? fmt(r.guesses[g]) : r.guessing_teams.includes(g) ? (r.guessed[g] ? "✓" : "") : "—",
      ),
    ),
    h("td", { class: "ic-sheet-code" }, code ? fmt(code) : "?"),
  );
}
