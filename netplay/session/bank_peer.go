package session

import (
	"time"

	"patron/netplay/wire"
)

// A joined machine's side of the time banks (bank.go): what each seat has
// left, counted down by this machine's clock from the host's last word.

// banked takes the host's word on the banks.
func (p *Peer) banked(bs []wire.Bank) {
	p.lim.banks, p.lim.at = bs, time.Now()
}

// Banks are each seat's time bank on a turn-based table, as the host last
// said them and counted down since (nil on a table without banks).
func (p *Peer) Banks() []SeatBank {
	if p.lim.banks == nil {
		return nil
	}
	now := time.Now()
	since := now.Sub(p.lim.at)
	out := make([]SeatBank, len(p.lim.banks))
	for i, b := range p.lim.banks {
		out[i].Left = time.Duration(b.LeftMS) * time.Millisecond
		out[i].Running = b.Running
		if b.Running {
			out[i].Left = max(out[i].Left-since, 0)
		}
		if b.HeldMS > 0 {
			out[i].Held = p.lim.at.Add(time.Duration(b.HeldMS) * time.Millisecond)
		}
	}
	return out
}

// BankRule is the table's bank rule, as its lobby shows it: each seat's
// bank at the start, what each turn adds, the most it holds (zero: no
// banks).
func BankRule(l wire.Lobby) Bank {
	ms := func(n int64) time.Duration { return time.Duration(n) * time.Millisecond }
	return Bank{Start: ms(l.BankMS), PerMove: ms(l.PerMoveMS), Cap: ms(l.CapMS)}
}
