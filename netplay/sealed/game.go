package sealed

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"patron/game"
	"patron/netplay/identity"
)

// contents is what a blob holds: enough to rebuild the Patrón's game at
// its place from the table's public log. His machine's log is the public
// log with his private forms among it (a private form applied in place of
// the commitment it publishes, and his steps that publish nothing, a
// defense token of seven); with his secret seed, they rebuild every
// secret he holds, for the engine draws nothing but from that seed.
type contents struct {
	Format  string       `json:"format"`
	Options game.Options `json:"options"`
	Seed    string       `json:"seed"` // 64 hex digits
	At      int          `json:"at"`   // public commands at the seal
	Length  int          `json:"length"`
	Steps   []step       `json:"steps"`
	// SecretHash and PublicHash are the game's at the seal, checked once
	// it is rebuilt.
	SecretHash string `json:"secretHash"`
	PublicHash string `json:"publicHash"`
}

// step is a private form of his machine's log: its place there (I) and
// its text.
type step struct {
	I   int    `json:"i"`
	Cmd string `json:"c"`
}

const format = "patron-sealed-patron"

// Seal seals g, the Patrón's game (his secrets in it), for id at p: p.At
// must be the length of g's public log.
func Seal(id *identity.Identity, p Place, g *game.Game) ([]byte, error) {
	if g.Sec == nil {
		return nil, errors.New("only the Patrón's machine has a game to seal")
	}
	if n := len(g.PublicLog()); n != p.At {
		return nil, fmt.Errorf("sealing at command %d a game of %d", p.At, n)
	}
	c := contents{Format: format, Options: g.Pub.Opts, Seed: hex.EncodeToString(g.Sec.Seed[:]), At: p.At,
		Length: len(g.Log()), Steps: []step{}, SecretHash: hashText(g.SecretHash()), PublicHash: hashText(g.PublicHash())}
	for i, cmd := range g.Log() {
		if cmd.Secret() {
			c.Steps = append(c.Steps, step{I: i, Cmd: cmd.Format()})
		}
	}
	plain, err := json.Marshal(&c)
	if err != nil {
		return nil, err
	}
	return seal(id, p, plain)
}

func hashText(h uint64) string { return fmt.Sprintf("%016x", h) }

// ErrMismatch is a blob that opened but does not rebuild the table's
// public log: his game and the table's differ.
var ErrMismatch = errors.New("the Patrón's sealed game does not match the table's log")

// mismatch is ErrMismatch saying where.
func mismatch(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMismatch, fmt.Sprintf(format, args...))
}

// decode reads a blob's contents strictly.
func decode(plain []byte) (*contents, error) {
	var c contents
	dec := json.NewDecoder(bytes.NewReader(plain))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil || dec.More() || c.Format != format {
		return nil, mismatch("its contents are not a sealed game of this version")
	}
	return &c, nil
}

// rebuild replays the Patrón's machine's game from c and the public log's
// first c.At commands: every command it publishes must be the log's, and
// the hashes at the end the sealed ones.
func (c *contents) rebuild(opts game.Options, public []string) (*game.Game, error) {
	if c.At < 0 || c.At > len(public) || c.Length < c.At || c.Length > 4*len(public)+64 {
		return nil, mismatch("it holds %d commands at command %d of a log of %d", c.Length, c.At, len(public))
	}
	var sec game.SecretOptions
	if b, err := hex.DecodeString(c.Seed); err != nil || len(b) != len(sec.Seed) {
		return nil, mismatch("its seed is not %d hex digits", 2*len(sec.Seed))
	} else {
		copy(sec.Seed[:], b)
	}
	g, err := game.New(opts, &sec)
	if err != nil {
		return nil, mismatch("%v", err)
	}
	if g.Pub.Opts != c.Options {
		return nil, mismatch("it was sealed for a game of other options")
	}
	p, k := 0, 0 // the public command next, the private step next
	for i := 0; i < c.Length; i++ {
		private := k < len(c.Steps) && c.Steps[k].I == i
		var cmd game.Command
		if private {
			if cmd, err = game.ParseCommand(c.Steps[k].Cmd); err != nil || !cmd.Secret() {
				return nil, mismatch("its step %d is not a private form", k+1)
			}
			k++
		} else {
			if p >= c.At {
				return nil, mismatch("it goes on past the log's command %d", c.At)
			}
			if cmd, err = game.ParseCommand(public[p]); err != nil || cmd.Secret() {
				return nil, mismatch("the log's command %d is not a public form", p+1)
			}
		}
		out, err := g.Apply(cmd)
		if err != nil {
			return nil, mismatch("command %d of his game: %v", i+1, err)
		}
		if !out.HasPublished {
			continue
		}
		if p >= c.At || out.Published.Format() != public[p] {
			return nil, mismatch("his game publishes something else than the log's command %d", p+1)
		}
		p++
	}
	switch {
	case k != len(c.Steps):
		return nil, mismatch("its steps are out of order")
	case p != c.At:
		return nil, mismatch("it rebuilds %d of the log's %d commands", p, c.At)
	case hashText(g.SecretHash()) != c.SecretHash || hashText(g.PublicHash()) != c.PublicHash:
		return nil, mismatch("the rebuilt game differs from the sealed one")
	}
	return g, nil
}
