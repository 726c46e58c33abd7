package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"regexp"
	"strconv"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"patron/render/icon"
)

// iconSizes are the sizes the exe's icon holds: Explorer picks the one
// its view needs (16 in lists, 32 and 48 on the desktop, 256 in large
// icons).
var iconSizes = []int{16, 24, 32, 48, 64, 128, 256}

// meta is what Windows shows in the exe's Properties, Details tab.
type meta struct {
	Version string // git describe's: v1.2, v1.2-3-gabc1234, abc1234, …-dirty
	Year    int    // of the commit, for the copyright line
}

const (
	productName = "Patrón"
	description = "Patrón, a digital edition of the board game NARCOS"
	exeName     = "patron.exe"
)

func (m meta) copyright() string {
	return fmt.Sprintf("© %d the Patrón authors. The board game NARCOS is by Fel Barros and Renato Sasdelli (CMON, 2018).", m.Year)
}

// resources is the exe's resource set: the icon group (ID 1, the first,
// so Explorer shows it) and the version information, in US English.
func resources(m meta) (*winres.ResourceSet, error) {
	var imgs []image.Image
	for _, n := range iconSizes {
		imgs = append(imgs, icon.At(n))
	}
	group, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return nil, err
	}
	rs := &winres.ResourceSet{}
	if err := rs.SetIcon(winres.ID(1), group); err != nil {
		return nil, err
	}
	vi := version.Info{FileVersion: numbers(m.Version), ProductVersion: numbers(m.Version)}
	for _, kv := range [][2]string{
		{version.ProductName, productName},
		{version.ProductVersion, m.Version},
		{version.FileVersion, m.Version},
		{version.FileDescription, description},
		{version.LegalCopyright, m.copyright()},
		{version.InternalName, "patron"},
		{version.OriginalFilename, exeName},
	} {
		if err := vi.Set(version.LangDefault, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	rs.SetVersionInfo(vi)
	return rs, nil
}

// tagged reads git describe's v1.2.3-4-gabc1234 (any of its parts after
// the major number may be missing).
var tagged = regexp.MustCompile(`^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-(\d+)-g[0-9a-f]+)?(?:-dirty)?$`)

// numbers is the version as Windows' four numbers: major, minor, patch
// and the commits since the tag. A version without a tag (a bare commit,
// "dev") is 0.0.0.0: its text, in the strings, says which build it is.
func numbers(v string) [4]uint16 {
	var out [4]uint16
	m := tagged.FindStringSubmatch(v)
	if m == nil {
		return out
	}
	for i, s := range m[1:] {
		if n, err := strconv.ParseUint(s, 10, 16); err == nil {
			out[i] = uint16(n)
		}
	}
	return out
}

// object is the COFF object (.syso) the Go linker links into the exe.
func object(m meta, arch winres.Arch) ([]byte, error) {
	rs, err := resources(m)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := rs.WriteObject(&b, arch); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// iconSizesIn reads the pixel sizes an icon group lists (GRPICONDIR: a
// 6-byte header, then 14 bytes an image, width first, 0 meaning 256).
func iconSizesIn(group []byte) ([]int, error) {
	if len(group) < 6 || binary.LittleEndian.Uint16(group[2:]) != 1 {
		return nil, fmt.Errorf("not an icon group")
	}
	n := int(binary.LittleEndian.Uint16(group[4:]))
	if len(group) < 6+14*n {
		return nil, fmt.Errorf("icon group cut short")
	}
	var sizes []int
	for i := range n {
		w := int(group[6+14*i])
		if w == 0 {
			w = 256
		}
		sizes = append(sizes, w)
	}
	return sizes, nil
}
