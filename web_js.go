//go:build js

package main

import (
	"fmt"
	"os"
)

// runWeb: the browser build does not serve itself (web.go, with net/http
// and its TLS, is the desktop's): the page's WebAssembly stays smaller.
func runWeb([]string) int {
	fmt.Fprintln(os.Stderr, "patron web: serve the browser build with the desktop's patron")
	return 1
}
