//go:build js

package web

import "testing"

// In the browser, patron web serves nothing: it says so and fails, with
// or without flags.
func TestServeIsAStubInTheBrowser(t *testing.T) {
	for _, args := range [][]string{nil, {"--addr", ":8080"}} {
		if code := Serve(args); code != 1 {
			t.Errorf("Serve(%q): exit %d, want 1", args, code)
		}
	}
}
