package lan

import (
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"
	"time"

	"patron/assets/lang"
	"patron/game"
	"patron/netplay/session"
	"patron/netplay/wire"
)

// HostRun is a table hosted headless (patron host): this machine's seats
// are bots; it starts when every open seat is taken, plays, prints the
// table's life and the end to Out, and waits for everyone to leave.
type HostRun struct {
	Server ServerConfig
	// Bind is the one address listened on, when there is one: the address
	// printed to join.
	Bind     string
	Bot      string        // the level of a bot standing in
	Seed     uint64        // the bots' seed (the table's is in Server.Table)
	StandIn  time.Duration // a Faction player away this long gets a stand-in (0: the table waits)
	Limit    time.Duration // no end after this long is an error
	Farewell time.Duration // after the end, how long to wait for everyone to leave
	// Save, when set, keeps this machine's game there as it is played,
	// written by WriteFile (whole or not at all).
	Save      string
	WriteFile func(path string, data []byte) error
	Verbose   bool // print every command
	Out       io.Writer
	Lang      *lang.Catalog // the language of what it prints (nil: English)
	// Stop is asked at every turn; an error (an interrupt) stops the table,
	// which says goodbye to whoever is there.
	Stop func() error
}

// Run hosts the table to its end and reports whether this machine's audit
// found fair play.
func (h HostRun) Run() (bool, error) {
	srv, err := Serve(h.Server)
	if err != nil {
		return false, err
	}
	ended := false
	defer func() {
		if !ended { // stopped early: say goodbye to whoever is there
			srv.Farewell(0)
		}
	}()
	h.announce(srv)
	w := &watcher{out: h.Out, say: h.Lang, verbose: h.Verbose, log: func() []string { return nil }, pause: srv,
		seats: func() ([]wire.Seat, [4]int) { l := srv.Lobby(); return l.Seats, l.Control }}
	w.seatsChanged()
	var changed func(*game.Game) error
	failed := func() error { return nil }
	if h.Save != "" { // kept from the lobby on (resume.go)
		if changed, failed, err = h.keepBack(srv, (&keeper{path: h.Save, created: time.Now(), lobby: srv.Lobby, write: h.WriteFile, ended: srv.Abandoned}).save); err != nil {
			return false, err
		}
	}
	if h.Server.Back != nil { // back from the host's save (resume.go)
		h.back(srv)
	}
	if !srv.Started() {
		if err := h.lobby(srv, w, failed); err != nil {
			return false, err
		}
	}
	bots := session.Bots{Levels: map[int]string{}, Seed: h.Seed, Team: true}
	for i, s := range h.Server.Table.Seats {
		if s.Who == session.Bot {
			bots.Levels[i] = s.Bot
		}
	}
	play := Play{Bots: bots, Limit: h.Limit, Watch: w.note, Tend: h.tend(srv, bots), Changed: changed}
	o, err := srv.Play(play)
	if err != nil {
		return false, err
	}
	if o.Abandoned != nil && play.Changed != nil { // the save says so
		if err := play.Changed(srv.Game()); err != nil {
			return false, err
		}
	}
	fair := PrintEnd(h.Out, h.Lang, srv.Game(), o)
	ended = true
	if !srv.Farewell(h.Farewell) {
		fmt.Fprintln(h.Out, h.Lang.T(playersLeftLate))
	}
	return fair, nil
}

// announce prints how to join.
func (h HostRun) announce(srv *Server) {
	c, pretty := h.Lang, PrettyCode(srv.Code())
	say(h.Out, c, hostingTable, h.Server.Table.Name, len(h.Server.Table.Seats))
	fmt.Fprintln(h.Out, labelled(c, labelCode, pretty))
	fmt.Fprintln(h.Out, labelled(c, labelGamePort, c.Sprintf(gamePortValue, srv.Port())))
	if srv.DiscoveryPort() > 0 {
		fmt.Fprintln(h.Out, labelled(c, labelDiscPort, fmt.Sprintf("%d (UDP)", srv.DiscoveryPort())))
	} else {
		fmt.Fprintln(h.Out, labelled(c, labelDiscovery, c.T(discoveryOff)))
	}
	addrs := srv.Addresses()
	if h.Bind != "" {
		addrs = []string{net.JoinHostPort(h.Bind, strconv.Itoa(srv.Port()))}
	}
	fmt.Fprintln(h.Out, labelled(c, labelJoinAt, strings.Join(addrs, ", ")))
	fmt.Fprintln(h.Out, labelled(c, labelLimit, LimitText(c, srv.Lobby())))
	if len(addrs) > 0 {
		fmt.Fprintln(h.Out, labelled(c, labelToJoin, c.Sprintf(toJoinValue, addrs[0], pretty)))
	}
}

// lobby waits for every open seat to be taken, then starts the game;
// failed is the host's save's last failure.
func (h HostRun) lobby(srv *Server, w *watcher, failed func() error) error {
	for {
		for _, n := range srv.Step() {
			w.note(n)
		}
		if err := h.stop(); err != nil {
			return err
		}
		if err := failed(); err != nil {
			return err
		}
		if srv.Ready() {
			if err := srv.Start(); err != nil {
				return err
			}
			for _, n := range srv.Step() {
				w.note(n)
			}
			return nil
		}
		srv.Wait(time.Second)
	}
}

func (h HostRun) stop() error {
	if h.Stop == nil {
		return nil
	}
	return h.Stop()
}

// tend is the host's chore at every turn of its loop: a stop asked for,
// and a bot for a Faction player away for longer than StandIn.
func (h HostRun) tend(srv *Server, bots session.Bots) func() error {
	away := map[int]time.Time{}
	return func() error {
		if err := h.stop(); err != nil {
			return err
		}
		if err := tendLimit(srv, bots); err != nil {
			return err
		}
		if h.StandIn <= 0 {
			return nil
		}
		for i, s := range srv.Lobby().Seats {
			if i == 0 || s.Who != session.Remote || s.Connected || s.StandIn {
				delete(away, i)
				continue
			}
			if t, ok := away[i]; !ok {
				away[i] = time.Now()
			} else if time.Since(t) >= h.StandIn {
				if err := srv.StandIn(i, h.Bot); err != nil {
					return err
				}
				bots.Levels[i] = h.Bot
				delete(away, i)
			}
		}
		return nil
	}
}
