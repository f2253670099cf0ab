// The scores by row: every player's rows so far (the current one as it stands) and total.

export function scoreTable(ctx) {
  const { view, h, t } = ctx;
  const over = view.phase === "over";
  const rowNumbers = view.scoresheets[0].rows.map((_, r) => r + 1);
  return h(
    "div",
    { class: "be-scores-wrap" },
    h(
      "table",
      { class: "be-scores", "aria-label": t("bullseye.ui.scores_table") },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, t("bullseye.ui.col_player")),
          rowNumbers.map((n) => h("th", {}, t("bullseye.ui.col_row", { row: n }))),
          h("th", {}, t("bullseye.ui.col_total")),
        ),
      ),
      h(
        "tbody",
        {},
        view.scoresheets.map((mine, s) =>
          h(
            "tr",
            { class: over && view.result?.winners.includes(s) ? "winner" : "" },
            h("th", { scope: "row" }, view.players[s].name),
            mine.rows.map((row, r) => {
              const running = r === mine.current_row && !over ? mine.running : null;
              let text = "–";
              if (row.score !== null) text = ctx.t.number(row.score);
              else if (running && (running.points || running.hits)) {
                text = t("bullseye.ui.row_so_far", { score: running.points + running.bonus });
              }
              return h("td", { class: row.score === null && r === mine.current_row ? "running" : "" }, text);
            }),
            h("td", { class: "total" }, ctx.t.number(view.players[s].score)),
          ),
        ),
      ),
      h("caption", {}, t("bullseye.ui.scores_caption", { bonus: ctx.static.bonus })),
    ),
  );
}
