//go:build !js

package server

import (
	"context"
	"errors"
	"net/http"
	"slices"

	"patron/netplay/lobby"
	"patron/netplay/store"
)

// The Patrón's sealed game (netplay/sealed): his computer sends it with
// each of his moves, the table stores it with the move (table.append), and
// this call gives it back to the key that holds his seat, on any device
// holding that key, and to no other. The server cannot open it.

func (s *Server) sealedRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/tables/{id}/sealed", s.withPlayer(func(w http.ResponseWriter, r *http.Request, p who) {
		sl, err := s.sealed(r.Context(), r.PathValue("id"), p)
		answer(w, sl, err)
	}))
}

// errNoSealed is the answer to anyone but the Patrón's key, and to his
// key when nothing is kept: the same, so that it tells no one whose seat
// is whose.
var errNoSealed = refusal(http.StatusNotFound, "not-found", "this server keeps no sealed game of yours at this table")

// sealed is the sealed game kept for p's key at table id, if that key
// holds the table's Patrón's seat.
func (s *Server) sealed(ctx context.Context, id string, p who) (lobby.Sealed, error) {
	if store.CheckID(id) != nil {
		return lobby.Sealed{}, errNoSealed
	}
	seats, err := s.cfg.Store.SeatsOf(ctx, string(p.Key))
	if err != nil {
		return lobby.Sealed{}, err
	}
	if !slices.Contains(seats, store.SeatRef{Table: id, Seat: 0}) {
		return lobby.Sealed{}, errNoSealed
	}
	sl, err := s.cfg.Store.Sealed(ctx, id, string(p.Key))
	if errors.Is(err, store.ErrNotFound) {
		return lobby.Sealed{}, errNoSealed
	}
	if err != nil {
		return lobby.Sealed{}, err
	}
	return lobby.Sealed{At: sl.At, Data: sl.Data}, nil
}
