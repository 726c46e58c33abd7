// Command flatpakmods writes the Flatpak build's Go sources, so that
// flatpak-builder, which builds offline, has every module go.sum names and
// the Go that builds the game:
//
//	go run ./scripts/flatpakmods packaging/flatpak
//
// writes go-modules.json (each module's zip and go.mod as the Go module
// proxy serves them, laid out as a proxy under goproxy/, for
// GOPROXY=file://…) and go-toolchain.json (the Go that runs this command,
// as the golang.org/toolchain module, for x86_64 and aarch64). Each source
// has its sha256, taken from the files `go mod download -json` fetched, so
// the list is never written by hand; TestModulesMatchGoSum checks it still
// matches go.sum. Run it again after a change to go.sum or to Go.
package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"unicode"
)

// proxyURL is where flatpak-builder fetches each file: the public Go
// module proxy, which serves the same bytes `go mod download` caches.
const proxyURL = "https://proxy.golang.org/"

// goproxyDir is where the module files land in the build folder; the
// manifest points GOPROXY at it.
const goproxyDir = "goproxy"

// source is one flatpak-builder source (the fields it reads).
type source struct {
	Type            string   `json:"type"`
	URL             string   `json:"url"`
	SHA256          string   `json:"sha256"`
	Dest            string   `json:"dest,omitempty"`
	DestFilename    string   `json:"dest-filename,omitempty"`
	StripComponents int      `json:"strip-components,omitempty"`
	OnlyArches      []string `json:"only-arches,omitempty"`
}

// sumEntry is one line of go.sum: a module's zip, or (GoMod) its go.mod.
type sumEntry struct {
	Path, Version string
	GoMod         bool
}

// download is what `go mod download -json` says of one module.
type download struct {
	Path, Version, Zip, GoMod, Error string
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/flatpakmods packaging/flatpak")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "flatpakmods:", err)
		os.Exit(1)
	}
}

func run(out string) error {
	f, err := os.Open("go.sum")
	if err != nil {
		return err
	}
	entries, err := readGoSum(f)
	f.Close()
	if err != nil {
		return err
	}
	var want []string
	seen := map[string]bool{}
	for _, e := range entries {
		if mv := e.Path + "@" + e.Version; !seen[mv] {
			seen[mv] = true
			want = append(want, mv)
		}
	}
	got, err := goModDownload(want)
	if err != nil {
		return err
	}
	var mods []source
	for _, e := range entries {
		d := got[e.Path+"@"+e.Version]
		file, ext := d.Zip, ".zip"
		if e.GoMod {
			file, ext = d.GoMod, ".mod"
		}
		s, err := moduleSource(e, file, ext)
		if err != nil {
			return err
		}
		mods = append(mods, s)
	}
	tools, err := toolchainSources(runtime.Version())
	if err != nil {
		return err
	}
	if err := writeJSON(filepath.Join(out, "go-modules.json"), mods); err != nil {
		return err
	}
	return writeJSON(filepath.Join(out, "go-toolchain.json"), tools)
}

// readGoSum reads go.sum's lines, sorted as go.sum keeps them.
func readGoSum(r io.Reader) ([]sumEntry, error) {
	var out []sumEntry
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 3 {
			return nil, fmt.Errorf("go.sum: odd line %q", sc.Text())
		}
		e := sumEntry{Path: fields[0], Version: fields[1]}
		if v, ok := strings.CutSuffix(e.Version, "/go.mod"); ok {
			e.Version, e.GoMod = v, true
		}
		out = append(out, e)
	}
	return out, sc.Err()
}

// goModDownload fetches the modules (into Go's module cache, through the
// proxy) and says where each one's files are, by "path@version".
func goModDownload(mvs []string) (map[string]download, error) {
	cmd := exec.Command("go", append([]string{"mod", "download", "-json"}, mvs...)...)
	cmd.Stderr = os.Stderr
	b, err := cmd.Output()
	if err != nil && len(b) == 0 {
		return nil, fmt.Errorf("go mod download: %v", err)
	}
	out := map[string]download{}
	dec := json.NewDecoder(bytes.NewReader(b))
	for {
		var d download
		if err := dec.Decode(&d); err == io.EOF {
			break
		} else if err != nil {
			return nil, err
		}
		if d.Error != "" {
			return nil, fmt.Errorf("%s@%s: %s", d.Path, d.Version, d.Error)
		}
		out[d.Path+"@"+d.Version] = d
	}
	return out, nil
}

// moduleSource is the source for one go.sum line: the file as the proxy
// serves it, put where a file:// proxy keeps it.
func moduleSource(e sumEntry, file, ext string) (source, error) {
	if file == "" {
		return source{}, fmt.Errorf("%s@%s: go mod download gave no %s file", e.Path, e.Version, ext)
	}
	sum, err := sha256File(file)
	if err != nil {
		return source{}, err
	}
	dir := escape(e.Path) + "/@v"
	name := escape(e.Version) + ext
	return source{
		Type:         "file",
		URL:          proxyURL + dir + "/" + name,
		SHA256:       sum,
		Dest:         goproxyDir + "/" + dir,
		DestFilename: name,
	}, nil
}

// toolchainSources are the Go of version goVersion ("go1.26.8") for each
// architecture Flathub builds, unpacked into go/.
func toolchainSources(goVersion string) ([]source, error) {
	arches := []struct{ flatpak, goarch string }{{"x86_64", "amd64"}, {"aarch64", "arm64"}}
	var mvs []string
	for _, a := range arches {
		mvs = append(mvs, toolchainModule+"@"+toolchainVersion(goVersion, a.goarch))
	}
	got, err := goModDownload(mvs)
	if err != nil {
		return nil, err
	}
	var out []source
	for i, a := range arches {
		v := toolchainVersion(goVersion, a.goarch)
		sum, err := sha256File(got[mvs[i]].Zip)
		if err != nil {
			return nil, err
		}
		out = append(out, source{
			Type:   "archive",
			URL:    proxyURL + toolchainModule + "/@v/" + v + ".zip",
			SHA256: sum,
			Dest:   "go",
			// The zip's files are under golang.org/toolchain@<version>/.
			StripComponents: 2,
			OnlyArches:      []string{a.flatpak},
		})
	}
	return out, nil
}

// toolchainModule is the module the Go project publishes each release as
// (the one GOTOOLCHAIN=auto fetches).
const toolchainModule = "golang.org/toolchain"

func toolchainVersion(goVersion, goarch string) string {
	return "v0.0.1-" + goVersion + ".linux-" + goarch
}

// escape is the module proxy's case encoding: an upper-case letter
// becomes "!" and the letter in lower case.
func escape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsUpper(r) {
			b.WriteByte('!')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func sha256File(p string) (string, error) {
	f, err := os.Open(p)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// writeJSON writes the sources sorted by where they land, two-space
// indented, so that a rerun on the same go.sum changes nothing.
func writeJSON(path string, sources []source) error {
	sort.SliceStable(sources, func(i, j int) bool {
		a, b := sources[i], sources[j]
		if a.Dest+"/"+a.DestFilename != b.Dest+"/"+b.DestFilename {
			return a.Dest+"/"+a.DestFilename < b.Dest+"/"+b.DestFilename
		}
		return strings.Join(a.OnlyArches, ",") < strings.Join(b.OnlyArches, ",")
	})
	b, err := json.MarshalIndent(sources, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
