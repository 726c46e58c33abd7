//go:build js

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"syscall/js"
	"time"
	"unicode/utf8"
)

// Browser keeps a store's files in the browser's localStorage, one item
// per file: its key the file's path, its value the time it was written
// (milliseconds since 1970, then a newline) and the file's text. One
// setItem writes an item whole or not at all: over the page's quota the
// browser throws and keeps the old value (ErrFull). A save is 12 to 20 KB
// (docs/WEB.md): the 5 MB or so a browser gives a page holds some hundreds
// of them, so localStorage, which answers at once, is enough; IndexedDB
// would answer later (a promise), which the store's callers do not wait
// for.
type Browser struct {
	items js.Value
}

// LocalStorage is the page's localStorage, or an error when the browser
// refuses it (storage turned off for the site: reading window.localStorage
// then throws).
func LocalStorage() (*Browser, error) {
	var ls js.Value
	if err := catch(func() { ls = js.Global().Get("localStorage") }); err != nil {
		return nil, err
	}
	if ls.IsUndefined() || ls.IsNull() {
		return nil, errors.New("this browser has no localStorage")
	}
	return &Browser{items: ls}, nil
}

// catch runs f, turning a JavaScript exception into an error: ErrFull for
// a quota refused.
func catch(f func()) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		jsErr, ok := r.(js.Error)
		if !ok {
			panic(r)
		}
		if name := jsErr.Value.Get("name"); name.Type() == js.TypeString && name.String() == "QuotaExceededError" {
			err = ErrFull
			return
		}
		err = fmt.Errorf("the browser's storage: %w", jsErr)
	}()
	f()
	return nil
}

func itemKey(name string) string { return path.Clean(name) }

// get is the item of name: its text and when it was written; ok false
// when there is none. An item without its time (written by hand) is all
// text, of no time: the store's checks judge it.
func (b *Browser) get(name string) (text string, mod time.Time, ok bool, err error) {
	err = catch(func() {
		v := b.items.Call("getItem", itemKey(name))
		if v.Type() != js.TypeString {
			return
		}
		ok, text = true, v.String()
		head, rest, found := strings.Cut(text, "\n")
		if ms, perr := strconv.ParseInt(head, 10, 64); found && perr == nil {
			text, mod = rest, time.UnixMilli(ms)
		}
	})
	return text, mod, ok, err
}

// WriteFile sets the file's item in one setItem.
func (b *Browser) WriteFile(name string, data []byte) error {
	if !utf8.Valid(data) {
		return fmt.Errorf("%s: the browser's storage keeps text, and this is not", name)
	}
	item := strconv.FormatInt(time.Now().UnixMilli(), 10) + "\n" + string(data)
	if err := catch(func() { b.items.Call("setItem", itemKey(name), item) }); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// CreateFile writes name only if it is not there; a page runs one thread,
// so nothing comes between the look and the write.
func (b *Browser) CreateFile(name string, data []byte) error {
	if _, _, ok, err := b.get(name); err != nil || ok {
		if ok {
			return fmt.Errorf("%s: %w", name, fs.ErrExist)
		}
		return err
	}
	return b.WriteFile(name, data)
}

func (b *Browser) ReadFile(name string, n int64) ([]byte, int64, error) {
	text, _, ok, err := b.get(name)
	if err != nil {
		return nil, 0, err
	}
	if !ok {
		return nil, 0, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	size := int64(len(text))
	return []byte(text[:min(n, size)]), size, nil
}

func (b *Browser) Stat(name string) (Info, error) {
	text, mod, ok, err := b.get(name)
	if err != nil {
		return Info{}, err
	}
	if !ok {
		return Info{}, fmt.Errorf("%s: %w", name, fs.ErrNotExist)
	}
	return Info{Size: int64(len(text)), Modified: mod}, nil
}

func (b *Browser) List(dir, suffix string) []string {
	dir = path.Clean(dir)
	var names []string
	catch(func() {
		n := b.items.Get("length").Int()
		for i := range n {
			k := b.items.Call("key", i)
			if k.Type() != js.TypeString {
				continue
			}
			if key := k.String(); path.Dir(key) == dir && strings.HasSuffix(key, suffix) {
				names = append(names, path.Base(key))
			}
		}
	})
	slices.Sort(names)
	return names
}

func (b *Browser) Remove(name string) error {
	if _, _, ok, err := b.get(name); err != nil || !ok {
		if err == nil {
			err = fmt.Errorf("%s: %w", name, fs.ErrNotExist)
		}
		return err
	}
	return catch(func() { b.items.Call("removeItem", itemKey(name)) })
}

// Rename copies the item under its new name and removes the old one; a
// page runs one thread, so nothing comes between.
func (b *Browser) Rename(from, to string) error {
	if _, _, ok, err := b.get(to); err != nil || ok {
		if ok {
			return fmt.Errorf("%s: %w", to, fs.ErrExist)
		}
		return err
	}
	var item js.Value
	if err := catch(func() { item = b.items.Call("getItem", itemKey(from)) }); err != nil {
		return err
	}
	if item.Type() != js.TypeString {
		return fmt.Errorf("%s: %w", from, fs.ErrNotExist)
	}
	if err := catch(func() { b.items.Call("setItem", itemKey(to), item) }); err != nil {
		return fmt.Errorf("%s: %w", to, err)
	}
	return catch(func() { b.items.Call("removeItem", itemKey(from)) })
}
