"""Stikord's board: squares 1-40 from START (0) to GOAL (41), the free-for-all and star squares, how far each way of
scoring moves a team, and where a move ends."""

from __future__ import annotations

from pygames.stikord.model import Variant

LAST_SQUARE = 40
GOAL = 41
FREE_FOR_ALL_SQUARES = (5, 11, 17, 23, 29, 35)
STAR_SQUARES = (37, 38, 39, 40)
OWN_SCORE = {1: 4, 2: 3, 3: 2}  # squares for a right guess on attempt 1, 2, 3
ET_ET = 8  # one cue word on the first roll, guessed at once
BONUS_EXTRA = 2  # the bonus (★) message, for the active team's own score
STEAL = 2
FREE_FOR_ALL_OWN = 8
FREE_FOR_ALL_OTHER = 4
STAR_IN_VARIANT = 5  # the special die's ★ when it moves a player in the 3-player game


def destination(variant: Variant, start: int, squares: int, et_et: bool) -> int:
    """Where a move of ``squares`` from ``start`` ends: in the 3-player game at GOAL at most (star squares are
    ordinary); otherwise never past 40, and from a star square only an ET-ET reaches GOAL."""
    if variant == "three":
        return min(start + squares, GOAL)
    if start in STAR_SQUARES and et_et:
        return GOAL
    return min(start + squares, LAST_SQUARE)
