package store

import (
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
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
// at once end with one key, never each its own. A key file that does not
// read is an error, and is never replaced: the saves it sealed would be
// lost with it.
func (s *Store) Key(create bool) (*savefile.Key, error) {
	if s.KeyDir == "" {
		return nil, fmt.Errorf("store: no folder for the key")
	}
	path := filepath.Join(s.KeyDir, KeyFile)
	k, err := s.readKey(path)
	if errors.Is(err, fs.ErrNotExist) && create {
		return s.createKey(path)
	}
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return k, err
}

// keyFileMax bounds what is read of a key file: 64 hex digits and a
// newline, with room for spaces.
const keyFileMax = 1 << 10

func (s *Store) readKey(path string) (*savefile.Key, error) {
	b, _, err := s.files().ReadFile(path, keyFileMax)
	if err != nil {
		return nil, err
	}
	var k savefile.Key
	text := strings.TrimSpace(string(b))
	if len(text) != 2*len(k) {
		return nil, fmt.Errorf("store: the key file %s is damaged", path)
	}
	if _, err := hex.Decode(k[:], []byte(text)); err != nil {
		return nil, fmt.Errorf("store: the key file %s is damaged", path)
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
