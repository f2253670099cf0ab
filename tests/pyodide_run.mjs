// Runs tests/playouts.py inside the real Pyodide runtime shipped in dist/, as the worker runs Python there: dist's own
// standard library (only the modules the site imports, as bytecode), the pygames wheel named in dist's lock file and
// every game's archive (dist/pyodide/games/<id>.zip) on the package's path, at the worker's places. Any attempt to
// fetch from the network (Node falls back to a CDN for a missing package) fails the run.
// Usage: node tests/pyodide_run.mjs <dist dir> <playouts.py> <games per id>
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [distDir, script, count] = process.argv.slice(2);
const external = [];
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = String(input?.url ? input.url : input);
  if (/^(https?|wss?):/.test(url)) {
    external.push(url);
    throw new Error(`blocked network request to ${url}`);
  }
  return realFetch(input, init);
};

const pyodideDir = resolve(distDir, "pyodide");
const { loadPyodide } = await import(pathToFileURL(resolve(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
const lock = JSON.parse(readFileSync(resolve(pyodideDir, "pyodide-lock.json"), "utf8"));
const wheelPath = "/home/pyodide/pygames.whl"; // build.WHEEL_PATH, build.GAMES_PATH
pyodide.FS.writeFile(wheelPath, readFileSync(resolve(pyodideDir, lock.packages.pygames.file_name)));
pyodide.FS.mkdirTree("/home/pyodide/games");
const archives = readdirSync(resolve(pyodideDir, "games")).filter((name) => name.endsWith(".zip"));
for (const name of archives) {
  pyodide.FS.writeFile(`/home/pyodide/games/${name}`, readFileSync(resolve(pyodideDir, "games", name)));
}
pyodide.globals.set("ARCHIVES", pyodide.toPy(archives.map((name) => `/home/pyodide/games/${name}/pygames`)));
pyodide.runPython(`
import sys
sys.path.insert(0, "${wheelPath}")
import pygames
pygames.__path__.extend(ARCHIVES)
`);
pyodide.globals.set("PLAYOUTS_SOURCE", readFileSync(script, "utf8"));
const output = pyodide.runPython(`
import json, sys, types
module = types.ModuleType("playouts")
sys.modules["playouts"] = module  # a dataclass in the script looks its module up
exec(compile(PLAYOUTS_SOURCE, "playouts.py", "exec"), module.__dict__)
json.dumps({"python": sys.version.split()[0], "games": module.run(${Number(count) || 3})})
`);
if (external.length) {
  console.error(`external requests: ${external.join(", ")}`);
  process.exit(2);
}
console.log(output);
