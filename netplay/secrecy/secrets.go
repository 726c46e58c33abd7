// Package secrecy checks what a machine of the Factions received for the
// Patrón's secrets (docs/netplay.md, "What the bytes show"): the bytes of
// its connections, raw, against everything his machine knew. The tests use
// it on pipes (netplay/session) and on QUIC between processes
// (netplay/lan/cli/secrecy_test.go, over transport.RecordTo's record).
package secrecy

import (
	"fmt"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/game/replay"
)

// Secrets is what only the Patrón's machine knows during a game.
type Secrets struct {
	Seed [32]byte
	// Salts are his commitments' salts, as text, in publication order:
	// each may be seen in the command that reveals it, or in the openings
	// at the end.
	Salts []string
	// Private are the private forms of his decisions ("hide C5"): never
	// sent, only their public forms.
	Private []string
	// Names are his hideouts' locations, the cards he held and the
	// objectives he drew (ids and names): outside the game's commands
	// (which reveal them when the rules say) they are never sent.
	Names []string
}

// Of reads the secrets of the Patrón's game (one loaded from his save, his
// secrets and private log with it), replaying it to know every card he
// ever held.
func Of(g *game.Game) (Secrets, error) {
	if g.Sec == nil {
		return Secrets{}, fmt.Errorf("the game holds no secrets: not the Patrón's")
	}
	s := Secrets{Seed: g.Sec.Seed}
	for _, o := range g.Sec.Openings {
		s.Salts = append(s.Salts, o.Salt.String())
	}
	for _, c := range g.Log() {
		if c.Secret() {
			s.Private = append(s.Private, c.Format())
		}
	}
	var held box.CardSet
	var drawn []box.Objective
	sec := game.SecretOptions{Seed: g.Sec.Seed}
	_, err := replay.Replay(g.Pub.Opts, &sec, g.Log(), func(_ int, r *game.Game) error {
		held |= r.Sec.Hand
		drawn = append(drawn, r.Sec.Drawn[:]...)
		for _, slot := range r.Sec.Objectives {
			drawn = append(drawn, slot[:]...)
		}
		return nil
	})
	if err != nil {
		return Secrets{}, err
	}
	seen := map[string]bool{}
	name := func(n string) {
		if n != "" && n != "-" && !seen[n] {
			seen[n] = true
			s.Names = append(s.Names, n)
		}
	}
	for _, e := range g.Sec.Sheet {
		if e.Loc >= 0 && int(e.Loc) < board.N {
			name(e.Loc.String())
			name(board.Map.Name[e.Loc])
		}
	}
	for c := box.Card(0); c < box.NumCards; c++ {
		if held.Has(c) {
			name(c.String())
			name(c.Info().Name)
		}
	}
	for _, o := range drawn {
		if o >= 0 && o < box.NumObjectives {
			name(o.String())
			name(o.Name())
		}
	}
	return s, nil
}
