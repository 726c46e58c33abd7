package cli

import (
	"time"

	"patron/netplay/wire"
)

// checkLimits checks `patron host`'s decision limit and the Patrón's
// countdown past it.
func checkLimits(decide, abandon time.Duration) error {
	const most = wire.MaxLimitMS * time.Millisecond
	switch {
	case decide < 0 || abandon < 0:
		return badUsage("--decision-limit and --abandon-after cannot be negative")
	case decide > most || abandon > most:
		return badUsage("--decision-limit and --abandon-after: a day at most")
	case decide > 0 && decide < 100*time.Millisecond:
		return badUsage("--decision-limit: 100ms at least (0: no limit)")
	}
	return nil
}
