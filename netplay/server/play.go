//go:build !js

package server

import (
	"net/http"

	"patron/netplay/transport"
	"patron/netplay/wire"
)

// play opens a table's connection: a WebSocket, once the ticket the API
// gave is shown. The connection is the player's key's, proven at sign-in,
// and the table's host takes it from there (its hello, its seat).
func (s *Server) play(w http.ResponseWriter, r *http.Request) {
	tk, err := s.auth.redeem(r.URL.Query().Get("ticket"))
	if err != nil {
		answer(w, nil, refusal(http.StatusUnauthorized, "ticket", "%v", err))
		return
	}
	t, err := s.awake(r.Context(), tk.table)
	if err != nil {
		answer(w, nil, err)
		return
	}
	if t == nil {
		answer(w, nil, refusal(http.StatusNotFound, "not-found", "that table is not open"))
		return
	}
	if !tk.watch && t.seatOf(tk.Key) < 0 { // tickets given at once may not all fit under the cap
		if err := s.mayRunAnother(r.Context(), tk.Key, t.id); err != nil {
			answer(w, nil, err)
			return
		}
	}
	addr := s.lim.addressOf(r)
	release, ok := s.lim.open(addr, tk.Key)
	if !ok {
		s.limited("connections", addr)
		answer(w, nil, refusal(http.StatusTooManyRequests, "too-many-connections", "too many connections from your address or your key"))
		return
	}
	c, err := transport.AcceptWS(w, r, wire.Stranger, s.cfg.Origins...)
	if err != nil {
		release()
		s.log.Warn("a table's connection did not open", "table", t.id, "addr", addr, "key", tk.Key.Short(), "err", err)
		return
	}
	closed := s.met.opened(tk.watch)
	s.log.Debug("a table's connection opened", "table", t.id, "addr", addr, "key", tk.Key.Short(), "watch", tk.watch)
	go func() {
		<-c.Over()
		release()
		closed()
	}()
	if tk.watch { // let in past the cap on tables a key plays: it may only watch
		t.host.AcceptWatcher(c, tk.Key)
		return
	}
	t.host.AcceptKeyed(c, tk.Key)
}
