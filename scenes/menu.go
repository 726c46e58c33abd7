package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/store"
	"patron/scenes/words"
)

// Menu is the first screen.
type Menu struct {
	Err string // a message from a failed start

	listed bool
	latest store.Entry // the game Continue resumes, when there is one (Err set: it does not open)
	resume bool
	// lan is the LAN table Continue goes back to, when it was left after
	// latest (toLAN; menu_continue_lan.go).
	lan    lanBack
	toLAN  bool
	broken bool // Continue was asked for a game that does not open: say why, offer Load game and Delete
	help   bool // the keys' help is up (H, as at the table)
}

type menuItem struct {
	id         buttonID
	label, sub string
}

func menuItems(lang *words.Lang, p Platform) []menuItem {
	items := []menuItem{
		{named("menu:solo-factions"), lang.T(words.SoloFactions), lang.T(words.SoloFactionsSub)},
		{named("menu:solo-patron"), lang.T(words.SoloPatron), lang.T(words.SoloPatronSub)},
		{named("menu:new"), lang.T(words.NewGame), lang.T(words.NewGameSub)},
		{named("menu:load"), lang.T(words.LoadGame), lang.T(words.LoadGameSub)},
		{named("menu:host"), lang.T(words.HostLAN), lang.T(words.HostLANSub)},
		{named("menu:join"), lang.T(words.JoinLAN), lang.T(words.JoinLANSub)},
		{named("menu:online"), lang.T(words.PlayOnline), lang.T(words.PlayOnlineSub)},
	}
	if !p.LAN { // the browser: say why the LAN entries are grey
		items[4].sub, items[5].sub = lang.T(words.NoLANInBrowser), lang.T(words.NoLANInBrowser)
	}
	if !p.Files { // the browser: games kept in its storage, or nowhere
		items[3].sub = lang.T(words.SavedInBrowser)
		if p.keepsNothing() {
			items[3].sub = lang.T(words.NoStorageInBrowser)
		}
	}
	return items
}

// menuTools are the small buttons in a row under the games.
func menuTools(lang *words.Lang, p Platform) []menuItem {
	tools := []menuItem{
		{named("menu:tutorial"), lang.T(words.TutorialTitle), ""},
		{named("menu:rules"), lang.T(words.RulesRef), ""},
		{named("menu:stats"), lang.T(words.StatisticsTitle), ""},
		{named("menu:settings"), lang.T(words.Settings), ""},
		{named("menu:credits"), lang.T(words.CreditsTitle), ""},
		{named("menu:quit"), lang.T(words.Quit), ""},
	}
	if !p.Quit { // a page cannot close itself
		tools = tools[:len(tools)-1]
	}
	return tools
}

// items is the menu, with Continue first when a game waits to be resumed.
func (m *Menu) items(a *App) []menuItem {
	lang := a.Lang
	if !m.listed {
		m.listed = true
		if a.Store != nil {
			m.latest, m.resume = a.Store.Latest()
			m.lan, m.toLAN = newestLAN(a, m.latest, m.resume)
			m.resume = m.resume || m.toLAN
		}
	}
	if !m.resume {
		return menuItems(lang, a.Platform)
	}
	if m.toLAN {
		return append([]menuItem{{named("menu:continue"), lang.T(words.Continue), m.lan.line(lang)}}, menuItems(lang, a.Platform)...)
	}
	var sub string
	if f := m.latest.File; m.latest.Err == nil {
		sub = lang.Sprintf(words.ContinueSub, tableLine(lang, f.Table), saveWhere(lang, f.Summary), savedWhen(lang, f.Summary.Saved))
	} else {
		sub = lang.Sprintf(words.ContinueDamaged, saveProblem(lang, m.latest.Err))
	}
	return append([]menuItem{{named("menu:continue"), lang.T(words.Continue), sub}}, menuItems(lang, a.Platform)...)
}

// menuKey is the number key of the menu's i-th item: Continue, when it
// is there, takes 0, so that every other item keeps its number whether a
// game waits or not.
func (m *Menu) menuKey(i int) int {
	if m.resume {
		return i
	}
	return i + 1
}

// Update handles the menu's buttons.
func (m *Menu) Update(a *App, in *Input) {
	lang := a.Lang
	a.onlineTick() // "your turn" is counted while the menu is open
	items := m.items(a)
	if m.help { // H, Esc or a click closes it
		if in.Pressed(ebiten.KeyH) || in.Pressed(ebiten.KeyEscape) || in.Click || slices.Contains(in.Chars, '?') {
			m.help = false
		}
		return
	}
	id := a.Clicked(in)
	if m.broken {
		switch {
		case id == named("menu:broken-load"):
			a.Switch(&LoadScreen{})
		case id == named("menu:broken-delete"):
			a.Switch(&LoadScreen{asking: m.latest.ID}) // which asks first
		case id == named("menu:broken-cancel") || in.Pressed(ebiten.KeyEscape):
			m.broken = false
		}
		return
	}
	for i, it := range items {
		if !menuOff(a.Platform, it.id) && in.Pressed(ebiten.Key0+ebiten.Key(m.menuKey(i))) {
			id = it.id
		}
	}
	if m.resume && in.Pressed(ebiten.KeyEnter) {
		id = named("menu:continue")
	}
	if helpAsked(a, in) {
		m.help = true
		return
	}
	if menuOff(a.Platform, id) {
		return
	}
	switch id.name {
	case "menu:continue":
		if m.toLAN {
			m.lan.open(a)
			return
		}
		if m.latest.Err == nil {
			m.latest.Err = openSaved(a, m.latest.ID) // nil: the table is on its way
		}
		m.broken = m.latest.Err != nil // Continue stays, and says why
	case "menu:solo-factions":
		m.start(a, QuickSetup(lang, false, a.Settings.botLevel()))
	case "menu:solo-patron":
		m.start(a, QuickSetup(lang, true, a.Settings.botLevel()))
	case "menu:new":
		a.Switch(NewSetupScreen())
	case "menu:host":
		a.Switch(NewLANSetupScreen())
	case "menu:join":
		a.Switch(NewJoinScreen(a))
	case "menu:online":
		a.Switch(NewOnlineScreen(a))
	case "menu:load":
		a.Switch(&LoadScreen{})
	case "menu:rules":
		a.Switch(&Rules{})
	case "menu:settings":
		a.Switch(&SettingsScreen{})
	case "menu:tutorial":
		a.Switch(&TutorialChoice{})
	case "menu:stats":
		a.Switch(&StatsScreen{})
	case "menu:credits":
		a.Switch(Credits{})
	case "menu:quit":
		a.Quit()
	}
}

func (m *Menu) start(a *App, s match.Setup) {
	mt, err := match.New(s)
	if err != nil {
		m.Err = problemText(a.Lang, err)
		return
	}
	a.Switch(NewPlay(mt))
}

// QuickSetup is a two-player game: one person against a bot.
func QuickSetup(lang *words.Lang, humanPatron bool, level string) match.Setup {
	s := match.Setup{People: []match.Person{{Name: lang.T(words.You)}, {Name: lang.T(words.BotName), Bot: level}}, Control: [4]int{-1, -1, -1, -1}}
	if humanPatron {
		s.Patron = 0
	} else {
		s.Patron = 1
	}
	return s
}

// Draw paints the menu.
func (m *Menu) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	items := m.items(a)
	lift := 0.0
	if len(items) > 7 { // Continue and every other entry: the title makes room
		lift = 40
	}
	Heading(c, lang.T(words.Title), cx, 70-lift, 64)
	c.Text(lang.T(words.Subtitle), cx, 150-lift, draw.TextStyle{Font: theme.Label, Size: 18, Color: theme.PaperDark, Align: draw.Center})
	y := 190.0 - lift
	for i, it := range items {
		r := draw.Rect{X: cx - 220, Y: y, W: 440, H: 40}
		style := Plain
		if i == 0 {
			style = Primary
		}
		if menuOff(a.Platform, it.id) {
			a.buttonFace(c, r, it.label, Disabled) // no target: a click does nothing
		} else {
			a.Button(c, it.id, r, it.label, style)
			c.Text(string(rune('0'+m.menuKey(i))), r.X-24, r.Y+11, OnWood(16))
		}
		if it.id == named("menu:online") {
			it.sub = onlineBadge(a, c, r, it.sub)
		}
		if it.sub != "" {
			// Never smaller than legible on screen: a line too long for
			// that takes two.
			st := draw.TextStyle{Font: theme.Label, Size: max(13, legible(a)), Color: theme.Muted, Align: draw.Center}
			if it.id == named("menu:continue") && m.latest.Err != nil {
				st.Color = theme.Danger
			}
			st = shrinkToFit(c, it.sub, 860, st, max(10, legible(a)))
			lines := c.Wrap(it.sub, 860, st)
			if len(lines) < 2 || c.Measure(it.sub, st) <= 860 {
				lines = []string{it.sub}
			}
			for j, line := range lines[:min(len(lines), 2)] {
				c.Text(line, cx, r.Bottom()+3+float64(j)*st.LineHeight(), st)
			}
			y += 18 + float64(min(len(lines), 2)-1)*st.LineHeight()
		}
		y += 46
	}
	y += 8
	n := float64(len(menuTools(lang, a.Platform)))
	w := (800 - (n-1)*8) / n
	for i, it := range menuTools(lang, a.Platform) {
		a.Button(c, it.id, draw.Rect{X: cx - 400 + float64(i)*(w+8), Y: y, W: w, H: 36}, it.label, Plain)
	}
	y += 40
	if m.Err != "" {
		c.Text(m.Err, cx, y+10, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	}
	c.Paragraph(lang.T(words.Credits), cx-330, a.H-52, 660, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Muted})
	if m.broken {
		m.drawBroken(a, c)
	}
	if m.help {
		c.Flush()
		drawKeysHelp(a, c)
	}
}

// minTextPx is the smallest text the screens show, in the window's pixels.
const minTextPx = 10.5

// legible is the smallest text size, in the screens' own units, that
// shows minTextPx tall in the window (at Size 80% on a small window, 13).
func legible(a *App) float64 {
	if a.S <= 0 {
		return 0
	}
	return minTextPx / a.S
}

// drawBroken says why the game Continue should resume does not open, and
// offers the other saved games, or to delete this one (which asks first).
func (m *Menu) drawBroken(a *App, c *draw.Canvas) {
	lang := a.Lang
	c.Flush()
	a.dim(c)
	r := draw.Rect{X: a.W/2 - 260, Y: a.H/2 - 110, W: 520, H: 210}
	in := Panel(c, r, lang.T(words.ContinueBroken))
	describeSave(lang, c, m.latest, in, Body(14))
	w := (in.W - 16) / 3
	for i, b := range []struct {
		id    buttonID
		label string
		style ButtonStyle
	}{{named("menu:broken-load"), lang.T(words.LoadGame), Primary}, {named("menu:broken-delete"), lang.T(words.LoadDelete), Plain}, {named("menu:broken-cancel"), lang.T(words.Cancel), Plain}} {
		a.Button(c, b.id, draw.Rect{X: in.X + float64(i)*(w+8), Y: in.Bottom() - 38, W: w, H: 36}, b.label, b.style)
	}
}

// drawTable paints the dark wood with a soft light in the middle.
func drawTable(c *draw.Canvas, a *App) {
	c.Fill(draw.Rect{W: a.W, H: a.H}, theme.Wood)
	for i := 0; i < 14; i++ { // planks
		y := float64(i) * a.H / 14
		c.Line(0, y, a.W, y, 1, theme.Alpha(theme.WoodEdge, 0.5))
	}
	for r := 5; r > 0; r-- {
		c.Circle(a.W/2, a.H*0.42, float64(r)*a.H*0.14, theme.Alpha(theme.WoodLight, 0.10))
	}
}
