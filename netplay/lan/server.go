package lan

import (
	"context"
	"fmt"
	"net"
	"strconv"
	"sync/atomic"

	"patron/netplay/discovery"
	"patron/netplay/session"
	"patron/netplay/transport"
)

// ServerConfig says where a host listens.
type ServerConfig struct {
	// Addr is the QUIC address (":27450"; ":0" picks a free port).
	Addr string
	// Discovery is the UDP address answering queries (":27451"); "" does
	// not announce the game (it can still be joined by address and code).
	Discovery string
	// Table is the table; its Code is filled from the certificate.
	Table session.HostConfig
	// Back, when set, opens again the table a host's save keeps (its
	// certificate, seats and game: resume.go); Table is then its.
	Back *HostBack
}

// Server is a hosted table on the network. Its Host is driven by the
// owner's thread (Step, Propose, Start …); the listener and the announcer
// run beside it.
type Server struct {
	*session.Host
	ln     *transport.Listener
	id     *transport.Identity
	ann    *discovery.Announcer
	beacon atomic.Pointer[discovery.Beacon]
	stop   context.CancelFunc
}

// Serve opens the table: it listens, announces, and takes connections.
func Serve(cfg ServerConfig) (*Server, error) {
	id, err := identityFor(cfg)
	if err != nil {
		return nil, err
	}
	ln, err := transport.ListenAs(cfg.Addr, id)
	if err != nil {
		return nil, fmt.Errorf("cannot listen on %s: %w", cfg.Addr, err)
	}
	cfg.Table.Code = ln.Code()
	if cfg.Table.App == "" {
		cfg.Table.App = AppVersion
	}
	h, err := tableHost(cfg)
	if err != nil {
		ln.Close()
		return nil, err
	}
	s := &Server{Host: h, ln: ln, id: id}
	s.refreshBeacon()
	if cfg.Discovery != "" {
		s.ann, err = discovery.Announce(cfg.Discovery, func() discovery.Beacon { return *s.beacon.Load() })
		if err != nil {
			ln.Close()
			h.Close()
			return nil, err
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	s.stop = cancel
	go s.accept(ctx)
	return s, nil
}

func (s *Server) accept(ctx context.Context) {
	for {
		c, err := s.ln.Accept(ctx)
		if err != nil {
			return
		}
		s.Host.Accept(c)
	}
}

// refreshBeacon is what the announcer says from now on.
func (s *Server) refreshBeacon() {
	l := s.Host.Lobby()
	b := discovery.Beacon{Game: l.Host, App: AppVersion, Port: s.ln.Addr().Port,
		Fingerprint: s.ln.Fingerprint(), Code: s.ln.Code(), Seats: len(l.Seats), Started: l.Started}
	for _, seat := range l.Seats {
		if seat.Who == session.Remote && !seat.Taken {
			b.Free++
		}
	}
	s.beacon.Store(&b)
}

// Step handles what the network brought and returns what happened.
func (s *Server) Step() []session.Note {
	notes := s.Host.Step()
	s.refreshBeacon()
	return notes
}

// Code is the session code joiners type (or discovery gives them).
func (s *Server) Code() string { return s.ln.Code() }

// Fingerprint is the certificate's fingerprint.
func (s *Server) Fingerprint() string { return s.ln.Fingerprint() }

// Port is the QUIC port listened on.
func (s *Server) Port() int { return s.ln.Addr().Port }

// Addresses are the host:port forms joiners may type: one per IPv4
// address of this machine that is up (loopback last).
func (s *Server) Addresses() []string {
	var out, loop []string
	port := strconv.Itoa(s.Port())
	for _, n := range discovery.LocalNets() {
		hp := net.JoinHostPort(n.IP.String(), port)
		if n.IP.IsLoopback() {
			loop = append(loop, hp)
		} else {
			out = append(out, hp)
		}
	}
	return append(out, loop...)
}

// Close ends the table for everyone and stops listening. It does not
// wait: the goodbyes go out behind it, and the socket stays open until
// the last connection is over (Over says when; Farewell waits for it).
func (s *Server) Close() {
	s.stop()
	if s.ann != nil {
		s.ann.Close()
	}
	s.Host.Close()
	s.ln.Close() // the connections accepted go on to their end
}

// close closes the table and waits (a bounded time) for the goodbyes to
// be out.
func (s *Server) close() {
	s.Close()
	awaitOver(s.Over())
}
