package main

import (
	"bytes"
	"encoding/binary"
	"slices"
	"testing"
	"unicode/utf16"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"
)

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}

// The object is an amd64 COFF object whose bytes carry the version and
// the product's name, and it is the same every time.
func TestObjectCarriesTheVersion(t *testing.T) {
	m := meta{Version: "v1.2-3-gabc1234", Year: 2026}
	obj, err := object(m, winres.ArchAMD64)
	if err != nil {
		t.Fatal(err)
	}
	if binary.LittleEndian.Uint16(obj) != 0x8664 {
		t.Errorf("machine %#x, want amd64's 0x8664", binary.LittleEndian.Uint16(obj))
	}
	for _, want := range []string{m.Version, productName, description, "© 2026 the Patrón authors"} {
		if !bytes.Contains(obj, utf16le(want)) {
			t.Errorf("the object lacks %q", want)
		}
	}
	again, err := object(m, winres.ArchAMD64)
	if err != nil || !bytes.Equal(obj, again) {
		t.Error("two objects of the same version differ")
	}
	other, _ := object(meta{Version: "v1.3", Year: 2026}, winres.ArchAMD64)
	if bytes.Equal(obj, other) {
		t.Error("another version gave the same object")
	}
}

// The icon group holds every size, the first group, so Explorer shows it;
// the version information reads back with the four numbers.
func TestResourcesHoldTheIconAndVersion(t *testing.T) {
	rs, err := resources(meta{Version: "v1.2-3-gabc1234", Year: 2026})
	if err != nil {
		t.Fatal(err)
	}
	sizes, err := iconSizesIn(rs.Get(winres.RT_GROUP_ICON, winres.ID(1), winres.LCIDNeutral))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(sizes)
	if !slices.Equal(sizes, iconSizes) {
		t.Errorf("icon sizes %v, want %v", sizes, iconSizes)
	}
	vi, err := version.FromBytes(rs.Get(winres.RT_VERSION, winres.ID(1), version.LangDefault))
	if err != nil {
		t.Fatal(err)
	}
	if vi.FileVersion != [4]uint16{1, 2, 0, 3} || vi.ProductVersion != vi.FileVersion {
		t.Errorf("numbers %v %v, want 1.2.0.3", vi.FileVersion, vi.ProductVersion)
	}
	if !vi.Timestamp.IsZero() {
		t.Error("the version information carries a time")
	}
}

func TestNumbers(t *testing.T) {
	for v, want := range map[string][4]uint16{
		"v1.2.3":                   {1, 2, 3, 0},
		"v1.2-3-gabc1234":          {1, 2, 0, 3},
		"v1.2.3-14-gabc1234-dirty": {1, 2, 3, 14},
		"2.0":                      {2, 0, 0, 0},
		"2b1d268":                  {}, // a bare commit is no number
		"2b1d268-dirty":            {},
		"dev":                      {},
		"v70000":                   {},
	} {
		if got := numbers(v); got != want {
			t.Errorf("numbers(%q) = %v, want %v", v, got, want)
		}
	}
}
