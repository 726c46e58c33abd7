package store

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"patron/game/savefile"
)

// KeyFile is the name of the file that holds the key sealing the Patrón's
// part of the saves of games whose Patrón no person at this PC plays.
const KeyFile = "save.key"

// KeyDir is where the game keeps that key, apart from the saves: the
// user's config folder (os.UserConfigDir()/patron, beside the settings).
func KeyDir() (string, error) {
	d, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "patron"), nil
}

// Key reads the store's key (from KeyDir); nil and no error when there is
// none. With create, a missing key is made: 32 random bytes as 64 hex
// digits, in a file only this user reads, created only if no key is
// there yet (Backend.CreateFile), so that two copies of the game starting
// at once end with one key, never each its own.
//
// A key file that is damaged or does not read is set aside (key_aside.go):
// kept under another name, never deleted nor overwritten, and recorded
// with the saves it sealed, which can no longer be opened here and say
// so. The store then has no key, and makes a new one for new games: a
// damaged key never stops a game from being saved.
func (s *Store) Key(create bool) (*savefile.Key, error) {
	if s.KeyDir == "" {
		return nil, fmt.Errorf("store: no folder for the key")
	}
	path := filepath.Join(s.KeyDir, KeyFile)
	k, err := s.readKey(path)
	switch {
	case err == nil:
		return k, nil
	case errors.Is(err, fs.ErrNotExist):
	default:
		if aerr := s.setAside(path, err); aerr != nil {
			return nil, fmt.Errorf("store: the key file %s %v, and could not be set aside: %w", path, err, aerr)
		}
	}
	if !create {
		return nil, nil
	}
	return s.createKey(path)
}

// keyFileMax bounds what is read of a key file: 64 hex digits and a
// newline, with room for spaces.
const keyFileMax = 1 << 10

// errKeyDamaged is a key file that reads but holds no key.
var errKeyDamaged = errors.New("is damaged: it holds no key")

func (s *Store) readKey(path string) (*savefile.Key, error) {
	b, _, err := s.files().ReadFile(path, keyFileMax)
	if err != nil {
		return nil, err
	}
	var k savefile.Key
	text := strings.TrimSpace(string(b))
	if len(text) != 2*len(k) {
		return nil, errKeyDamaged
	}
	if _, err := hex.Decode(k[:], []byte(text)); err != nil {
		return nil, errKeyDamaged
	}
	return &k, nil
}

func (s *Store) createKey(path string) (*savefile.Key, error) {
	k, err := savefile.NewKey()
	if err != nil {
		return nil, err
	}
	// Creating fails when the key exists: another copy made it first, and
	// its key is the one.
	if err := s.files().CreateFile(path, []byte(hex.EncodeToString(k[:])+"\n")); errors.Is(err, fs.ErrExist) {
		return s.readKey(path)
	} else if err != nil {
		return nil, err
	}
	return k, nil
}

// keyProblem is why a sealed save f cannot be opened with key (the
// store's, nil when it has none): nil when it can; a KeyLost when the key
// that sealed it was set aside here as damaged (aside: the store's
// SetAside); else savefile's NoKey (saved on another computer, or its key
// removed). The list and the open path both ask it, so they say the same.
func keyProblem(f *savefile.File, key *savefile.Key, aside []SetAsideKey) error {
	err := f.KeyFits(key)
	var no *savefile.Error
	if !errors.As(err, &no) || no.Problem != savefile.NoKey { // nil too: the key fits, or nothing is sealed
		return err
	}
	for i := len(aside) - 1; i >= 0; i-- { // the newest first
		if slices.Contains(aside[i].Sealed, f.Sealed.Key) {
			return &KeyLost{SetAside: aside[i], NoKey: no}
		}
	}
	return err
}
