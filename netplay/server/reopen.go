//go:build !js

package server

import (
	"context"
	"fmt"
	"patron/netplay/lobby"
	"time"

	"patron/game"
	"patron/netplay/session"
	"patron/netplay/store"
)

// reopenTable opens again a table the store holds, where it stood: a
// lobby with its seats kept for their people, or a game replayed from its
// signed log (checked link by link: a log whose chain does not hold is
// no table). Its people come back by themselves from their last move.
// woken: it slept while the server ran, and its clocks ran (clocks.go).
func reopenTable(s *Server, row store.Table, woken bool) (*table, error) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	st, err := readStored(ctx, s.cfg.Store, row.ID)
	if err != nil {
		return nil, err
	}
	hc := hostConfig(s, row.ID, st.cfg)
	var h *session.Host
	if len(st.entries) == 0 && row.Status == lobby.StatusLobby {
		h, err = session.RestoreLobby(hc, st.state.Kept)
	} else {
		var g *game.Game
		if g, err = st.game(); err == nil {
			moves, _ := st.moves()
			h, err = session.RestoreSigned(hc, st.state.Kept, g, moves)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errBroken, err)
	}
	ran := st.state.Stopped // asleep when the server stopped: its clocks ran until then
	if woken {
		ran = time.Now()
	}
	h.ClockRan(ran)
	t := wrap(s, row.ID, st.cfg, h, row.Status)
	t.version, t.stored, t.kept, t.saved = st.row.Version, len(st.entries), st.row.State, row.Status
	if g := h.Game(); g != nil && g.Sec != nil {
		t.private = len(g.Log())
	}
	if h.Started() && row.Status == lobby.StatusLobby {
		t.status = lobby.StatusPlaying
	}
	for seat, k := range h.Keys() {
		t.holdVacation(ctx, seat, k)
	}
	s.log.Info("table opened again", "table", row.ID, "status", row.Status, "commands", len(st.entries))
	return t, nil
}

// game replays the stored log: the Patrón's whole log where the server
// plays him (his secrets are its own), the published one otherwise.
func (s *stored) game() (*game.Game, error) {
	opts := s.cfg.options()
	if s.cfg.Secret == nil {
		g, err := game.New(opts, nil)
		if err != nil {
			return nil, err
		}
		for i, e := range s.entries {
			if err := applyText(g, e.Move.Command); err != nil {
				return nil, fmt.Errorf("move %d: %w", i+1, err)
			}
		}
		return g, nil
	}
	sec := game.SeedFrom(*s.cfg.Secret)
	g, err := game.New(opts, &sec)
	if err != nil {
		return nil, err
	}
	for i, e := range s.entries {
		for _, text := range e.Private {
			if err := applyText(g, text); err != nil {
				return nil, fmt.Errorf("the Patrón's log before move %d: %w", i+1, err)
			}
		}
	}
	return g, nil
}

func applyText(g *game.Game, text string) error {
	c, err := game.ParseCommand(text)
	if err != nil {
		return err
	}
	_, err = g.Apply(c)
	return err
}
