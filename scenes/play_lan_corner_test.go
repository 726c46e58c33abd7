package scenes

import (
	"testing"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/match"
	"patron/scenes/store"
)

// hostTableAtObjectives is a LAN table at the host, Ana's Patrón there
// ordering his objectives, the Factions a bot's: its screen drawn once.
func hostTableAtObjectives(t *testing.T) (*App, *Play) {
	t.Helper()
	srv := loopbackTable(t, 8, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bruno", Who: session.Bot, Bot: "normal"})
	p := startedHostPlay(t, srv)
	m := p.M
	a := NewApp(p, &Script{X: -1, Y: -1})
	a.Settings, a.Store = DefaultSettings(), store.Open(t.TempDir())
	a.Resize(DesignW, DesignH)
	for range 20 { // the Patrón's forced first steps (his shuffle, his draws)
		if p.M.G.Pending().Prompt == game.PromptOrder || !p.M.BotTurn() {
			break
		}
		p.apply(a, p.M.BotCommand())
	}
	if pr := p.M.G.Pending().Prompt; pr != game.PromptOrder || p.view.Secret == nil {
		t.Fatalf("the table is at %s, not the Patrón's objectives", pr.Name())
	}
	m.Chats = []match.ChatLine{{Player: 0, Name: "Ana", Text: "Bonsoir."}, {Player: 1, Name: "Bruno", Text: "Hola."}}
	drawPlay(a, p)
	return a, p
}

// What a table shows at the map's top left (the Patrón's objective cards,
// the Range preview, a save that failed, a command taken for the player)
// begins under a LAN table's chat and its banners, drawn first in the same
// frame, never over their words.
func TestTheMapsTopLeftOverlaysGoUnderTheChat(t *testing.T) {
	a, p := hostTableAtObjectives(t)
	q := NewLANPlay(p.M) // a table never drawn before: this frame must place them
	q.takeNotes(a, []session.Note{{Kind: session.NoteProblem, Code: session.CodeSlowDown, Player: 1}})
	q.desyncNote(a, session.Note{Kind: session.NoteDesync, Code: wire.StepResync, Player: 1, Seq: 2})
	drawPlay(a, q)
	l := q.layout(a)
	chat := q.net.bottom - 6
	if chat < l.Map.Y+150 {
		t.Fatalf("the chat and its two banners end at %.0f, the map begins at %.0f", chat, l.Map.Y)
	}
	if top := q.clearestCorner(l, 430, 200); top.X == l.Map.X+12 && top.Y < chat && top.Y < l.Map.CY() {
		t.Errorf("the objective cards begin at %.0f, over the chat ending at %.0f", top.Y, chat)
	}
	if r := q.noteArea(l); r.Y < chat {
		t.Errorf("a command taken for the player is said at %.0f, over the chat ending at %.0f", r.Y, chat)
	}
	if q.mapTop(l) < chat {
		t.Errorf("the map's top left is free from %.0f, over the chat ending at %.0f", q.mapTop(l), chat)
	}
}
