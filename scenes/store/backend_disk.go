package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Disk keeps a store's files in folders on disk, each written to a
// temporary file, synced and renamed into place (WriteFile).
type Disk struct{}

func (Disk) WriteFile(name string, data []byte) error { return WriteFile(name, data) }

// CreateFile writes a temporary file (0600) that is synced and linked into
// place only if no file is there yet, so that two copies of the game
// creating the same file at once end with one, never each its own.
func (Disk) CreateFile(name string, data []byte) error {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	tmp, err := syncedTemp(dir, filepath.Base(name), data)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := os.Chmod(tmp, 0o600); err != nil {
		return err
	}
	if err := os.Link(tmp, name); err != nil {
		return err // fs.ErrExist when another copy made it first
	}
	return syncDir(dir)
}

func (Disk) ReadFile(name string, n int64) ([]byte, int64, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, 0, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, 0, err
	}
	data := make([]byte, min(n, st.Size()))
	k, err := f.ReadAt(data, 0)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, 0, err
	}
	return data[:k], st.Size(), nil
}

func (Disk) Stat(name string) (Info, error) {
	st, err := os.Stat(name)
	if err != nil {
		return Info{}, err
	}
	return Info{Size: st.Size(), Modified: st.ModTime()}, nil
}

func (Disk) List(dir, suffix string) []string {
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), suffix) {
			names = append(names, e.Name())
		}
	}
	return names
}

func (Disk) Remove(name string) error { return os.Remove(name) }

// Rename links the file under its new name, which fails when that name is
// taken, then removes the old name; where the file system has no links it
// renames, after a look that the new name is free.
func (Disk) Rename(from, to string) error {
	if err := os.Link(from, to); err == nil {
		if err := os.Remove(from); err != nil {
			return err
		}
		return syncDir(filepath.Dir(to))
	} else if errors.Is(err, fs.ErrExist) || errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if _, err := os.Lstat(to); err == nil {
		return &fs.PathError{Op: "rename", Path: to, Err: fs.ErrExist}
	}
	if err := rename(from, to); err != nil {
		return err
	}
	return syncDir(filepath.Dir(to))
}
