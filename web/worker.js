// The module Web Worker that runs Python: it loads Pyodide from this site (never a CDN), installs the pygames wheel
// listed in the site's own lock file, and answers JSON requests through pygames.api.handle.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL("./pyodide/", import.meta.url).href;
// The two big files, fetched first so the page can show real progress; Pyodide's own fetches then hit the cache.
const BIG_FILES = [
  ["pyodide.asm.wasm", 9.6],
  ["python_stdlib.zip", 2.5],
];

// The label is a catalog key: the page words it in the player's language.
function progress(percent, label) {
  postMessage({ type: "progress", percent, label });
}

async function prefetch() {
  const total = BIG_FILES.reduce((sum, [, mb]) => sum + mb * 1e6, 0);
  let done = 0;
  for (const [name] of BIG_FILES) {
    const response = await fetch(base + name);
    if (!response.ok || !response.body) throw new Error(`could not load ${name} (HTTP ${response.status})`);
    const reader = response.body.getReader();
    for (;;) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      done += value.length;
      progress(Math.min(70, Math.round((done / total) * 70)), "shell.engine_downloading");
    }
  }
}

let handle = null;

async function boot() {
  progress(2, "shell.engine_downloading");
  await prefetch();
  progress(75, "shell.engine_starting");
  const pyodide = await loadPyodide({ indexURL: base, packages: [] });
  progress(88, "shell.engine_loading_games");
  // loadPackage resolves even when a package failed: the import below is the real check.
  await pyodide.loadPackage("pygames", { messageCallback: () => {}, errorCallback: (m) => console.warn(m) });
  const api = pyodide.pyimport("pygames.api");
  handle = (text) => api.handle(text);
  progress(100, "shell.engine_ready");
  postMessage({ type: "ready", version: pyodide.version });
}

const booted = boot().catch((error) => {
  postMessage({ type: "error", message: String(error?.message ? error.message : error) });
  throw error;
});

self.onmessage = async (event) => {
  const { id, request } = event.data || {};
  try {
    await booted;
    const reply = JSON.parse(handle(JSON.stringify(request)));
    postMessage({ type: "reply", id, reply });
  } catch (error) {
    postMessage({ type: "reply", id, reply: { ok: false, kind: "internal", error: String(error) } });
  }
};
