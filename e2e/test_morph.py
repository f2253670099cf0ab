"""The shell updates a game's screen in place (web/widgets.js morph): kept nodes keep their identity, focus and what a
person is typing, take the new attributes, styles, text and handlers, and keyed children are matched by key. Checked in
the site's own page (its CSP included), with widgets.js as the site serves it."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from e2e.conftest import Watch, open_app

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
    # A built node is no stand-in for the live one (renderers keep none across draws): it stays detached, and what is
    # done to it later leaves the screen as it is.
    assert result["capturedValue"] == "value two" and not result["capturedConnected"]
    assert result["liveAfterSet"] == "what I typed"
    assert not result["refocused"]
    assert result["standIn"], "a root being drawn answers for the live screen's focus"
    assert result["replaced"] != "replaced", "a built node's children replaced later are not the live node's"


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


# A part drawn with unchanged(): kept as it is in the page while its data stays the same (a morph would take away an
# attribute the built screen does not have), built again when the data changes or when it is not on the page.
_UNCHANGED = """
async () => {
  const { h, morph, unchanged } = await import("./widgets.js");
  globalThis.pygamesCheckUnchanged = false; // it would build the kept part too (and see the probe as stale)
  const ctx = { state: {} };
  let builds = 0;
  const floor = (lang) => {
    builds += 1;
    return h("div", { class: "floor" }, h("span", {}, `floor ${lang}`));
  };
  const screen = (lang, label) =>
    h("div", { class: "game-root" }, h("p", {}, label), unchanged(ctx, "floor", [lang], () => floor(lang)));
  const look = (root) => ({
    builds,
    probe: root.querySelector(".floor span").getAttribute("data-probe"),
    text: root.textContent,
  });
  const live = screen("en", "one");
  document.body.append(live);
  live.querySelector(".floor span").setAttribute("data-probe", "mine");
  morph(live, screen("en", "two"));
  const same = look(live);
  morph(live, screen("fi", "three"));
  const changed = look(live);
  live.remove();
  const fresh = screen("fi", "four");
  document.body.append(fresh);
  const drawnAfresh = look(fresh);
  // The part moves into another element of the screen: the stub finds no live part there, so it is built after all.
  const moved = h("div", { class: "game-root" }, h("section", {}, unchanged(ctx, "floor", ["fi"], () => floor("fi"))));
  morph(fresh, moved);
  const elsewhere = look(fresh);
  fresh.remove();
  return { same, changed, drawnAfresh, elsewhere };
}
"""


def test_a_part_whose_data_is_unchanged_is_left_as_it_is_and_built_again_when_it_changes(
    page: Page, site_url: str
) -> None:
    open_app(page, site_url)
    result: dict[str, Any] = page.evaluate(_UNCHANGED)
    assert result["same"] == {"builds": 1, "probe": "mine", "text": "twofloor en"}
    assert result["changed"] == {"builds": 2, "probe": None, "text": "threefloor fi"}
    assert result["drawnAfresh"] == {"builds": 3, "probe": None, "text": "fourfloor fi"}
    assert result["elsewhere"] == {"builds": 4, "probe": None, "text": "floor fi"}


# The same part drawn now and then on every draw (deps null: a sheet being written on) and now and then only when its
# data changes: the morph keeps its nodes across both, instead of building the part and its layout anew.
_UNCHANGED_OR_DRAWN = """
async () => {
  const { h, morph, unchanged } = await import("./widgets.js");
  globalThis.pygamesCheckUnchanged = false; // it would build the kept part too: the builds are counted here
  const ctx = { state: {} };
  let builds = 0;
  const sheet = (label) => {
    builds += 1;
    return h("section", { class: "sheet" }, h("span", {}, label));
  };
  const screen = (deps, label) =>
    h("div", { class: "game-root" }, unchanged(ctx, "sheet", deps, () => sheet(label)));
  const live = screen(["en"], "resting");
  document.body.append(live);
  const span = live.querySelector(".sheet span");
  const look = () => ({ builds, kept: live.querySelector(".sheet span") === span, text: live.textContent });
  morph(live, screen(null, "writing"));
  const writing = look();
  morph(live, screen(null, "still writing"));
  const again = look();
  morph(live, screen(["en"], "resting"));
  const resting = look(); // the data is as before the writing, but the page is not: built again
  morph(live, screen(["en"], "resting"));
  const unchangedAfter = look();
  live.remove();
  return { writing, again, resting, unchangedAfter };
}
"""


def test_a_part_drawn_on_every_draw_for_a_while_keeps_its_nodes_either_way(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    result: dict[str, Any] = page.evaluate(_UNCHANGED_OR_DRAWN)
    assert result["writing"] == {"builds": 2, "kept": True, "text": "writing"}
    assert result["again"] == {"builds": 3, "kept": True, "text": "still writing"}
    assert result["resting"] == {"builds": 4, "kept": True, "text": "resting"}
    assert result["unchangedAfter"] == {"builds": 4, "kept": True, "text": "resting"}


def test_sleuth_moves_leave_the_board_floor_as_it_is(page: Page, site_url: str) -> None:
    open_app(page, site_url, "#/sleuth?seats=bot:hard,bot:hard,bot:hard&seed=2&delay=0")
    expect(page.locator(".sl-floor .sl-sq").first).to_be_attached()
    # An attribute the renderer never draws: any morph of the floor would take it away (and the check of kept parts
    # would find the floor stale: it is off here).
    page.evaluate("globalThis.pygamesCheckUnchanged = false")
    page.evaluate("document.querySelector('.sl-floor .sl-sq').setAttribute('data-probe', 'kept')")
    squares = page.locator(".sl-floor .sl-sq").count()
    expect(page.locator('[data-game="sleuth"]')).to_have_attribute("data-game-state", "over", timeout=120_000)
    assert page.locator(".sl-floor .sl-sq[data-probe=kept]").count() == 1
    assert page.locator(".sl-floor .sl-sq").count() == squares > 100


# The check the end-to-end tests turn on (e2e/conftest.py): a kept part whose deps leave out something it draws.
_STALE_PART = """
async () => {
  const { h, morph, unchanged } = await import("./widgets.js");
  const ctx = { state: {} };
  // A part with no class (its stub was once given class="null", matched nothing and the part was built every time).
  const screen = (score) =>
    h("div", { class: "game-root" }, unchanged(ctx, "total", ["Ann"], () => h("p", {}, `Ann: ${score}`)));
  const live = screen(3);
  document.body.append(live);
  morph(live, screen(3)); // the same data and the same text: nothing to say
  morph(live, screen(5)); // the score is not among the deps: the page goes on showing 3
  live.remove();
  return live.textContent;
}
"""


def test_the_tests_check_catches_a_kept_part_whose_deps_miss_what_it_shows(
    page: Page, site_url: str, watch: Watch
) -> None:
    open_app(page, site_url)
    assert page.evaluate("globalThis.pygamesCheckUnchanged") is True
    watch.allowed_errors.append("its deps miss something it shows")
    assert page.evaluate(_STALE_PART) == "Ann: 3"
    assert watch.provoked == [
        'unchanged(): "total" on the screen is not what its data draws now: its deps miss something it shows'
    ]
