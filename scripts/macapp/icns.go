package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image"
	"image/png"
)

// An ICNS file is a container: the magic "icns" and the whole file's
// length (big-endian), then entries, each a four-letter type, its length
// (with its own 8-byte head) and its data. Since Mac OS X 10.7 an entry
// may hold a PNG; these types say which size (and for which screen scale)
// it is. macOS 12, the oldest the game runs on, reads them all.
var icnsTypes = []struct {
	kind string
	px   int
}{
	{"icp4", 16},   // 16×16
	{"icp5", 32},   // 32×32
	{"ic11", 32},   // 16×16 at 2×
	{"icp6", 64},   // 64×64
	{"ic12", 64},   // 32×32 at 2×
	{"ic07", 128},  // 128×128
	{"ic08", 256},  // 256×256
	{"ic13", 256},  // 128×128 at 2×
	{"ic09", 512},  // 512×512
	{"ic14", 512},  // 256×256 at 2×
	{"ic10", 1024}, // 512×512 at 2×
}

// icnsEntry is one icon of a file: its type and PNG bytes.
type icnsEntry struct {
	Kind string
	PNG  []byte
}

// writeICNS is the ICNS file holding paint(n) at every size, each painted
// once and encoded by image/png (deterministic: the same bytes every run).
func writeICNS(paint func(n int) image.Image) ([]byte, error) {
	pngs := map[int][]byte{}
	var out bytes.Buffer
	out.WriteString("icns")
	binary.Write(&out, binary.BigEndian, uint32(0)) // filled in below
	for _, t := range icnsTypes {
		data, ok := pngs[t.px]
		if !ok {
			var b bytes.Buffer
			if err := png.Encode(&b, paint(t.px)); err != nil {
				return nil, err
			}
			data = b.Bytes()
			pngs[t.px] = data
		}
		out.WriteString(t.kind)
		binary.Write(&out, binary.BigEndian, uint32(8+len(data)))
		out.Write(data)
	}
	b := out.Bytes()
	binary.BigEndian.PutUint32(b[4:8], uint32(len(b)))
	return b, nil
}

// readICNS parses an ICNS file back into its entries (for the tests, and
// to check a written file is whole).
func readICNS(b []byte) ([]icnsEntry, error) {
	if len(b) < 8 || string(b[:4]) != "icns" {
		return nil, fmt.Errorf("icns: no icns header")
	}
	if n := binary.BigEndian.Uint32(b[4:8]); int(n) != len(b) {
		return nil, fmt.Errorf("icns: header says %d bytes, file has %d", n, len(b))
	}
	var out []icnsEntry
	for p := 8; p < len(b); {
		if len(b)-p < 8 {
			return nil, fmt.Errorf("icns: entry head cut at %d", p)
		}
		n := int(binary.BigEndian.Uint32(b[p+4 : p+8]))
		if n < 8 || p+n > len(b) {
			return nil, fmt.Errorf("icns: entry %q at %d has length %d", b[p:p+4], p, n)
		}
		out = append(out, icnsEntry{Kind: string(b[p : p+4]), PNG: b[p+8 : p+n]})
		p += n
	}
	return out, nil
}
