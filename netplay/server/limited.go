//go:build !js

package server

import (
	"sync"
	"time"
)

// limitedLogs are the limits and whom they refused lately, logged.
type limitedLogs struct {
	mu   sync.Mutex
	seen expiring[struct{}]
}

// A refusal for a limit is counted (patron_limited_total) and logged, but
// once a minute at most for each limit and address or key: a flood must
// not flood the operator's logs too.

const (
	limitedLogEvery = time.Minute
	maxLimitedLogs  = 1_000 // remembered at most; past them the oldest are forgotten
)

// limited records that limit refused who (an address, or a key's short
// form for a key's limits).
func (s *Server) limited(limit, who string) {
	s.met.limited.WithLabelValues(limit).Inc()
	now := s.cfg.Now()
	s.limitedLog.mu.Lock()
	_, seen := s.limitedLog.seen.get(limit+" "+who, now)
	if !seen {
		s.limitedLog.seen.put(limit+" "+who, struct{}{}, now.Add(limitedLogEvery), now)
	}
	s.limitedLog.mu.Unlock()
	if !seen {
		attr := "addr" // the address's limits
		if limit == "creates" || limit == "tables" {
			attr = "key" // the key's
		}
		s.log.Warn("refused for a limit", "limit", limit, attr, who)
	}
}
