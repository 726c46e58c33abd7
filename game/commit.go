package game

import (
	"crypto/sha256"
	"encoding/hex"
)

// What a commitment is to; it is hashed in, so that an opening of one kind
// can never pass for another.
type CommitKind uint8

const (
	CommitDeck      CommitKind = iota + 1 // the Sicario deck order
	CommitObjDeck                         // the Objective deck order
	CommitObjective                       // one face-down objective card in a slot
	CommitHideout                         // a hideout
	CommitDefense                         // one sicario's defense token for a season
	numCommitKinds
)

var commitNames = [numCommitKinds]string{"", "deck", "objdeck", "objective", "hideout", "defense"}

func (k CommitKind) String() string {
	if k == 0 || k >= numCommitKinds {
		return "?"
	}
	return commitNames[k]
}

// commitDomain separates this game's commitments from any other use of SHA-256.
const commitDomain = "patron/narcos commitment v1"

// Commit is the salted SHA-256 commitment to a secret payload.
func Commit(kind CommitKind, salt Salt, payload []byte) Digest {
	h := sha256.New()
	h.Write([]byte(commitDomain))
	h.Write([]byte{byte(kind)})
	h.Write(salt[:])
	h.Write(payload)
	var d Digest
	h.Sum(d[:0])
	return d
}

// Opening is the salt and payload behind one commitment, in the order the
// commitments were published. Revealed together, the openings let anyone
// audit the Patrón's whole game.
type Opening struct {
	Kind    CommitKind
	Salt    Salt
	Payload []byte
}

// Digest recomputes the opening's commitment.
func (o Opening) Digest() Digest { return Commit(o.Kind, o.Salt, o.Payload) }

func (d Digest) String() string { return hex.EncodeToString(d[:]) }
func (s Salt) String() string   { return hex.EncodeToString(s[:]) }
