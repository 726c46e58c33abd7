package store

import (
	"errors"
	"io"
	"os"
	"strings"

	"patron/durable"
)

// Disk keeps a store's files in folders on disk, each written to a
// temporary file, synced and renamed into place (WriteFile).
type Disk struct{}

func (Disk) WriteFile(name string, data []byte) error { return durable.WriteFile(name, data) }

// CreateFile links a synced file into place only if none is there
// (durable.Create), so that two copies of the game creating the same file
// at once end with one, never each its own.
func (Disk) CreateFile(name string, data []byte) error { return durable.Create(name, data) }

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

// Rename moves the file to a name not taken (durable.Move).
func (Disk) Rename(from, to string) error { return durable.Move(from, to) }
