package session

import (
	"math"
	"time"
)

// bucket is a token bucket: it fills at rate tokens a second up to burst,
// and each message takes one. The clock is the caller's (a time passed
// in), so that it is tested without waiting.
type bucket struct {
	rate  float64 // tokens a second
	burst float64 // at most this many at once
	level float64 // tokens there at last
	last  time.Time
}

// newBucket is a full bucket at now.
func newBucket(rate, burst float64, now time.Time) *bucket {
	return &bucket{rate: rate, burst: burst, level: burst, last: now}
}

// fill adds what flowed in since the last look. A clock that goes back
// adds nothing (and is not held against anyone).
func (b *bucket) fill(now time.Time) {
	if d := now.Sub(b.last); d > 0 {
		b.level = min(b.burst, b.level+d.Seconds()*b.rate)
	}
	b.last = now
}

// take takes a token at now if there is one; otherwise it says how long
// until there is.
func (b *bucket) take(now time.Time) (ok bool, wait time.Duration) {
	b.fill(now)
	if b.level >= 1 {
		b.level--
		return true, 0
	}
	if b.rate <= 0 {
		return false, time.Hour
	}
	return false, time.Duration(math.Ceil((1 - b.level) / b.rate * float64(time.Second)))
}
