package scenes

import (
	"errors"
	"image/color"

	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/render/theme"
	"patron/scenes/words"
)

// Waiting for the host in the lobby: a joiner seated at a table not yet
// begun whose host dies (its process killed, its computer restarted) does
// not lose its seat. As at a table already playing (lan_wait.go), its
// screen says it waits for the host and dials it again with the seat's
// token for hostWaitTime; a host back from its lobby save (patron host
// --resume) seats it again, and the game begins when the host starts it.
// A host that said goodbye (it closed the table, or dropped this
// computer) is not waited for: its close came, and the lobby says so.
// Leaving stops the waiting.

// waitForHost starts waiting after the connection dropped (why), and
// reports whether it did.
func (l *PeerLobby) waitForHost(a *App, why error) bool {
	if l.online != nil { // the server: through its lobby (online_wait.go)
		l.wait, l.err = waitServer(l.peer, l.online), a.Lang.T(words.LobbyWaitingForHost)
		return true
	}
	var bye *transport.Closed
	if errors.As(why, &bye) && bye.Remote || l.rec.Addr == "" || l.rec.Token != l.peer.Token() {
		return false
	}
	l.wait, l.err = waitHost(l.peer, l.rec), a.Lang.T(words.LobbyWaitingForHost)
	return true
}

// hostWaiting reports whether the lobby waits for its host now (its peer
// must not be stepped while the redial runs), taking the redial's end:
// back at its seat, or the host gone.
func (l *PeerLobby) hostWaiting(a *App) bool {
	if l.wait == nil {
		return false
	}
	ended, err := l.wait.ended(l.peer)
	switch {
	case !ended:
		return true
	case err != nil:
		l.err = a.Lang.T(words.HostGone)
	default:
		l.err = ""
	}
	l.wait = nil
	return false
}

// lobbyNews is the host's news, none while the host is waited for.
func (l *PeerLobby) lobbyNews(a *App) []session.Note {
	if l.hostWaiting(a) {
		return nil
	}
	return l.peer.Step()
}

// lobbyWaiting is a joiner's lobby waiting for its host, for the
// screenshots.
func lobbyWaiting(lang *words.Lang, peer *session.Peer) *PeerLobby {
	return &PeerLobby{peer: peer, wait: &hostWait{}, err: lang.T(words.LobbyWaitingForHost)}
}

// lobbyNoteColor is the lobby's note's: as light as its other lines while
// the host is waited for (on the bare table, not a banner), red for a
// table that has stopped.
func lobbyNoteColor(waiting bool) color.Color {
	if waiting {
		return theme.Paper
	}
	return theme.Danger
}
