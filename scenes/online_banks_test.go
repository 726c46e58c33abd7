//go:build !js

package scenes

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/netplay/lobby"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// drawnTexts are the texts a screen writes in a frame.
func drawnTexts(a *App, s Scene) []string {
	c := &draw.Canvas{S: 1, Dry: true}
	a.targets = a.targets[:0]
	s.Draw(a, c)
	return c.QueuedTexts()
}

// leaveForLobby leaves an online table for Play online, once it knows
// the player's vacation.
func leaveForLobby(p *screenPlayer, table *Play) *OnlineScreen {
	table.askLeave(p.a)
	table.updateLeave(p.a, &Input{Keys: []ebiten.Key{ebiten.KeyEnter}})
	table.stopSaving()
	p.scene, p.a.next = p.a.next, nil
	o := p.scene.(*OnlineScreen)
	p.until("the vacation's days", func() bool { return o.vac.known })
	return o
}

// saysOne reports whether texts hold one that want says of them.
func saysOne(texts []string, want func(string) bool) bool { return slices.ContainsFunc(texts, want) }

// A Faction's player at a turn-based table on a real server, through the
// screens: the table shows their bank running down (the server's bot, the
// Patrón, none); back in Play online they take a vacation of three days,
// which My games marks at the table and the table shows as held; ending
// it at once gives back the days not begun.
func TestOnlineTurnTableShowsTheBanksAndTheVacation(t *testing.T) {
	lang := words.English()
	a := onlineApp(t)
	p := signIn(t, a, startOnline(t))
	o := p.scene.(*OnlineScreen)
	p.until("the vacation's days", func() bool { return o.vac.known })
	if o.vac.v.DaysLeft != o.vac.v.PerYear || o.vac.v.PerYear == 0 || o.vac.on() {
		t.Fatalf("a new player's vacation: %+v", o.vac.v)
	}
	if !saysOne(drawnTexts(a, o), func(s string) bool { return s == lang.Sprintf(words.OnlineVacationLeft, o.vac.v.PerYear) }) {
		t.Error("Play online does not say the vacation's days left")
	}

	table := factionTable(p)
	id := table.net.online.id
	p.until("my bank running", func() bool {
		bs := netBanks(table.M.Net)
		return len(bs) == 2 && bs[1].Running && !table.M.Elsewhere()
	})
	before := netBanks(table.M.Net)[1].Left
	time.Sleep(30 * time.Millisecond)
	if after := netBanks(table.M.Net)[1].Left; after >= before || after < 71*time.Hour {
		t.Errorf("my bank of 3 days went from %v to %v", before, after)
	}
	texts := drawnTexts(a, table)
	if !saysOne(texts, func(s string) bool { return strings.HasPrefix(s, "2 d 23:59:") || s == "3 d 0:00:00" }) {
		t.Errorf("the table does not show my bank: %q", texts)
	}
	if saysOne(texts, func(s string) bool { return strings.HasPrefix(s, lang.Sprintf(words.BankHeld, "")) }) {
		t.Error("a seat is shown on vacation")
	}

	o = leaveForLobby(p, table)
	p.click(named("online:vac-more"))
	p.click(named("online:vac-more"))
	if o.vac.days != 3 {
		t.Fatalf("two clicks on + chose %d days", o.vac.days)
	}
	p.click(named("online:vac-take"))
	p.until("the vacation", o.vac.on)
	if got, want := o.vac.v.DaysLeft, o.vac.v.PerYear-3; got != want {
		t.Errorf("%d days left after taking 3, not %d", got, want)
	}
	if d := time.Until(o.vac.v.Until); d < 71*time.Hour || d > 73*time.Hour {
		t.Errorf("a vacation of 3 days ends in %v", d)
	}
	row := -1
	p.until("My games marking the table", func() bool {
		row = slices.IndexFunc(a.online.mine, func(m lobby.Mine) bool { return m.ID == id && !m.HeldUntil.IsZero() })
		return row >= 0
	})
	held := heldLine(lang, a.online.mine[row])
	if texts := drawnTexts(a, o); held == "" || !slices.Contains(texts, held) || !slices.Contains(texts, lang.Sprintf(words.OnlineVacationOn, dateText(o.vac.v.Until), o.vac.v.DaysLeft)) {
		t.Errorf("Play online does not say the vacation (%q): %q", held, texts)
	}

	// The table opened again shows the player's seat held.
	p.click(numbered("online:mine", row))
	p.until("the table again", func() bool { table, _ = p.scene.(*Play); return table != nil })
	p.until("my seat held", func() bool {
		bs := netBanks(table.M.Net)
		return len(bs) == 2 && !bs[1].Held.IsZero() && !bs[1].Running
	})
	if texts := drawnTexts(a, table); !saysOne(texts, func(s string) bool { return strings.HasPrefix(s, lang.Sprintf(words.BankHeld, "")) }) {
		t.Errorf("the table does not show my seat on vacation: %q", texts)
	}
	o = leaveForLobby(p, table)

	// Ended at once, the vacation gives back the days not begun: two.
	p.click(named("online:vac-end"))
	p.until("the vacation's end", func() bool { return o.vac.call == nil && !o.vac.on() })
	if o.vac.v.DaysLeft != o.vac.v.PerYear-1 {
		t.Errorf("%d days left after ending a vacation of 3 days at once, not %d", o.vac.v.DaysLeft, o.vac.v.PerYear-1)
	}
}

// A turn-based table's lobby says its rule in words and each person's
// bank; at the table, the line of whom it waits on says their bank.
func TestATurnTableSaysItsRuleAndTheBankItWaitsOn(t *testing.T) {
	lang := words.English()
	srv, peer, err := shotLobbyTable(lang, 3, shotBank())
	if err != nil {
		t.Fatal(err)
	}
	a := bareApp(Platform{}, &Menu{}, &Script{})
	lobbyScreen := &PeerLobby{peer: peer}
	if err := settleUntil(srv, peer, func() bool { return len(peer.Banks()) == 3 }); err != nil {
		t.Fatal(err)
	}
	texts := drawnTexts(a, lobbyScreen)
	rule := "Time bank: 3 days each, +1 day after each move, at most 5 days"
	if !strings.Contains(strings.Join(texts, " "), rule) { // in lines as wide as the seats
		t.Errorf("the lobby does not say %q: %q", rule, texts)
	}
	if n := strings.Count(strings.Join(texts, "\n"), "3 d 0:00:00"); n != 2 {
		t.Errorf("the lobby shows %d banks of 3 days, not the two people's: %q", n, texts)
	}
	srv.Close()
	peer.Close()

	host, joiner, err := limitTable(lang, 3, 1, false, shotBank(),
		func(g *game.Game) bool { return g.Pub.Season >= 2 && g.Pub.Opts.ControllerOf(g.Pending().Seat) == 1 })
	if err != nil {
		t.Fatal(err)
	}
	defer func() { host.Close(); joiner.Close() }()
	if err := settleUntil(host, joiner, func() bool { bs := host.Banks(); return len(bs) == 2 && bs[1].Running }); err != nil {
		t.Fatal(err)
	}
	hm, err := match.NewLAN(match.HostNet{S: host})
	if err != nil {
		t.Fatal(err)
	}
	msg, _ := NewLANPlay(hm).netWaiting(lang)
	if want := lang.Sprintf(words.WaitingBank, "Bruno", ""); !strings.HasPrefix(msg, want) || !strings.Contains(msg, " d ") {
		t.Errorf("the host's table says %q, not %q and Bruno's bank", msg, want)
	}
}
