"""build.py: the precompressed copies in dist/ and the server that serves them as a static host would."""

from __future__ import annotations

import _imp
import base64
import gzip
import hashlib
import http.client
import json
import os
import re
import socket
import struct
import threading
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path

import brotli
import pytest

import build
import pygames

SCRIPT = b"export function hello() { return 'hello'; }\n" * 200


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(build, "CACHE", tmp_path / "cache")
    root = tmp_path / "site"
    (root / "pyodide").mkdir(parents=True)
    (root / "app.js").write_bytes(SCRIPT)
    (root / "index.html").write_bytes(b"<!doctype html><title>x</title>" + b"<p>text</p>" * 100)
    (root / "pyodide" / "python.wasm").write_bytes(bytes(range(256)) * 64)
    (root / "noise.js").write_bytes(os.urandom(4096))  # compresses to nothing smaller: no copies
    (root / "picture.png").write_bytes(b"\x89PNG" + b"\0" * 4000)  # not a compressible type
    build.precompress(root)
    return root


def test_compressible_files_get_gzip_and_brotli_copies_that_decompress_to_them(site: Path) -> None:
    for name in ["app.js", "index.html", "pyodide/python.wasm"]:
        original = (site / name).read_bytes()
        assert gzip.decompress((site / f"{name}.gz").read_bytes()) == original
        assert brotli.decompress((site / f"{name}.br").read_bytes()) == original
        assert (site / f"{name}.br").stat().st_size < len(original) / 4
    assert not list(site.glob("noise.js.*")) and not list(site.glob("picture.png.*"))


def test_copies_are_made_once_and_the_same_each_time(site: Path) -> None:
    before = (site / "app.js.br").read_bytes(), (site / "app.js.gz").read_bytes()
    cached = sorted((build.CACHE / "compressed").iterdir())
    build.precompress(site)
    assert ((site / "app.js.br").read_bytes(), (site / "app.js.gz").read_bytes()) == before
    assert sorted((build.CACHE / "compressed").iterdir()) == cached


@pytest.fixture
def server(site: Path) -> Iterator[int]:
    httpd = build.make_server(port=0, directory=site)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield httpd.server_port
    httpd.shutdown()
    httpd.server_close()


def fetch(
    port: int, path: str, accept: str | None, method: str = "GET", **more: str
) -> tuple[int, dict[str, str], bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    headers = {"Accept-Encoding": accept} if accept is not None else {}
    headers.update({name.replace("_", "-"): value for name, value in more.items()})
    connection.request(method, path, headers=headers)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


@pytest.mark.parametrize(
    ("accept", "encoding"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("gzip, deflate", "gzip"),
        ("br;q=0, gzip;q=0.8", "gzip"),
        ("identity", None),
        (None, None),
    ],
)
def test_the_server_sends_the_copy_the_request_accepts(server: int, site: Path, accept: str, encoding: str) -> None:
    status, headers, body = fetch(server, "/pyodide/python.wasm", accept)
    assert status == 200 and headers["content-type"] == "application/wasm"
    assert headers.get("content-encoding") == encoding and "Accept-Encoding" in headers["vary"]
    assert int(headers["content-length"]) == len(body)
    decode = {"br": brotli.decompress, "gzip": gzip.decompress, None: bytes}[encoding]
    assert decode(body) == (site / "pyodide" / "python.wasm").read_bytes()


def test_files_without_copies_and_the_index_are_served_as_they_are(server: int, site: Path) -> None:
    status, headers, body = fetch(server, "/noise.js", "br, gzip")
    assert status == 200 and "content-encoding" not in headers and body == (site / "noise.js").read_bytes()
    assert headers["content-type"] == "text/javascript"
    status, headers, body = fetch(server, "/", "br, gzip")
    assert status == 200 and headers["content-encoding"] == "br"
    assert brotli.decompress(body) == (site / "index.html").read_bytes()
    status, headers, body = fetch(server, "/app.js", "gzip", method="HEAD")
    assert status == 200 and headers["content-encoding"] == "gzip" and body == b""
    assert fetch(server, "/missing.js", "br")[0] == 404


@pytest.mark.parametrize("accept", ["br", "gzip", None])
def test_a_revalidation_of_an_unchanged_file_sends_no_body_whichever_copy(server: int, accept: str | None) -> None:
    """A service worker precaching after the first load asks again with If-Modified-Since: nothing is downloaded
    twice. A file changed since then is sent whole."""
    status, headers, _ = fetch(server, "/app.js", accept)
    assert status == 200
    status, _, body = fetch(server, "/app.js", accept, If_Modified_Since=headers["last-modified"])
    assert (status, body) == (304, b"")
    status, _, body = fetch(server, "/app.js", accept, If_Modified_Since="Mon, 01 Jan 2001 00:00:00 GMT")
    assert status == 200 and body


def test_a_file_changed_after_the_build_is_served_itself_not_its_stale_copy(server: int, site: Path) -> None:
    changed = b"export const changed = true;\n" * 50
    (site / "app.js").write_bytes(changed)
    copy = site / "app.js.br"
    os.utime(copy, ns=(copy.stat().st_atime_ns, (site / "app.js").stat().st_mtime_ns - 1))
    status, headers, body = fetch(server, "/app.js", "br")
    assert status == 200 and "content-encoding" not in headers and body == changed


def test_a_browser_dropping_a_download_midway_is_not_reported_as_an_error(
    server: int, site: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A reload while the big files download, or a test's page closed, drops the connection under the server: that is
    the browser's choice, not a fault, and was printed as a traceback in the middle of the test run."""
    (site / "big.zip").write_bytes(os.urandom(8 * 2**20))
    client = socket.create_connection(("127.0.0.1", server), timeout=10)
    client.sendall(b"GET /big.zip HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    assert client.recv(1024).startswith(b"HTTP/1.0 200")
    client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))  # closed at once, with a reset
    client.close()
    time.sleep(0.5)  # the server meets the closed connection while it writes the rest
    status, _, body = fetch(server, "/app.js", None)  # and goes on serving
    assert status == 200 and body == SCRIPT
    assert capsys.readouterr().err == ""


def test_the_service_worker_never_precaches_the_copies(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build, "DIST", tmp_path)
    (tmp_path / "app.js").write_bytes(SCRIPT)
    (tmp_path / "app.js.br").write_bytes(b"copy")
    (tmp_path / "app.js.gz").write_bytes(b"copy")
    build.write_service_worker()
    source = (tmp_path / "sw.js").read_text()
    assert '"app.js"' in source and "app.js.br" not in source and "app.js.gz" not in source
    # Filled in whole: the headers it adds where a host cannot are the ones the build's servers send.
    assert f"const ISOLATION = {json.dumps(build.ISOLATION_HEADERS)};" in source
    assert not re.search(r"__[A-Z_]+__", source)


def test_the_archive_holds_every_file_of_the_site_and_hosting_txt(site: Path, tmp_path: Path) -> None:
    archive = build.write_zip(site, tmp_path / "out")
    version = build.site_version()
    assert archive.name == f"pygames-site-{version}.zip"
    folder = f"pygames-site-{version}/"
    files = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    with zipfile.ZipFile(archive) as opened:
        assert opened.testzip() is None
        names = opened.namelist()
        assert sorted(names) == sorted([folder + "HOSTING.txt", *(folder + f for f in files)])
        for name in files:
            assert opened.read(folder + name) == (site / name).read_bytes(), name
            # dates kept (to the zip's 2 s): a precompressed copy stays as new as its file
            dated = time.mktime((*opened.getinfo(folder + name).date_time, 0, 0, -1))
            assert abs(dated - (site / name).stat().st_mtime) <= 2, name
        assert opened.read(folder + "HOSTING.txt") == build.HOSTING_TXT.read_bytes()


def test_hosting_txt_names_the_headers_and_types_the_build_serves_with() -> None:
    text = build.HOSTING_TXT.read_text(encoding="utf-8")
    for name, value in build.ISOLATION_HEADERS.items():
        assert f"{name}: {value}" in text and f"add_header {name} {value} always;" in text
    assert build.MIME_TYPES[".wasm"] in text and build.MIME_TYPES[".mjs"] in text
    assert all(word in text for word in ("GitHub Pages", "Netlify", "nginx", "gzip_static", "brotli_static"))
    json_version = json.loads((build.ROOT / "package.json").read_text())["version"]
    assert build.site_version() == json_version  # the archive's version is the package's and the site's alike


def test_what_only_the_build_knows_is_written_in_whole_or_the_build_stops(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build, "WEB", tmp_path)
    (tmp_path / "a.js").write_text("const SIZES = __SIZES__;\nconst NAME = __NAME__;\n")
    filled = build.filled("a.js", {"SIZES": {"x.wasm": 3}, "NAME": "it's"})
    assert filled == 'const SIZES = {"x.wasm": 3};\nconst NAME = "it\'s";\n'
    with pytest.raises(SystemExit, match="no longer has __GONE__"):
        build.filled("a.js", {"SIZES": {}, "NAME": "", "GONE": 1})
    with pytest.raises(SystemExit, match="does not fill: __NAME__"):
        build.filled("a.js", {"SIZES": {}})


def test_the_page_carries_its_stylesheet_allowed_by_the_hash_of_exactly_that_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build, "DIST", tmp_path)
    for name in ["index.html", "style.css"]:
        (tmp_path / name).write_bytes((build.WEB / name).read_bytes())
    build.inline_stylesheet()
    html = (tmp_path / "index.html").read_text()
    inline = re.findall(r"<style>(.*?)</style>", html, re.S)
    assert inline == [(build.WEB / "style.css").read_text()] and 'href="style.css"' not in html
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert policy, "the page lost its policy"
    digest = base64.b64encode(hashlib.sha256(inline[0].encode()).digest()).decode()
    assert f"style-src 'self' 'sha256-{digest}';" in policy.group(1)
    assert not (tmp_path / "style.css").exists()  # nothing asks for it: not precached either
    # A stylesheet that would close the element early stops the build.
    (tmp_path / "index.html").write_bytes((build.WEB / "index.html").read_bytes())
    (tmp_path / "style.css").write_text("a { color: red; } </style><script>x()</script>")
    with pytest.raises(SystemExit, match="</style"):
        build.inline_stylesheet()


def unchecked_bytecode_of(compiled: bytes, source: bytes) -> bool:
    """Whether ``compiled`` is a .pyc that Python runs without looking at any source (hash-based, unchecked) and that
    was made from exactly ``source`` (the hash in its header is of those bytes, keyed by its own magic number)."""
    flags = int.from_bytes(compiled[4:8], "little")
    key = int.from_bytes(compiled[:4], "little")
    return flags == 0b01 and compiled[8:16] == _imp.source_hash(key, source)


def test_the_standard_library_is_the_bytecode_of_the_modules_the_site_imports_without_their_sources() -> None:
    """Found by playing every game in Pyodide (build.COMPILER); that every game's whole playout runs on it, by
    tests/test_pyodide.py; that Python's start and the package's import run from this bytecode, there too."""
    shipped = build.ensure_pyodide() / "python_stdlib.zip"
    with zipfile.ZipFile(build.DIST / "pyodide" / "python_stdlib.zip") as ours, zipfile.ZipFile(shipped) as theirs:
        names = [e.filename for e in ours.infolist()]
        theirs_in_order = [e.filename for e in theirs.infolist()]
        assert {e.compress_type for e in ours.infolist()} == {zipfile.ZIP_STORED}
        compiled = [n for n in names if n.endswith(".pyc")]
        assert [n for n in names if not n.endswith((".pyc", "/"))] == [], "sources or data files shipped"
        assert [n[:-1] for n in compiled] == [n for n in theirs_in_order if n + "c" in set(compiled)], "not in order"
        assert {"dataclasses.pyc", "json/decoder.pyc", "random.pyc", "importlib/resources/readers.pyc"} <= set(compiled)
        for name in compiled:
            assert unchecked_bytecode_of(ours.read(name), theirs.read(name[:-1])), name
        assert all(n.rpartition("/")[0] + "/" in names for n in names if "/" in n.rstrip("/"))
        # Left out: what neither Python's start nor the games import (Pyodide ships each of these).
        for unused in [*LEFT_OUT, "hashlib.py", "modulefinder.py", "py_compile.py", "sysconfig/__init__.py"]:
            assert unused in theirs_in_order and unused + "c" not in names, unused
        assert not any(n.startswith("micropip") for n in names)
    assert not list((build.DIST / "pyodide").glob("micropip*")), "micropip: nothing of the site uses it"
    # Stored, with the bytecode alone, it costs a host serving Brotli well under Pyodide's own (deflated) zip.
    assert (build.DIST / "pyodide" / "python_stdlib.zip.br").stat().st_size < shipped.stat().st_size / 2


LEFT_OUT = ["sqlite3/__init__.py", "wsgiref/__init__.py", "tomllib/__init__.py", "zoneinfo/__init__.py"]
LEFT_OUT += ["__phello__/__init__.py", "antigravity.py", "smtplib.py", "xml/dom/minidom.py"]


def test_the_wheel_holds_the_package_without_its_games_and_each_game_is_an_archive_of_its_own() -> None:
    wheel = next((build.DIST / "pyodide").glob("pygames-*.whl"))
    archives = {p.stem: p for p in (build.DIST / "pyodide" / "games").glob("*.zip")}
    assert sorted(archives) == build.game_ids() == sorted(pygames.GAMES)
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        assert {"pygames/api.py", "pygames/core/game.py", "pygames/rehearsal.py"} <= set(names)
        assert not [n for n in names if n.split("/")[1] in archives], "a game in the wheel"
        assert {e.compress_type for e in archive.infolist()} == {zipfile.ZIP_STORED}
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        listed = {row.split(",")[0] for row in archive.read(record).decode().splitlines()}
        assert set(names) == listed
    for game, path in archives.items():
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
            assert names and all(n.startswith(f"pygames/{game}/") for n in names), game
            assert f"pygames/{game}/__init__.py" in names and f"pygames/{game}/data/" not in names
            assert {e.compress_type for e in archive.infolist()} == {zipfile.ZIP_STORED}
            assert path.with_name(path.name + ".br").exists()


@pytest.mark.parametrize("where", ["wheel", "games"])
def test_every_module_of_the_package_has_its_bytecode_beside_it(where: str) -> None:
    archives = (
        list((build.DIST / "pyodide").glob("pygames-*.whl"))
        if where == "wheel"
        else list((build.DIST / "pyodide" / "games").glob("*.zip"))
    )
    assert archives
    for path in archives:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
            sources = [n for n in names if n.endswith(".py")]
            assert sources
            assert [n for n in names if n.endswith(".pyc")] == [n + "c" for n in sources]
            for name in sources:
                assert unchecked_bytecode_of(archive.read(name + "c"), archive.read(name)), name


def test_the_bytecode_names_its_sources_where_the_worker_puts_the_wheel_and_the_games() -> None:
    """A traceback shows the file a module was compiled from: the wheel's place in the browser, as when Python compiled
    the source there itself, and each game's archive's."""
    assert f'const WHEEL_PATH = "{build.WHEEL_PATH}";' in (build.WEB / "worker.js").read_text()
    assert f'const GAMES_PATH = "{build.GAMES_PATH}";' in (build.WEB / "worker" / "games.js").read_text()
    wheel = next((build.DIST / "pyodide").glob("pygames-*.whl"))
    with zipfile.ZipFile(wheel) as archive:
        assert f"{build.WHEEL_PATH}/pygames/core/game.py".encode() in archive.read("pygames/core/game.pyc")
    with zipfile.ZipFile(build.DIST / "pyodide" / "games" / "sleuth.zip") as archive:
        shown = f"{build.GAMES_PATH}/sleuth.zip/pygames/sleuth/game.py"
        assert shown.encode() in archive.read("pygames/sleuth/game.pyc")


def test_the_worker_is_told_the_real_size_of_each_file_its_progress_bar_shows() -> None:
    """A host that compresses the files sends no length the worker can use: the bar divides by these sizes (when the
    standard library became stored uncompressed, a size written by hand was a quarter of the real one and the bar
    was full with a third of the bytes still to come)."""
    source = (build.DIST / "worker.js").read_text()
    written = re.search(r"^const BIG_FILES = (\{.*\});$", source, re.MULTILINE)
    assert written, "dist/worker.js does not state the sizes of the files it shows downloading"
    sizes = json.loads(written.group(1))
    assert set(sizes) == set(build.DOWNLOADS_SHOWN)
    for name, size in sizes.items():
        assert size == (build.DIST / "pyodide" / name).stat().st_size, name
