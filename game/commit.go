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

// commitDomain separates this game's commitments from any other use of
// SHA-256. It is short so that every commitment hashes a single block.
const commitDomain = "narcos1"

// Commit is the salted SHA-256 commitment to a secret payload.
func Commit(kind CommitKind, salt Salt, payload []byte) Digest {
	var buf [len(commitDomain) + 1 + len(Salt{}) + 64]byte
	n := copy(buf[:], commitDomain)
	buf[n] = byte(kind)
	n++
	n += copy(buf[n:], salt[:])
	if len(payload) <= len(buf)-n {
		n += copy(buf[n:], payload)
		return sha256.Sum256(buf[:n])
	}
	h := sha256.New()
	h.Write(buf[:n])
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

// saltOf is a salt pointer's value (zero for none).
func saltOf(s *Salt) Salt {
	if s == nil {
		return Salt{}
	}
	return *s
}

func (d Digest) String() string { return hex.EncodeToString(d[:]) }
func (s Salt) String() string   { return hex.EncodeToString(s[:]) }

// opens checks a reveal (salt and one-byte payload) against the commitment
// d. The Patrón's own machine compares with the salt and value it committed
// to, which is the same check without hashing; every other machine, and
// the audit, recomputes the digest.
func (g *Game) opens(kind CommitKind, salt Salt, payload byte, d Digest, mySalt Salt, myValue byte) bool {
	if g.Sec != nil && g.audit == nil {
		return salt == mySalt && payload == myValue
	}
	return Commit(kind, salt, []byte{payload}) == d
}

// Commits reports whether op is the public form of a commitment (its
// arguments are digests, which a player's words never show).
func (op Op) Commits() bool { return isCommitment(op) }
