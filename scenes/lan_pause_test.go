package scenes

import (
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/scenes/store"
)

// The host's person opens the pause menu, then the rules, at a LAN table:
// the host's bot Factions go on playing behind them, and the Patrón's own
// decision waits for him.
func TestLANTableGoesOnBehindThePauseAndTheRules(t *testing.T) {
	a := &App{Store: store.Open(t.TempDir())}
	srv := loopbackTable(t, 8, wire.Seat{Name: "Ana", Who: session.AtHost}, wire.Seat{Name: "Bot", Who: session.Bot, Bot: "normal"})
	p := startedHostPlay(t, srv)
	m := p.M
	patron, err := bot.New("normal", true, 2)
	if err != nil {
		t.Fatal(err)
	}
	// Ana plays until the Factions' bot is to play.
	playPatron(t, a, p, patron, func() bool { return len(m.G.PublicLog()) > 10 && p.M.BotTurn() })
	for _, behind := range []Scene{nil, &Rules{Return: p}} {
		before := len(m.G.PublicLog())
		p.paused = true
		deadline := time.Now().Add(10 * time.Second)
		for !m.G.Over() && (p.M.BotTurn() || len(m.G.PublicLog()) == before) {
			if behind != nil {
				behind.Update(a, &Input{})
			} else {
				p.Update(a, &Input{})
			}
			if time.Now().After(deadline) {
				t.Fatalf("the table stood still behind %T", behind)
			}
		}
		if len(m.G.PublicLog()) == before {
			t.Fatalf("the bots did not play behind %T", behind)
		}
		if !m.G.Over() && m.G.Pending().Seat != game.SeatPatron {
			t.Fatalf("the table went on past the bots: %s", m.G.Pending().Prompt.Name())
		}
		p.paused = false
		playPatron(t, a, p, patron, func() bool { return m.G.Over() || p.M.BotTurn() })
	}
}
