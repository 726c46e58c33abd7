// Package durable writes files that a player can lose (a save, a seat's
// record, the host's save, the key, the settings) so that a crash or a
// power cut at any instant leaves the old file or the new one, never a
// torn one, and the new one is on disk before the call returns.
package durable

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
)

// WriteFile replaces path with data so that a crash or power cut at any
// instant leaves either the old file or the new one, never a torn one:
// the data goes to a temporary file in the same folder, which is synced,
// then renamed over path, and the folder is synced so the rename lasts.
func WriteFile(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	tmp, err := syncedTemp(dir, filepath.Base(path), data)
	if err != nil {
		return err
	}
	if err := rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(dir)
}

// syncedTemp writes data to a new temporary file in dir, named after base
// as Temps finds it (0600), and syncs it: the caller then renames or links
// it into place. On an error nothing is left behind.
func syncedTemp(dir, base string, data []byte) (string, error) {
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return "", err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}

// Temps are the temporary files that WriteFile, killed before its rename,
// left beside path. The folder is read, not globbed: a name or a folder
// with [ or * in it matches only itself, and on Windows, where a
// backslash separates folders, a glob could not escape them.
func Temps(path string) []string {
	dir, base := filepath.Split(path)
	entries, _ := os.ReadDir(filepath.Clean(dir))
	var tmps []string
	for _, e := range entries {
		n := e.Name()
		if !e.IsDir() && isTemp(n, base) {
			tmps = append(tmps, filepath.Join(dir, n))
		}
	}
	return tmps
}

// isTemp says whether name is one of WriteFile's temporary files for a
// file named base: "." + base + "." + os.CreateTemp's digits + ".tmp".
func isTemp(name, base string) bool {
	prefix, suffix := "."+base+".", ".tmp"
	return len(name) > len(prefix)+len(suffix) && strings.HasPrefix(name, prefix) && strings.HasSuffix(name, suffix)
}

func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil // folders cannot be synced there; the rename is what counts
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	return nil
}
