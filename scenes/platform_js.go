//go:build js

package scenes

// platformLAN says whether this build can play over the local network: a
// browser has no UDP sockets (QUIC, discovery), so the web build cannot.
const platformLAN = false

// platformQuit says whether the menu offers Quit: a page cannot close
// itself, so the browser's menu has none.
const platformQuit = false
