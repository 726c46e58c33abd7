package scenes

import (
	"context"
	"errors"

	"patron/game"
	"patron/netplay/ledger"
	"patron/scenes/match"
	"patron/scenes/words"
)

// A table over is no longer open on its server (its connection is
// refused): My games shows its end from the record the server keeps,
// checked whole here first (every signature, the chain, the server's
// receipts, the rules, and the Patrón's openings against his
// commitments), then played again on a game with no secret, as any
// Faction's computer followed it.

// recordEnd is the end screen of table id from its server's record.
func recordEnd(ctx context.Context, lang *words.Lang, t *onlineTable) (Scene, error) {
	l, err := t.link.client.Log(ctx, t.id, t.invite)
	if err != nil {
		return nil, err
	}
	r := ledger.Verify(l)
	if len(r.Problems) > 0 {
		return nil, errors.New(lang.Sprintf(words.OnlineRecordBroken, r.Problems[0]))
	}
	g, err := game.New(l.Options, nil)
	if err != nil {
		return nil, err
	}
	texts := make([]string, len(l.Moves))
	for i, m := range l.Moves {
		c, err := game.ParseCommand(m.Command)
		if err != nil {
			return nil, err
		}
		if _, err := g.Apply(c); err != nil {
			return nil, err
		}
		texts[i] = m.Command
	}
	var audit *[]game.Finding
	var sheet []game.SheetEntry
	if r.Audited {
		findings, path := game.AuditTextSheet(l.Options, texts, l.Openings)
		audit, sheet = &findings, path
	}
	names := make([]string, len(l.Seats))
	for i, s := range l.Seats {
		names[i] = s.Name
	}
	m, err := match.Ended(g, names, audit, sheet)
	if err != nil {
		return nil, err
	}
	return onlineEnd(m), nil
}
