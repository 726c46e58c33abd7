//go:build !js

package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

// buildDir is a small browser build: the three files, the wasm also
// gzipped, and a secret file beside the directory that must never be
// served.
func buildDir(t *testing.T) (string, []byte) {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "web")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	wasm := bytes.Repeat([]byte("\x00asm wasm bytes "), 4096)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	for name, data := range map[string][]byte{
		"index.html":     []byte("<!DOCTYPE html><title>Patrón</title>"),
		"patron.wasm":    wasm,
		"patron.wasm.gz": gz.Bytes(),
		"wasm_exec.js":   []byte("// Go's loader"),
		"notes.txt":      []byte("not served"),
		"../secret.txt":  []byte("secret"),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, wasm
}

func get(t *testing.T, h http.Handler, path, acceptEncoding string) *http.Response {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, "http://x"+path, nil)
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w.Result()
}

// Each file of the build goes out with its type (the browser compiles
// the wasm as it streams only when it is application/wasm), "/" is the
// loader page, and every answer says to ask again before reusing a copy.
func TestWebServesTheBuildWithItsTypes(t *testing.T) {
	dir, _ := buildDir(t)
	h := handler(dir)
	for path, want := range map[string]string{
		"/":             "text/html; charset=utf-8",
		"/index.html":   "text/html; charset=utf-8",
		"/patron.wasm":  "application/wasm",
		"/wasm_exec.js": "text/javascript; charset=utf-8",
	} {
		res := get(t, h, path, "")
		if res.StatusCode != http.StatusOK {
			t.Errorf("%s: %d", path, res.StatusCode)
			continue
		}
		if got := res.Header.Get("Content-Type"); got != want {
			t.Errorf("%s: Content-Type %q, want %q", path, got, want)
		}
		if res.Header.Get("Cache-Control") != "no-cache" || res.Header.Get("ETag") == "" {
			t.Errorf("%s: Cache-Control %q, ETag %q", path, res.Header.Get("Cache-Control"), res.Header.Get("ETag"))
		}
	}
	body, _ := io.ReadAll(get(t, h, "/", "").Body)
	if !bytes.Contains(body, []byte("Patrón")) {
		t.Errorf("/ is not the loader page: %q", body)
	}
}

// A browser that accepts gzip gets the precompressed wasm, said so;
// one that does not (or refuses it with q=0) gets the plain bytes.
func TestWebSendsGzipOnlyToWhoAcceptsIt(t *testing.T) {
	dir, wasm := buildDir(t)
	h := handler(dir)
	res := get(t, h, "/patron.wasm", "gzip, deflate, br")
	if res.Header.Get("Content-Encoding") != "gzip" || res.Header.Get("Content-Type") != "application/wasm" {
		t.Fatalf("gzip accepted: Content-Encoding %q, Content-Type %q", res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"))
	}
	if res.Header.Get("Vary") != "Accept-Encoding" {
		t.Errorf("Vary %q", res.Header.Get("Vary"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if !bytes.Equal(got, wasm) {
		t.Error("the gzipped wasm does not unpack to the wasm")
	}
	for _, ae := range []string{"", "identity", "gzip;q=0", "br", "*;q=1, gzip;q=0"} {
		res := get(t, h, "/patron.wasm", ae)
		body, _ := io.ReadAll(res.Body)
		if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, wasm) {
			t.Errorf("Accept-Encoding %q: got Content-Encoding %q and %d bytes, want the plain %d", ae, res.Header.Get("Content-Encoding"), len(body), len(wasm))
		}
	}
	// No .gz beside it: the plain file, even to a gzip browser.
	if res := get(t, h, "/index.html", "gzip"); res.Header.Get("Content-Encoding") != "" {
		t.Error("index.html sent gzipped with no index.html.gz")
	}
}

// Only the build's files are served: a way out of the directory, another
// file in it, the .gz by its own name or the directory itself are 404.
func TestWebRefusesEverythingElse(t *testing.T) {
	dir, _ := buildDir(t)
	h := handler(dir)
	for _, path := range []string{"/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/notes.txt", "/patron.wasm.gz", "/web/", "//index.html", "/index.html/", "/missing.js"} {
		res := get(t, h, path, "gzip")
		if res.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, res.StatusCode)
		}
		body, _ := io.ReadAll(res.Body)
		if bytes.Contains(body, []byte("secret")) || bytes.Contains(body, []byte("not served")) {
			t.Errorf("%s: served %q", path, body)
		}
	}
	r := httptest.NewRequest(http.MethodPost, "http://x/", nil)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d", w.Code)
	}
}

// A browser that has the file asks with its ETag and gets 304, no body.
func TestWebRevalidatesWithETag(t *testing.T) {
	dir, _ := buildDir(t)
	h := handler(dir)
	tag := get(t, h, "/patron.wasm", "gzip").Header.Get("ETag")
	r := httptest.NewRequest(http.MethodGet, "http://x/patron.wasm", nil)
	r.Header.Set("Accept-Encoding", "gzip")
	r.Header.Set("If-None-Match", tag)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusNotModified || w.Body.Len() != 0 {
		t.Errorf("revalidation: %d with %d bytes", w.Code, w.Body.Len())
	}
	if plain := get(t, h, "/patron.wasm", "").Header.Get("ETag"); plain == tag {
		t.Error("the plain and the gzipped wasm share an ETag")
	}
}

// A gzip that is not of the file as it is now (the wasm built again, its
// gzip not) is not sent: the browser gets the plain new wasm, not the old
// game.
func TestWebSendsNoStaleGzip(t *testing.T) {
	dir, _ := buildDir(t)
	rebuilt := bytes.Repeat([]byte("\x00asm new game "), 5000)
	if err := os.WriteFile(filepath.Join(dir, "patron.wasm"), rebuilt, 0o644); err != nil {
		t.Fatal(err)
	}
	res := get(t, handler(dir), "/patron.wasm", "gzip")
	body, _ := io.ReadAll(res.Body)
	if res.Header.Get("Content-Encoding") != "" || !bytes.Equal(body, rebuilt) {
		t.Errorf("a stale gzip: got Content-Encoding %q and %d bytes, want the plain %d", res.Header.Get("Content-Encoding"), len(body), len(rebuilt))
	}
}
