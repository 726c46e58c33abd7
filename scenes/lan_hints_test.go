package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/netplay/lobby"
	"patron/netplay/session"
	"patron/render/draw"
	"patron/scenes/words"
)

// The host's toggle makes a table without hints: its LAN table's config
// and its online table's request carry the choice.
func TestHostSetupTurnsHintsOff(t *testing.T) {
	lang := words.English()
	for _, online := range []bool{false, true} {
		s := NewLANSetupScreen()
		if online {
			s = NewOnlineSetupScreen()
		}
		s.players = 2
		s.kinds[1] = 3 // a bot: the table needs a person here, and an online one a single one
		s.bookSplit()
		a := NewApp(s, &Script{X: -1, Y: -1})
		a.Settings, a.Store = DefaultSettings(), nil
		a.Resize(DesignW, DesignH)
		a.targets = a.targets[:0]
		s.Draw(a, &draw.Canvas{Img: ebiten.NewImage(DesignW, DesignH), S: a.S})
		i := slices.IndexFunc(a.Targets(), func(tg Target) bool { return tg.ID == named("setup:hints") })
		if i < 0 {
			t.Fatalf("online %v: no toggle for hints on the host's setup", online)
		}
		r := a.Targets()[i].R
		s.Update(a, &Input{X: r.CX(), Y: r.CY(), Click: true})
		cfg, req := hostRequest(t, lang, s)
		if !cfg.NoHints || !req.NoHints {
			t.Fatalf("online %v: hints turned off, yet the table's config %v and request %v", online, cfg.NoHints, req.NoHints)
		}
	}
}

// The level Settings gives stand-ins goes with an online table's request;
// Normal, the server's own choice, is left out, so that a server that
// knows no other level still takes the request.
func TestOnlineRequestCarriesTheStandInLevel(t *testing.T) {
	lang := words.English()
	for level, want := range map[string]string{"expert": "expert", "easy": "easy", "normal": ""} {
		s := NewOnlineSetupScreen()
		s.players = 2
		s.kinds[1] = 3 // a bot: an online table has a single person here
		s.bookSplit()
		s.standIn = level
		_, req := hostRequest(t, lang, s)
		if req.StandIn != want {
			t.Errorf("stand-ins of level %s: the request says %q, want %q", level, req.StandIn, want)
		}
	}
}

// A public table made without hints says so beside its name in the
// online list; one with hints says nothing there.
func TestOnlineListingSaysNoHints(t *testing.T) {
	lang := words.English()
	l := lobby.Listing{Mode: lobby.Live, Status: lobby.StatusLobby, Seats: make([]lobby.ListingSeat, 3)}
	if note := listingNote(lang, l); note != "" {
		t.Fatalf("a table with hints is listed with %q", note)
	}
	l.NoHints = true
	if note := listingNote(lang, l); note != lang.T(words.OnlineNoHints) {
		t.Fatalf("a table without hints is listed with %q", note)
	}
}

// hostRequest is a host's setup as its table's config and as a request to
// a server.
func hostRequest(t *testing.T, lang *words.Lang, s *NewSetup) (session.HostConfig, lobby.Create) {
	t.Helper()
	cfg, err := s.tableConfig(lang)
	if err != nil {
		t.Fatal(err)
	}
	req, _, err := onlineRequest(lang, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return cfg, req
}
