//go:build js

package web

import (
	"fmt"
	"os"
)

// Serve: the browser build does not serve itself (serve.go, with net/http
// and its TLS, is the desktop's): the page's WebAssembly stays smaller.
func Serve([]string) int {
	fmt.Fprintln(os.Stderr, "patron web: serve the browser build with the desktop's patron")
	return 1
}
