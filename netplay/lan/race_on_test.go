//go:build race

package lan

// raceDetector is true under `go test -race`: the detector's shadow memory
// makes the process's resident size (VmRSS, VmHWM, RssAnon) many times
// what the host itself holds, and keeps it, so those figures measure the
// detector, not the host (the Go heap's figures still hold).
const raceDetector = true
