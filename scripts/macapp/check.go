package main

import (
	"archive/zip"
	"bytes"
	"debug/macho"
	"encoding/xml"
	"fmt"
	"io"
	"path"
	"strings"
)

// Mach-O load commands the check reads.
const (
	lcCodeSignature = 0x1d
	lcBuildVersion  = 0x32
)

// checkZip opens a macOS package as a Mac would see it and says what it
// found, or what is wrong: one folder, Patron.app; its Info.plist; the
// executable it names, a Mach-O for the zip's architecture, executable,
// whose oldest macOS is the Info.plist's (and signed ad hoc on arm64, as
// Apple silicon demands); the icon it names, a whole ICNS; the notices.
func checkZip(name string, r *zip.Reader) (string, error) {
	files := map[string]*zip.File{}
	for _, f := range r.File {
		if !strings.HasPrefix(f.Name, "Patron.app/") {
			return "", fmt.Errorf("%s is outside Patron.app/", f.Name)
		}
		files[f.Name] = f
	}
	read := func(p string) ([]byte, *zip.File, error) {
		f := files["Patron.app/Contents/"+p]
		if f == nil {
			return nil, nil, fmt.Errorf("no Contents/%s", p)
		}
		rc, err := f.Open()
		if err != nil {
			return nil, nil, err
		}
		defer rc.Close()
		b, err := io.ReadAll(rc)
		return b, f, err
	}
	b, _, err := read("Info.plist")
	if err != nil {
		return "", err
	}
	plist, err := readPlist(b)
	if err != nil {
		return "", err
	}
	exe, exeFile, err := read("MacOS/" + plist["CFBundleExecutable"])
	if err != nil {
		return "", err
	}
	if exeFile.Mode()&0o111 == 0 {
		return "", fmt.Errorf("Contents/MacOS/%s is not executable (%v)", plist["CFBundleExecutable"], exeFile.Mode())
	}
	m, err := macho.NewFile(bytes.NewReader(exe))
	if err != nil {
		return "", fmt.Errorf("the executable: %v", err)
	}
	want := map[string]macho.Cpu{"arm64": macho.CpuArm64, "amd64": macho.CpuAmd64}
	arch := strings.TrimSuffix(name[strings.LastIndex(name, "-")+1:], ".zip")
	if cpu, ok := want[arch]; !ok || m.Cpu != cpu {
		return "", fmt.Errorf("the executable is for %v, the zip's name says %s", m.Cpu, arch)
	}
	minOS, signed := "", false
	for _, l := range m.Loads {
		raw := l.Raw()
		switch m.ByteOrder.Uint32(raw[0:4]) {
		case lcCodeSignature:
			signed = true
		case lcBuildVersion:
			v := m.ByteOrder.Uint32(raw[12:16])
			minOS = fmt.Sprintf("%d.%d", v>>16, (v>>8)&0xff)
		}
	}
	if minOS != plist["LSMinimumSystemVersion"] {
		return "", fmt.Errorf("the executable needs macOS %q, Info.plist says %q", minOS, plist["LSMinimumSystemVersion"])
	}
	if arch == "arm64" && !signed {
		return "", fmt.Errorf("the arm64 executable has no signature: Apple silicon will not run it")
	}
	icon := plist["CFBundleIconFile"]
	if path.Ext(icon) == "" {
		icon += ".icns"
	}
	b, _, err = read("Resources/" + icon)
	if err != nil {
		return "", err
	}
	entries, err := readICNS(b)
	if err != nil {
		return "", err
	}
	notices, _, err := read("Resources/THIRD-PARTY-NOTICES.txt")
	if err != nil {
		return "", err
	}
	if len(notices) == 0 {
		return "", fmt.Errorf("THIRD-PARTY-NOTICES.txt is empty")
	}
	return fmt.Sprintf("%s: Patron.app %s %s (%s), %s for macOS %s+ (%d MB), icon of %d sizes, notices %d kB",
		name, plist["CFBundleIdentifier"], plist["CFBundleShortVersionString"], plist["CFBundleVersion"],
		m.Cpu, minOS, len(exe)>>20, len(entries), len(notices)>>10), nil
}

// readPlist reads an XML property list's top dictionary into key → value:
// a string, or "true"/"false" (the only kinds Info.plist uses here).
func readPlist(b []byte) (map[string]string, error) {
	d := xml.NewDecoder(bytes.NewReader(b))
	out := map[string]string{}
	var key, text string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("Info.plist: %v", err)
		}
		switch tok := tok.(type) {
		case xml.CharData:
			text += string(tok)
		case xml.StartElement:
			text = ""
			if tok.Name.Local == "true" || tok.Name.Local == "false" {
				out[key] = tok.Name.Local
			}
		case xml.EndElement:
			switch tok.Name.Local {
			case "key":
				key = text
			case "string":
				out[key] = text
			}
		}
	}
}
