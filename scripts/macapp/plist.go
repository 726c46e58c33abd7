package main

import (
	"bytes"
	"encoding/xml"
	"regexp"
	"strings"
)

// AppID is the game's one identifier on every platform that wants one:
// the macOS bundle identifier, the Flatpak app id and the AppStream
// component id (packaging/flatpak, packaging/linux). It has neither a
// hyphen (Flatpak allows one only in the last part) nor an underscore
// (Apple allows only letters, digits, hyphens and dots).
const AppID = "io.github.patrongame.Patron"

// MinMacOS is the oldest macOS Go 1.26 supports (its release notes: macOS
// 12 Monterey; Go 1.27 will need 13), so the oldest the game starts on.
const MinMacOS = "12.0"

// plistEntry is one key of Info.plist with its value: a string, or a bool.
type plistEntry struct {
	Key   string
	Value any
}

// infoPlist is the bundle's Contents/Info.plist for the given version
// (git describe's, as patron --version says it).
func infoPlist(version string) []byte {
	entries := []plistEntry{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", "Patrón"},
		{"CFBundleExecutable", "patron"},
		{"CFBundleIconFile", "patron.icns"},
		{"CFBundleIdentifier", AppID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", "Patrón"},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", shortVersion(version)},
		{"CFBundleVersion", bundleVersion(version)},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", MinMacOS},
		{"NSHighResolutionCapable", true},
	}
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString("<plist version=\"1.0\">\n<dict>\n")
	for _, e := range entries {
		b.WriteString("\t<key>")
		xml.EscapeText(&b, []byte(e.Key))
		b.WriteString("</key>\n\t")
		switch v := e.Value.(type) {
		case bool:
			if v {
				b.WriteString("<true/>")
			} else {
				b.WriteString("<false/>")
			}
		case string:
			b.WriteString("<string>")
			xml.EscapeText(&b, []byte(v))
			b.WriteString("</string>")
		}
		b.WriteString("\n")
	}
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

// shortVersion is the version Finder's Get Info shows: the one patron
// --version says, without a tag's leading "v" ("1.0-3-g1a2b3c4",
// "2b1d268" before the first tag).
func shortVersion(version string) string {
	return strings.TrimPrefix(version, "v")
}

var tagNumbers = regexp.MustCompile(`^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-|$)`)

// bundleVersion is the version macOS compares (two copies of the app, the
// newer wins): up to three dot-separated integers, as Apple asks, taken
// from the tag ("v1.2" gives "1.2.0"); "0.0.0" for a build of no tag.
func bundleVersion(version string) string {
	m := tagNumbers.FindStringSubmatch(version)
	// A bare commit may be all digits: only a "v" or a dot makes a tag.
	if m == nil || !strings.HasPrefix(version, "v") && !strings.Contains(version, ".") {
		return "0.0.0"
	}
	parts := []string{m[1], m[2], m[3]}
	for i, p := range parts {
		if p == "" {
			parts[i] = "0"
		}
	}
	return strings.Join(parts, ".")
}
