//go:build !js

package transport

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"

	"patron/durable"
)

// Known is the keys of the private servers this installation has met,
// kept in a small JSON file: a server's key is recorded the first time
// it is met (trust on first use, as ssh does), and a server showing
// another key later is refused with a *KeyChanged. So a self-signed
// server needs no code typed, and nobody can stand in for it afterwards.
type Known struct {
	path string
	mu   sync.Mutex // one check at a time: read, then perhaps write
}

// knownFile is the file: each host:port's key fingerprint (KeyFingerprint).
type knownFile struct {
	Keys map[string]string `json:"keys"`
}

// OpenKnown is the store kept at path; the file is made at the first key
// recorded.
func OpenKnown(path string) *Known { return &Known{path: path} }

// KeyChanged is a server that shows another key than the one first met
// under its name (host:port).
type KeyChanged struct {
	Host     string
	Was, Now string // the fingerprints, KeyFingerprint's
}

func (e *KeyChanged) Error() string {
	return fmt.Sprintf("the server at %s shows another key than the first time you connected (it was %s, it is now %s): "+
		"someone may be standing between you and it, or its owner made it a new key. Ask the owner which key it prints now; "+
		"only if it is %s, forget the old one and connect again", e.Host, short(e.Was), short(e.Now), short(e.Now))
}

// short is the start of a fingerprint, enough to compare by eye.
func short(fingerprint string) string {
	if len(fingerprint) <= 16 {
		return fingerprint
	}
	return fingerprint[:16] + "…"
}

// Key is the fingerprint known for host (host:port), if any.
func (k *Known) Key(host string) (string, bool, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	f, err := k.read()
	fp, ok := f.Keys[host]
	return fp, ok, err
}

// Forget drops host's key: the next connection records the key it shows
// (after its owner said the new key is theirs).
func (k *Known) Forget(host string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	f, err := k.read()
	if err != nil {
		return err
	}
	if _, ok := f.Keys[host]; !ok {
		return nil
	}
	delete(f.Keys, host)
	return k.write(f)
}

// check records host's key on first use, and refuses another one later.
func (k *Known) check(host, fingerprint string) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	f, err := k.read()
	if err != nil {
		return err
	}
	was, ok := f.Keys[host]
	switch {
	case !ok:
		f.Keys[host] = fingerprint
		return k.write(f)
	case was != fingerprint:
		return &KeyChanged{Host: host, Was: was, Now: fingerprint}
	}
	return nil
}

func (k *Known) read() (knownFile, error) {
	f := knownFile{Keys: map[string]string{}}
	data, err := os.ReadFile(k.path)
	if errors.Is(err, fs.ErrNotExist) {
		return f, nil
	}
	if err != nil {
		return f, err
	}
	// A damaged file is said, never taken as empty: that would pin anyone.
	if err := json.Unmarshal(data, &f); err != nil {
		return knownFile{Keys: map[string]string{}}, fmt.Errorf("the servers' keys in %s cannot be read: %v", k.path, err)
	}
	if f.Keys == nil {
		f.Keys = map[string]string{}
	}
	return f, nil
}

func (k *Known) write(f knownFile) error {
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	return durable.WriteFile(k.path, append(data, '\n'))
}
