package scenes

import (
	"fmt"

	"patron/game"
	"patron/game/board"
	"patron/game/bot"
	"patron/game/box"
	"patron/render/panels"
	"patron/scenes/match"
	"patron/scenes/words"
)

// namedShot is one screen to capture: a name and the scene showing it.
type namedShot struct {
	Name  string
	Scene Scene
}

// mouseShot is a scene captured with the mouse resting at a point (over
// a card, say), to show what hovering shows.
// sizeShot is a scene shown at a smaller interface size (Settings).
type sizeShot struct {
	Scene
	percent int
}

type mouseShot struct {
	Scene
	x, y float64
}

// expertSetup is a setup of four with an Expert bot in seat 3 (seat, from
// 0) and a Hard one in seat 4, the pointer resting on the Expert's kind
// to show its line on how it plays.
func expertSetup(s *NewSetup, seat int) mouseShot {
	s.players = 4
	kinds := s.seatKinds(words.English())
	for i, k := range kinds {
		switch k.bot {
		case "expert":
			s.kinds[seat] = i
		case "hard":
			s.kinds[3] = i
		}
	}
	s.bookSplit()
	// the kind button of row seat: the panel's inside starts at
	// (DesignW/2-428, 126), its rows 54 below, 46 apart
	return mouseShot{s, DesignW/2 - 428 + 130 + 65, 126 + 54 + float64(seat)*46 + 17}
}

// HotseatSetup is a four-player table of people: player 1 the Patrón.
func HotseatSetup(lang *words.Lang, seed uint64) match.Setup {
	s := match.Setup{Seed: seed, Control: [4]int{-1, -1, -1, -1}}
	for i := range 4 {
		s.People = append(s.People, match.Person{Name: lang.Sprintf(words.PlayerN, i+1)})
	}
	sec := game.SeedFrom(seed)
	s.Secret = &sec
	return s
}

// autoplay advances a match with bot choices (the Patrón's first hideout
// forced to hide when given) until stop says so or the game ends.
func autoplay(m *match.Match, hide board.Loc, stop func(d game.Decision) bool) error {
	return play(m, hide, false, stop)
}

// play is autoplay; with blind set, the Patrón's other choices are his
// first legal command, so that his public choices cannot depend on where
// he hides (the greedy bot would, say, lock the hunter nearest to him).
func play(m *match.Match, hide board.Loc, blind bool, stop func(d game.Decision) bool) error {
	patron, err := newBotFor(true, m.Setup.Seed)
	if err != nil {
		return err
	}
	factions, err := newBotFor(false, m.Setup.Seed)
	if err != nil {
		return err
	}
	for steps := 0; steps < 20000 && !m.G.Over(); steps++ {
		d := m.G.Pending()
		if stop(d) {
			return nil
		}
		v := m.G.View(d.Seat)
		var c game.Command
		switch {
		case d.Prompt == game.PromptHide && m.G.Pub.Season == 0 && hide != board.NoLoc:
			c = game.Cmd(game.OpHide, int8(hide))
		case d.Seat == game.SeatPatron && blind:
			c = v.Legal[0]
		case d.Seat == game.SeatPatron:
			c = bot.Turn(patron, &v)
		default:
			c = bot.Turn(factions, &v)
		}
		if _, err := m.Apply(c); err != nil {
			return fmt.Errorf("autoplay: %s: %w", c.Format(), err)
		}
	}
	return nil
}

// ShotPlay is a table at a point of the game, seen by the audience that
// decides there.
func ShotPlay(m *match.Match) *Play {
	p := NewPlay(m)
	p.M.Confirm(p.M.Needed())
	p.refresh()
	return p
}

// CaptureAll walks through every screen of the game for a seed and hands
// each to capture as a Still as soon as it is set up: menu, setup, rules,
// settings, the table in the Patrón's and the Factions' views, the
// hand-off, every kind of prompt a person answers, and the end screen.
// hide forces the Patrón's first hideout (NoLoc: his bot picks).
func CaptureAll(lang *words.Lang, seed uint64, hide board.Loc, capture func(Still) error) error {
	return CaptureSome(lang, seed, hide, nil, capture)
}

// lanShots begins the name of every screen of a LAN table: setting them
// up plays games over loopback QUIC, which a run wanting none of them
// skips.
const lanShots = "lan-"

// CaptureSome is CaptureAll, but skips setting up the groups of screens
// (named by the prefix all their names share) for which mayWant says no
// (nil: every group is set up).
func CaptureSome(lang *words.Lang, seed uint64, hide board.Loc, mayWant func(group string) bool, yield func(Still) error) error {
	capture := func(name string, sc Scene) error { return yield(stillOf(name, sc)) }
	setup := NewSetupScreen()
	setup.players, setup.kinds[3] = 4, 2
	setup.bookSplit()
	typing := NewSetupScreen() // a long name being typed, and its limit
	typing.players, typing.focus = 3, 2
	typing.names[2] = "Cara Hernández-Ospina"
	typing.bookSplit()
	for _, s := range []namedShot{{"menu", &Menu{}}, {"setup", setup}, {"setup-name", typing}, {"setup-expert", expertSetup(NewSetupScreen(), 2)}, {"rules", &Rules{page: 2}}, {"settings", &SettingsScreen{}}, {"settings-80", sizeShot{&SettingsScreen{}, 80}}, {"credits", Credits{}}} {
		if err := capture(s.Name, s.Scene); err != nil {
			return err
		}
	}
	if err := captureStart(lang, seed, hide, capture); err != nil {
		return err
	}
	if err := captureGame(lang, seed, hide, capture); err != nil {
		return err
	}
	if err := captureBotsOnly(lang, seed, capture); err != nil {
		return err
	}
	if err := captureLog(lang, seed, capture); err != nil {
		return err
	}
	if err := captureSummary(lang, seed, capture); err != nil {
		return err
	}
	if err := captureLastTurn(lang, seed, capture); err != nil {
		return err
	}
	if err := captureOnRequest(lang, seed, capture); err != nil {
		return err
	}
	if err := captureMoments(lang, seed, capture); err != nil {
		return err
	}
	if err := captureTutorial(lang, capture); err != nil {
		return err
	}
	if err := captureHistory(lang, seed, capture); err != nil {
		return err
	}
	if err := captureSaves(lang, seed, capture); err != nil {
		return err
	}
	if err := captureStorage(lang, seed, capture); err != nil {
		return err
	}
	if mayWant == nil || mayWant(lanShots) {
		if err := captureLAN(lang, seed, capture); err != nil {
			return err
		}
		if err := captureLANLimit(lang, seed, capture); err != nil {
			return err
		}
		if err := captureDecisionLost(lang, seed, capture); err != nil {
			return err
		}
		if err := captureLANWindow(lang, seed, capture); err != nil {
			return err
		}
	}
	if err := captureOnline(lang, seed, mayWant, capture); err != nil {
		return err
	}
	if err := captureAdvice(lang, seed, capture); err != nil {
		return err
	}
	if err := capturePad(lang, seed, capture); err != nil {
		return err
	}
	return captureMoves(lang, seed, capture)
}

// captureStart shows the table just as the Patrón starts his first turn:
// the Factions' view and the hand-off to him. Nothing public depends on
// his hideout yet, so these must be the same pixels whatever it is. (The
// GPU's anti-aliasing can vary by a shade with what was drawn before, so
// these come right after the screens that never change: keep the order.)
func captureStart(lang *words.Lang, seed uint64, hide board.Loc, capture func(string, Scene) error) error {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	if err := play(m, hide, true, func(d game.Decision) bool {
		return m.G.Pub.Season == 1 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay
	}); err != nil {
		return err
	}
	if err := capture("factions-start", factionsLooking(m)); err != nil {
		return err
	}
	return capture("handoff-start", handOffFromFactions(lang, m))
}

// captureBotsOnly shows a game of bots only as it plays: the public
// board, and who plays on the prompt.
func captureBotsOnly(lang *words.Lang, seed uint64, capture func(string, Scene) error) error {
	s := HotseatSetup(lang, seed)
	for i, level := range []string{"normal", "easy", "hard", "easy"} {
		s.People[i].Bot = level
	}
	m, err := match.New(s)
	if err != nil {
		return err
	}
	if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
		return m.G.Pub.Season == 2 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay
	}); err != nil {
		return err
	}
	return capture("bots-only", NewPlay(m))
}

// factionsLooking is the table with the faction players (people 1–3 of
// HotseatSetup) on screen.
func factionsLooking(m *match.Match) *Play {
	p := NewPlay(m)
	m.Confirm(match.Audience{People: []int{1, 2, 3}, Seat: game.SeatTeam})
	p.refresh()
	return p
}

// handOffFromFactions is the table with the faction players on screen,
// blanked for the audience the pending decision needs.
func handOffFromFactions(lang *words.Lang, m *match.Match) *Play {
	p := factionsLooking(m)
	aud, _ := m.HandOff()
	p.handoff = NewHandOff(lang, m, aud)
	return p
}

// promptShot captures the first time a person answers a kind of decision.
func promptShot(m *match.Match, d game.Decision, seen map[game.Prompt]bool, capture func(string, Scene) error) error {
	if d.Forced || seen[d.Prompt] {
		return nil
	}
	seen[d.Prompt] = true
	if err := captureRangeHover(m, d, capture); err != nil {
		return err
	}
	return capture("prompt-"+d.Prompt.Name(), ShotPlay(m))
}

// captureGame plays one hotseat game with bot choices and captures the
// first time each kind of decision comes to a person.
func captureGame(lang *words.Lang, seed uint64, hide board.Loc, capture func(string, Scene) error) error {
	m, err := match.New(HotseatSetup(lang, seed))
	if err != nil {
		return err
	}
	seen := map[game.Prompt]bool{}
	boardPatron, boardFactions, handoff, narrowed, privateShot := false, false, false, false, false
	var shotErr error
	stop := func(d game.Decision) bool {
		shoot := func(name string, s Scene) bool {
			shotErr = capture(name, s)
			return shotErr != nil
		}
		if shotErr = promptShot(m, d, seen, capture); shotErr != nil {
			return true
		}
		if !privateShot && d.Prompt == game.PromptPlataPlomo {
			privateShot = true
			if shoot("handoff-private", handOffFromFactions(lang, m)) {
				return true
			}
		}
		if !narrowed && d.Prompt == game.PromptPlace && !d.Forced {
			p := ShotPlay(m)
			count := map[board.Loc]int{}
			for _, c := range p.view.Legal {
				count[c.Args().Loc]++
			}
			for l := range board.N {
				if count[board.Loc(l)] >= 2 {
					narrowed = true
					p.ch.pickLoc(board.Loc(l))
					return shoot("choice-narrowed", p)
				}
			}
		}
		switch {
		case !boardPatron && m.G.Pub.Season >= 2 && d.Seat == game.SeatPatron && d.Prompt == game.PromptPlay:
			boardPatron = true
			if shoot("board-patron", ShotPlay(m)) {
				return true
			}
			np := ShotPlay(m) // a decision taken for the player: its note keeps clear of the hiding sheet
			np.note, np.noteLeft = lang.Sprintf(words.TakenForYou, lang.Printer().Command(np.view.Legal[0])), noteFrames
			if shoot("note-taken", np) {
				return true
			}
			// the hand raised under the mouse, a card's text shown
			l := layoutTable(DesignW, DesignH)
			if shoot("hand-hover", mouseShot{ShotPlay(m), l.Hand.CX(), l.Map.Bottom() - 12}) {
				return true
			}
			if shoot("defense-hover-patron", ownTokenHover(m)) { // his own face-down token named under the mouse
				return true
			}
			// his own face-down objective explained under the mouse
			if shoot("objective-hover-patron", mouseShot{ShotPlay(m), l.Dashboard.X + 100, l.Dashboard.Y + 181}) {
				return true
			}
			p := ShotPlay(m)
			p.paused = true
			if shoot("pause", p) {
				return true
			}
			p = ShotPlay(m)
			p.help = true
			if shoot("help", p) {
				return true
			}
			p = ShotPlay(m) // the turn clock in its last half minute
			p.clock = turnClock{running: true, left: 25 * 60}
			if shoot("clock", p) {
				return true
			}
			p = ShotPlay(m) // the map zoomed on the Caribbean north
			p.zoom = zoomView{zoom: 2.2, panX: 300, panY: 0}
			if shoot("zoom", p) {
				return true
			}
			return shoot("size-80", sizeShot{ShotPlay(m), 80})
		case !boardFactions && m.G.Pub.Season >= 2 && d.Prompt == game.PromptUseAction:
			boardFactions = true
			p := ShotPlay(m)
			p.overlay = true
			m.Markers = board.Of(board.MustLoc("A3"), board.MustLoc("A9"))
			if shoot("board-factions", p) {
				return true
			}
			if shoot("clues", cluesShot(m)) {
				return true
			}
			if shotErr = captureMarks(lang, m, capture); shotErr != nil {
				return true
			}
			// a revealed objective explained under the mouse
			l := layoutTable(DesignW, DesignH)
			if shoot("objective-hover", mouseShot{ShotPlay(m), l.Dashboard.X + 210, l.Dashboard.Y + 156}) {
				return true
			}
			// a mini-card explained: the DEA's first +2 move
			dea := panels.FactionLayout(l.Factions)[box.DEA]
			if shoot("hint-hover", mouseShot{ShotPlay(m), dea.X + 14, dea.Bottom() - 13}) {
				return true
			}
			// The same view on a Factions' machine, which never held a secret.
			pm, err := m.FactionsCopy()
			if err != nil {
				shotErr = err
				return true
			}
			q := NewPlay(pm)
			q.overlay = true
			return shoot("board-factions-public", q)
		case !handoff && boardFactions && d.Seat == game.SeatPatron && !d.Forced:
			handoff = true
			if shoot("handoff", handOffFromFactions(lang, m)) {
				return true
			}
			p := handOffFromFactions(lang, m) // Esc: the table's menu over the blank screen
			p.paused = true
			return shoot("handoff-menu", p)
		}
		return false
	}
	if err := autoplay(m, hide, stop); err != nil {
		return err
	}
	if shotErr != nil {
		return shotErr
	}
	if err := capture("end", NewEnd(m)); err != nil {
		return err
	}
	return captureRarePrompts(lang, seed, seen, capture)
}

// captureRarePrompts plays more games (other seeds) to capture the kinds
// of decision the first game never asked, until a few games in a row
// bring nothing new.
func captureRarePrompts(lang *words.Lang, seed uint64, seen map[game.Prompt]bool, capture func(string, Scene) error) error {
	for i, dry := uint64(1), 0; i <= 12 && dry < 4; i++ {
		m, err := match.New(HotseatSetup(lang, seed+1000*i))
		if err != nil {
			return err
		}
		var shotErr error
		before := len(seen)
		if err := autoplay(m, board.NoLoc, func(d game.Decision) bool {
			shotErr = promptShot(m, d, seen, capture)
			return shotErr != nil
		}); err != nil {
			return err
		}
		if shotErr != nil {
			return shotErr
		}
		if len(seen) == before {
			dry++
		} else {
			dry = 0
		}
	}
	return nil
}
