package savefile

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
)

// Key seals the Patrón's part of a save (AES-256-GCM) when no person at
// this PC plays him: his hideout, hand and deck order stay out of the
// Factions players' sight when they open the save in an editor. The key is
// kept apart from the saves (scenes/store keeps it in the user's config
// folder); a save names it (KeyID), never holds it.
//
// It keeps a curious player from reading the file; it does not keep out
// one who reads the key file too, or the running game's memory.
type Key [32]byte

// NewKey makes a random key.
func NewKey() (*Key, error) {
	var k Key
	if _, err := rand.Read(k[:]); err != nil {
		return nil, err
	}
	return &k, nil
}

// The key's name: SHA-256("patron key 2\n" ‖ key), its first 8 bytes.
const keyDomain = "patron key 2\n"

// ID names the key in the saves it seals: 16 hex digits, which tell
// nothing of the key.
func (k *Key) ID() string {
	sum := sha256.Sum256(append([]byte(keyDomain), k[:]...))
	return hex.EncodeToString(sum[:8])
}

// The sealed part's additional data binds it to its key and to the whole
// save around it: "patron sealed 4\n" ‖ key id ‖ "\n" ‖ the save as JSON
// with sealed, secret and seal left out. The table (who sits where, which
// seat a bot plays), the options, the summary (when the game began) and
// the public log are all in it, so a save whose table was changed, even
// with its outer seal made again, does not open: the outer seal needs no
// key, the box does.
const sealedDomain = "patron sealed 4\n"

// Saves of versions 2 and 3 bound the box to its key and public chain
// alone: "patron sealed 2\n" ‖ key id ‖ "\n" ‖ public chain. They are
// read as written; their table is held by checkHead's rule that a sealed
// part belongs to a bot Patrón (a save relabelled to dodge the new binding
// is refused: its box was sealed with the other data).
const unboundSealedDomain = "patron sealed 2\n"

func (f *File) sealedData(keyID string) ([]byte, error) {
	if f.Version < Version {
		return []byte(unboundSealedDomain + keyID + "\n" + f.Public.Chain), nil
	}
	around := *f
	around.Sealed, around.Secret, around.Seal = nil, nil, ""
	b, err := json.Marshal(&around)
	if err != nil {
		return nil, err
	}
	return append([]byte(sealedDomain+keyID+"\n"), b...), nil
}

func (k *Key) aead() (cipher.AEAD, error) {
	b, err := aes.NewCipher(k[:])
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(b)
}

// Sealed is the Patrón's part sealed with a Key: a save whose Patrón no
// person at this PC plays holds it instead of Secret. It stands before the
// public log, where a list of saves reads, so the list can tell whether
// this PC holds its key.
type Sealed struct {
	Key   string `json:"key"`   // the key's ID: 16 hex digits
	Nonce string `json:"nonce"` // 24 hex digits
	Box   string `json:"box"`   // base64: the secret part as JSON, encrypted and authenticated
}

// seal replaces f's Patrón's part by its sealed form.
func (f *File) seal(k *Key) error {
	plain, err := json.Marshal(f.Secret)
	if err != nil {
		return err
	}
	a, err := k.aead()
	if err != nil {
		return err
	}
	nonce := make([]byte, a.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return err
	}
	id := k.ID()
	data, err := f.sealedData(id)
	if err != nil {
		return err
	}
	box := a.Seal(nil, nonce, plain, data)
	f.Sealed = &Sealed{Key: id, Nonce: hex.EncodeToString(nonce), Box: base64.StdEncoding.EncodeToString(box)}
	f.Secret = nil
	return nil
}

// KeyFits says whether k opens f's sealed part: nil when it does or when
// there is none; a NoKey Error when k is nil (this PC has no key) or
// another key.
func (f *File) KeyFits(k *Key) error {
	switch {
	case f.Sealed == nil:
		return nil
	case k == nil:
		return fault(NoKey, "sealed.key", "the Patrón's part is sealed with key %s and this computer holds no key: the game was saved on another computer, or its key is gone", f.Sealed.Key)
	case k.ID() != f.Sealed.Key:
		return fault(NoKey, "sealed.key", "the Patrón's part is sealed with key %s, this computer's key is %s: the game was saved on another computer, or its key is gone", f.Sealed.Key, k.ID())
	}
	return nil
}

// Unseal opens a decoded save's sealed part with k, so that Game replays
// the Patrón's machine's game. A save without one is left as it is. A
// missing or other key is NoKey; a sealed part that does not open with its
// own key (the box, or anything of the save around it, changed) is
// Tampered.
func (f *File) Unseal(k *Key) error {
	if f.Sealed == nil || f.Secret != nil {
		return nil
	}
	if err := f.KeyFits(k); err != nil {
		return err
	}
	a, err := k.aead()
	if err != nil {
		return fault(Malformed, "sealed", "%v", err)
	}
	nonce, err := hex.DecodeString(f.Sealed.Nonce)
	if err != nil || len(nonce) != a.NonceSize() {
		return fault(Malformed, "sealed.nonce", "want %d hex digits", 2*a.NonceSize())
	}
	box, err := base64.StdEncoding.DecodeString(f.Sealed.Box)
	if err != nil {
		return fault(Malformed, "sealed.box", "%v", err)
	}
	data, err := f.sealedData(f.Sealed.Key)
	if err != nil {
		return fault(Malformed, "", "%v", err)
	}
	plain, err := a.Open(nil, nonce, box, data)
	if err != nil {
		// The outer seal held (Decode checked it), so the file was not
		// damaged by chance: it was edited and sealed again by hand.
		return fault(Tampered, "sealed.box", "the save was edited after it was written: its table, options, log or the Patrón's sealed part no longer belong together")
	}
	var s Secret
	dec := json.NewDecoder(bytes.NewReader(plain))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return fault(Malformed, "sealed.box", "%v", err)
	}
	if err := s.check(); err != nil {
		return err
	}
	f.Secret = &s
	return nil
}

// check checks the sealed part's form (its contents are checked
// when it is opened).
func (s *Sealed) check() error {
	if err := needHash("sealed.key", s.Key, 16); err != nil {
		return err
	}
	if err := needHash("sealed.nonce", s.Nonce, 24); err != nil {
		return err
	}
	if s.Box == "" {
		return fault(Missing, "sealed.box", "nothing sealed")
	}
	n, err := base64.StdEncoding.DecodeString(s.Box)
	if err != nil {
		return fault(Malformed, "sealed.box", "%v", err)
	}
	if len(n) < 16 {
		return fault(Malformed, "sealed.box", "%d bytes, shorter than its tag", len(n))
	}
	return nil
}
