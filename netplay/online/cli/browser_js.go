package cli

import (
	"fmt"
	"os"
)

// A browser serves nothing and plays no simulation: the server and its
// timing run on a machine (serve.go, sim.go).

func Serve([]string) int { return notInABrowser("serve") }

func Sim([]string) int { return notInABrowser("online-sim") }

func notInABrowser(cmd string) int {
	fmt.Fprintf(os.Stderr, "patron %s: not in a browser\n", cmd)
	return 1
}
