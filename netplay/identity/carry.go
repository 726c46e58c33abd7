package identity

import (
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/base32"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"patron/durable"
)

// An identity travels to another device as a code a person can type or
// paste, or as a small file: both hold the private key's seed, so both
// are as secret as a password would be, and the screens say so.

// codePrefix starts every export code: a code of another kind (a table's
// invite, a LAN session code) is told apart at once.
const codePrefix = "PID1"

// codeSum is the checksum's length in bytes: a mistyped code is refused
// rather than taken as another key.
const codeSum = 4

var codeEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// Export is the identity as a code: "PID1-" then the seed and a checksum in
// base32, in groups of five.
func (id *Identity) Export() string {
	seed := id.priv.Seed()
	body := codeEncoding.EncodeToString(append(seed, checksum(seed)...))
	groups := []string{codePrefix}
	for len(body) > 5 {
		groups = append(groups, body[:5])
		body = body[5:]
	}
	return strings.Join(append(groups, body), "-")
}

func checksum(seed []byte) []byte {
	sum := sha256.Sum256(append([]byte("patron identity code\x00"), seed...))
	return sum[:codeSum]
}

// Import reads an export code, forgiving case, spaces and hyphens.
func Import(code string) (*Identity, error) {
	clean := strings.Map(func(r rune) rune {
		switch {
		case r == '-' || r == ' ' || r == '\n' || r == '\t' || r == '\r':
			return -1
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		}
		return r
	}, code)
	if !strings.HasPrefix(clean, codePrefix) {
		return nil, errors.New("this is not an identity code: one starts with PID1")
	}
	raw, err := codeEncoding.DecodeString(clean[len(codePrefix):])
	if err != nil || len(raw) != ed25519.SeedSize+codeSum {
		return nil, errors.New("the identity code is not whole: check that every group was copied")
	}
	seed := raw[:ed25519.SeedSize]
	if !bytes.Equal(raw[ed25519.SeedSize:], checksum(seed)) {
		return nil, errors.New("the identity code has a mistake in it: check it letter by letter")
	}
	return fromSeed(seed)
}

// fileFormat names an identity file.
const fileFormat = "patron-identity"

// stored is an identity as a file holds it.
type stored struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Seed    string `json:"seed"`
	Public  Key    `json:"public"` // checked on reading: a damaged seed is found
	Device  string `json:"device,omitempty"`
	From    string `json:"from,omitempty"`
}

// maxDevice bounds a device's name.
const maxDevice = 40

// Marshal is the identity as a file's bytes.
func (id *Identity) Marshal() []byte {
	b, _ := json.MarshalIndent(stored{Format: fileFormat, Version: 1, Seed: hex.EncodeToString(id.priv.Seed()),
		Public: id.Public(), Device: id.Device, From: id.From}, "", "  ")
	return append(b, '\n')
}

// Unmarshal reads an identity file's bytes.
func Unmarshal(data []byte) (*Identity, error) {
	var s stored
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("not an identity file: %w", err)
	}
	if s.Format != fileFormat || s.Version != 1 {
		return nil, fmt.Errorf("not an identity file of this game (format %q, version %d)", s.Format, s.Version)
	}
	seed, err := hex.DecodeString(s.Seed)
	if err != nil {
		return nil, fmt.Errorf("the identity file's key is damaged: %w", err)
	}
	id, err := fromSeed(seed)
	if err != nil {
		return nil, fmt.Errorf("the identity file's key is damaged: %w", err)
	}
	if id.Public() != s.Public {
		return nil, errors.New("the identity file's key is damaged: it does not give its own public key")
	}
	id.Device, id.From = clipName(s.Device), clipName(s.From)
	return id, nil
}

func clipName(s string) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) > maxDevice {
		r = r[:maxDevice]
	}
	return string(r)
}

// LoadOrCreate reads the identity kept at path, or makes one and keeps it
// there (durably, readable by its owner alone) when there is none. A file
// that is there but damaged is an error, never replaced: it may be the only
// copy of a player's seats.
func LoadOrCreate(path, device string) (id *Identity, made bool, err error) {
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		id, err := Unmarshal(data)
		if err != nil {
			return nil, false, fmt.Errorf("%s: %w", path, err)
		}
		return id, false, nil
	case !errors.Is(err, fs.ErrNotExist):
		return nil, false, err
	}
	id, err = New(clipName(device))
	if err != nil {
		return nil, false, err
	}
	if err := durable.WriteFile(path, id.Marshal()); err != nil {
		return nil, false, fmt.Errorf("keeping the new identity: %w", err)
	}
	return id, true, nil
}
