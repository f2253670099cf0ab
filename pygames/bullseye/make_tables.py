"""Writes tables.json: the hard bot's row values for every row, number of players and price of a turn, with the expected
number of turns each row takes (from empty) at that price. About two minutes: python -m pygames.bullseye.make_tables
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pygames.bullseye.sheets import PRINTED
from pygames.bullseye.strategy import TABLES_FILE, TURN_COSTS, reachable_states, solve_row

MAX_PLAYERS = 6
DECIMALS = 4


def expected_turns(printed: tuple[int, ...], players: int, turn_cost: float) -> float:
    """Expected turns for a row from empty under the plan for ``turn_cost``: by the envelope theorem, minus the
    derivative of the row's value in the price of time (a central difference, which averages over ties)."""
    step = 1e-4
    lower = solve_row(printed, players, turn_cost - step).value(0, 0)
    upper = solve_row(printed, players, turn_cost + step).value(0, 0)
    return (lower - upper) / (2 * step)


def row_table(printed: tuple[int, ...], players: int, turn_cost: float) -> dict[str, Any]:
    plan = solve_row(printed, players, turn_cost)
    return {
        "turns": round(expected_turns(printed, players, turn_cost), DECIMALS),
        "values": [round(plan.value(mask, hits), DECIMALS) for mask, hits in reachable_states()],
    }


def write_tables(target: Path) -> None:
    lines = [
        "{",
        ' "_about": "Bullseye hard bot: per players, price of a turn and row, the expected turns of the row from empty'
        " and the value of each (mask, hits) state in strategy.reachable_states() order."
        ' Written by python -m pygames.bullseye.make_tables.",',
        f' "turn_costs": {json.dumps(list(TURN_COSTS))},',
        ' "tables": {',
    ]
    for players in range(1, MAX_PLAYERS + 1):
        lines.append(f'  "{players}": {{')
        for c, cost in enumerate(TURN_COSTS):
            rows = [json.dumps(row_table(printed, players, cost), separators=(",", ":")) for printed in PRINTED]
            comma = "," if c < len(TURN_COSTS) - 1 else ""
            lines.append(f'   "{cost}": [\n    ' + ",\n    ".join(rows) + f"\n   ]{comma}")
            solve_row.cache_clear()
        lines.append("  }" + ("," if players < MAX_PLAYERS else ""))
    lines += [" }", "}"]
    text = "\n".join(lines) + "\n"
    json.loads(text)
    target.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    path = Path(__file__).with_name("data") / TABLES_FILE
    write_tables(path)
    print(f"wrote {path}")
