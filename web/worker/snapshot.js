// The memory snapshot of a started interpreter, kept in the Cache Storage under the site's version and the Pyodide
// build: later visits restore it instead of starting Python again. A snapshot that is missing, cut short or of another
// version is no snapshot (a plain start, never an error).
import { version as pyodideVersion } from "../pyodide/pyodide.mjs";

// The snapshot's own address inside its cache (never fetched from the network).
const SNAPSHOT_URL = new URL("../pyodide/pygames.snapshot", import.meta.url).href;
const SNAPSHOT_CACHE_PREFIX = "pygames-snapshot-";

function snapshotCacheName(version) {
  return `${SNAPSHOT_CACHE_PREFIX}${version}-${pyodideVersion}`;
}

// Whether any snapshot is kept at all (a quick local look: a first visit need not wait for the site's version).
export async function anySnapshot() {
  try {
    return !!self.caches && (await caches.keys()).some((key) => key.startsWith(SNAPSHOT_CACHE_PREFIX));
  } catch {
    return false;
  }
}

// The snapshot is kept gzipped where the engine can (CompressionStream): a device's storage holds a fifth of it. What
// reading it back cost, for the benchmark (self.pygamesEngine.snapshotRead in worker.js).
const ENCODING = self.CompressionStream ? "gzip" : null;
export const snapshotRead = { ms: null, storedBytes: null, encoding: null };

export async function readSnapshot(version) {
  if (!version || !self.caches) return null;
  try {
    const began = performance.now();
    // caches.match, not caches.open: opening would make an empty cache of this version, a snapshot seemingly kept.
    const hit = await caches.match(SNAPSHOT_URL, { cacheName: snapshotCacheName(version) });
    if (!hit) return null;
    const encoding = hit.headers.get("x-pygames-encoding");
    // Read whole, then inflated, every promise awaited or caught: a snapshot cut short (its page reloaded while it was
    // being kept) failed inside a pipeThrough, which Firefox reported as an uncaught error of the worker (and so did a
    // Response's read of the inflating stream: inflate()).
    const stored = await hit.arrayBuffer().catch(() => null);
    const bytes = stored && (encoding ? await inflate(stored, encoding) : stored);
    Object.assign(snapshotRead, { ms: performance.now() - began, encoding });
    // A snapshot cut short (a full disk, a killed tab) or damaged is no snapshot, and goes: until the next one is
    // kept in its place, no later visit should find it.
    if (bytes && String(bytes.byteLength) === hit.headers.get("x-pygames-length")) return new Uint8Array(bytes);
    await forgetSnapshots();
    return null;
  } catch {
    return null;
  }
}

// Read with a reader of its own, not a Response: Firefox reports a Response's read of a stream that fails (a snapshot
// cut short) as an uncaught error even when its promise is caught (tried in firefox-esr 2026-12-06).
async function inflate(stored, encoding) {
  const stream = new DecompressionStream(encoding);
  const writer = stream.writable.getWriter();
  writer.write(new Uint8Array(stored)).catch(() => {});
  writer.close().catch(() => {});
  const reader = stream.readable.getReader();
  const chunks = [];
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
  } catch {
    return null;
  }
  // Copied into one buffer here: a Blob of the chunks read back took 75-89 ms for 31 MB against 40-45.
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes.buffer;
}

export async function forgetSnapshots(keep = null) {
  if (!self.caches) return;
  for (const key of await caches.keys()) {
    if (key.startsWith(SNAPSHOT_CACHE_PREFIX) && key !== keep) await caches.delete(key);
  }
}

// The snapshot goes into the cache a slice at a time: handed over whole (31 MB), making the Response and calling
// cache.put held the worker's thread for 130-190 ms in one go (copying it), and a person's move then waited for them:
// a first visit's first move, as the copy begins after a second without requests, often just when that move comes.
// Sliced, the copy takes longer (0.3-0.6 s) but never holds the thread for more than a slice.
const SNAPSHOT_SLICE = 1 << 20;

function sliced(bytes) {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + SNAPSHOT_SLICE)); // a copy: the cache may keep its chunks
      offset += SNAPSHOT_SLICE;
    },
  });
}

export async function keepSnapshot(version, bytes) {
  const name = snapshotCacheName(version);
  await forgetSnapshots(name); // an older version's snapshot can never be used again
  const cache = await caches.open(name);
  const headers = { "content-type": "application/octet-stream", "x-pygames-length": String(bytes.length) };
  if (ENCODING) headers["x-pygames-encoding"] = ENCODING;
  const body = ENCODING ? sliced(bytes).pipeThrough(new CompressionStream(ENCODING)) : sliced(bytes);
  await cache.put(SNAPSHOT_URL, new Response(body, { headers }));
}

// How many bytes the kept snapshot takes in the Cache Storage (for the benchmark), or null.
export async function storedSnapshotBytes(version) {
  const hit = self.caches && (await caches.match(SNAPSHOT_URL, { cacheName: snapshotCacheName(version) }));
  return hit ? (await hit.blob()).size : null;
}
