// Package version says which build of patron this is.
//
// The Makefile stamps Version with `git describe --tags --always --dirty`:
//
//	go build -ldflags "-X patron/version.Version=$(git describe …)"
//
// A plain `go build` or `go run` leaves it empty; String then falls back
// on the VCS stamp Go records (the commit, "-dirty" when the tree had
// changes), and on "dev" when there is none (go run, tests).
package version

import "runtime/debug"

// Version is set at link time by the Makefile; empty otherwise.
var Version string

// String is the version: Version, else the commit from the build info,
// else "dev".
func String() string {
	if Version != "" {
		return Version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	return fromSettings(info.Settings)
}

// fromSettings is the short commit (12 digits, as git describe's are not
// but stays unique) with "-dirty" when vcs.modified says so, or "dev".
func fromSettings(settings []debug.BuildSetting) string {
	var rev string
	var dirty bool
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return rev
}
