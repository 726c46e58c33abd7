package bot_test

import (
	"slices"
	"testing"
	"time"

	"patron/game"
	"patron/game/bot"
)

// BenchmarkDecision times the searching levels' decisions (Hard,
// Expert) on positions from games between Normal bots, one side at a time,
// and reports the median and 95th percentile of a decision and the
// playouts a second (one core: run with -cpu 1).
func BenchmarkDecision(b *testing.B) {
	all := positions(b, 6, 5)
	for _, run := range []struct{ level, side string }{
		{"hard", "patron"}, {"hard", "factions"}, {"expert", "patron"}, {"expert", "factions"},
	} {
		level, side := run.level, run.side
		b.Run(level+"/"+side, func(b *testing.B) {
			var ps []*game.Game
			for _, g := range all {
				if (g.Pending().Seat == game.SeatPatron) == (side == "patron") {
					ps = append(ps, g)
				}
			}
			var ds []time.Duration
			playouts := 0
			i := 0
			for b.Loop() {
				g := ps[i%len(ps)]
				i++
				v := g.View(g.Pending().Seat)
				h, _ := bot.New(level, side == "patron", uint64(i))
				start := time.Now()
				h.Choose(&v)
				ds = append(ds, time.Since(start))
				playouts += bot.Playouts(h)
			}
			slices.Sort(ds)
			var sum time.Duration
			for _, d := range ds {
				sum += d
			}
			b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "p50-ms")
			b.ReportMetric(float64(ds[len(ds)*95/100].Microseconds())/1000, "p95-ms")
			b.ReportMetric(float64(playouts)/sum.Seconds(), "playouts/s")
		})
	}
}
