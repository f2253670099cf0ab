"""Bullseye (shared/rules/bullseye.md, rulebook seeds/003): sheets, turns, entries, scoring, the end, bots."""

from __future__ import annotations

import itertools
import json
import random
import statistics
from typing import Any

import pytest

import pygames
from pygames.bullseye import bots
from pygames.bullseye.game import DECIDE, ENTER, OVER, ROLL, Bullseye
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
from pygames.core import IllegalAction

# ----- helpers ------------------------------------------------------------------------------------------------------


def new(seats: int = 1, seed: int = 1, levels: list[str | None] | None = None) -> Bullseye:
    levels = levels or [None] * seats
    state = pygames.new_game("bullseye", {"seats": [{"name": f"P{i}", "bot": lv} for i, lv in enumerate(levels)]}, seed)
    assert isinstance(state, Bullseye)
    return state


def situation(state: Bullseye, dice: str, phase: str = ENTER, active: int = 0) -> Bullseye:
    """Put the game right after a roll of ``dice`` ("K1 B3 Y4 R1 G2 W4"), in ``phase``, with ``active`` rolling."""
    state.dice = {cell[0]: int(cell[1:]) for cell in dice.split()}
    assert sorted(state.dice) == sorted(COLOURS)
    state.phase = phase
    state.active = active
    state.entered = [False] * len(state.seats)
    return state


def fill(state: Bullseye, seat: int, row: int, cells: str = "", scores: list[int] | None = None) -> None:
    """Make ``row`` (0-based) the seat's current row holding ``cells`` ("B5 K4", "Wx" = crossed); earlier rows are
    marked complete with ``scores`` (default 0 each)."""
    state.current_row[seat] = row
    for earlier in range(row):
        state.cells[seat][earlier] = [CROSSED] * 6
        state.row_scores[seat][earlier] = (scores or [0] * row)[earlier]
    sheet = state.sheets[seat]
    for cell in cells.split():
        pos = sheet.position(row, cell[0])
        state.cells[seat][row][pos] = CROSSED if cell[1:] == "x" else int(cell[1:])


def write(*pairs: str) -> dict[str, Any]:
    return {"type": "write", "fields": {p[0]: int(p[1:]) for p in pairs}}


CROSS = {"type": "cross"}


def snapshot(state: Bullseye) -> str:
    views = [state.view(s) for s in [None, *range(len(state.seats))]]
    fields = (state.cells, state.row_scores, state.current_row, state.dice, state.phase, state.entered, state.rerolled)
    return json.dumps([views, list(fields), state.to_act(), state.log])


def assert_refused(state: Bullseye, seat: int, action: Any, *words: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert snapshot(state) == before, f"{action!r} changed the state"
    for word in words:
        assert word in str(error.value), f"{word!r} not in {error.value}"


def play_bots(levels: list[str], seed: int) -> Bullseye:
    state = new(len(levels), seed, list(levels))
    while state.result() is None:
        seat = state.to_act()[0]
        state.apply(seat, state.bot_action(seat))
    return state


_last_public: list[Any] = [None, -1, {}]  # state, log length, its public view


# Used by tests/test_compliance.py: every sheet is public, so a seat's view is the public view with its seat number.
def assert_view_hides_secrets(state: Any, seat: int | None, view: dict[str, Any]) -> None:
    if _last_public[0] is not state or _last_public[1] != len(state.log):  # the suite asks every seat of a state
        _last_public[:] = [state, len(state.log), state.view(None)]
    assert view["you"] == seat
    assert {**view, "you": None} == _last_public[2]  # nothing beyond the public view, which holds no future dice


# ----- sheet data ---------------------------------------------------------------------------------------------------


def test_six_sheets_of_five_rows_with_every_colour_once_per_row() -> None:
    assert SHEET_LETTERS == ("A", "B", "C", "D", "E", "F")
    for sheet in SHEETS.values():
        assert len(sheet.rows) == 5
        for row in sheet.rows:
            assert sorted(f.colour for f in row) == sorted(COLOURS)


def test_printed_numbers_are_the_rules_and_the_same_on_every_sheet() -> None:
    expected = [(6, 5, 4, 3, 2, 1), (3, 6, 1, 5, 2, 4), (2, 4, 6, 1, 3, 5), (5, 1, 3, 6, 4, 2), (4, 3, 2, 1, 6, 5)]
    assert list(PRINTED) == expected
    for sheet in SHEETS.values():
        assert [tuple(f.printed for f in row) for row in sheet.rows] == expected


def test_sheet_a_and_the_shifted_sheets() -> None:
    sheet_a = ["YRGBWK", "KGWYBR", "RWBKYG", "GYKWRB", "WBYRGK"]
    for shift, letter in enumerate(SHEET_LETTERS):
        for r, order in enumerate(sheet_a):
            shifted = order[shift:] + order[:shift]
            assert "".join(f.colour for f in SHEETS[letter].rows[r]) == shifted, (letter, r)


def test_sheet_d_row_1_is_the_rulebook_example() -> None:
    row = SHEETS["D"].rows[0]
    assert " ".join(f"{f.colour}{f.printed}" for f in row) == "B6 W5 K4 Y3 R2 G1"


def test_bonus_table() -> None:
    assert BONUS == (0, 1, 3, 6, 10, 15, 21)


def test_game_info() -> None:
    info = pygames.GAMES["bullseye"]
    assert (info["title"], info["min_seats"], info["max_seats"]) == ("Bullseye", 1, 6)
    assert info["languages"] == ["en"] and info["bots"] is True and info["secret_views"] is False
    with pytest.raises(pygames.BadOptions):
        pygames.new_game("bullseye", {"seats": [{}] * 7}, 1)


def test_each_seat_gets_its_own_sheet() -> None:
    state = new(6)
    assert [p["sheet"] for p in state.view(None)["players"]] == list("ABCDEF")


# ----- a turn -------------------------------------------------------------------------------------------------------


def test_a_turn_roll_keep_enter_then_the_next_player_rolls() -> None:
    state = new(3, seed=5)
    assert state.to_act() == [0] and state.legal_actions(0) == [{"type": "roll"}]
    assert state.legal_actions(1) == []
    state.apply(0, {"type": "roll"})
    assert state.phase == DECIDE and all(1 <= v <= 6 for v in state.dice.values())
    assert {"type": "keep"} in state.legal_actions(0)
    state.apply(0, {"type": "keep"})
    assert state.phase == ENTER and state.to_act() == [0, 1, 2]  # everybody enters at once
    state.apply(2, CROSS)  # in any order
    assert state.to_act() == [0, 1]
    assert state.view(None)["players"][2]["entered"] is True
    state.apply(0, CROSS)
    state.apply(1, CROSS)
    assert (state.phase, state.active, state.turn, state.to_act()) == (ROLL, 1, 2, [1])
    assert [d["value"] for d in state.view(None)["dice"]] == [None] * 6  # last turn's dice are not this turn's
    for active in (1, 2):
        state.apply(active, {"type": "roll"})
        state.apply(active, {"type": "keep"})
        for seat in range(3):
            state.apply(seat, CROSS)
    assert state.active == 0  # to the left, and around


def test_dice_come_from_the_game_generator_at_the_roll() -> None:
    state = new(1, seed=11)
    state.apply(0, {"type": "roll"})
    mirror = random.Random(11)
    assert state.dice == {c: mirror.randint(1, 6) for c in COLOURS}


def test_reroll_keeps_the_ones_and_rerolls_the_rest_once() -> None:
    state = situation(new(2, seed=3), "K1 B3 Y4 R1 G2 W4", phase=DECIDE)
    view = state.view(None)
    assert [d["kept"] for d in view["dice"]] == [True, False, False, True, False, False]
    mirror = random.Random()
    mirror.setstate(state.rng.getstate())
    state.apply(0, {"type": "reroll"})
    assert state.dice["K"] == 1 and state.dice["R"] == 1
    assert [state.dice[c] for c in "BYGW"] == [mirror.randint(1, 6) for _ in "BYGW"]
    assert state.phase == ENTER and state.view(None)["reroll_used"] is True
    assert state.to_act() == [0, 1]
    assert "rerolls 4 dice, keeping 2 ones" in state.view(None)["log"][-1]


def test_reroll_may_name_exactly_the_dice_it_rerolls() -> None:
    state = situation(new(1), "K1 B3 Y4 R1 G2 W4", phase=DECIDE)
    state.apply(0, {"type": "reroll", "dice": ["B", "Y", "G", "W"]})
    assert state.dice["K"] == state.dice["R"] == 1 and state.phase == ENTER


def test_all_ones_cannot_be_rerolled() -> None:
    state = situation(new(1), "K1 B1 Y1 R1 G1 W1", phase=DECIDE)
    assert state.legal_actions(0) == [{"type": "keep"}]
    assert_refused(state, 0, {"type": "reroll"}, "nothing to reroll")


# ----- entries: the rulebook examples -------------------------------------------------------------------------------


def test_sarah_sheet_a_row_1() -> None:
    state = situation(new(1), "K1 B3 Y4 R1 G2 W4")
    assert state.placeable(0) == ["K", "B", "Y", "R", "G"]  # the white 4 is higher than W2
    legal = state.legal_actions(0)
    assert len(legal) == 2**5 - 1 + 1 and legal[-1] == CROSS
    assert write("K1", "B3", "Y4") in legal and write("R1") in legal and write("G2") in legal
    assert not any("W" in a.get("fields", {}) for a in legal)
    assert_refused(state, 0, write("W4"), "white 4", "white 2")
    state.apply(0, write("K1", "B3", "Y4"))
    fields = state.view(None)["players"][0]["rows"][0]["fields"]
    marks = {f["colour"]: (f["value"], f["hit"]) for f in fields}
    assert marks == {
        "Y": (4, False),
        "R": (None, False),
        "G": (None, False),
        "B": (3, True),
        "W": (None, False),
        "K": (1, True),
    }
    assert state.view(None)["players"][0]["rows"][0]["hits"] == 2
    assert "P0 writes black 1 (bullseye), blue 3 (bullseye) and yellow 4 in row 1." in state.view(None)["log"]


def test_emma_must_cross_the_white_5_and_her_row_scores_20() -> None:
    state = new(4)  # seat 3 plays sheet D
    fill(state, 3, 0, "B5 K4 Y2 R2")
    situation(state, "K6 B6 Y6 R6 G5 W6")
    assert state.placeable(3) == []
    assert state.legal_actions(3) == [CROSS]
    for seat in range(3):
        state.apply(seat, CROSS)
    state.apply(3, CROSS)
    row = state.view(None)["players"][3]["rows"][0]
    assert [f["crossed"] for f in row["fields"]] == [False, True, False, False, False, False]  # the white 5
    assert "P3 crosses out the white 5 in row 1." in state.view(None)["log"]
    assert row["complete"] is False and state.current_row[3] == 0
    situation(state, "K6 B6 Y6 R6 G1 W6", active=1)
    for seat in range(3):
        state.apply(seat, CROSS)
    state.apply(3, write("G1"))
    emma = state.view(None)["players"][3]
    assert emma["rows"][0]["score"] == 14 + 6 == 20
    assert (emma["rows"][0]["points"], emma["rows"][0]["hits"], emma["rows"][0]["bonus"]) == (14, 3, 6)
    assert emma["current_row"] == 1 and emma["total"] == 20
    assert "P3 completes row 1: 14 + 6 for 3 bullseyes = 20." in state.view(None)["log"]


def test_cross_is_allowed_even_when_a_write_is_possible() -> None:
    state = situation(new(1), "K1 B3 Y4 R1 G2 W4")
    state.apply(0, CROSS)
    assert state.cells[0][0] == [CROSSED, None, None, None, None, None]  # the leftmost field, Y6


def test_cross_takes_the_leftmost_open_field() -> None:
    state = new(1)
    fill(state, 0, 1, "K3 W1")  # sheet A row 2: K3 G6 W1 Y5 B2 R4
    situation(state, "K6 B6 Y6 R6 G6 W6")
    state.apply(0, CROSS)
    assert state.cells[0][1] == [3, CROSSED, 1, None, None, None]


def test_several_dice_and_all_six_in_one_entry() -> None:
    state = situation(new(1), "K1 B3 Y6 R5 G4 W2")  # every die fits sheet A row 1 exactly
    legal = state.legal_actions(0)
    assert len(legal) == 64
    state.apply(0, write("K1", "B3", "Y6", "R5", "G4", "W2"))
    player = state.view(None)["players"][0]
    assert player["rows"][0]["score"] == 21 + 21 == 42 and player["current_row"] == 1


# ----- illegal entries and moves -----------------------------------------------------------------------------------


def test_illegal_entries_are_refused_with_a_reason_and_change_nothing() -> None:
    state = new(2)
    fill(state, 0, 0, "Y5 Rx")  # sheet A row 1: Y6 R5 G4 B3 W2 K1
    situation(state, "K1 B3 Y4 R1 G2 W4")
    assert_refused(state, 0, write("B4"), "blue die shows 3")  # a die of another colour's number
    assert_refused(state, 0, write("Z1"), "no 'Z' die")
    assert_refused(state, 0, write("W4"), "white 4", "not be higher")  # above the printed number
    assert_refused(state, 0, write("Y4"), "already used")  # a field written earlier
    assert_refused(state, 0, write("R1"), "crossed out")  # a field crossed earlier
    assert_refused(state, 0, {"type": "write", "fields": {"K": 1}, "cross": True}, "never both")
    assert_refused(state, 0, {"type": "cross", "fields": {"K": 1}}, "never both")
    assert_refused(state, 0, {"type": "write", "fields": {}}, "one or more")
    assert_refused(state, 0, {"type": "write"}, "one or more")
    assert_refused(state, 0, {"type": "write", "fields": {"K": True}}, "number from 1 to 6")
    assert_refused(state, 0, {"type": "write", "fields": {"K": "1"}}, "number from 1 to 6")
    assert_refused(state, 0, {"type": "write", "fields": [["K", 1]]}, "one or more")
    assert_refused(state, 0, {"type": "write", "fields": {"K": 1, "W": 4}}, "white")  # one bad die spoils the entry
    assert_refused(state, 0, {"type": "roll"}, "already been rolled")
    assert_refused(state, 0, {"type": "reroll"}, "final")
    assert_refused(state, 0, {"type": "smash"}, "no action")
    state.apply(0, write("K1"))
    assert_refused(state, 0, write("B3"), "not P0's turn")  # entering twice


def test_illegal_rolls_and_rerolls() -> None:
    state = new(2)
    assert_refused(state, 1, {"type": "roll"}, "not P1's turn")
    assert_refused(state, 0, {"type": "keep"}, "roll the dice first")
    assert_refused(state, 0, {"type": "reroll"}, "roll the dice first")
    assert_refused(state, 0, CROSS, "after the dice are final")
    assert_refused(state, 0, {"type": "roll", "dice": ["K"]}, "no field")
    situation(state, "K1 B3 Y4 R1 G2 W4", phase=DECIDE)
    assert_refused(state, 0, write("K1"), "after the dice are final")
    assert_refused(state, 1, CROSS, "not P1's turn")
    assert_refused(state, 0, {"type": "reroll", "dice": ["K", "B", "Y", "G", "W"]}, "black die shows 1")  # ones
    assert_refused(state, 0, {"type": "reroll", "dice": ["B", "Y"]}, "every die that does not show 1")
    assert_refused(state, 0, {"type": "reroll", "dice": "BYGW"}, "list of colours")
    state.apply(0, {"type": "reroll"})
    assert_refused(state, 0, {"type": "reroll"}, "reroll has been used")  # rerolling twice
    assert_refused(state, 0, {"type": "keep"}, "reroll has been used")


# ----- the end ------------------------------------------------------------------------------------------------------


def test_completing_row_5_ends_the_game_and_scores_the_others_rows_as_they_stand() -> None:
    state = new(3)
    fill(state, 0, 4, "W4 B3 Y2 R1 G6", scores=[20, 20, 20, 20])  # sheet A row 5: W4 B3 Y2 R1 G6 K5
    fill(state, 1, 2, "W2 B4", scores=[10, 12])  # sheet B row 3: W2 B4 K6 Y1 G3 R5
    fill(state, 2, 3, "", scores=[5, 5, 5])  # seat 2 has not started row 4
    situation(state, "K5 B6 Y6 R6 G6 W6")
    state.apply(0, write("K5"))
    state.apply(1, CROSS)  # K6 crossed: row 3 stays incomplete
    state.apply(2, CROSS)  # row 4 started with a cross: it scores 0
    assert state.phase == OVER and state.to_act() == []
    assert state.row_scores[0] == [20, 20, 20, 20, 21 + 21]
    assert state.row_scores[1] == [10, 12, 6 + 3, None, None]  # W2 B4: two hits
    assert state.row_scores[2] == [5, 5, 5, 0, None]
    result = state.result()
    assert result == {
        "winners": [0],
        "scores": [122, 31, 15],
        "reason": "P0 completed row 5; P0 wins with 122 points.",
    }
    log = state.view(None)["log"]
    assert "P1's row 3 counts as it stands: 6 + 3 for 2 bullseyes = 9." in log
    assert state.view(None)["result"] == result
    assert_refused(state, 0, {"type": "roll"}, "over")


def test_a_tie_at_the_top_is_a_shared_win() -> None:
    state = new(2)
    fill(state, 0, 4, "W4 B3 Y2 R1 G6", scores=[0, 0, 0, 0])
    fill(state, 1, 4, "B4 Y3 R2 G1 K6", scores=[0, 0, 0, 0])  # sheet B row 5: B4 Y3 R2 G1 K6 W5
    situation(state, "K5 B6 Y6 R6 G6 W5")
    state.apply(0, write("K5"))
    state.apply(1, write("W5"))
    result = state.result()
    assert result is not None
    assert result["winners"] == [0, 1] and result["scores"] == [42, 42]
    assert result["reason"] == "P0 and P1 completed row 5; P0 and P1 share the win with 42 points."


def test_solo_game_ends_after_five_rows() -> None:
    state = new(1, seed=2)
    rows_done = 0
    while state.result() is None:
        state.apply(0, state.legal_actions(0)[-1])  # roll, keep, then always cross: six turns a row
        rows_done = state.current_row[0]
    assert rows_done == 5 and state.turn == 30
    assert state.result() == {"winners": [0], "scores": [0], "reason": "P0 completed all five rows with 0 points."}


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
        for seat, player in enumerate(state.view(None)["players"]):
            for row in player["rows"]:
                if row["score"] is not None:
                    assert 0 <= row["score"] <= 42
                    assert row["score"] == row["points"] + BONUS[row["hits"]]
            assert result["scores"][seat] == player["total"]
        assert any(p["current_row"] == 5 for p in state.view(None)["players"])
        assert pygames.load_game(state.to_json()).to_json() == state.to_json()


# ----- views --------------------------------------------------------------------------------------------------------


def test_view_shows_everything_a_renderer_needs() -> None:
    state = situation(new(2), "K1 B3 Y4 R1 G2 W4")
    state.apply(1, write("K1"))
    view = state.view(0)
    json.dumps(view)
    assert view["you"] == 0 and view["phase"] == "enter" and view["active"] == 0 and view["active_name"] == "P0"
    assert view["to_act"] == [0] and view["reroll_used"] is False
    assert [d["colour"] for d in view["dice"]] == list(COLOURS)
    assert [d["value"] for d in view["dice"]] == [1, 3, 4, 1, 2, 4]
    assert view["dice"][0]["name"] == "black"
    assert [p["entered"] for p in view["players"]] == [False, True]
    sheet_b = view["players"][1]
    assert sheet_b["name"] == "P1" and sheet_b["sheet"] == "B" and len(sheet_b["rows"]) == 5
    assert sheet_b["rows"][0]["fields"][5] == {
        "colour": "Y",
        "printed": 1,
        "value": None,
        "crossed": False,
        "hit": False,
    }
    assert sheet_b["rows"][0]["fields"][4] == {"colour": "K", "printed": 2, "value": 1, "crossed": False, "hit": False}
    assert view["bonus"] == list(BONUS) and view["colours"]["W"] == "white"
    assert view["log"][-1] == "P1 writes black 1 in row 1."


def test_views_are_the_same_for_every_seat() -> None:
    state = new(3, seed=9)
    rng = random.Random(9)
    for _ in range(40):
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        for s in [None, 0, 1, 2]:
            assert_view_hides_secrets(state, s, state.view(s))


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
    assert bots.read_row(situation(new(1), "K1 B3 Y4 R1 G2 W4").view(0)).turn_cost == 0.0  # solo: never
    state = new(2, levels=["hard", "hard"])
    situation(state, "K1 B3 Y4 R1 G2 W4")
    assert bots.read_row(state.view(0)).turn_cost <= TURN_COSTS[1]  # nobody has shown a fast pace yet
    state.turn = 7
    fill(state, 1, 3, "G5 Y1")  # 20 fields in 6 turns: it will finish in about 3 more
    row = bots.read_row(state.view(0))
    assert row.turn_cost == TURN_COSTS[-1] and row.hurry


def test_hard_takes_the_most_points_on_the_last_turn() -> None:
    state = new(2, levels=["hard", "hard"])
    fill(state, 0, 2, "R2", scores=[20, 20])  # sheet A row 3: R2 W4 B6 K1 Y3 G5
    fill(state, 1, 4, "B4 Y3 R2 G1 K6")  # sheet B row 5: one field left (W5)
    situation(state, "K1 B1 Y3 R6 G5 W5")
    quiet = state.bot_action(0)
    state.apply(1, write("W5"))  # seat 1 completes row 5: this is the last turn
    assert bots.read_row(state.view(0)).last_turn
    assert state.bot_action(0) == write("K1", "B1", "Y3", "G5")  # 1+1+3+5 and 3 hits: 10 + 6, the most now
    assert quiet != state.bot_action(0)


def test_bots_follow_the_rulebook_advice_on_sarahs_roll() -> None:
    for level in ("normal", "hard"):
        state = situation(new(1, levels=[level]), "K1 B3 Y4 R1 G2 W4")
        chosen = state.bot_action(0)
        assert chosen["type"] == "write" and {"K": 1, "B": 3}.items() <= chosen["fields"].items(), level
    state = situation(new(1, levels=["easy"]), "K1 B3 Y4 R1 G2 W4")
    assert state.bot_action(0) == write("K1", "B3", "Y4", "R1", "G2")  # greedy: the largest sum


def test_bots_cross_when_nothing_fits() -> None:
    state = new(4, levels=[None, None, None, "hard"])
    fill(state, 3, 0, "B5 K4 Y2 R2")
    situation(state, "K6 B6 Y6 R6 G5 W6")
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(3, level) == CROSS
    situation(state, "K6 B6 Y6 R6 G5 W6", phase=DECIDE, active=3)
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(3, level) == {"type": "reroll"}


def test_bots_decide_the_reroll() -> None:
    state = situation(new(1), "K2 B4 Y1 R6 G5 W3", phase=DECIDE)  # only the yellow 1 fits row 1: a poor roll
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(0, level) == {"type": "keep" if level == "easy" else "reroll"}, level
    situation(state, "K1 B3 Y6 R5 G4 W2", phase=DECIDE)  # six hits: keep
    for level in ("easy", "normal", "hard"):
        assert state.bot_action(0, level) == {"type": "keep"}


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
    state = situation(new(2, levels=["hard", "normal"]), "K1 B3 Y4 R1 G2 W4")
    view = state.view(1)
    legal = state.legal_actions(1)
    chosen = Bullseye._bot_choose(view, legal, "hard", random.Random(0))
    assert chosen in legal
    assert bots.choose(view, legal, "hard", random.Random(0)) == chosen
