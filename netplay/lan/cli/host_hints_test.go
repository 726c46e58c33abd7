package cli

import (
	"strings"
	"testing"
)

// patron host --no-hints makes a table without hints; a resumed table
// keeps its save's choice, so the flag is refused beside --resume.
func TestHostNoHintsFlag(t *testing.T) {
	for _, off := range []bool{false, true} {
		args := []string{"--players", "2"}
		if off {
			args = append(args, "--no-hints")
		}
		hf, err := parseHostFlags(args)
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := hf.table()
		if err != nil {
			t.Fatal(err)
		}
		if cfg.NoHints != off {
			t.Fatalf("--no-hints given %v: the table without hints %v", off, cfg.NoHints)
		}
	}
	if _, err := parseHostFlags([]string{"--resume", "table.host", "--no-hints"}); err == nil || !strings.Contains(err.Error(), "--no-hints") {
		t.Fatalf("--no-hints beside --resume: %v", err)
	}
}
