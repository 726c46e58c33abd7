package savefile

import "fmt"

// Problem is the kind of fault that refuses a save.
type Problem uint8

const (
	NotASave    Problem = iota + 1 // not JSON, or not a save at all
	TooLarge                       // over MaxBytes or MaxCommands
	NewVersion                     // written by another version of the format
	Missing                        // a required field is absent or empty
	Malformed                      // a field holds something of the wrong form
	SealBroken                     // the seal does not match the contents
	ChainBroken                    // a checkpoint's chain digest does not match the log
	Refused                        // the engine refuses a logged command
	Diverged                       // the replayed game differs from the saved one
	NoSecrets                      // the Patrón's part is needed and absent
	NoKey                          // the Patrón's part is sealed with a key this computer does not hold
	Tampered                       // edited by hand and its seal made again: the parts no longer belong together
)

var problemNames = [...]string{"", "not a save", "too large", "another version", "missing field",
	"malformed field", "seal broken", "chain broken", "command refused", "replay differs", "no secrets", "no key", "tampered"}

func (p Problem) String() string {
	if int(p) >= len(problemNames) {
		return "?"
	}
	return problemNames[p]
}

// Error is a refused save: the kind of fault, where it lies (a field name
// or a command number) and what was found. Screens show their own words
// for the Problem and may add the detail.
type Error struct {
	Problem Problem
	Where   string
	Detail  string
}

func (e *Error) Error() string {
	if e.Where == "" {
		return fmt.Sprintf("save refused: %s: %s", e.Problem, e.Detail)
	}
	return fmt.Sprintf("save refused: %s at %s: %s", e.Problem, e.Where, e.Detail)
}

func fault(p Problem, where, format string, args ...any) *Error {
	return &Error{Problem: p, Where: where, Detail: fmt.Sprintf(format, args...)}
}
