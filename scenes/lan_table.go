package scenes

import (
	"fmt"
	"os"
	"path/filepath"

	"patron/durable"
	"patron/game/savefile"
	"patron/netplay/lan"
	"patron/netplay/session"
	"patron/render/draw"
	"patron/scenes/match"
	"patron/scenes/words"
)

// The host's own save of its table (lan.KeepHostSave): kept beside the LAN
// saves from the start of the game, written before each command leaves,
// so that a host whose computer crashed or closed finds "Back to my table"
// on its Host screen and opens the table again on the same session code;
// its joiners, who wait and dial it again by themselves (lan_wait.go), come
// back to their seats.

func hostSavePath(a *App) string {
	if a.Store == nil {
		return ""
	}
	return filepath.Join(a.Store.Root, "lan", "table"+lan.HostSaveSuffix)
}

// keepTable keeps the host's save of srv's table from now on. The
// Patrón's part is sealed with the store's key when a bot plays him here:
// the people at this computer play Factions and must not read it.
// It returns what says why the save could not be written (the table
// shows it: a host must know "Back to my table" would not find it).
func keepTable(a *App, srv *lan.Server) (failed func() error) {
	path := hostSavePath(a)
	if path == "" {
		return nil
	}
	var key *savefile.Key
	if srv.Lobby().Seats[0].Who == session.Bot {
		k, err := a.Store.Key(true)
		if err != nil { // no way to keep his secrets from the people here: no save
			return func() error { return err }
		}
		key = k
	}
	return lan.KeepHostSave(srv, path, durable.WriteFile, key)
}

// tableBack is the table the host's save can open again, read once for
// the Host screen.
type tableBack struct {
	read bool
	back *lan.HostBack // nil: none, or one not worth going back to
}

// load reads the host's save: a sound one of a game not over.
func (t *tableBack) load(a *App) *lan.HostBack {
	if t.read {
		return t.back
	}
	t.read = true
	path := hostSavePath(a)
	if path == "" {
		return nil
	}
	b, err := lan.ReadHostSave(path, func() (*savefile.Key, error) { return a.Store.Key(false) })
	if err == nil && b.Game != nil && !b.Game.Over() { // the window keeps no lobby (patron host --save does)
		t.back = b
	}
	return t.back
}

// drawTableBack offers "Back to my table" in r, when there is a table to
// go back to.
func (s *NewSetup) drawTableBack(a *App, c *draw.Canvas, r draw.Rect) {
	if b := s.table.load(a); b != nil {
		a.Button(c, named("setup:table-back"), r, a.Lang.Sprintf(words.BackToTable, b.Table.Name), Plain)
	}
}

// resumeTable opens the table again where its save left it.
func (s *NewSetup) resumeTable(a *App) {
	b := s.table.load(a)
	if b == nil {
		return
	}
	srv, err := serveBack(b)
	if err != nil {
		s.err = a.Lang.Sprintf(words.TableBackFailed, err)
		return
	}
	m, err := match.NewLAN(match.HostNet{S: srv, Kept: keepTable(a, srv)})
	if err != nil {
		srv.Close()
		s.err = a.Lang.Sprintf(words.TableBackFailed, err)
		return
	}
	a.Switch(NewLANPlay(m))
}

// serveBack listens again where the table listened (its joiners dial that
// port), or, when it is taken, where serveTable would.
func serveBack(b *lan.HostBack) (*lan.Server, error) {
	disc := os.Getenv("PATRON_DISCOVERY_PORT")
	if disc == "" {
		disc = fmt.Sprint(lan.DiscoveryPort)
	}
	addrs := []string{b.Addr}
	if port := os.Getenv("PATRON_LAN_PORT"); port != "" {
		addrs = append(addrs, ":"+port)
	}
	addrs = append(addrs, ":0")
	var err error
	for _, addr := range addrs {
		for _, d := range []string{":" + disc, ""} {
			var srv *lan.Server
			if srv, err = lan.Serve(lan.ServerConfig{Addr: addr, Discovery: d, Table: b.Table, Back: b}); err == nil {
				return srv, nil
			}
		}
	}
	return nil, err
}
