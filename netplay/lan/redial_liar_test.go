package lan

import (
	"testing"
	"time"

	"patron/netplay/session"
	"patron/netplay/transport"
)

// A joiner waits for its crashed host and asks discovery where the table
// is; a stranger answers with the table's own fingerprint (anyone may).
// The joiner dials the stranger, whose certificate fails the pin, and
// goes on dialling the host where it was: the host, back there, welcomes
// it. (Before, the stranger's address replaced the host's for good.)
func TestADiscoveryLiarNeverKeepsAJoinerFromItsHost(t *testing.T) {
	first, most, each := redialFirst, redialMax, redialTry
	redialFirst, redialMax, redialTry = 10*time.Millisecond, 40*time.Millisecond, 500*time.Millisecond
	t.Cleanup(func() { redialFirst, redialMax, redialTry = first, most, each })

	s, peers := hostedGame(t, []string{session.Bot, session.Remote, session.Bot}, 5)
	p := peers[0]
	addr, pin := s.ln.Addr().String(), s.Fingerprint()
	_, b := savedAndRead(t, s)
	s.Close()
	for deadline := time.Now().Add(30 * time.Second); !p.Closed(); p.Wait(20 * time.Millisecond) { // a guard, not a measure
		p.Step()
		if time.Now().After(deadline) {
			t.Fatal("the joiner never saw its host go")
		}
	}
	liar, err := transport.Listen("127.0.0.1:0") // a QUIC server with a certificate of its own
	if err != nil {
		t.Fatal(err)
	}
	defer liar.Close()
	asked := make(chan struct{})
	elsewhere := func() []string {
		select {
		case <-asked:
		default:
			close(asked) // the host comes back now, where it was
		}
		return []string{liar.Addr().String()}
	}
	type result struct {
		r   *session.Redialed
		err error
	}
	done := make(chan result, 1)
	var dialled []error
	go func() {
		r, err := Redial(p, addr, pin, time.Now().Add(10*time.Second), func() error { return nil }, elsewhere, func(err error) { dialled = append(dialled, err) })
		done <- result{r, err}
	}()
	select {
	case <-asked:
	case res := <-done:
		t.Fatalf("the joiner stopped before asking discovery: %v", res.err)
	}
	var back *Server
	for deadline := time.Now().Add(30 * time.Second); back == nil; time.Sleep(20 * time.Millisecond) { // a guard, not a measure
		if back, err = Serve(ServerConfig{Addr: addr, Back: b}); err != nil && time.Now().After(deadline) {
			t.Fatalf("the host cannot listen where it was: %v", err)
		}
	}
	defer back.Close()
	for {
		back.Step()
		select {
		case res := <-done:
			if res.err != nil {
				t.Fatalf("the joiner did not come back to its host, back where it was: %v (tries: %v)", res.err, dialled)
			}
			return
		default:
		}
		back.Wait(10 * time.Millisecond)
	}
}
