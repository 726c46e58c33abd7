package main

import (
	"bufio"
	"bytes"
	"debug/buildinfo"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// target is a platform the game is built for, with the build settings
// that choose which packages it links.
type target struct {
	GOOS, GOARCH string
	Tags         string // -tags, comma-separated
}

func (t target) String() string { return t.GOOS + "/" + t.GOARCH }

// shipped are the platforms make dist packages (and make web builds).
var shipped = []target{
	{GOOS: "linux", GOARCH: "amd64"},
	{GOOS: "linux", GOARCH: "arm64"},
	{GOOS: "windows", GOARCH: "amd64"},
	{GOOS: "darwin", GOARCH: "amd64"},
	{GOOS: "darwin", GOARCH: "arm64"},
	{GOOS: "js", GOARCH: "wasm"},
}

// module is a third-party Go module linked into the game, with the
// folders of its packages that are.
type module struct {
	Path, Version string
	Dir           string          // in the module cache
	Packages      map[string]bool // folders of its linked packages
}

// linked lists the third-party modules whose packages go build links into
// the game for t (go list -deps of the module's main package, cgo off as
// the Makefile builds), by path.
func linked(t target, into map[string]*module) error {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return fmt.Errorf("go env GOMOD: %v", err)
	}
	args := []string{"list", "-deps", "-f", "{{with .Module}}{{if not .Main}}{{.Path}}\t{{.Version}}\t{{.Dir}}\t{{$.Dir}}{{end}}{{end}}"}
	if t.Tags != "" {
		args = append(args, "-tags", t.Tags)
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Dir = filepath.Dir(strings.TrimSpace(string(gomod))) // the game is the module's root package
	cmd.Env = append(os.Environ(), "GOOS="+t.GOOS, "GOARCH="+t.GOARCH, "CGO_ENABLED=0", "GOFLAGS=-mod=readonly")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("go list for %s: %v: %s", t, err, stderr.String())
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Split(sc.Text(), "\t")
		if len(f) != 4 {
			continue
		}
		m := into[f[0]]
		if m == nil {
			m = &module{Path: f[0], Version: f[1], Dir: f[2], Packages: map[string]bool{}}
			into[f[0]] = m
		}
		if m.Version != f[1] {
			return fmt.Errorf("%s: two versions, %s and %s", f[0], m.Version, f[1])
		}
		m.Packages[f[3]] = true
	}
	return sc.Err()
}

// targetOf is the platform a built binary is for, read from the build
// settings Go records in it.
func targetOf(bin string) (target, *buildinfo.BuildInfo, error) {
	info, err := buildinfo.ReadFile(bin)
	if err != nil {
		return target{}, nil, err
	}
	var t target
	for _, s := range info.Settings {
		switch s.Key {
		case "GOOS":
			t.GOOS = s.Value
		case "GOARCH":
			t.GOARCH = s.Value
		case "-tags":
			t.Tags = s.Value
		}
	}
	if t.GOOS == "" || t.GOARCH == "" {
		return target{}, nil, fmt.Errorf("%s: no GOOS/GOARCH in its build information", bin)
	}
	return t, info, nil
}

// covered checks that every module a binary says it was built from is
// in mods with the same version: the list is the binary's own.
func covered(bin string, info *buildinfo.BuildInfo, mods map[string]*module) error {
	for _, d := range info.Deps {
		p, v := d.Path, d.Version
		if d.Replace != nil {
			p, v = d.Replace.Path, d.Replace.Version
		}
		m := mods[d.Path]
		if m == nil {
			return fmt.Errorf("%s links %s %s, which the notices lack", bin, p, v)
		}
		if m.Version != v {
			return fmt.Errorf("%s links %s %s, the notices have %s", bin, p, v, m.Version)
		}
	}
	return nil
}

// licenceName says whether a file name is a licence or a notice a
// licence asks to be passed on.
func licenceName(name string) bool {
	n := strings.ToUpper(name)
	if strings.HasSuffix(n, ".GO") {
		return false // code, such as a package's license.go
	}
	for _, p := range []string{"LICENSE", "LICENCE", "COPYING", "NOTICE", "PATENTS", "UNLICENSE"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	return false
}

// licenceFiles are the licence files that apply to m's linked packages:
// those in each package's folder and in the folders above it up to the
// module's root (a vendored part may carry its own), paths relative to
// the root, sorted.
func licenceFiles(m *module) ([]string, error) {
	seen := map[string]bool{}
	for pkg := range m.Packages {
		for dir := pkg; ; dir = filepath.Dir(dir) {
			rel, err := filepath.Rel(m.Dir, dir)
			if err != nil || strings.HasPrefix(rel, "..") {
				break
			}
			entries, err := os.ReadDir(dir)
			if err != nil {
				return nil, err
			}
			for _, e := range entries {
				if e.Type().IsRegular() && licenceName(e.Name()) {
					seen[filepath.ToSlash(filepath.Join(rel, e.Name()))] = true
				}
			}
			if rel == "." {
				break
			}
		}
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	if len(out) == 0 {
		return nil, fmt.Errorf("%s %s: no licence file in %s", m.Path, m.Version, m.Dir)
	}
	return out, nil
}
