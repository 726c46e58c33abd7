package store

import (
	"errors"
	"time"
)

// Backend is where a store keeps its files: a folder on disk (Disk), the
// browser's storage (backend_js.go), or memory (Memory, for tests). A
// file is named by its path (filepath.Join of the store's root and its
// folder); the store's encoding and its checks on loading are the same
// whatever the backend.
type Backend interface {
	// WriteFile replaces the file name with data, whole or not at all: a
	// write that fails leaves the old file as it was.
	WriteFile(name string, data []byte) error
	// CreateFile writes a new file readable by this user only, whole or
	// not at all, only if there is none: fs.ErrExist when there is.
	CreateFile(name string, data []byte) error
	// ReadFile reads at most n bytes from the start of the file, and says
	// its whole size; fs.ErrNotExist when there is none.
	ReadFile(name string, n int64) (data []byte, size int64, err error)
	// Stat says the file's size and when it was last written;
	// fs.ErrNotExist when there is none.
	Stat(name string) (Info, error)
	// List names (without the folder) the files directly in dir whose
	// names end with suffix, in order.
	List(dir, suffix string) []string
	// Remove deletes the file; fs.ErrNotExist when there is none.
	Remove(name string) error
	// Rename moves the file from one name to another that is not taken
	// (fs.ErrExist when it is; fs.ErrNotExist when there is no file to
	// move): the file is then under one of the two names, never both or
	// neither. It moves a file that may not read (a damaged key).
	Rename(from, to string) error
}

// Info is what a store needs to know of a file without reading it.
type Info struct {
	Size     int64
	Modified time.Time
}

// ErrFull is a write refused because the storage is full (the browser's
// storage for this page has a quota); the old file stays as it was.
var ErrFull = errors.New("the storage is full")
