package scenes

import (
	"context"
	"errors"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/netplay/lobby"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/words"
)

// Create table: the New game screen of a LAN host (the player's own seat
// "here", the others people online or the server's bots), then the
// table's options: its name, live or turn-based and its clock, public or
// by invite. The server makes the table, the player takes the seat chosen
// as theirs, and the table's lobby shows the invite.

// NewOnlineSetupScreen is the seats of a new online table: the first the
// player's, the others people online.
func NewOnlineSetupScreen() *NewSetup {
	s := NewLANSetupScreen()
	s.online, s.focus = true, 0 // no seed to type: the server draws it
	return s
}

// backTo is where the setup's Back goes.
func (s *NewSetup) backTo(a *App) Scene {
	if s.online {
		return NewOnlineScreen(a)
	}
	return &Menu{}
}

// tableOptions goes on to the new online table's options.
func (s *NewSetup) tableOptions(a *App) {
	lang := a.Lang
	cfg, err := s.tableConfig(lang)
	if err == nil {
		var req lobby.Create
		var seat int
		if req, seat, err = onlineRequest(lang, cfg); err == nil {
			a.Switch(&OnlineTableSetup{setup: s, req: req, seat: seat, name: cfg.Name, mode: lobby.Turn,
				limit: lanLimitDefault, bank: 3, perMove: 24, capDays: 14})
			return
		}
	}
	s.err = problemText(lang, err)
}

// onlineRequest is a host's table as a request to the server, and the
// seat the player takes: the one seat "here".
func onlineRequest(lang *words.Lang, cfg session.HostConfig) (lobby.Create, int, error) {
	req, seat := lobby.Create{Name: cfg.Name, Control: cfg.Control, NoHints: cfg.NoHints}, -1
	if cfg.Limits.Bot != "normal" { // Normal is the server's own choice, and older servers know no other
		req.StandIn = cfg.Limits.Bot
	}
	for i, st := range cfg.Seats {
		switch st.Who {
		case session.AtHost:
			if seat >= 0 {
				return req, -1, errors.New(lang.T(words.OnlineOneSeatHere))
			}
			seat = i
		case session.Bot:
			req.Seats = append(req.Seats, lobby.SeatConfig{Bot: st.Bot})
			continue
		}
		req.Seats = append(req.Seats, lobby.SeatConfig{})
	}
	return req, seat, nil
}

// OnlineTableSetup is a new online table's options.
type OnlineTableSetup struct {
	setup   *NewSetup
	req     lobby.Create
	seat    int // the player's own, in engine order
	name    string
	mode    string
	limit   int // live: minutes for each decision
	bank    int // turn-based: days in each bank at the start
	perMove int // hours added after each move
	capDays int // days a bank holds at most
	public  bool
	busy    chan answer[Scene]
	err     string
}

// The choices the options offer.
var (
	bankChoices    = []int{1, 3, 7, 14}
	perMoveChoices = []int{0, 12, 24}
	capChoices     = []int{7, 14, 30}
)

const (
	hourMS = 60 * 60 * 1000
	dayMS  = 24 * hourMS
)

// request is the table the options describe.
func (o *OnlineTableSetup) request() lobby.Create {
	req := o.req
	req.Name, req.Mode, req.Public = strings.TrimSpace(o.name), o.mode, o.public
	if o.mode == lobby.Live {
		req.Clock = lobby.Clock{DecisionMS: o.limit * 60 * 1000, GraceMS: o.limit * 60 * 1000}
	} else {
		req.Clock = lobby.Clock{BankMS: o.bank * dayMS, PerMoveMS: o.perMove * hourMS, CapMS: max(o.capDays, o.bank) * dayMS}
	}
	return req
}

// Update takes the options' buttons, the name typed, and the server's
// answer.
func (o *OnlineTableSetup) Update(a *App, in *Input) {
	if o.busy != nil {
		select {
		case d := <-o.busy:
			o.busy = nil
			if d.err != nil {
				o.err = onlineProblem(a.Lang, serverHost(a.online.server), d.err)
				return
			}
			a.Switch(d.v)
		default:
		}
		return
	}
	switch id := a.Clicked(in); {
	case id == named("table:back") || in.Pressed(ebiten.KeyEscape):
		a.Switch(o.setup)
	case id == named("table:create") || in.Pressed(ebiten.KeyEnter):
		o.create(a)
	case id == named("table:live"):
		o.mode = lobby.Live
	case id == named("table:turn"):
		o.mode = lobby.Turn
	case id == named("table:public"):
		o.public = true
	case id == named("table:private"):
		o.public = false
	case id.name == "table:limit":
		o.limit = id.n
	case id.name == "table:bank":
		o.bank = id.n
	case id.name == "table:permove":
		o.perMove = id.n
	case id.name == "table:cap":
		o.capDays = id.n
	}
	typeField(in, &o.name, wire.MaxName, func(r rune) bool { return unicode.IsPrint(r) })
}

// create asks the server for the table, then takes the player's seat.
func (o *OnlineTableSetup) create(a *App) {
	lang := a.Lang
	if strings.TrimSpace(o.name) == "" {
		o.err = lang.T(words.OnlineNeedName)
		return
	}
	if a.online == nil || a.online.client == nil {
		a.Switch(NewOnlineScreen(a))
		return
	}
	link, req, seat := a.online, o.request(), o.seat
	o.err = ""
	o.busy = inBackground(onlineOpenTimeout, func(ctx context.Context) (Scene, error) {
		made, err := link.client.Create(ctx, req)
		if err != nil {
			return nil, err
		}
		t := &onlineTable{link: link, id: made.ID, invite: made.Invite, name: req.Name}
		peer, err := link.client.Join(ctx, made.ID, made.Invite, onlineSeat(seat))
		if err != nil {
			return nil, err
		}
		return &PeerLobby{peer: peer, online: t}, nil
	})
}

// Draw paints the options.
func (o *OnlineTableSetup) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.OnlineSetupTitle), cx, 24, 36)
	in := Panel(c, draw.Rect{X: cx - 320, Y: 90, W: 640, H: 450}, lang.T(words.OnlineTableTitle))
	small := draw.TextStyle{Font: theme.Label, Size: 12, Color: theme.InkSoft}
	c.Text(lang.T(words.OnlineTableName), in.X, in.Y+8, Body(15))
	textField(a, c, named("table:name"), draw.Rect{X: in.X + 150, Y: in.Y, W: in.W - 150, H: 34}, o.name, true)
	y := in.Y + 48
	pick := func(id buttonID, r draw.Rect, label string, on bool) {
		style := Plain
		if on {
			style = Chosen
		}
		a.Button(c, id, r, label, style)
	}
	half := (in.W - 150 - 8) / 2
	c.Text(lang.T(words.OnlineMode), in.X, y+8, Body(15))
	pick(named("table:live"), draw.Rect{X: in.X + 150, Y: y, W: half, H: 32}, lang.T(words.OnlineLiveChoice), o.mode == lobby.Live)
	pick(named("table:turn"), draw.Rect{X: in.X + 158 + half, Y: y, W: half, H: 32}, lang.T(words.OnlineTurnChoice), o.mode == lobby.Turn)
	about := lang.T(words.OnlineTurnAbout)
	if o.mode == lobby.Live {
		about = lang.T(words.OnlineLiveAbout)
	}
	y = c.Paragraph(about, in.X+150, y+38, in.W-150, small) + 8
	row := draw.Rect{X: in.X, Y: y, W: in.W, H: 70}
	if o.mode == lobby.Live {
		minuteChoices(a, c, row, lang.T(words.LimitLabel), "table:limit", lanLimitChoices, o.limit)
		y += 76
	} else {
		days := func(n int) string { return lang.Sprintf(words.OnlineDaysN, n) }
		hours := func(n int) string {
			if n == 0 {
				return lang.T(words.OnlineNone)
			}
			return lang.Sprintf(words.OnlineHoursN, n)
		}
		for _, r := range []struct {
			label, name string
			choices     []int
			chosen      int
			text        func(int) string
		}{{lang.T(words.OnlineBank), "table:bank", bankChoices, o.bank, days},
			{lang.T(words.OnlinePerMove), "table:permove", perMoveChoices, o.perMove, hours},
			{lang.T(words.OnlineCap), "table:cap", capChoices, o.capDays, days}} {
			inlineChoices(a, c, draw.Rect{X: in.X, Y: y, W: in.W, H: 32}, r.label, r.name, r.choices, r.chosen, r.text)
			y += 40
		}
	}
	y += 6
	c.Line(in.X, y, in.Right(), y, 1, theme.PaperDark)
	y += 12
	c.Text(lang.T(words.OnlineWho), in.X, y+8, Body(15))
	pick(named("table:public"), draw.Rect{X: in.X + 150, Y: y, W: half, H: 32}, lang.T(words.OnlinePublicChoice), o.public)
	pick(named("table:private"), draw.Rect{X: in.X + 158 + half, Y: y, W: half, H: 32}, lang.T(words.OnlinePrivate), !o.public)
	about = lang.T(words.OnlinePrivateAbout)
	if o.public {
		about = lang.T(words.OnlinePublicAbout)
	}
	c.Paragraph(about, in.X+150, y+38, in.W-150, small)

	a.Button(c, named("table:back"), draw.Rect{X: cx - 320, Y: 560, W: 200, H: 46}, lang.T(words.Back), Plain)
	a.goButton(c, named("table:create"), draw.Rect{X: cx + 120, Y: 560, W: 200, H: 46}, lang.T(words.OnlineCreate), lang.T(words.OnlineWorking), o.busy != nil)
	if o.err != "" {
		c.Paragraph(o.err, cx-320, 624, 640, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger})
	}
}

// inlineChoices is a setting on one line: its label, then a button a
// choice, the one chosen lit; name is the buttons', each numbered with
// its value.
func inlineChoices(a *App, c *draw.Canvas, r draw.Rect, label, name string, choices []int, chosen int, text func(int) string) {
	c.Text(label, r.X, r.Y+8, Body(14))
	x := r.X + 230
	w := (r.Right() - x - float64(len(choices)-1)*6) / float64(len(choices))
	for i, v := range choices {
		style := Plain
		if v == chosen {
			style = Chosen
		}
		a.Button(c, numbered(name, v), draw.Rect{X: x + float64(i)*(w+6), Y: r.Y, W: w, H: r.H}, text(v), style)
	}
}
