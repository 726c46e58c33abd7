package version

import (
	"runtime/debug"
	"testing"
)

func TestFromSettings(t *testing.T) {
	rev := debug.BuildSetting{Key: "vcs.revision", Value: "5b4bd13a1c2d3e4f5a6b7c8d9e0f112233445566"}
	for _, c := range []struct {
		settings []debug.BuildSetting
		want     string
	}{
		{nil, "dev"},
		{[]debug.BuildSetting{rev}, "5b4bd13a1c2d"},
		{[]debug.BuildSetting{rev, {Key: "vcs.modified", Value: "false"}}, "5b4bd13a1c2d"},
		{[]debug.BuildSetting{rev, {Key: "vcs.modified", Value: "true"}}, "5b4bd13a1c2d-dirty"},
		{[]debug.BuildSetting{{Key: "vcs.modified", Value: "true"}}, "dev"},
	} {
		if got := fromSettings(c.settings); got != c.want {
			t.Errorf("fromSettings(%v) = %q, want %q", c.settings, got, c.want)
		}
	}
}

func TestStringPrefersTheStamp(t *testing.T) {
	defer func(v string) { Version = v }(Version)
	Version = "v1.2.3-4-gabcdef0-dirty"
	if got := String(); got != Version {
		t.Errorf("String() = %q, want the -X stamp %q", got, Version)
	}
}
