package discovery

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"net"
	"patron/netplay/transport"
	"slices"
	"strconv"
	"strings"
	"time"
)

// resend is how often Find asks again: a datagram can be lost, Wi-Fi
// loses broadcasts more than most, and a host may start while Find looks.
const resend = time.Second

// The games Find lists: maxFromOne at most from one computer (a host has
// one table, a few if several run there), maxFound in all. A liar that
// answers with a flood of games, each with another fingerprint, would
// otherwise grow the list without end and bury the real game in it.
const (
	maxFromOne = 16
	maxFound   = 256
)

// Find asks every target (an address such as "192.168.1.255:27451" or
// "127.0.0.1:27451") for its games, gathers the answers until ctx is done,
// and returns them, one per fingerprint, address and story (what its
// answers say), by name, then address, then fingerprint. Silence is no
// error.
//
// Nothing an answer says is trusted: anyone on the network may answer
// with any name, port and fingerprint. So an answer never replaces
// another's address: two games of one name are two entries, and a forged
// answer that names a real game's fingerprint at another address is an
// entry of its own, which leaves the real one listed as it was. Only
// dialing an entry's Addr pinned to its Fingerprint tells whether it is
// what it claims (transport.Dial refuses it otherwise).
func Find(ctx context.Context, targets []string) ([]Found, error) {
	var to []*net.UDPAddr
	for _, t := range targets {
		ua, err := net.ResolveUDPAddr("udp4", t)
		if err != nil {
			return nil, fmt.Errorf("discovery: %w", err)
		}
		to = append(to, ua)
	}
	if len(to) == 0 {
		return nil, errors.New("discovery: nowhere to look")
	}
	// Go sets SO_BROADCAST on every UDP socket (net's setDefaultSockopts,
	// on Windows too for IPv4), so this one may send to broadcast
	// addresses as it is.
	conn, err := net.ListenUDP("udp4", nil)
	if err != nil {
		return nil, fmt.Errorf("discovery: %w", err)
	}
	defer conn.Close()
	if err := ask(conn, to); err != nil {
		return nil, err
	}
	go func() {
		t := time.NewTicker(resend)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				ask(conn, to)
			}
		}
	}()
	stop := context.AfterFunc(ctx, func() { conn.SetReadDeadline(time.Unix(1, 0)) })
	defer stop()

	found := map[string]*Found{}
	made := map[string]int{}         // the entries each computer (IP address) made
	buf := make([]byte, maxAnswer+1) // one byte more: an answer too long shows
	for {
		n, from, err := conn.ReadFromUDP(buf)
		if ctx.Err() != nil {
			break
		}
		if err != nil { // e.g. Windows reports a target's ICMP error
			time.Sleep(10 * time.Millisecond)
			continue
		}
		transport.RecordDatagram(buf[:n]) // for the secrecy test only (off in play)
		b, err := parseAnswer(buf[:n])
		if err != nil {
			continue
		}
		addr := net.JoinHostPort(from.IP.String(), strconv.Itoa(b.Port))
		// The sender's own address too: a liar on this machine (or one
		// that forges its source IP) may claim a real game's fingerprint
		// and address, say, as begun, and must not overwrite its answer.
		key := b.Fingerprint + " " + addr + " " + from.String()
		f := found[key]
		if f == nil {
			ip := from.IP.String()
			if made[ip] >= maxFromOne || len(found) >= maxFound { // a liar's flood of games: no more of them
				continue
			}
			made[ip]++
			f = &Found{Addr: addr}
			found[key] = f
		}
		f.Beacon, f.Seen = b, time.Now()
	}
	// Senders that say the very same thing are one entry.
	same := map[Found]*Found{}
	for _, f := range found {
		k := Found{Beacon: f.Beacon, Addr: f.Addr}
		if g := same[k]; g == nil || g.Seen.Before(f.Seen) {
			same[k] = f
		}
	}
	var out []Found
	for _, f := range same {
		out = append(out, *f)
	}
	slices.SortFunc(out, func(a, b Found) int {
		return cmp.Or(cmp.Compare(a.Game, b.Game), cmp.Compare(a.Addr, b.Addr), cmp.Compare(a.Fingerprint, b.Fingerprint),
			cmp.Compare(a.Free, b.Free), strings.Compare(fmt.Sprint(a.Beacon), fmt.Sprint(b.Beacon)))
	})
	return out, nil
}

// ask sends the query to every target; it fails only if no send went.
func ask(conn *net.UDPConn, to []*net.UDPAddr) error {
	var errs []error
	for _, ua := range to {
		if _, err := conn.WriteToUDP(query, ua); err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) == len(to) {
		return fmt.Errorf("discovery: %w", errors.Join(errs...))
	}
	return nil
}

// BroadcastTargets is where to look on every network this machine is on:
// the broadcast address of each IPv4 interface that is up, not loopback
// and has broadcast, and 255.255.255.255 (which some systems send on one
// interface only), each with port.
func BroadcastTargets(port int) []string {
	var out []string
	add := func(ip net.IP) {
		if t := net.JoinHostPort(ip.String(), strconv.Itoa(port)); !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	for _, n := range LocalNets() {
		if n.Flags&net.FlagLoopback != 0 || n.Flags&net.FlagBroadcast == 0 {
			continue
		}
		if ones, bits := n.Mask.Size(); bits != 32 || ones > 30 { // no hosts beside this one
			continue
		}
		bcast := make(net.IP, 4)
		for i := range bcast {
			bcast[i] = n.IP[i] | ^n.Mask[i]
		}
		add(bcast)
	}
	add(net.IPv4bcast)
	return out
}

// LocalNet is one IPv4 address of this machine: the address and its mask
// (4 bytes each), and its interface's flags.
type LocalNet struct {
	IP    net.IP
	Mask  net.IPMask
	Flags net.Flags
}

// LocalNets lists the IPv4 addresses of this machine's interfaces that are
// up, in the system's order.
func LocalNets() []LocalNet {
	var out []LocalNet
	ifaces, _ := net.Interfaces()
	for _, ifc := range ifaces {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		addrs, _ := ifc.Addrs()
		for _, a := range addrs {
			n, ok := a.(*net.IPNet)
			if !ok || n.IP.To4() == nil {
				continue
			}
			mask := n.Mask
			if len(mask) == net.IPv6len {
				mask = mask[12:]
			}
			out = append(out, LocalNet{IP: n.IP.To4(), Mask: mask, Flags: ifc.Flags})
		}
	}
	return out
}
