package savefile

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"

	"patron/game"
)

// The chain binds the options and every public command in order:
// c0 = SHA-256("patron chain 2\n" ‖ options as JSON), and
// cᵢ = SHA-256(cᵢ₋₁ ‖ command i as text ‖ "\n").
const chainDomain = "patron chain 2\n"

// The seal is SHA-256("patron seal 2\n" ‖ the file as JSON with an empty seal).
const sealDomain = "patron seal 2\n"

type chain [sha256.Size]byte

func chainStart(opts game.Options) (chain, error) {
	b, err := json.Marshal(opts)
	if err != nil {
		return chain{}, err
	}
	return sha256.Sum256(append([]byte(chainDomain), b...)), nil
}

func (c chain) next(command string) chain {
	h := sha256.New()
	h.Write(c[:])
	h.Write([]byte(command))
	h.Write([]byte{'\n'})
	var out chain
	h.Sum(out[:0])
	return out
}

func (c chain) String() string { return hex.EncodeToString(c[:]) }

// sealOf computes a file's seal, ignoring the seal it holds.
func sealOf(f *File) (string, error) {
	c := *f
	c.Seal = ""
	b, err := json.Marshal(&c)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(append([]byte(sealDomain), b...))
	return hex.EncodeToString(sum[:]), nil
}

func hashText(h uint64) string { return fmt.Sprintf("%016x", h) }
