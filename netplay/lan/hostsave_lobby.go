package lan

import (
	"fmt"
	"strings"
	"time"

	"patron/netplay/session"
	"patron/netplay/transport"
)

// A host's save of a table still in its lobby (the game not begun): the
// table and every seat's token, and no game. `patron host --resume FILE`
// opens the lobby again on the same code and port; the joiners waiting
// with their tokens sit down in their seats again, and the game begins
// when every open seat is taken, as in any lobby.

// encodeLobby is the host's save of a lobby.
func (s hostSaving) encodeLobby() ([]byte, error) {
	f, err := s.table(s.srv.Kept())
	if err != nil {
		return nil, err
	}
	f.Seed, f.SeasonCap = s.srv.LobbyOptions()
	return f.sealed()
}

// decodeLobby checks a lobby's save past its seal and certificate (as
// DecodeHostSave does a game's) and returns what opens the lobby again.
func decodeLobby(f hostFile, id *transport.Identity) (*HostBack, error) {
	if err := f.checkBots(); err != nil {
		return nil, err
	}
	cfg := session.HostConfig{Name: f.Name, Code: id.Code(), App: AppVersion, Seats: f.Table.Seats, Control: f.Control,
		Seed: f.Seed, SeasonCap: f.SeasonCap, Limits: session.Limits{Decision: time.Duration(f.LimitMS) * time.Millisecond,
			Grace: time.Duration(f.GraceMS) * time.Millisecond, Bot: f.StandInBot}, NoHints: f.NoHints}
	if _, err := session.RestoreLobby(cfg, f.Table); err != nil { // a dry run: the same checks as the real one
		return nil, &HostSaveError{Reason: fmt.Sprintf("its lobby: %v", err)}
	}
	return &HostBack{Identity: id, Table: cfg, Kept: f.Table, Addr: f.Addr, BotSeed: f.BotSeed, NoAnnounce: f.NoAnnounce}, nil
}

// lobbyKey is what a lobby's save holds of its seats: a change in it is
// written.
func lobbyKey(k session.Kept) string {
	var b strings.Builder
	for i, s := range k.Seats {
		fmt.Fprintf(&b, "%s %s %v %s|", s.Name, s.Who, s.Taken, k.Tokens[i])
	}
	return b.String()
}
