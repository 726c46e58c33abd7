package scenes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// kinds a seat can have, in click order.
var seatKinds = []struct{ bot, label string }{{"", words.Human}, {"random", words.BotLevelRandom}, {"greedy", words.BotLevelGreedy}}

// NewSetup is the new-game screen.
type NewSetup struct {
	players int
	kinds   [5]int // index in seatKinds
	patron  int
	control [box.NumFactions]int // index in People
	seed    string
	err     string
}

// NewSetupScreen starts with two people, the first the Patrón.
func NewSetupScreen() *NewSetup {
	s := &NewSetup{players: 2}
	s.bookSplit()
	return s
}

// factionPeople lists the players who are not the Patrón.
func (s *NewSetup) factionPeople() []int {
	var out []int
	for i := 0; i < s.players; i++ {
		if i != s.patron {
			out = append(out, i)
		}
	}
	return out
}

func (s *NewSetup) bookSplit() {
	fp := s.factionPeople()
	for f, k := range match.DefaultControl(s.players) {
		s.control[f] = fp[k]
	}
}

// randomSplit deals the factions to the faction players in the book's
// proportions, in a random order.
func (s *NewSetup) randomSplit() {
	fp := s.factionPeople()
	def := match.DefaultControl(s.players)
	perm := rand.Perm(len(fp))
	order := rand.Perm(box.NumFactions)
	for i, f := range order {
		s.control[f] = fp[perm[def[i]]]
	}
}

// Update handles the setup's controls.
func (s *NewSetup) Update(a *App, in *Input) {
	id := a.Clicked(in)
	var n int
	switch {
	case id == "setup:back" || in.Pressed(ebiten.KeyEscape):
		a.Switch(&Menu{})
	case id == "setup:start" || in.Pressed(ebiten.KeyEnter):
		s.start(a)
	case id == "setup:book":
		s.bookSplit()
	case id == "setup:random":
		s.randomSplit()
	case scan(id, "setup:players%d", &n):
		s.players = n
		if s.patron >= n {
			s.patron = 0
		}
		s.bookSplit()
	case scan(id, "setup:kind%d", &n):
		s.kinds[n] = (s.kinds[n] + 1) % len(seatKinds)
	case scan(id, "setup:patron%d", &n):
		s.patron = n
		s.bookSplit()
	case scan(id, "setup:faction%d", &n):
		fp := s.factionPeople()
		for i, p := range fp {
			if p == s.control[n] {
				s.control[n] = fp[(i+1)%len(fp)]
				break
			}
		}
	}
	for _, r := range in.Chars {
		if r >= '0' && r <= '9' && len(s.seed) < 18 {
			s.seed += string(r)
		}
	}
	if in.Pressed(ebiten.KeyBackspace) && len(s.seed) > 0 {
		s.seed = s.seed[:len(s.seed)-1]
	}
}

func scan(id, format string, n *int) bool {
	_, err := fmt.Sscanf(id, format, n)
	return err == nil
}

// setup is the match setup the screen describes.
func (s *NewSetup) setup() (match.Setup, error) {
	var ms match.Setup
	for i := 0; i < s.players; i++ {
		ms.People = append(ms.People, match.Person{Name: fmt.Sprintf(words.PlayerN, i+1), Bot: seatKinds[s.kinds[i]].bot})
	}
	ms.Patron, ms.Control = s.patron, s.control
	if s.seed != "" {
		v, err := strconv.ParseUint(s.seed, 10, 64)
		if err != nil || v == 0 {
			return ms, errors.New(words.ErrSeed)
		}
		ms.Seed = v
	}
	return ms, nil
}

func (s *NewSetup) start(a *App) {
	ms, err := s.setup()
	if err == nil {
		var m *match.Match
		if m, err = match.New(ms); err == nil {
			a.Switch(NewPlay(m))
			return
		}
	}
	s.err = err.Error()
}

// Draw paints the setup.
func (s *NewSetup) Draw(a *App, c *draw.Canvas) {
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, words.SetupTitle, cx, 24, 36)
	x0 := cx - 440
	in := Panel(c, draw.Rect{X: x0, Y: 90, W: 520, H: 440}, words.Players)
	for n := 2; n <= 5; n++ {
		style := Plain
		if n == s.players {
			style = Chosen
		}
		a.Button(c, fmt.Sprintf("setup:players%d", n), draw.Rect{X: in.X + float64(n-2)*62, Y: in.Y, W: 54, H: 34}, fmt.Sprint(n), style)
	}
	y := in.Y + 54
	for i := 0; i < s.players; i++ {
		c.Text(fmt.Sprintf(words.PlayerN, i+1), in.X, y+8, draw.TextStyle{Font: theme.Heading, Size: 16, Color: theme.Ink})
		a.Button(c, fmt.Sprintf("setup:kind%d", i), draw.Rect{X: in.X + 100, Y: y, W: 150, H: 34}, seatKinds[s.kinds[i]].label, Plain)
		role := words.FactionRole
		style := Plain
		if i == s.patron {
			role, style = words.PatronRole, Chosen
		} else {
			role = words.BeThePatron
		}
		a.Button(c, fmt.Sprintf("setup:patron%d", i), draw.Rect{X: in.X + 262, Y: y, W: 120, H: 34}, role, style)
		ex := in.X + 400.0 // the emblems of the factions this player runs
		for f := range box.NumFactions {
			if i != s.patron && s.control[f] == i {
				mapview.Emblem(c, box.Faction(f), ex, y+17, 8, theme.Faction(box.Faction(f)))
				ex += 22
			}
		}
		y += 46
	}
	c.Text(words.ClickToChange, in.X, y+4, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
	y += 40
	c.Text(words.SeedLabel, in.X, y+8, Body(16))
	seed := s.seed
	if seed == "" {
		seed = words.SeedRandom
	}
	sr := draw.Rect{X: in.X + 100, Y: y, W: 200, H: 34}
	c.RoundRect(sr, 4).Fill(theme.White)
	c.RoundRect(sr, 4).Stroke(1, theme.InkSoft)
	c.Text(seed, sr.X+10, sr.Y+8, Body(16))
	c.Paragraph(words.SeedHint, in.X, y+42, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})

	fin := Panel(c, draw.Rect{X: x0 + 540, Y: 90, W: 340, H: 440}, words.SplitTitle)
	a.Button(c, "setup:book", draw.Rect{X: fin.X, Y: fin.Y, W: 150, H: 32}, words.SplitBook, Plain)
	a.Button(c, "setup:random", draw.Rect{X: fin.X + 160, Y: fin.Y, W: 150, H: 32}, words.SplitRandom, Plain)
	y = fin.Y + 52
	for f := range box.NumFactions {
		mapview.Emblem(c, box.Faction(f), fin.X+12, y+16, 9, theme.Faction(box.Faction(f)))
		c.Text(box.Faction(f).Name(), fin.X+30, y+8, Body(15))
		a.Button(c, fmt.Sprintf("setup:faction%d", f), draw.Rect{X: fin.X + 170, Y: y, W: 140, H: 32}, fmt.Sprintf(words.PlayerN, s.control[f]+1), Plain)
		y += 44
	}
	a.Button(c, "setup:back", draw.Rect{X: x0, Y: 560, W: 200, H: 46}, words.Back, Plain)
	a.Button(c, "setup:start", draw.Rect{X: x0 + 680, Y: 560, W: 200, H: 46}, words.Start, Primary)
	if s.err != "" {
		c.Text(s.err, cx, 630, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	}
}
