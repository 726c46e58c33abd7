package scenes

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/panels"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/sound"
	"patron/scenes/words"
)

// Play is the table during a game.
type Play struct {
	M          *match.Match
	board      mapview.Board
	view       game.View
	ch         choices
	anims      animations
	wait       int // frames a bot still waits
	handoff    *HandOff
	overlay    bool
	paused     bool
	err        string
	hover      board.Loc
	handHit    []draw.Rect
	over       int // frames since the game ended
	shake      int // frames of screen shake left (a capture)
	app        *App
	panels     [7]layer // tracks, dashboards, faction cards, sheet, log
	boardLayer layer
	handUp     bool // the hand is raised (the mouse is over it)
}

// NewPlay starts the table for a match.
func NewPlay(m *match.Match) *Play {
	p := &Play{M: m, hover: board.NoLoc}
	m.SoloAudience()
	p.refresh()
	return p
}

// refresh reads the view the screen may show now.
func (p *Play) refresh() {
	p.view = p.M.View()
	p.ch.reset(p.view.Legal)
}

// mine reports whether the decision on screen is the audience's to make.
func (p *Play) mine() bool { return len(p.view.Legal) > 0 && !p.M.BotTurn() }

// Update advances the table by one frame.
func (p *Play) Update(a *App, in *Input) {
	p.app = a
	p.anims.tick()
	if p.shake > 0 {
		p.shake--
	}
	if p.handoff != nil {
		if p.handoff.Update(a, in) {
			p.M.Confirm(p.handoff.Aud)
			p.handoff, p.err = nil, "" // an error text may name the Patrón's secrets
			p.refresh()
		}
		return
	}
	if p.paused {
		p.updatePause(a, in)
		return
	}
	if in.Pressed(ebiten.KeyEscape) && !p.ch.narrowed() {
		p.paused = true
		return
	}
	if p.M.G.Over() {
		p.over++
		if p.over > 60 && !p.anims.busy() {
			a.Switch(NewEnd(p.M))
		}
		p.updateNotes(a, in)
		return
	}
	if p.anims.busy() {
		p.updateNotes(a, in)
		return
	}
	if aud, need := p.M.HandOff(); need {
		p.handoff = NewHandOff(p.M, aud)
		a.Play(sound.HandOff)
		return
	}
	if p.M.BotTurn() {
		p.updateNotes(a, in)
		if p.M.Screen().Empty() {
			p.apply(p.M.BotCommand()) // nobody watches yet: no pace needed
			return
		}
		if p.wait < a.Settings.BotDelay() && !p.M.G.Pending().Forced {
			p.wait++
			return
		}
		p.wait = 0
		p.apply(p.M.BotCommand())
		return
	}
	if p.view.Pending != p.M.G.Pending() || len(p.view.Legal) == 0 {
		p.refresh()
	}
	p.updateHuman(a, in)
}

// updateNotes handles what the Factions may do at any time: the deduction
// overlay and hideout markers.
func (p *Play) updateNotes(a *App, in *Input) {
	if p.view.Secret != nil {
		return
	}
	if in.Pressed(ebiten.KeyD) || a.Clicked(in) == "tool:overlay" {
		p.overlay = !p.overlay
	}
	if in.RightClick {
		if l := p.board.LocAt(in.X, in.Y); l != board.NoLoc {
			if p.M.Markers.Has(l) {
				p.M.Markers = p.M.Markers.Without(l)
			} else if p.M.Markers.Count() < maxMarkers {
				p.M.Markers = p.M.Markers.With(l)
			}
		}
	}
}

// maxMarkers is the Policía's supply of hideout markers.
const maxMarkers = 15

func (p *Play) updateHuman(a *App, in *Input) {
	p.updateNotes(a, in)
	pub := &p.view.Public
	p.hover = p.board.LocAt(in.X, in.Y)
	if in.Pressed(ebiten.KeyEscape) || in.RightClick && p.ch.narrowed() {
		p.ch.clear()
		return
	}
	vis := p.ch.visible(pub)
	pageOf := p.pageCommands(vis)
	for i := range pageOf {
		if in.Pressed(ebiten.Key1 + ebiten.Key(i)) {
			p.apply(pageOf[i])
			return
		}
	}
	if in.Pressed(ebiten.KeyPageDown) || in.Pressed(ebiten.KeyTab) {
		p.nextPage(len(vis))
	}
	id := a.Clicked(in)
	switch {
	case id == "":
		return
	case id == "tool:menu":
		p.paused = true
	case id == "choice:cancel":
		p.ch.clear()
	case id == "choice:more":
		p.nextPage(len(vis))
	case strings.HasPrefix(id, "cmd:"):
		for _, c := range vis {
			if "cmd:"+c.Format() == id {
				p.apply(c)
				return
			}
		}
	case strings.HasPrefix(id, "card:"):
		var n int
		fmt.Sscanf(id, "card:%d", &n)
		if c, ok := p.ch.pickCard(pub, box.Card(n)); ok {
			p.apply(c)
		}
	case strings.HasPrefix(id, "loc:"):
		if l, err := board.ParseLoc(id[4:]); err == nil {
			if c, ok := p.ch.pickLoc(pub, l); ok {
				p.apply(c)
			}
		}
	case strings.HasPrefix(id, "piece:"):
		if pc, ok := parsePiece(id[6:]); ok {
			if c, ok := p.ch.pickPiece(pub, pc); ok {
				p.apply(c)
			}
		}
	}
}

func (p *Play) nextPage(n int) {
	p.ch.page++
	if p.ch.page*p.ch.perPage >= n {
		p.ch.page = 0
	}
}

// pageCommands is the slice of visible commands shown as buttons now.
func (p *Play) pageCommands(vis []game.Command) []game.Command {
	per := max(p.ch.perPage, 1)
	from := min(p.ch.page*per, len(vis))
	return vis[from:min(from+per, len(vis))]
}

// apply carries out a command and starts the moves it causes.
func (p *Play) apply(c game.Command) {
	before := p.board.Proj != nil
	var old []mapview.Spot
	prev := p.M.G.Pub
	if before {
		old = p.board.Proj.Spots(&p.M.G.Pub, nil)
	}
	evs, err := p.M.Apply(c)
	if err != nil {
		p.err = err.Error()
		return
	}
	p.err = ""
	p.feedback(evs)
	if before {
		p.anims.start(old, p.board.Proj.Spots(&p.M.G.Pub, nil))
		p.anims.popIn(&prev, &p.M.G.Pub)
	}
	p.refresh()
}

// feedback plays the sound of what happened, with its visual twin: a
// capture shakes the table; moves slide (animations); glory moves the
// track's marker.
func (p *Play) feedback(evs []game.Event) {
	if p.app == nil {
		return
	}
	effect := sound.Effect(-1)
	for _, e := range evs {
		switch e.Kind {
		case game.EvCaptured, game.EvSicarioCaptured:
			effect, p.shake = sound.Capture, 24
		case game.EvGameOver:
			effect = sound.GameOver
		case game.EvGlory:
			if effect < 0 {
				effect = sound.Glory
			}
		case game.EvPlace, game.EvTokenPlaced, game.EvHunterStart:
			if effect < 0 {
				effect = sound.Place
			}
		case game.EvStep, game.EvFramed, game.EvPushed:
			if effect < 0 {
				effect = sound.Slide
			}
		}
	}
	if effect >= 0 {
		p.app.Play(effect)
	}
}

func parsePiece(s string) (mapview.Piece, bool) {
	var kind byte
	var n int
	if _, err := fmt.Sscanf(s, "%c%d", &kind, &n); err != nil {
		return mapview.Piece{}, false
	}
	return mapview.Piece{Hunter: kind == 'h', Index: int8(n)}, true
}

func pieceID(pc mapview.Piece) string {
	if pc.Hunter {
		return fmt.Sprintf("piece:h%d", pc.Index)
	}
	return fmt.Sprintf("piece:s%d", pc.Index)
}

func (p *Play) updatePause(a *App, in *Input) {
	switch id := a.Clicked(in); id {
	case "pause:resume":
		p.paused = false
	case "pause:menu":
		a.Switch(&Menu{})
	case "pause:rules":
		a.Switch(&Rules{Return: p})
	case "pause:pace0", "pause:pace1", "pause:pace2":
		a.Settings.Pace = int(id[len(id)-1] - '0')
		a.Settings.Save()
	}
	if in.Pressed(ebiten.KeyEscape) {
		p.paused = false
	}
}

// Draw paints the table for the audience on screen, or only the hand-off.
func (p *Play) Draw(a *App, c *draw.Canvas) {
	if p.handoff != nil {
		p.handoff.Draw(a, c)
		return
	}
	if p.M.Screen().Empty() && !p.M.G.Over() {
		drawTable(c, a) // bots set up before anyone looks
		return
	}
	l := layoutTable(a.W, a.H)
	if p.shake > 0 {
		c.OX = math.Sin(float64(p.shake)*1.9) * float64(p.shake) * 0.25
	}
	pub := &p.view.Public
	var targets board.Set
	var pieces map[mapview.Piece]bool
	var cards map[box.Card]bool
	if p.mine() {
		targets, pieces, cards = p.ch.targets(pub)
	}
	sc := &mapview.Scene{Pub: pub, Hideout: board.NoLoc, Markers: p.M.Markers, Overlay: p.overlay && p.view.Secret == nil,
		Targets: targets, Pieces: pieces, Hover: p.hover, Moving: p.anims.positions(), Pop: p.anims.popScales()}
	if p.view.Secret != nil {
		sc.Hideout = p.view.Secret.Hideout
	}
	// The board is kept as an image too, but for the figures sliding now.
	boardKey := struct {
		applied        int
		patron         bool
		overlay        bool
		markers        board.Set
		hover          board.Loc
		loc            board.Loc
		piece          mapview.Piece
		hasPc          bool
		card           box.Card
		moving, humans string
	}{p.M.Applied, p.view.Secret != nil, sc.Overlay, sc.Markers, sc.Hover, p.ch.loc, p.ch.piece, p.ch.hasPc, p.ch.card,
		p.anims.signature(), fmt.Sprint(p.mine())}
	p.boardLayer.draw(c, l.Map, boardKey, func(c *draw.Canvas) { p.board.Draw(c, l.Map, sc) })
	p.board.DrawMoving(c, sc)
	for l := range board.N {
		if targets.Has(board.Loc(l)) {
			x, y := p.board.Proj.Loc[l][0], p.board.Proj.Loc[l][1]
			r := p.board.Proj.MarkerSize * 1.8
			a.AddTarget("loc:"+board.Loc(l).String(), draw.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r})
		}
	}
	for _, sp := range p.board.Proj.Spots(pub, nil) {
		if pieces[sp.Piece] {
			u := p.board.Proj.UnitSize
			a.AddTarget(pieceID(sp.Piece), draw.Rect{X: sp.X - u*0.32, Y: sp.Y - u, W: u * 0.64, H: u * 1.1})
		}
	}
	// The panels change only with the game: each is kept as an image.
	key := struct {
		applied int
		patron  bool
	}{p.M.Applied, p.view.Secret != nil}
	p.panels[0].draw(c, l.Glory, key, func(c *draw.Canvas) { panels.GloryTrack(c, l.Glory, pub.Glory) })
	p.panels[1].draw(c, l.Income, key, func(c *draw.Canvas) { panels.IncomeTrack(c, l.Income, pub.Income) })
	p.panels[2].draw(c, l.Dashboard, key, func(c *draw.Canvas) { panels.PatronDashboard(c, l.Dashboard, pub, p.view.Secret) })
	p.panels[3].draw(c, l.Actions, key, func(c *draw.Canvas) { panels.ActionDashboard(c, l.Actions, pub) })
	p.panels[4].draw(c, l.Factions, key, func(c *draw.Canvas) { panels.Factions(c, l.Factions, pub) })
	p.panels[5].draw(c, l.Log, key, func(c *draw.Canvas) { p.drawLog(c, l.Log) })
	if p.view.Secret != nil {
		p.panels[6].draw(c, l.Sheet, key, func(c *draw.Canvas) { panels.Sheet(c, l.Sheet, p.view.Secret.Sheet) })
		mx, my := a.mouse()
		p.handHit, _ = panels.Hand(c, p.handArea(l, mx, my), p.view.Secret.Hand, func(cd box.Card) bool { return cards[cd] }, mx, my)
		for i, cd := range p.view.Secret.Hand {
			if cards[cd] && i < len(p.handHit) {
				a.AddTarget(fmt.Sprintf("card:%d", cd), p.handHit[i])
			}
		}
	} else if p.overlay {
		c.RoundRect(l.Legend, 6).Fill(theme.Alpha(theme.Wood, 0.85))
		c.Paragraph(fmt.Sprintf(words.OverlayLegend, pub.Possible.Count()), l.Legend.X+8, l.Legend.Y+6, l.Legend.W-16, OnWood(12))
	}
	p.drawToolbar(a, c, l.Toolbar)
	p.drawPrompt(a, c, l.Prompt)
	if p.paused {
		c.Flush()
		p.drawPause(a, c)
	}
}

// handPeek is how much of the hand shows while the mouse is elsewhere:
// the cards' names, so that the map's south stays visible and clickable.
const handPeek = 30

// handArea is where the hand fans: raised while the mouse is over it,
// lowered to a strip of card tops otherwise.
func (p *Play) handArea(l tableLayout, mx, my float64) draw.Rect {
	strip := draw.Rect{X: l.Hand.X, Y: l.Map.Bottom() - handPeek, W: l.Hand.W, H: handPeek}
	if strip.Contains(mx, my) || p.handUp && l.Hand.Contains(mx, my) {
		p.handUp = true
		return l.Hand
	}
	p.handUp = false
	r := l.Hand
	r.Y = l.Map.Bottom() - handPeek
	return r
}

func (p *Play) drawToolbar(a *App, c *draw.Canvas, r draw.Rect) {
	pub := &p.view.Public
	status := words.SetupPhase
	if pub.Season > 0 {
		status = fmt.Sprintf(words.Season, pub.Season, pub.Turn+1)
	}
	who := words.WhoFactions
	if p.view.Secret != nil {
		who = words.WhoPatron
	}
	c.Text(who+" · "+status, r.X, r.Y+6, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Paper})
	bx := r.Right() - 70
	a.Button(c, "tool:menu", draw.Rect{X: bx, Y: r.Y, W: 70, H: r.H}, words.MenuButton, Quiet)
	if p.view.Secret == nil {
		style := Quiet
		if p.overlay {
			style = Chosen
		}
		a.Button(c, "tool:overlay", draw.Rect{X: bx - 130, Y: r.Y, W: 122, H: r.H}, words.Overlay, style)
	}
}

// who names the seat that decides now, in words.
func (p *Play) who() string {
	d := p.view.Pending
	switch {
	case d.Seat == game.SeatPatron:
		return words.WhoPatron
	case d.Seat.Faction() != box.NoFaction:
		return d.Seat.Faction().Name()
	}
	return words.WhoFactions
}

func (p *Play) drawPrompt(a *App, c *draw.Canvas, r draw.Rect) {
	in := Panel(c, r, p.who())
	d := p.view.Pending
	y := in.Y
	text := d.Prompt.Text()
	if text != "" {
		text = strings.ToUpper(text[:1]) + text[1:]
	}
	y = c.Paragraph(text, in.X, y, in.W, Body(14))
	if dt := detailText(d.Detail); dt != "" {
		y = c.Paragraph(dt, in.X, y, in.W, draw.TextStyle{Font: theme.Heading, Size: 12, Color: theme.InkSoft})
	}
	if !p.mine() {
		person, _ := p.M.Actor()
		msg := ""
		if person >= 0 && !p.M.G.Over() {
			msg = fmt.Sprintf(words.BotThinking, p.M.Setup.People[person].Name)
		}
		c.Paragraph(msg, in.X, y+6, in.W, draw.TextStyle{Font: theme.Label, Size: 13, Color: theme.InkSoft})
		return
	}
	pub := &p.view.Public
	vis := p.ch.visible(pub)
	hint := words.PickOnMap
	switch {
	case p.ch.loc != board.NoLoc:
		hint = fmt.Sprintf(words.ChoicesFor, board.Map.Name[p.ch.loc])
	case p.ch.hasPc:
		hint = fmt.Sprintf(words.ChoicesForFig, pieceName(p.ch.piece))
	case p.ch.card != box.NoCard:
		hint = fmt.Sprintf(words.ChoicesForCard, p.ch.card.Info().Name)
	}
	y = c.Paragraph(hint, in.X, y+2, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft}) + 4
	bh, gap := 26.0, 4.0
	cols := 2
	label := draw.TextStyle{Font: theme.Label, Size: 12}
	for _, cmd := range vis {
		if c.Measure("0  "+cmd.Text(), label) > (in.W-gap)/2-12 {
			cols = 1 // long labels: one button a row
			break
		}
	}
	bw := (in.W - gap) / float64(cols)
	rows := max(1, int((in.Bottom()-y-bh-gap)/(bh+gap)))
	p.ch.perPage = rows * cols
	shown := p.pageCommands(vis)
	for i, cmd := range shown {
		col, row := i%cols, i/cols
		br := draw.Rect{X: in.X + float64(col)*(bw+gap), Y: y + float64(row)*(bh+gap), W: bw, H: bh}
		label := cmd.Text()
		if i < 9 {
			label = fmt.Sprintf("%d  %s", i+1, label)
		}
		a.Button(c, "cmd:"+cmd.Format(), br, label, Plain)
	}
	by := in.Bottom() - bh
	half := (in.W - gap) / 2
	if len(vis) > len(shown) {
		a.Button(c, "choice:more", draw.Rect{X: in.X, Y: by, W: half, H: bh}, fmt.Sprintf("%s (%d)", words.More, len(vis)), Quiet)
	}
	if p.ch.narrowed() {
		a.Button(c, "choice:cancel", draw.Rect{X: in.X + half + gap, Y: by, W: half, H: bh}, words.Cancel+" (Esc)", Quiet)
	}
	if p.err != "" {
		c.Paragraph(fmt.Sprintf(words.Refused, p.err), in.X, by-34, in.W, draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.Danger})
	}
}

func pieceName(pc mapview.Piece) string {
	if pc.Hunter {
		return box.Hunter(pc.Index).Name()
	}
	return fmt.Sprintf("the %s sicario", box.Slot(pc.Index))
}

func (p *Play) drawLog(c *draw.Canvas, r draw.Rect) {
	c.RoundRect(r, 8).Fill(theme.Alpha(theme.WoodEdge, 0.85))
	c.Text(words.LogTitle, r.X+10, r.Y+6, draw.TextStyle{Font: theme.Heading, Size: 13, Color: theme.PaperDark})
	st := draw.TextStyle{Font: theme.Mono, Size: 11.5, Color: theme.Paper}
	y := r.Bottom() - 8
	for i := len(p.M.Log) - 1; i >= 0 && y > r.Y+28; i-- {
		lines := c.Wrap(p.M.Log[i], r.W-20, st)
		for j := len(lines) - 1; j >= 0 && y > r.Y+28; j-- {
			y -= st.LineHeight()
			if y > r.Y+24 {
				c.Text(lines[j], r.X+10, y, st)
			}
		}
	}
}

func (p *Play) drawPause(a *App, c *draw.Canvas) {
	c.Fill(draw.Rect{W: a.W, H: a.H}, theme.Alpha(theme.Halo, 0.7))
	r := draw.Rect{X: a.W/2 - 170, Y: a.H/2 - 130, W: 340, H: 262}
	in := Panel(c, r, words.MenuButton)
	a.Button(c, "pause:resume", draw.Rect{X: in.X, Y: in.Y + 4, W: in.W, H: 36}, words.Resume, Primary)
	c.Text(words.PaceLabel, in.X, in.Y+58, Body(14))
	for i, label := range []string{words.PaceSlow, words.PaceNormal, words.PaceFast} {
		st := Plain
		if a.Settings.Pace == i {
			st = Chosen
		}
		w := (in.W - 16) / 3
		a.Button(c, fmt.Sprintf("pause:pace%d", i), draw.Rect{X: in.X + float64(i)*(w+8), Y: in.Y + 80, W: w, H: 30}, label, st)
	}
	a.Button(c, "pause:rules", draw.Rect{X: in.X, Y: in.Y + 126, W: in.W, H: 36}, words.RulesRef, Plain)
	a.Button(c, "pause:menu", draw.Rect{X: in.X, Y: in.Y + 170, W: in.W, H: 36}, words.LeaveGame, Plain)
}
