//go:build !js

// Package faulty is a TCP proxy that makes a network bad on purpose, for
// the tests of play across the internet and for patron online-sim:
// latency with jitter each way, a bandwidth limit, and connections cut on
// demand or at random moments. The machines that run the tests have
// network namespaces but no netem, so the faults sit in a proxy between
// the clients and the server instead of in the kernel.
//
// It is ours rather than github.com/Shopify/toxiproxy/v2: that one is a
// server with an HTTP API, and as a library it pulls in sixteen modules
// (Prometheus, gorilla/mux, zerolog, protobuf, tomb) for what is here a
// page of code.
package faulty

import (
	"errors"
	"math/rand/v2"
	"net"
	"sync"
	"time"
)

// Config is how bad the network is. Every figure applies to each
// direction of each connection on its own.
type Config struct {
	// Latency delays every byte one way; Jitter adds to it a delay drawn
	// evenly from −Jitter to +Jitter. Bytes stay in order, as TCP keeps
	// them: a chunk never overtakes the one before.
	Latency, Jitter time.Duration
	// Bandwidth bounds each direction of a connection, in bytes a second
	// (0: no bound).
	Bandwidth int
	// CutEvery cuts every connection at a random moment, between half and
	// one and a half times this after it opened (0: never).
	CutEvery time.Duration
	// Seed draws the jitter and the cuts (0: from the clock).
	Seed uint64
}

// Stats are what a proxy did.
type Stats struct {
	Accepted int // connections it took
	Cut      int // connections it cut
}

// Proxy forwards the connections it accepts to one address, badly.
type Proxy struct {
	cfg    Config
	target string
	ln     net.Listener
	wg     sync.WaitGroup

	mu     sync.Mutex
	rng    *rand.Rand
	links  map[*link]struct{}
	stats  Stats
	closed bool
}

// New starts a proxy on a free port of 127.0.0.1 in front of target
// (HOST:PORT).
func New(target string, cfg Config) (*Proxy, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	p := &Proxy{cfg: cfg, target: target, ln: ln, rng: rand.New(rand.NewPCG(seed, 33)), links: map[*link]struct{}{}}
	p.wg.Add(1)
	go p.accept()
	return p, nil
}

// Addr is where the proxy listens (HOST:PORT).
func (p *Proxy) Addr() string { return p.ln.Addr().String() }

// Stats says what the proxy did so far.
func (p *Proxy) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.stats
}

// Cut cuts every connection open now, with a reset as a failing network
// would, and says how many.
func (p *Proxy) Cut() int {
	p.mu.Lock()
	ls := make([]*link, 0, len(p.links))
	for l := range p.links {
		ls = append(ls, l)
	}
	p.mu.Unlock()
	n := 0
	for _, l := range ls {
		if l.cut(p) {
			n++
		}
	}
	return n
}

// CutOne cuts one connection open now, drawn at random; false if none is.
func (p *Proxy) CutOne() bool {
	p.mu.Lock()
	var pick *link
	if len(p.links) > 0 {
		i := p.rng.IntN(len(p.links))
		for l := range p.links {
			if i == 0 {
				pick = l
				break
			}
			i--
		}
	}
	p.mu.Unlock()
	return pick != nil && pick.cut(p)
}

// Close stops taking connections and cuts those open.
func (p *Proxy) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	err := p.ln.Close()
	p.Cut()
	p.wg.Wait()
	return err
}

func (p *Proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			continue
		}
		p.wg.Add(1)
		go p.serve(c)
	}
}

// serve forwards one connection both ways until either end closes or the
// proxy cuts it.
func (p *Proxy) serve(client net.Conn) {
	defer p.wg.Done()
	server, err := net.Dial("tcp", p.target)
	if err != nil {
		client.Close()
		return
	}
	l := &link{client: client, server: server}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		l.close()
		return
	}
	p.links[l] = struct{}{}
	p.stats.Accepted++
	p.doom(l)
	p.mu.Unlock()
	var both sync.WaitGroup
	both.Add(2)
	go func() { defer both.Done(); p.forward(server, client) }()
	go func() { defer both.Done(); p.forward(client, server) }()
	both.Wait()
	l.close()
	p.mu.Lock()
	delete(p.links, l)
	p.mu.Unlock()
}

// SetCutEvery changes Config.CutEvery: the connections open now, and
// those to come, are each cut at a random moment from now (0: no more).
// A run may play its first moves whole and cut only the game under way.
func (p *Proxy) SetCutEvery(d time.Duration) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cfg.CutEvery = d
	for l := range p.links {
		p.doom(l)
	}
}

// doom cuts l at a random moment of CutEvery's span, if any (p.mu held).
// A link doomed twice dies at the first; one that closed first is left.
func (p *Proxy) doom(l *link) {
	if every := p.cfg.CutEvery; every > 0 {
		life := every/2 + time.Duration(p.rng.Int64N(int64(every)))
		time.AfterFunc(life, func() { l.cut(p) })
	}
}

// delay is one chunk's trip one way.
func (p *Proxy) delay() time.Duration {
	d := p.cfg.Latency
	if p.cfg.Jitter > 0 {
		p.mu.Lock()
		d += time.Duration(p.rng.Int64N(2*int64(p.cfg.Jitter)+1)) - p.cfg.Jitter
		p.mu.Unlock()
	}
	return max(d, 0)
}

// chunk is bytes read from one end and when the other may have them.
type chunk struct {
	b  []byte
	at time.Time
}

// forward carries src's bytes to dst late and no faster than the
// bandwidth: a reader stamps each chunk with its time of arrival, a
// writer holds it until then. An orderly end reaches dst after the last
// byte, as a FIN does; a dst that fails stops src's reading, so the
// other way still delivers what it holds.
func (p *Proxy) forward(dst, src net.Conn) {
	chunks := make(chan chunk, 256)
	go func() {
		defer close(chunks)
		var last time.Time
		for {
			b := make([]byte, 32<<10)
			n, err := src.Read(b)
			if n > 0 {
				at := time.Now().Add(p.delay())
				if at.Before(last) { // in order, as a TCP stream is
					at = last
				}
				last = at
				chunks <- chunk{b[:n], at}
			}
			if err != nil {
				return
			}
		}
	}()
	var free time.Time // when the bandwidth lets the next byte go
	for c := range chunks {
		time.Sleep(time.Until(c.at))
		if err := p.write(dst, c.b, &free); err != nil {
			closeRead(src)
			for range chunks { // the reader ends with its end read-closed
			}
			return
		}
	}
	closeWrite(dst)
}

func closeWrite(c net.Conn) {
	if t, ok := c.(*net.TCPConn); ok {
		t.CloseWrite()
	}
}

func closeRead(c net.Conn) {
	if t, ok := c.(*net.TCPConn); ok {
		t.CloseRead()
	}
}

// write writes b to dst, paced by the bandwidth in slices of a fiftieth
// of a second's worth.
func (p *Proxy) write(dst net.Conn, b []byte, free *time.Time) error {
	bw := p.cfg.Bandwidth
	if bw <= 0 {
		_, err := dst.Write(b)
		return err
	}
	step := max(1, bw/50)
	for len(b) > 0 {
		n := min(step, len(b))
		time.Sleep(time.Until(*free))
		if _, err := dst.Write(b[:n]); err != nil {
			return err
		}
		*free = later(*free, time.Now()).Add(time.Duration(n) * time.Second / time.Duration(bw))
		b = b[n:]
	}
	return nil
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// link is one connection through the proxy: its two ends.
type link struct {
	client, server net.Conn
	once           sync.Once
}

// close closes both ends, once both ways ended.
func (l *link) close() {
	l.once.Do(func() {
		l.client.Close()
		l.server.Close()
	})
}

// cut resets both ends at once, as a network that fails does: both see
// an error rather than an orderly end. False if the link had closed.
func (l *link) cut(p *Proxy) bool {
	did := false
	l.once.Do(func() {
		p.mu.Lock()
		p.stats.Cut++ // before the ends know
		p.mu.Unlock()
		for _, c := range []net.Conn{l.client, l.server} {
			if t, ok := c.(*net.TCPConn); ok {
				t.SetLinger(0) // a reset, not a FIN
			}
			c.Close()
		}
		did = true
	})
	return did
}
