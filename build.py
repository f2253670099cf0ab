"""Build the static site into dist/, or build and serve it on 127.0.0.1.

    python build.py                 # dist/: everything the site needs, nothing fetched from elsewhere at run time
    python build.py serve [--port 8000]
    python build.py zip             # and build/pygames-site-<version>.zip: dist/ and HOSTING.txt, to host as it is

What dist/ holds:
- the front end from web/ (HTML, CSS, ES modules, the manifest);
- pyodide/: Pyodide's run-time files from the npm package pinned in package.json/package-lock.json, the pygames
  wheel without its games and the site's own pyodide-lock.json listing exactly that package with its real sha256, so
  Pyodide loads it from here and never from a CDN; pyodide/games/<id>.zip, each game's subpackage, which the worker
  fetches when that game is first opened;
- the standard library zip with only the modules Python's start, the bridge and the games really import (found by
  playing every game to its end in that Pyodide), as bytecode without sources, compiled by that same Pyodide; beside
  the package's sources, their bytecode too (see compile_for_pyodide);
- sw.js: the service worker, with the list of every file to precache and a version that is a hash of their contents;
- beside every compressible file (JavaScript, CSS, JSON, HTML, SVG, WebAssembly, zip, text) a gzip copy (<file>.gz)
  and a Brotli copy (<file>.br) for hosts that serve precompressed files; `serve` serves them too, so what the
  browser downloads here is what it downloads from such a host.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import csv
import email.utils
import functools
import gzip
import hashlib
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from collections.abc import Collection, Mapping
from functools import partial
from pathlib import Path
from typing import Any, ClassVar, NamedTuple

ROOT = Path(__file__).resolve().parent
WEB = ROOT / "web"
DIST = ROOT / "dist"
CACHE = ROOT / "build" / "cache"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
DOWNLOADS_SHOWN = ("pyodide.asm.wasm", "python_stdlib.zip")  # the files whose download worker.js shows on its bar
LEXICONS = ROOT / "pygames" / "intercept" / "data" / "lexicon"  # compiled into Intercept's archive (lexicon_index)
WHEEL_DATE = (2020, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same wheel, byte for byte
# Brotli for the precompressed copies: a PyPI package (the standard library has none), installed when missing.
BROTLI = "brotli==1.2.1"
COMPRESSIBLE = {".js", ".mjs", ".css", ".json", ".html", ".svg", ".wasm", ".zip", ".whl", ".txt", ".webmanifest"}
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))  # the server's order of preference
BROTLI_BEST_UP_TO = 2**20  # quality 11 beyond a MiB takes minutes on a small machine; 9 is nearly as small
MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".webmanifest": "application/manifest+json",
    ".json": "application/json",
    ".svg": "image/svg+xml",
}


def log(message: str) -> None:
    print(f"build: {message}", flush=True)


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# ----- inputs ----------------------------------------------------------------------------------------------------
def ensure_pyodide() -> Path:
    """The pinned npm package; `npm ci` installs it from package-lock.json when it is missing or out of date."""
    wanted = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    installed = PYODIDE_NPM / "package.json"
    if not installed.exists() or json.loads(installed.read_text())["version"] != wanted:
        log(f"npm ci (pyodide {wanted})")
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    return PYODIDE_NPM


def package_files(game: str | None) -> dict[str, bytes]:
    """The package's files by name in an archive: one game's subpackage (``pygames/<game>/``), or, for None, the
    package without its games (the bridge, the core, the warm-up)."""
    files: dict[str, bytes] = {}
    games = set(game_ids())
    for path in sorted((ROOT / "pygames").rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts or path.suffix not in {".py", ".txt", ".json"}:
            continue
        parts = path.relative_to(ROOT / "pygames").parts
        owner = parts[0] if len(parts) > 1 and parts[0] in games else None
        if owner != game:
            continue
        if path.parent == LEXICONS and path.suffix == ".txt":
            files[path.with_suffix(".json").relative_to(ROOT).as_posix()] = lexicon_index(path)
        else:
            files[path.relative_to(ROOT).as_posix()] = path.read_bytes()
    return files


def game_ids() -> list[str]:
    """The games: the package's subpackages that are games (pygames.GAMES), whose archives the worker fetches apart."""
    sys.path.insert(0, str(ROOT))
    import pygames

    return sorted(pygames.GAMES)


def with_bytecode(files: Mapping[str, bytes], bytecode: Mapping[str, bytes] | None) -> dict[str, bytes]:
    """``files`` with each module's ``.pyc`` (from :func:`compile_for_pyodide`) right after its source."""
    out: dict[str, bytes] = {}
    for arcname, data in files.items():
        out[arcname] = data
        if bytecode and arcname + "c" in bytecode:
            out[arcname + "c"] = bytecode[arcname + "c"]
    return out


def write_stored_zip(path: Path, files: Mapping[str, bytes]) -> Path:
    """A zip of ``files`` stored, not deflated (zipimport reads it all the same; the host's Brotli or gzip, compressing
    the whole file, then sends less than a deflated zip, which does not compress again), with fixed dates: the same
    sources give the same file, byte for byte."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as archive:
        for arcname, data in files.items():
            info = zipfile.ZipInfo(arcname, WHEEL_DATE)
            info.external_attr = 0o644 << 16
            archive.writestr(info, data, compress_type=zipfile.ZIP_STORED)
    return path


@functools.cache  # the wheel is written twice (before and after its bytecode is compiled)
def lexicon_index(path: Path) -> bytes:
    """Intercept's association lexicon in a language compiled into the compact index its bots read (the wheel ships
    it in place of the text): see pygames/intercept/lexicon.py."""
    from pygames.intercept.lexicon import index_json

    return index_json(path.stem, path.read_text(encoding="utf-8")).encode()


def build_wheel(out: Path, bytecode: Mapping[str, bytes] | None = None) -> Path:
    """The pygames wheel without its games (each game is an archive of its own, :func:`build_game_archives`), written
    directly (pure Python, no build backend needed), stored and reproducible; ``bytecode`` (from
    :func:`compile_for_pyodide`) puts each module's ``.pyc`` beside its source."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    name, version = project["name"], project["version"]
    dist_info = f"{name}-{version}.dist-info"
    files = with_bytecode(package_files(None), bytecode)
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {project['description']}\n"
        f"Requires-Python: {project['requires-python']}\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: pygames-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    )
    files[f"{dist_info}/top_level.txt"] = b"pygames\n"
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for arcname, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([arcname, f"sha256={digest}", len(data)])
    writer.writerow([f"{dist_info}/RECORD", "", ""])
    files[f"{dist_info}/RECORD"] = record.getvalue().encode()
    return write_stored_zip(out / f"{name}-{version}-py3-none-any.whl", files)


def build_game_archives(out: Path, bytecode: Mapping[str, bytes] | None = None) -> list[Path]:
    """``out``/<id>.zip for every game: its subpackage (``pygames/<id>/``, sources, data and ``bytecode``), which the
    worker fetches when that game is first opened and puts on the package's path (web/worker/games.js): a first visit
    downloads the game it plays, not all five."""
    out.mkdir(parents=True, exist_ok=True)
    return [write_stored_zip(out / f"{game}.zip", with_bytecode(package_files(game), bytecode)) for game in game_ids()]


# Where web/worker.js puts the wheel and each game's archive in Python's file system: the compiled modules name their
# source files there, as the ones Python compiles from the sources would.
WHEEL_PATH = "/home/pyodide/pygames.whl"
GAMES_PATH = "/home/pyodide/games"  # <id>.zip in it, fetched when that game is first opened (web/worker/games.js)
# Run by Node with the pinned Pyodide: starts Python as the worker does (the wheel and every game's archive on the
# package's path, the bridge imported, a memory snapshot made), plays every game to its end through the bridge and by
# each of its bot levels, saves and loads one, words a traceback, and then
# - lists the standard library modules then imported (Pyodide's own start's and ours, found from the real imports,
#   not by reading them): the standard library zip keeps those alone, as bytecode without their sources (a traceback
#   through the standard library shows no line: nothing else needs them);
# - compiles each of them, and each of the package's modules, into a .pyc. Hash-based and unchecked: nothing is read
#   twice or compared at import, and the build writes a module's source and its bytecode together, from the same bytes.
COMPILER = r"""
import { readFileSync, writeFileSync, readdirSync } from "node:fs";
const { PYODIDE_DIR, PYGAMES_WHEEL, PYGAMES_WHEEL_PATH, PYGAMES_GAMES, PYGAMES_GAMES_PATH, PYGAMES_OUT } = process.env;
const { loadPyodide } = await import(new URL("pyodide.mjs", `file://${PYODIDE_DIR}/`).href);
const pyodide = await loadPyodide({
  indexURL: `${PYODIDE_DIR}/`,
  stdout: () => {},
  stderr: () => {},
  _makeSnapshot: true,
});
pyodide.FS.writeFile(PYGAMES_WHEEL_PATH, readFileSync(PYGAMES_WHEEL));
pyodide.FS.mkdirTree(PYGAMES_GAMES_PATH);
const games = readdirSync(PYGAMES_GAMES).filter((name) => name.endsWith(".zip"));
for (const name of games) {
  pyodide.FS.writeFile(`${PYGAMES_GAMES_PATH}/${name}`, readFileSync(`${PYGAMES_GAMES}/${name}`));
}
pyodide.globals.set("WHEEL", PYGAMES_WHEEL_PATH);
pyodide.globals.set("GAMES", pyodide.toPy(games.map((name) => `${PYGAMES_GAMES_PATH}/${name}`)));
pyodide.runPython(`
import sys
sys.path.insert(0, WHEEL)
import pygames.api, pygames.core
`);
pyodide.makeMemorySnapshot();
writeFileSync(PYGAMES_OUT, pyodide.runPython(`
import json, random, sys, traceback
import pygames, pygames.rehearsal
pygames.__path__.extend(f"{archive}/pygames" for archive in GAMES)
for game_id, cls in sorted(pygames.core.game_classes().items()):
    info = cls.INFO.to_json()
    pygames.rehearsal.play(game_id, 1)  # the bridge's requests, as a page and its warm-up send them
    for n, level in enumerate(info["bot_levels"] or [None]):
        rng = random.Random(n)
        seats = [{"bot": level} if level else {"name": f"P{i}"} for i in range(info["default_seats"])]
        language = info["languages"][n % len(info["languages"])]
        state = pygames.new_game(game_id, {"seats": seats, "language": language}, n)
        while state.result() is None:
            seat = state.to_act()[0]
            state.apply(seat, state.bot_action(seat) if level else rng.choice(state.legal_actions(seat)))
        pygames.load_game(json.loads(json.dumps(state.to_json())))
try:
    pygames.core.new_game("no such game", {}, 1)
except pygames.core.PygamesError:
    traceback.format_exc()
json.loads(pygames.api.handle("{"))
imported = {name: module for name, module in sys.modules.items()}
import base64, os, py_compile, zipfile

stdlib = next(p for p in sys.path if p.endswith(".zip"))

def compiled(source, shown_as):
    os.makedirs("/tmp/compile", exist_ok=True)
    with open("/tmp/compile/module.py", "wb") as file:
        file.write(source)
    py_compile.compile("/tmp/compile/module.py", cfile="/tmp/compile/module.pyc", dfile=shown_as, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with open("/tmp/compile/module.pyc", "rb") as file:
        return base64.b64encode(file.read()).decode()

out = {"stdlib": {}, "package": {}}
with zipfile.ZipFile(stdlib) as archive:
    for name, module in sorted(imported.items()):
        where = str(getattr(module, "__file__", ""))
        frozen = getattr(module.__spec__, "origin", None) == "frozen"  # in the interpreter itself: never compiled
        arcname = where[len(stdlib) + 1:]
        if where.startswith(stdlib + "/") and arcname.endswith(".py") and not frozen:
            out["stdlib"][arcname + "c"] = compiled(archive.read(arcname), f"{stdlib}/{arcname}")
for archive_path in [WHEEL, *GAMES]:
    with zipfile.ZipFile(archive_path) as archive:
        for arcname in sorted(n for n in archive.namelist() if n.endswith(".py")):
            out["package"][arcname + "c"] = compiled(archive.read(arcname), f"{archive_path}/{arcname}")
json.dumps(out)
`));
"""


class Prepared(NamedTuple):
    """What the pinned Pyodide made of the package and its standard library (see :func:`compile_for_pyodide`)."""

    stdlib_bytecode: dict[str, bytes]  # by name in the standard library zip: the modules the site imports, no more
    package_bytecode: dict[str, bytes]  # by name in the wheel or a game's archive


def compile_for_pyodide(pyodide_dir: Path, wheel: Path, games: Path) -> Prepared:
    """Bytecode made by the Pyodide the site ships, for the standard library modules the site imports and for the
    package (the wheel, and every game's archive in the folder ``games``).

    Pyodide's standard library comes as sources only, and Python compiles every module it imports from a zip twice
    (zipimport compiles it to tell its file name, then again to run it): that was two thirds of a first start
    (in Node, 1.5 s with sources, 0.5 s with bytecode). A snapshot restore compiles nothing, so return visits are as
    they were; a new game's first opening, which imports its modules, gains too. The standard library zip then keeps
    only that bytecode (see COMPILER): what a first visit downloads is what Python runs."""
    with tempfile.TemporaryDirectory(prefix="pygames-compile-") as scratch:
        out = Path(scratch) / "bytecode.json"
        env = {
            **os.environ,
            "PYODIDE_DIR": str(pyodide_dir.resolve()),
            "PYGAMES_WHEEL": str(wheel.resolve()),
            "PYGAMES_WHEEL_PATH": WHEEL_PATH,
            "PYGAMES_GAMES": str(games.resolve()),
            "PYGAMES_GAMES_PATH": GAMES_PATH,
            "PYGAMES_OUT": str(out),
        }
        subprocess.run(["node", "--input-type=module", "-e", COMPILER], env=env, check=True)
        made = json.loads(out.read_text())
    decode = base64.b64decode
    return Prepared(
        {name: decode(data) for name, data in made["stdlib"].items()},
        {name: decode(data) for name, data in made["package"].items()},
    )


def write_lock(pyodide_dir: Path, packages: list[tuple[Path, str, str]]) -> None:
    """The site's own pyodide-lock.json: Pyodide's header, and only the packages we ship, with their real hashes.

    Written directly: the pyodide-lock library (0.1.2, the newest on PyPI) cannot read Pyodide 314's lock format
    (its header has no "version" and the lock has a top-level "tool"), so we follow the upstream entries' shape.
    """
    upstream = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())
    template = upstream["packages"]["micropip"]  # a pure-Python wheel entry, as Pyodide itself writes them
    lock = {key: value for key, value in upstream.items() if key != "packages"}
    lock["packages"] = {}
    for wheel, name, version in packages:
        lock["packages"][name] = {
            **template,
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "imports": [name],
            "depends": [],
            "sha256": sha256(wheel),
        }
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


def write_games_list() -> None:
    """games.json: the registry, so the picker shows at once, before Python has loaded in the page."""
    sys.path.insert(0, str(ROOT))
    import pygames

    (DIST / "games.json").write_text(json.dumps(pygames.GAMES, indent=1) + "\n")
    write_rules_data()


def write_rules_data() -> None:
    """games/<id>/static.json: each game's static data (Game.static()) at its usual table, in each of its languages,
    for its rules page (web/rules.js), which shows before Python is up and restates nothing Python knows."""
    import pygames

    for game_id, info in pygames.GAMES.items():
        seats = [{"name": f"Player {n + 1}"} for n in range(info["default_seats"])]
        data = {
            language: pygames.new_game(game_id, {"seats": seats, "language": language}, seed=0).static()
            for language in info["languages"]
        }
        (DIST / "games" / game_id / "static.json").write_text(json.dumps(data, separators=(",", ":")) + "\n")


def inline_favicon() -> None:
    """The page's icon as a data: address: a favicon request is the browser's, not the page's, and headless Chromium
    keeps one answered by the service worker in flight for good, which stops a new version from taking over."""
    page = DIST / "index.html"
    icon = "data:image/svg+xml;base64," + base64.b64encode((WEB / "icon.svg").read_bytes()).decode()
    html = page.read_text()
    if 'href="icon.svg"' not in html:
        raise SystemExit("index.html no longer links icon.svg: update build.inline_favicon")
    page.write_text(html.replace('<link rel="icon" href="icon.svg"', f'<link rel="icon" href="{icon}"'))


PAGE_STYLESHEET = '<link rel="stylesheet" href="style.css">'
PAGE_STYLE_POLICY = "style-src 'self'"


def inline_stylesheet() -> None:
    """style.css inside index.html, allowed by its hash in the page's Content-Security-Policy: the page's first paint
    then waits for no second request (a stylesheet blocks rendering, and its request can only start once the page's
    first bytes are parsed: a round trip, 15-25 ms, on the way to the first paint of every first visit)."""
    page, sheet = DIST / "index.html", DIST / "style.css"
    html, css = page.read_text(), sheet.read_text()
    if PAGE_STYLESHEET not in html or html.count(PAGE_STYLE_POLICY) != 1:
        raise SystemExit(f"index.html no longer has {PAGE_STYLESHEET} and {PAGE_STYLE_POLICY}: update build.py")
    if "</style" in css.lower():
        raise SystemExit("style.css may not hold '</style': it would end the page's <style> element")
    digest = base64.b64encode(hashlib.sha256(css.encode()).digest()).decode()
    html = html.replace(PAGE_STYLESHEET, f"<style>{css}</style>")
    page.write_text(html.replace(PAGE_STYLE_POLICY, f"{PAGE_STYLE_POLICY} 'sha256-{digest}'"))
    sheet.unlink()  # nothing else asks for it: the service worker need not keep it


def filled(name: str, values: dict[str, Any]) -> str:
    """web/<name> with what only the build knows written in: each placeholder ``__KEY__`` (an identifier where a value
    goes, so the source stays JavaScript) replaced by the JSON of ``values[KEY]``. A placeholder missing from the
    source, or one left unfilled, stops the build: the site would run with a value nobody wrote."""
    source = (WEB / name).read_text()
    for key, value in values.items():
        if f"__{key}__" not in source:
            raise SystemExit(f"{name} no longer has __{key}__: update build.py")
        source = source.replace(f"__{key}__", json.dumps(value))
    left = sorted(set(re.findall(r"__[A-Z][A-Z_]*__", source)))
    if left:
        raise SystemExit(f"{name} has placeholders build.py does not fill: {', '.join(left)}")
    return source


def write_download_sizes(pyodide_dir: Path) -> None:
    """The sizes of the two big files into worker.js, for its progress bar: a host that compresses them (most do) sends
    no length the worker could use, and the sizes change with every Pyodide release and every stdlib change."""
    sizes = {name: (pyodide_dir / name).stat().st_size for name in DOWNLOADS_SHOWN}
    (DIST / "worker.js").write_text(filled("worker.js", {"DOWNLOAD_SIZES": sizes}))


# Cross-origin isolation: the page may then share memory with the engine's worker, which answers a person's move in
# the task of their click (web/answers.js). Everything the site loads is its own, so nothing else needs a header.
# A host that cannot send them (GitHub Pages) gets them from the service worker from the second visit on (web/sw.js,
# which build.py gives these); dist/_headers asks Netlify and Cloudflare Pages for them.
ISOLATION_HEADERS = {"Cross-Origin-Opener-Policy": "same-origin", "Cross-Origin-Embedder-Policy": "require-corp"}

HOST_HEADERS = "_headers"


def write_host_headers() -> None:
    """dist/_headers: the headers Netlify and Cloudflare Pages add to every file of the site (see ISOLATION_HEADERS)."""
    lines = ["/*", *(f"  {name}: {value}" for name, value in ISOLATION_HEADERS.items())]
    (DIST / HOST_HEADERS).write_text("\n".join(lines) + "\n")


def one_games_file(name: str, games: Collection[str]) -> bool:
    """Whether a file of dist/ belongs to one game alone: its renderer and rules (games/<id>/), its catalogs
    (locales/<lang>/<id>.json), its Python package (pyodide/games/<id>.zip)."""
    parts = name.split("/")
    return (
        (parts[0] == "games" and len(parts) > 2 and parts[1] in games)
        or (parts[0] == "locales" and len(parts) == 3 and parts[2].removesuffix(".json") in games)
        or (name.startswith("pyodide/games/") and parts[-1].removesuffix(".zip") in games)
    )


def write_service_worker() -> None:
    files = sorted(
        p.relative_to(DIST).as_posix()
        for p in DIST.rglob("*")
        # The browser never asks for the copies, nor for _headers (the host reads it; it may not serve it).
        if p.is_file() and p.name not in {"sw.js", HOST_HEADERS} and p.suffix not in {".gz", ".br"}
    )
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((DIST / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    games = set(game_ids())
    # The site without its games is copied as the worker installs; each game's own files once a first game is over
    # (or on a later visit), so that a first visit downloads the one game it plays (web/sw.js).
    precache = ["./", *(name for name in files if not one_games_file(name, games))]
    later = [name for name in files if one_games_file(name, games)]
    values = {"VERSION": version, "PRECACHE": precache, "LATER": later, "ISOLATION_HEADERS": ISOLATION_HEADERS}
    (DIST / "sw.js").write_text(filled("sw.js", values))
    (DIST / "version.json").write_text(json.dumps({"version": version}) + "\n")
    log(f"service worker version {version}, {len(precache)} files to precache, {len(later)} after a first game")


def ensure_brotli() -> None:
    try:
        import brotli  # noqa: F401
    except ImportError:
        log(f"pip install {BROTLI}")
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", BROTLI], check=True)


def compressed(data: bytes, encoding: str) -> bytes:
    """``data`` gzipped or brotli-compressed, cached by content: Pyodide's big files are compressed once per machine."""
    quality = 11 if len(data) <= BROTLI_BEST_UP_TO else 9
    cached = CACHE / "compressed" / f"{hashlib.sha256(data).hexdigest()}.{encoding}{quality}"
    if cached.exists():
        return cached.read_bytes()
    if encoding == "gzip":
        out = gzip.compress(data, compresslevel=9, mtime=0)
    else:
        import brotli

        out = brotli.compress(data, quality=quality)
    cached.parent.mkdir(parents=True, exist_ok=True)
    cached.write_bytes(out)
    return out


def store_uncompressed(archive: Path) -> None:
    """Rewrite a zip with its entries stored, not deflated, keeping their order, names, dates and contents: Pyodide
    reads the standard library from it all the same (zipimport), and the host's Brotli or gzip, compressing the whole
    file, then sends 1.8 MB of Pyodide's 2.5 MB of sources (a deflated zip does not compress again). Keeps the file's
    date. (The bare page of tests/bench/bench_site.py ships Pyodide's standard library so.)"""
    stat = archive.stat()
    stored = archive.with_name(archive.name + ".stored")
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as target:
        for entry in source.infolist():
            copy = zipfile.ZipInfo(entry.filename, date_time=entry.date_time)
            copy.external_attr = entry.external_attr
            target.writestr(copy, source.read(entry), compress_type=zipfile.ZIP_STORED)
    stored.replace(archive)
    os.utime(archive, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def write_stdlib(archive: Path, bytecode: Mapping[str, bytes]) -> None:
    """The site's standard library zip, stored: the ``bytecode`` alone, without sources (see COMPILER), in Pyodide's
    order, each package's folder before its modules, with the dates of Pyodide's entries. Keeps the file's date."""
    stat = archive.stat()
    stored = archive.with_name(archive.name + ".stored")
    folders = {name.rpartition("/")[0] + "/" for name in bytecode if "/" in name}
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(stored, "w", zipfile.ZIP_STORED) as target:
        for entry in source.infolist():
            if entry.filename in folders or entry.filename + "c" in bytecode:
                name = entry.filename if entry.filename in folders else entry.filename + "c"
                copy = zipfile.ZipInfo(name, date_time=entry.date_time)
                copy.external_attr = entry.external_attr
                target.writestr(copy, b"" if name in folders else bytecode[name], compress_type=zipfile.ZIP_STORED)
    stored.replace(archive)
    os.utime(archive, ns=(stat.st_atime_ns, stat.st_mtime_ns))


def precompress(directory: Path) -> int:
    """Write <file>.gz and <file>.br beside every compressible file of ``directory`` where that saves at least a
    twentieth of it. Returns the number of copies written."""
    written = 0
    for path in sorted(directory.rglob("*")):
        if not path.is_file() or path.suffix not in COMPRESSIBLE:
            continue
        data = path.read_bytes()
        for encoding, suffix in ENCODINGS:
            out = compressed(data, encoding)
            if len(out) <= len(data) * 0.95:
                path.with_name(path.name + suffix).write_bytes(out)
                written += 1
    return written


def build() -> Path:
    pyodide_npm = ensure_pyodide()
    ensure_brotli()
    if DIST.exists():
        shutil.rmtree(DIST)
    shutil.copytree(WEB, DIST, ignore=shutil.ignore_patterns("*.md", "sw.js"))
    pyodide_dir = DIST / "pyodide"
    pyodide_dir.mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide_npm / name, pyodide_dir / name)
    games = pyodide_dir / "games"
    build_game_archives(games)
    prepared = compile_for_pyodide(pyodide_npm, build_wheel(pyodide_dir), games)
    log(
        f"compiled {len(prepared.stdlib_bytecode)} standard library modules (the zip keeps them alone) and "
        f"{len(prepared.package_bytecode)} of pygames"
    )
    write_stdlib(pyodide_dir / "python_stdlib.zip", prepared.stdlib_bytecode)
    wheel = build_wheel(pyodide_dir, prepared.package_bytecode)
    build_game_archives(games, prepared.package_bytecode)
    version = site_version()
    write_lock(pyodide_dir, [(wheel, "pygames", version)])
    write_games_list()
    inline_favicon()
    inline_stylesheet()
    write_download_sizes(pyodide_dir)
    write_host_headers()
    write_service_worker()
    size = sum(p.stat().st_size for p in DIST.rglob("*") if p.is_file())
    copies = precompress(DIST)
    brotli_size = sum(p.stat().st_size for p in DIST.rglob("*.br"))
    log(f"dist/ ready: {size / 2**20:.1f} MiB, {copies} precompressed copies (Brotli: {brotli_size / 2**20:.1f} MiB)")
    return DIST


# ----- the archive to host without building --------------------------------------------------------------------
HOSTING_TXT = ROOT / "docs" / "HOSTING.txt"
STORED = {".br", ".gz", ".png", ".webp"}  # compressed already: stored in the archive as they are


def site_version() -> str:
    return str(tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"])


def write_zip(site: Path = DIST, out_dir: Path = ROOT / "build") -> Path:
    """``out_dir``/pygames-site-<version>.zip: one folder, pygames-site-<version>/, holding every file of ``site``
    (dates kept: a precompressed copy stays as new as its file) and HOSTING.txt (docs/HOSTING.txt: what to ask of
    GitHub Pages, Netlify or nginx), for someone with neither Node nor Python to unzip onto any static host."""
    version = site_version()
    folder = f"pygames-site-{version}"
    out_dir.mkdir(parents=True, exist_ok=True)
    archive = out_dir / f"{folder}.zip"
    partial_archive = archive.with_name(archive.name + ".part")
    with zipfile.ZipFile(partial_archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as target:
        for path in sorted(p for p in site.rglob("*") if p.is_file()):
            kind = zipfile.ZIP_STORED if path.suffix in STORED else zipfile.ZIP_DEFLATED
            target.write(path, f"{folder}/{path.relative_to(site).as_posix()}", compress_type=kind)
        target.write(HOSTING_TXT, f"{folder}/HOSTING.txt")
    partial_archive.replace(archive)
    shown = archive.relative_to(ROOT) if archive.is_relative_to(ROOT) else archive
    log(f"{shown}: {archive.stat().st_size / 2**20:.1f} MiB")
    return archive


# ----- serving ---------------------------------------------------------------------------------------------------
class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Always revalidate: the service worker does the offline caching, and a new build must be seen at once.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        if self.server.isolated:  # type: ignore[attr-defined]
            for name, value in ISOLATION_HEADERS.items():
                self.send_header(name, value)
        super().end_headers()

    def send_head(self) -> io.BufferedIOBase | None:  # type: ignore[override]
        """A file's precompressed copy when the request accepts its encoding (as nginx's gzip_static does)."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        for encoding, suffix in ENCODINGS:
            # A copy older than its file is stale (the file was changed after the build): the file is the truth.
            if encoding in accepted and os.path.isfile(path + suffix) and is_fresh(path + suffix, path):
                modified = int(os.stat(path).st_mtime)  # the file's own date, whichever copy is sent
                if self.unchanged_since(modified):
                    self.send_response(304)  # as the base class does for plain files: a revalidation sends no body
                    self.end_headers()
                    return None
                copy = open(path + suffix, "rb")  # noqa: SIM115  # the base class sends and closes it
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(path))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(os.fstat(copy.fileno()).st_size))
                self.send_header("Last-Modified", self.date_time_string(modified))
                self.end_headers()
                return copy
        return super().send_head()  # type: ignore[no-any-return]

    def unchanged_since(self, modified: int) -> bool:
        """Whether the request's If-Modified-Since (without If-None-Match, as the base class reads it) is no earlier
        than ``modified`` (seconds)."""
        since = self.headers.get("If-Modified-Since")
        if not since or "If-None-Match" in self.headers:
            return False
        try:
            return email.utils.parsedate_to_datetime(since).timestamp() >= modified
        except (TypeError, ValueError, IndexError, OverflowError):
            return False

    def log_message(self, format: str, *args: object) -> None:
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)


def is_fresh(copy: str, original: str) -> bool:
    return os.path.isfile(original) and os.stat(copy).st_mtime_ns >= os.stat(original).st_mtime_ns


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header accepts (those not refused with q=0)."""
    accepted = set()
    for item in header.split(","):
        name, _, params = item.strip().partition(";")
        refused = any(p.strip().replace(" ", "") in {"q=0", "q=0.0", "q=0.00", "q=0.000"} for p in params.split(";"))
        if name.strip() and not refused:
            accepted.add(name.strip().lower())
    return accepted


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    verbose = False
    isolated = True  # send ISOLATION_HEADERS (a host that cannot is served so in the tests: isolated=False)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that drops the connection midway (a reload while the big files download, a tab closed) chose to:
        # not a fault of the server, and no traceback in the middle of the output.
        if isinstance(sys.exc_info()[1], ConnectionError):
            if self.verbose:
                print(f"{client_address[0]}: the browser closed the connection midway", file=sys.stderr)
            return
        super().handle_error(request, client_address)


def make_server(port: int = 8000, directory: Path = DIST, verbose: bool = False, isolated: bool = True) -> SiteServer:
    server = SiteServer(("127.0.0.1", port), partial(SiteHandler, directory=str(directory)))
    server.verbose = verbose
    server.isolated = isolated
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", nargs="?", choices=["build", "serve", "zip"], default="build")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    build()
    if args.command == "zip":
        write_zip()
    if args.command == "serve":
        server = make_server(args.port, verbose=True)
        print(f"Serving dist/ on http://127.0.0.1:{server.server_port}/ (Ctrl+C to stop)", flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


if __name__ == "__main__":
    main()
