// The site in Firefox: drives Debian's firefox-esr with puppeteer-core (package.json pins it; it downloads no browser)
// over WebDriver BiDi, through the titles e2e/engines.py names, and writes what it saw as JSON for
// e2e/test_engine_firefox.py, which checks it (with the same checks as the WebKit suite).
//
//   node e2e/engine_firefox.mjs <site url> <titles.json> <out.json>
//
// titles.json: {links, bots, offline} from e2e/engines.py. For each title: open its link (the first opens the site, the
// others change the hash), play (the bots' game until it has moves saved; a person's first moves up to the curtain,
// with Firefox's own clicks and keys on what e2e/engine_page.js marks), reload (the offline title with the test
// server's network gone), and for bots play on to the end. Console errors and uncaught exceptions of the page and its
// workers come from Puppeteer's events; e2e/engine_watch.js, a preload script, adds the page's requests to its engine
// and the states its stage showed.
import { readFileSync, writeFileSync } from "node:fs";
import puppeteer from "puppeteer-core";

const [site, titlesFile, outFile] = process.argv.slice(2);
const { links, bots, offline, curtains, reloadAt, reload } = JSON.parse(readFileSync(titlesFile, "utf8"));
const here = new URL(".", import.meta.url);
const pageJs = readFileSync(new URL("engine_page.js", here), "utf8").trim().replace(/;$/, "");
const watchJs = readFileSync(new URL("engine_watch.js", here), "utf8");
const START_TIMEOUT = 90_000;
const GAME_TIMEOUT = 120_000;

const call = (op, arg = null) => `(${pageJs})(${JSON.stringify(op)}, ${JSON.stringify(arg)})`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const out = { browser: null, features: null, titles: {}, errors: [], seconds: {} };
const began = Date.now();

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: process.env.FIREFOX || "/usr/bin/firefox-esr",
  headless: true,
  defaultViewport: { width: 1280, height: 900 },
  extraPrefsFirefox: { "intl.accept_languages": "en-US", "intl.locale.requested": "en-US" },
});
out.browser = await browser.version();
let errors = [];
try {
  const page = await browser.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message ?? error}`));
  await page.evaluateOnNewDocument(watchJs);

  const status = async () => {
    try {
      return await page.evaluate(call("status"));
    } catch {
      return null; // a page being replaced (a reload) has nothing to ask for a moment
    }
  };
  const wait = async (what, ready, timeout) => {
    const deadline = Date.now() + timeout;
    for (;;) {
      const now = await status();
      if (now && ready(now)) return now;
      if (Date.now() > deadline) throw new Error(`waited ${timeout / 1000} s for ${what}: ${JSON.stringify(now)}`);
      await sleep(50);
    }
  };
  const moved = (s, title) =>
    s.game === title && s.state === "playing" && s.savedHash === s.hash && (s.log?.length ?? 0) >= reloadAt;
  const setOffline = (on) => fetch(`${site}__e2e__/${on ? "offline" : "online"}`);

  for (const [title, link] of Object.entries(links)) {
    const result = { title };
    out.titles[title] = result;
    const started = Date.now();
    errors = [];
    try {
      if (title === offline) {
        // Before the game: the copy goes in pauses, and a bots game would be over by the time it is done.
        await wait("the service worker to control the page", (s) => s.controlled, 60_000);
        result.copied = await waitForTheCopy(page);
      }
      if (!out.features) await page.goto(site + link);
      else await page.evaluate(`location.hash = ${JSON.stringify(link)}`);
      const opened = await wait(`${title} to start`, (s) => s.game === title && s.state === "playing", START_TIMEOUT);
      if (!out.features) {
        out.features = opened.features;
        out.seconds["first start"] = (Date.now() - started) / 1000;
      }
      if (bots.includes(title)) {
        await wait(`${title}'s bots to move`, (s) => moved(s, title), GAME_TIMEOUT);
      } else {
        result.firstMoves = await playFirstMoves(page, title, wait);
      }
      if (title === offline) await setOffline(true);
      try {
        const reloading = Date.now();
        result.before = await page.evaluate(reload); // the page asks its engine nothing more, then reloads
        result.after = await wait(
          "the reloaded page's game",
          (s) => s.page !== result.before.page && s.engine === "ready" && ["playing", "over"].includes(s.state),
          START_TIMEOUT,
        );
        result.reloadSeconds = (Date.now() - reloading) / 1000;
        if (bots.includes(title)) result.end = await wait(`${title} to end`, (s) => s.state === "over", GAME_TIMEOUT);
      } finally {
        if (title === offline) await setOffline(false);
      }
    } catch (error) {
      result.failure = String(error?.stack ?? error);
    }
    result.errors = errors.concat(await page.evaluate(call("errors")).catch(() => []));
    await page.evaluate('sessionStorage.removeItem("pygames-e2e-errors")').catch(() => {});
    result.seconds = (Date.now() - started) / 1000;
  }
  // The check every title ends with would fail: an error provoked in the page is heard.
  errors = [];
  await page.evaluate("console.error('provoked'); setTimeout(() => { throw new Error('provoked too'); });");
  await sleep(300);
  out.provoked = errors.concat(await page.evaluate(call("errors")));
  await page.close();
} catch (error) {
  out.failure = String(error?.stack ?? error);
} finally {
  await browser.close();
}
out.seconds.suite = (Date.now() - began) / 1000;
writeFileSync(outFile, JSON.stringify(out, null, 1));

// A person's first moves in a title without bots, up to the curtain that passes the device on (e2e/engine_page.js).
async function playFirstMoves(page, title, wait) {
  for (let i = 0; i < 20; i++) {
    const action = await page.evaluate(call("next", title));
    if (action.done) {
      if (action.curtain !== curtains[title]) throw new Error(`${title}: the curtain says ${action.curtain}`);
      return action;
    }
    if (action.wait) {
      await sleep(50);
      continue;
    }
    const before = await page.evaluate(call("status"));
    for (const [selector, text] of action.fill ?? []) {
      const box = await page.$(selector);
      await box.click({ count: 3 });
      await box.type(text);
    }
    await (await page.$(action.click)).click();
    const sign = (s) => `${s.log?.length ?? 0} ${s.curtain}`;
    await wait(`${title} to take ${JSON.stringify(action)}`, (s) => sign(s) !== sign(before), 30_000);
  }
  throw new Error(`${title}: no curtain after the first moves`);
}

// Until the service worker has copied the whole site (a file at a time, in pauses in play).
async function waitForTheCopy(page) {
  const wanted = JSON.parse(readFileSync(new URL("../dist/sw.js", here), "utf8").match(/const PRECACHE = (.*);\n/)[1]);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const copied = await page.evaluate(`caches.keys().then(async (keys) => {
      const name = keys.find((k) => k.startsWith("pygames-") && !k.startsWith("pygames-snapshot-"));
      return name ? (await (await caches.open(name)).keys()).length : -1;
    })`);
    if (copied >= wanted.length) return copied;
    if (Date.now() > deadline) throw new Error(`the service worker copied ${copied} files of ${wanted.length}`);
    await sleep(200);
  }
}
