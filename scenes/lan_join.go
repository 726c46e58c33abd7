package scenes

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/game"
	"patron/netplay/discovery"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
	"patron/render/draw"
	"patron/render/theme"
	"patron/scenes/match"
	"patron/scenes/words"
)

// JoinScreen lists the games found on the network, live, and joins one:
// picked from the list, typed as an address and a code, or the seat this
// computer held before a drop.
type JoinScreen struct {
	name, addr, code string
	focus            int // 0 name, 1 address, 2 code
	seat             int // wanted engine player, -1 any
	found            []discovery.Found
	searched         bool
	picked           string // the gameKey of the game picked in the list, "" none
	// forged are the gameKeys of games whose certificate was not the one
	// their answer claimed: hidden from the list from then on.
	forged map[string]bool
	rec    lan.SeatRecord
	hasRec bool
	err    string

	finder  chan []discovery.Found
	stop    chan struct{}
	joining chan joinResult
}

type joinResult struct {
	peer  *session.Peer
	rec   lan.SeatRecord
	hello wire.Hello
	err   error
}

// gameKey names a game of the list: its fingerprint and address. Anyone
// may answer with any name and fingerprint, so neither alone is a game.
func gameKey(f discovery.Found) string { return f.Fingerprint + " " + f.Addr }

// NewJoinScreen starts looking for games at once.
func NewJoinScreen(a *App) *JoinScreen {
	lang := a.Lang
	j := &JoinScreen{name: defaultName(lang), seat: -1, forged: map[string]bool{}, finder: make(chan []discovery.Found, 1), stop: make(chan struct{})}
	j.rec, j.hasRec = loadSeatRecord(a)
	if j.hasRec {
		j.name = j.rec.Name
	}
	go findLoop(discoveryTargets(), j.finder, j.stop)
	return j
}

// discoveryTargets are where to ask for games: PATRON_DISCOVERY_TARGETS
// (host:port, comma-separated) when set, else every broadcast address.
func discoveryTargets() []string {
	if t := os.Getenv("PATRON_DISCOVERY_TARGETS"); t != "" {
		return strings.Split(t, ",")
	}
	return nil
}

// findLoop asks the network again and again, handing each round's list
// over (the newest replaces one not yet taken), until stop closes.
func findLoop(targets []string, out chan []discovery.Found, stop chan struct{}) {
	for {
		found, _ := lan.Find(1200*time.Millisecond, targets)
		select {
		case <-out:
		default:
		}
		out <- found
		select {
		case <-stop:
			return
		case <-time.After(300 * time.Millisecond):
		}
	}
}

func (j *JoinScreen) leave(a *App, next Scene) {
	close(j.stop)
	a.Switch(next)
}

// Update takes the list's news, typing and the buttons.
func (j *JoinScreen) Update(a *App, in *Input) {
	lang := a.Lang
	select {
	case f := <-j.finder:
		j.found, j.searched = j.trusted(f), true
	default:
	}
	if j.joining != nil {
		select {
		case r := <-j.joining:
			j.joining = nil
			if r.err != nil && errors.Is(r.err, transport.ErrNotTheHost) && j.picked == gameKey(discovery.Found{Beacon: discovery.Beacon{Fingerprint: r.rec.Pin}, Addr: r.rec.Addr}) {
				// A forged (or stale) answer: hidden, and the next game of
				// that name, if one alone is left, is tried at once.
				if j.forged == nil {
					j.forged = map[string]bool{}
				}
				j.forged[j.picked] = true
				j.found, j.picked = j.trusted(j.found), ""
				if next := j.onlyNamed(r.rec.Host); next != nil {
					j.picked = gameKey(*next)
					j.start(lan.SeatRecord{Name: r.rec.Name, Host: next.Game, Addr: next.Addr, Pin: next.Fingerprint}, r.hello, nil)
					return
				}
				j.err = lang.T(words.JoinForged)
				return
			}
			if r.err != nil {
				j.err = lang.Sprintf(words.JoinFailed, joinProblem(lang, r.err))
				return
			}
			r.rec.Seat, r.rec.Token = r.peer.Seat(), r.peer.Token()
			saveSeatRecord(a, r.rec)
			j.leave(a, &PeerLobby{peer: r.peer, rec: r.rec})
		default:
		}
		return
	}
	switch id := a.Clicked(in); {
	case id == named("join:back") || in.Pressed(ebiten.KeyEscape):
		j.leave(a, &Menu{})
	case id.name == "join:game" && id.n < len(j.found):
		j.picked, j.addr, j.code = gameKey(j.found[id.n]), "", ""
	case id.name == "join:field":
		j.focus = id.n
		if id.n > 0 {
			j.picked = ""
		}
	case id == named("join:seat"):
		j.seat++
		if j.seat >= wire.MaxSeats {
			j.seat = -1
		}
	case id == named("join:go") || in.Pressed(ebiten.KeyEnter):
		j.join(a)
	case id == named("join:rejoin"):
		j.rejoin(a)
	}
	switch j.focus {
	case 0:
		typeField(in, &j.name, wire.MaxName, func(r rune) bool { return unicode.IsPrint(r) })
	case 1:
		typeField(in, &j.addr, 60, func(r rune) bool { return r > ' ' && r < 127 })
	case 2:
		typeField(in, &j.code, 12, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' })
	}
}

// pickedGame is the game picked in the list, while it is still listed.
func (j *JoinScreen) pickedGame() *discovery.Found {
	for i := range j.found {
		if j.picked != "" && gameKey(j.found[i]) == j.picked {
			return &j.found[i]
		}
	}
	return nil
}

// trusted is found without the games whose answers proved false.
func (j *JoinScreen) trusted(found []discovery.Found) []discovery.Found {
	var out []discovery.Found
	for _, f := range found {
		if !j.forged[gameKey(f)] {
			out = append(out, f)
		}
	}
	return out
}

// onlyNamed is the one game of the list called name that fits a joiner
// (a free seat, not begun), or nil when there is none or more than one:
// then the player chooses.
func (j *JoinScreen) onlyNamed(name string) *discovery.Found {
	var one *discovery.Found
	for i, f := range j.found {
		if f.Game != name || f.Free == 0 || f.Started {
			continue
		}
		if one != nil && one.Fingerprint != f.Fingerprint {
			return nil
		}
		if one == nil {
			one = &j.found[i]
		}
	}
	return one
}

// gameLabel is a game's line in the list. Games of one name (two tables
// called alike, or a forged answer beside a real one) each show the host's
// address and the start of their session code, for the player to tell
// them apart (the host's lobby shows its code).
func (j *JoinScreen) gameLabel(lang *words.Lang, f discovery.Found) string {
	label := lang.Sprintf(words.JoinGameLine, f.Game, f.Free, f.Seats, f.App)
	if f.Started {
		label = lang.Sprintf(words.JoinStarted, f.Game, f.App)
	}
	for _, g := range j.found {
		if g.Game == f.Game && gameKey(g) != gameKey(f) {
			where := f.Addr
			if host, port, err := net.SplitHostPort(f.Addr); err == nil && port == strconv.Itoa(lan.GamePort) {
				where = host
			}
			return label + " · " + where + " · " + lan.PrettyCode(f.Code)[:4]
		}
	}
	return label
}

// join asks for a seat at the picked or typed table.
func (j *JoinScreen) join(a *App) {
	lang := a.Lang
	rec := lan.SeatRecord{Name: strings.TrimSpace(j.name)}
	switch {
	case rec.Name == "":
		j.err = lang.T(words.JoinNeedName)
		return
	case j.pickedGame() != nil:
		f := j.pickedGame()
		rec.Host, rec.Addr, rec.Pin = f.Game, f.Addr, f.Fingerprint
	case strings.TrimSpace(j.addr) != "" && strings.TrimSpace(j.code) != "":
		addr, err := lan.HostPort(j.addr)
		if err != nil {
			j.err = lang.Sprintf(words.JoinFailed, err.Error())
			return
		}
		rec.Host, rec.Addr, rec.Pin = addr, addr, strings.TrimSpace(j.code)
	default:
		j.err = lang.T(words.JoinPickFirst)
		return
	}
	j.start(rec, wire.Hello{Name: rec.Name, Seat: j.seat}, nil)
}

// rejoin goes back to the seat this computer held: the Patrón's computer
// with its own save, which alone holds his secrets.
func (j *JoinScreen) rejoin(a *App) {
	lang := a.Lang
	var resume *game.Game
	if j.rec.Seat == 0 {
		st := lanStore(a)
		if st == nil || j.rec.SaveID == "" {
			j.err = lang.T(words.RejoinNoSave)
			return
		}
		_, g, err := st.Load(j.rec.SaveID, false)
		if err != nil {
			j.err = lang.Sprintf(words.RejoinBadSave, saveProblem(lang, err))
			return
		}
		resume = g
	}
	j.start(j.rec, wire.Hello{Name: j.rec.Name, Seat: j.rec.Seat, Token: j.rec.Token}, resume)
}

// start dials in the background; Update takes the result.
func (j *JoinScreen) start(rec lan.SeatRecord, hello wire.Hello, resume *game.Game) {
	j.err = ""
	j.joining = make(chan joinResult, 1)
	go func(out chan joinResult) {
		ctx, cancel := context.WithTimeout(context.Background(), 8*time.Second)
		defer cancel()
		p, err := lan.Join(ctx, rec.Addr, rec.Pin, session.PeerConfig{Hello: hello, Resume: resume})
		out <- joinResult{peer: p, rec: rec, hello: hello, err: err}
	}(j.joining)
}

// joinProblem says in words why a join failed.
func joinProblem(lang *words.Lang, err error) string {
	var r *session.Refused
	switch {
	case errors.As(err, &r) && r.Code == wire.CodeTooSoon: // this seat came back over and over
		return lang.T(words.TooSoon)
	case errors.As(err, &r):
		return r.Text
	}
	return err.Error()
}

// Draw paints the list and the fields.
func (j *JoinScreen) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	Heading(c, lang.T(words.JoinTitle), cx, 24, 36)
	in := Panel(c, draw.Rect{X: cx - 440, Y: 90, W: 520, H: 440}, lang.T(words.JoinFound))
	y := in.Y
	switch {
	case !j.searched:
		c.Text(lang.T(words.JoinSearching), in.X, y, Body(15))
	case len(j.found) == 0:
		c.Paragraph(lang.T(words.JoinNone), in.X, y, in.W, Body(15))
	}
	for i, f := range j.found {
		if i == 8 {
			break
		}
		label := j.gameLabel(lang, f)
		style := Plain
		if gameKey(f) == j.picked {
			style = Chosen
		}
		a.Button(c, numbered("join:game", i), draw.Rect{X: in.X, Y: y, W: in.W, H: 36}, label, style)
		y += 44
	}
	side := Panel(c, draw.Rect{X: cx + 100, Y: 90, W: 340, H: 440}, lang.T(words.JoinYourName))
	textField(a, c, numbered("join:field", 0), draw.Rect{X: side.X, Y: side.Y, W: side.W, H: 34}, j.name, j.focus == 0)
	y = side.Y + 50
	c.Text(lang.T(words.JoinSeat), side.X, y+8, Body(15))
	seat := lang.T(words.JoinAnySeat)
	if j.seat >= 0 {
		seat = seatRole(lang, j.seat)
	}
	a.Button(c, named("join:seat"), draw.Rect{X: side.X + 70, Y: y, W: side.W - 70, H: 34}, seat, Plain)
	y += 60
	y = c.Paragraph(lang.T(words.JoinByAddress), side.X, y, side.W, draw.TextStyle{Font: theme.Heading, Size: 14, Color: theme.Ink}) + 6 // two lines in some languages
	addr, code := j.addr, j.code
	if addr == "" && j.focus != 1 {
		addr = lang.T(words.JoinAddress)
	}
	if code == "" && j.focus != 2 {
		code = lang.T(words.JoinCode)
	}
	textField(a, c, numbered("join:field", 1), draw.Rect{X: side.X, Y: y, W: side.W, H: 34}, addr, j.focus == 1)
	textField(a, c, numbered("join:field", 2), draw.Rect{X: side.X, Y: y + 42, W: 160, H: 34}, code, j.focus == 2)
	if j.hasRec {
		a.Button(c, named("join:rejoin"), draw.Rect{X: side.X, Y: side.Bottom() - 44, W: side.W, H: 40},
			lang.Sprintf(words.Rejoin, j.rec.Host), Plain)
	}
	a.Button(c, named("join:back"), draw.Rect{X: cx - 440, Y: 560, W: 200, H: 46}, lang.T(words.Back), Plain)
	a.goButton(c, named("join:go"), draw.Rect{X: cx + 240, Y: 560, W: 200, H: 46}, lang.T(words.JoinButton), lang.T(words.Joining), j.joining != nil)
	if j.err != "" {
		c.Text(j.err, cx, 630, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Danger, Align: draw.Center})
	}
}

// PeerLobby waits at a joined table for the host's start (or, coming
// back, for the game as it is).
type PeerLobby struct {
	peer *session.Peer
	rec  lan.SeatRecord
	err  string
	wait *hostWait // waiting for a host whose connection dropped (lan_lobby_wait.go)
	// online is the online table this lobby is of (online_table.go); nil
	// at a LAN table.
	online *onlineTable
	copied bool // the invite was put on the clipboard
}

// Update takes the host's news; the game opens once it has begun.
func (l *PeerLobby) Update(a *App, in *Input) {
	lang := a.Lang
	for _, n := range l.lobbyNews(a) {
		switch n.Kind {
		case session.NoteClosed:
			if !l.waitForHost(a, n.Err) {
				l.err = lang.T(words.HostGone)
			}
		case session.NoteProblem: // a message of this computer's refused: say why
			l.err = n.Text
		case session.NoteDesync: // coming back failed: say why (another computer's news waits for the table)
			if n.Code == wire.StepFailed {
				l.err = n.Text
			}
		}
	}
	if l.peer.Game() != nil {
		m, err := match.NewLAN(match.PeerNet{P: l.peer})
		if err != nil {
			l.err = err.Error()
			return
		}
		p := NewLANPlay(m)
		switch {
		case l.online != nil: // its save is named by its server and id
			p.net.online, p.save.id = l.online, l.online.saveID()
		case l.rec.SaveID != "":
			p.save.id = l.rec.SaveID // the same file goes on
		}
		l.rec.SaveID = p.save.id
		if m.G.Sec != nil { // the Patrón's secrets are on disk before his first move
			p.autosave(a)
			if err := p.flushSave(); err != nil {
				p.saveErr = lang.Sprintf(words.SaveFailed, err)
			}
		}
		if l.online == nil {
			saveSeatRecord(a, l.rec)
		}
		a.Switch(p)
		return
	}
	switch id := a.Clicked(in); {
	case id == named("lobby:leave") || in.Pressed(ebiten.KeyEscape):
		l.peer.Close()
		a.Switch(l.leaveTo(a))
	case id == named("lobby:copy") && l.online != nil:
		l.copied = copyText(l.online.inviteText())
	}
}

// Draw paints the seats as the host describes them.
func (l *PeerLobby) Draw(a *App, c *draw.Canvas) {
	lang := a.Lang
	drawTable(c, a)
	cx := a.W / 2
	lobby := l.peer.Lobby()
	Heading(c, lobby.Host, cx, 24, 36)
	seats := draw.Rect{X: cx - 210, Y: 90, W: 420, H: 400}
	if l.online.panel() { // the online table's panel beside the seats
		seats.X = cx - 440
	}
	drawSeats(a, c, seats, lobby, l.peer.Seat(), l.peer.Banks())
	c.Text(lang.T(words.LobbyWaitStart), cx, 510, draw.TextStyle{Font: theme.Label, Size: 15, Color: theme.Paper, Align: draw.Center})
	l.drawOnline(a, c, draw.Rect{X: cx, Y: 90, W: 440, H: 400})
	a.Button(c, named("lobby:leave"), draw.Rect{X: cx - 100, Y: 560, W: 200, H: 46}, lang.T(words.LobbyLeave), Plain)
	if l.err != "" {
		c.Text(l.err, cx, 630, draw.TextStyle{Font: theme.Label, Size: 15, Color: lobbyNoteColor(l.wait != nil), Align: draw.Center})
	}
}

// Close leaves the table when the window closes.
func (l *PeerLobby) Close(*App) error {
	l.peer.Close()
	return nil
}

// DrawKey repaints when the seats change.
func (l *PeerLobby) DrawKey(a *App) any {
	mx, my := a.mouse()
	return fmt.Sprint(l.peer.Lobby(), banksKey(a.Lang, l.peer.Banks()), l.err, l.wait != nil, l.copied, a.TargetAt(mx, my), a.W, a.H)
}

// defaultName is the name a joiner starts with: the person at this
// computer's (lan.PersonName), else Guest.
func defaultName(lang *words.Lang) string {
	if n := lan.PersonName(); n != "" {
		return n
	}
	return lang.T(words.Guest)
}
