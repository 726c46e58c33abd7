// Command notices writes THIRD-PARTY-NOTICES.txt: the credits of the
// fonts and map data the game carries, and the licence texts of Go and of
// every third-party Go module linked into the game, for release packages:
//
//	go run ./scripts/notices OUT [BINARY...]
//
// With binaries, the modules are those of each binary's platform (read
// from its build information), and the binary's own list of modules must
// match; without, those of every platform make dist ships. The modules'
// packages come from go list -deps, their licence files from the module
// cache (the files in each linked package's folder and above it). The
// same sources give the same bytes.
package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	if len(os.Args) < 2 || strings.HasPrefix(os.Args[1], "-") {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/notices OUT [BINARY...]")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2:]); err != nil {
		fmt.Fprintln(os.Stderr, "notices:", err)
		os.Exit(1)
	}
}

func run(out string, bins []string) error {
	goVersion, goroot, err := goEnv()
	if err != nil {
		return err
	}
	mods := map[string]*module{}
	if len(bins) == 0 {
		for _, t := range shipped {
			if err := linked(t, mods); err != nil {
				return err
			}
		}
	}
	for _, bin := range bins {
		t, info, err := targetOf(bin)
		if err != nil {
			return err
		}
		if info.GoVersion != goVersion {
			return fmt.Errorf("%s was built by %s, this is %s", bin, info.GoVersion, goVersion)
		}
		own := map[string]*module{}
		if err := linked(t, own); err != nil {
			return err
		}
		if err := covered(bin, info, own); err != nil {
			return err
		}
		for p, m := range own {
			if mods[p] == nil {
				mods[p] = m
			}
			for d := range m.Packages {
				mods[p].Packages[d] = true
			}
		}
	}
	data, err := render(goVersion, goroot, mods)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

// goEnv is the version and root of the Go that builds the game.
func goEnv() (version, root string, err error) {
	out, err := exec.Command("go", "env", "GOVERSION", "GOROOT").Output()
	if err != nil {
		return "", "", fmt.Errorf("go env: %v", err)
	}
	f := strings.Fields(string(out))
	if len(f) != 2 {
		return "", "", fmt.Errorf("go env: %q", out)
	}
	return f[0], f[1], nil
}
