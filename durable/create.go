package durable

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// Create writes a new file (0600, readable by this user only) that is
// synced and linked into place only if no file is there yet, so that two
// processes creating the same file at once end with one, never each its
// own: fs.ErrExist when another made it first.
func Create(name string, data []byte) error {
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
		return err // fs.ErrExist when another process made it first
	}
	return syncDir(dir)
}

// Move gives a file a new name that is not taken (fs.ErrExist when it is;
// fs.ErrNotExist when there is no file to move), so that the file is under
// one of the two names, never both or neither: it links the new name,
// which fails when it is taken, then removes the old one; where the file
// system has no links it renames, after a look that the new name is free.
// It moves a file that may not read (a damaged key set aside).
func Move(from, to string) error {
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
