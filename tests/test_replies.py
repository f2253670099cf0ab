"""The bridge's replies carry what the page may show, not everything: a size contract, and proof that the page can
rebuild every view and the save from them exactly.

``Page`` does what web/session.js does with a reply (update(): views rebuilt from the public view, events kept per view,
the save rebuilt from its log entries) and asks the way it asks (since per view, show, log_from). Every game is played
to its end in its largest configuration, people and bots mixed where the game has bots; after every reply the page's
views and save must equal the game's own, and so must what the page gets when it lifts a curtain for a person the
reply did not carry (``state`` with that seat in ``show``: web/session.js fetchView).

(The browser benchmark's soak once weighed Sleuth's replies at 20-35 KB: it weighed each reply after the page had
written every event so far into it. The page now leaves a reply as it came; e2e/test_timing.py weighs them as sent.)
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from typing import Any

import pytest

import pygames
from pygames import api
from pygames.api import without_events
from tests.patches import apply_patch

LIMIT = 16 * 1024  # bytes of JSON in one act or bot reply


def races(game_id: str) -> bool:
    """Whether several people may say who has the device (GameInfo.race_seats: the page then asks with race)."""
    return bool(pygames.GAMES[game_id]["race_seats"])


def call(request: dict[str, Any]) -> tuple[dict[str, Any], int]:
    text = api.handle(json.dumps(request))
    reply = json.loads(text)
    assert reply["ok"], reply
    return reply, len(text.encode())


class Page:
    """The page's side of the bridge, as web/session.js keeps it."""

    def __init__(self, reply: dict[str, Any], race: bool = False) -> None:
        self.race = race
        self.sid = reply["id"]
        self.static = reply["static"]
        self.events: dict[str, list[dict[str, Any]]] = {}
        self.counts: dict[str, int] = {}
        self.saved: dict[str, Any] = {}
        self.shown: int | None = None
        self.update(reply)

    def asking(self) -> dict[str, Any]:
        show = [] if self.shown is None else [self.shown]
        return {
            "id": self.sid,
            "since": dict(self.counts),
            "show": show,
            "log_from": len(self.saved["log"]),
            "race": self.race,
        }

    def update(self, reply: dict[str, Any]) -> None:
        if reply.get("reset"):
            self.events, self.counts = {}, {}
        if "saved" in reply:
            self.saved = reply["saved"]
        else:
            start = reply["log"]["from"]
            self.saved = {**self.saved, "log": self.saved["log"][:start] + reply["log"]["entries"]}
        public = reply["views"]["public"]
        self.views: dict[str, Any] = {}
        for key, part in reply["views"].items():
            view = dict(part) if key == "public" else apply_patch(copy.deepcopy(without_events(public)), part["patch"])
            start = reply["since"][key]
            known = [e for e in self.events.get(key, []) if e["i"] < start]
            if key == "public":
                arrived = part["events"]
            else:  # the public events from there on, and the seat's own in their places
                own = {e["i"]: e for e in part["events"]}
                public_ones = [e for e in self.events["public"] if e["i"] >= start and e["i"] not in own]
                arrived = sorted([*public_ones, *own.values()], key=lambda e: e["i"])
            self.events[key] = view["events"] = known + arrived
            self.counts[key] = reply["event_count"]
            self.views[key] = view
        self.legal = {key: expand(actions) for key, actions in reply["legal"].items()}
        self.reply = reply


def expand(legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The page's expansion of a compacted list of legal actions."""
    actions = []
    for entry in legal:
        if "*" in entry:
            fields = list(entry["*"])
            actions += [dict(zip(fields, c, strict=True)) for c in itertools.product(*entry["*"].values())]
        else:
            actions.append(entry)
    return actions


def largest(game_id: str, rng: random.Random) -> dict[str, Any]:
    info = pygames.GAMES[game_id]
    seats: list[dict[str, Any]] = []
    for i in range(info["max_seats"]):
        person = not info["bots"] or i % 2 == 0
        seats.append({"name": f"Person {i}"} if person else {"bot": rng.choice(info["bot_levels"])})
    return {"seats": seats}


def check_page(page: Page, state: pygames.Game) -> None:
    assert page.saved == json.loads(json.dumps(state.to_json()))
    for key, view in page.views.items():
        seat = None if key == "public" else int(key)
        assert view == json.loads(json.dumps(state.view(seat))), f"the page's view {key} differs"
    people = [seat for seat in state.to_act() if not state.seats[seat].bot]
    for key, legal in page.legal.items():
        assert legal == json.loads(json.dumps(state.legal_actions(int(key))))
    needed = people if page.race else people[:1]
    assert {str(seat) for seat in needed} <= set(page.views), "a person the page may show has no view"


def check_curtain_lifted(page: Page, state: pygames.Game, options: dict[str, Any], turn: int) -> None:
    """A person whose view the last reply did not carry (the next one after ``turn`` seats on), asked for as the page
    asks when a curtain is lifted for them (a copy of the page asks: the game's own page goes on as it was)."""
    seats = len(options["seats"])
    absent = [
        seat
        for seat in ((turn + n) % seats for n in range(seats))
        if not options["seats"][seat].get("bot") and str(seat) not in page.views
    ]
    if not absent:
        return
    seat = absent[0]
    lifted = copy.copy(page)  # update() replaces what it changes but these two tables, which it fills in
    lifted.events, lifted.counts = dict(page.events), dict(page.counts)
    asking = lifted.asking()
    reply, size = call({"op": "state", **asking, "show": [*asking["show"], seat]})
    assert size <= LIMIT, f"the view of seat {seat} asked for is {size} bytes"
    lifted.update(reply)
    assert lifted.views[str(seat)] == json.loads(json.dumps(state.view(seat))), f"the view of seat {seat} differs"


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_every_reply_of_a_whole_game_is_small_and_rebuilds_the_views_and_the_save(game_id: str, seed: int) -> None:
    rng = random.Random(seed)
    options = largest(game_id, rng)
    reply, _ = call({"op": "new", "game": game_id, "options": options, "seed": seed, "race": races(game_id)})
    page = Page(reply, races(game_id))
    state = api._sessions[page.sid]
    check_page(page, state)
    sizes = []
    while page.reply["result"] is None:
        to_act = page.reply["to_act"]
        people = [s for s in to_act if not options["seats"][s].get("bot")]
        if people:
            seat = rng.choice(people) if page.race else people[0]  # whom the page shows
            page.shown = seat
            action = rng.choice(page.legal[str(seat)])
            reply, size = call({"op": "act", "seat": seat, "action": action, **page.asking()})
        else:
            reply, size = call({"op": "bot", "seat": to_act[0], **page.asking()})
        assert "static" not in reply and "saved" not in reply, "a reply repeats the static data or the whole save"
        sizes.append(size)
        assert size <= LIMIT, f"{game_id}: reply {len(sizes)} is {size} bytes"
        page.update(reply)
        check_page(page, state)
        if len(sizes) % 3 == 1 or page.reply["result"] is not None:  # a sample, a seat at a time: each costs a reply
            check_curtain_lifted(page, state, options, len(sizes))
        assert len(sizes) < 5000, "the game did not end"
    loaded, _ = call({"op": "load", "saved": page.saved})
    assert "static" in loaded and loaded["saved"] == page.saved


def test_a_six_seat_bullseye_reply_is_a_fraction_of_every_view() -> None:
    """Six seats, people and bots: the reply of a move holds the public view and the seat on screen, not seven."""
    seats = [{"name": "Ann"}, {"bot": "hard"}, {"name": "Bo"}, {"bot": "easy"}, {"name": "Cy"}, {"bot": "normal"}]
    reply, _ = call({"op": "new", "game": "bullseye", "options": {"seats": seats}, "seed": 3})
    page = Page(reply)
    assert set(reply["views"]) == {"public", "0"} and set(reply["legal"]) == {"0"}
    _, size = call({"op": "act", "seat": 0, "action": {"type": "roll"}, **page.asking()})
    state = api._sessions[page.sid]
    every_view = {"public": state.view(None), **{str(s): state.view(s) for s in range(6)}}
    assert size * 4 < len(json.dumps({"views": every_view, "saved": state.to_json()}))


def test_a_view_the_page_asks_for_comes_with_all_its_events() -> None:
    seats = [{"name": "Ann"}, {"name": "Bo"}, {"name": "Cy"}]
    reply, _ = call({"op": "new", "game": "sleuth", "options": {"seats": seats}, "seed": 5})
    page = Page(reply)
    state = api._sessions[page.sid]
    absent = next(str(s) for s in range(3) if str(s) not in reply["views"])
    asked, _ = call({"op": "state", **{**page.asking(), "show": [int(absent)]}})
    assert asked["since"][absent] == 0
    page.update(asked)
    check_page(page, state)


def test_a_full_reply_replaces_what_the_page_has() -> None:
    """What an op that rewrites history (undo) sends: the whole save, every view's events from 0, reset."""
    seats = [{"name": "Ann"}, {"bot": "easy"}]
    page = Page(call({"op": "new", "game": "gameover", "options": {"seats": seats}, "seed": 4})[0])
    state = api._sessions[page.sid]
    while page.reply["to_act"] != [0]:
        page.update(call({"op": "bot", "seat": page.reply["to_act"][0], **page.asking()})[0])
    page.update(call({"op": "act", "seat": 0, "action": {"type": "draw"}, **page.asking()})[0])
    earlier = pygames.load_game({**state.to_json(), "log": state.to_json()["log"][:1]})
    api._sessions[page.sid] = earlier  # as if the last move were taken back
    page.update(api.reset_snapshot(earlier, page.asking()))
    check_page(page, earlier)
    assert all(
        view["events"] == earlier.view(None if k == "public" else int(k))["events"] for k, view in page.views.items()
    )


@pytest.mark.parametrize(
    "asking",
    [
        {"since": {"public": -1}},
        {"since": {"0": "x"}},
        {"show": [9]},
        {"show": "0"},
        {"log_from": -2},
        {"log_from": 1.5},
    ],
)
def test_a_malformed_asking_is_refused_before_the_move(asking: dict[str, Any]) -> None:
    reply, _ = call({"op": "new", "game": "gameover", "options": {"seats": [{"bot": "easy"}, {"name": "Ann"}]}})
    before = api._sessions[reply["id"]].to_json()
    refused = json.loads(api.handle(json.dumps({"op": "bot", "id": reply["id"], "seat": 0, **asking})))
    assert refused["ok"] is False and refused["kind"] == "request" and refused["key"].startswith("request.bad_")
    assert api._sessions[reply["id"]].to_json() == before


def test_a_page_claiming_more_log_than_there_is_gets_the_whole_save() -> None:
    reply, _ = call({"op": "new", "game": "gameover", "options": {"seats": [{"bot": "easy"}, {"name": "Ann"}]}})
    again, _ = call({"op": "state", "id": reply["id"], "log_from": 5})
    assert again["saved"] == reply["saved"] and "log" not in again
