package game

import (
	"crypto/sha256"
	"encoding/binary"
	"math/rand/v2"

	"patron/game/board"
	"patron/game/box"
)

// Secrets is what only the Patrón knows (ruling R24): his hideout, hand and
// deck order, the face-down objectives and defense tokens, and his random
// generator. It is kept apart from Public so that a Factions' machine never
// holds it.
type Secrets struct {
	Hideout board.Loc
	Hand    box.CardSet
	// Deck is the Sicario deck; the top card is Deck[DeckLen-1].
	Deck    [box.NumCards]box.Card
	DeckLen int
	// ObjDeck is the Objective deck; the top card is ObjDeck[ObjDeckLen-1].
	ObjDeck    [box.NumObjectives]box.Objective
	ObjDeckLen int
	Drawn      [box.ObjectiveSlots]box.Objective // the three looked at during setup
	Order      [box.ObjectiveSlots]box.Objective // their slots, as chosen so far
	OrderN     int
	Objectives [box.ObjectiveSlots][4]box.Objective
	ObjSalts   [box.ObjectiveSlots][4]*Salt
	Defense    [box.NumSlots]box.Token
	DefSalts   [box.NumSlots]*Salt
	Assign     [box.NumSlots]box.Token // this season's assignment, as chosen so far
	AssignN    int
	HideSalt   *Salt
	// Openings of every commitment published so far, for the audit.
	Openings []Opening
	// Sheet is the hiding sheet: every hideout, in order.
	Sheet []SheetEntry
	Seed  [32]byte

	payloads  []byte `hash:"-"` // backing store of the openings' payloads
	saltArena []Salt `hash:"-"` // backing store of the salt pointers

	rng rand.ChaCha8
}

// SecretOptions are the Patrón's own settings.
type SecretOptions struct {
	// Seed drives the Patrón's shuffles and salts. Pick it at random
	// (crypto/rand) for a real game: whoever knows it knows every secret.
	Seed [32]byte
}

// SeedFrom makes a secret seed from a number, for simulations and tests.
func SeedFrom(n uint64) SecretOptions {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], n)
	return SecretOptions{Seed: sha256.Sum256(append([]byte("patron secret seed "), b[:]...))}
}

// secretsBlock is a new game's secrets with room for their first
// openings, payloads and salts: one allocation instead of five (a bot's
// search makes a game for every world it plays).
type secretsBlock struct {
	s        Secrets
	openings [48]Opening // a game publishes 20 to 45 commitments
	payloads [256]byte
	salts    [48]Salt
}

func newSecrets(o SecretOptions) *Secrets {
	b := &secretsBlock{}
	s := &b.s
	s.Hideout, s.Seed = board.NoLoc, o.Seed
	s.Openings, s.payloads, s.saltArena = b.openings[:0], b.payloads[:0], b.salts[:0]
	s.rng.Seed(o.Seed)
	for i := range s.Defense {
		s.Defense[i] = box.NoToken
	}
	return s
}

// intn is a uniform number in [0, n) from the secret generator.
func (s *Secrets) intn(n int) int {
	return int(uint64(n) * (s.rng.Uint64() >> 32) >> 32)
}

func (s *Secrets) salt() Salt {
	var salt Salt
	binary.LittleEndian.PutUint64(salt[:8], s.rng.Uint64())
	binary.LittleEndian.PutUint64(salt[8:], s.rng.Uint64())
	return salt
}

// keepSalt stores a salt where it will never change, so that commands may
// point at it (a reveal listed as legal stays valid after the next season's
// commitments). Salts are carved from chunks: they allocate now and then.
func (s *Secrets) keepSalt(v Salt) *Salt {
	if len(s.saltArena) == cap(s.saltArena) {
		s.saltArena = make([]Salt, 0, 32)
	}
	s.saltArena = append(s.saltArena, v)
	return &s.saltArena[len(s.saltArena)-1]
}

// commit draws a salt, records the opening and returns the commitment.
// Payloads are carved from one buffer, so a game's commitments allocate
// only now and then.
func (s *Secrets) commit(kind CommitKind, payload []byte) (Digest, *Salt) {
	salt := s.salt()
	if cap(s.payloads)-len(s.payloads) < len(payload) {
		s.payloads = make([]byte, 0, 1024)
	}
	start := len(s.payloads)
	s.payloads = append(s.payloads, payload...)
	p := s.payloads[start:len(s.payloads):len(s.payloads)]
	s.Openings = append(s.Openings, Opening{Kind: kind, Salt: salt, Payload: p})
	return Commit(kind, salt, payload), s.keepSalt(salt)
}

func (s *Secrets) clone() *Secrets {
	c := *s
	c.Openings = append([]Opening(nil), s.Openings...)
	c.payloads = nil // the openings share it read-only
	c.saltArena = nil
	c.Sheet = append([]SheetEntry(nil), s.Sheet...)
	return &c
}

// draw moves the top card of the deck into the hand. In an audit a card
// may be unknown (NoCard): the hand then holds fewer known cards than the
// public count.
func (s *Secrets) draw() {
	if s.DeckLen == 0 {
		return
	}
	s.DeckLen--
	if c := s.Deck[s.DeckLen]; c != box.NoCard {
		s.Hand = s.Hand.With(c)
	}
}

func deckPayload(cards []box.Card) []byte {
	var buf [box.NumCards]byte
	for i, c := range cards {
		buf[i] = byte(c)
	}
	return buf[:len(cards)]
}
