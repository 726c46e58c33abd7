package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"time"

	"patron/game/savefile"
)

// A key file that is damaged (a bad disk, a hand edit, a sync tool that
// cut it) or that does not read is set aside: renamed beside itself as
// save.key.damaged-<when>, kept, never deleted, so that nothing is lost
// if it can be mended by hand. The saves it sealed can no longer be
// opened here, and a new key seals new games. What was set aside, when,
// and which sealed saves were in the store then is recorded in
// SetAsideFile, so that the list and the open path can name those saves
// and say why in words, rather than "saved on another computer".

// SetAsideFile records the key files set aside, in the key folder.
const SetAsideFile = "save.key.set-aside.json"

// Bounds of the record: it is read on every list of saves.
const (
	setAsideMax       = 64 << 10 // bytes read of the record
	setAsideKept      = 16       // records kept, the newest
	setAsideSealedMax = 64       // key names kept in one record
)

// SetAsideKey is one key file set aside.
type SetAsideKey struct {
	File string `json:"file"` // its name now, in the key folder
	When string `json:"when"` // RFC 3339
	Why  string `json:"why"`  // what was wrong with it
	// Sealed names the keys (savefile.Key.ID) of the sealed saves in the
	// store when it was set aside: the damaged key's among them, if any.
	Sealed []string `json:"sealed"`
}

// KeyLost is a sealed save whose key was set aside here as damaged: it can
// no longer be opened on this computer. It unwraps to savefile's NoKey.
type KeyLost struct {
	SetAside SetAsideKey
	NoKey    *savefile.Error
}

func (e *KeyLost) Error() string {
	return fmt.Sprintf("the key that sealed its Patrón's part was damaged and set aside as %s on %s: it can no longer be opened on this computer",
		e.SetAside.File, e.SetAside.When)
}

func (e *KeyLost) Unwrap() error { return e.NoKey }

// setAside renames the key file at path, which read with the error why,
// beside itself, and records it with the sealed saves in the store.
func (s *Store) setAside(path string, why error) error {
	// Another copy of the game may have set it aside and made a new key
	// since this one read it: a key that reads now stays.
	if _, err := s.readKey(path); err == nil || errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	sealed := s.sealedKeys()
	now := time.Now().UTC()
	to := ""
	for n := 1; ; n++ {
		to = path + ".damaged-" + now.Format("20060102T150405Z")
		if n > 1 {
			to += fmt.Sprintf("-%d", n)
		}
		err := s.files().Rename(path, to)
		if err == nil {
			break
		}
		if errors.Is(err, fs.ErrNotExist) { // set aside by another copy meanwhile
			return nil
		}
		if !errors.Is(err, fs.ErrExist) || n == 100 {
			return err
		}
	}
	set := SetAsideKey{File: filepath.Base(to), When: now.Format(time.RFC3339), Why: why.Error(), Sealed: sealed}
	record := append(s.SetAside(), set)
	if len(record) > setAsideKept {
		record = record[len(record)-setAsideKept:]
	}
	data, err := json.MarshalIndent(record, "", " ")
	if err != nil {
		return err
	}
	// The key is aside already: a record that cannot be written only
	// costs the saves their words ("saved on another computer").
	s.files().WriteFile(filepath.Join(s.KeyDir, SetAsideFile), data)
	return nil
}

// SetAside is the record of the key files set aside here, oldest first;
// none when there is no record or it does not read.
func (s *Store) SetAside() []SetAsideKey {
	if s.KeyDir == "" {
		return nil
	}
	data, size, err := s.files().ReadFile(filepath.Join(s.KeyDir, SetAsideFile), setAsideMax)
	if err != nil || size > setAsideMax {
		return nil
	}
	var record []SetAsideKey
	if json.Unmarshal(data, &record) != nil {
		return nil
	}
	return record
}

// sealedKeys names the keys that sealed the saves of games in progress
// (finished games are saved in clear), each once, in order.
func (s *Store) sealedKeys() []string {
	var ids []string
	for _, name := range s.files().List(s.dir(false), ".json") {
		if h, err := s.readHead(filepath.Join(s.dir(false), name)); err == nil && h.Sealed != nil && !slices.Contains(ids, h.Sealed.Key) {
			ids = append(ids, h.Sealed.Key)
		}
		if len(ids) == setAsideSealedMax {
			break
		}
	}
	slices.Sort(ids)
	return ids
}
