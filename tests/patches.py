"""The page's side of the bridge's view patches (web/session.js applyPatch), for tests that read patches as the page
does: the bridge's replies (tests/test_replies.py) and the golden games, which are stored as patches
(tests/golden/record.py), so they pin the bridge's encoding too."""

from __future__ import annotations

from typing import Any


def apply_patch(base: Any, patch: dict[str, Any]) -> Any:
    """``base`` changed by ``patch`` (pygames.api.patch): in place where it is an object or a list, as the page does."""
    if "=" in patch:
        return patch["="]
    for key, change in patch["~"].items():
        index: Any = int(key) if isinstance(base, list) else key
        base[index] = apply_patch(base[index] if isinstance(base, list) or key in base else None, change)
    for key in patch.get("-", []):
        del base[key]
    return base
