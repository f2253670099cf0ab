"""The shell updates a game's screen in place (web/widgets.js morph): kept nodes keep their identity, focus and what a
person is typing, take the new attributes, styles, text and handlers, and keyed children are matched by key. Checked in
the site's own page (its CSP included), with widgets.js as the site serves it."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from e2e.conftest import open_app

# Builds a screen twice with widgets.js, morphs the first (live) into the second and reports what happened.
_MORPH = """
async () => {
  const { h, morph } = await import("./widgets.js");
  const clicks = [];
  const heard = [];
  let captured = null;
  const button = (text, onclick) => h("button", { type: "button", onclick }, text);
  const build = (label, keys, extra) => {
    const input = h("input", { class: "typed", "aria-label": "typed", value: `value ${label}` });
    const other = h("input", { class: "other", "aria-label": "other", value: `value ${label}` });
    const root = h(
      "div",
      { class: `game-root ${label}` },
      h("p", { class: "title", title: label, style: { color: label === "one" ? "red" : "blue" } }, `text ${label}`),
      input,
      other,
      h("ul", {}, keys.map((k) => h("li", { "data-key": k }, button(k, () => clicks.push(`${label}:${k}`))))),
      extra,
    );
    root.addEventListener("ping", () => heard.push(label));
    captured = input;
    return root;
  };
  const live = build("one", ["a", "b", "c"], h("span", { class: "gone" }, "gone"));
  document.body.append(live);
  const before = {
    p: live.querySelector("p"),
    input: live.querySelector(".typed"),
    items: Object.fromEntries([...live.querySelectorAll("li")].map((li) => [li.dataset.key, li])),
  };
  before.input.focus();
  before.input.value = "what I typed";
  const next = build("two", ["c", "a", "d"], null);
  morph(live, next);
  const items = [...live.querySelectorAll("li")];
  for (const li of items) li.querySelector("button").click();
  live.dispatchEvent(new Event("ping"));
  const result = {
    rootKept: live.isConnected && document.body.contains(live),
    rootClass: live.className,
    pKept: live.querySelector("p") === before.p,
    title: before.p.getAttribute("title"),
    color: before.p.style.color,
    text: before.p.textContent,
    order: items.map((li) => li.dataset.key),
    aKept: items[1] === before.items.a,
    cKept: items[0] === before.items.c,
    bGone: !before.items.b.isConnected,
    extraGone: !live.querySelector(".gone"),
    clicks,
    heard,
    inputKept: live.querySelector(".typed") === before.input,
    focused: document.activeElement === before.input,
    typed: before.input.value,
    otherValue: live.querySelector(".other").value,
    capturedValue: captured.value,
    capturedConnected: captured.isConnected,
  };
  // A renderer may ask, while it draws into a detached root, whether the focus is in its screen.
  const { standIn } = await import("./widgets.js");
  result.standIn = standIn(h("div"), live).contains(before.input);
  next.querySelector("ul").replaceChildren(h("li", {}, "replaced"));
  result.replaced = live.querySelector("ul").textContent;
  captured.value = "set through the built node";
  result.liveAfterSet = before.input.value;
  live.querySelector(".other").focus();
  captured.focus();
  result.refocused = document.activeElement === before.input;
  live.remove();
  return result;
}
"""


def test_morph_keeps_nodes_focus_and_typing_and_takes_the_new_attributes_children_and_handlers(
    page: Page, site_url: str
) -> None:
    open_app(page, site_url)
    result: dict[str, Any] = page.evaluate(_MORPH)
    assert result["rootKept"] and result["rootClass"] == "game-root two"
    assert result["pKept"], "a node of the same tag in the same place is kept"
    assert (result["title"], result["color"], result["text"]) == ("two", "blue", "text two")
    assert result["order"] == ["c", "a", "d"], "keyed children reordered, added and removed"
    assert result["aKept"] and result["cKept"] and result["bGone"] and result["extraGone"]
    assert result["clicks"] == ["two:c", "two:a", "two:d"], "the handlers of the new screen, once each"
    assert result["heard"] == ["two"], "a listener the renderer added itself is moved, not added twice"
    assert result["inputKept"] and result["focused"], "the field being edited keeps the focus"
    assert result["typed"] == "what I typed", "and what is typed in it"
    assert result["otherValue"] == "value two", "a field not being edited takes the new value"
    # The renderer's closures hold the built (detached) nodes: they reach the live ones.
    assert result["capturedValue"] == "what I typed" and result["capturedConnected"]
    assert result["liveAfterSet"] == "set through the built node"
    assert result["refocused"]
    assert result["standIn"], "a root being drawn answers for the live screen's focus"
    assert result["replaced"] == "replaced", "a built node's children replaced later are the live node's"


def test_a_move_updates_the_game_screen_in_place(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/gameover?seats=Ann,bot:normal&seed=3&delay=0")
    draw = page.get_by_role("button", name="Draw a card")
    expect(draw).to_be_visible()
    page.evaluate("for (const s of ['.game-root', '.go-panel']) document.querySelector(s).probe = 'kept'")
    events = page.locator(".go-log li").count()
    draw.click()
    expect(page.locator(".go-log li")).not_to_have_count(events)
    assert page.evaluate("document.querySelector('.game-root').probe") == "kept"
    assert page.evaluate("document.querySelector('.go-panel').probe") == "kept"
