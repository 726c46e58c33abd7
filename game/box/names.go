// Reading ids in command text.

package box

import (
	"fmt"
	"strings"
)

func equalFold(a, b string) bool { return strings.EqualFold(a, b) }

func errUnknown(kind, s string) error { return fmt.Errorf("unknown %s %q", kind, s) }

// parseName finds s (case-insensitively) among ids and returns its index.
func parseName(kind, s string, ids []string) (int, error) {
	for i, id := range ids {
		if strings.EqualFold(id, s) {
			return i, nil
		}
	}
	return -1, fmt.Errorf("unknown %s %q", kind, s)
}
