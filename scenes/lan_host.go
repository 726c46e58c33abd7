package scenes

import (
	"errors"
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game/box"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/mapview"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Hosting a LAN table: the new-game screen with seats that may be on other
// computers, then a lobby that waits for them.

// remoteKind marks a seat played on another computer.
const remoteKind = "remote"

// lanSeatKinds are the host's choices for a seat: a person here, a person
// on another computer, or a bot (run here).
func lanSeatKinds(lang *words.Lang) []seatKind {
	return botKinds(lang, seatKind{"", lang.T(words.SeatHere)}, seatKind{remoteKind, lang.T(words.SeatRemote)})
}

func (s *NewSetup) seatKinds(lang *words.Lang) []seatKind {
	if s.online { // the others are on the internet
		kinds := lanSeatKinds(lang)
		kinds[1].label = lang.T(words.SeatOnline)
		return kinds
	}
	if s.lan {
		return lanSeatKinds(lang)
	}
	return seatKinds(lang)
}

// NewLANSetupScreen is the host's setup: the first player here, the
// others on other computers.
func NewLANSetupScreen() *NewSetup {
	s := NewSetupScreen()
	s.lan, s.limitMinutes = true, lanLimitDefault
	for i := 1; i < len(s.kinds); i++ {
		s.kinds[i] = 1
	}
	return s
}

// tableConfig turns the setup into the host's table, in engine order (the
// Patrón first, then the Factions' players).
func (s *NewSetup) tableConfig(lang *words.Lang) (session.HostConfig, error) {
	ms, err := s.setup(lang)
	if err != nil {
		return session.HostConfig{}, err
	}
	order := append([]int{ms.Patron}, ms.FactionPlayers()...)
	cfg := session.HostConfig{Seed: ms.Seed, Limits: s.limits(), NoHints: s.noHints}
	here := 0
	for _, i := range order {
		p := ms.People[i]
		seat := wire.Seat{Name: p.Name, Who: session.AtHost}
		switch p.Bot {
		case "":
			here++
			if cfg.Name == "" {
				cfg.Name = lang.Sprintf(words.TableOf, p.Name)
			}
		case remoteKind:
			seat.Who = session.Remote
		default:
			seat.Who, seat.Bot = session.Bot, p.Bot
		}
		cfg.Seats = append(cfg.Seats, seat)
	}
	if here == 0 {
		return cfg, errors.New(lang.T(words.HostNeedsPerson))
	}
	for f, person := range ms.Control {
		for e, i := range order {
			if i == person {
				cfg.Control[f] = e
			}
		}
	}
	return cfg, nil
}

// hostConfig is the table host opens: tableConfig, its stand-ins of the
// level Settings chose for them.
func (s *NewSetup) hostConfig(a *App) (session.HostConfig, error) {
	s.standIn = a.Settings.botLevel()
	return s.tableConfig(a.Lang)
}

// host opens the table on the network and waits in the lobby.
func (s *NewSetup) host(a *App) {
	lang := a.Lang
	cfg, err := s.hostConfig(a)
	if err != nil {
		s.err = problemText(lang, err)
		return
	}
	srv, err := serveTable(cfg)
	if err != nil {
		s.err = lang.Sprintf(words.HostFailed, err)
		return
	}
	a.Switch(&HostLobby{srv: srv, back: s})
}

// serveTable listens on the game's ports (PATRON_LAN_PORT and
// PATRON_DISCOVERY_PORT change them). A busy port falls back to any free
// one, and a busy discovery port to no announcing: joiners then type the
// address.
func serveTable(cfg session.HostConfig) (*lan.Server, error) {
	port, disc := os.Getenv("PATRON_LAN_PORT"), os.Getenv("PATRON_DISCOVERY_PORT")
	if port == "" {
		port = fmt.Sprint(lan.GamePort)
	}
	if disc == "" {
		disc = fmt.Sprint(lan.DiscoveryPort)
	}
	tries := []lan.ServerConfig{
		{Addr: ":" + port, Discovery: ":" + disc, Table: cfg},
		{Addr: ":0", Discovery: ":" + disc, Table: cfg},
		{Addr: ":0", Table: cfg},
	}
	var err error
	for _, t := range tries {
		var srv *lan.Server
		if srv, err = lan.Serve(t); err == nil {
			return srv, nil
		}
	}
	return nil, err
}

// HostLobby is the host's waiting room: the code, the addresses, and who
// has sat down.
type HostLobby struct {
	srv  *lan.Server
	back *NewSetup
	err  string
}

// Update takes the network's news and the host's buttons.
func (h *HostLobby) Update(a *App, in *Input) {
	lang := a.Lang
	for _, n := range h.srv.Step() {
		if n.Kind == session.NoteProblem {
			h.err = n.Text
		}
	}
	switch id := a.Clicked(in); {
	case id == named("lobby:close") || in.Pressed(ebiten.KeyEscape):
		h.srv.Close()
		a.Switch(h.back)
	case id == named("lobby:start") || in.Pressed(ebiten.KeyEnter):
		if !h.srv.Ready() {
			h.err = lang.T(words.LobbyNotReady)
			return
		}
		if err := h.srv.Start(); err != nil {
			h.err = err.Error()
			return
		}
		// "Back to my table" opens it again after a crash.
		m, err := match.NewLAN(match.HostNet{S: h.srv, Kept: keepTable(a, h.srv)})
		if err != nil {
			h.err = err.Error()
			return
		}
		a.Switch(NewLANPlay(m))
	}
}

// Draw paints the lobby.
func (h *HostLobby) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.LobbyTitle), cx, 24, 36)
	in := Panel(c, draw.Rect{X: cx - 440, Y: 90, W: 420, H: 440}, lang.T(words.LobbyCode))
	c.Text(h.srv.Code(), in.X, in.Y+4, draw.TextStyle{Font: theme.Heading, Size: 40, Color: theme.PatronRed})
	y := c.Paragraph(lang.T(words.LobbyCodeHint), in.X, in.Y+64, in.W, Body(13)) + 10
	c.Text(lang.T(words.LobbyAddresses), in.X, y, draw.TextStyle{Font: theme.Heading, Size: 15, Color: theme.Ink})
	y += 24
	for i, addr := range h.srv.Addresses() {
		if i == 6 {
			break
		}
		c.Text(addr, in.X+8, y, Body(15))
		y += 22
	}
	drawSeats(a, c, draw.Rect{X: cx + 20, Y: 90, W: 420, H: 440}, h.srv.Lobby(), -1, h.srv.Banks())
	a.Button(c, named("lobby:close"), draw.Rect{X: cx - 440, Y: 560, W: 200, H: 46}, lang.T(words.LobbyClose), Plain)
	style := Primary
	if !h.srv.Ready() {
		style = Disabled
	}
	a.Button(c, named("lobby:start"), draw.Rect{X: cx + 240, Y: 560, W: 200, H: 46}, lang.T(words.LobbyStart), style)
	if h.err != "" {
		c.Text(h.err, cx, 630, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	}
}

// Close ends the table when the window closes.
func (h *HostLobby) Close(*App) error {
	h.srv.Close()
	return nil
}

// DrawKey repaints the lobby when someone sits down or leaves.
func (h *HostLobby) DrawKey(a *App) any {
	mx, my := a.mouse()
	return fmt.Sprint(h.srv.Lobby(), h.err, a.TargetAt(mx, my), a.W, a.H)
}

// drawSeats lists a table's seats: who plays each, and whether they are
// here. you is this machine's seat (-1: the host's, whose people are "here").
func drawSeats(a *App, c *draw.Canvas, r draw.Rect, l wire.Lobby, you int, banks []session.SeatBank) {
	lang := a.Lang
	in := Panel(c, r, lang.T(words.Players))
	y := in.Y
	for i, s := range l.Seats {
		role := seatRole(lang, i)
		c.Text(role, in.X, y, draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.InkSoft})
		name, state, color := seatState(lang, s, i, you)
		c.Text(name, in.X+150, y, Body(16))
		ex := in.X + 8.0 // the emblems of the factions this seat runs
		for f := range box.NumFactions {
			if i > 0 && l.Control[f] == i {
				mapview.Emblem(c, box.Faction(f), ex, y+26, 7, c.Palette.Faction(box.Faction(f)))
				ex += 18
			}
		}
		c.Text(state, in.Right()-8, y, draw.TextStyle{Font: theme.Label, Size: 14, Color: color, Align: draw.Right})
		if i < len(banks) && s.Who != session.Bot { // a turn-based table: each person's time bank
			drawSeatBank(lang, c, in.Right()-8, y+22, banks[i])
		}
		y += 48
	}
	drawNoHints(lang, c, in.X, y+4, l)
	drawLimitLine(a, c, in, l)
}
