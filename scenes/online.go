package scenes

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/wire"
	"patron/scenes/words"
)

// OnlineScreen is Play online: the server and the player's name, then the
// server's lobby: the player's tables (My games: whose turn it is, the
// last move, the time left), the public tables to join or watch, an
// invite to a private one, and Create table. Opening a table shows the
// LAN screens on it (PeerLobby, then the table): an online table is a LAN
// table whose host is the server.
type OnlineScreen struct {
	addr, name, invite string
	focus              int
	public             []lobby.Listing
	publicAt           time.Time
	listing            chan answer[[]lobby.Listing]
	connecting         chan answer[signedIn]
	busy               chan answer[Scene] // a table being opened or made
	pasting            <-chan string
	first              int      // the first of My games in sight (the wheel scrolls it)
	joinOnce           bool     // the page was an invite's link: its table is joined once signed in
	vac                vacation // the player's (online_vacation.go)
	err, note          string
}

// The fields typing goes to.
const (
	focusServer = iota
	focusName
	focusInvite
)

// signedIn is a sign-in's end: the link, the player's tables and the
// public ones.
type signedIn struct {
	link   *onlineLink
	mine   []lobby.Mine
	public []lobby.Listing
}

// NewOnlineScreen opens Play online: on the server the window is linked
// to, or the one remembered (the page's own in a browser), with the
// player's name.
func NewOnlineScreen(a *App) *OnlineScreen {
	o := &OnlineScreen{addr: onlineServer(a), name: a.Settings.PlayerName}
	if o.name == "" {
		o.name = defaultName(a.Lang)
	}
	switch {
	case o.connected(a):
		o.askPublic(a)
		a.online.refresh()
		o.focus = focusInvite
	case o.addr == "":
		o.focus = focusServer
	case a.Settings.PlayerName != "": // signed in before: again at once
		o.focus = focusInvite
		o.connect(a)
	default:
		o.focus = focusName
	}
	return o
}

// connected is whether the window is signed in to a server.
func (o *OnlineScreen) connected(a *App) bool {
	return a.online != nil && a.online.known
}

// Update takes the server's answers, typing and the buttons.
func (o *OnlineScreen) Update(a *App, in *Input) {
	if o.connecting == nil {
		a.onlineTick()
	}
	o.takeAnswers(a)
	if o.busy != nil || o.connecting != nil {
		if in.Pressed(ebiten.KeyEscape) || a.Clicked(in) == named("online:back") {
			o.leave(a)
		}
		return
	}
	o.scroll(a, in)
	id := a.Clicked(in)
	switch {
	case o.connected(a) && o.vac.update(a, id):
	case id == named("online:back") || in.Pressed(ebiten.KeyEscape):
		o.leave(a)
	case id.name == "online:field":
		o.focus = id.n
	case id == named("online:connect") || in.Pressed(ebiten.KeyEnter) && (o.focus != focusInvite || !o.connected(a)): // Enter signs in first
		o.connect(a)
	case !o.connected(a):
	case id.name == "online:mine" && id.n < len(a.online.mine):
		o.err = ""
		o.openMine(a, a.online.mine[id.n])
	case id.name == "online:table" && id.n < len(o.public):
		l := o.public[id.n]
		o.joinTable(a, l.ID, "", l.Name, -1)
	case id.name == "online:watch" && id.n < len(o.public):
		o.watchTable(a, o.public[id.n])
	case id == named("online:invite-join") || in.Pressed(ebiten.KeyEnter):
		o.joinInvite(a)
	case id == named("online:create"):
		a.Switch(NewOnlineSetupScreen())
	case id == named("online:key"):
		a.Switch(&OnlineKeyScreen{back: o})
	case id == named("online:refresh"):
		a.online.refresh()
		o.askPublic(a)
	case id == named("online:notify"):
		askNotifications()
	case id == named("online:paste"):
		o.pasting = pasteText()
	}
	switch o.focus {
	case focusServer:
		if a.Platform.Origin == "" {
			typeField(in, &o.addr, 100, func(r rune) bool { return r > ' ' && r < 127 })
		}
	case focusName:
		typeField(in, &o.name, wire.MaxName, unicode.IsPrint)
	case focusInvite:
		typeField(in, &o.invite, 200, func(r rune) bool { return r > ' ' && r < 127 })
	}
}

// leave goes back to the menu; a call under way ends by itself.
func (o *OnlineScreen) leave(a *App) { a.Switch(&Menu{}) }

// takeAnswers takes what the server answered since the last frame.
func (o *OnlineScreen) takeAnswers(a *App) {
	lang := a.Lang
	select {
	case got := <-o.connecting:
		o.connecting = nil
		if got.err != nil {
			o.err = onlineProblem(lang, serverHost(o.addr), got.err)
			return
		}
		ans := got.v
		a.online = ans.link
		ans.link.polled = time.Now()
		ans.link.took(a, ans.mine)
		o.public, o.publicAt, o.focus = ans.public, time.Now(), focusInvite
		if a.Platform.Origin == "" {
			a.Settings.OnlineServer = ans.link.server
		}
		a.Settings.PlayerName = ans.link.name
		if err := a.Settings.Save(); err != nil {
			o.note = storageProblem(lang, err)
		}
		if o.joinOnce {
			o.joinOnce = false
			o.joinInvite(a)
		}
	case ans := <-o.listing:
		o.listing = nil
		if ans.err == nil {
			o.public, o.publicAt = ans.v, time.Now()
		}
	case d := <-o.busy:
		o.busy = nil
		if d.err != nil {
			o.err = onlineProblem(lang, serverHost(a.online.server), d.err)
			return
		}
		a.Switch(d.v)
	case s, ok := <-o.pasting:
		o.pasting = nil
		if ok {
			o.invite, o.focus = strings.TrimSpace(s), focusInvite
		}
	default:
	}
	if o.connected(a) && o.listing == nil && time.Since(o.publicAt) >= minePoll {
		o.askPublic(a)
	}
	if err := o.vac.took(a); err != nil {
		o.err = onlineProblem(lang, serverHost(a.online.server), err)
	}
	if o.connected(a) && !o.vac.asked {
		o.vac.asked = true
		o.vac.ask(a, false, 0)
	}
}

// connect signs in to the server typed, with the player's key (made now
// on the first use of Play online).
func (o *OnlineScreen) connect(a *App) {
	lang := a.Lang
	o.err, o.note = "", ""
	addr, name := strings.TrimSpace(o.addr), strings.TrimSpace(o.name)
	switch {
	case addr == "":
		o.err, o.focus = lang.T(words.OnlineNeedServer), focusServer
		return
	case name == "":
		o.err, o.focus = lang.T(words.OnlineNeedName), focusName
		return
	}
	u, err := online.ServerURL(addr)
	if err != nil {
		o.err = lang.Sprintf(words.OnlineBadAddress, addr)
		return
	}
	id, err := loadIdentity(a, true)
	switch {
	case errors.Is(err, errIdentityNotKept):
		o.note = lang.T(words.OnlineKeyNotKept)
	case err != nil:
		o.err = err.Error()
		return
	}
	link, err := linkOnline(a, u.String(), name, id)
	if err != nil {
		o.err = err.Error()
		return
	}
	o.connecting = inBackground(30*time.Second, func(ctx context.Context) (c signedIn, err error) {
		c.link = link
		if err = link.client.SignIn(ctx); err == nil {
			if c.mine, err = link.client.Mine(ctx); err == nil {
				c.public, err = link.client.Tables(ctx)
			}
		}
		return c, err
	})
}

// askPublic asks for the public tables in the background.
func (o *OnlineScreen) askPublic(a *App) {
	if o.listing != nil || a.online == nil || a.online.client == nil {
		return
	}
	o.listing = inBackground(20*time.Second, a.online.client.Tables)
}

// joinInvite joins the table of the invite typed or pasted.
func (o *OnlineScreen) joinInvite(a *App) {
	lang := a.Lang
	if strings.TrimSpace(o.invite) == "" {
		o.err = lang.T(words.OnlineNeedInvite)
		return
	}
	table, code, ok := parseInvite(o.invite)
	if !ok {
		o.err = lang.T(words.OnlineBadInvite)
		return
	}
	o.err = ""
	o.joinTable(a, table, code, "", -1)
}

// start runs a call that opens a table; Update takes its end.
func (o *OnlineScreen) start(a *App, call func(ctx context.Context) (Scene, error)) {
	o.err = ""
	o.busy = inBackground(onlineOpenTimeout, call)
}
