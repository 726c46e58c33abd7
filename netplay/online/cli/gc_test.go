//go:build !js

package cli

import (
	"os"
	"runtime/debug"
	"testing"
)

// patron serve lets its heap grow to five times what is live between
// collections, unless GOGC says otherwise.
func TestServeSetsItsCollectorsTargetUnlessGOGCDoes(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	if v, set := os.LookupEnv("GOGC"); set {
		defer os.Setenv("GOGC", v)
	}
	os.Unsetenv("GOGC")
	tuneGC()
	if got := debug.SetGCPercent(100); got != serveGC {
		t.Errorf("without GOGC: %d, want %d", got, serveGC)
	}
	t.Setenv("GOGC", "150")
	tuneGC()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set: the target became %d", got)
	}
}
