package game

import (
	"encoding/hex"
	"math/bits"

	"patron/game/board"
	"patron/game/box"
)

// The Patrón hands over his openings in the order he published the
// commitments: opening i opens the i-th digest of the public log. Matching
// them is the audit's first step. It never trusts the openings: whatever
// is missing, extra, repeated, out of order or malformed becomes a finding,
// and the commitment it concerns stays unknown through the replay.

// OpeningText is an opening as untrusted text (from the network or a
// file): its kind's name, and its salt and payload in hex.
type OpeningText struct {
	Kind    string
	Salt    string
	Payload string
}

// Text is the opening as OpeningText.
func (o Opening) Text() OpeningText {
	return OpeningText{Kind: o.Kind.String(), Salt: o.Salt.String(), Payload: hex.EncodeToString(o.Payload)}
}

// commitment is one digest of the public log, in log order, and what the
// audit made of it.
type commitment struct {
	digest  Digest
	cmd     int     // the command that published it
	opening int     // the opening that opens it, or -1
	sub     Subject // what it is to, in the game's terms (filled in by the replay)
	reached bool    // the replay got to it
	known   bool    // reached, opened and well formed: the replay knows its secret
}

// candidate is one opening handed over, as the audit sees it.
type candidate struct {
	Opening
	digest Digest
	flaw   Flaw // its text does not parse: it opens nothing
	opens  bool // its digest is one of the log's
	used   bool // paired with a commitment, or reported
}

func commitKindOf(op Op) CommitKind {
	switch op {
	case OpShuffled:
		return CommitDeck
	case OpObjDeckIs:
		return CommitObjDeck
	case OpObjectives, OpAdded:
		return CommitObjective
	case OpHidden:
		return CommitHideout
	case OpDefenses:
		return CommitDefense
	}
	return 0
}

// commitmentsOf lists every digest the log publishes, in order.
func commitmentsOf(log []Command) []commitment {
	var out []commitment
	for i, c := range log {
		k := commitKindOf(c.Op)
		if k == 0 || c.Digests == nil {
			continue
		}
		n := min(max(int(c.Digests.N), 0), len(c.Digests.D))
		for _, d := range c.Digests.D[:n] {
			out = append(out, commitment{digest: d, cmd: i, opening: -1, sub: unknownSubject(k)})
		}
	}
	return out
}

func candidates(openings []Opening) []candidate {
	out := make([]candidate, len(openings))
	for i, o := range openings {
		out[i] = candidate{Opening: o, digest: o.Digest()}
	}
	return out
}

// candidatesText parses openings from text; one that does not parse keeps
// its place with a flaw, and opens nothing.
func candidatesText(openings []OpeningText) []candidate {
	out := make([]candidate, len(openings))
	for i, t := range openings {
		c := &out[i]
		var err error
		switch {
		case !parseCommitKind(t.Kind, &c.Kind):
			c.flaw = FlawKindText
		case decodeHex(c.Salt[:], t.Salt) != nil:
			c.flaw = FlawSaltText
		default:
			if c.Payload, err = hex.DecodeString(t.Payload); err != nil {
				c.flaw = FlawPayloadText
			}
		}
		if c.flaw == FlawNone {
			c.digest = c.Digest()
		}
	}
	return out
}

func parseCommitKind(s string, k *CommitKind) bool {
	for i := CommitKind(1); i < numCommitKinds; i++ {
		if commitNames[i] == s {
			*k = i
			return true
		}
	}
	return false
}

// match pairs each commitment with the opening that opens it. An opening
// found away from its place is still used, so that the replay can go on,
// and reported out of order. An opening in a commitment's place that opens
// nothing is taken as that commitment's, spoilt: a mismatch, the wrong
// kind, or text that does not parse. The findings name the commitment by
// its index; the replay later says what it is to.
func (a *auditState) match() {
	cs, os := a.commits, a.opens
	need := make(map[Digest]int, len(cs))  // how many commitments have each digest
	first := make(map[Digest]int, len(cs)) // the first of them
	for j := range cs {
		if need[cs[j].digest] == 0 {
			first[cs[j].digest] = j
		}
		need[cs[j].digest]++
	}
	seen := make(map[Digest]int, len(os))
	queue := make(map[Digest][]int, len(os)) // openings of each digest, in order
	for i := range os {
		o := &os[i]
		if o.flaw != FlawNone {
			continue
		}
		seen[o.digest]++
		switch n := need[o.digest]; {
		case seen[o.digest] > max(n, 1):
			o.used = true
			f := Finding{Kind: FindingDuplicate, Index: -1, Opening: i, Subject: unknownSubject(o.Kind)}
			if n > 0 {
				f.Index, f.commit = cs[first[o.digest]].cmd, first[o.digest]+1
			}
			a.add(f)
		case n > 0:
			o.opens = true
			queue[o.digest] = append(queue[o.digest], i)
		}
	}
	stray := func(i int) bool { return !os[i].used && !os[i].opens }
	p := 0 // the opening due next
	skip := func() {
		for p < len(os) && os[p].used {
			p++
		}
	}
	for j := range cs {
		c := &cs[j]
		skip()
		f := Finding{Index: c.cmd, Opening: p, Subject: c.sub, commit: j + 1}
		if q := queue[c.digest]; len(q) > 0 {
			k := q[0]
			queue[c.digest] = q[1:]
			for p < k && stray(p) { // inserted before it: extra
				a.extra(p)
				skip()
			}
			if k != p {
				f.Kind, f.Opening, f.Want = FindingOutOfOrder, k, p
				a.add(f)
			}
			c.opening, os[k].used = k, true
			continue
		}
		if p == len(os) || !stray(p) {
			f.Kind, f.Opening = FindingMissing, -1
			a.add(f)
			continue
		}
		switch o := &os[p]; {
		case o.flaw != FlawNone:
			f.Kind, f.Flaw = FindingMalformed, o.flaw
		case o.Kind != c.sub.Commit:
			f.Kind, f.Other = FindingWrongKind, o.Kind
		default:
			f.Kind = FindingMismatch
		}
		os[p].used = true
		a.add(f)
	}
	for i := range os {
		if !os[i].used {
			a.extra(i)
		}
	}
}

// extra reports an opening that opens no commitment.
func (a *auditState) extra(i int) {
	o := &a.opens[i]
	o.used = true
	f := Finding{Kind: FindingExtra, Index: -1, Opening: i, Subject: unknownSubject(o.Kind)}
	if o.flaw != FlawNone {
		f.Kind, f.Flaw, f.Subject = FindingMalformed, o.flaw, unknownSubject(0)
	}
	a.add(f)
}

// flawOf says what is wrong with a payload for its kind: a hideout is one
// location, a defense one token, an objective one objective; the Objective
// deck is an order of all ten, and a Sicario deck an order of exactly the
// discarded cards (discards).
func flawOf(kind CommitKind, p []byte, discards box.CardSet) (f Flaw, got, want int) {
	switch kind {
	case CommitHideout:
		return oneOf(p, board.N)
	case CommitDefense:
		return oneOf(p, box.NumTokenKinds)
	case CommitObjective:
		return oneOf(p, box.NumObjectives)
	case CommitObjDeck:
		return orderOf(p, box.NumObjectives, 1<<box.NumObjectives-1)
	case CommitDeck:
		return orderOf(p, box.NumCards, uint64(discards))
	}
	return FlawKindText, 0, 0
}

func oneOf(p []byte, n int) (Flaw, int, int) {
	switch {
	case len(p) != 1:
		return FlawLength, len(p), 1
	case int(p[0]) >= n:
		return FlawValue, int(p[0]), n - 1
	}
	return FlawNone, 0, 0
}

// orderOf checks that p orders exactly the set of values in want, each
// below n.
func orderOf(p []byte, n int, want uint64) (Flaw, int, int) {
	if len(p) != bits.OnesCount64(want) {
		return FlawLength, len(p), bits.OnesCount64(want)
	}
	var seen uint64
	for _, b := range p {
		switch {
		case int(b) >= n:
			return FlawValue, int(b), n - 1
		case seen&(1<<b) != 0:
			return FlawRepeat, int(b), 0
		case want&(1<<b) == 0:
			return FlawForeign, int(b), 0
		}
		seen |= 1 << b
	}
	return FlawNone, 0, 0
}
