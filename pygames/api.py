"""The one bridge the browser calls: a JSON request in, a JSON reply out.

    handle('{"op": "new", "game": "gameover", "options": {...}, "seed": 7}')

Requests (``op`` and its fields):
- ``games``: the registry, ``{"games": {id: info}}``.
- ``new`` (game, options, seed?) and ``load`` (saved): start a session; the reply carries its ``id`` and a snapshot.
- ``act`` (id, seat, action): apply a person's action; ``bot`` (id, seat): let the seat's bot choose and apply.
- ``state`` (id): the snapshot again; ``close`` (id): forget the session.

A snapshot is ``{"to_act", "result", "saved", "views": {"public": ..., "0": ...}, "legal": {"0": [...]}}``: every view
and the legal actions of every seat that must act, so the page can draw any seat's screen without asking again.

Every reply has ``ok``. A refusal is ``{"ok": false, "kind": ..., "error": "readable reason"}`` and changes nothing:
``kind`` is ``illegal`` (the rules refuse the action), ``options``, ``save``, ``request`` (a malformed request) or
``internal`` (a bug; the session is restored from its log so nothing is lost).
"""

from __future__ import annotations

import json
import traceback
from typing import Any

from pygames.core import BadOptions, BadSave, Game, IllegalAction, games, load_game, new_game

_sessions: dict[str, Game] = {}
_next_id = 0


class BadRequest(Exception):
    pass


def handle(request: str) -> str:
    try:
        try:
            message = json.loads(request)
        except ValueError:
            raise BadRequest("the request is not JSON") from None
        if not isinstance(message, dict) or not isinstance(message.get("op"), str):
            raise BadRequest('a request is an object with an "op"')
        op = message["op"]
        handler = _HANDLERS.get(op)
        if handler is None:
            raise BadRequest(f"unknown op {op!r}")
        reply = {"ok": True, **handler(message)}
    except IllegalAction as exc:
        reply = {"ok": False, "kind": "illegal", "error": str(exc)}
    except BadOptions as exc:
        reply = {"ok": False, "kind": "options", "error": str(exc)}
    except BadSave as exc:
        reply = {"ok": False, "kind": "save", "error": str(exc)}
    except BadRequest as exc:
        reply = {"ok": False, "kind": "request", "error": str(exc)}
    except Exception as exc:  # a bug: report it readably rather than leave the page hanging
        reply = {
            "ok": False,
            "kind": "internal",
            "error": f"{type(exc).__name__}: {exc}",
            "trace": traceback.format_exc(),
        }
    return json.dumps(reply)


def snapshot(state: Game) -> dict[str, Any]:
    to_act = state.to_act()
    views: dict[str, Any] = {"public": state.view(None)}
    for seat in range(len(state.seats)):
        views[str(seat)] = state.view(seat)
    return {
        "to_act": to_act,
        "result": state.result(),
        "saved": state.to_json(),
        "views": views,
        "legal": {str(seat): state.legal_actions(seat) for seat in to_act},
    }


def _session(message: dict[str, Any]) -> tuple[str, Game]:
    sid = message.get("id")
    if not isinstance(sid, str) or sid not in _sessions:
        raise BadRequest(f"no game session {sid!r} (it may have been closed)")
    return sid, _sessions[sid]


def _seat(message: dict[str, Any]) -> int:
    seat = message.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise BadRequest("seat must be a whole number")
    return seat


def _open(state: Game) -> dict[str, Any]:
    global _next_id
    _next_id += 1
    sid = f"g{_next_id}"
    _sessions[sid] = state
    return {"id": sid, **snapshot(state)}


def _games(message: dict[str, Any]) -> dict[str, Any]:
    return {"games": games()}


def _new(message: dict[str, Any]) -> dict[str, Any]:
    game = message.get("game")
    if not isinstance(game, str):
        raise BadRequest("which game? (game is missing)")
    seed = message.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise BadOptions("the seed must be a whole number")
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
    _guarded(sid, state, lambda: state.apply(seat, message.get("action")))  # type: ignore[arg-type]
    return snapshot(_sessions[sid])


def _bot(message: dict[str, Any]) -> dict[str, Any]:
    sid, state = _session(message)
    seat = _seat(message)

    def move() -> dict[str, Any]:
        action = state.bot_action(seat)
        state.apply(seat, action)
        return action

    action = _guarded(sid, state, move)
    return {"action": action, **snapshot(_sessions[sid])}


def _state(message: dict[str, Any]) -> dict[str, Any]:
    return snapshot(_session(message)[1])


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
    "state": _state,
    "close": _close,
}
