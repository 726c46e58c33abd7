// web-check.mjs: loads the browser build in headless Chromium (Debian's
// chromium, driven over its DevTools protocol, no npm package) and
// reports how long the page took until the game started, the frames per
// second it draws on the menu and a screenshot of it; then presses 1 (a
// quick game against a bot Patrón) and takes a screenshot of the table;
// then (checkKept) reloads the page: the game and a setting come back.
//
//   node --experimental-websocket scripts/web-check.mjs URL OUT.png
//
// (Node 22 and later need no flag.) The page must be served, e.g. by
// `patron web --dir dist/web`.
import { writeFileSync } from "node:fs";
import { startupReport, framesOver, hardBotGap, browser } from "./web-speed.mjs";

const [url = "http://127.0.0.1:8080/", out = "web-menu.png"] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let tab; // killed and its profile removed at exit
const fail = (msg) => { console.error("web-check: " + msg); tab?.close(); process.exit(1); };
try {
  tab = await browser("patron-web-", 9300, 500);
} catch (e) {
  fail(e.message);
}
const { send, evaluate } = tab;

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
console.log("web-check: start-up: " + await startupReport(evaluate));
const menuFrames = await framesOver(evaluate, 3000);
console.log(`web-check: menu: ${menuFrames.fps.toFixed(1)} frames per second, the longest gap between two ${menuFrames.longest} ms`);
// A quick game by keyboard: 1 on the menu hunts the Patrón against a bot.
const key = (type) => send("Input.dispatchKeyEvent", { type, key: "1", code: "Digit1", text: type === "keyDown" ? "1" : undefined, windowsVirtualKeyCode: 49, nativeVirtualKeyCode: 49 });
// Held over two frames: at a frame or two a second a fixed 300 ms can fall
// between the game's reads of the keys.
const twoFrames = () => evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
const press1 = async () => { await key("keyDown"); await twoFrames(); await key("keyUp"); };
// The game is saved after every decision, a bot's too: wait until the
// kept game's public log has a line beginning with text (60 s at most).
const savedLine = async (text, what) => {
  const w0 = Date.now();
  while (!(await evaluate(`Object.keys(localStorage).some((k) => k.startsWith("patron/saves/") && localStorage.getItem(k).includes('\\n   "${text}'))`))) {
    if (Date.now() - w0 > 60000) fail(`${what}: not in the game kept in localStorage after 60 s`);
    await sleep(250);
  }
};
const k0 = Date.now();
await press1();
await savedLine("objectives ", "key 1 on the menu, the bot Patrón's objectives placed");
await twoFrames(); // the table drawn
const game = out.replace(/\.png$/, "") + "-quick-game.png";
const shot2 = await send("Page.captureScreenshot", { format: "png" });
writeFileSync(game, Buffer.from(shot2.result.data, "base64"));
console.log(`web-check: key 1 pressed; table screenshot ${game} ${Date.now() - k0} ms later`);
// The first decision by keyboard: 1 takes the first choice listed.
await press1();
await savedLine("start ", "key 1 on the table, the first hunter placed");
await twoFrames();
const decided = out.replace(/\.png$/, "") + "-first-decision.png";
const shot3 = await send("Page.captureScreenshot", { format: "png" });
writeFileSync(decided, Buffer.from(shot3.result.data, "base64"));
console.log(`web-check: key 1 again (the first choice); screenshot ${decided}`);
const tableFrames = await framesOver(evaluate, 3000);
console.log(`web-check: table: ${tableFrames.fps.toFixed(1)} frames per second, the longest gap between two ${tableFrames.longest} ms`);
await checkKept();
tab.close();
// A game against a Hard bot, in a browser of its own: PATRON_WEB_HARD
// seconds of it (90; 0 leaves it out).
const hardSeconds = Number(process.env.PATRON_WEB_HARD ?? 90);
if (hardSeconds > 0) {
  const hardShot = out.replace(/\.png$/, "") + "-hard.png";
  const h = await hardBotGap(url, hardShot, hardSeconds);
  console.log(`web-check: against a Hard bot for ${hardSeconds} s: ${h.fps.toFixed(1)} frames per second, the longest gap between two ${h.longest} ms; ${h.thoughts} bot decisions, the longest gap while one was made ${h.thinking} ms; screenshot ${hardShot}`);
}
process.exit(canvas > 0 ? 0 : 1);

// ---- What the browser keeps (saves and settings in localStorage) ----
// After the first decision the game is in the page's storage; a reload
// brings the menu back with Continue, and Continue the same table. A
// language chosen in Settings is still chosen after another reload.
async function checkKept() {
  const base = out.replace(/\.png$/, "");
  const snap = async (name) => {
    const file = `${base}-${name}.png`;
    const s = await send("Page.captureScreenshot", { format: "png" });
    writeFileSync(file, Buffer.from(s.result.data, "base64"));
    return file;
  };
  // Two frames pass (the game reads input once a frame): a key or button
  // held that long is seen however slow the frames are.
  const frames2 = () => evaluate("new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))");
  const keyPress = async (key, code, vk, text) => {
    await send("Input.dispatchKeyEvent", { type: "keyDown", key, code, text, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk });
    await frames2();
    await send("Input.dispatchKeyEvent", { type: "keyUp", key, code, windowsVirtualKeyCode: vk, nativeVirtualKeyCode: vk });
    await frames2();
  };
  const click = async (x, y) => {
    await send("Input.dispatchMouseEvent", { type: "mouseMoved", x, y });
    await frames2();
    await send("Input.dispatchMouseEvent", { type: "mousePressed", x, y, button: "left", clickCount: 1 });
    await frames2();
    await send("Input.dispatchMouseEvent", { type: "mouseReleased", x, y, button: "left", clickCount: 1 });
    await frames2();
    await frames2(); // the next screen drawn
  };
  // The page's items: name and characters (what its quota counts).
  const items = async () => await evaluate(`Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k).length])`);
  // The kept game: its item's name and how many public commands it holds.
  const game = async () => await evaluate(`(() => {
    const k = Object.keys(localStorage).find((k) => k.startsWith("patron/saves/"));
    const m = k && /"commands": *(\\d+)/.exec(localStorage.getItem(k));
    return k && { key: k, commands: m ? Number(m[1]) : -1 };
  })()`);
  // A reload, timed until the game's first frame (patronMarks.frame).
  const reload = async () => {
    const r0 = Date.now();
    await send("Page.reload", { ignoreCache: false });
    await sleep(500);
    let frame;
    while (frame === undefined) {
      if (Date.now() - r0 > 90000) fail("the game did not come back within 90 s of a reload");
      await sleep(100);
      frame = await evaluate("window.patronMarks && window.patronMarks.frame");
    }
    await sleep(1500);
    return Date.now() - r0;
  };
  // A decision of the Factions' by keyboard (1: the first choice), kept:
  // the game's item holds one command more once the autosave has run.
  const start = await game();
  if (!start) fail(`no game kept at the table: ${JSON.stringify(await items())}`);
  await keyPress("1", "Digit1", 49, "1");
  const d0 = Date.now();
  while ((await game()).commands <= start.commands) {
    if (Date.now() - d0 > 60000) fail(`key 1 made no decision that was kept (${start.commands} commands)`);
    await sleep(250);
  }
  const kept = await items();
  const saves = kept.filter(([k]) => k.startsWith("patron/saves/"));
  if (saves.length !== 1) fail(`after the first decision the storage holds ${JSON.stringify(kept)}`);
  const total = kept.reduce((n, [k, v]) => n + k.length + v, 0);
  const before = await game();
  console.log(`web-check: kept in localStorage: ${kept.map(([k, n]) => `${k} (${n} characters)`).join(", ")}; ${total} characters in all; the game holds ${before.commands} public commands`);
  const reloadMs = await reload();
  const back = await snap("reload");
  console.log(`web-check: reloaded; menu drawn again ${reloadMs} ms after the reload; screenshot ${back} (Continue first)`);
  await keyPress("Enter", "Enter", 13, "\r");
  await sleep(4000);
  await frames2();
  const after = await game();
  if (after.key !== before.key || after.commands < before.commands) fail(`Continue did not bring back the game kept: ${JSON.stringify(before)} then ${JSON.stringify(after)}`);
  console.log(`web-check: Enter (Continue): the same game (${after.key}, ${after.commands} commands); screenshot ${await snap("continued")}`);
  // Settings: the menu's tools row (Continue above it now), then Español.
  await reload();
  await click(801, 663);
  await click(613, 372);
  console.log(`web-check: Settings, Español clicked; screenshot ${await snap("settings-es")}`);
  const settings = await evaluate(`localStorage.getItem("patron/settings.json")`);
  if (!settings || !/"language": "es"/.test(settings)) fail(`the settings kept are ${settings}`);
  const again = await reload();
  console.log(`web-check: reloaded in ${again} ms; screenshot ${await snap("reload-es")} (the menu in Spanish)`);
  // The room the browser gives the page: the largest item it takes beside
  // the game's (found by halving, then removed).
  const room = await evaluate(`(() => {
    let lo = 0, hi = 16 << 20;
    while (hi - lo > 4096) {
      const mid = (lo + hi) >> 1;
      try { localStorage.setItem("patron-room", "x".repeat(mid)); lo = mid; } catch { hi = mid; }
    }
    localStorage.removeItem("patron-room");
    return lo;
  })()`);
  console.log(`web-check: room left in localStorage: about ${room} characters beside the ${total} the game keeps`);
}
