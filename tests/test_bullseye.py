"""Bullseye (shared/rules/bullseye.md, rulebook seeds/003): sheets, turns, entries, scoring, the end, bots.

Situations are set up with real actions and scripted dice (``script={"dice": [...]}``: one entry per throw, the
values of the thrown dice in the order K B Y R G W), never by writing the state.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
import statistics
import tracemalloc
from typing import Any

import pytest

import pygames
from pygames.api import handle
from pygames.bullseye import bots, strategy
from pygames.bullseye.game import Bullseye
from pygames.bullseye.make_tables import expected_turns
from pygames.bullseye.sheets import BONUS, COLOURS, CROSSED, PRINTED, SHEET_LETTERS, SHEETS
from pygames.bullseye.strategy import (
    FULL,
    TURN_COSTS,
    cross_mask,
    pace_table,
    reachable_states,
    row_plan,
    shipped_tables,
    solve_row,
)
from pygames.core import IllegalAction, MalformedAction

# Bullseye's one secret is the entries of the turn under way: everyone writes at the same time, so until every seat has
# entered, a seat sees only its own entry (tests/test_secrecy.py varies the others' entries with counterfactual()).

# ----- helpers ------------------------------------------------------------------------------------------------------

Roll = str  # "K1 B3 Y4 R1 G2 W4": a throw of the dice named in it (all six for a roll, the rerolled ones for a reroll)


def values(roll: Roll) -> list[int]:
    """A throw as the chance script wants it: the values of the thrown dice in the dice order."""
    found = {cell[0]: int(cell[1:]) for cell in roll.split()}
    assert set(found) <= set(COLOURS)
    return [found[c] for c in COLOURS if c in found]


def new(
    seats: int = 1, seed: int = 1, levels: list[str | None] | None = None, rolls: list[Roll] | None = None
) -> Bullseye:
    """A new game; ``rolls`` scripts the throws of the dice, in order (after them the seeded dice go on)."""
    levels = levels or [None] * seats
    options = {"seats": [{"name": f"P{i}", "bot": lv} for i, lv in enumerate(levels)]}
    script = {"dice": [values(r) for r in rolls]} if rolls else None
    state = pygames.new_game("bullseye", options, seed, script=script)
    assert isinstance(state, Bullseye)
    return state


def write(*pairs: str) -> dict[str, Any]:
    return {"type": "write", "fields": {p[0]: int(p[1:]) for p in pairs}}


CROSS = {"type": "cross"}
ROLL = {"type": "roll"}
KEEP = {"type": "keep"}
REROLL = {"type": "reroll"}


def roll(state: Bullseye, then: dict[str, Any] | None = KEEP) -> None:
    """The active player rolls, then keeps or rerolls (``then`` None: stop before deciding)."""
    active = state.to_act()[0]
    state.apply(active, ROLL)
    if then is not None:
        state.apply(active, then)


def enter(state: Bullseye, entries: dict[int, dict[str, Any]] | None = None) -> None:
    """Every seat still to enter makes its entry: the one given for it, else a cross."""
    for seat in list(state.to_act()):
        state.apply(seat, (entries or {}).get(seat, CROSS))


def turn(state: Bullseye, entries: dict[int, dict[str, Any]] | None = None) -> None:
    roll(state)
    enter(state, entries)


def at_roll(dice: Roll, seats: int = 1, levels: list[str | None] | None = None, decide: bool = False) -> Bullseye:
    """A new game right after seat 0 has rolled ``dice`` (and kept them, unless ``decide``)."""
    state = new(seats, levels=levels, rolls=[dice])
    roll(state, None if decide else KEEP)
    return state


def perfect(letter: str, row: int) -> Roll:
    """The roll that hits every field of a row (0-based) of a sheet."""
    return " ".join(f"{f.colour}{f.printed}" for f in SHEETS[letter].rows[row])


def snapshot(state: Bullseye) -> str:
    views = [state.view(s) for s in [None, *range(len(state.seats))]]
    return json.dumps([views, state.to_json(), state.to_act()])


def assert_refused(state: Bullseye, seat: int, action: Any, key: str, **args: Any) -> None:
    """The action is refused with ``key`` ("core.x" for core's, else the game's short key) and changes nothing."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert snapshot(state) == before, f"{action!r} changed the state"
    assert error.value.key == (key if "." in key else f"bullseye.{key}"), error.value
    for name, value in args.items():
        assert error.value.args_[name] == value, error.value.args_
    if key in ("core.extra_field", "core.missing_field", "core.wrong_kind", "core.unknown_action"):
        assert isinstance(error.value, MalformedAction)


def events(state: Bullseye, key: str) -> list[dict[str, Any]]:
    """The arguments of every event ``key`` (short) in the public view, oldest first."""
    return [e["args"] for e in state.view(None)["events"] if e["key"] == f"bullseye.{key}"]


def texts(state: Bullseye) -> list[str]:
    return [state.event_text(e) for e in state.view(None)["events"]]


def sheet(state: Bullseye, seat: int) -> dict[str, Any]:
    scoresheet: dict[str, Any] = state.view(None)["scoresheets"][seat]
    return scoresheet


def play_bots(levels: list[str], seed: int) -> Bullseye:
    state = new(len(levels), seed, list(levels))
    while state.result() is None:
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
    return state


def hidden_entries(state: Bullseye, seat: int | None) -> set[int]:
    """The seats whose entry of this turn ``seat`` must not see yet (public facts only: the phase and to_act)."""
    view = state.view(None)
    if view["phase"] != "enter":
        return set()
    waiting = set(view["to_act"])
    return {s for s in range(len(state.seats)) if s not in waiting and s != seat}


# Used by tests/test_compliance.py: every sheet is public but for the entries of the turn under way, so a seat's view
# is the public view with its own sheet as it has written it (its own entry of this turn shown).
def assert_view_hides_secrets(state: Any, seat: int | None, view: dict[str, Any]) -> None:
    public = state.view(None)
    assert view["seat"] == seat
    apart = {"seat": None, "events": None, "scoresheets": None, "can_undo": None}  # can_undo: its own, no secret
    assert {**view, **apart} == {**public, **apart}
    assert all(event in public["events"] for event in view["events"])  # the events of a turn are all public
    for s, (mine, shown) in enumerate(zip(view["scoresheets"], public["scoresheets"], strict=True)):
        if s != seat:
            assert mine == shown, f"seat {seat} sees more of sheet {s} than the public view"
    for s in hidden_entries(state, None):  # the public view shows no entry of this turn: the row as at the roll
        row = public["scoresheets"][s]["current_row"]
        written = sum(1 for cell in public["scoresheets"][s]["rows"][row]["cells"] if cell is not None)
        assert written < sum(1 for cell in state.cells[s][row] if cell is not None)
    if view["phase"] == "roll":  # which holds no future dice
        assert all(d["value"] is None for d in view["dice"])


def counterfactual(state: Bullseye, seat: int | None, rng: random.Random) -> Bullseye | None:
    """The same game with other entries this turn for the seats that have entered, other than ``seat``.

    Built by replaying the log through the public API, with a random legal entry in place of each of those entries.
    None outside the entry phase or when no other seat has entered yet."""
    if not hidden_entries(state, seat):
        return None
    saved = state.to_json()
    log = saved["log"]
    start = max(i for i, (_, action) in enumerate(log) if action["type"] in ("keep", "reroll")) + 1
    other = pygames.load_game({**saved, "log": log[:start]})
    assert isinstance(other, Bullseye)
    for entrant, action in log[start:]:
        if entrant != seat:
            action = rng.choice(other.legal_actions(entrant))
        other.apply(entrant, action)
    return other


# ----- sheet data ---------------------------------------------------------------------------------------------------


def test_six_sheets_of_five_rows_with_every_colour_once_per_row() -> None:
    assert SHEET_LETTERS == ("A", "B", "C", "D", "E", "F")
    for s in SHEETS.values():
        assert len(s.rows) == 5
        for row in s.rows:
            assert sorted(f.colour for f in row) == sorted(COLOURS)


def test_printed_numbers_are_the_rules_and_the_same_on_every_sheet() -> None:
    expected = [(6, 5, 4, 3, 2, 1), (3, 6, 1, 5, 2, 4), (2, 4, 6, 1, 3, 5), (5, 1, 3, 6, 4, 2), (4, 3, 2, 1, 6, 5)]
    assert list(PRINTED) == expected
    for s in SHEETS.values():
        assert [tuple(f.printed for f in row) for row in s.rows] == expected


def test_sheet_a_and_the_shifted_sheets() -> None:
    sheet_a = ["YRGBWK", "KGWYBR", "RWBKYG", "GYKWRB", "WBYRGK"]
    for shift, letter in enumerate(SHEET_LETTERS):
        for r, order in enumerate(sheet_a):
            shifted = order[shift:] + order[:shift]
            assert "".join(f.colour for f in SHEETS[letter].rows[r]) == shifted, (letter, r)


def test_sheet_d_row_1_is_the_rulebook_example() -> None:
    assert perfect("D", 0) == "B6 W5 K4 Y3 R2 G1"


def test_bonus_table() -> None:
    assert BONUS == (0, 1, 3, 6, 10, 15, 21)


def test_game_info() -> None:
    info = pygames.GAMES["bullseye"]
    assert (info["title"], info["min_seats"], info["max_seats"]) == ("Bullseye", 1, 6)
    assert info["languages"] == ["en"] and info["bots"] is True and info["secret_views"] is False
    assert info["bot_levels"] == ["easy", "normal", "hard"]
    with pytest.raises(pygames.BadOptions):
        pygames.new_game("bullseye", {"seats": [{}] * 7}, 1)


def test_each_seat_gets_its_own_sheet() -> None:
    state = new(6)
    assert [s["sheet"] for s in state.view(None)["scoresheets"]] == list("ABCDEF")


def test_the_sheets_and_dice_are_static_data_sent_once() -> None:
    static = new(2).static()
    assert static["colours"] == list(COLOURS) and static["faces"] == [1, 2, 3, 4, 5, 6]
    assert static["bonus"] == list(BONUS)
    assert sorted(static["sheets"]) == list(SHEET_LETTERS)
    assert static["sheets"]["D"][0] == [
        {"colour": c, "printed": p} for c, p in [("B", 6), ("W", 5), ("K", 4), ("Y", 3), ("R", 2), ("G", 1)]
    ]
    reply = json.loads(handle(json.dumps({"op": "new", "game": "bullseye", "options": {"seats": [{}] * 6}})))
    assert reply["ok"] and reply["static"] == json.loads(json.dumps(static))
    for view in reply["views"].values():  # the views carry what is written, not the printed sheets
        assert "printed" not in json.dumps(view) and not {"sheets", "colours", "faces"} & set(view)


# ----- a turn -------------------------------------------------------------------------------------------------------


def test_a_turn_roll_keep_enter_then_the_next_player_rolls() -> None:
    state = new(3, seed=5)
    assert state.to_act() == [0] and state.legal_actions(0) == [ROLL]
    assert state.legal_actions(1) == []
    state.apply(0, ROLL)
    view = state.view(None)
    assert view["phase"] == "decide" and all(1 <= d["value"] <= 6 for d in view["dice"])
    assert KEEP in state.legal_actions(0)
    state.apply(0, KEEP)
    assert state.view(None)["phase"] == "enter" and state.to_act() == [0, 1, 2]  # everybody enters at once
    state.apply(2, CROSS)  # in any order
    assert state.to_act() == [0, 1]
    assert [s["entered"] for s in state.view(None)["scoresheets"]] == [False, False, True]
    state.apply(0, CROSS)
    state.apply(1, CROSS)
    view = state.view(None)
    assert (view["phase"], view["active"], view["turn"], view["to_act"]) == ("roll", 1, 2, [1])
    assert [d["value"] for d in view["dice"]] == [None] * 6  # last turn's dice are not this turn's
    for active in (1, 2):
        state.apply(active, ROLL)
        state.apply(active, KEEP)
        enter(state)
    assert state.view(None)["active"] == 0  # to the left, and around


def test_dice_come_from_the_game_generator_one_randint_per_die() -> None:
    """The draws of the first release, in its order: saved games of it replay as the same games."""
    state = new(1, seed=11)
    state.apply(0, ROLL)
    mirror = random.Random(11)
    rolled = {c: mirror.randint(1, 6) for c in COLOURS}
    assert {d["colour"]: d["value"] for d in state.view(0)["dice"]} == rolled
    rerolled = [c for c in COLOURS if rolled[c] != 1]
    state.apply(0, REROLL)
    again = {c: mirror.randint(1, 6) if c in rerolled else 1 for c in COLOURS}
    assert {d["colour"]: d["value"] for d in state.view(0)["dice"]} == again
    assert state.chance.draws == [("dice", [rolled[c] for c in COLOURS]), ("dice", [again[c] for c in rerolled])]


def test_reroll_keeps_the_ones_and_rerolls_the_rest_once() -> None:
    state = new(2, rolls=["K1 B3 Y4 R1 G2 W4", "B5 Y5 G6 W2"])  # the reroll throws the four dice that are not ones
    roll(state, None)
    view = state.view(None)
    assert [d["kept"] for d in view["dice"]] == [True, False, False, True, False, False]
    state.apply(0, REROLL)
    view = state.view(None)
    assert [d["value"] for d in view["dice"]] == [1, 5, 5, 1, 6, 2]
    assert view["phase"] == "enter" and view["reroll_used"] is True
    assert state.to_act() == [0, 1]
    assert events(state, "rerolled") == [
        {
            "seat": 0,
            "dice": {"K": 1, "B": 5, "Y": 5, "R": 1, "G": 6, "W": 2},
            "colours": ["B", "Y", "G", "W"],
            "count": 4,
            "kept": 2,
        }
    ]


def test_reroll_may_name_exactly_the_dice_it_rerolls() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4", decide=True)
    state.apply(0, {"type": "reroll", "dice": ["B", "Y", "G", "W"]})
    dice = {d["colour"]: d["value"] for d in state.view(0)["dice"]}
    assert dice["K"] == dice["R"] == 1 and state.view(0)["phase"] == "enter"


def test_all_ones_cannot_be_rerolled() -> None:
    state = at_roll("K1 B1 Y1 R1 G1 W1", decide=True)
    assert state.legal_actions(0) == [KEEP]
    assert_refused(state, 0, REROLL, "nothing_to_reroll")


# ----- entries: the rulebook examples -------------------------------------------------------------------------------


def test_sarah_sheet_a_row_1() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4")
    assert state.placeable(0) == ["K", "B", "Y", "R", "G"]  # the white 4 is higher than W2
    legal = state.legal_actions(0)
    assert len(legal) == 2**5 - 1 + 1 and legal[-1] == CROSS
    assert write("K1", "B3", "Y4") in legal and write("R1") in legal and write("G2") in legal
    assert not any("W" in a.get("fields", {}) for a in legal)
    assert sheet(state, 0)["hit_now"] == ["K", "B"]  # black 1 and blue 3 would be bullseyes
    assert_refused(state, 0, write("W4"), "too_high", colour="W", value=4, printed=2)
    state.apply(0, write("K1", "B3", "Y4"))
    row = sheet(state, 0)["rows"][0]  # sheet A row 1: Y6 R5 G4 B3 W2 K1
    assert row["cells"] == [4, None, None, 3, None, 1]
    assert row["hit_fields"] == [3, 5] and sheet(state, 0)["running"] == {
        "points": 8,
        "hits": 2,
        "bonus": 3,
        "complete": False,
    }
    assert events(state, "wrote") == [
        {"seat": 0, "row": 1, "fields": {"K": 1, "B": 3, "Y": 4}, "hits": ["K", "B"], "count": 3}
    ]


def test_emma_must_cross_the_white_5_and_her_row_scores_20() -> None:
    state = new(4, rolls=["K4 B5 Y2 R2 G6 W6", "K6 B6 Y6 R6 G5 W6", "K6 B6 Y6 R6 G1 W6"])  # seat 3 plays sheet D
    turn(state, {3: write("B5", "K4", "Y2", "R2")})
    roll(state)
    assert state.placeable(3) == []
    assert state.legal_actions(3) == [CROSS]
    enter(state)
    row = sheet(state, 3)["rows"][0]  # sheet D row 1: B6 W5 K4 Y3 R2 G1
    assert row["cells"] == [5, CROSSED, 4, 2, 2, None]  # the white 5 is crossed out
    assert events(state, "crossed")[-1] == {"seat": 3, "row": 1, "colour": "W", "printed": 5}
    assert "seat 3 crosses out the W 5 in row 1" in texts(state)
    assert sheet(state, 3)["running"]["complete"] is False and sheet(state, 3)["current_row"] == 0
    turn(state, {3: write("G1")})
    emma = sheet(state, 3)
    assert emma["rows"][0]["score"] == 14 + 6 == 20
    assert emma["current_row"] == 1 and state.view(None)["players"][3]["score"] == 20
    assert {"seat": 3, "row": 1, "points": 14, "bonus": 6, "hits": 3, "score": 20} in events(state, "row_completed")


def test_cross_is_allowed_even_when_a_write_is_possible() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4")
    assert sheet(state, 0)["cross_at"] == 0
    state.apply(0, CROSS)
    assert sheet(state, 0)["rows"][0]["cells"] == [CROSSED, None, None, None, None, None]  # the leftmost field, Y6


def test_cross_takes_the_leftmost_open_field() -> None:
    rolls = [perfect("A", 0), "K3 B6 Y6 R6 G6 W1", "K6 B6 Y6 R6 G6 W6"]
    state = new(1, rolls=rolls)
    turn(state, {0: write(*perfect("A", 0).split())})  # row 1 complete: 42
    turn(state, {0: write("K3", "W1")})  # sheet A row 2: K3 G6 W1 Y5 B2 R4
    roll(state)
    assert sheet(state, 0)["cross_at"] == 1
    state.apply(0, CROSS)
    assert sheet(state, 0)["rows"][1]["cells"] == [3, CROSSED, 1, None, None, None]


def test_several_dice_and_all_six_in_one_entry() -> None:
    state = at_roll("K1 B3 Y6 R5 G4 W2")  # every die fits sheet A row 1 exactly
    assert len(state.legal_actions(0)) == 64
    state.apply(0, write("K1", "B3", "Y6", "R5", "G4", "W2"))
    player = sheet(state, 0)
    assert player["rows"][0]["score"] == 21 + 21 == 42 and player["current_row"] == 1


# ----- illegal entries and moves -----------------------------------------------------------------------------------


def test_illegal_entries_are_refused_with_a_reason_and_change_nothing() -> None:
    state = new(2, rolls=["K6 B6 Y5 R6 G6 W6", "K6 B6 Y6 R6 G6 W6", "K1 B3 Y4 R1 G2 W4"])
    turn(state, {0: write("Y5")})  # sheet A row 1: Y6 R5 G4 B3 W2 K1
    turn(state)  # seat 0 crosses out the R5
    roll(state)
    assert sheet(state, 0)["rows"][0]["cells"] == [5, CROSSED, None, None, None, None]
    assert_refused(state, 0, write("B4"), "die_shows", colour="B", rolled=3, value=4)  # not the die's number
    assert_refused(state, 0, write("Z1"), "no_such_die", colour="Z")
    assert_refused(state, 0, write("W4"), "too_high", colour="W", value=4, printed=2)  # above the printed number
    assert_refused(state, 0, write("Y4"), "field_used", colour="Y", row=1)  # a field written earlier
    assert_refused(state, 0, write("R1"), "field_crossed", colour="R", row=1)  # a field crossed earlier
    # numbers or one cross, never both: no action has both shapes
    assert_refused(state, 0, {"type": "write", "fields": {"K": 1}, "cross": True}, "core.extra_field")
    assert_refused(state, 0, {"type": "cross", "fields": {"K": 1}}, "core.extra_field")
    assert_refused(state, 0, {"type": "write", "fields": {}}, "empty_write")
    assert_refused(state, 0, {"type": "write"}, "core.missing_field")
    assert_refused(state, 0, {"type": "write", "fields": {"K": True}}, "core.wrong_kind")
    assert_refused(state, 0, {"type": "write", "fields": {"K": "1"}}, "core.wrong_kind")
    assert_refused(state, 0, {"type": "write", "fields": [["K", 1]]}, "core.wrong_kind")
    assert_refused(state, 0, {"type": "write", "fields": {"K": 7}}, "bad_value", colour="K")
    assert_refused(state, 0, {"type": "write", "fields": {"K": 0}}, "bad_value", colour="K")
    assert_refused(state, 0, write("K1", "W4"), "too_high", colour="W")  # one bad die spoils the entry
    assert_refused(state, 0, ROLL, "core.not_now")  # the dice have been rolled
    assert_refused(state, 0, REROLL, "core.not_now")
    assert_refused(state, 0, {"type": "smash"}, "core.unknown_action")
    state.apply(0, write("K1"))
    assert_refused(state, 0, write("B3"), "core.not_your_turn")  # entering twice


def test_illegal_rolls_and_rerolls() -> None:
    state = new(2, rolls=["K1 B3 Y4 R1 G2 W4"])
    assert_refused(state, 1, ROLL, "core.not_your_turn")
    assert_refused(state, 0, KEEP, "core.not_now")  # roll the dice first
    assert_refused(state, 0, REROLL, "core.not_now")
    assert_refused(state, 0, CROSS, "core.not_now")  # entries come after the dice are final
    assert_refused(state, 0, {"type": "roll", "dice": ["K"]}, "core.extra_field")
    roll(state, None)
    assert_refused(state, 0, write("K1"), "core.not_now")
    assert_refused(state, 1, CROSS, "core.not_your_turn")
    assert_refused(state, 0, {"type": "reroll", "dice": ["K", "B", "Y", "G", "W"]}, "ones_stay", colour="K")
    assert_refused(state, 0, {"type": "reroll", "dice": ["B", "Y"]}, "reroll_all", colours=["B", "Y", "G", "W"])
    assert_refused(state, 0, {"type": "reroll", "dice": ["B", "Y", "G", "W", "W"]}, "reroll_all")
    assert_refused(state, 0, {"type": "reroll", "dice": ["Z"]}, "no_such_die", colour="Z")
    assert_refused(state, 0, {"type": "reroll", "dice": "BYGW"}, "core.wrong_kind")
    state.apply(0, REROLL)
    assert_refused(state, 0, REROLL, "core.not_now")  # rerolling twice
    assert_refused(state, 0, KEEP, "core.not_now")


# ----- the end ------------------------------------------------------------------------------------------------------


def test_completing_row_5_ends_the_game_and_scores_the_others_rows_as_they_stand() -> None:
    rolls = ["K6 B6 Y6 R6 G6 W6", perfect("A", 0), perfect("A", 1), perfect("A", 2), perfect("A", 3), perfect("A", 4)]
    state = new(3, rolls=rolls)
    turn(state)  # turn 1: everyone crosses (seat 0 the Y6 of sheet A)
    turn(state, {0: write("K1", "B3", "R5", "G4", "W2"), 1: write("K1", "B3")})  # sheet B row 1: R6 G5 B4 W3 K2 Y1
    for row in (1, 2, 3):  # turns 3-5: seat 0 hits every field of rows 2-4; the others cross
        turn(state, {0: write(*perfect("A", row).split())})
    assert sheet(state, 1)["rows"][0]["score"] == 4 and sheet(state, 1)["current_row"] == 1  # 1 + 3, no hits
    assert sheet(state, 2)["current_row"] == 0  # five crosses
    roll(state)  # turn 6: sheet B row 2 is G3 W6 Y1 B5 R2 K4
    enter(state, {0: write(*perfect("A", 4).split()), 1: write("B3", "R1", "W4")})
    assert state.view(None)["phase"] == "over" and state.to_act() == []
    assert [r["score"] for r in sheet(state, 0)["rows"]] == [15 + 15, 42, 42, 42, 42]  # row 1: 5 hits, Y crossed
    assert [r["score"] for r in sheet(state, 1)["rows"]] == [4, 3 + 1 + 4, None, None, None]  # row 2 as it stands
    assert [r["score"] for r in sheet(state, 2)["rows"]] == [0, None, None, None, None]  # row 2 not started: nothing
    result = state.result()
    assert result is not None
    assert result["winners"] == [0] and result["scores"] == [198, 12, 0]
    assert result["outcome"] == {
        "key": "bullseye.row_five",
        "args": {"finishers": [0], "winners": [0], "count": 1, "best": 198},
    }
    assert events(state, "game_ended") == [{"finishers": [0], "row": 5}]
    assert events(state, "row_counted") == [{"seat": 1, "row": 2, "points": 8, "bonus": 0, "hits": 0, "score": 8}]
    assert {"seat": 2, "row": 1, "points": 0, "bonus": 0, "hits": 0, "score": 0} in events(state, "row_completed")
    assert state.view(None)["result"] == result
    assert [p["score"] for p in state.view(None)["players"]] == [198, 12, 0]
    assert_refused(state, 0, ROLL, "core.game_over")


def test_a_tie_at_the_top_is_a_shared_win() -> None:
    state = new(2)
    while state.result() is None:  # both cross every field: both complete row 5 on turn 30 with nothing
        turn(state)
    result = state.result()
    assert result is not None and state.view(None)["turn"] == 30
    assert result["winners"] == [0, 1] and result["scores"] == [0, 0]
    assert result["outcome"]["args"] == {"finishers": [0, 1], "winners": [0, 1], "count": 2, "best": 0}


def test_solo_game_ends_after_five_rows() -> None:
    state = new(1, seed=2)
    while state.result() is None:
        state.apply(0, state.legal_actions(0)[-1])  # roll, keep, then always cross: six turns a row
    assert sheet(state, 0)["current_row"] == 5 and state.view(None)["turn"] == 30
    result = state.result()
    assert result is not None and result["winners"] == [0] and result["scores"] == [0]
    assert result["outcome"] == {"key": "bullseye.all_rows", "args": {"seat": 0, "score": 0}}
    assert result["reason"] == "seat 0 completed all five rows with 0 points"


def test_random_playouts_score_rows_within_0_and_42() -> None:
    for seed in range(60):
        rng = random.Random(seed)
        state = new(rng.randint(1, 6), seed)
        while state.result() is None:
            seat = rng.choice(state.to_act())
            legal = state.legal_actions(seat)
            assert 1 <= len(legal) <= 64
            state.apply(seat, rng.choice(legal))
        result = state.result()
        assert result is not None
        for seat, player in enumerate(state.view(None)["scoresheets"]):
            for row in player["rows"]:
                if row["score"] is not None:
                    assert 0 <= row["score"] <= 42
                    written = [cell for cell in row["cells"] if cell]
                    assert row["score"] == sum(written) + BONUS[len(row["hit_fields"])]
            assert result["scores"][seat] == sum(r["score"] or 0 for r in player["rows"])
        assert any(p["current_row"] == 5 for p in state.view(None)["scoresheets"])
        assert pygames.load_game(state.to_json()).to_json() == state.to_json()


# ----- events and views ---------------------------------------------------------------------------------------------


def test_events_tell_a_turn_as_data() -> None:
    state = new(2, rolls=["K1 B3 Y4 R1 G2 W4", "B5 Y5 G6 W2"])
    roll(state, REROLL)
    enter(state, {0: write("K1", "Y5")})
    keys = [e["key"].split(".")[1] for e in state.view(1)["events"]]
    assert keys == ["turn_started", "rolled", "rerolled", "entered", "wrote", "crossed", "turn_started"]
    assert events(state, "entered") == [{"seat": 0}]  # the last entry needs no "entered": it shows them all
    assert events(state, "turn_started") == [{"turn": 1, "seat": 0}, {"turn": 2, "seat": 1}]
    assert events(state, "rolled") == [{"seat": 0, "dice": {"K": 1, "B": 3, "Y": 4, "R": 1, "G": 2, "W": 4}}]
    assert events(state, "wrote") == [{"seat": 0, "row": 1, "fields": {"K": 1, "Y": 5}, "hits": ["K"], "count": 2}]
    assert events(state, "crossed") == [{"seat": 1, "row": 1, "colour": "R", "printed": 6}]  # sheet B: R6 first
    roll(state)
    assert events(state, "kept") == [{"seat": 1}]
    assert state.view(0, since=6)["events"] == state.view(0)["events"][6:]


def test_view_shows_everything_a_renderer_needs() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4", seats=2)
    state.apply(1, write("K1"))
    view = state.view(1)
    json.dumps(view)
    assert view["seat"] == 1 and view["phase"] == "enter" and view["active"] == 0 and view["turn"] == 1
    assert view["to_act"] == [0] and view["reroll_used"] is False
    assert [d["colour"] for d in view["dice"]] == list(COLOURS)
    assert [d["value"] for d in view["dice"]] == [1, 3, 4, 1, 2, 4]
    assert [s["entered"] for s in view["scoresheets"]] == [False, True]
    assert [p["name"] for p in view["players"]] == ["P0", "P1"]
    sheet_b = view["scoresheets"][1]  # sheet B row 1: R6 G5 B4 W3 K2 Y1
    assert sheet_b["sheet"] == "B" and len(sheet_b["rows"]) == 5
    assert sheet_b["rows"][0] == {"cells": [None, None, None, None, 1, None], "hit_fields": [], "score": None}
    assert sheet_b["running"] == {"points": 1, "hits": 0, "bonus": 0, "complete": False}
    assert sheet_b["cross_at"] == 0 and sheet_b["hit_now"] == []  # it has entered
    assert view["scoresheets"][0]["hit_now"] == ["K", "B"]
    assert state.event_text(view["events"][-1]) == "seat 1 has made its entry"


def test_views_differ_only_by_the_seats_own_entry_of_this_turn() -> None:
    state = new(3, seed=9)
    rng = random.Random(9)
    blind = 0
    for _ in range(60):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        blind += bool(hidden_entries(state, None))
        for s in [None, 0, 1, 2]:
            assert_view_hides_secrets(state, s, state.view(s))
    assert blind > 5


# ----- blind entries ------------------------------------------------------------------------------------------------


def test_entries_are_blind_until_every_seat_has_entered() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4", seats=3)  # sheet B row 1: R6 G5 B4 W3 K2 Y1; sheet C: G4 B3 W2 K1 Y6 R5
    state.apply(0, write("K1", "B3"))  # sheet A row 1: Y6 R5 G4 B3 W2 K1: two hits
    state.apply(2, CROSS)
    for viewer in (None, 1):  # still writing, or the public: nothing of this turn shows, only who has entered
        view = state.view(viewer)
        assert [s["rows"][0]["cells"] for s in view["scoresheets"]] == [[None] * 6] * 3
        nothing = {"points": 0, "hits": 0, "bonus": 0, "complete": False}
        assert [s["running"] for s in view["scoresheets"]] == [nothing] * 3
        assert [s["entered"] for s in view["scoresheets"]] == [True, False, True]
        assert [s["cross_at"] for s in view["scoresheets"]] == [0, 0, 0]
        assert [e["args"] for e in view["events"] if e["key"] in ("bullseye.wrote", "bullseye.crossed")] == []
    own = state.view(0)["scoresheets"]
    assert own[0]["rows"][0]["cells"] == [None, None, None, 3, None, 1] and own[0]["rows"][0]["hit_fields"] == [3, 5]
    assert own[0]["running"] == {"points": 4, "hits": 2, "bonus": 3, "complete": False}
    assert own[2]["rows"][0]["cells"] == [None] * 6  # and seat 2's cross is hidden from seat 0
    assert state.view(2)["scoresheets"][2]["rows"][0]["cells"] == [0, None, None, None, None, None]
    assert events(state, "entered") == [{"seat": 0}, {"seat": 2}]
    state.apply(1, write("R1"))  # the last entry: every entry shows, in seat order
    public = state.view(None)
    assert [s["rows"][0]["cells"] for s in public["scoresheets"]] == [
        [None, None, None, 3, None, 1],
        [1, None, None, None, None, None],
        [0, None, None, None, None, None],
    ]
    keys = [e["key"] for e in public["events"]][-4:]
    assert keys == ["bullseye.wrote", "bullseye.wrote", "bullseye.crossed", "bullseye.turn_started"]
    assert [e["args"]["seat"] for e in public["events"][-4:-1]] == [0, 1, 2]
    assert all(state.view(s)["scoresheets"] == public["scoresheets"] for s in range(3))


def test_a_blind_entry_is_checked_against_the_own_sheet_only() -> None:
    """Entries of the same turn never interact: another seat's hidden entry changes nothing for this one."""
    state = at_roll("K1 B3 Y4 R1 G2 W4", seats=2)
    state.apply(1, write("K1"))  # sheet B: K2 field
    legal_before = state.legal_actions(0)
    other = at_roll("K1 B3 Y4 R1 G2 W4", seats=2)
    other.apply(1, CROSS)
    assert other.legal_actions(0) == legal_before
    assert other.view(0) != state.view(1)
    assert json.dumps(other.view(0)["scoresheets"]) == json.dumps(state.view(0)["scoresheets"])


def test_a_solo_game_has_nothing_to_hide() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4")
    state.apply(0, write("K1"))
    assert events(state, "entered") == [] and events(state, "wrote")[-1]["fields"] == {"K": 1}


def test_a_six_seat_reply_is_small() -> None:
    """The sheets are static data: a reply with seven views of six sheets stays small."""
    request = {"op": "new", "game": "bullseye", "options": {"seats": [{}] * 6}, "seed": 1}
    reply = json.loads(handle(json.dumps(request)))
    without_static = json.dumps({k: v for k, v in reply.items() if k != "static"})
    assert len(without_static) < 40_000, len(without_static)


# ----- bots ---------------------------------------------------------------------------------------------------------


def brute_best(plan: Any, mask: int, hits: int, dice: dict[int, int]) -> float:
    """The best entry for dice {open position: value}, by listing every entry."""
    fits = [(pos, v) for pos, v in dice.items() if v <= plan.printed[pos]]
    best = plan.value(cross_mask(mask), hits)
    for size in range(1, len(fits) + 1):
        for chosen in itertools.combinations(fits, size):
            best = max(best, plan.entry_value(mask, hits, dict(chosen)))
    return best


@pytest.mark.parametrize(("players", "turn_cost"), [(1, 0.0), (3, 0.0), (2, 5.0)])
def test_row_strategy_satisfies_its_equation_by_brute_force(players: int, turn_cost: float) -> None:
    """Every state with at most two open fields, recomputed over every roll and reroll of its dice."""
    plan = solve_row(PRINTED[1], players, turn_cost)
    for h in range(7):
        assert plan.value(FULL, h) == BONUS[h]
    for mask in range(FULL):
        open_positions = [p for p in range(6) if not mask >> p & 1]
        if len(open_positions) > 2:
            continue
        for hits in range(mask.bit_count() + 1):
            keep_total = reroll_total = 0.0
            rolls = list(itertools.product(range(1, 7), repeat=len(open_positions)))
            for roll in rolls:
                now = brute_best(plan, mask, hits, dict(zip(open_positions, roll, strict=True)))
                after = []
                for again in rolls:
                    dice = {p: 1 if v == 1 else w for p, v, w in zip(open_positions, roll, again, strict=True)}
                    after.append(brute_best(plan, mask, hits, dice))
                # reroll outcomes of the kept ones repeat: the average over all rerolls equals the average over the rest
                reroll = statistics.mean(after)
                ones = sum(1 << p for p, v in zip(open_positions, roll, strict=True) if v == 1)
                assert plan.reroll_value(mask, hits, ones) == pytest.approx(reroll)
                keep_total += now
                reroll_total += max(now, reroll)
            expected = (reroll_total / players + keep_total * (1 - 1 / players)) / len(rolls) - turn_cost
            assert plan.value(mask, hits) == pytest.approx(expected), (mask, hits)


def test_row_strategy_values_are_plausible() -> None:
    solo = [row_plan(p, 1, 0.0).value(0, 0) for p in PRINTED]
    crowd = [row_plan(p, 6, 0.0).value(0, 0) for p in PRINTED]
    for alone, shared in zip(solo, crowd, strict=True):
        assert 20 < shared < alone < 42  # the reroll on every turn is worth something


def test_shipped_tables_match_the_strategy() -> None:
    tables = shipped_tables()
    assert len(tables.values) == 6 * len(TURN_COSTS) * 5
    for players, cost, row in [(1, 0.0, 2), (4, 6.0, 0)]:
        computed = solve_row(PRINTED[row], players, cost)
        shipped = row_plan(PRINTED[row], players, cost)
        for mask, hits in reachable_states():
            assert shipped.value(mask, hits) == pytest.approx(computed.value(mask, hits), abs=1e-4)
    table = pace_table()
    assert sorted(table) == [1, 2, 3, 4, 5, 6] and all(sorted(t) == list(TURN_COSTS) for t in table.values())
    for players, cost, row in [(1, 0.0, 0), (4, 6.0, 3), (2, 2.0, 1)]:
        assert table[players][cost][row] == pytest.approx(expected_turns(PRINTED[row], players, cost), abs=1e-3)
    for by_cost in table.values():  # a higher price of time buys a faster row
        for row in range(5):
            turns = [by_cost[cost][row] for cost in TURN_COSTS]
            assert turns == sorted(turns, reverse=True) and 2 < turns[-1] < turns[0] < 6


def test_hard_prices_time_by_the_fastest_other_sheet() -> None:
    assert bots.read_row(at_roll("K1 B3 Y4 R1 G2 W4").view(0)).turn_cost == 0.0  # solo: never
    state = at_roll("K1 B3 Y4 R1 G2 W4", seats=2, levels=["hard", "hard"])
    assert bots.read_row(state.view(0)).turn_cost <= TURN_COSTS[1]  # nobody has shown a fast pace yet
    rolls = [perfect("B", 0), perfect("B", 1), perfect("B", 2), "K1 B6 Y5 R6 G6 W6", "K6 B6 Y6 R6 G6 W6"]
    state = new(2, levels=["hard", "hard"], rolls=rolls)
    for row in range(3):  # seat 1 hits every field of rows 1-3, seat 0 crosses
        turn(state, {1: write(*perfect("B", row).split())})
    turn(state, {1: write("Y5", "K1")})  # 20 fields in 4 turns: it will finish in about 3 more
    roll(state)
    row = bots.read_row(state.view(0))
    assert row.turn_cost == TURN_COSTS[-1] and row.hurry


def test_hard_takes_the_most_points_on_the_last_turn() -> None:
    rolls = [perfect("B", row) for row in range(4)]  # turns 1-4: seat 1 fills rows 1-4, seat 0 crosses four fields
    rolls += ["K6 B6 Y6 R6 G6 W2", "K1 B6 Y6 R6 G6 W6", perfect("A", 1), "K6 B6 Y6 R4 G6 W6", "K6 B6 Y6 R2 G6 W6"]
    rolls += ["K1 B1 Y3 R6 G5 W5"]
    state = new(2, levels=["hard", "hard"], rolls=rolls)
    for row in range(4):
        turn(state, {1: write(*perfect("B", row).split())})
    turn(state, {0: write("W2")})  # turns 5-9: seat 1 crosses row 5 up to its last field, W5
    turn(state, {0: write("K1")})  # seat 0 completes row 1
    turn(state, {0: write("K3", "G6", "W1", "Y5", "B2")})
    turn(state, {0: write("R4")})  # and row 2
    roll(state)  # turn 9: seat 1 has two open fields in row 5, so it may or may not finish now
    assert not bots.read_row(state.view(0)).last_turn
    enter(state, {0: write("R2")})  # sheet A row 3: R2 W4 B6 K1 Y3 G5
    assert sheet(state, 0)["current_row"] == 2 and sheet(state, 0)["rows"][2]["cells"] == [2] + [None] * 5
    assert sheet(state, 1)["current_row"] == 4 and sheet(state, 1)["rows"][4]["cells"].count(None) == 1
    roll(state)  # turn 10: one open field left, so seat 1's entry, whatever it is, completes row 5
    view = state.view(0)
    row = bots.read_row(view)
    assert row.last_turn
    best_now = write("K1", "B1", "Y3", "G5")  # 1+1+3+5 and 4 hits: 10 + 10, the most for the row as it stands
    assert state.bot_action(0) == best_now
    entries = bots.all_entries(row, bots.read_dice(view))
    quiet = bots.choose_entry(dataclasses.replace(row, last_turn=False), entries, "hard", random.Random(0))
    assert quiet != bots.entry_of(best_now, row)  # with more turns to come it would play for the row's future
    state.apply(1, write("W5"))  # seat 1 completes row 5, blind to seat 0: its decision stays the same
    assert state.bot_action(0) == best_now


def test_bots_follow_the_rulebook_advice_on_sarahs_roll() -> None:
    for level in ("normal", "hard"):
        state = at_roll("K1 B3 Y4 R1 G2 W4", levels=[level])
        chosen = state.bot_action(0)
        assert chosen["type"] == "write" and {"K": 1, "B": 3}.items() <= chosen["fields"].items(), level
    state = at_roll("K1 B3 Y4 R1 G2 W4", levels=["easy"])
    assert state.bot_action(0) == write("K1", "B3", "Y4", "R1", "G2")  # greedy: the largest sum


def test_bots_cross_when_nothing_fits() -> None:
    state = new(4, levels=[None, None, None, "hard"], rolls=["K4 B5 Y2 R2 G6 W6", "K6 B6 Y6 R6 G5 W6"])
    turn(state, {3: write("B5", "K4", "Y2", "R2")})  # Emma's row: sheet D row 1, B6 W5 K4 Y3 R2 G1
    roll(state)
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(3, level) == CROSS
    state = new(1, rolls=["K6 B6 Y6 R6 G6 W6", "K6 B6 Y6 R6 G6 W6"])
    turn(state, {0: write("Y6")})  # sheet A row 1: Y6 R5 G4 B3 W2 K1, only the Y6 takes a six
    roll(state, None)
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(0, level) == REROLL


def test_the_reroll_table_of_an_empty_row_holds_one_roll_class_at_a_time() -> None:
    """An empty row has up to 5040 roll classes and their writes: as one list they weigh several MiB (in Pyodide two
    rows' lists grew the wasm heap by 22 MiB, which it never gives back) for a table of 64 numbers. The table is built
    from one class at a time, and is the same as from the whole list (the best entry of every class, then reduced)."""
    plan = row_plan(PRINTED[2], 3, 2.0)
    tracemalloc.start()
    try:
        every_class = list(strategy._leaves(0, plan.printed))
        listed = tracemalloc.get_traced_memory()[0]
        from_the_list = strategy._reduce_to_ones(
            strategy._best_entries(every_class, plan.values, 0, 0), 0, plan.printed
        )
        del every_class
        tracemalloc.reset_peak()
        start = tracemalloc.get_traced_memory()[0]
        strategy._reroll_table.cache_clear()
        table = strategy._reroll_table(plan, 0, 0)
        peak = tracemalloc.get_traced_memory()[1] - start
    finally:
        tracemalloc.stop()
    assert len(table) == 2**6 and list(table) == from_the_list
    assert listed > 4 * 2**20, listed  # what the classes weigh together
    assert peak < listed / 20, (peak, listed)


def test_bots_decide_the_reroll() -> None:
    state = at_roll("K2 B4 Y1 R6 G5 W3", decide=True)  # only the yellow 1 fits row 1: a poor roll
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(0, level) == {"type": "keep" if level == "easy" else "reroll"}, level
    state = at_roll("K1 B3 Y6 R5 G4 W2", decide=True)  # six hits: keep
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(0, level) == KEEP


def solo_mean(level: str, games: int) -> float:
    scores = []
    for seed in range(games):
        result = play_bots([level], seed).result()
        assert result is not None
        scores.append(result["scores"][0])
    return statistics.mean(scores)


def test_hard_beats_normal_beats_easy() -> None:
    means = {level: solo_mean(level, 60) for level in ("easy", "normal", "hard")}
    assert means["hard"] > means["normal"] + 10, means  # about 142 against 120 (tests/bench/bench_bullseye.py)
    assert means["normal"] > means["easy"] + 20, means  # about 120 against 81


def head_to_head(first: str, second: str, games: int) -> tuple[int, int]:
    wins = {first: 0, second: 0}
    for seed in range(games):
        order = [first, second] if seed % 2 == 0 else [second, first]
        result = play_bots(order, seed).result()
        assert result is not None
        for winner in result["winners"]:
            wins[order[winner]] += 1
    return wins[first], wins[second]


def test_head_to_head_hard_beats_normal_beats_easy() -> None:
    """With two players speed matters as much as points (a greedy player ends the game early), so this is a test of
    the bots' sense of time as well as of their rows."""
    hard, normal = head_to_head("hard", "normal", 40)
    assert hard > 1.5 * normal, (hard, normal)
    normal, easy = head_to_head("normal", "easy", 40)
    assert normal > 1.2 * easy, (normal, easy)
    hard, easy = head_to_head("hard", "easy", 40)
    assert hard > 1.5 * easy, (hard, easy)


def test_bots_decide_from_the_view_only() -> None:
    state = at_roll("K1 B3 Y4 R1 G2 W4", seats=2, levels=["hard", "normal"])
    view = state.view(1)
    legal = state.legal_actions(1)
    chosen = Bullseye._bot_choose(view, legal, "hard", random.Random(0))
    assert chosen in legal
    assert bots.choose(view, legal, "hard", random.Random(0)) == chosen


def test_bots_decide_the_same_whatever_the_others_wrote_this_turn() -> None:
    rng = random.Random(3)
    compared = 0
    for seed in range(4):
        state = new(4, seed, ["hard", "normal", "easy", "hard"])
        while state.result() is None:
            for seat in state.to_act():
                other = counterfactual(state, seat, rng)
                if other is not None:
                    compared += 1
                    assert other.bot_action(seat) == state.bot_action(seat)
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat))
    assert compared > 100
