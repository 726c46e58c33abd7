package match

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"patron/game"
	"patron/game/bot"
	"patron/game/box"
)

// ---------------------------------------------------------------- helpers

func humans(n int) []Person {
	out := make([]Person, n)
	for i := range out {
		out[i] = Person{Name: "P" + string(rune('1'+i))}
	}
	return out
}

func secret(n uint64) *game.SecretOptions {
	s := game.SeedFrom(n)
	return &s
}

// bookControl is the book's split for a table, in People indices.
func bookControl(people, patron int) [box.NumFactions]int {
	s := Setup{People: make([]Person, people), Patron: patron}
	fp := s.FactionPlayers()
	var c [box.NumFactions]int
	for f, k := range DefaultControl(people) {
		c[f] = fp[k]
	}
	return c
}

func mustNew(t *testing.T, s Setup) *Match {
	t.Helper()
	m, err := New(s)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return m
}

// handOff is one blank screen the table showed.
type handOff struct {
	aud    Audience
	prompt game.Prompt
	seat   game.Seat
	step   int
}

// table drives a match the way the Play screen does, checking the table's
// rules at every step. The humans' choices come from greedy bots looking
// at the view on screen, with some random play mixed in.
type table struct {
	t        *testing.T
	m        *Match
	rng      *rand.Rand
	pat, fac bot.Bot
	fm       *game.Game // a Factions' machine fed the public log

	handoffs []handOff
	human    int // human decisions
	forced   int
	bots     int
	private  int // PlataPlomo decisions by humans
	// privateThenGroup counts private hand-offs followed (at the next
	// hand-off) by one back to the faction group.
	privateThenGroup int
	steps            int
	botHandOffs      int // hand-offs before a Faction bot plays
}

func newTable(t *testing.T, m *Match, seed uint64) *table {
	t.Helper()
	pat, _ := bot.New("normal", true, seed*31+1)
	fac, _ := bot.New("normal", false, seed*31+2)
	fm, err := game.New(m.G.Pub.Opts, nil)
	if err != nil {
		t.Fatalf("Factions' machine: %v", err)
	}
	return &table{t: t, m: m, rng: rand.New(rand.NewPCG(seed, 99)), pat: pat, fac: fac, fm: fm}
}

const maxSteps = 6000

// play runs the match to its end (or maxSteps).
func (tb *table) play() {
	t, m := tb.t, tb.m
	t.Helper()
	var evs []game.Event // the Factions' machine's events, in order
	for ; !m.G.Over() && tb.steps < maxSteps; tb.steps++ {
		d := m.G.Pending()
		before := m.Screen()
		if m.BotTurn() {
			if aud, need := m.HandOff(); need {
				tb.checkBotHandOff(d, aud, before)
				m.Confirm(aud)
				before = m.Screen()
			}
			tb.checkBotTurn(d)
			c := m.BotCommand()
			if d.Forced {
				tb.forced++
				legal := m.G.Legal(nil)
				if len(legal) != 1 || !legal[0].Equal(c) {
					t.Fatalf("step %d: forced %v: table plays %q, legal %v", tb.steps, d.Prompt, c, legal)
				}
			} else {
				tb.bots++
			}
			tb.apply(c, &evs)
			if !m.Screen().Same(before) {
				t.Fatalf("step %d: a bot or forced move changed the screen", tb.steps)
			}
			continue
		}
		c := tb.humanTurn(d, before)
		tb.apply(c, &evs)
	}
	if !m.G.Over() {
		t.Logf("game did not end in %d steps: %v", maxSteps, m.G)
	}
}

// checkBotHandOff: a Faction bot about to play while the Patrón's view is
// on screen blanks it for the human faction players, who may be looking.
func (tb *table) checkBotHandOff(d game.Decision, aud, before Audience) {
	t, m := tb.t, tb.m
	t.Helper()
	if d.Forced || !before.Patron || !d.Seat.IsFactions() {
		t.Fatalf("step %d: hand-off to %v before a bot's %v (screen %v)", tb.steps, aud, d.Prompt, before)
	}
	if aud.Patron || !slices.Equal(aud.People, m.factionPeople(true)) || len(aud.People) == 0 {
		t.Fatalf("step %d: bot hand-off to %v, want the human faction players %v", tb.steps, aud, m.factionPeople(true))
	}
	tb.botHandOffs++
}

func (tb *table) checkBotTurn(d game.Decision) {
	t, m := tb.t, tb.m
	t.Helper()
	if aud, need := m.HandOff(); need {
		t.Fatalf("step %d: hand-off to %v on a bot's or forced turn (%v)", tb.steps, aud, d.Prompt)
	}
	if d.Forced {
		return
	}
	if d.Seat.IsFactions() && len(m.factionPeople(true)) > 0 && m.Screen().Patron {
		t.Fatalf("step %d: a Faction bot plays %v under the Patrón's view", tb.steps, d.Prompt)
	}
	p, b := m.Actor()
	if b == nil || m.Setup.People[p].Human() {
		t.Fatalf("step %d: BotTurn for human %d at %v", tb.steps, p, d)
	}
	if s := m.PersonOf(d.Seat); s >= 0 && s != p {
		t.Fatalf("step %d: %v is person %d's, bot of person %d plays it", tb.steps, d.Seat, s, p)
	}
}

// humanTurn is a human's decision: hand-off, checks, choice.
func (tb *table) humanTurn(d game.Decision, before Audience) game.Command {
	t, m := tb.t, tb.m
	t.Helper()
	tb.human++
	need := m.Needed()
	aud, handed := m.HandOff()
	if !aud.Same(need) {
		t.Fatalf("step %d: HandOff names %v, the decision needs %v", tb.steps, aud, need)
	}
	multi := m.Humans() > 1
	if multi && handed != !before.Same(need) {
		t.Fatalf("step %d: hand-off %v but screen %v → needed %v (%v)", tb.steps, handed, before, need, d.Prompt)
	}
	if !multi && handed {
		t.Fatalf("step %d: a hand-off with a single human", tb.steps)
	}
	if handed {
		if n := len(tb.handoffs); n > 0 && tb.handoffs[n-1].prompt == game.PromptPlataPlomo &&
			!aud.Patron && len(aud.People) > 1 {
			tb.privateThenGroup++
		}
		tb.handoffs = append(tb.handoffs, handOff{aud: aud, prompt: d.Prompt, seat: d.Seat, step: tb.steps})
		if len(m.Names(aud)) != len(aud.People) || len(aud.People) == 0 {
			t.Fatalf("step %d: hand-off names %v for %v", tb.steps, m.Names(aud), aud)
		}
		m.Confirm(aud)
	}
	scr := m.Screen()
	if !scr.Same(need) {
		t.Fatalf("step %d: screen %v, decision needs %v", tb.steps, scr, need)
	}
	pat := m.Setup.Patron
	switch {
	case d.Seat == game.SeatPatron:
		if !scr.Patron || !slices.Equal(scr.People, []int{pat}) {
			t.Fatalf("step %d: the Patrón decides %v before %v", tb.steps, d.Prompt, scr)
		}
	case d.Prompt == game.PromptPlataPlomo:
		tb.private++
		if scr.Patron || !slices.Equal(scr.People, []int{m.PersonOf(d.Seat)}) || !scr.Private {
			t.Fatalf("step %d: %v's Plata o Plomo before %v (controller %d)", tb.steps, d.Seat, scr, m.PersonOf(d.Seat))
		}
	default:
		if scr.Patron || slices.Contains(scr.People, pat) {
			t.Fatalf("step %d: %v's %v before %v", tb.steps, d.Seat, d.Prompt, scr)
		}
		if !slices.Equal(scr.People, m.factionPeople(true)) {
			t.Fatalf("step %d: faction decision before %v, want all human faction players %v", tb.steps, scr, m.factionPeople(true))
		}
	}
	if p, _ := m.Actor(); !scr.has(p) {
		t.Fatalf("step %d: decider %d is not in the audience %v", tb.steps, p, scr)
	}
	v := m.View()
	if (v.Secret != nil) != scr.Patron {
		t.Fatalf("step %d: view secret %v for screen %v", tb.steps, v.Secret != nil, scr)
	}
	if v.Seat != d.Seat {
		t.Fatalf("step %d: view of %v for a decision of %v", tb.steps, v.Seat, d.Seat)
	}
	legal := m.G.Legal(nil)
	if len(v.Legal) == 0 || !slices.EqualFunc(v.Legal, legal, game.Command.Equal) {
		t.Fatalf("step %d: view lists %v, the rules %v", tb.steps, v.Legal, legal)
	}
	if !scr.Patron {
		tb.checkPublicView(v)
	}
	if tb.rng.IntN(4) == 0 {
		return v.Legal[tb.rng.IntN(len(v.Legal))]
	}
	if scr.Patron {
		return tb.pat.Choose(&v)
	}
	return tb.fac.Choose(&v)
}

// checkPublicView: what the Factions see is exactly what a machine without
// the Patrón's secrets would show.
func (tb *table) checkPublicView(v game.View) {
	tb.t.Helper()
	if v.Secret != nil {
		tb.t.Fatalf("step %d: the Factions' screen holds secrets", tb.steps)
	}
	w := tb.fm.View(v.Seat)
	if !reflect.DeepEqual(v.Public, w.Public) || v.Pending != w.Pending ||
		!slices.EqualFunc(v.Legal, w.Legal, game.Command.Equal) {
		tb.t.Fatalf("step %d: the Factions' view differs from a public machine's", tb.steps)
	}
}

// apply plays a command and feeds the Factions' machine what was published;
// the table's log must be the Factions' machine's, line for line.
func (tb *table) apply(c game.Command, evs *[]game.Event) {
	t, m := tb.t, tb.m
	t.Helper()
	if _, err := m.Apply(c); err != nil {
		t.Fatalf("step %d: legal %q refused: %v", tb.steps, c, err)
	}
	pub := m.G.PublicLog()
	for _, pc := range pub[len(tb.fm.PublicLog()):] {
		out, err := tb.fm.Apply(pc)
		if err != nil {
			t.Fatalf("step %d: Factions' machine refuses %q: %v", tb.steps, pc, err)
		}
		*evs = append(*evs, out.Events...)
	}
	if !reflect.DeepEqual(m.Events, *evs) && (len(m.Events) > 0 || len(*evs) > 0) {
		t.Fatalf("step %d: after %q the table logged events the Factions' machine does not know:\n%v\nvs\n%v",
			tb.steps, c, m.Events[max(0, len(m.Events)-5):], (*evs)[max(0, len(*evs)-5):])
	}
	if m.G.Over() != tb.fm.Over() {
		t.Fatalf("step %d: the machines disagree on the end", tb.steps)
	}
}

// ---------------------------------------------------------------- setup

func TestSetupErrors(t *testing.T) {
	for _, n := range []int{0, 1, 6} {
		_, err := New(Setup{People: humans(n)})
		if err == nil || !strings.Contains(err.Error(), "2 to 5") {
			t.Errorf("%d people: %v", n, err)
		}
	}
	for _, p := range []int{-1, 3, 9} {
		if _, err := New(Setup{People: humans(3), Patron: p}); err == nil {
			t.Errorf("Patrón %d of 3 accepted", p)
		}
	}
	ps := humans(2)
	ps[1].Bot = "grandmaster"
	if _, err := New(Setup{People: ps}); err == nil || !strings.Contains(err.Error(), "grandmaster") {
		t.Errorf("unknown bot: %v", err)
	}
	// A faction given to the Patrón's player is named.
	for f := box.Faction(0); f < box.NumFactions; f++ {
		c := bookControl(3, 1)
		c[f] = 1
		_, err := New(Setup{People: humans(3), Patron: 1, Control: c})
		if err == nil || !strings.Contains(err.Error(), f.Name()) {
			t.Errorf("%v given to the Patrón: %v", f, err)
		}
	}
	// Splits the book's table forbids: the engine refuses them.
	bad := []struct {
		people, patron int
		control        [box.NumFactions]int
	}{
		{4, 0, [4]int{1, 1, 1, 2}}, // one runs three, one runs none
		{4, 2, [4]int{0, 0, 0, 1}},
		{3, 0, [4]int{1, 1, 1, 2}}, // 3+1 instead of 2+2
		{5, 0, [4]int{1, 1, 2, 3}}, // player 4 runs nothing
		{4, 0, [4]int{1, 2, 3, 3}}, // 1+1+2 is fine …
	}
	for i, b := range bad {
		_, err := New(Setup{People: humans(b.people), Patron: b.patron, Control: b.control})
		if i == len(bad)-1 {
			if err != nil {
				t.Errorf("%+v: a valid 2+1+1 split refused: %v", b, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%+v: split accepted", b)
		}
	}
}

func TestSetupDefaultControl(t *testing.T) {
	want := map[int][]int{2: {4}, 3: {2, 2}, 4: {1, 1, 2}, 5: {1, 1, 1, 1}}
	for n := 2; n <= 5; n++ {
		c := DefaultControl(n)
		sizes := make([]int, n-1)
		for f, k := range c {
			if k < 0 || k > n-2 {
				t.Fatalf("%d players: faction %d to position %d", n, f, k)
			}
			sizes[k]++
		}
		slices.Sort(sizes)
		if !slices.Equal(sizes, want[n]) {
			t.Errorf("%d players: split sizes %v, want %v", n, sizes, want[n])
		}
		// Every Patrón seat works with the book's split, given as People
		// indices or left to the default. All 0 is the default only when
		// the first person is the Patrón; otherwise it gives the first
		// person every faction, which only two players may do.
		for pat := 0; pat < n; pat++ {
			for _, ctl := range [][box.NumFactions]int{bookControl(n, pat), {}, {-1, -1, -1, -1}} {
				m, err := New(Setup{People: humans(n), Patron: pat, Control: ctl, Seed: 7, Secret: secret(7)})
				if ctl == [box.NumFactions]int{} && pat != 0 && n > 2 {
					if err == nil {
						t.Fatalf("%d players, Patrón %d: the first person running every faction was accepted", n, pat)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%d players, Patrón %d, control %v: %v", n, pat, ctl, err)
				}
				for f := box.Faction(0); f < box.NumFactions; f++ {
					if p := m.PersonOf(game.FactionSeat(f)); p == pat || p < 0 || p >= n {
						t.Errorf("%d players, Patrón %d: %v runs with person %d", n, pat, f, p)
					}
				}
			}
		}
	}
}

func TestSetupSeedPicked(t *testing.T) {
	m := mustNew(t, Setup{People: humans(2)})
	if m.Setup.Seed == 0 || m.G.Pub.Opts.Seed != m.Setup.Seed || m.G.Sec == nil {
		t.Fatalf("seed %d / %d, secrets %v", m.Setup.Seed, m.G.Pub.Opts.Seed, m.G.Sec != nil)
	}
}

// ---------------------------------------------------------------- mapping

func TestMatchPlayerMapping(t *testing.T) {
	cases := []struct {
		people, patron int
		control        [box.NumFactions]int
	}{
		{4, 2, [4]int{3, 0, 1, 3}},
		{4, 0, [4]int{3, 2, 1, 1}},
		{5, 4, [4]int{3, 1, 0, 2}},
		{3, 1, [4]int{2, 0, 2, 0}},
		{2, 1, [4]int{0, 0, 0, 0}},
	}
	for _, c := range cases {
		m := mustNew(t, Setup{People: humans(c.people), Patron: c.patron, Control: c.control, Seed: 3, Secret: secret(3)})
		if p := m.PersonOf(game.SeatPatron); p != c.patron {
			t.Errorf("%+v: Patrón seat → person %d", c, p)
		}
		if p := m.PersonOf(game.SeatTeam); p != -1 {
			t.Errorf("%+v: team → person %d", c, p)
		}
		for f := box.Faction(0); f < box.NumFactions; f++ {
			if p := m.PersonOf(game.FactionSeat(f)); p != c.control[f] {
				t.Errorf("%+v: %v → person %d, want %d", c, f, p, c.control[f])
			}
		}
		fp := m.Setup.FactionPlayers()
		if len(fp) != c.people-1 || slices.Contains(fp, c.patron) {
			t.Errorf("%+v: faction players %v", c, fp)
		}
	}
}

// ---------------------------------------------------------------- hotseat

// A whole hotseat game at four: the right eyes on the screen for every
// decision, a hand-off exactly when they change, the Patrón's secrets on
// screen only for him.
func TestHotseatWholeGame(t *testing.T) {
	var patronSwitches, games, ended int
	for seed := uint64(1); seed <= 6; seed++ {
		pat := int(seed % 4)
		m := mustNew(t, Setup{People: humans(4), Patron: pat, Control: bookControl(4, pat), Seed: seed, Secret: secret(seed)})
		tb := newTable(t, m, seed)
		tb.play()
		games++
		if m.G.Over() {
			ended++
		}
		if tb.human == 0 || len(tb.handoffs) == 0 {
			t.Fatalf("seed %d: %d human decisions, %d hand-offs", seed, tb.human, len(tb.handoffs))
		}
		if !tb.handoffs[0].aud.Patron {
			t.Errorf("seed %d: the first hand-off is to %v, not the Patrón (he shuffles and hides first)", seed, tb.handoffs[0].aud)
		}
		for i := 1; i < len(tb.handoffs); i++ {
			a, b := tb.handoffs[i-1].aud, tb.handoffs[i].aud
			if a.Same(b) {
				t.Fatalf("seed %d: two hand-offs in a row to %v", seed, a)
			}
			if a.Patron != b.Patron {
				patronSwitches++
			}
		}
	}
	if patronSwitches < games*4 {
		t.Errorf("only %d hand-offs between the Patrón and the Factions in %d games", patronSwitches, games)
	}
	if ended == 0 {
		t.Errorf("no game of %d ended", games)
	}
}

// A faction's Plata o Plomo is decided alone: the screen goes to that
// faction's player only, then back to the whole faction group.
func TestHotseatPlataPlomoIsPrivate(t *testing.T) {
	found, backToGroup := 0, 0
	for seed := uint64(1); seed <= 200 && found < 4; seed++ {
		people := 3 + int(seed%3)
		pat := int(seed) % people
		m := mustNew(t, Setup{People: humans(people), Patron: pat, Control: bookControl(people, pat), Seed: seed, Secret: secret(seed)})
		tb := newTable(t, m, seed)
		tb.play()
		var private []handOff
		for _, h := range tb.handoffs {
			if h.prompt == game.PromptPlataPlomo {
				private = append(private, h)
				if h.aud.Patron || len(h.aud.People) != 1 || h.aud.People[0] != m.PersonOf(h.seat) {
					t.Fatalf("seed %d: Plata o Plomo of %v handed to %v", seed, h.seat, h.aud)
				}
			}
		}
		if tb.private > 0 && len(private) == 0 {
			t.Fatalf("seed %d: %d Plata o Plomo decisions without a private hand-off", seed, tb.private)
		}
		if len(private) > 0 {
			backToGroup += tb.privateThenGroup
			found++
		}
	}
	if found == 0 {
		t.Fatal("no Plata o Plomo decision in 200 hotseat games")
	}
	// After a private choice the screen may go to the Patrón first (his
	// turn, or the DEA's window of ruling R25 before the group's choice);
	// across the games it must go back to the faction group.
	if backToGroup == 0 {
		t.Fatalf("in %d games the screen never went back from a private choice to the faction group", found)
	}
}

// Forced answers are played by the table, without a hand-off.
func TestForcedDecisionsNeedNoHandOff(t *testing.T) {
	forced := 0
	for seed := uint64(20); seed < 23; seed++ {
		m := mustNew(t, Setup{People: humans(3), Patron: 0, Seed: seed, Secret: secret(seed)})
		tb := newTable(t, m, seed)
		tb.play()
		forced += tb.forced
	}
	if forced == 0 {
		t.Fatal("no forced decision in 3 games")
	}
	// The very first decision (the Patrón's shuffle) is forced.
	m := mustNew(t, Setup{People: humans(2), Seed: 5, Secret: secret(5)})
	if d := m.G.Pending(); !d.Forced || !m.BotTurn() {
		t.Fatalf("first decision %v: forced %v, BotTurn %v", d.Prompt, d.Forced, m.BotTurn())
	}
	if _, need := m.HandOff(); need || !m.Screen().Empty() {
		t.Fatal("a forced decision asked for a hand-off")
	}
}

// ---------------------------------------------------------------- solo

func TestSoloBothWaysRound(t *testing.T) {
	cases := []struct {
		name   string
		people []Person
		patron int
		noSolo bool // leave the screen to HandOff alone
	}{
		{"human Patrón", []Person{{Name: "H"}, {Name: "B", Bot: "normal"}}, 0, false},
		{"human Factions", []Person{{Name: "B", Bot: "normal"}, {Name: "H"}}, 0, false},
		{"human Patrón second", []Person{{Name: "B", Bot: "random"}, {Name: "H"}}, 1, false},
		{"human faction player of three", []Person{{Name: "B1", Bot: "random"}, {Name: "H"}, {Name: "B2", Bot: "normal"}}, 2, false},
		{"human Factions without SoloAudience", []Person{{Name: "B", Bot: "random"}, {Name: "H"}, {Name: "H2", Bot: "normal"}}, 0, true},
		{"human Patrón without SoloAudience", []Person{{Name: "B", Bot: "normal"}, {Name: "H"}}, 1, true},
	}
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			seed := uint64(40 + i)
			m := mustNew(t, Setup{People: c.people, Patron: c.patron, Control: [4]int{-1, -1, -1, -1}, Seed: seed, Secret: secret(seed)})
			h := slices.IndexFunc(c.people, Person.Human)
			humanPatron := h == c.patron
			if m.Humans() != 1 {
				t.Fatalf("%d humans", m.Humans())
			}
			start := Audience{Patron: humanPatron, People: []int{h}}
			if !c.noSolo {
				m.SoloAudience()
				if !m.Screen().Same(start) {
					t.Fatalf("solo audience %v", m.Screen())
				}
			}
			tb := newTable(t, m, seed)
			var evs []game.Event
			for ; !m.G.Over() && tb.steps < maxSteps; tb.steps++ {
				if v := m.View(); (v.Secret != nil) != humanPatron && !m.Screen().Empty() {
					t.Fatalf("step %d: the human's screen shows secrets: %v", tb.steps, v.Secret != nil)
				}
				d := m.G.Pending()
				if m.BotTurn() {
					tb.checkBotTurn(d)
					tb.apply(m.BotCommand(), &evs)
					continue
				}
				if _, need := m.HandOff(); need {
					t.Fatalf("step %d: a hand-off in a solo game", tb.steps)
				}
				if !m.Screen().Same(start) {
					t.Fatalf("step %d: screen %v, want %v", tb.steps, m.Screen(), start)
				}
				if p, b := m.Actor(); p != h || b != nil {
					t.Fatalf("step %d: %v comes to person %d (human %d)", tb.steps, d.Seat, p, h)
				}
				if s := m.PersonOf(d.Seat); s >= 0 && s != h {
					t.Fatalf("step %d: the bot's %v comes to the human", tb.steps, d.Seat)
				}
				tb.human++
				v := m.View()
				if len(v.Legal) == 0 || v.Seat != d.Seat {
					t.Fatalf("step %d: view of %v with %d commands for %v", tb.steps, v.Seat, len(v.Legal), d.Seat)
				}
				if !humanPatron {
					tb.checkPublicView(v)
				}
				tb.apply(v.Legal[tb.rng.IntN(len(v.Legal))], &evs)
			}
			if tb.human == 0 {
				t.Fatal("the human never decided")
			}
		})
	}
}

// ---------------------------------------------------------------- hidden

// Fifty hotseat games: whenever the screen is not the Patrón's, the view
// holds no secret and equals what a machine without his secrets shows, and
// the log is line for line the public events (table.apply checks both
// after every command).
func TestHiddenInformationHotseat(t *testing.T) {
	for seed := uint64(100); seed < 150; seed++ {
		people := 2 + int(seed%4)
		pat := int(seed/4) % people
		m := mustNew(t, Setup{People: humans(people), Patron: pat, Control: bookControl(people, pat), Seed: seed, Secret: secret(seed)})
		tb := newTable(t, m, seed)
		tb.play()
		if m.PersonOf(game.SeatPatron) != pat {
			t.Fatal("mapping")
		}
	}
}

// A mixed table: the Patrón and one faction player are people, the other
// factions bots. When a Faction bot is about to play and the Patrón's view
// is on screen, the screen blanks for the human faction player: the
// Patrón's secrets never stay up while the Factions' side plays.
func TestHotseatBotsNeverPlayUnderThePatronsView(t *testing.T) {
	blanked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		s := Setup{Seed: seed, Patron: 0, Control: [4]int{1, 2, 3, 3}}
		s.People = []Person{{Name: "P"}, {Name: "D"}, {Name: "B2", Bot: "normal"}, {Name: "B3", Bot: "random"}}
		sec := game.SeedFrom(seed)
		s.Secret = &sec
		m, err := New(s)
		if err != nil {
			t.Fatal(err)
		}
		tb := newTable(t, m, seed)
		tb.play()
		blanked += tb.botHandOffs
	}
	if blanked == 0 {
		t.Error("no hand-off before a Faction bot's turn in 6 mixed games")
	}
}
