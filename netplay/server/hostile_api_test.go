//go:build !js

package server_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"patron/netplay/identity"
	"patron/netplay/lobby"
	"patron/netplay/server"
)

// A stranger's requests, written by hand as a hostile client writes them.

// call sends one request to the server's handler as from addr (no
// network: floods run fast) and returns the status and the body.
func call(h http.Handler, addr, method, path, contentType, token string, body []byte, header ...string) (int, []byte) {
	req, err := http.NewRequest(method, "http://patron.test"+path, bytes.NewReader(body))
	if err != nil {
		return 0, nil // no request a client could send
	}
	req.RemoteAddr = addr + ":40000"
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	for i := 0; i+1 < len(header); i += 2 {
		req.Header.Add(header[i], header[i+1])
	}
	rec := newRecorder()
	h.ServeHTTP(rec, req)
	return rec.code, rec.body.Bytes()
}

// recorder is the least of a ResponseWriter (httptest's keeps every
// header map: a flood of a million is measured without it).
type recorder struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func newRecorder() *recorder { return &recorder{header: http.Header{}, code: http.StatusOK} }

func (r *recorder) Header() http.Header         { return r.header }
func (r *recorder) Write(b []byte) (int, error) { return r.body.Write(b) }
func (r *recorder) WriteHeader(code int)        { r.code = code }

// asJSON is v's JSON.
func asJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// refusedWith checks that an answer is the refusal code with status.
func refusedWith(t testing.TB, what string, status int, body []byte, wantStatus int, wantCode string) {
	t.Helper()
	var r lobby.Refusal
	if err := json.Unmarshal(body, &r); err != nil || status != wantStatus || r.Code != wantCode || r.Text == "" {
		t.Errorf("%s: %d %s, want %d %q", what, status, body, wantStatus, wantCode)
	}
}

// signIn signs id in through h, by hand, and returns its session token.
func signIn(t testing.TB, h http.Handler, addr string, id *identity.Identity) string {
	t.Helper()
	var ch identity.Challenge
	if _, body := call(h, addr, "GET", "/api/challenge", "", "", nil); json.Unmarshal(body, &ch) != nil {
		t.Fatalf("the challenge: %s", body)
	}
	status, body := call(h, addr, "POST", "/api/login", "application/json", "",
		asJSON(lobby.Login{Key: id.Public(), Nonce: ch.Nonce, Sig: id.Answer(ch), Name: "Mallory"}))
	var in lobby.SignedIn
	if status != http.StatusOK || json.Unmarshal(body, &in) != nil || in.Token == "" {
		t.Fatalf("the sign-in: %d %s", status, body)
	}
	return in.Token
}

func TestHostileRequestsAreRefusedClearly(t *testing.T) {
	r := startServer(t)
	h := r.srv.Handler()
	const addr = "198.51.100.7"
	mallory, _ := identity.New("")
	token := signIn(t, h, addr, mallory)
	made, err := r.client(t, "Ana").Create(t.Context(), lobby.Create{Name: "Bogotá", Mode: lobby.Live, Public: true,
		Seats: []lobby.SeatConfig{{}, {}}})
	if err != nil {
		t.Fatal(err)
	}
	ticket := func() string {
		var tk lobby.Ticket
		_, body := call(h, addr, "POST", "/api/tickets", "application/json", token, asJSON(lobby.TicketRequest{Table: made.ID}))
		if json.Unmarshal(body, &tk) != nil || tk.Ticket == "" {
			t.Fatalf("a ticket: %s", body)
		}
		return tk.Ticket
	}
	challenge := func(h http.Handler) identity.Challenge {
		var ch identity.Challenge
		_, body := call(h, addr, "GET", "/api/challenge", "", "", nil)
		json.Unmarshal(body, &ch)
		return ch
	}
	login := func(l lobby.Login) (int, []byte) {
		return call(h, addr, "POST", "/api/login", "application/json", "", asJSON(l))
	}
	json := "application/json"

	status, body := call(h, addr, "POST", "/api/tables", json, token, []byte("{{{ not json"))
	refusedWith(t, "a garbage body", status, body, 400, "malformed")
	status, body = call(h, addr, "POST", "/api/tables", json, token, []byte(`{"name":"`+strings.Repeat("x", 1<<20)+`"}`))
	refusedWith(t, "a body of 1 MiB", status, body, 413, "too-large")
	status, body = call(h, addr, "POST", "/api/tables", json, token, bytes.Repeat([]byte(" "), 1<<20))
	refusedWith(t, "1 MiB of spaces", status, body, 413, "too-large")
	status, body = call(h, addr, "POST", "/api/login", "text/plain", "", asJSON(lobby.Login{}))
	refusedWith(t, "a body as text/plain", status, body, 415, "content-type")
	status, body = call(h, addr, "POST", "/api/tickets", "", token, asJSON(lobby.TicketRequest{Table: made.ID}))
	refusedWith(t, "a body with no Content-Type", status, body, 415, "content-type")
	status, body = call(h, addr, "POST", "/api/tickets", json, token, []byte(`{"table":"x","admin":true}`))
	refusedWith(t, "an unknown field", status, body, 400, "malformed")
	status, body = call(h, addr, "POST", "/api/tickets", json, token, []byte(`{"table":"x"}{"table":"y"}`))
	refusedWith(t, "two objects", status, body, 400, "malformed")
	status, body = call(h, addr, "POST", "/api/tickets", json, "0123456789abcdef0123456789abcdef", asJSON(lobby.TicketRequest{Table: made.ID}))
	refusedWith(t, "a made-up session token", status, body, 401, "sign-in")
	status, body = call(h, addr, "POST", "/api/tickets", json, token, asJSON(lobby.TicketRequest{Table: "nosuchtable1"}))
	refusedWith(t, "a ticket for no table", status, body, 404, "not-found")

	status, body = call(h, addr, "GET", "/api/play?ticket=0123456789abcdef0123456789abcdef", "", "", nil)
	refusedWith(t, "a made-up ticket", status, body, 401, "ticket")
	status, body = call(h, addr, "GET", "/api/play?ticket="+strings.Repeat("%00", 100), "", "", nil)
	refusedWith(t, "a ticket of NULs", status, body, 401, "ticket")
	tk := ticket()
	status, body = call(h, addr, "GET", "/api/play?ticket="+tk, "", "", nil) // no upgrade asked: refused, yet used
	if status == http.StatusOK || status == http.StatusSwitchingProtocols {
		t.Errorf("a ticket used without a WebSocket: %d %s", status, body)
	}
	status, body = call(h, addr, "GET", "/api/play?ticket="+tk, "", "", nil)
	refusedWith(t, "a ticket used again", status, body, 401, "ticket")

	// another server's challenge, answered rightly there, is no answer here
	other := startServer(t)
	eve, _ := identity.New("")
	theirs := challenge(other.srv.Handler())
	status, body = login(lobby.Login{Key: eve.Public(), Nonce: theirs.Nonce, Sig: eve.Answer(theirs), Name: "Eve"})
	refusedWith(t, "another server's challenge", status, body, 401, "sign-in")
	// … nor this server's nonce signed as if for the other server
	ours := challenge(h)
	status, body = login(lobby.Login{Key: eve.Public(), Nonce: ours.Nonce, Sig: eve.Answer(identity.Challenge{Server: theirs.Server, Nonce: ours.Nonce}), Name: "Eve"})
	refusedWith(t, "an answer bound to another server", status, body, 401, "sign-in")
	// a forged signature: Mallory's key, Eve's signature
	ours = challenge(h)
	status, body = login(lobby.Login{Key: mallory.Public(), Nonce: ours.Nonce, Sig: eve.Answer(ours), Name: "Mallory"})
	refusedWith(t, "another key's signature", status, body, 401, "sign-in")
	ours = challenge(h)
	status, body = login(lobby.Login{Key: mallory.Public(), Nonce: ours.Nonce, Sig: strings.Repeat("ab", 64), Name: "Mallory"})
	refusedWith(t, "a made-up signature", status, body, 401, "sign-in")
	ours = challenge(h)
	status, body = login(lobby.Login{Key: identity.Key(strings.Repeat("zz", 32)), Nonce: ours.Nonce, Sig: eve.Answer(ours), Name: "Eve"})
	refusedWith(t, "a key that is no key", status, body, 401, "sign-in")
	// a right answer, used twice
	ours = challenge(h)
	good := lobby.Login{Key: eve.Public(), Nonce: ours.Nonce, Sig: eve.Answer(ours), Name: "Eve"}
	if status, body = login(good); status != http.StatusOK {
		t.Fatalf("Eve's sign-in: %d %s", status, body)
	}
	status, body = login(good)
	refusedWith(t, "a sign-in replayed", status, body, 401, "sign-in")
	ours = challenge(h)
	status, body = login(lobby.Login{Key: eve.Public(), Nonce: ours.Nonce, Sig: eve.Answer(ours), Name: "Eve\x1b[2J"})
	refusedWith(t, "a name with an escape sequence", status, body, 400, "bad-name")

	// the server serves on, and counted every refusal
	if status, body = call(h, addr, "GET", "/api/tables", "", "", nil); status != http.StatusOK {
		t.Fatalf("the public list after the refusals: %d %s", status, body)
	}
	mfs := scrape(t, r.srv)
	for code, n := range map[string]float64{"malformed": 3, "too-large": 2, "content-type": 2, "sign-in": 7, "ticket": 3, "not-found": 1, "bad-name": 1} {
		if got := metric(mfs, "patron_refusals_total", "code", code); got != n {
			t.Errorf("%v refusals %q counted, want %v", got, code, n)
		}
	}
}

// Whatever a request's body, the API answers JSON: a refusal or what was
// asked, never a failure of its own (5xx) or a panic. `go test -fuzz
// FuzzAPI ./netplay/server` runs it longer than the seeds.
func FuzzAPI(f *testing.F) {
	r := startConfigured(f, func(c *server.Config) {
		c.Limits = server.DefaultLimits
		c.Limits.Calls, c.Limits.CallsBurst = 1e9, 1e9 // the fuzzer's calls are not a flood
	})
	h := r.srv.Handler()
	id, _ := identity.New("")
	token := signIn(f, h, "192.0.2.1", id)
	for _, seed := range []struct {
		path string
		body string
	}{
		{"/api/login", `{"key":"","nonce":"","sig":"","name":"x"}`},
		{"/api/login", `{"key":1}`},
		{"/api/tables", `{"name":"Cali","mode":"live","public":true,"seats":[{},{"bot":"random"}]}`},
		{"/api/tables", `{"name":"Cali","mode":"turn","seats":[{},{},{},{},{},{},{}]}`},
		{"/api/tables", `{"name":"Cali","mode":"live","seats":[{"bot":"nosuchbot"},{}],"control":[9,9,9,9],"seasonCap":-1,"clock":{"decisionMs":-5}}`},
		{"/api/tickets", `{"table":"../../etc/passwd","invite":"%00","watch":true}`},
		{"/api/tickets", `null`},
		{"/api/tickets", `[]`},
		{"/api/tickets", "\xff\xfe{"},
		{"/api/tables", `{"name":"\u202e\u0000"}`},
		{"/api/login", strings.Repeat("[", 10000)},
	} {
		f.Add(seed.path, []byte(seed.body))
	}
	f.Fuzz(func(t *testing.T, path string, body []byte) {
		if !strings.HasPrefix(path, "/api/") || strings.ContainsAny(path, " \r\n#?") {
			path = "/api/tables"
		}
		status, answer := call(h, "192.0.2.1", "POST", path, "application/json", token, body)
		if status == 0 {
			t.Skip("not a URL")
		}
		if status >= 500 {
			t.Fatalf("POST %s %q: %d %s", path, body, status, answer)
		}
		// the router's own answers (a path to clean, none such, another
		// method) are not the API's
		routed := status/100 == 3 || status == http.StatusNotFound || status == http.StatusMethodNotAllowed
		if !json.Valid(answer) && !routed {
			t.Fatalf("POST %s %q: %d, not JSON: %q", path, body, status, answer)
		}
	})
}
