package lan

import (
	"fmt"
	"net"
	"patron/game"
	"patron/game/savefile"
	"strconv"
	"time"

	"patron/netplay/session"
	"patron/netplay/transport"
)

// identityFor is the certificate a table listens with: the one its host's
// save keeps when it comes back, a fresh one otherwise.
func identityFor(cfg ServerConfig) (*transport.Identity, error) {
	if cfg.Back != nil {
		return cfg.Back.Identity, nil
	}
	return transport.NewIdentity()
}

// tableHost opens the table: again from the host's save, or new.
func tableHost(cfg ServerConfig) (*session.Host, error) {
	if b := cfg.Back; b != nil {
		t := b.Table
		t.Code, t.App = cfg.Table.Code, cfg.Table.App
		if b.Game == nil { // killed in the lobby
			return session.RestoreLobby(t, b.Kept)
		}
		return session.Restore(t, b.Kept, b.Game)
	}
	return session.NewHost(cfg.Table)
}

// Identity is the table's certificate and key, which its host's save keeps.
func (s *Server) Identity() *transport.Identity { return s.id }

// HostSaveSuffix names a host's save (hostsave.go) beside its game's:
// `patron host --save FILE` keeps the game in FILE, in the save format,
// and all the table needs to come back in FILE.host.
const HostSaveSuffix = ".host"

// keepBack keeps the host's save in h.Save+HostSaveSuffix as the table is
// played, from its lobby on (written at once), beside the game's save that
// keep writes in h.Save; it returns the play's Changed, and the last
// write's failure (for the lobby, where Changed is not called).
func (h HostRun) keepBack(srv *Server, keep func(*game.Game) error) (func(*game.Game) error, func() error, error) {
	created := time.Now()
	if h.Server.Back != nil && !h.Server.Back.Created.IsZero() {
		created = h.Server.Back.Created
	}
	k := &hostKeeper{path: h.Save + HostSaveSuffix, write: h.WriteFile,
		saving: hostSaving{srv: srv, addr: h.listened(srv), botSeed: h.Seed, created: created, noAnnounce: h.Server.Discovery == ""}}
	back := k.start()
	if err := k.keep(); err != nil { // the lobby's tokens, before anyone is welcomed
		return nil, nil, err
	}
	return func(g *game.Game) error {
		if err := back(g); err != nil {
			return err
		}
		return keep(g)
	}, func() error { return k.failed }, nil
}

// listened is the address to listen on again: the interface asked for,
// and the port taken.
func (h HostRun) listened(srv *Server) string {
	return net.JoinHostPort(h.Bind, strconv.Itoa(srv.Port()))
}

// back says that the table is open again, where its game stands and that
// every seat waits for its person.
func (h HostRun) back(srv *Server) {
	if !srv.Started() {
		fmt.Fprintln(h.Out, h.Lang.T(tableBackLobby))
		return
	}
	say(h.Out, h.Lang, tableBackPlaying, len(srv.Log()))
}

// KeepHostSave keeps srv's host's save at path from now on (the window's
// host: "Back to my table" opens it again), written by write before each
// command leaves the host; key seals the Patrón's part when no person at
// the host plays him (nil: in clear). It returns the last write's failure,
// if any.
func KeepHostSave(srv *Server, path string, write func(string, []byte) error, key *savefile.Key) func() error {
	created := time.Now()
	k := &hostKeeper{path: path, write: write,
		saving: hostSaving{srv: srv, addr: net.JoinHostPort("", strconv.Itoa(srv.Port())), created: created, key: key}}
	k.start()
	return func() error { return k.failed }
}
