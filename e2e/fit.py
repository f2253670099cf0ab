"""What "fits the screen" means, measured the same way by every end-to-end test: the four viewports a game must be
playable at, no sideways scroll, nothing sticking out of the box it is laid out in, and no visible control on a game
screen smaller than a fingertip."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, Page

# A phone, a tablet upright, a tablet on its side (a café kiosk), a laptop.
VIEWPORTS: dict[str, dict[str, int]] = {
    "phone": {"width": 390, "height": 844},
    "tablet": {"width": 768, "height": 1024},
    "kiosk": {"width": 1024, "height": 768},
    "laptop": {"width": 1280, "height": 800},
}

TAP_MIN = 44  # px either way: WCAG 2.5.5 (AAA) and the platforms' own guidance for a fingertip

# Every visible thing a person can press or type into. A checkbox or radio inside a <label> is measured by its label
# (the label is what a finger hits); an element marked data-fit-exempt (text links inside running prose) is skipped.
_SMALL_CONTROLS = """
(minimum) => {
  if (SETTLING()) return null;
  const selector = 'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button],'
    + ' [role=link], [role=tab], [role=checkbox], [role=radio], [tabindex]:not([tabindex="-1"])';
  const small = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[data-fit-exempt], .visually-hidden')) continue;
    let target = el;
    if (el.matches('input[type=checkbox], input[type=radio]')) target = el.closest('label') || el;
    const box = target.getBoundingClientRect();
    const style = getComputedStyle(el);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
    if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.outerHTML).trim().slice(0, 40);
      small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return small;
}
"""


# px: the smallest text a person reads on a screen at arm's length (a label; running text is larger). Drawings that
# scale with the screen (a board's squares, which zoom) are measured by their own tests.
SMALLEST_TEXT_PX = 10

SPILL_TOLERANCE = 3  # px: a border's width or a rounding, where a die 15 px out of its row is what this is for

# Every laid-out element that sticks out sideways of the box holding it (a row of dice wider than its column, drawn
# over the board beside it): the page may not scroll sideways and still be broken. Not measured: what is positioned
# on purpose (absolute, fixed), what is transformed (a scaled highlight), the inside of a drawing (svg), and what is in
# a box that scrolls or clips (its own overflow is that box's business).
_SPILLS = r"""
(tolerance) => {
  const spills = [];
  const describe = (el) => `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string"
    ? "." + el.className.trim().split(/\s+/).join(".") : ""}`;
  for (const el of document.querySelectorAll("body *")) {
    if (el.parentElement?.closest("svg") || el.closest("[data-fit-exempt], .visually-hidden")) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.display === "contents" || style.visibility === "hidden") continue;
    if (style.position === "absolute" || style.position === "fixed" || style.transform !== "none") continue;
    let parent = el.parentElement;
    while (parent && getComputedStyle(parent).display === "contents") parent = parent.parentElement;
    if (!parent || parent === document.body) continue;
    const around = getComputedStyle(parent);
    if (around.overflowX !== "visible" || around.display === "inline") continue;
    const box = el.getBoundingClientRect();
    const room = parent.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const out = Math.max(box.right - room.right, room.left - box.left);
    if (out > tolerance) spills.push(`${describe(el)} sticks ${Math.round(out)} px out of ${describe(parent)}`);
  }
  return spills;
}
"""


def spills(page: Page) -> list[str]:
    """What sticks out sideways of the box it is in, described for an assertion message."""
    found: list[str] = page.evaluate(_SPILLS, SPILL_TOLERANCE)
    return found


def sideways_overflow(page: Page) -> int:
    """How many pixels the page scrolls sideways (0 when it fits the width)."""
    overflow: int = page.evaluate(
        "Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth"
    )
    return max(0, overflow)


def small_controls(page: Page, minimum: int = TAP_MIN) -> list[str]:
    """The visible controls smaller than ``minimum`` px either way, described for an assertion message. Measured only
    in a frame where nothing is moving into place: the check and the measure run in one task, so a screen that changes
    between them (a bot's move deals a hand in) cannot be measured mid-animation."""
    for _ in range(50):  # a screen's animations take half a second; 5 s at most
        found: list[str] | None = page.evaluate(_SMALL_CONTROLS_WHEN_STILL, minimum)
        if found is not None:
            return found
        page.wait_for_timeout(100)
    raise AssertionError("the page was still moving into place after 5 s")


# Whether something on the page is moving into place: a dealt card turns in from edge-on (24 px wide for a moment),
# and a measure taken then is of a frame, not of the screen. Endless animations (a glow) change no size.
_SETTLING = """() => document.getAnimations().some((a) =>
  a.playState === "running" && a.effect && a.effect.getComputedTiming().iterations !== Infinity)"""


# The measure above, returning null instead while something is moving into place.
_SMALL_CONTROLS_WHEN_STILL = _SMALL_CONTROLS.replace("SETTLING()", f"({_SETTLING})()")


def wait_until_landed(page: Page) -> None:
    """Wait (at most 5 s) until what is moving into place has landed: a button scaling in is smaller than it will be.
    Endless animations (a glow, a sand timer) are not waited for."""
    for _ in range(50):  # a screen's animations take half a second
        if not page.evaluate(_SETTLING):
            return
        page.wait_for_timeout(100)


def assert_fits(page: Page, where: str) -> None:
    """No sideways scroll, nothing sticking out of its box, and every visible control at least 44x44 px, once what is
    moving into place has landed."""
    wait_until_landed(page)
    overflow = sideways_overflow(page)
    assert overflow == 0, f"{where}: the page scrolls {overflow} px sideways"
    spilled = spills(page)
    assert not spilled, f"{where}: {spilled}"
    small = small_controls(page)
    assert not small, f"{where}: controls smaller than {TAP_MIN} px: {small}"


def in_viewport(locator: Locator) -> bool:
    """Whether the element is wholly inside the viewport as the page is scrolled now."""
    result: Any = locator.evaluate(
        "el => { const r = el.getBoundingClientRect();"
        " return r.width > 0 && r.top >= -0.5 && r.left >= -0.5"
        " && r.bottom <= window.innerHeight + 0.5 && r.right <= window.innerWidth + 0.5; }"
    )
    return bool(result)
