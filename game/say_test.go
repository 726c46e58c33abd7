package game

// The engine's words are said by game/prose, which imports this package,
// so this package's own tests cannot import it: prose_test.go (an external
// test of this directory) sets these to English printer's before any test
// runs, for the tests that check labels and findings against the engine's
// internals.
var (
	SayCommand    func(Command) string
	SayShort      func(Command) string
	SayCommandFor func(Command, Detail) string
	SayFinding    func(Finding) string
)
