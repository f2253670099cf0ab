"""The one bridge the browser calls: a JSON request in, a JSON reply out.

    handle('{"op": "new", "game": "gameover", "options": {...}, "seed": 7}')

Requests (``op`` and its fields):
- ``games``: the registry, ``{"games": {id: info}}``.
- ``new`` (game, options, seed?, show?, race?) and ``load`` (saved, show?, race?): start a session; the reply carries
  its ``id``, the game's ``static`` data (board, sheets, dice: sent once per session, never in views or later
  replies) and a full snapshot.
- ``act`` (id, seat, action, since?, show?, race?, log_from?): apply a person's action; ``bot`` (id, seat, since?,
  show?, race?, log_from?): let the seat's bot choose and apply. ``state`` (id, since?, show?, race?, log_from?): the
  snapshot again; ``static`` (id): the static data again; ``close`` (id).
- ``undo`` (id, seat, show?, race?): take back the seat's last move (see pygames.core.Game.undo). Its events are gone,
  so the reply is a full one with ``reset: true`` (see below): the page replaces what it has instead of adding to it.

A snapshot carries what the page may show now, and never the static data again::

    {"to_act", "result", "event_count", "undo", "since": {key: n}, "views": {"public": {...}, "2": {...}},
     "legal": {"2": [...]}, "saved": {...whole save...} | "log": {"from": n, "entries": [...]}}

- ``views``: the public view and the views of the seats the page may show now: the first person (not a bot) who must
  act (every person who must act when the request says ``race: true``: the page then lets them say who has the
  device), the one person at the table when there is only one, and the seats the request names in ``show`` (the seat
  on screen, the last one revealed). The public view is whole (core's envelope, see pygames.core.Game.view). A
  seat's view is ``{"patch", "events"}``: ``patch`` turns the public view (without its events) into the seat's (see
  :func:`patch`), and ``events`` are only the events the seat sees otherwise than the public does (its own, or with
  secret arguments): the page merges them by number ``i`` with the public events it has from that view's ``since``
  on. A seat the page needs later (a curtain lifted for a seat not sent) it asks for with ``state`` and ``show``.
- ``undo``: the seats that may take back their last move now (see pygames.core.Game.undo), whichever views are sent.
- ``legal``: the legal actions of the seats in ``views`` that must act, in order; a run of actions that is every
  combination of some values (Sleuth's 324 accusations) comes as one ``{"*": {field: [values]}}``, which the page
  expands in the same order (the last field varies fastest).
- events: ``since`` in the request is a number (for every view) or ``{view key: event count}`` (a key missing counts
  from 0, a view the page never had): each view carries only the events numbered from there on, and the reply's
  ``since`` says where each view's events start. ``event_count`` is where the next call starts.
- the save: with ``log_from`` (how many log entries the page has) the reply carries ``log``, the entries from there on,
  and the page rebuilds the save (the options, seed and chance script never change in a session); without it, or
  when the page claims more than there is, the whole ``saved``.

A full reply (``new``, ``load``, ``state`` without ``since``/``log_from``, or any op that rewrites history, which then
also sets ``reset: true``: the page forgets every event it has) carries ``saved`` and views whose ``since`` is 0.

Every reply has ``ok``. A refusal is ``{"ok": false, "kind", "key", "args", "error"}`` and changes nothing: ``kind`` is
``illegal`` (the rules refuse the action), ``malformed`` (the action is of no declared shape), ``options``, ``save``,
``request`` (a malformed request) or ``internal`` (a bug; the session is restored from its log so nothing is lost);
``key`` and ``args`` say why as data for the page to word, ``error`` in English for developers and logs.
"""

from __future__ import annotations

import itertools
import json
import traceback
from collections.abc import Iterable, Mapping
from typing import Any

from pygames.core import (
    BadOptions,
    BadSave,
    Game,
    IllegalAction,
    MalformedAction,
    PygamesError,
    games,
    is_whole,
    load_game,
    new_game,
)

_sessions: dict[str, Game[Any]] = {}
_next_id = 0


class BadRequest(PygamesError):
    """A request the bridge cannot read (not JSON, unknown op, a missing or wrong field)."""


def handle(request: str) -> str:
    try:
        try:
            message = json.loads(request)
        except ValueError:
            raise BadRequest("the request is not JSON", "request.not_json") from None
        if not isinstance(message, dict) or not isinstance(message.get("op"), str):
            raise BadRequest('a request is an object with an "op"', "request.no_op")
        op = message["op"]
        handler = _HANDLERS.get(op)
        if handler is None:
            raise BadRequest(f"unknown op {op!r}", "request.unknown_op", {"op": op})
        reply = {"ok": True, **handler(message)}
    except PygamesError as exc:
        reply = {"ok": False, "kind": _kind(exc), **exc.to_json()}
    except Exception as exc:  # a bug: report it readably rather than leave the page hanging
        reply = {
            "ok": False,
            "kind": "internal",
            "key": "request.internal",
            "args": {},
            "error": f"{type(exc).__name__}: {exc}",
            "trace": traceback.format_exc(),
        }
    return json.dumps(reply)


def _kind(exc: PygamesError) -> str:
    if isinstance(exc, MalformedAction):
        return "malformed"
    if isinstance(exc, IllegalAction):
        return "illegal"
    if isinstance(exc, BadOptions):
        return "options"
    if isinstance(exc, BadSave):
        return "save"
    return "request"


def snapshot(
    state: Game[Any],
    since: int | Mapping[str, int] = 0,
    show: Iterable[int] = (),
    log_from: int | None = None,
    race: bool = False,
) -> dict[str, Any]:
    """The reply's body for ``state`` (see the module's docstring): the views the page may show, their legal actions,
    the events from ``since`` on and the save (whole, or its log from ``log_from`` on)."""
    to_act = state.to_act()
    people = [i for i, seat in enumerate(state.seats) if not seat.bot]
    acting = [seat for seat in to_act if seat in people]
    shown = set(acting if race else acting[:1]) | set(show)
    if len(people) == 1:
        shown.add(people[0])

    def start(key: str) -> int:
        return since if isinstance(since, int) else since.get(key, 0)

    public = state.view(None, start("public"))
    views: dict[str, Any] = {"public": public}
    for seat in sorted(shown):
        key = str(seat)
        whole = state.view(seat, start(key))
        views[key] = {
            "patch": patch(without_events(public), without_events(whole)),
            # Every event the public sees, this seat sees too: only those it sees otherwise (its own, or with secrets).
            "events": [e for e in whole["events"] if e != state.events[e["i"]].seen_by(None)],
        }
    reply: dict[str, Any] = {
        "to_act": to_act,
        "result": state.result(),
        "event_count": len(state.events),
        "since": {key: start(key) for key in views},
        "views": views,
        "legal": {str(seat): compact(state.legal_actions(seat)) for seat in to_act if str(seat) in views},
        # who may take back their last move now (each view says it too, but the mover's view may not be sent)
        "undo": [seat for seat in people if state.can_undo(seat)],
    }
    if log_from is None or log_from > len(state.log):
        reply["saved"] = state.to_json()
    else:
        reply["log"] = {"from": log_from, "entries": state.log_json(log_from)}
    return reply


def without_events(view: Mapping[str, Any]) -> dict[str, Any]:
    return {field: value for field, value in view.items() if field != "events"}


def patch(base: Any, value: Any) -> dict[str, Any]:
    """What turns ``base`` into ``value``: ``{"=": value}`` (replace it), or for two objects, or two lists of one
    length, ``{"~": {key or index: patch}, "-": [keys to delete]}`` holding only what differs."""
    same_shape = isinstance(base, dict) and isinstance(value, dict)
    if isinstance(base, list) and isinstance(value, list) and len(base) == len(value):
        base, value, same_shape = dict(enumerate(base)), dict(enumerate(value)), True
    if not same_shape:
        return {"=": value}
    changes = {
        str(k): patch(base[k], v) if k in base else {"=": v}
        for k, v in value.items()
        if base.get(k, v) != v or k not in base
    }
    removed = [str(k) for k in base if k not in value]
    return {"~": changes, "-": removed} if removed else {"~": changes}


def compact(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The legal actions with every run that is all the combinations of its fields' values (in itertools.product
    order, fields in the actions' own order) written as one ``{"*": {field: [values]}}``."""
    out: list[dict[str, Any]] = []
    start = 0
    while start < len(actions):
        fields = list(actions[start])
        end = start + 1
        while end < len(actions) and list(actions[end]) == fields and actions[end]["type"] == actions[start]["type"]:
            end += 1
        run = actions[start:end]
        values: dict[str, list[Any]] = {field: [] for field in fields}
        for action in run:
            for field in fields:
                if action[field] not in values[field]:
                    values[field].append(action[field])
        combinations = [dict(zip(fields, combo, strict=True)) for combo in itertools.product(*values.values())]
        if len(run) > 2 and combinations == run:
            out.append({"*": values})
        else:
            out.extend(run)
        start = end
    return out


def reset_snapshot(state: Game[Any], message: dict[str, Any]) -> dict[str, Any]:
    """The reply body of an op that rewrites history (undo): ``reset: true`` (the page forgets every event it has),
    the whole save and every view's events from 0, for the seats the request shows (``show``, ``race``)."""
    _, show, _, race = _asked(message, state)
    return {"reset": True, **snapshot(state, 0, show, None, race)}


def _asked(message: dict[str, Any], state: Game[Any]) -> tuple[int | dict[str, int], list[int], int | None, bool]:
    """What a request asks the reply to carry (``since``, ``show``, ``log_from``, ``race``), checked before anything
    changes."""
    race = message.get("race", False)
    if not isinstance(race, bool):
        raise BadRequest("race must be true or false", "request.bad_race")
    return _since(message), _show(message, state), _log_from(message), race


def _since(message: dict[str, Any]) -> int | dict[str, int]:
    since = message.get("since", 0)
    if isinstance(since, dict):
        if all(isinstance(k, str) and is_whole(n) and n >= 0 for k, n in since.items()):
            return since
    elif is_whole(since) and since >= 0:
        return int(since)
    raise BadRequest("since must be a whole number, 0 or more, or one for each view", "request.bad_since")


def _show(message: dict[str, Any], state: Game[Any]) -> list[int]:
    show = message.get("show", [])
    if not isinstance(show, list) or not all(is_whole(s) and 0 <= s < len(state.seats) for s in show):
        raise BadRequest("show must be a list of the game's seats", "request.bad_show")
    return show


def _log_from(message: dict[str, Any]) -> int | None:
    log_from = message.get("log_from")
    if log_from is not None and not (is_whole(log_from) and log_from >= 0):
        raise BadRequest("log_from must be a whole number, 0 or more", "request.bad_log_from")
    return log_from


def _session(message: dict[str, Any]) -> tuple[str, Game[Any]]:
    sid = message.get("id")
    if not isinstance(sid, str) or sid not in _sessions:
        raise BadRequest(f"no game session {sid!r} (it may have been closed)", "request.no_session")
    return sid, _sessions[sid]


def _seat(message: dict[str, Any]) -> int:
    seat = message.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise BadRequest("seat must be a whole number", "request.bad_seat")
    return seat


def _open(state: Game[Any], message: dict[str, Any]) -> dict[str, Any]:
    _, show, _, race = _asked(message, state)
    global _next_id
    _next_id += 1
    sid = f"g{_next_id}"
    _sessions[sid] = state
    return {"id": sid, "static": state.static(), **snapshot(state, 0, show, None, race)}


def _games(message: dict[str, Any]) -> dict[str, Any]:
    return {"games": games()}


def _new(message: dict[str, Any]) -> dict[str, Any]:
    game = message.get("game")
    if not isinstance(game, str):
        raise BadRequest("which game? (game is missing)", "request.no_game")
    seed = message.get("seed")
    if seed is not None and not is_whole(seed):
        raise BadOptions("the seed must be a whole number", "core.bad_seed")
    return _open(new_game(game, message.get("options") or {}, seed), message)


def _load(message: dict[str, Any]) -> dict[str, Any]:
    return _open(load_game(message.get("saved")), message)  # type: ignore[arg-type]  # load_game checks it


def _guarded(sid: str, state: Game[Any], change: Any) -> Any:
    """Run ``change``; if it fails with a bug rather than a refusal, put the session back as it was: replayed from its
    log as it stood before (a change only adds to the log, after everything else went well; an undo replaces the game
    whole only once its replay went well), so nothing is copied on the way in. An interrupt (KeyboardInterrupt) is no
    bug of the game: it goes up as it is, to whoever interrupted."""
    length = len(state.log)
    try:
        return change()
    except (IllegalAction, BadRequest):
        raise
    except Exception:
        _put_back(sid, length)
        raise


def _put_back(sid: str, length: int) -> None:
    """The session replayed from its log's first ``length`` entries (it is replaced only once the replay went well)."""
    before = _sessions[sid].to_json()
    before["log"] = before["log"][:length]
    _sessions[sid] = load_game(before)


def _act(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)
    asked = _asked(message, state)
    _guarded(sid, state, lambda: state.apply(seat, message.get("action")))  # type: ignore[arg-type]
    return snapshot(_sessions[sid], *asked)


def _bot(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)
    asked = _asked(message, state)
    # The decision changes nothing (a bot decides from its seat's view, with a generator of its own): only the move
    # is guarded. (A hard bot's decision is most of a bot request's time, and a stopped one then costs no replay.)
    action = state.bot_action(seat)
    _guarded(sid, state, lambda: state.apply(seat, action, by_bot=True))
    return {"action": action, **snapshot(_sessions[sid], *asked)}


def _undo(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)
    _asked(message, state)  # checked like every op's before anything changes; the reply is a full one anyway
    _guarded(sid, state, lambda: state.undo(seat))
    return reset_snapshot(_sessions[sid], message)


def _state(message: dict[str, Any]) -> dict[str, Any]:
    state = _session(message)[1]
    return snapshot(state, *_asked(message, state))


def _static(message: dict[str, Any]) -> dict[str, Any]:
    return {"static": _session(message)[1].static()}


def _close(message: dict[str, Any]) -> dict[str, Any]:
    sid, _ = _session(message)
    del _sessions[sid]
    return {}


_HANDLERS = {
    "games": _games,
    "new": _new,
    "load": _load,
    "act": _act,
    "bot": _bot,
    "undo": _undo,
    "state": _state,
    "static": _static,
    "close": _close,
}
