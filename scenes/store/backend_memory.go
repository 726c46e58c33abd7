package store

import (
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

// Memory keeps a store's files in memory, whole: the tests' backend, and
// the model of the browser's storage (one value per file, replaced in one
// step). With Quota set, a write that would take the files over that many
// bytes in all is refused with ErrFull and changes nothing, as the
// browser's storage refuses one over its quota.
type Memory struct {
	Quota int64

	mu    sync.Mutex
	files map[string]memFile
}

type memFile struct {
	data []byte
	mod  time.Time
}

func memName(name string) string { return filepath.ToSlash(filepath.Clean(name)) }

// used is the bytes the files would take with name holding n bytes.
func (m *Memory) used(name string, n int) int64 {
	total := int64(n)
	for k, f := range m.files {
		if k != name {
			total += int64(len(f.data))
		}
	}
	return total
}

func (m *Memory) put(name string, data []byte, create bool) error {
	name = memName(name)
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.files[name]; ok && create {
		return fmt.Errorf("%s: %w", name, fs.ErrExist)
	}
	if m.Quota > 0 && m.used(name, len(data)) > m.Quota {
		return fmt.Errorf("%s: %w", name, ErrFull)
	}
	if m.files == nil {
		m.files = map[string]memFile{}
	}
	m.files[name] = memFile{slices.Clone(data), time.Now()}
	return nil
}

func (m *Memory) WriteFile(name string, data []byte) error  { return m.put(name, data, false) }
func (m *Memory) CreateFile(name string, data []byte) error { return m.put(name, data, true) }

func (m *Memory) get(name string) (memFile, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	f, ok := m.files[memName(name)]
	if !ok {
		return memFile{}, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return f, nil
}

func (m *Memory) ReadFile(name string, n int64) ([]byte, int64, error) {
	f, err := m.get(name)
	if err != nil {
		return nil, 0, err
	}
	size := int64(len(f.data))
	return slices.Clone(f.data[:min(n, size)]), size, nil
}

func (m *Memory) Stat(name string) (Info, error) {
	f, err := m.get(name)
	return Info{Size: int64(len(f.data)), Modified: f.mod}, err
}

func (m *Memory) List(dir, suffix string) []string {
	dir = memName(dir)
	m.mu.Lock()
	defer m.mu.Unlock()
	var names []string
	for k := range m.files {
		if path.Dir(k) == dir && strings.HasSuffix(k, suffix) {
			names = append(names, path.Base(k))
		}
	}
	slices.Sort(names)
	return names
}

func (m *Memory) Remove(name string) error {
	name = memName(name)
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.files[name]; !ok {
		return fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	delete(m.files, name)
	return nil
}

func (m *Memory) Rename(from, to string) error {
	from, to = memName(from), memName(to)
	m.mu.Lock()
	defer m.mu.Unlock()
	f, ok := m.files[from]
	switch _, taken := m.files[to]; {
	case !ok:
		return fmt.Errorf("%s: %w", from, fs.ErrNotExist)
	case taken:
		return fmt.Errorf("%s: %w", to, fs.ErrExist)
	}
	m.files[to] = f
	delete(m.files, from)
	return nil
}

// Used is how many bytes the files take in all.
func (m *Memory) Used() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.used("", 0)
}
