// Starts Python from dist/ as web/worker.js does (Pyodide's files and the site's lock from dist/pyodide, the pygames
// wheel put on sys.path and every game's archive on the package's path at the worker's places), imports the bridge
// and every game, and prints as JSON where each
// module came from (those frozen into the interpreter apart), what Python compiled meanwhile, and the traceback of an
// error raised in the package.
// Usage: node tests/pyodide_start.mjs <dist dir> <the worker's path for the wheel> <the worker's folder for the games>
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [distDir, wheelPath, gamesPath] = process.argv.slice(2);
const pyodideDir = resolve(distDir, "pyodide");
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
const lock = JSON.parse(readFileSync(resolve(pyodideDir, "pyodide-lock.json"), "utf8"));
pyodide.FS.writeFile(wheelPath, readFileSync(resolve(pyodideDir, lock.packages.pygames.file_name)));
pyodide.globals.set("WHEEL", wheelPath);
pyodide.FS.mkdirTree(gamesPath);
const archives = readdirSync(resolve(pyodideDir, "games")).filter((name) => name.endsWith(".zip"));
for (const name of archives)
  pyodide.FS.writeFile(`${gamesPath}/${name}`, readFileSync(resolve(pyodideDir, "games", name)));
pyodide.globals.set("ARCHIVES", pyodide.toPy(archives.map((name) => `${gamesPath}/${name}/pygames`)));
console.log(
  pyodide.runPython(`
import builtins, json, sys

compiled = []
compile_source = builtins.compile
def counting_compile(source, filename, *args, **kwargs):
    compiled.append(str(filename))
    return compile_source(source, filename, *args, **kwargs)

at_start = {name: getattr(module, "__file__", None) for name, module in sys.modules.items()}
frozen = [name for name, module in sys.modules.items() if getattr(module.__spec__, "origin", None) == "frozen"]
builtins.compile = counting_compile
try:
    sys.path.insert(0, WHEEL)
    import pygames.api, pygames.core
    pygames.__path__.extend(ARCHIVES)
    pygames.core.game_classes()
finally:
    builtins.compile = compile_source

# What an internal error's reply carries (pygames.api.handle): a traceback, each frame's line read from the wheel.
import traceback
try:
    pygames.core.new_game("no such game", {}, 1)
except pygames.core.PygamesError:
    trace = traceback.format_exc()
json.dumps({
    "trace": trace,
    "at_start": at_start,
    "frozen": frozen,
    "imported": {name: getattr(module, "__file__", None) for name, module in sys.modules.items() if name not in at_start},
    "compiled": compiled,
})
`),
);
