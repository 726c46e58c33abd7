//go:build !js

package scenes

// platformLAN says whether this build can play over the local network:
// every desktop build can (the browser build cannot, platform_js.go).
const platformLAN = true
