//go:build js

package scenes

// platformLAN says whether this build can play over the local network: a
// browser has no UDP sockets (QUIC, discovery), so the web build cannot.
const platformLAN = false

// platformQuit says whether the menu offers Quit: a page cannot close
// itself, so the browser's menu has none.
const platformQuit = false

// platformFiles says whether saves and settings go to files: a browser
// has no file system, so nothing there opens a file; they go to the
// browser's storage (storage_js.go).
const platformFiles = false
