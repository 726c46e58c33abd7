package cli

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"

	"patron/netplay/lan"
)

// `patron host --resume FILE`: the table a host's save keeps (FILE.host,
// written beside the game's save FILE by its --save FILE), opened again after the host's process died. The save is read
// and checked whole first: a damaged or cut file is refused, and nothing
// listens or is written. The table comes back on the same session code,
// and on the same port when it is free; the joiners, who wait for the host
// meanwhile, come back to their seats by themselves.

// tableFlags are the flags that set up a table: a resumed table's come
// from its save.
var tableFlags = []string{"name", "players", "patron", "seats", "seed", "season-cap", "no-hints"}

// checkResume refuses flags that would set up another table than the one
// resumed.
func (h *hostFlags) checkResume() error {
	if h.resume == "" {
		return nil
	}
	for _, f := range tableFlags {
		if h.set[f] {
			return badUsage("--%s: a resumed table is the one its save keeps (leave out --%s with --resume)", f, f)
		}
	}
	h.resume = strings.TrimSuffix(h.resume, lan.HostSaveSuffix) // the host's save itself
	if h.save == "" {
		h.save = h.resume // it goes on being kept where it was
	}
	return nil
}

// resumed is run opening again the table of the save h.resume.
func (h *hostFlags) resumed(run lan.HostRun) (lan.HostRun, error) {
	back, err := lan.ReadHostSave(h.resume+lan.HostSaveSuffix, nil)
	if err != nil {
		return run, err
	}
	run.Server.Back, run.Server.Table, run.Seed = back, back.Table, back.BotSeed
	bind, port := h.bind, h.port
	if host, p, err := net.SplitHostPort(back.Addr); err == nil {
		if !h.set["bind"] {
			bind = host
		}
		if n, err := strconv.Atoi(p); err == nil && !h.set["port"] {
			port = n
		}
	}
	run.Bind = bind
	run.Server.Addr = net.JoinHostPort(bind, strconv.Itoa(port))
	run.Server.Discovery = ""
	if !h.quietBack(back) {
		run.Server.Discovery = net.JoinHostPort(bind, strconv.Itoa(h.dport))
	}
	if port != 0 && !h.set["port"] && !portFree(run.Server.Addr) {
		fmt.Fprintln(os.Stdout, run.Lang.Sprintf(lan.PortBusy, port))
		run.Server.Addr = net.JoinHostPort(bind, "0")
	}
	return run, nil
}

// quietBack reports whether the resumed table keeps off discovery: as
// its save says (patron host --no-announce), unless --no-announce is given
// again (--no-announce=false answers discovery).
func (h *hostFlags) quietBack(back *lan.HostBack) bool {
	if h.set["no-announce"] {
		return h.noAnnounce
	}
	return back.NoAnnounce
}

// portFree reports whether a UDP address can be listened on now.
func portFree(addr string) bool {
	c, err := net.ListenPacket("udp", addr)
	if err != nil {
		return false
	}
	c.Close()
	return true
}
