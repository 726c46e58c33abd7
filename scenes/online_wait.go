package scenes

import (
	"context"
	"errors"
	"time"

	"patron/netplay/session"
)

// Waiting for the server: an online table whose connection drops (the
// server restarted, the network failed) is waited for as a LAN joiner
// waits for its host (lan_wait.go), the same words on the screen; the
// redial goes through the server's lobby, which gives a ticket for a new
// connection to the table, and the seat is the key's. A refusal (the
// table is gone, the seat is not this key's) ends the wait at once.

// waitServer dials the table again for hostWaitTime, less often each
// time, until peer is back at its seat or left the table.
func waitServer(peer *session.Peer, t *onlineTable) *hostWait {
	w := &hostWait{done: make(chan hostBack, 1)}
	go func() {
		deadline, pause := time.Now().Add(hostWaitTime), 250*time.Millisecond
		for {
			if peer.Left() {
				w.done <- hostBack{err: errLeftTable}
				return
			}
			r, err := redialServer(peer, t)
			var refused *session.Refused
			if err == nil || errors.As(err, &refused) || time.Now().After(deadline) {
				w.done <- hostBack{r, err}
				return
			}
			time.Sleep(pause)
			pause = min(2*pause, 4*time.Second)
		}
	}()
	return w
}

// redialServer opens a new connection to the table and says hello on it
// with peer's seat; peer itself is changed only when adopted, on the
// window's thread (hostWait.ended).
func redialServer(peer *session.Peer, t *onlineTable) (*session.Redialed, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, err := t.link.client.Connect(ctx, t.id, t.invite, t.watch)
	if err != nil {
		return nil, err
	}
	return peer.Redial(conn, 30*time.Second)
}
