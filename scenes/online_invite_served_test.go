//go:build !js

package scenes

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/netplay/online"
	"patron/netplay/server"
	"patron/netplay/store/sqlite"
	"patron/netplay/transport"
	"patron/web"
)

// A private table's invite link, followed in a browser, is answered by
// patron serve with the game's page (the browser edition then reads the
// table and its code from its own address: pageInvite); the page's
// other files come from the same server.
func TestInviteLinkOpensTheBrowserEdition(t *testing.T) {
	build := t.TempDir()
	page := "<!doctype html><title>Patrón</title>"
	for name, text := range map[string]string{"index.html": page, "patron.wasm": "\x00asm", "wasm_exec.js": "//go"} {
		if err := os.WriteFile(filepath.Join(build, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h, err := web.Handler(build)
	if err != nil {
		t.Fatal(err)
	}
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "tables.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	key, _ := identity.New("server")
	srv, err := server.New(context.Background(), server.Config{Store: st, Identity: key, App: "test", Web: h})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: srv.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	base := "http://" + ln.Addr().String()

	made := privateTable(t, base)
	link := inviteLink(base, made.ID, made.Invite) // as the table's lobby shows it
	if table, code, ok := parseInvite(link); !ok || table != made.ID || code != made.Invite {
		t.Fatalf("the link %s reads as %q %q %v", link, table, code, ok)
	}
	for _, u := range []string{link, base + "/index.html?" + strings.SplitN(link, "?", 2)[1]} {
		res, err := http.Get(u)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/html") || string(body) != page {
			t.Errorf("GET %s: %s %q, %q", u, res.Status, res.Header.Get("Content-Type"), body)
		}
	}
	for _, name := range []string{"/patron.wasm", "/wasm_exec.js"} {
		res, err := http.Get(base + name)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %s", name, res.Status)
		}
	}
}

// privateTable is a private turn-based table made on the server at addr
// by a player of its own: its Patrón a bot, one seat free.
func privateTable(t *testing.T, addr string) lobby.Made {
	t.Helper()
	id, _ := identity.New("")
	c, err := online.New(addr, id, "Ana", transport.Trust{})
	if err != nil {
		t.Fatal(err)
	}
	made, err := c.Create(t.Context(), lobby.Create{Name: "Private", Mode: lobby.Turn, Seats: []lobby.SeatConfig{{Bot: "easy"}, {}},
		Clock: lobby.Clock{BankMS: dayMS}})
	if err != nil {
		t.Fatal(err)
	}
	return made
}
