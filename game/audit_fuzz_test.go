package game

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"
)

// FuzzAudit mutates the true openings of recorded honest games (and now and
// then the log, to commit to what a mutated opening holds) and audits the
// result, as Commands or as text. The audit never panics; the honest list
// gives no finding, and openings changed under an unchanged log always
// give one.
func FuzzAudit(f *testing.F) {
	var games []*Game
	for seed := uint64(1); len(games) < 4; seed++ {
		opts := Options{Seed: seed, Players: 2 + int(seed%4), SeasonCap: 15}
		g := playRandom(f, opts, seed, rand.New(rand.NewPCG(seed, 11)), nil)
		if nthCommit(g.PublicLog(), CommitDeck, 1) >= 0 && indexOf(g.PublicLog(), OpAdded, 0) >= 0 {
			games = append(games, g)
		}
	}
	f.Add(uint8(0), []byte{})
	f.Add(uint8(1), []byte{0, 5})
	f.Add(uint8(2), []byte{3, 4, 9, 2, 7})
	f.Add(uint8(3), []byte{8, 6, 200, 10, 6})
	f.Add(uint8(0), []byte{7, 12, 1, 8, 12, 0})
	f.Add(uint8(1), []byte{13, 14, 3, 1, 14, 4, 2})
	f.Add(uint8(2), []byte{5, 11, 0, 10, 30})
	f.Fuzz(func(t *testing.T, game uint8, prog []byte) {
		g := games[int(game)%len(games)]
		// Shallow copies: the edits copy what they change.
		m := mutant{log: slices.Clone(g.PublicLog()), os: slices.Clone(g.Sec.Openings)}
		m.run(prog)
		var fs []Finding
		if m.text {
			lt, ot := logText(m.log), openingsText(m.os)
			for _, s := range m.spoils {
				m.spoil(lt, ot, s)
			}
			fs = AuditText(g.Pub.Opts, lt, ot)
		} else {
			fs = Audit(g.Pub.Opts, m.log, m.os)
		}
		for _, f := range fs {
			if f.Kind == 0 || f.Kind >= numFindingKinds || SayFinding(f) == "" {
				t.Fatalf("a finding without a kind or text: %#v", f)
			}
		}
		if m.logEdited || len(m.spoils) > 0 {
			return
		}
		honest := sameOpenings(m.os, g.Sec.Openings)
		if honest != Fair(fs) {
			t.Fatalf("honest openings %v, findings %v", honest, fs)
		}
	})
}

// mutant is a game's log and openings, being lied about.
type mutant struct {
	log       []Command
	os        []Opening
	text      bool     // audit the text form
	spoils    [][3]int // then spoil it so
	logEdited bool
}

// run interprets prog as a list of edits: an op byte, then its arguments.
func (m *mutant) run(prog []byte) {
	arg := func() int {
		if len(prog) == 0 {
			return 0
		}
		b := prog[0]
		prog = prog[1:]
		return int(b)
	}
	at := func(n int) int { return arg() % max(n, 1) }
	for len(prog) > 0 && len(m.os) > 0 {
		switch arg() % 15 {
		case 0: // drop
			i := at(len(m.os))
			m.os = slices.Delete(m.os, i, i+1)
		case 1: // insert
			i, k := at(len(m.os)+1), CommitKind(arg()%8)
			m.os = slices.Insert(m.os, i, Opening{Kind: k, Salt: Salt{byte(arg())}, Payload: []byte{byte(arg())}})
		case 2: // duplicate
			i := at(len(m.os))
			m.os = slices.Insert(m.os, i, m.os[i])
		case 3: // swap
			i, j := at(len(m.os)), at(len(m.os))
			m.os[i], m.os[j] = m.os[j], m.os[i]
		case 4: // flip a salt bit
			i, b := at(len(m.os)), arg()
			m.os[i].Salt[b/8%16] ^= 1 << (b % 8)
		case 5: // set a payload byte
			i := at(len(m.os))
			if p := slices.Clone(m.os[i].Payload); len(p) > 0 {
				p[at(len(p))] = byte(arg())
				m.os[i].Payload = p
			}
		case 6: // truncate a payload
			i := at(len(m.os))
			m.os[i].Payload = m.os[i].Payload[:at(len(m.os[i].Payload)+1)]
		case 7: // extend a payload
			i := at(len(m.os))
			m.os[i].Payload = append(slices.Clone(m.os[i].Payload), byte(arg()))
		case 8: // commit to what opening i now holds
			m.recommit(at(len(m.os)))
		case 9: // change a kind
			i := at(len(m.os))
			m.os[i].Kind = CommitKind(arg() % 8)
		case 10: // truncate the list
			m.os = m.os[:at(len(m.os)+1)]
		case 11: // move one
			i, j := at(len(m.os)), at(len(m.os))
			o := m.os[i]
			m.os = slices.Insert(slices.Delete(m.os, i, i+1), j, o)
		case 12: // drop a command of the log
			if i := at(len(m.log)); len(m.log) > 0 {
				m.log = slices.Delete(m.log, i, i+1)
				m.logEdited = true
			}
		case 13: // audit the text form
			m.text = true
		case 14: // spoil the text of an opening or a command
			m.text = true
			m.spoils = append(m.spoils, [3]int{arg(), arg(), arg()})
		}
	}
}

func (m *mutant) recommit(i int) {
	cs := commitmentsOf(m.log)
	if i >= len(cs) {
		return
	}
	m.logEdited = true
	c := cs[i]
	m.log[c.cmd] = m.log[c.cmd].Clone()
	m.log[c.cmd].Digests.D[i-commitIndex(m.log, c.cmd, 0)] = m.os[i].Digest()
}

// spoil cuts or garbles one string of the text form: what says which kind
// of string, which says whose, how says what to do.
func (m *mutant) spoil(log []string, os []OpeningText, s [3]int) {
	what, which, how := s[0], s[1], s[2]
	var p *string
	switch i := which % max(len(os), 1); {
	case len(os) == 0 && len(log) == 0:
		return
	case what%4 == 3 && len(log) > 0 || len(os) == 0:
		p = &log[which%len(log)]
		m.logEdited = true
	case what%4 == 0:
		p = &os[i].Kind
	case what%4 == 1:
		p = &os[i].Salt
	default:
		p = &os[i].Payload
	}
	switch n := len(*p); {
	case how%3 == 0 && n > 0:
		*p = (*p)[:how%n]
	case how%3 == 1:
		*p += "0g "[how%3:]
	default:
		*p = "z" + *p
	}
}

func sameOpenings(a, b []Opening) bool {
	return slices.EqualFunc(a, b, func(x, y Opening) bool {
		return x.Kind == y.Kind && x.Salt == y.Salt && bytes.Equal(x.Payload, y.Payload)
	})
}
