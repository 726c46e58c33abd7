//go:build !race

package lan

// raceDetector: see race_on_test.go.
const raceDetector = false
