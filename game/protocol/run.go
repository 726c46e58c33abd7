package protocol

import (
	"fmt"
	"os"
)

// Run is `patron engine`: it serves the protocol on the process's stdin
// and stdout until stdin ends (the arguments after the command's name are
// not read). It returns the exit code: 1 when serving failed.
func Run([]string) int {
	if err := Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "patron engine:", err)
		return 1
	}
	return 0
}
