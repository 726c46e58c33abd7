package main

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An icns file written reads back whole: every type once, each a PNG of
// the size its type says, the header's length the file's.
func TestICNSRoundTrip(t *testing.T) {
	paint := func(n int) image.Image {
		img := image.NewRGBA(image.Rect(0, 0, n, n))
		img.Set(n/2, n/2, color.RGBA{200, 30, 30, 255})
		return img
	}
	b, err := writeICNS(paint)
	if err != nil {
		t.Fatal(err)
	}
	entries, err := readICNS(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(icnsTypes) {
		t.Fatalf("%d entries, want %d", len(entries), len(icnsTypes))
	}
	for i, e := range entries {
		want := icnsTypes[i]
		if e.Kind != want.kind {
			t.Errorf("entry %d is %q, want %q", i, e.Kind, want.kind)
		}
		img, err := png.Decode(bytes.NewReader(e.PNG))
		if err != nil {
			t.Fatalf("%s: %v", e.Kind, err)
		}
		if got := img.Bounds().Dx(); got != want.px || img.Bounds().Dy() != want.px {
			t.Errorf("%s is %v, want %d px square", e.Kind, img.Bounds(), want.px)
		}
		if _, _, _, a := img.At(want.px/2, want.px/2).RGBA(); a == 0 {
			t.Errorf("%s lost its painting", e.Kind)
		}
	}
	again, _ := writeICNS(paint)
	if !bytes.Equal(b, again) {
		t.Error("two writes of one icon differ")
	}
	if _, err := readICNS(b[:len(b)-1]); err == nil {
		t.Error("a cut file reads as whole")
	}
}

// plistDict reads Info.plist's top dictionary, failing the test if it
// is not a property list.
func plistDict(t *testing.T, b []byte) map[string]string {
	t.Helper()
	d, err := readPlist(b)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Info.plist carries the build's version, the one bundle id, the binary's
// and icon's names and macOS 12 as the oldest system.
func TestInfoPlist(t *testing.T) {
	for _, c := range []struct{ version, short, bundle string }{
		{"v1.2.3", "1.2.3", "1.2.3"},
		{"v1.0-3-g1a2b3c4-dirty", "1.0-3-g1a2b3c4-dirty", "1.0.0"},
		{"v2", "2", "2.0.0"},
		{"2b1d268", "2b1d268", "0.0.0"},
		{"1234567", "1234567", "0.0.0"},
		{"dev", "dev", "0.0.0"},
	} {
		d := plistDict(t, infoPlist(c.version))
		want := map[string]string{
			"CFBundleShortVersionString": c.short,
			"CFBundleVersion":            c.bundle,
			"CFBundleIdentifier":         AppID,
			"CFBundleExecutable":         "patron",
			"CFBundleIconFile":           "patron.icns",
			"CFBundleName":               "Patrón",
			"CFBundleDisplayName":        "Patrón",
			"CFBundlePackageType":        "APPL",
			"LSMinimumSystemVersion":     "12.0",
			"NSHighResolutionCapable":    "true",
			"LSApplicationCategoryType":  "public.app-category.board-games",
		}
		for k, v := range want {
			if d[k] != v {
				t.Errorf("%s: %s = %q, want %q", c.version, k, d[k], v)
			}
		}
	}
	if b := infoPlist("v1<&>"); !strings.Contains(string(b), "1&lt;&amp;&gt;") {
		t.Errorf("the version is not escaped:\n%s", b)
	}
}

// layout writes the bundle's files, the same bytes twice, and leaves
// Contents/MacOS for the binary; the icon it writes is whole.
func TestLayout(t *testing.T) {
	if testing.Short() {
		t.Skip("paints the icon at 1024 px")
	}
	dir := t.TempDir()
	one, two := filepath.Join(dir, "1", "Patron.app"), filepath.Join(dir, "2", "Patron.app")
	for _, app := range []string{one, two} {
		if err := layout(app, "v1.0"); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"Info.plist", "PkgInfo", "Resources/patron.icns"} {
		a, err := os.ReadFile(filepath.Join(one, "Contents", f))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(filepath.Join(two, "Contents", f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs", f)
		}
	}
	if st, err := os.Stat(filepath.Join(one, "Contents", "MacOS")); err != nil || !st.IsDir() {
		t.Errorf("no Contents/MacOS: %v", err)
	}
	icns, _ := os.ReadFile(filepath.Join(one, "Contents", "Resources", "patron.icns"))
	if _, err := readICNS(icns); err != nil {
		t.Error(err)
	}
}
