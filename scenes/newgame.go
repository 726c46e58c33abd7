package scenes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/bot"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// levelWords are each bot level's name ("Bot: normal") and its line on
// how it plays, for every level a player may seat (bot.Levels).
var levelWords = map[string]struct{ name, about string }{
	"easy":   {words.BotLevelEasy, words.BotAboutEasy},
	"normal": {words.BotLevelNormal, words.BotAboutNormal},
	"hard":   {words.BotLevelHard, words.BotAboutHard},
	"expert": {words.BotLevelExpert, words.BotAboutExpert},
}

// seatKind is a kind of seat: its bot level ("" a person here,
// remoteKind one elsewhere) and its name on the seat's button.
type seatKind struct{ bot, label string }

// botKinds are the bot levels as seat kinds, weakest first, after the
// kinds given.
func botKinds(lang *words.Lang, kinds ...seatKind) []seatKind {
	for _, l := range bot.Levels {
		kinds = append(kinds, seatKind{l, lang.T(levelWords[l].name)})
	}
	return kinds
}

// kinds a seat can have, in click order.
func seatKinds(lang *words.Lang) []seatKind {
	return botKinds(lang, seatKind{"", lang.T(words.Human)})
}

// kindAbout says in a line how a seat's kind plays.
func kindAbout(lang *words.Lang) map[string]string {
	about := map[string]string{"": lang.T(words.HumanAbout), remoteKind: lang.T(words.RemoteAbout)}
	for _, l := range bot.Levels {
		about[l] = lang.T(levelWords[l].about)
	}
	return about
}

// NewSetup is the new-game screen.
type NewSetup struct {
	players int
	kinds   [5]int // index in seatKinds
	patron  int
	control [box.NumFactions]int // index in People
	seed    string
	names   [5]string // typed names ("" keeps "Player N")
	focus   int       // the field typing goes to: a name 0–4, or focusSeed
	err     string
	lan     bool // hosting a LAN table: seats may be on other computers
	online  bool // creating an online table, a LAN table's seats (online_create.go)
	// limitMinutes is a LAN table's time for each decision (lan_limit.go).
	limitMinutes int
	// standIn is the level of the bot that plays a seat past it: the
	// host's Settings.BotLevel, taken as the table opens.
	standIn string
	table   tableBack // a LAN table to go back to (lan_table.go)
	// noHints: a LAN or online table made without the hint of a seat,
	// for everyone at it (lan_hints.go).
	noHints bool
}

// focusSeed is the seed field's focus value.
const focusSeed = 5

// nameLimit is how many characters a player's name holds; the screen
// says so while a name is typed.
const nameLimit = 24

// name is a player's name as typed, or "Player N"; a dash or apostrophe
// left at its end (a name cut at the limit) goes.
func (s *NewSetup) name(lang *words.Lang, i int) string {
	if n := strings.TrimRight(strings.TrimSpace(s.names[i]), " -'"); n != "" {
		return n
	}
	return lang.Sprintf(words.PlayerN, i+1)
}

// NewSetupScreen starts with two people, the first the Patrón.
func NewSetupScreen() *NewSetup {
	s := &NewSetup{players: 2, focus: focusSeed}
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
	lang := a.Lang
	id := a.Clicked(in)
	n := id.n
	switch {
	case id == named("setup:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(s.backTo(a))
	case id == named("setup:start") || in.Pressed(ebiten.KeyEnter):
		s.start(a)
	case id == named("setup:table-back"):
		s.resumeTable(a)
	case id == named("setup:book"):
		s.bookSplit()
	case id == named("setup:random"):
		s.randomSplit()
	case id.name == "setup:clock":
		a.Settings.ClockMinutes = n
		a.Settings.Save()
	case s.lan && id.name == "setup:limit":
		s.limitMinutes = n
	case s.lan && id == named("setup:hints"):
		s.noHints = !s.noHints
	case id == named("setup:clockplays"):
		a.Settings.ClockPlays = !a.Settings.ClockPlays
		a.Settings.Save()
	case id.name == "setup:players":
		s.players = n
		if s.patron >= n {
			s.patron = 0
		}
		s.bookSplit()
	case id == named("setup:seed"):
		s.focus = focusSeed
	case id.name == "setup:name":
		s.focus = n
	case id.name == "setup:kind":
		s.kinds[n] = (s.kinds[n] + 1) % len(s.seatKinds(lang))
	case id.name == "setup:patron":
		s.patron = n
		s.bookSplit()
	case id.name == "setup:faction":
		fp := s.factionPeople()
		for i, p := range fp {
			if p == s.control[n] {
				s.control[n] = fp[(i+1)%len(fp)]
				break
			}
		}
	}
	s.typeInto(in)
}

// typeInto adds typed characters to the field in focus: digits to the
// seed, printable letters to a name.
func (s *NewSetup) typeInto(in *Input) {
	if s.focus < focusSeed {
		typeField(in, &s.names[s.focus], nameLimit, func(r rune) bool {
			return unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '-' || r == '\''
		})
		return
	}
	typeField(in, &s.seed, 18, unicode.IsDigit)
}

// typeField adds the typed characters that ok takes to a field of at most
// limit characters, and takes one back on Backspace.
func typeField(in *Input, field *string, limit int, ok func(rune) bool) {
	for _, r := range in.Chars {
		if ok(r) && utf8.RuneCountInString(*field) < limit {
			*field += string(r)
		}
	}
	if in.Pressed(ebiten.KeyBackspace) && *field != "" {
		_, size := utf8.DecodeLastRuneInString(*field)
		*field = (*field)[:len(*field)-size]
	}
}

// setup is the match setup the screen describes.
func (s *NewSetup) setup(lang *words.Lang) (match.Setup, error) {
	var ms match.Setup
	for i := 0; i < s.players; i++ {
		ms.People = append(ms.People, match.Person{Name: s.name(lang, i), Bot: s.seatKinds(lang)[s.kinds[i]].bot})
	}
	ms.Patron, ms.Control = s.patron, s.control
	if s.seed != "" {
		v, err := strconv.ParseUint(s.seed, 10, 64)
		if err != nil || v == 0 {
			return ms, errors.New(lang.T(words.ErrSeed))
		}
		ms.Seed = v
	}
	return ms, nil
}

func (s *NewSetup) start(a *App) {
	lang := a.Lang
	switch {
	case s.online:
		s.tableOptions(a)
		return
	case s.lan:
		s.host(a)
		return
	}
	ms, err := s.setup(lang)
	if err == nil {
		var m *match.Match
		if m, err = match.New(ms); err == nil {
			a.Switch(NewPlay(m))
			return
		}
	}
	s.err = problemText(lang, err)
}

// Draw paints the setup.
func (s *NewSetup) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	title, start := lang.T(words.SetupTitle), lang.T(words.Start)
	if s.lan {
		title, start = lang.T(words.HostSetupTitle), lang.T(words.OpenLobby)
	}
	if s.online {
		title, start = lang.T(words.OnlineSetupTitle), lang.T(words.OnlineNext)
	}
	Heading(c, title, cx, 24, 36)
	x0 := cx - 440
	in := Panel(c, draw.Rect{X: x0, Y: 90, W: 520, H: 440}, lang.T(words.Players))
	for n := 2; n <= 5; n++ {
		style := Plain
		if n == s.players {
			style = Chosen
		}
		a.Button(c, numbered("setup:players", n), draw.Rect{X: in.X + float64(n-2)*62, Y: in.Y, W: 54, H: 34}, fmt.Sprint(n), style)
	}
	y := in.Y + 54
	hint := lang.T(words.ClickToChange)
	mx, my := a.mouse()
	for i := 0; i < s.players; i++ {
		shown := s.name(lang, i)
		if s.focus == i {
			shown = s.names[i] // as typed, to its last character
			hint = lang.Sprintf(words.NameRoom, nameLimit)
		}
		s.field(a, c, numbered("setup:name", i), draw.Rect{X: in.X, Y: y, W: 122, H: 34}, shown, s.focus == i)
		kind := draw.Rect{X: in.X + 130, Y: y, W: 130, H: 34}
		a.Button(c, numbered("setup:kind", i), kind, s.seatKinds(lang)[s.kinds[i]].label, Plain)
		if kind.Contains(mx, my) {
			hint = kindAbout(lang)[s.seatKinds(lang)[s.kinds[i]].bot]
		}
		role, style := "", Plain
		if i == s.patron {
			role, style = lang.T(words.PatronRole), Chosen
		} else {
			role = lang.T(words.BeThePatron)
		}
		a.Button(c, numbered("setup:patron", i), draw.Rect{X: in.X + 268, Y: y, W: 120, H: 34}, role, style)
		ex := in.X + 404.0 // the emblems of the factions this player runs
		for f := range box.NumFactions {
			if i != s.patron && s.control[f] == i {
				mapview.Emblem(c, box.Faction(f), ex, y+17, 8, c.Palette.Faction(box.Faction(f)))
				ex += 22
			}
		}
		y += 46
	}
	// a bot's line on how it plays may take two lines, in the room before the seed
	c.Paragraph(hint, in.X, y+2, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
	y += 40
	if !s.online { // an online table's seed is the server's to draw
		c.Text(lang.T(words.SeedLabel), in.X, y+8, Body(16))
		seed := s.seed
		if seed == "" && s.focus != focusSeed {
			seed = lang.T(words.SeedRandom)
		}
		s.field(a, c, named("setup:seed"), draw.Rect{X: in.X + 100, Y: y, W: 200, H: 34}, seed, s.focus == focusSeed)
		c.Paragraph(lang.T(words.SeedHint), in.X, y+42, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
	}
	s.drawHints(a, c, in, y)

	fin := Panel(c, draw.Rect{X: x0 + 540, Y: 90, W: 340, H: 440}, lang.T(words.SplitTitle))
	a.Button(c, named("setup:book"), draw.Rect{X: fin.X, Y: fin.Y, W: 150, H: 32}, lang.T(words.SplitBook), Plain)
	a.Button(c, named("setup:random"), draw.Rect{X: fin.X + 160, Y: fin.Y, W: 150, H: 32}, lang.T(words.SplitRandom), Plain)
	y = fin.Y + 52
	for f := range box.NumFactions {
		mapview.Emblem(c, box.Faction(f), fin.X+12, y+16, 9, c.Palette.Faction(box.Faction(f)))
		c.Text(lang.Printer().Faction(box.Faction(f)), fin.X+30, y+8, Body(15))
		a.Button(c, numbered("setup:faction", f), draw.Rect{X: fin.X + 170, Y: y, W: 140, H: 32}, s.name(lang, s.control[f]), Plain)
		y += 44
	}
	if !s.lan { // at a LAN table every seat keeps its own pace
		s.drawClock(a, c, draw.Rect{X: fin.X, Y: y + 6, W: fin.W, H: fin.Bottom() - y - 6})
	} else if !s.online { // within the table's time for each decision (online: the next screen's)
		s.drawLimit(a, c, draw.Rect{X: fin.X, Y: y + 6, W: fin.W, H: fin.Bottom() - y - 6})
		s.drawTableBack(a, c, draw.Rect{X: x0 + 220, Y: 560, W: 440, H: 46}) // between Back and Open
	}
	a.Button(c, named("setup:back"), draw.Rect{X: x0, Y: 560, W: 200, H: 46}, lang.T(words.Back), Plain)
	a.Button(c, named("setup:start"), draw.Rect{X: x0 + 680, Y: 560, W: 200, H: 46}, start, Primary)
	if s.err != "" {
		c.Text(s.err, cx, 630, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	}
}

// field draws a text field of the setup.
func (s *NewSetup) field(a *App, c *draw.Canvas, id buttonID, r draw.Rect, text string, focused bool) {
	textField(a, c, id, r, text, focused)
}

// textField draws a text field; the one in focus is outlined and shows a
// caret. A click on it is reported as id.
func textField(a *App, c *draw.Canvas, id buttonID, r draw.Rect, text string, focused bool) {
	c.RoundRect(r, 4).Fill(theme.White)
	if focused {
		c.RoundRect(r, 4).Stroke(2, theme.Gold)
		text += "|"
	} else {
		c.RoundRect(r, 4).Stroke(1, theme.InkSoft)
	}
	st := shrinkToFit(c, text, r.W-12, Body(15), 10)
	text = clipFront(c, text, r.W-12, st) // a long link: its end, where the caret is
	c.Text(text, r.X+6, r.CY()-st.Size*0.62, st)
	a.AddTarget(id, r)
}

// drawClock offers the turn clock: its length, and what happens at zero.
func (s *NewSetup) drawClock(a *App, c *draw.Canvas, r draw.Rect) {
	lang := a.Lang
	minuteChoices(a, c, r, lang.T(words.ClockLabel), "setup:clock", ClockChoices, a.Settings.ClockMinutes)
	if a.Settings.ClockMinutes > 0 {
		c.Text(lang.T(words.ClockAtZero), r.X, r.Y+84, Body(14))
		at := lang.T(words.ClockWarn)
		if a.Settings.ClockPlays {
			at = lang.T(words.ClockBot)
		}
		a.Button(c, named("setup:clockplays"), draw.Rect{X: r.X + 90, Y: r.Y + 78, W: r.W - 90, H: 30}, at, Plain)
	}
	c.Paragraph(lang.T(words.ClockHint), r.X, r.Y+116, r.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft})
}
