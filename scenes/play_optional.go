package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// The Factions' optional windows (game.Ability: the DEA's mini-cards, Los
// Pepes' look, Policía's +2, Cali's extra action) wait to be asked: unless
// the settings ask at every chance (Settings.AskWindows), the table passes
// them for the players. A button for each at the foot of the prompt says
// what can be played and how many times; it, or its key, asks for the
// next chance, which then stops the table. A window whose pass would lose
// something for good (game.PassLoses, decision D27) shows by itself.

// abilityKeys are the keys that ask for each ability's next chance.
var abilityKeys = [game.NumAbilities]ebiten.Key{ebiten.KeyM, ebiten.KeyK, ebiten.KeyB, ebiten.KeyJ}

// onAbility is the button that asks for an ability's next chance.
func onAbility(ab game.Ability) hit { return hit{kind: hitButton, button: btnAbility, ability: ab} }

// onRequest reports whether the table passes the windows nobody asked for.
func onRequest(a *App) bool { return !a.Settings.AskWindows }

// askable lists the abilities whose next chance the people at this screen
// may ask for now: on request, in a Faction turn, on the Factions' screen,
// with something left to play, for a Faction a person plays here (a bot
// plays its own, another computer's player asks there). While a window is
// up none is offered: the window is the choice, and its list needs the room.
func (p *Play) askable(a *App) []game.Ability {
	pub := &p.M.G.Pub
	if !onRequest(a) || p.view.Secret != nil || p.watched() || p.M.G.Over() || p.M.G.Pending().Prompt.Optional() ||
		pub.Season == 0 || pub.Turn%2 == 0 || pub.Turn >= box.TurnsPerSeason {
		return nil
	}
	var out []game.Ability
	for ab := range game.NumAbilities {
		who := p.M.PersonOf(ab.Seat())
		if who < 0 || pub.AbilityLeft(ab) == 0 {
			continue
		}
		if pp := p.M.Setup.People[who]; pp.Bot != "" || pp.Remote {
			continue
		}
		out = append(out, ab)
	}
	return out
}

// updateAsks takes the abilities' buttons and keys: each asks for its next
// chance, or takes the request back.
func (p *Play) updateAsks(a *App, in *Input, h hit) {
	for _, ab := range p.askable(a) {
		if in.Pressed(abilityKeys[ab]) || h.kind == hitButton && h.button == btnAbility && h.ability == ab {
			p.asked[ab] = !p.asked[ab]
		}
	}
}

// autoPass answers an optional window nobody asked for with a pass, when
// the table is on request; it reports whether it did. A window whose pass
// would lose something for good is left to the players.
func (p *Play) autoPass(a *App) bool {
	d := p.M.G.Pending()
	ab, ok := game.AbilityOf(d.Prompt)
	if !ok || !onRequest(a) || p.asked[ab] || p.M.BotTurn() || p.M.G.PassLoses() {
		return false
	}
	for _, c := range p.M.G.Legal(nil) {
		if c.Op == game.OpPass {
			p.apply(a, c)
			return true
		}
	}
	return false
}

// windowLeft forgets the request of the window a command answered once
// the table has left it (a pass, or a play after which it does not stay
// open): a request stands for one window.
func (p *Play) windowLeft(before game.Prompt, c game.Command) {
	if ab, ok := game.AbilityOf(before); ok && (c.Op == game.OpPass || p.M.G.Pending().Prompt != before) {
		p.asked[ab] = false
	}
}

// barH is the height of n rows of the abilities' buttons.
func barH(n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(n)*(abilityH+gapH) - gapH
}

// abilityH is the height of the abilities' buttons; their labels are
// written at the size a button of it takes (buttonFace), or at the least
// it shrinks to when that saves a row.
const (
	abilityH     = 24.0
	abilitySize  = abilityH * 0.5
	abilitySmall = 11.0
)

// abilityBar is the abilities' buttons laid out: their rows, and the size
// of their labels.
type abilityBar struct {
	rows [][]game.Ability
	size float64
}

// abilityBar lays the buttons out in a width w, in as few rows as they
// take at the usual size or the smaller one, the usual when it is as few.
func (p *Play) abilityBar(a *App, c *draw.Canvas, w float64) abilityBar {
	bar := abilityBar{p.abilityRows(a, c, w, abilitySize), abilitySize}
	if small := p.abilityRows(a, c, w, abilitySmall); len(small) < len(bar.rows) {
		bar = abilityBar{small, abilitySmall}
	}
	return bar
}

// abilityLabel says what the ability plays and how many times it can.
func (p *Play) abilityLabel(lang *words.Lang, ab game.Ability) string {
	return lang.Sprintf(words.AbilityButtons[ab], p.M.G.Pub.AbilityLeft(ab))
}

// abilityRows lays the buttons out in rows of width w: each as wide as
// its label at size, a row as full as it may be.
func (p *Play) abilityRows(a *App, c *draw.Canvas, w, size float64) [][]game.Ability {
	var rows [][]game.Ability
	used := w + 1
	for _, ab := range p.askable(a) {
		bw := toolWidth(c, p.abilityLabel(a.Lang, ab), size)
		if used+gapH+bw > w {
			rows, used = append(rows, nil), -gapH
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], ab)
		used += gapH + bw
	}
	return rows
}

// drawAbilities draws the buttons' rows above bottom, in w from x, each
// as wide as its label, the rows flush right (the pad steps from the
// list's bottom row past them to the log); one asked for shows chosen.
// The mouse on one says what a click does.
func (p *Play) drawAbilities(a *App, c *draw.Canvas, bar abilityBar, x, w, bottom float64) {
	top := bottom - barH(len(bar.rows))
	mx, my := a.mouse()
	for i, row := range bar.rows {
		bx := x + w
		for _, ab := range slices.Backward(row) {
			label := p.abilityLabel(a.Lang, ab)
			bw := toolWidth(c, label, bar.size)
			bx -= bw
			r := draw.Rect{X: bx, Y: top + float64(i)*(abilityH+gapH), W: bw, H: abilityH}
			bx -= gapH
			style := Quiet
			if p.asked[ab] {
				style = Chosen
			}
			a.HitButton(c, onAbility(ab), r, label, style)
			if r.Contains(mx, my) {
				hint := a.Lang.T(words.AbilityHint)
				if p.asked[ab] {
					hint = a.Lang.T(words.AbilityAskedHint)
				}
				tooltip(c, r, draw.Rect{W: a.W, H: a.H}, label, hint)
			}
		}
	}
}

// drawLastChance says, under the prompt, why a window nobody asked for
// shows: passing it would lose the hunter's action.
func (p *Play) drawLastChance(a *App, c *draw.Canvas, in draw.Rect, y float64) float64 {
	d := p.view.Pending
	ab, ok := game.AbilityOf(d.Prompt)
	if !ok || !onRequest(a) || p.asked[ab] || !p.M.G.PassLoses() || d.Detail.Hunter == box.NoHunter {
		return y
	}
	text := a.Lang.Sprintf(words.WindowLastChance, d.Detail.Hunter.Name())
	return c.Paragraph(text, in.X, y+2, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Danger})
}

// askPending keeps up a window that stood on the table when the game was
// left: it was shown (asked for, or a last chance), and the table must not
// pass it when the game comes back.
func (p *Play) askPending() {
	if ab, ok := game.AbilityOf(p.M.G.Pending().Prompt); ok {
		p.asked[ab] = true
	}
}
