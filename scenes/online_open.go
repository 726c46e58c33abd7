package scenes

import (
	"context"
	"errors"
	"io/fs"
	"time"

	"patron/game"
	"patron/netplay/lan"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/scenes/match"
	"patron/scenes/words"
)

// Opening an online table: a seat joined (a new one, or the one the
// player's key holds, with this device's save of the Patrón's game), a
// table watched, or a table over shown at its end. Each call to the server
// runs in the background (inBackground); the screen takes its end.

// onlineTable is one table as the screens that show it need it: where it
// is, how it is entered, and what this device plays at it.
type onlineTable struct {
	link   *onlineLink
	id     string
	invite string // a private table's code ("" for a public one)
	name   string
	watch  bool // a spectator: no seat
}

// saveID is the name of this device's save of the table.
func (t *onlineTable) saveID() string { return onlineSaveID(t.link.server, t.id, t.watch) }

// onlineOpenTimeout bounds one opening of a table: the ticket, the
// connection, the welcome.
const onlineOpenTimeout = 40 * time.Second

// openMine opens one of the player's tables: a game over at its end (from
// this device's save), the Patrón's seat with the newer of this device's
// save of his game and the one the server keeps sealed for him
// (patronGame), any other seat as the server gives it back to the key.
func (o *OnlineScreen) openMine(a *App, m lobby.Mine) {
	lang := a.Lang
	t := &onlineTable{link: a.online, id: m.ID, name: m.Name}
	var resume *game.Game
	if st := onlineStore(a); st != nil {
		switch f, g, err := st.Load(t.saveID(), true); { // over: its end
		case err == nil && g.Sec != nil:
			if mt, err := match.Resume(f, g); err == nil {
				a.Switch(onlineEnd(mt))
				return
			}
		}
		if m.Seat == 0 && m.Status == lobby.StatusPlaying {
			_, g, err := st.Load(t.saveID(), false)
			switch {
			case errors.Is(err, fs.ErrNotExist): // played on another device: the server's sealed game
			case err != nil:
				o.err = lang.Sprintf(words.OnlineSaveBroken, saveProblem(lang, err))
				return
			}
			resume = g
		}
	}
	if m.Status == lobby.StatusOver || m.Status == lobby.StatusAbandoned { // closed on the server: its record
		o.start(a, func(ctx context.Context) (Scene, error) { return recordEnd(ctx, lang, t) })
		return
	}
	o.start(a, func(ctx context.Context) (Scene, error) {
		if m.Seat == 0 {
			g, err := patronGame(ctx, t, resume)
			if err != nil {
				return nil, err
			}
			resume = g
		}
		peer, err := t.link.client.Join(ctx, t.id, "", online.Seat{Seat: m.Seat, Resume: resume, App: lan.AppVersion})
		if err != nil {
			return nil, err
		}
		return &PeerLobby{peer: peer, online: t}, nil
	})
}

// joinTable takes a free seat at a table (seat −1: any).
func (o *OnlineScreen) joinTable(a *App, id, invite, name string, seat int) {
	t := &onlineTable{link: a.online, id: id, invite: invite, name: name}
	o.start(a, func(ctx context.Context) (Scene, error) {
		peer, err := t.link.client.Join(ctx, id, invite, onlineSeat(seat))
		if err != nil {
			return nil, err
		}
		return &PeerLobby{peer: peer, online: t}, nil
	})
}

// watchTable watches a table: the public view, in no seat.
func (o *OnlineScreen) watchTable(a *App, l lobby.Listing) {
	t := &onlineTable{link: a.online, id: l.ID, name: l.Name, watch: true}
	o.start(a, func(ctx context.Context) (Scene, error) {
		peer, err := t.link.client.Watch(ctx, l.ID, "")
		if err != nil {
			return nil, err
		}
		return &PeerLobby{peer: peer, online: t}, nil
	})
}

// onlineSeat is the seat a newcomer asks for, from this version.
func onlineSeat(seat int) online.Seat { return online.Seat{Seat: seat, App: lan.AppVersion} }
