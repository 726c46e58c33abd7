package lan

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"patron/assets/lang"
	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// pauseAt is a machine that knows the Patrón's pause as given.
type pauseAt struct {
	left     time.Duration
	gone, ok bool
}

func (p *pauseAt) Pause() (time.Duration, bool, bool) { return p.left, p.gone, p.ok }

// console is every kind of line a headless table's console prints, in
// c's language: the host's first lines, the seats as people come and go,
// the notes of the game and of its decision limit, and each end.
func console(t *testing.T, srv *Server, cfg session.HostConfig, c *lang.Catalog) []string {
	t.Helper()
	var out bytes.Buffer
	h := HostRun{Server: ServerConfig{Table: cfg}, Bind: "127.0.0.1", Lang: c, Out: &out}
	h.announce(srv)
	h.back(srv)
	fmt.Fprintln(&out, labelled(c, labelDiscovery, c.T(discoveryOff)))
	for _, l := range []wire.Lobby{{}, {LimitMS: 30000}, {LimitMS: 30000, GraceMS: 120000}} {
		fmt.Fprintln(&out, labelled(c, labelLimit, LimitText(c, l)))
	}
	fmt.Fprintln(&out, labelled(c, labelSeatToken, "0123"))
	fmt.Fprintln(&out, labelled(c, labelComeBack, "patron join --save x"))

	control := [4]int{1, 1, 2, 2}
	seat := func(s wire.Seat) []wire.Seat {
		return []wire.Seat{{Name: "Bot 0", Who: session.Bot, Bot: "normal"}, s, {Name: "Pia", Who: session.AtHost, Taken: true, Connected: true}}
	}
	ana := wire.Seat{Name: "Ana", Who: session.Remote, Taken: true, Connected: true}
	standIn, away, open := ana, ana, wire.Seat{Name: "Player 1", Who: session.Remote}
	standIn.StandIn, standIn.Bot = true, "easy"
	away.Connected = false
	awayStoodIn := away
	awayStoodIn.StandIn, awayStoodIn.Bot = true, "easy"
	var lines []string
	states := [][]wire.Seat{nil, seat(ana), seat(standIn), seat(ana), seat(away), seat(ana), seat(awayStoodIn), seat(open)}
	for i := 1; i < len(states); i++ {
		lines = append(lines, SeatChanges(c, states[i-1], states[i], control)...)
	}

	pause := &pauseAt{}
	log := []string{}
	w := &watcher{out: &out, say: c, log: func() []string { return log }, pause: pause,
		seats: func() ([]wire.Seat, [4]int) { return seat(ana), control }}
	w.note(session.Note{Kind: session.NoteStarted})
	log = []string{"a", "b", "c"}
	w.note(session.Note{Kind: session.NoteStarted})
	w.back = true
	w.note(session.Note{Kind: session.NoteStarted, Code: session.StartedFromLog})
	w.note(session.Note{Kind: session.NoteChat, Player: 1, Text: "hola"})
	w.note(session.Note{Kind: session.NoteProblem, Player: 2, Text: "not your turn"})
	for _, p := range []pauseAt{{-1, false, true}, {-1, true, true}, {90 * time.Second, false, true}, {90 * time.Second, true, true}, {}} {
		*pause = p
		w.note(session.Note{Kind: session.NotePaused})
	}
	w.note(session.Note{Kind: session.NoteAbandonable})
	w.note(session.Note{Kind: session.NoteAbandoned, Seq: 12})
	w.note(session.Note{Kind: session.NoteTeamAnswered, Player: 1})

	fmt.Fprintln(&out, SeatName(c, 2, control))
	for _, r := range []game.Result{{Winner: game.PatronSide}, {Winner: game.FactionsSide}, {}} {
		fmt.Fprintln(&out, ResultText(c, r))
	}
	PrintEnd(&out, c, nil, Outcome{Commands: 40, Hash: 0xabc})
	PrintEnd(&out, c, nil, Outcome{Commands: 40, Hash: 0xabc, Audited: true})
	PrintEnd(&out, c, nil, Outcome{Commands: 40, Hash: 0xabc, Audited: true, Findings: []game.Finding{{Index: 3, Opening: -1}}})
	for _, a := range []wire.Abandon{{WaitedMS: 95000}, {WaitedMS: 95000, Gone: true}, {WaitedMS: 95000, Over: true}, {WaitedMS: 95000, Over: true, Gone: true}} {
		PrintEnd(&out, c, nil, Outcome{Commands: 40, Hash: 0xabc, Abandoned: &a})
	}
	PrintEnd(&out, c, nil, Outcome{Commands: 40, Hash: 0xabc, Abandoned: &wire.Abandon{}, PublicCheck: errors.New("command 3: no")})
	return append(lines, strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")...)
}

// A host's console in Spanish or Russian says every line in that
// language and none of the English ones; the labels of its first lines
// stay lined up; English, with no catalogue or its own, is as it was.
func TestTheConsoleSpeaksItsLanguage(t *testing.T) {
	cfg := Sim{Players: 3, PatronAtHost: true, Seed: 3, Bot: "random"}.HostConfig()
	srv, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Discovery: "127.0.0.1:0", Table: cfg})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	en := console(t, srv, cfg, nil)
	if again := console(t, srv, cfg, lang.English()); !slices.Equal(again, en) {
		t.Errorf("English's own catalogue says otherwise:\n%q\n%q", again, en)
	}
	code := PrettyCode(srv.Code())
	for _, want := range []string{
		`hosting "lan-sim": 3 players`,
		"session code:   " + code,
		fmt.Sprintf("game port:      %d (QUIC over UDP)", srv.Port()),
		fmt.Sprintf("discovery port: %d (UDP)", srv.DiscoveryPort()),
		"discovery:      off (join with the address and the code)",
		fmt.Sprintf("to join:        patron join 127.0.0.1:%d --code %s   (or in the game: Join a LAN game)", srv.Port(), code),
		"decision limit: 30s a decision (then a bot plays a Faction's seat; the Patrón has 2m0s more before the game may end as abandoned)",
		"to come back:   patron join --save x",
		"seat 1 (DEA, Policía Nacional): Ana let the decision limit pass; a bot (easy) plays for them until they act again",
		"waiting for the Patrón past the decision limit (his computer is away): the game may be ended as abandoned in 1m30s",
		"game abandoned after 40 commands: the game was over, and the table waited 1m35s for the Patrón's openings (his computer away)",
		"audit: every hidden answer checked: fair play",
	} {
		if !slices.Contains(en, want) {
			t.Errorf("English has no line %q", want)
		}
	}
	for _, code := range []string{"es", "ru"} {
		c := lang.Lookup(code)
		got := console(t, srv, cfg, c)
		if len(got) != len(en) {
			t.Fatalf("%s: %d lines, English %d:\n%s", code, len(got), len(en), strings.Join(got, "\n"))
		}
		for i, l := range got {
			if slices.Contains(en, l) {
				t.Errorf("%s: line %d is English: %q", code, i, l)
			}
		}
		column := -1
		for _, l := range got {
			for _, label := range labels {
				if rest, ok := strings.CutPrefix(l, c.T(label)+":"); ok {
					col := utf8.RuneCountInString(l) - utf8.RuneCountInString(strings.TrimLeft(rest, " "))
					if column >= 0 && col != column {
						t.Errorf("%s: %q does not line up (column %d, not %d)", code, l, col, column)
					}
					column = col
				}
			}
		}
		if column < 0 {
			t.Errorf("%s: no labelled line:\n%s", code, strings.Join(got, "\n"))
		}
		t.Logf("%s:\n%s", code, strings.Join(got, "\n"))
	}
}
