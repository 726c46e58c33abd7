package lan

import (
	"context"
	"fmt"
	"time"

	"patron/netplay/discovery"
	"patron/netplay/session"
	"patron/netplay/transport"
)

// Join dials the host at addr (host:port), pinned to pin (a fingerprint
// from discovery, or the session code a person typed), and asks for a
// seat. A host whose certificate does not match is refused with
// transport.ErrNotTheHost before anything is sent.
func Join(ctx context.Context, addr, pin string, cfg session.PeerConfig) (*session.Peer, error) {
	c, err := transport.Dial(ctx, addr, pin)
	if err != nil {
		return nil, err
	}
	if cfg.Hello.App == "" {
		cfg.Hello.App = AppVersion
	}
	if cfg.Hello.Code == "" {
		cfg.Hello.Code = CodeOf(pin)
	}
	wait := 10 * time.Second
	if d, ok := ctx.Deadline(); ok {
		wait = time.Until(d)
	}
	p, err := session.Join(c, cfg, wait)
	if err != nil {
		c.Close("no seat")
		return nil, err
	}
	return p, nil
}

// Find lists the games answering on targets within d (nil targets: every
// broadcast address of this machine, on the default port).
func Find(d time.Duration, targets []string) ([]discovery.Found, error) {
	if len(targets) == 0 {
		targets = discovery.BroadcastTargets(DiscoveryPort)
	}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	found, err := discovery.Find(ctx, targets)
	if err != nil {
		return nil, fmt.Errorf("looking for games: %w", err)
	}
	return found, nil
}
