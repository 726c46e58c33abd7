// web-check.mjs: loads the browser build in headless Chromium (Debian's
// chromium, driven over its DevTools protocol, no npm package) and
// reports how long the page took until the game started, the frames per
// second it draws on the menu and a screenshot of it; then presses 1 (a
// quick game against a bot Patrón) and takes a screenshot of the table.
//
//   node --experimental-websocket scripts/web-check.mjs URL OUT.png
//
// (Node 22 and later need no flag.) The page must be served, e.g. by
// `patron web --dir dist/web`.
import { spawn } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [url = "http://127.0.0.1:8080/", out = "web-menu.png"] = process.argv.slice(2);
const port = 9300 + Math.floor(Math.random() * 500);
const chrome = spawn(process.env.CHROMIUM || "chromium", [
  "--headless=new", "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
  "--window-size=1280,800", `--remote-debugging-port=${port}`,
  `--user-data-dir=${mkdtempSync(join(tmpdir(), "patron-web-"))}`, "about:blank",
], { stdio: "ignore" });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fail = (msg) => { console.error("web-check: " + msg); chrome.kill(); process.exit(1); };

let target;
for (let i = 0; i < 100 && !target; i++) {
  await sleep(200);
  try {
    const list = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    target = list.find((t) => t.type === "page");
  } catch {}
}
if (!target) fail("chromium did not start");

const ws = new WebSocket(target.webSocketDebuggerUrl);
await new Promise((r, j) => { ws.onopen = r; ws.onerror = j; });
let next = 1;
const waiting = new Map();
ws.onmessage = (m) => {
  const msg = JSON.parse(m.data);
  if (msg.id && waiting.has(msg.id)) { waiting.get(msg.id)(msg); waiting.delete(msg.id); }
};
const send = (method, params = {}) => new Promise((r) => {
  const id = next++;
  waiting.set(id, r);
  ws.send(JSON.stringify({ id, method, params }));
});
const evaluate = async (expr) => (await send("Runtime.evaluate", { expression: expr, awaitPromise: true, returnByValue: true })).result?.result?.value;

await send("Page.enable");
// The page 1280×800 (the design size; headless windows lose some height).
await send("Emulation.setDeviceMetricsOverride", { width: 1280, height: 800, deviceScaleFactor: 1, mobile: false });
const t0 = Date.now();
await send("Page.navigate", { url });
let loadMs;
while (loadMs === undefined) {
  if (Date.now() - t0 > 60000) fail("the game did not start in 60 s");
  await sleep(50);
  loadMs = await evaluate("window.patronLoadMs");
}
// The page's own clock when it answers again: Go's start-up (the first
// frames) holds the page's thread, so this is when the menu is up.
const readyMs = Math.round(await evaluate("performance.now()"));
const readyWall = Date.now() - t0;
// The menu's first frames: wait for a canvas, then count frames for 5 s.
await sleep(1000);
const frames = await evaluate(`new Promise((done) => {
  let n = 0; const start = performance.now();
  const tick = () => { n++; if (performance.now() - start < 5000) requestAnimationFrame(tick); else done(n / ((performance.now() - start) / 1000)); };
  requestAnimationFrame(tick);
})`);
const canvas = await evaluate("document.querySelectorAll('canvas').length");
const shot = await send("Page.captureScreenshot", { format: "png" });
writeFileSync(out, Buffer.from(shot.result.data, "base64"));
console.log(`web-check: wasm fetched and compiled in ${loadMs} ms; page answering again (menu up) ${readyMs} ms after navigation (${readyWall} ms by the clock here); ${frames.toFixed(1)} frames per second on the menu; canvases: ${canvas}; screenshot ${out}`);
// A quick game by keyboard: 1 on the menu hunts the Patrón against a bot.
const key = (type) => send("Input.dispatchKeyEvent", { type, key: "1", code: "Digit1", text: type === "keyDown" ? "1" : undefined, windowsVirtualKeyCode: 49, nativeVirtualKeyCode: 49 });
const press1 = async () => { await key("keyDown"); await sleep(300); await key("keyUp"); };
const k0 = Date.now();
await press1();
await sleep(4000);
await evaluate("1"); // the page answers again: the table is set
const game = out.replace(/\.png$/, "") + "-quick-game.png";
const shot2 = await send("Page.captureScreenshot", { format: "png" });
writeFileSync(game, Buffer.from(shot2.result.data, "base64"));
console.log(`web-check: key 1 pressed; table screenshot ${game} ${Date.now() - k0} ms later`);
// The first decision by keyboard: 1 takes the first choice listed.
await press1();
await sleep(3000);
await evaluate("1");
const decided = out.replace(/\.png$/, "") + "-first-decision.png";
const shot3 = await send("Page.captureScreenshot", { format: "png" });
writeFileSync(decided, Buffer.from(shot3.result.data, "base64"));
console.log(`web-check: key 1 again (the first choice); screenshot ${decided}`);
ws.close();
chrome.kill();
process.exit(canvas > 0 ? 0 : 1);
