package cli

import (
	"fmt"
	"os"

	"patron/netplay/transport"
)

// wireRecordEnv names a file where `patron host` and `patron join` record
// every byte their connections receive, raw and in order (the format is
// transport.RecordTo's). It is for the secrecy test between processes
// (secrecy_test.go, docs/netplay.md "What the bytes show"): unset, as
// it always is in play, nothing is recorded and nothing is slower.
const wireRecordEnv = "PATRON_WIRE_RECORD"

// recordWire starts the record when wireRecordEnv is set, and returns what
// ends it. A file that cannot be made is said and leaves recording off.
func recordWire() func() {
	path := os.Getenv(wireRecordEnv)
	if path == "" {
		return func() {}
	}
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintf(os.Stderr, "patron: %s: %v\n", wireRecordEnv, err)
		return func() {}
	}
	transport.RecordTo(f)
	return func() { transport.RecordTo(nil); f.Close() }
}
