// Command zipdir packs a folder into a zip the same way every time, for
// release packages (Windows and macOS players unpack zips):
//
//	go run ./scripts/zipdir -time UNIX OUT.zip DIR
//
// The zip holds DIR's own folder and everything under it, names sorted, each
// entry stamped with the given time (the commit's, not the clock's), modes
// kept as executable or not (a macOS app's binary must stay executable),
// owners and extra fields left out. Go's flate writes the same bytes for the
// same input, so two runs give the same file.
package main

import (
	"archive/zip"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"time"
)

func main() {
	stamp := flag.Int64("time", 0, "the time every entry carries, in Unix seconds")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "usage: go run ./scripts/zipdir -time UNIX OUT.zip DIR")
	}
	flag.Parse()
	if flag.NArg() != 2 {
		flag.Usage()
		os.Exit(2)
	}
	if err := pack(flag.Arg(0), flag.Arg(1), time.Unix(*stamp, 0).UTC()); err != nil {
		fmt.Fprintln(os.Stderr, "zipdir:", err)
		os.Exit(1)
	}
}

// pack writes out from dir through a temp file, renamed once whole.
func pack(out, dir string, stamp time.Time) error {
	dir = filepath.Clean(dir)
	base := filepath.Dir(dir)
	var paths []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && !d.Type().IsRegular() {
			return fmt.Errorf("%s: neither a file nor a folder", p)
		}
		paths = append(paths, p)
		return nil
	})
	if err != nil {
		return err
	}
	sort.Strings(paths)
	tmp, err := os.CreateTemp(filepath.Dir(out), ".zipdir-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	// CreateTemp makes it 0600; a package is for everyone to read.
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	zw := zip.NewWriter(tmp)
	for _, p := range paths {
		if err := add(zw, base, p, stamp); err != nil {
			tmp.Close()
			return err
		}
	}
	if err := zw.Close(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), out)
}

// add writes one file or folder of the tree, named from base.
func add(zw *zip.Writer, base, p string, stamp time.Time) error {
	info, err := os.Stat(p)
	if err != nil {
		return err
	}
	rel, err := filepath.Rel(base, p)
	if err != nil {
		return err
	}
	h := &zip.FileHeader{Name: filepath.ToSlash(rel), Method: zip.Deflate, Modified: stamp}
	switch {
	case info.IsDir():
		h.Name += "/"
		h.Method = zip.Store
		h.SetMode(fs.ModeDir | 0o755)
	case info.Mode()&0o111 != 0:
		h.SetMode(0o755)
	default:
		h.SetMode(0o644)
	}
	w, err := zw.CreateHeader(h)
	if err != nil || info.IsDir() {
		return err
	}
	f, err := os.Open(p)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}
