package wire

import (
	"bytes"
	"errors"
	"testing"
)

// A desync message says one of its steps, or none (a peer's report); any
// other word is refused before a session looks at it.
func TestADesyncSaysAStepItKnows(t *testing.T) {
	for _, step := range []string{"", StepFailed, StepResync, StepBack, StepDropped, StepLies, StepFloods} {
		m := &Message{Kind: KindDesync, Desync: &Desync{Seq: 4, Seat: 1, Want: "0123456789abcdef", Got: "fedcba9876543210", Step: step}}
		if err := m.Check(); err != nil {
			t.Errorf("step %q: %v", step, err)
		}
	}
	var buf bytes.Buffer
	buf.Write(frame(`{"v":6,"kind":"desync","desync":{"seq":4,"seat":1,"want":"0123456789abcdef","got":"fedcba9876543210","step":"everyone-out"}}`))
	var bad *Malformed
	if _, err := Read(&buf); !errors.As(err, &bad) {
		t.Fatalf("an unknown step was read: %v", err)
	}
}
