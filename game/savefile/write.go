package savefile

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"patron/game"
)

// Part says what a save holds.
type Part uint8

const (
	// PublicPart is a Factions' save: the published log only.
	PublicPart Part = iota
	// WithSecrets adds the Patrón's part: a hotseat save, or his own.
	WithSecrets
)

// Write makes a sealed save of g. created is when the game began (kept
// from save to save); now is when this save is written.
func Write(g *game.Game, t Table, part Part, created, now time.Time) ([]byte, error) {
	return encode(g, t, part, nil, created, now)
}

// WriteSealed makes a sealed save of g with the Patrón's part sealed with
// key (Sealed): the save of a game whose Patrón no person at this PC
// plays.
func WriteSealed(g *game.Game, t Table, key *Key, created, now time.Time) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("savefile: no key to seal the Patrón's part with")
	}
	return encode(g, t, WithSecrets, key, created, now)
}

func encode(g *game.Game, t Table, part Part, key *Key, created, now time.Time) ([]byte, error) {
	f, err := build(g, t, part, created, now)
	if err != nil {
		return nil, err
	}
	if key != nil {
		if err := f.seal(key); err != nil {
			return nil, err
		}
	}
	if f.Seal, err = sealOf(f); err != nil {
		return nil, err
	}
	return json.MarshalIndent(f, "", " ")
}

func build(g *game.Game, t Table, part Part, created, now time.Time) (*File, error) {
	if part == WithSecrets && g.Sec == nil {
		return nil, fmt.Errorf("savefile: only the Patrón's machine holds his part of the game")
	}
	if len(g.Log()) == 0 && len(g.PublicLog()) > 0 {
		return nil, fmt.Errorf("savefile: this game keeps no log")
	}
	pub := texts(g.PublicLog())
	cps, last, err := checkpoints(g.Pub.Opts, g.PublicLog())
	if err != nil {
		return nil, err
	}
	p := &g.Pub
	f := &File{
		Format:  Format,
		Version: Version,
		Table:   t,
		Options: p.Opts,
		Summary: Summary{
			Season:   p.Season,
			Turn:     p.Turn,
			Over:     p.Result.Over,
			Commands: len(pub),
			Created:  created.UTC().Format(time.RFC3339),
			Saved:    now.UTC().Format(time.RFC3339),
		},
		Public: Public{Log: pub, Checkpoints: cps, Chain: last.String(), PublicHash: hashText(g.PublicHash())},
	}
	if p.Result.Over {
		f.Summary.Winner = p.Result.Winner.String()
	}
	if part == WithSecrets {
		f.Secret = &Secret{
			Seed:       hex.EncodeToString(g.Sec.Seed[:]),
			Log:        texts(g.Log()),
			SecretHash: hashText(g.SecretHash()),
		}
	}
	return f, nil
}

func texts(log []game.Command) []string {
	out := make([]string, len(log))
	for i, c := range log {
		out[i] = c.Format()
	}
	return out
}

// checkpoints replays the public log on a Factions' machine (no secrets)
// and pins it every CheckEvery commands. The engine applies a command in
// well under a microsecond, so this costs little even on every autosave.
func checkpoints(opts game.Options, log []game.Command) ([]Checkpoint, chain, error) {
	c, err := chainStart(opts)
	if err != nil {
		return nil, c, err
	}
	g, err := game.New(opts, nil)
	if err != nil {
		return nil, c, err
	}
	out := make([]Checkpoint, 0, len(log)/CheckEvery)
	for i, cmd := range log {
		c = c.next(cmd.Format())
		if _, err := g.Apply(cmd); err != nil {
			return nil, c, fmt.Errorf("savefile: the public log does not replay at command %d: %v", i+1, err)
		}
		if (i+1)%CheckEvery == 0 {
			out = append(out, Checkpoint{At: i + 1, Chain: c.String(), PublicHash: hashText(g.PublicHash())})
		}
	}
	return out, c, nil
}
