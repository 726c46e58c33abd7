package spec

import (
	"bytes"
	"os"
	"testing"
)

func TestBoardMatchesSpec(t *testing.T) {
	spec, err := os.ReadFile("../../../shared/spec/board.json")
	if err != nil {
		t.Skipf("shared spec not beside the checkout: %v", err)
	}
	if !bytes.Equal(spec, BoardJSON) {
		t.Fatal("assets/spec/board.json differs from ../shared/spec/board.json: run scripts/sync-spec.sh")
	}
}
