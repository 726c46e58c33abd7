package scenes

import (
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/words"
)

// captureDesync shows the banner of a game that differs on the LAN table of
// captureLAN: at the joiner's, Carla's computer (seat 2) being brought back
// in step; at the host's, the same computer back; at the joiner's, a
// Patrón's computer dropped; and at the host's, Carla's computer cut for
// flooding the table. The news comes as the host's notes do.
func captureDesync(lang *words.Lang, hm, pm *match.Match, capture func(string, Scene) error) error {
	seq := len(hm.G.PublicLog()) - 3 // a command a moment ago
	for _, shot := range []struct {
		name string
		m    *match.Match
		note session.Note
	}{
		{"lan-table-desync-resync", pm, session.Note{Kind: session.NoteDesync, Code: wire.StepResync, Player: 2, Seq: seq}},
		{"lan-table-desync-back", hm, session.Note{Kind: session.NoteDesync, Code: wire.StepBack, Player: 2, Seq: seq}},
		{"lan-table-desync-dropped", pm, session.Note{Kind: session.NoteDesync, Code: wire.StepDropped, Player: 0, Seq: seq}},
		{"lan-table-floods-cut", hm, session.Note{Kind: session.NoteDesync, Code: wire.StepFloods, Player: 2, Seq: seq}},
	} {
		p := NewLANPlay(shot.m)
		p.desyncNote(&App{Lang: lang}, shot.note)
		if err := capture(shot.name, p); err != nil {
			return err
		}
	}
	return nil
}
