//go:build !js

package scenes

// platformLAN says whether this build can play over the local network:
// every desktop build can (the browser build cannot, platform_js.go).
const platformLAN = true

// platformQuit says whether the menu offers Quit (the browser's has none).
const platformQuit = true

// platformFiles says whether saves and settings go to files (in a
// browser, to its storage).
const platformFiles = true
