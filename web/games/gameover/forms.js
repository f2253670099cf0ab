// The choices a card or a round opens: a wild card's letter picker, a guess, the guide's secret word. A form's
// handlers read what was typed from the submitted form's own fields, never from a node of the draw that built it.

// What the person is in the middle of: a wild card waiting for its letter, or a guess being typed.
export function choose(ctx, { wild = null, guessing = null }) {
  ctx.state.wild = wild;
  ctx.state.guessing = guessing;
  ctx.state.choiceOpened = !!(wild || guessing);
  ctx.redraw();
}

// A form that sends the action build(form.elements) returns (none when it returns null) and shows a refusal on its
// own error line. The kit's actionForm keeps its form and error line from the draw that built it, which a screen
// updated in place would have to forward to the live ones; this one takes them from the submit event.
function sentForm(ctx, { label, className, children, build }) {
  const { h } = ctx;
  return h(
    "form",
    {
      class: `action-form ${className}`,
      "aria-label": label,
      onsubmit: async (event) => {
        event.preventDefault();
        const form = event.currentTarget; // the live form: gone from the event once it has been dispatched
        const action = build(form.elements);
        if (!action) return;
        const reply = await ctx.act(action, { inline: true });
        const error = form.querySelector(".form-error");
        if (!reply.ok && error) error.textContent = reply.message;
      },
    },
    children,
    h("p", { class: "form-error", role: "alert", "aria-live": "assertive" }),
  );
}

export function letterPicker(ctx, card) {
  const { h, view } = ctx;
  const { alphabet, vowels } = ctx.static;
  const letters = [...alphabet].filter((c) => (card === "vowel") === vowels.includes(c));
  return h(
    "div",
    { class: "go-picker", role: "group", "aria-label": ctx.t("gameover.ui.choose_letter", { card }) },
    letters.map((c) => {
      const asked = view.asked.includes(c);
      return h(
        "button",
        {
          class: `go-pick${asked ? " asked" : ""}`,
          type: "button",
          "aria-label": ctx.t("gameover.ui.ask_for", { letter: c, asked: String(asked) }),
          onclick: () => ctx.act({ type: "play", card, letter: c }),
        },
        c,
      );
    }),
    h("button", { class: "btn small", type: "button", onclick: () => choose(ctx, {}) }, ctx.t("gameover.ui.cancel")),
  );
}

export function guessForm(ctx, how) {
  const { h, view } = ctx;
  return sentForm(ctx, {
    label: ctx.t("gameover.ui.guess_form", { how }),
    className: "go-guess",
    children: [
      h("input", {
        type: "text",
        name: "guess",
        class: "go-guess-input",
        autocomplete: "off",
        autocapitalize: "characters",
        spellcheck: false,
        "aria-label": ctx.t("gameover.ui.your_guess"),
        placeholder: ctx.t("gameover.ui.letters", { n: view.length }),
      }),
      h("button", { class: "btn primary", type: "submit" }, ctx.t("gameover.ui.guess")),
      h("button", { class: "btn small", type: "button", onclick: () => choose(ctx, {}) }, ctx.t("gameover.ui.cancel")),
    ],
    build: (fields) => {
      const word = fields.namedItem("guess").value.trim();
      if (!word) return null;
      return how === "free" ? { type: "free_guess", word } : { type: "play", card: "guess", word };
    },
  });
}

export function chooseWord(ctx) {
  const { h, view, legal } = ctx;
  const { min_word: min, max_word: max } = ctx.static;
  // One of Python's example words, into the form's own field.
  const suggest = (event) => {
    const field = event.currentTarget.form.elements.namedItem("word");
    const examples = legal.map((a) => a.word);
    field.value = examples[Math.floor(Math.random() * examples.length)];
    field.focus();
  };
  return sentForm(ctx, {
    label: ctx.t("gameover.ui.choose_form"),
    className: "go-choose panel",
    children: [
      h("h2", {}, ctx.t("gameover.ui.choose_heading")),
      h("p", { id: "go-secret-rule" }, ctx.t("gameover.ui.word_rule", { min, max, any: String(!!view.any_word) })),
      h("input", {
        type: "text",
        name: "word",
        class: "go-secret-input",
        autocomplete: "off",
        spellcheck: false,
        "aria-label": ctx.t("gameover.ui.secret_word"),
        "aria-describedby": "go-secret-rule",
        placeholder: ctx.t("gameover.ui.type_word"),
      }),
      h(
        "div",
        { class: "actions" },
        h("button", { class: "btn", type: "button", onclick: suggest }, ctx.t("gameover.ui.suggest")),
        h("button", { class: "btn primary", type: "submit" }, ctx.t("gameover.ui.hide_word")),
      ),
    ],
    build: (fields) => ({ type: "word", word: fields.namedItem("word").value }),
  });
}
