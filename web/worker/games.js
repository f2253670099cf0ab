// Each game's Python package is an archive of its own (dist/pyodide/games/<id>.zip, build.py), fetched when that game
// is first opened and put on the pygames package's path: a first visit downloads the game it plays, not all five. A
// memory snapshot is made before any game is opened, so after a restore every archive is fetched (from the HTTP or
// the service worker's cache) and put in place again, once per worker.
const GAMES_URL = new URL("../pyodide/games/", import.meta.url).href;
const GAMES_PATH = "/home/pyodide/games"; // build.GAMES_PATH: the compiled modules name their sources there
const GAME_ID = /^[a-z][a-z0-9_]*$/;
const REGISTRY_URL = new URL("../games.json", import.meta.url).href;

export function createGames(getPyodide) {
  const mounted = new Map(); // id -> the promise of its archive in place (true) or not (false: no such game)

  async function mount(id) {
    const response = await fetch(`${GAMES_URL}${id}.zip`);
    if (!response.ok) return false; // no such game: the bridge refuses it by name
    const bytes = new Uint8Array(await response.arrayBuffer());
    const pyodide = getPyodide();
    const path = `${GAMES_PATH}/${id}.zip`;
    pyodide.FS.mkdirTree(GAMES_PATH);
    pyodide.FS.writeFile(path, bytes);
    // Not importlib.invalidate_caches(): it imports importlib.metadata, which the site's trimmed standard library
    // leaves out (ModuleNotFoundError: every game's first mount failed, and a reloaded Sleuth never loaded in
    // Firefox). Only this archive's entry of the importer cache can be stale, so only it is dropped.
    pyodide.runPython(`
import sys, pygames
entry = ${JSON.stringify(`${path}/pygames`)}
sys.path_importer_cache.pop(entry, None)
if entry not in pygames.__path__:
    pygames.__path__.append(entry)
`);
    return true;
  }

  // Resolves once game `id`'s package can be imported (false when there is no such archive). A failed download is
  // tried again at the next request that names the game.
  function ready(id) {
    if (typeof id !== "string" || !GAME_ID.test(id)) return Promise.resolve(false);
    if (!mounted.has(id)) {
      const done = mount(id).catch((error) => {
        mounted.delete(id);
        console.error(`could not load the game ${id}:`, error); // an error: the e2e watch fails a test on it
        return false;
      });
      mounted.set(id, done);
    }
    return mounted.get(id);
  }

  // Resolves once every game a request names can be imported: the one it opens (new, load), or every game (games:
  // the registry imports them all).
  async function readyFor(request) {
    let ids = [];
    if (request?.op === "new") ids = [request.game];
    else if (request?.op === "load") ids = [request.saved?.game];
    else if (request?.op === "games") ids = Object.keys(await (await fetch(REGISTRY_URL)).json());
    await Promise.all(ids.map(ready));
  }

  return { ready, readyFor };
}
