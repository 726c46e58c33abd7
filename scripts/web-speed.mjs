// web-speed.mjs: the browser build's speed, for scripts/web-check.mjs:
// where the page's start-up spends its time (the marks web/index.html and
// the game keep in window.patronMarks), the frames per second and the
// longest gap between two frames, and that gap while a Hard bot thinks
// (a game of its own, in a Chromium of its own, so that it leaves no
// saved game behind in the check's browser).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// chromium starts a headless Chromium on a fresh profile in a temporary
// folder (named prefix…), its DevTools on port. When node exits, however
// it exits (a check that failed too, Ctrl-C, a timeout's TERM), every
// Chromium started is killed with all its helpers (its own process group:
// a helper left alive writes the profile again) and its profile removed:
// each is some 20 MB, and a run left two in /tmp.
const started = [];
export function chromium(prefix, port) {
  const profile = mkdtempSync(join(tmpdir(), prefix));
  const chrome = spawn(process.env.CHROMIUM || "chromium", [
    "--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
    "--window-size=1280,800", `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`, "about:blank",
  ], { stdio: "ignore", detached: true });
  started.push({ chrome, profile });
  return chrome;
}
process.on("exit", () => {
  for (const { chrome, profile } of started) {
    try { process.kill(-chrome.pid, "SIGKILL"); } catch {}
    try { rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 }); } catch {}
  }
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(1));

// startupSplit says where the start-up's time went, from the page's marks
// (ms since the navigation began).
export function startupSplit(m) {
  const d = (a, b) => (m[a] !== undefined && m[b] !== undefined ? `${m[b] - m[a]} ms` : "?");
  return `wasm downloaded at ${m.fetched ?? "?"} ms, compiled ${d("fetched", "compiled")} later; ` +
    `Go's start-up (runtime and package init) ${d("compiled", "main")}; ` +
    `main to the game loop ${d("main", "run")}; loop to first update ${d("run", "update")}; ` +
    `first frame ${d("update", "frame")}; menu drawn ${m.frame ?? "?"} ms after navigation`;
}

// startupReport waits for the game's first frame (60 s at most) and says
// where the start-up's time went.
export async function startupReport(evaluate) {
  const t0 = Date.now();
  let m;
  while (!(m = await evaluate("window.patronMarks && window.patronMarks.frame ? window.patronMarks : undefined"))) {
    if (Date.now() - t0 > 60000) return "no first frame marked in 60 s";
    await sleep(100);
  }
  return startupSplit(m);
}

// frameRecorder, evaluated in the page, counts its animation frames and
// keeps the longest gap between two (a frame the game held up shows as a
// gap), and apart the longest gap a bot's search was in (the game marks
// its decisions: scenes/match/pace_js.go); frameReading reads them since
// the last reading (with the bots' decisions begun), and starts again.
export const frameRecorder = `(() => {
  if (window.patronFrames) return;
  const f = window.patronFrames = { counted: window.patronBotThoughts || 0, n: 0, from: performance.now(), last: performance.now(), longest: 0, thinking: 0, thoughts: window.patronBotThoughts || 0 };
  const tick = () => {
    const now = performance.now();
    f.longest = Math.max(f.longest, now - f.last);
    // A gap a bot's search was in: it thinks now, or began since.
    const began = window.patronBotThoughts || 0;
    if (window.patronBotThinking || began !== f.thoughts) f.thinking = Math.max(f.thinking, now - f.last);
    f.thoughts = began;
    f.last = now; f.n++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;
export const frameReading = `(() => {
  const f = window.patronFrames, now = performance.now();
  const r = { fps: f.n / ((now - f.from) / 1000), longest: Math.round(Math.max(f.longest, now - f.last)),
    thinking: Math.round(f.thinking), thoughts: (window.patronBotThoughts || 0) - f.counted };
  f.n = 0; f.from = f.last = now; f.longest = 0; f.thinking = 0; f.counted = window.patronBotThoughts || 0;
  return r;
})()`;

// framesOver measures the frames for ms: { fps, longest }.
export async function framesOver(evaluate, ms) {
  await evaluate(frameRecorder);
  await evaluate(frameReading);
  await sleep(ms);
  return evaluate(frameReading);
}

// browser starts a headless Chromium of its own (a fresh profile named
// from prefix, a DevTools port drawn from ports above base) on one page,
// and returns its DevTools commands.
export async function browser(prefix = "patron-speed-", base = 9800, ports = 150) {
  const port = base + Math.floor(Math.random() * ports);
  const chrome = chromium(prefix, port);
  let target;
  for (let i = 0; i < 100 && !target; i++) {
    await sleep(200);
    try { target = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()).find((t) => t.type === "page"); } catch {}
  }
  if (!target) { chrome.kill(); throw new Error("chromium did not start"); }
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((r, j) => { ws.onopen = r; ws.onerror = j; });
  let next = 1;
  const waiting = new Map();
  ws.onmessage = (msg) => {
    const m = JSON.parse(msg.data);
    if (m.id && waiting.has(m.id)) { waiting.get(m.id)(m); waiting.delete(m.id); }
  };
  const send = (method, params = {}) => new Promise((r) => {
    const id = next++;
    waiting.set(id, r);
    ws.send(JSON.stringify({ id, method, params }));
  });
  const evaluate = async (expr) => (await send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true })).result?.result?.value;
  const close = () => { ws.close(); chrome.kill(); };
  return { send, evaluate, close };
}

// hardBotGap plays a game against a Hard bot: the menu's New game (key 3),
// the second seat made the Patrón's and clicked to "Bot: hard" (person,
// easy, normal, hard), the game started, and the player, the Factions,
// taking the first choice listed (key 1) every 2 s for seconds; meanwhile
// the Hard Patrón searches (a second at most each, the Settings' default). It returns the frames per
// second and the longest gap between frames over that time, and takes a
// screenshot of where the game got to.
export async function hardBotGap(url, shot, seconds = 40) {
  const b = await browser();
  try {
    await b.send("Page.enable");
    await b.send("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
    await b.send("Page.navigate", { url });
    const t0 = Date.now();
    while (!(await b.evaluate("window.patronMarks && window.patronMarks.frame"))) {
      if (Date.now() - t0 > 90000) throw new Error("the game did not start in 90 s");
      await sleep(200);
    }
    const key = async (k) => {
      const code = k.charCodeAt(0);
      await b.send("Input.dispatchKeyEvent", { type: "keyDown", key: k, code: "Digit" + k, text: k, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code });
      await sleep(700); // held over a frame or two, however slow they come
      await b.send("Input.dispatchKeyEvent", { type: "keyUp", key: k, code: "Digit" + k, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code });
    };
    const click = async (x, y) => {
      await b.send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
      await sleep(150);
      await b.send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 });
      await sleep(700);
      await b.send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 });
      await sleep(400);
    };
    await key("3");
    await sleep(2000);
    await click(540, 242); // the second seat is the Patrón's ("Make Patrón")
    for (let i = 0; i < 3; i++) await click(407, 242); // and a bot: easy, normal, hard
    const setup = await b.send("Page.captureScreenshot", { format: "png" });
    writeFileSync(shot.replace(/\.png$/, "") + "-setup.png", Buffer.from(setup.result.data, "base64"));
    await click(980, 582); // Start the game
    await sleep(3000);
    await b.evaluate(frameRecorder);
    await b.evaluate(frameReading);
    for (let s = 0; s < seconds; s += 2) {
      await key("1");
      await sleep(1300);
    }
    const r = await b.evaluate(frameReading);
    const png = await b.send("Page.captureScreenshot", { format: "png" });
    writeFileSync(shot, Buffer.from(png.result.data, "base64"));
    return r;
  } finally {
    b.close();
  }
}
