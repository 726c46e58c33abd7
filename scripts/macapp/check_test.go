package main

import (
	"archive/zip"
	"bytes"
	"strings"
	"testing"
)

// zipOf makes a zip of the given files (name → content; a name ending in
// "*" is stored executable, without the star).
func zipOf(t *testing.T, files map[string]string) *zip.Reader {
	t.Helper()
	var b bytes.Buffer
	w := zip.NewWriter(&b)
	for name, body := range files {
		h := &zip.FileHeader{Name: strings.TrimSuffix(name, "*"), Method: zip.Store}
		h.SetMode(0o644)
		if strings.HasSuffix(name, "*") {
			h.SetMode(0o755)
		}
		f, err := w.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		f.Write([]byte(body))
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	r, err := zip.NewReader(bytes.NewReader(b.Bytes()), int64(b.Len()))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The check refuses a package a Mac could not start, saying why.
func TestCheckZipRefuses(t *testing.T) {
	plist := string(infoPlist("v1.0"))
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string
	}{
		{"a file beside the app", map[string]string{"README": "x"}, "outside Patron.app"},
		{"no Info.plist", map[string]string{"Patron.app/Contents/PkgInfo": "APPL????"}, "no Contents/Info.plist"},
		{"no binary", map[string]string{"Patron.app/Contents/Info.plist": plist}, "no Contents/MacOS/patron"},
		{"binary not executable", map[string]string{
			"Patron.app/Contents/Info.plist":   plist,
			"Patron.app/Contents/MacOS/patron": "\xcf\xfa\xed\xfe",
		}, "not executable"},
		{"binary not Mach-O", map[string]string{
			"Patron.app/Contents/Info.plist":    plist,
			"Patron.app/Contents/MacOS/patron*": "#!/bin/sh\n",
		}, "the executable"},
	} {
		_, err := checkZip("patron-v1.0-macos-arm64.zip", zipOf(t, c.files))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error saying %q", c.name, err, c.want)
		}
	}
}
