package lan

import (
	"context"
	"io"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"patron/netplay/wire"
)

// The attacker of hostile_return_test.go: a seat's person (it holds the
// seat's token) coming back over a new connection, again and again, as
// fast as the host answers, on n connections at once: each a QUIC
// handshake, a hello with the token, the host's answer read (a welcome and
// the sync that follows it, or a refusal), and gone. Once stopped, it says
// "returns TRIED WELCOMED REFUSED BYTES CODE": what it tried, how many the
// host welcomed (each one's game sent whole) and refused, the bytes the
// host sent it, and the code of the last refusal.
func init() {
	hostileKinds["return"] = func(ctx context.Context, h *hostile) {
		seat, _ := strconv.Atoi(os.Getenv("PATRON_HOSTILE_SEAT"))
		token := os.Getenv("PATRON_HOSTILE_TOKEN")
		var tried, welcomed, refused, bytes atomic.Int64
		var code atomic.Value
		code.Store("-")
		var wg sync.WaitGroup
		for range h.n {
			wg.Go(func() {
				for ctx.Err() == nil {
					qc, st, _, err := h.stream(ctx)
					if err != nil {
						continue
					}
					tried.Add(1)
					stop := context.AfterFunc(ctx, func() { qc.CloseWithError(0, "stopped") })
					wire.Write(st, &wire.Message{Kind: wire.KindHello, Hello: &wire.Hello{Name: "Returner", Code: h.code, Seat: seat, Token: token}})
					st.SetReadDeadline(time.Now().Add(5 * time.Second))
					in := &counted{r: st}
					for {
						m, err := wire.Read(in)
						if err != nil {
							break
						}
						if m.Kind == wire.KindRefuse {
							refused.Add(1)
							code.Store(m.Refuse.Code)
							break
						}
						if m.Kind == wire.KindWelcome {
							welcomed.Add(1)
						}
						if m.Kind == wire.KindSync {
							break
						}
					}
					bytes.Add(in.n)
					stop()
					qc.CloseWithError(0, "again")
				}
			})
		}
		wg.Wait()
		h.say("returns %d %d %d %d %s", tried.Load(), welcomed.Load(), refused.Load(), bytes.Load(), code.Load())
	}
}

// counted counts what is read through it.
type counted struct {
	r io.Reader
	n int64
}

func (c *counted) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
