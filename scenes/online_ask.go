package scenes

import (
	"context"
	"time"
)

// Every call to an online server runs off the window's thread, so that a
// slow or silent server never stops a frame: the screen starts it, and
// takes its answer from a channel in a later frame.

// answer is a call's end: what it gave, or why not.
type answer[T any] struct {
	v   T
	err error
}

// inBackground runs call with a deadline of within; its answer comes on
// the channel.
func inBackground[T any](within time.Duration, call func(ctx context.Context) (T, error)) chan answer[T] {
	out := make(chan answer[T], 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), within)
		defer cancel()
		v, err := call(ctx)
		out <- answer[T]{v, err}
	}()
	return out
}
