package wire

import "patron/netplay/identity"

// The fields of an online table's signed moves (docs/netplay.md, "Signed
// moves"): every one optional, so that a LAN table leaves them all out,
// and each strictly formed when it is there.

// MaxTable bounds a table's id, which every signature covers.
const MaxTable = 64

// ledger checks a lobby's table id and server key: both or neither.
func (l *Lobby) ledger() error {
	switch {
	case l.Table == "" && l.Server == "":
		return nil
	case len(l.Table) > MaxTable || l.Table == "" || !Plain(l.Table):
		return malformed("lobby: a table id is 1 to %d plain bytes", MaxTable)
	case !isKey(l.Server):
		return malformed("lobby: the server's key is %d lowercase hex digits", identity.KeyLen)
	}
	return nil
}

// signed checks a commit's signer, signature and receipt: a key and a
// signature together, a receipt only with them.
func (c *Commit) signed() error {
	switch {
	case c.Key == "" && c.Sig == "" && c.Receipt == "":
		return nil
	case !isKey(c.Key) || !isSig(c.Sig) || !isSig(c.Receipt):
		return malformed("commit: a key of %d, a signature and a receipt of %d lowercase hex digits", identity.KeyLen, identity.SigLen)
	}
	return nil
}

// signed checks a sync's signatures: one for each command of its log
// (bounded as the log is), and the last one's receipt.
func (s *Sync) signed() error {
	if s.Signed == nil && s.Receipt == "" {
		return nil
	}
	if len(s.Signed) != len(s.Log) {
		return malformed("sync: %d signatures for %d commands", len(s.Signed), len(s.Log))
	}
	for _, g := range s.Signed {
		if !seat(g.Seat) || !isKey(g.Key) || !isSig(g.Sig) {
			return malformed("sync: a signature of seat %d is not well formed", g.Seat)
		}
	}
	if len(s.Log) > 0 && !isSig(s.Receipt) || len(s.Log) == 0 && s.Receipt != "" {
		return malformed("sync: the last command's receipt is %d lowercase hex digits", identity.SigLen)
	}
	return nil
}

// isKey reports whether k is a key as identity writes one.
func isKey(k identity.Key) bool { return k.Check() == nil }

// isSig reports whether s is a signature as identity writes one.
func isSig(s string) bool { return len(s) == identity.SigLen && lowerHex(s) }

func lowerHex(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}
