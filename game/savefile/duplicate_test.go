package savefile

import (
	"errors"
	"strings"
	"testing"
)

// twice writes the first line of data that holds "key": a second time, so
// that the object holding it has the key twice (as a hand edit would, to
// show an editor one value and give the game another).
func twice(t *testing.T, data []byte, key string) []byte {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), `"`+key+`":`) {
			copy := strings.TrimSuffix(l, ",") + ","
			return []byte(strings.Join(append(lines[:i:i], append([]string{copy}, lines[i:]...)...), "\n"))
		}
	}
	t.Fatalf("no %q in the save", key)
	return nil
}

// A key twice in any object of the save refuses it, naming where, even when
// both values are the same: encoding/json would silently keep the last.
func TestRefusesAKeyTwice(t *testing.T) {
	data := write(t, randomGame(t, 3, 200), WithSecrets)
	if _, _, err := Load(data); err != nil {
		t.Fatal(err)
	}
	for key, where := range map[string]string{
		"version":    "version",
		"patron":     "table.patron",
		"seed":       "options.seed", // the first "seed" is the public one
		"season":     "summary.season",
		"chain":      "public.checkpoints[0].chain",
		"secretHash": "secret.secretHash",
		"seal":       "seal",
	} {
		_, _, err := Load(twice(t, data, key))
		var e *Error
		if !errors.As(err, &e) || e.Problem != Malformed || e.Where != where {
			t.Errorf("%s twice: %v; want malformed at %s", key, err, where)
		}
	}
}
