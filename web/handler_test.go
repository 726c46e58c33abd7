//go:build !js

package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Handler serves a build as patron web does, and refuses a folder that
// is not one, naming what it lacks.
func TestHandlerNamesTheMissingFiles(t *testing.T) {
	dir, _ := buildDir(t)
	if h, err := Handler(dir); err != nil || h == nil {
		t.Fatalf("Handler(a build) = %v, %v", h, err)
	}
	if err := os.Remove(filepath.Join(dir, "wasm_exec.js")); err != nil {
		t.Fatal(err)
	}
	if _, err := Handler(dir); err == nil || !strings.Contains(err.Error(), "no wasm_exec.js") {
		t.Fatalf("Handler(a build without wasm_exec.js) = %v, want it named", err)
	}
}
