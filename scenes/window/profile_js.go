//go:build js

package window

import "errors"

// startCPUProfile: a browser has no file to write a profile to (and
// leaving runtime/pprof out keeps the page's WebAssembly smaller); no
// path asks for none.
func startCPUProfile(path string) (func(), error) {
	if path == "" {
		return func() {}, nil
	}
	return nil, errors.New("no CPU profile in a browser")
}
