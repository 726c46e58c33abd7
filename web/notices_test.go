//go:build !js

package web

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The browser build ships the Go modules' code in patron.wasm and Go's own
// in wasm_exec.js, whose licences ask for their notices to go with them:
// patron web serves THIRD-PARTY-NOTICES.txt (scripts/web-build.sh writes
// it) as plain text, and still starts on a build made before it had one.
func TestWebServesTheNotices(t *testing.T) {
	dir, _ := buildDir(t)
	h := handler(dir)
	if res := get(t, h, "/"+notices, ""); res.StatusCode != http.StatusNotFound {
		t.Errorf("no notices in the build: %d", res.StatusCode)
	}
	if missing := missingFiles(dir); len(missing) != 0 {
		t.Errorf("a build without notices is refused for %v", missing)
	}
	if err := os.WriteFile(filepath.Join(dir, notices), []byte("Go: BSD-3-Clause"), 0o644); err != nil {
		t.Fatal(err)
	}
	res := get(t, h, "/"+notices, "gzip")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/plain") || string(body) != "Go: BSD-3-Clause" {
		t.Errorf("notices: %d %q %q", res.StatusCode, res.Header.Get("Content-Type"), body)
	}
	os.Remove(filepath.Join(dir, "patron.wasm"))
	if missing := missingFiles(dir); len(missing) != 1 || missing[0] != "patron.wasm" {
		t.Errorf("a build without its wasm: missing %v", missing)
	}
}
