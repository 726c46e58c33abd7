package scenes

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/bot"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/sound"
	"patron/scenes/words"
)

// SettingsScreen changes the preferences.
type SettingsScreen struct {
	notKept string // why the last change could not be kept (the browser's storage full)
}

// Update applies a clicked setting and saves it.
func (s *SettingsScreen) Update(a *App, in *Input) {
	switch id := a.Clicked(in); id.name {
	case "settings:fullscreen":
		a.Settings.Fullscreen = !a.Settings.Fullscreen
		ebiten.SetFullscreen(a.Settings.Fullscreen)
	case "settings:pace":
		a.Settings.Pace = id.n
	case "settings:think":
		a.Settings.Think = id.n
	case "settings:bots":
		a.Settings.BotLevel = id.key
	case "settings:vol":
		a.Settings.Volume = id.n
		a.soundChanged()
		a.Play(sound.Click) // how loud the effects are now
	case "settings:music":
		a.Settings.Music = id.n
		a.soundChanged()
	case "settings:mute":
		a.Settings.Mute = !a.Settings.Mute
		a.soundChanged()
	case "settings:windows":
		a.Settings.AskWindows = !a.Settings.AskWindows
	case "settings:summary":
		a.Settings.SkipSummary = !a.Settings.SkipSummary
	case "settings:lang":
		a.Settings.Language = id.key
		UseLanguage(a)
	case "settings:ui":
		a.Settings.UIScale = id.n
	case "settings:colors":
		a.Settings.ClearColors = !a.Settings.ClearColors
		UsePalette(a)
	case "settings:back":
		a.Switch(&Menu{})
		return
	default:
		if in.Pressed(ebiten.KeyEscape) {
			a.Switch(&Menu{})
		}
		return
	}
	s.notKept = ""
	if err := a.Settings.Save(); err != nil {
		s.notKept = a.Lang.Sprintf(words.SettingsNotKept, storageProblem(a.Lang, err))
	}
}

// Draw paints the settings.
func (s *SettingsScreen) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	// The screen is laid out for the design height; a taller one (Size
	// under 100%, or a tall window) keeps it in the middle.
	top := max(0, (a.H-DesignH)/2)
	Heading(c, lang.T(words.SettingsTitle), cx, top+44, 36)
	in := Panel(c, draw.Rect{X: cx - 260, Y: top + 96, W: 520, H: 620}, "")
	y := in.Y + 10
	c.Text(lang.T(words.Fullscreen), in.X+10, y+8, Body(16))
	fs := lang.T(words.Off)
	style := Plain
	if a.Settings.Fullscreen {
		fs, style = lang.T(words.On), Chosen
	}
	fx := in.X + 20 + c.Measure(lang.T(words.Fullscreen), Body(16))
	a.Button(c, named("settings:fullscreen"), draw.Rect{X: fx, Y: y, W: 64, H: 34}, fs, style)
	ux := in.Right() - 10 - 3*62 + 4 // the sizes, right-aligned, their label before them
	c.Text(lang.T(words.UIScaleLabel), ux-10-c.Measure(lang.T(words.UIScaleLabel), Body(16)), y+8, Body(16))
	for i, pct := range UIScales {
		optionButton(a, c, numbered("settings:ui", pct), draw.Rect{X: ux + float64(i)*62, Y: y, W: 58, H: 34}, fmt.Sprintf("%d%%", pct),
			int(a.Settings.uiScale()*100+0.5) == pct)
	}
	y += 52 // the rows 52 apart: room for the bots' level
	rowLabel(c, lang.T(words.PaceLabel), in.X+10, y, in.Right()-390-8)
	for i, label := range []string{lang.T(words.PaceSlow), lang.T(words.PaceNormal), lang.T(words.PaceFast)} {
		optionButton(a, c, numbered("settings:pace", i), draw.Rect{X: in.Right() - 390 + float64(i)*130, Y: y, W: 120, H: 34}, label, a.Settings.Pace == i)
	}
	y += 52
	tx := in.Right() - 10 - 4*62 + 4 // the budgets as narrow as the sizes: their label names two levels
	rowLabel(c, lang.T(words.ThinkLabel), in.X+10, y, tx-8)
	for i, label := range strings.Split(lang.T(words.ThinkSteps), "|") {
		optionButton(a, c, numbered("settings:think", i), draw.Rect{X: tx + float64(i)*62, Y: y, W: 58, H: 34}, label, a.Settings.Think == i)
	}
	y += 52
	bx := in.Right() - 10 - float64(len(bot.Levels))*72 + 4
	rowLabel(c, lang.T(words.BotLevelLabel), in.X+10, y, bx-8)
	for i, l := range bot.Levels {
		optionButton(a, c, keyed("settings:bots", l), draw.Rect{X: bx + float64(i)*72, Y: y, W: 68, H: 34}, levelOnly(lang, l), a.Settings.botLevel() == l)
	}
	y += 52
	toggleRow(a, c, in, y, 260, lang.T(words.WindowsLabel), named("settings:windows"), a.Settings.AskWindows, lang.T(words.WindowsAsk), lang.T(words.WindowsOnRequest))
	y += 52
	rowLabel(c, lang.T(words.LanguageLabel), in.X+10, y, in.Right()-languageRoom-8)
	for i, r := range languageButtons(in.Right(), y, len(words.Languages)) {
		l := words.Languages[i]
		optionButton(a, c, keyed("settings:lang", l.Code), r, l.Name, lang.Code() == l.Code)
	}
	y += 52
	toggleRow(a, c, in, y, 330, lang.T(words.ColorsLabel), named("settings:colors"), a.Settings.ClearColors, lang.T(words.ColorsClear), lang.T(words.ColorsBook))
	for f := range box.NumFactions {
		mapview.Emblem(c, box.Faction(f), in.Right()-330+float64(f)*18, y+17, 7, c.Palette.Faction(box.Faction(f)))
	}
	y += 48
	toggleRow(a, c, in, y, 260, lang.T(words.SkipSummaryLabel), named("settings:summary"), a.Settings.SkipSummary, lang.T(words.SummarySkip), lang.T(words.SummaryShow))
	y += 50
	c.Text(lang.T(words.Sound), in.X+10, y+8, Body(16))
	mute, style := lang.T(words.Off), Plain
	if a.Settings.Mute {
		mute, style = lang.T(words.On), Chosen
	}
	c.Text(lang.T(words.MuteLabel), in.Right()-140-c.Measure(lang.T(words.MuteLabel), Body(16)), y+8, Body(16))
	a.Button(c, named("settings:mute"), draw.Rect{X: in.Right() - 130, Y: y, W: 120, H: 34}, mute, style)
	for row, s := range []struct {
		label, name string
		at          int
	}{{lang.T(words.EffectsVolume), "settings:vol", a.Settings.Volume}, {lang.T(words.MusicVolume), "settings:music", a.Settings.Music}} {
		ry := y + 44 + float64(row)*40
		c.Text(s.label, in.X+10, ry+7, Body(14))
		for i, label := range strings.Split(lang.T(words.VolumeSteps), "|") {
			optionButton(a, c, numbered(s.name, i), draw.Rect{X: in.Right() - 380 + float64(i)*74, Y: ry, W: 68, H: 30}, label, s.at == i)
		}
	}
	if s.notKept != "" { // in the sound device's place: the more pressing
		c.Paragraph(s.notKept, in.X+10, y+128, in.W-20, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger})
	} else if !sound.DeviceAvailable() {
		c.Paragraph(lang.T(words.NoSoundDevice), in.X+10, y+128, in.W-20, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft})
	}
	a.Button(c, named("settings:back"), draw.Rect{X: cx - 150, Y: top + 734, W: 300, H: 42}, lang.T(words.Back), Primary)
}

// levelOnly is a bot level's name as New game says it, without its
// "Bot: " (the row's label says what it is the level of), capitalised.
func levelOnly(lang *words.Lang, level string) string {
	name := lang.T(levelWords[level].name)
	if _, after, ok := strings.Cut(name, ": "); ok {
		name = after
	}
	r, n := utf8.DecodeRuneInString(name)
	return string(unicode.ToUpper(r)) + name[n:]
}

// rowLabel writes a setting's name at the start of its row, smaller when
// its language makes it run into the row's buttons (which start at end).
func rowLabel(c *draw.Canvas, text string, x, y, end float64) {
	st := shrinkToFit(c, text, end-x, Body(16), 12)
	c.Text(text, x, y+8+(16-st.Size)/2, st)
}

// optionButton is one choice of a setting: chosen, or plain.
// languageRoom is the width of the language buttons' row, at its right.
const languageRoom = 390

// languageButtons shares the row's room, at y left of right, among n
// languages: five get 72 units each; a sixth language narrows them all
// rather than draw past the panel's edge.
func languageButtons(right, y float64, n int) []draw.Rect {
	step := float64(languageRoom) / float64(max(n, 5))
	out := make([]draw.Rect, n)
	for i := range out {
		out[i] = draw.Rect{X: right - languageRoom + float64(i)*step, Y: y, W: step - 6, H: 34}
	}
	return out
}

func optionButton(a *App, c *draw.Canvas, id buttonID, r draw.Rect, label string, chosen bool) {
	st := Plain
	if chosen {
		st = Chosen
	}
	a.Button(c, id, r, label, st)
}

// toggleRow is a setting of two states at y: its label, kept clear of the
// last room units of the row, and a button saying the state it is in (a
// click turns it over).
func toggleRow(a *App, c *draw.Canvas, in draw.Rect, y, room float64, label string, id buttonID, on bool, onText, offText string) {
	rowLabel(c, label, in.X+10, y, in.Right()-room-8)
	text := offText
	if on {
		text = onText
	}
	a.Button(c, id, draw.Rect{X: in.Right() - 260, Y: y, W: 250, H: 34}, text, Plain)
}
