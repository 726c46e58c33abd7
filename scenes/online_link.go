package scenes

import (
	"slices"
	"time"

	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/scenes/words"
)

// The window's link to its online server: one client, signed in with the
// player's key, and the player's tables as the server last listed them.
// "Your turn" is never missed: while the menu or the online lobby is open
// the list is asked for again every minePoll, the menu's Play online
// entry and the window's title count the tables waiting on the player,
// and in a browser that allows it a notification tells of each table that
// starts waiting.

// minePoll is how often the player's tables are asked for.
const minePoll = 15 * time.Second

// onlineLink is the window's link; its client is nil when there is none
// (no server remembered, or no key made yet).
type onlineLink struct {
	server string // the address as the player gave it
	name   string
	id     *identity.Identity
	client *online.Client

	mine    []lobby.Mine
	mineErr error
	known   bool      // the server listed the player's tables at least once
	polled  time.Time // when the last answer came
	asking  chan answer[[]lobby.Mine]
	told    map[string]bool // the tables waiting on the player at the last answer
	title   int             // the count the window's title shows
}

// linkOnline makes the window's link to server, signing in as id under
// name (the first call to the server signs in).
func linkOnline(a *App, server, name string, id *identity.Identity) (*onlineLink, error) {
	c, err := newOnlineClient(a, server, id, name)
	if err != nil {
		return nil, err
	}
	return &onlineLink{server: server, name: name, id: id, client: c, told: map[string]bool{}}, nil
}

// onlineServer is the server Play online goes to: the page's own in a
// browser, else the one the settings remember.
func onlineServer(a *App) string {
	if a.Platform.Origin != "" {
		return a.Platform.Origin
	}
	return a.Settings.OnlineServer
}

// onlineTick keeps the link's list fresh; the menu and the online lobby
// call it every frame. The first call links to the server remembered, if
// the player has a key already (none is made before Play online is used).
func (a *App) onlineTick() {
	if a.online == nil {
		if invite := pageInvite(); invite != "" { // the page is an invite's link: to its table
			defer func() { a.Switch(inviteScreen(a, invite)) }()
		}
		a.online = &onlineLink{}
		if server := onlineServer(a); server != "" && a.Settings.PlayerName != "" {
			if id, err := loadIdentity(a, false); err == nil && id != nil {
				if l, err := linkOnline(a, server, a.Settings.PlayerName, id); err == nil {
					a.online = l
				}
			}
		}
	}
	a.online.tick(a)
}

// inviteScreen is Play online opened by an invite's link: it joins the
// table at once when the window is signed in, else once it is. The focus
// stays where NewOnlineScreen put it: on the name for a friend who never
// signed in (typing goes there, Enter signs in and then joins), not on
// the invite, which is filled in already.
func inviteScreen(a *App, invite string) *OnlineScreen {
	o := NewOnlineScreen(a)
	o.invite, o.joinOnce = invite, true
	if o.connected(a) {
		o.joinOnce = false
		o.joinInvite(a)
	}
	return o
}

// tick takes the answer that came, and asks again when it is time.
func (l *onlineLink) tick(a *App) {
	if l.client == nil {
		return
	}
	if l.asking != nil {
		select {
		case ans := <-l.asking:
			l.asking, l.polled, l.mineErr = nil, time.Now(), ans.err
			if ans.err == nil {
				l.took(a, ans.v)
			}
		default:
			return
		}
	}
	if time.Since(l.polled) >= minePoll {
		l.ask()
	}
}

// ask asks for the player's tables in the background.
func (l *onlineLink) ask() {
	if l.asking != nil || l.client == nil {
		return
	}
	l.asking = inBackground(20*time.Second, l.client.Mine)
}

// refresh asks at once, whatever the time.
func (l *onlineLink) refresh() {
	l.polled = time.Time{}
}

// took is a new list: the title says the count, and a table newly
// waiting on the player is notified (not those of the first answer:
// the player is looking at the list then).
func (l *onlineLink) took(a *App, mine []lobby.Mine) {
	lang := a.Lang
	l.mine = slices.Clone(mine)
	slices.SortStableFunc(l.mine, func(x, y lobby.Mine) int { return mineRank(x) - mineRank(y) })
	now := map[string]bool{}
	for _, m := range mine {
		if yourTurn(m) {
			now[m.ID] = true
			if l.known && !l.told[m.ID] {
				notify(lang.T(words.OnlineTurnNote), lang.Sprintf(words.OnlineTurnNoteAt, m.Name))
			}
		}
	}
	l.told, l.known = now, true
	if n := len(now); n != l.title {
		l.title = n
		title := "Patrón"
		if n > 0 {
			title = lang.Sprintf(words.OnlineWindowTitle, n)
		}
		showTitle(title)
	}
}

// mineRank orders My games: the tables waiting on the player first, then
// those under way, those not begun, and those over last.
func mineRank(m lobby.Mine) int {
	switch {
	case yourTurn(m):
		return 0
	case m.Status == lobby.StatusPlaying:
		return 1
	case m.Status == lobby.StatusLobby:
		return 2
	}
	return 3
}

// yourTurn is whether a table waits on the player.
func yourTurn(m lobby.Mine) bool { return m.YourTurn && m.Status == lobby.StatusPlaying }

// waiting counts the tables waiting on the player.
func (a *App) onlineWaiting() int {
	if a.online == nil {
		return 0
	}
	return len(a.online.told)
}
