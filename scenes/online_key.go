package scenes

import (
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/netplay/identity"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// OnlineKeyScreen is the player's key: its short form, the device it was
// made on, and the way to carry it to another device: Export shows the
// code (as secret as a password, and said so; copied to the clipboard
// where the page may), Import takes one and names the device it came
// from. The key it replaces is set aside, never lost (keepIdentity).
type OnlineKeyScreen struct {
	back      Scene
	id        *identity.Identity
	shown     bool // the export code is on screen
	copied    bool
	from      string
	code      string
	focus     int // 0 the device, 1 the code
	pasting   <-chan string
	err, note string
}

// key is the identity shown: the window's link's, else the one kept.
func (k *OnlineKeyScreen) key(a *App) *identity.Identity {
	if k.id == nil && a.online != nil {
		k.id = a.online.id
	}
	if k.id == nil {
		k.id, _ = loadIdentity(a, true)
	}
	return k.id
}

// Update takes the buttons and the fields typed.
func (k *OnlineKeyScreen) Update(a *App, in *Input) {
	select {
	case s, ok := <-k.pasting:
		k.pasting = nil
		if ok {
			k.code, k.focus = strings.TrimSpace(s), 1
		}
	default:
	}
	switch id := a.Clicked(in); {
	case id == named("key:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(k.back)
	case id == named("key:export"):
		k.shown = !k.shown
		if k.shown && k.key(a) != nil {
			k.copied = copyText(k.key(a).Export())
		}
	case id.name == "key:field":
		k.focus = id.n
	case id == named("key:paste"):
		k.pasting = pasteText()
	case id == named("key:import") || in.Pressed(ebiten.KeyEnter):
		k.importCode(a)
	}
	if k.focus == 0 {
		typeField(in, &k.from, 40, unicode.IsPrint)
	} else {
		typeField(in, &k.code, 120, func(r rune) bool { return r > ' ' && r < 127 })
	}
}

// importCode makes the code's key this device's, and signs in with it.
func (k *OnlineKeyScreen) importCode(a *App) {
	lang := a.Lang
	k.err, k.note = "", ""
	id, err := identity.Import(k.code)
	if err != nil {
		k.err = lang.T(words.OnlineBadCode)
		return
	}
	id.Device, id.From = deviceName(), strings.TrimSpace(k.from)
	if err := keepIdentity(a, id); err != nil {
		k.err = storageProblem(lang, err)
		return
	}
	k.id, k.code, k.shown = id, "", false
	k.note = lang.Sprintf(words.OnlineImported, id.Public().Short())
	if a.online != nil && a.online.client != nil { // signed in again with the new key
		if l, err := linkOnline(a, a.online.server, a.online.name, id); err == nil {
			a.online = l
			if o, ok := k.back.(*OnlineScreen); ok {
				o.connect(a)
			}
		}
	}
}

// Draw paints the key, its export and its import.
func (k *OnlineKeyScreen) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.OnlineKeyTitle), cx, 24, 36)
	id := k.key(a)
	small := draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft}
	left := Panel(c, draw.Rect{X: cx - 440, Y: 90, W: 430, H: 450}, lang.Sprintf(words.OnlineKey, keyShort(id)))
	y := left.Y
	if id != nil {
		y = c.Paragraph(lang.Sprintf(words.OnlineKeyAbout, id.Device), left.X, y, left.W, Body(14)) + 6
		if id.From != "" {
			y = c.Paragraph(lang.Sprintf(words.OnlineKeyFrom, id.From), left.X, y, left.W, Body(14)) + 6
		}
	}
	y += 6
	label := lang.T(words.OnlineExport)
	if k.shown {
		label = lang.T(words.OnlineHideCode)
	}
	a.Button(c, named("key:export"), draw.Rect{X: left.X, Y: y, W: left.W, H: 36}, label, Plain)
	y += 46
	if k.shown && id != nil {
		y = c.Paragraph(lang.T(words.OnlineExportAbout), left.X, y, left.W, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.Danger}) + 8
		code := draw.Rect{X: left.X, Y: y, W: left.W, H: 0}
		st := draw.TextStyle{Font: theme.Mono, Size: 15, Color: theme.Ink}
		lines := wrapCode(c, id.Export(), code.W-12, st)
		code.H = float64(len(lines))*st.LineHeight() + 12
		c.RoundRect(code, 4).Fill(theme.White)
		for i, line := range lines {
			c.Text(line, code.X+6, code.Y+6+float64(i)*st.LineHeight(), st)
		}
		y = code.Bottom() + 6
		switch {
		case k.copied:
			c.Text(lang.T(words.OnlineCopied), left.X, y, small)
		case a.Platform.Files:
			if files, dir := onlineFolder(a); files != nil {
				c.Paragraph(lang.Sprintf(words.OnlineExportFile, identityName(dir, a.Platform)), left.X, y, left.W, small)
			}
		}
	}

	right := Panel(c, draw.Rect{X: cx + 10, Y: 90, W: 430, H: 450}, lang.T(words.OnlineImport))
	y = c.Paragraph(lang.T(words.OnlineImportAbout), right.X, right.Y, right.W, Body(14)) + 10
	c.Text(lang.T(words.OnlineImportFrom), right.X, y, small)
	textField(a, c, numbered("key:field", 0), draw.Rect{X: right.X, Y: y + 18, W: right.W, H: 34}, k.from, k.focus == 0)
	y += 64
	c.Text(lang.T(words.OnlineImportCode), right.X, y, small)
	fw := right.W
	if pasteAllowed(a) {
		fw -= 80
		a.Button(c, named("key:paste"), draw.Rect{X: right.X + fw + 8, Y: y + 18, W: 72, H: 34}, lang.T(words.OnlinePaste), Plain)
	}
	textField(a, c, numbered("key:field", 1), draw.Rect{X: right.X, Y: y + 18, W: fw, H: 34}, k.code, k.focus == 1)
	style := Plain
	if strings.TrimSpace(k.code) != "" {
		style = Primary
	}
	a.Button(c, named("key:import"), draw.Rect{X: right.X, Y: y + 64, W: right.W, H: 36}, lang.T(words.OnlineImport), style)

	a.Button(c, named("key:back"), draw.Rect{X: cx - 440, Y: 560, W: 200, H: 46}, lang.T(words.Back), Plain)
	msg := draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger}
	text := k.err
	if text == "" {
		text, msg.Color = k.note, theme.Paper
	}
	if text != "" {
		c.Paragraph(text, cx-440, 624, 880, msg)
	}
}

// keyShort is a key's short form, or a dash with none.
func keyShort(id *identity.Identity) string {
	if id == nil {
		return "—"
	}
	return id.Public().Short()
}

// wrapCode cuts an export code into lines between its groups: it has no
// spaces for a paragraph's wrap to break at.
func wrapCode(c *draw.Canvas, code string, w float64, st draw.TextStyle) []string {
	var lines []string
	line := ""
	for i, g := range strings.Split(code, "-") {
		if i > 0 {
			g = "-" + g
		}
		if line != "" && c.Measure(line+g, st) > w {
			lines, g = append(lines, line+"-"), g[1:]
			line = ""
		}
		line += g
	}
	return append(lines, line)
}
