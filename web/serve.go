//go:build !js

package web

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
)

// files are the only files patron web serves, by the name in the
// address, with their content type. Anything else is a 404: no listing,
// no other file of the directory, no way out of it.
var files = map[string]string{
	"index.html":   "text/html; charset=utf-8",
	"patron.wasm":  "application/wasm",
	"wasm_exec.js": "text/javascript; charset=utf-8",
	notices:        "text/plain; charset=utf-8",
}

// notices is the licences of the code in patron.wasm and wasm_exec.js,
// which go out with them (scripts/web-build.sh writes it); a build made
// before it had one is served without.
const notices = "THIRD-PARTY-NOTICES.txt"

// missingFiles names the files of a browser build that dir lacks, sorted.
func missingFiles(dir string) []string {
	var missing []string
	for name := range files {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil && name != notices {
			missing = append(missing, name)
		}
	}
	slices.Sort(missing)
	return missing
}

// IsBuild is whether dir holds a browser build: the loader page, the
// game and Go's loader.
func IsBuild(dir string) bool { return len(missingFiles(dir)) == 0 }

// maxRequests bounds the requests served at once; more wait for none
// and get 503.
const maxRequests = 64

// Serve is `patron web`: it serves the browser build in --dir on --addr
// until the server fails. It returns the exit code: 2 for bad flags, 1
// when --dir is not a browser build or the server failed.
func Serve(args []string) int {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	addr := fs.String("addr", ":8080", "address to listen on")
	dir := fs.String("dir", filepath.Join("dist", "web"), "the browser build: index.html, patron.wasm, wasm_exec.js (scripts/web-build.sh makes it)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "patron web: unexpected arguments:", fs.Args())
		return 2
	}
	if missing := missingFiles(*dir); len(missing) != 0 {
		fmt.Fprintf(os.Stderr, "patron web: %s is not a browser build (make it with scripts/web-build.sh): no %s\n", *dir, strings.Join(missing, ", "))
		return 1
	}
	srv := &http.Server{
		Addr:              *addr,
		Handler:           handler(*dir),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      5 * time.Minute, // the wasm on a slow link
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    16 << 10,
	}
	fmt.Fprintf(os.Stderr, "patron web: serving %s on http://%s/\n", *dir, shownAddr(*addr))
	if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(os.Stderr, "patron web:", err)
		return 1
	}
	return 0
}

// shownAddr is the address to open in a browser: ":8080" is localhost.
func shownAddr(addr string) string {
	if strings.HasPrefix(addr, ":") {
		return "localhost" + addr
	}
	return addr
}

// Handler serves the browser build in dir, as patron web does: what
// patron serve hands out at its own address, so that a link to the
// server opens the game.
func Handler(dir string) (http.Handler, error) {
	if missing := missingFiles(dir); len(missing) != 0 {
		return nil, fmt.Errorf("%s is not a browser build (make it with scripts/web-build.sh): no %s", dir, strings.Join(missing, ", "))
	}
	return handler(dir), nil
}

// handler serves the browser build in dir: the names in files only,
// "/" being index.html, each precompressed (name.gz beside it) to a
// browser that accepts gzip.
func handler(dir string) http.Handler {
	busy := make(chan struct{}, maxRequests)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case busy <- struct{}{}:
			defer func() { <-busy }()
		default:
			http.Error(w, "busy", http.StatusServiceUnavailable)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "" {
			name = "index.html"
		}
		ctype, ok := files[name] // an exact name: "../x", "a/b", "x.gz" are not in it
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", ctype)
		h.Set("X-Content-Type-Options", "nosniff")
		// The names carry no version: the browser keeps its copy but asks
		// each time whether it changed (an ETag answer is a 304, no body).
		h.Set("Cache-Control", "no-cache")
		h.Add("Vary", "Accept-Encoding")
		path := filepath.Join(dir, name)
		if acceptsGzip(r.Header.Get("Accept-Encoding")) {
			if f, err := os.Open(path + ".gz"); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil && st.Mode().IsRegular() && !stale(path, f, st) {
					h.Set("Content-Encoding", "gzip")
					h.Set("ETag", etag(st, "gz"))
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		f, err := os.Open(path)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer f.Close()
		st, err := f.Stat()
		if err != nil || !st.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		h.Set("ETag", etag(st, "id"))
		http.ServeContent(w, r, name, st.ModTime(), f)
	})
}

// etag names a version of a file by its size and time, and its coding
// (the gzip and the plain bytes are different entities).
func etag(st os.FileInfo, coding string) string {
	return `"` + strconv.FormatInt(st.Size(), 36) + "-" + strconv.FormatInt(st.ModTime().UnixNano(), 36) + "-" + coding + `"`
}

// acceptsGzip reads an Accept-Encoding header: gzip named with a weight
// above zero, or else * with one.
func acceptsGzip(header string) bool {
	gzip, star := -1.0, -1.0 // not named
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			if k, v, ok := strings.Cut(strings.TrimSpace(p), "="); ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch strings.ToLower(strings.TrimSpace(coding)) {
		case "gzip", "x-gzip":
			gzip = q
		case "*":
			star = q
		}
	}
	if gzip >= 0 {
		return gzip > 0
	}
	return star > 0
}

// stale reports whether the gzip gz (open, its info st) is not of the
// file at path as it is now: the file was built again and its gzip not
// (by hand, or a build cut short), and the gzip would send the old game;
// the plain file goes out then. A gzip ends with the size of what it
// holds (mod 2³², RFC 1952's ISIZE), which a new build all but always
// changes; times are not compared, since a copy of the folder changes
// them.
func stale(path string, gz *os.File, st os.FileInfo) bool {
	plain, err := os.Stat(path)
	if err != nil || st.Size() < 18 {
		return err == nil
	}
	var isize [4]byte
	if _, err := gz.ReadAt(isize[:], st.Size()-4); err != nil {
		return true
	}
	return binary.LittleEndian.Uint32(isize[:]) != uint32(plain.Size())
}
