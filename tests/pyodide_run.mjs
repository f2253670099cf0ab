// Runs tests/playouts.py inside the real Pyodide runtime shipped in dist/, with pygames installed from dist's own
// lock file. Any attempt to fetch from the network (Node falls back to a CDN for a missing package) fails the run.
// Usage: node tests/pyodide_run.mjs <dist dir> <playouts.py> <games per id>
import { readFileSync } from "node:fs";
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
await pyodide.loadPackage(["micropip", "pygames"], { messageCallback: () => {} });
pyodide.runPython("import micropip, pygames");
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
