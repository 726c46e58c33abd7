//go:build !js

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"patron/netplay/lobby"

	"patron/game"
	"patron/netplay/ledger"
	"patron/netplay/store"
)

// stored is a table read back from the store: its config, state and every
// entry of its log.
type stored struct {
	row     store.Table
	cfg     TableConfig
	state   TableState
	entries []entry
}

// pageOfEntries is how many entries one read of the store brings.
const pageOfEntries = 1000

func readStored(ctx context.Context, st store.Store, id string) (*stored, error) {
	row, err := st.Table(ctx, id)
	if err != nil {
		return nil, err
	}
	out := &stored{row: row}
	if err := json.Unmarshal(row.Config, &out.cfg); err != nil {
		return nil, fmt.Errorf("table %s's config: %w", id, err)
	}
	if err := json.Unmarshal(row.State, &out.state); err != nil {
		return nil, fmt.Errorf("table %s's state: %w", id, err)
	}
	for len(out.entries) < row.Length {
		page, err := st.Entries(ctx, id, len(out.entries), pageOfEntries)
		if err != nil {
			return nil, err
		}
		if len(page) == 0 {
			return nil, fmt.Errorf("table %s: the store has %d of its %d entries", id, len(out.entries), row.Length)
		}
		for _, e := range page {
			if e.Seq != len(out.entries) {
				return nil, fmt.Errorf("table %s: entry %d came where %d was due", id, e.Seq, len(out.entries))
			}
			var en entry
			if err := json.Unmarshal(e.Data, &en); err != nil {
				return nil, fmt.Errorf("table %s, entry %d: %w", id, e.Seq, err)
			}
			out.entries = append(out.entries, en)
		}
	}
	return out, nil
}

// moves are the stored log's signed moves and receipts.
func (s *stored) moves() ([]ledger.Move, []ledger.Receipt) {
	moves := make([]ledger.Move, len(s.entries))
	receipts := make([]ledger.Receipt, len(s.entries))
	for i, e := range s.entries {
		moves[i], receipts[i] = e.Move, e.Receipt
	}
	return moves, receipts
}

// exportLog is a table's whole record, to check offline (patron verify):
// never a secret, only what every player of the table received, and the
// Patrón's openings once the game ended.
func (s *Server) exportLog(ctx context.Context, id, invite string, p who) (*ledger.Log, error) {
	st, err := readStored(ctx, s.cfg.Store, id)
	if err != nil {
		return nil, err
	}
	seated := false
	for _, k := range st.state.Kept.Keys {
		seated = seated || p.Key != "" && k == p.Key
	}
	if !st.cfg.Public && !seated && (invite == "" || invite != st.cfg.Invite) {
		return nil, refusal(http.StatusNotFound, "not-found", "no such table")
	}
	moves, receipts := st.moves()
	l := &ledger.Log{Format: ledger.LogFormat, Version: 1, Table: id, Server: s.Key(), Options: st.cfg.options(),
		Moves: moves, Receipts: receipts}
	for i, seat := range st.state.Kept.Seats {
		s := ledger.Seat{Name: seat.Name, Bot: st.cfg.Seats[i].Bot}
		if i < len(st.state.Kept.Keys) {
			s.Key = st.state.Kept.Keys[i]
		}
		l.Seats = append(l.Seats, s)
	}
	for _, o := range st.state.Kept.Openings {
		l.Openings = append(l.Openings, game.OpeningText{Kind: o.Kind, Salt: o.Salt, Payload: o.Payload})
	}
	if st.state.Abandoned != nil {
		l.Ended = lobby.StatusAbandoned
	}
	return l, nil
}
