package discovery

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"net/netip"
	"time"

	"patron/netplay/transport"
)

// maxAnswers bounds the answers a second. An answer is up to 250 times
// a query's size, so a query with a forged source could aim an Announcer at
// someone else; no LAN needs more.
const maxAnswers = 50

// maxAnswersTo bounds the answers a second to one computer (an IP
// address): one that floods the port with queries takes no more, and the
// others are answered. A joiner asks once a second.
const maxAnswersTo = 4

// Announcer answers queries for a host's game.
type Announcer struct {
	conn *net.UDPConn
	info func() Beacon
	done chan struct{}
}

// Announce listens for queries on addr (UDP, IPv4: ":27451" also takes
// the broadcasts) and answers each one by unicast to its sender with
// info(), called for every query from the Announcer's goroutine. info's
// Beacon is checked now: a bad one is an error here, not silence later.
func Announce(addr string, info func() Beacon) (*Announcer, error) {
	if _, err := info().encode(); err != nil {
		return nil, err
	}
	ua, err := net.ResolveUDPAddr("udp4", addr)
	if err != nil {
		return nil, err
	}
	conn, err := net.ListenUDP("udp4", ua)
	if err != nil {
		return nil, fmt.Errorf("discovery: %w", err)
	}
	a := &Announcer{conn: conn, info: info, done: make(chan struct{})}
	go a.serve()
	return a, nil
}

func (a *Announcer) serve() {
	defer close(a.done)
	buf := make([]byte, 64) // a longer datagram is cut, and is no query
	var second time.Time
	answers := 0
	to := map[netip.Addr]int{} // this second's answers to each computer: maxAnswers entries at most
	for {
		n, from, err := a.conn.ReadFromUDP(buf)
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil { // e.g. Windows reports an earlier answer's ICMP error
			time.Sleep(10 * time.Millisecond)
			continue
		}
		transport.RecordDatagram(buf[:n]) // for the secrecy test only (off in play)
		if !bytes.Equal(buf[:n], query) {
			continue
		}
		if now := time.Now(); now.Sub(second) >= time.Second {
			second, answers = now, 0
			clear(to)
		}
		ip := from.AddrPort().Addr().Unmap()
		if answers >= maxAnswers || to[ip] >= maxAnswersTo {
			continue
		}
		answers++
		to[ip]++
		if answer, err := a.info().encode(); err == nil {
			a.conn.WriteToUDP(answer, from)
		}
	}
}

// Addr is the address listened on.
func (a *Announcer) Addr() *net.UDPAddr { return a.conn.LocalAddr().(*net.UDPAddr) }

// Close stops answering.
func (a *Announcer) Close() error {
	err := a.conn.Close()
	<-a.done
	return err
}
