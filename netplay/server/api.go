//go:build !js

package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"patron/netplay/lobby"
	"patron/netplay/wire"
	"strings"

	"patron/netplay/store"
)

// The lobby is plain HTTPS with JSON bodies (docs/online.md lists every
// call): proxies and browsers carry it as they are, and each call is
// bounded and stands alone. Only a table's own connection is a WebSocket.

// maxBody bounds a request's body: the largest, a table's creation, is a
// few hundred bytes.
const maxBody = 16 << 10

// apiError is a refusal: a stable code and words.
type apiError struct {
	Status     int
	Code, Text string
}

func (e *apiError) Error() string { return e.Text }

func refusal(status int, code, format string, args ...any) *apiError {
	return &apiError{Status: status, Code: code, Text: fmt.Sprintf(format, args...)}
}

// answer writes v as JSON, or the refusal err is.
func answer(w http.ResponseWriter, v any, err error) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if err != nil {
		var ae *apiError
		if !errors.As(err, &ae) {
			ae = refusal(http.StatusInternalServerError, "internal", "the server failed: %v", err)
			if errors.Is(err, store.ErrNotFound) {
				ae = refusal(http.StatusNotFound, "not-found", "no such table")
			}
		}
		if rc, ok := w.(interface{ refused(code string) }); ok { // metrics.go
			rc.refused(ae.Code)
		}
		w.WriteHeader(ae.Status)
		json.NewEncoder(w).Encode(lobby.Refusal{Code: ae.Code, Text: ae.Text})
		return
	}
	json.NewEncoder(w).Encode(v)
}

// readJSON reads a request's body strictly into v: JSON said so, one
// object, at most maxBody bytes.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		return refusal(http.StatusUnsupportedMediaType, "content-type", "the request's body is JSON, sent as application/json")
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return refusal(http.StatusRequestEntityTooLarge, "too-large", "the request's body is over %d bytes", maxBody)
		}
		return refusal(http.StatusBadRequest, "malformed", "the request's body: %v", err)
	}
	if dec.More() {
		return refusal(http.StatusBadRequest, "malformed", "the request's body holds more than one object")
	}
	return nil
}

// signedIn is the player whose session token the request carries.
func (s *Server) signedIn(r *http.Request) (who, error) {
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok {
		return who{}, refusal(http.StatusUnauthorized, "sign-in", "sign in first")
	}
	w, err := s.auth.signedIn(token)
	if err != nil {
		return who{}, refusal(http.StatusUnauthorized, "sign-in", "%v", err)
	}
	return w, nil
}

func (s *Server) routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/challenge", func(w http.ResponseWriter, r *http.Request) {
		answer(w, s.auth.challenge(), nil)
	})
	mux.HandleFunc("POST /api/login", func(w http.ResponseWriter, r *http.Request) {
		var l lobby.Login
		if err := readJSON(w, r, &l); err != nil {
			answer(w, nil, err)
			return
		}
		if err := checkName(l.Name); err != nil {
			answer(w, nil, err)
			return
		}
		token, err := s.auth.login(l.Key, l.Nonce, l.Sig, l.Name)
		if err != nil {
			answer(w, nil, refusal(http.StatusUnauthorized, "sign-in", "%v", err))
			return
		}
		s.met.signins.Inc()
		s.log.Debug("signed in", "key", l.Key.Short(), "addr", s.lim.addressOf(r))
		s.remember(r.Context(), l.Key, l.Name)
		answer(w, lobby.SignedIn{Token: token, Server: s.cfg.Identity.Public()}, nil)
	})
	mux.HandleFunc("GET /api/tables", func(w http.ResponseWriter, r *http.Request) {
		list, err := s.publicTables(r.Context())
		answer(w, list, err)
	})
	mux.HandleFunc("GET /api/mine", s.withPlayer(func(w http.ResponseWriter, r *http.Request, p who) {
		list, err := s.mine(r.Context(), p)
		answer(w, list, err)
	}))
	mux.HandleFunc("POST /api/tables", s.withPlayer(func(w http.ResponseWriter, r *http.Request, p who) {
		var req lobby.Create
		if err := readJSON(w, r, &req); err != nil {
			answer(w, nil, err)
			return
		}
		made, err := s.create(r.Context(), p, req)
		answer(w, made, err)
	}))
	mux.HandleFunc("GET /api/tables/{id}", func(w http.ResponseWriter, r *http.Request) {
		info, err := s.tableInfo(r.Context(), r.PathValue("id"), r.URL.Query().Get("invite"), s.maybeSignedIn(r))
		answer(w, info, err)
	})
	mux.HandleFunc("GET /api/tables/{id}/log", func(w http.ResponseWriter, r *http.Request) {
		l, err := s.exportLog(r.Context(), r.PathValue("id"), r.URL.Query().Get("invite"), s.maybeSignedIn(r))
		answer(w, l, err)
	})
	mux.HandleFunc("POST /api/tickets", s.withPlayer(func(w http.ResponseWriter, r *http.Request, p who) {
		var req lobby.TicketRequest
		if err := readJSON(w, r, &req); err != nil {
			answer(w, nil, err)
			return
		}
		t, err := s.giveTicket(r.Context(), p, req)
		answer(w, t, err)
	}))
	mux.HandleFunc("GET /api/play", s.play)
	s.vacationRoutes(mux)
	s.sealedRoutes(mux)
}

// withPlayer runs f for a signed-in player, or refuses the request.
func (s *Server) withPlayer(f func(http.ResponseWriter, *http.Request, who)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		p, err := s.signedIn(r)
		if err != nil {
			answer(w, nil, err)
			return
		}
		f(w, r, p)
	}
}

// maybeSignedIn is the request's player, or nobody (a zero key).
func (s *Server) maybeSignedIn(r *http.Request) who {
	p, _ := s.signedIn(r)
	return p
}

func checkName(name string) error {
	if !wire.ValidName(name) || strings.TrimSpace(name) != name {
		return refusal(http.StatusBadRequest, "bad-name", "a name is 1 to %d characters, none of them a control character, with no space at either end", wire.MaxName)
	}
	return nil
}
