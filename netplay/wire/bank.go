package wire

// The checks of a turn-based table's time banks (Lobby.BankMS…,
// Presence.Banks): a host cannot make a machine show a bank of a negative
// or endless time, nor two clocks running at once.

// bankRule checks a lobby's banks: all bounded, and none without a bank.
func (l *Lobby) bankRule() error {
	for _, ms := range []int64{l.BankMS, l.PerMoveMS, l.CapMS} {
		if ms < 0 || ms > MaxBankMS {
			return malformed("lobby: a bank's time of %d ms", ms)
		}
	}
	if l.BankMS == 0 && (l.PerMoveMS != 0 || l.CapMS != 0) {
		return malformed("lobby: a bank's growth and cap without a bank")
	}
	return nil
}

// banks checks a presence's banks: one for each seat, each bounded, at
// most one running, and none both running and held.
func banks(p *Presence) error {
	if len(p.Banks) == 0 {
		return nil
	}
	if len(p.Banks) != len(p.Seats) {
		return malformed("presence: %d banks for %d seats", len(p.Banks), len(p.Seats))
	}
	running := 0
	for i, b := range p.Banks {
		if b.LeftMS < 0 || b.LeftMS > MaxBankMS || b.HeldMS < 0 || b.HeldMS > MaxBankMS {
			return malformed("presence: seat %d's bank of %d ms, held %d ms", i, b.LeftMS, b.HeldMS)
		}
		if b.Running {
			if b.HeldMS > 0 {
				return malformed("presence: seat %d's clock both runs and is held", i)
			}
			running++
		}
	}
	if running > 1 {
		return malformed("presence: %d clocks running at once", running)
	}
	return nil
}
