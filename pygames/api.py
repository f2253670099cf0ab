"""The one bridge the browser calls: a JSON request in, a JSON reply out.

    handle('{"op": "new", "game": "gameover", "options": {...}, "seed": 7}')

Requests (``op`` and its fields):
- ``games``: the registry, ``{"games": {id: info}}``.
- ``new`` (game, options, seed?) and ``load`` (saved): start a session; the reply carries its ``id``, the game's
  ``static`` data (board, sheets, dice: sent once per session, never in views) and a snapshot.
- ``act`` (id, seat, action, since?): apply a person's action; ``bot`` (id, seat, since?): let the seat's bot choose
  and apply. ``state`` (id, since?): the snapshot again; ``static`` (id): the static data again; ``close`` (id).
- ``undo`` (id, seat, since?): take back the seat's last move (see pygames.core.Game.undo). Its events are gone, so
  the reply carries ``reset: true`` and every view's whole list of events (``since`` is ignored): the page replaces
  the events it has instead of adding to them.

A snapshot is ``{"to_act", "result", "saved", "event_count", "views": {"public", "0", ...}, "legal": {"0": [...]}}``:
every view (core's envelope, see pygames.core.Game.view) and the legal actions of every seat that must act, so the page
can draw any seat's screen without asking again. ``since`` (default 0) leaves out the events the page already has:
each view then carries only the events numbered ``since`` and later; ``event_count`` is where the next call starts.

Every reply has ``ok``. A refusal is ``{"ok": false, "kind", "key", "args", "error"}`` and changes nothing: ``kind`` is
``illegal`` (the rules refuse the action), ``malformed`` (the action is of no declared shape), ``options``, ``save``,
``request`` (a malformed request) or ``internal`` (a bug; the session is restored from its log so nothing is lost);
``key`` and ``args`` say why as data for the page to word, ``error`` in English for developers and logs.
"""

from __future__ import annotations

import json
import traceback
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

_sessions: dict[str, Game] = {}
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


def snapshot(state: Game, since: int = 0) -> dict[str, Any]:
    to_act = state.to_act()
    views: dict[str, Any] = {"public": state.view(None, since)}
    for seat in range(len(state.seats)):
        views[str(seat)] = state.view(seat, since)
    return {
        "to_act": to_act,
        "result": state.result(),
        "saved": state.to_json(),
        "event_count": len(state.events),
        "views": views,
        "legal": {str(seat): state.legal_actions(seat) for seat in to_act},
    }


def _since(message: dict[str, Any]) -> int:
    since = message.get("since", 0)
    if not is_whole(since) or since < 0:
        raise BadRequest("since must be a whole number, 0 or more", "request.bad_since")
    return int(since)


def _session(message: dict[str, Any]) -> tuple[str, Game]:
    sid = message.get("id")
    if not isinstance(sid, str) or sid not in _sessions:
        raise BadRequest(f"no game session {sid!r} (it may have been closed)", "request.no_session")
    return sid, _sessions[sid]


def _seat(message: dict[str, Any]) -> int:
    seat = message.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise BadRequest("seat must be a whole number", "request.bad_seat")
    return seat


def _open(state: Game) -> dict[str, Any]:
    global _next_id
    _next_id += 1
    sid = f"g{_next_id}"
    _sessions[sid] = state
    return {"id": sid, "static": state.static(), **snapshot(state)}


def _games(message: dict[str, Any]) -> dict[str, Any]:
    return {"games": games()}


def _new(message: dict[str, Any]) -> dict[str, Any]:
    game = message.get("game")
    if not isinstance(game, str):
        raise BadRequest("which game? (game is missing)", "request.no_game")
    seed = message.get("seed")
    if seed is not None and not is_whole(seed):
        raise BadOptions("the seed must be a whole number", "core.bad_seed")
    return _open(new_game(game, message.get("options") or {}, seed))


def _load(message: dict[str, Any]) -> dict[str, Any]:
    return _open(load_game(message.get("saved")))  # type: ignore[arg-type]  # load_game checks it


def _guarded(sid: str, state: Game, change: Any) -> Any:
    """Run ``change``; if it fails with a bug rather than a refusal, put the session back as it was."""
    before = state.to_json()
    try:
        return change()
    except (IllegalAction, BadRequest):
        raise
    except Exception:
        _sessions[sid] = load_game(before)
        raise


def _act(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)
    since = _since(message)
    _guarded(sid, state, lambda: state.apply(seat, message.get("action")))  # type: ignore[arg-type]
    return snapshot(_sessions[sid], since)


def _bot(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)
    since = _since(message)

    def move() -> dict[str, Any]:
        action = state.bot_action(seat)
        state.apply(seat, action, by_bot=True)
        return action

    action = _guarded(sid, state, move)
    return {"action": action, **snapshot(_sessions[sid], since)}


def _undo(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)
    _since(message)  # checked like every op's, but the reply carries every event anyway
    _guarded(sid, state, lambda: state.undo(seat))
    return {"reset": True, **snapshot(_sessions[sid], 0)}


def _state(message: dict[str, Any]) -> dict[str, Any]:
    return snapshot(_session(message)[1], _since(message))


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
