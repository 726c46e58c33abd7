package lan

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"patron/game"
	"patron/game/bot"
	"patron/netplay/session"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Sim is a reproducible table of bots, one seat a machine: the host plays
// one seat (the Patrón's, or the last Faction player's) and every other
// seat is a joiner's. Seed is the public seed, the Patrón's secret seed
// (through SecretFor) and every bot's seed, so the same Sim is the same
// game wherever its seats are played: in one game without any network
// (Alone), between machines over in-memory pipes (Piped), over QUIC in
// one process (OverQUIC), or in separate processes (patron lan-sim).
type Sim struct {
	Players      int
	PatronAtHost bool
	Seed         uint64
	Bot          string // every seat's bot level
	SeasonCap    int
}

// SecretFor is the Patrón's secret seed for a table seeded with seed, so
// that a machine told only the seed (patron join --seed) plays the same
// Patrón as the others expect. A game played by people draws its secret
// seed at random instead.
func SecretFor(seed uint64) *game.SecretOptions {
	s := game.SeedFrom(seed ^ 0x9e3779b97f4a7c15)
	return &s
}

// HostSeat is the engine player the host plays.
func (s Sim) HostSeat() int {
	if s.PatronAtHost {
		return 0
	}
	return s.Players - 1
}

// Joiners are the seats the joiners take, in order.
func (s Sim) Joiners() []int {
	var out []int
	for i := range s.Players {
		if i != s.HostSeat() {
			out = append(out, i)
		}
	}
	return out
}

// Options are the game's options, as the host starts it.
func (s Sim) Options() game.Options {
	return game.Options{Seed: s.Seed, Players: s.Players, Control: game.DefaultSplit(s.Players), SeasonCap: s.SeasonCap}
}

// HostConfig is the table as the host sets it up.
func (s Sim) HostConfig() session.HostConfig {
	cfg := session.HostConfig{Name: "lan-sim", App: AppVersion, Seed: s.Seed, Control: game.DefaultSplit(s.Players),
		SeasonCap: s.SeasonCap, Secret: SecretFor(s.Seed)}
	for i := range s.Players {
		seat := wire.Seat{Name: fmt.Sprintf("Bot %d", i+1), Who: session.Remote}
		if i == s.HostSeat() {
			seat.Who, seat.Bot = session.Bot, s.Bot
		}
		cfg.Seats = append(cfg.Seats, seat)
	}
	return cfg
}

// HostBots are the host's bots.
func (s Sim) HostBots() session.Bots {
	return session.Bots{Levels: map[int]string{s.HostSeat(): s.Bot}, Seed: s.Seed, Team: true}
}

// Peer is how the joiner of seat joins and plays (patron join --seat seat
// --seed Seed --bot Bot does the same).
func (s Sim) Peer(seat int) (session.PeerConfig, session.Bots) {
	cfg := session.PeerConfig{Hello: wire.Hello{Name: fmt.Sprintf("Bot %d", seat+1), App: AppVersion, Seat: seat}}
	if seat == 0 {
		cfg.Secret = SecretFor(s.Seed)
	}
	return cfg, session.Bots{Levels: map[int]string{seat: s.Bot}, Seed: s.Seed, Team: true}
}

// Alone plays the Sim's game in one game.Game, with no session and no
// network: each decision is the bot its seat's machine would run, seeded
// as it would seed it (session.Bots: by the length of that machine's log,
// which on a Faction's machine is the published log).
func (s Sim) Alone() (*game.Game, error) {
	g, err := game.New(s.Options(), SecretFor(s.Seed))
	if err != nil {
		return nil, err
	}
	for !g.Over() {
		d := g.Pending()
		v := g.View(d.Seat)
		n := len(g.PublicLog()) // a Faction player's machine: the published log
		if g.Pub.Opts.ControllerOf(d.Seat) == 0 {
			n = len(g.Log()) // the Patrón's machine: his whole log
		}
		c, err := bot.FreshTurn(s.Bot, &v, bot.SeedAt(s.Seed, n))
		if err != nil {
			return nil, err
		}
		if _, err := g.Apply(c); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// Run is a Sim's game between machines: each machine's outcome and trace
// (the host's first, then the joiners' in Joiners order), and the time
// from the start to the last machine's audit.
type Run struct {
	Outcomes []Outcome
	Traces   []*Trace
	Start    time.Time
	Took     time.Duration
}

// Piped plays the Sim between machines in this process, each on its own
// goroutine, over in-memory connections.
func (s Sim) Piped(limit time.Duration) (Run, error) {
	h, err := session.NewHost(s.HostConfig())
	if err != nil {
		return Run{}, err
	}
	defer h.Close()
	return s.between(h, limit, func(cfg session.PeerConfig) (*session.Peer, error) {
		here, there := transport.Pipe()
		h.Accept(there)
		return session.Join(here, cfg, 10*time.Second)
	})
}

// OverQUIC plays the Sim between machines in this process, each on its
// own goroutine, over QUIC on 127.0.0.1.
func (s Sim) OverQUIC(limit time.Duration) (Run, error) {
	srv, err := Serve(ServerConfig{Addr: "127.0.0.1:0", Table: s.HostConfig()})
	if err != nil {
		return Run{}, err
	}
	defer srv.Close()
	addr := fmt.Sprintf("127.0.0.1:%d", srv.Port())
	return s.between(srv.Host, limit, func(cfg session.PeerConfig) (*session.Peer, error) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		return Join(ctx, addr, srv.Fingerprint(), cfg)
	})
}

// between seats the joiners through connect, starts, and plays every
// machine to its audit.
func (s Sim) between(h *session.Host, limit time.Duration, connect func(session.PeerConfig) (*session.Peer, error)) (Run, error) {
	peers, err := s.seat(h, connect)
	defer func() {
		for _, p := range peers {
			if p != nil {
				p.Close()
			}
		}
	}()
	if err != nil {
		return Run{}, err
	}
	run := Run{Outcomes: make([]Outcome, 1+len(peers)), Traces: make([]*Trace, 1+len(peers)), Start: time.Now()}
	for i := range run.Traces {
		run.Traces[i] = &Trace{}
	}
	if err := h.Start(); err != nil {
		return run, err
	}
	errs := make([]error, 1+len(peers))
	var wg sync.WaitGroup
	for i, p := range peers {
		wg.Go(func() {
			_, bots := s.Peer(p.Seat())
			run.Outcomes[i+1], errs[i+1] = PlayPeer(p, Play{Bots: bots, Limit: limit, Trace: run.Traces[i+1]})
		})
	}
	run.Outcomes[0], errs[0] = playHost(h, Play{Bots: s.HostBots(), Limit: limit, Trace: run.Traces[0]})
	wg.Wait()
	run.Took = time.Since(run.Start)
	for i, err := range errs {
		if err != nil {
			return run, fmt.Errorf("machine %d: %w", i, err)
		}
	}
	for i, o := range run.Outcomes[1:] {
		if o.Hash != run.Outcomes[0].Hash || o.Commands != run.Outcomes[0].Commands {
			return run, fmt.Errorf("machine %d ends with another game than the host's", i+1)
		}
	}
	return run, nil
}

// seat connects the joiners, each from a goroutine of its own, while
// this one steps the host so that it answers their hellos. The peers are
// in Joiners order.
func (s Sim) seat(h *session.Host, connect func(session.PeerConfig) (*session.Peer, error)) ([]*session.Peer, error) {
	seats := s.Joiners()
	peers := make([]*session.Peer, len(seats))
	errs := make(chan error, len(seats))
	for i, seat := range seats {
		go func() {
			cfg, _ := s.Peer(seat)
			p, err := connect(cfg)
			if err != nil {
				err = fmt.Errorf("seat %d: %w", seat, err)
			}
			peers[i] = p
			errs <- err
		}()
	}
	var first error
	for left := len(seats); left > 0; {
		select {
		case err := <-errs:
			left--
			first = cmp.Or(first, err)
		default:
			h.Wait(5 * time.Millisecond)
			h.Step()
		}
	}
	return peers, first
}

// RoundTrips are the round trips of a game's Faction proposals, from
// every machine's trace (the host's is the one of seat -1).
type RoundTrips struct {
	Back []time.Duration // a Faction joiner's proposal to its commit back there
	All  []time.Duration // … to the last machine having applied it
	// Up is the proposal to the host's commit, Down the commit to the
	// proposer having applied it: the two legs of Back.
	Up, Down []time.Duration
}

// TripsOf gathers the round trips of traces.
func TripsOf(traces []*Trace) RoundTrips {
	var rt RoundTrips
	var host *Trace
	for _, t := range traces {
		if t.Seat < 0 {
			host = t
		}
	}
	for _, t := range traces {
		if t.Seat < 1 {
			continue // the host's (never a trip) or the Patrón's
		}
		for _, trip := range t.Trips {
			if trip.Back.IsZero() {
				continue
			}
			rt.Back = append(rt.Back, trip.Back.Sub(trip.Proposed))
			last := trip.Back
			for _, u := range traces {
				if trip.Seq < len(u.Applied) && u.Applied[trip.Seq].After(last) {
					last = u.Applied[trip.Seq]
				}
			}
			rt.All = append(rt.All, last.Sub(trip.Proposed))
			if host != nil && trip.Seq < len(host.Applied) {
				at := host.Applied[trip.Seq]
				rt.Up = append(rt.Up, at.Sub(trip.Proposed))
				rt.Down = append(rt.Down, trip.Back.Sub(at))
			}
		}
	}
	return rt
}

// Add appends another game's round trips.
func (rt *RoundTrips) Add(o RoundTrips) {
	rt.Back = append(rt.Back, o.Back...)
	rt.All = append(rt.All, o.All...)
	rt.Up = append(rt.Up, o.Up...)
	rt.Down = append(rt.Down, o.Down...)
}

// Quantile is the q-quantile (0 … 1) of ds, by the nearest rank; 0 for none.
func Quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := int(q*float64(len(s))+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}
