package game

import (
	"cmp"
	"slices"

	"patron/game/board"
	"patron/game/box"
)

// The audit replays a game's public log with the Patrón's secrets rebuilt
// from his revealed openings, and checks every secret-dependent fact he
// published: placement ranges, answers, captures, hideout moves, defense
// and objective assignments, the cards he played.
//
// It reuses the engine's own checks: in audit mode the Game holds secrets
// rebuilt from the openings, so applying a public command runs the same
// validation the Patrón's machine ran. A command that fails is a finding;
// it is then applied leniently (public rules only) so the replay goes on.
// A secret whose opening is missing, wrong or malformed is unknown: the
// checks that need it are skipped until it is known again (a reveal, or
// the next commitment), never run on garbage.

type auditState struct {
	commits  []commitment
	opens    []candidate
	findings []Finding
	cmd      int  // the command being replayed
	op       Op   // its op
	next     int  // its next commitment to open
	lenient  bool // public rules only
	hideout  bool // the hideout is known
	objDeck  bool // the Objective deck order is known
}

// FindingKind is what an audit finding is about.
type FindingKind uint8

const (
	FindingMissing    FindingKind = iota + 1 // a commitment has no opening
	FindingExtra                             // an opening opens no commitment
	FindingDuplicate                         // an opening handed over twice
	FindingOutOfOrder                        // an opening away from its commitment's place
	FindingMismatch                          // the opening in a commitment's place does not open it: wrong salt or payload
	FindingWrongKind                         // the opening in a commitment's place is of another kind
	FindingMalformed                         // a payload of the wrong length or form, or an opening that does not parse
	FindingRule                              // a published command breaks a secret rule, given the openings
	FindingLog                               // the log breaks the public rules or does not parse: the replay stops there
	numFindingKinds
)

var findingIDs = [numFindingKinds]string{"", "missing", "extra", "duplicate", "outOfOrder", "mismatch", "wrongKind", "malformed", "rule", "log"}

// String is the kind's stable id, as the protocol names it.
func (k FindingKind) String() string {
	if k >= numFindingKinds {
		return "?"
	}
	return findingIDs[k]
}

// Flaw is what is malformed in an opening.
type Flaw uint8

const (
	FlawNone        Flaw = iota
	FlawLength           // the payload's length is wrong for its kind
	FlawValue            // a payload byte is no location, token, objective or card
	FlawRepeat           // a deck order names a card twice
	FlawForeign          // a deck order names a card that was not shuffled
	FlawKindText         // the kind is no commitment kind
	FlawSaltText         // the salt is not 32 hex digits
	FlawPayloadText      // the payload is not hex
	numFlaws
)

// Subject is what a commitment is to, in the game's terms.
type Subject struct {
	Commit CommitKind // 0 when the finding is about no commitment
	Season int        // the season the secret is for: 0 setup, -1 unknown
	Slot   int        // an objective's slot (1–3), or 0
	Figure box.Figure // a defense token's sicario, or NoFigure
	Escape bool       // a hideout chosen in an escape
}

func unknownSubject(k CommitKind) Subject {
	return Subject{Commit: k, Season: -1, Figure: box.NoFigure}
}

// Finding is one inconsistency the audit found. Text says it in English.
type Finding struct {
	Kind    FindingKind
	Index   int     // the command of the log it is about, or -1
	Command Command // that command, when it parsed
	Opening int     // the opening it is about, or -1
	Subject         // the commitment it is about
	Flaw    Flaw    // FindingMalformed: what is wrong
	// Got and Want are a payload's length or byte and what its kind
	// allows (FindingMalformed), or where an opening was and where it was
	// due (FindingOutOfOrder).
	Got, Want int
	Other     CommitKind // FindingWrongKind: the kind of the opening in its place
	Err       error      // FindingRule and FindingLog: the rule broken, or why the command does not parse

	commit int // 1 + the commitment's index, to fill Subject in after the replay
}

// Fair reports whether an audit found nothing: any finding means the check
// failed.
func Fair(findings []Finding) bool { return len(findings) == 0 }

// Audit replays a public log against the Patrón's openings, handed over in
// the order their commitments were published, and reports every
// inconsistency. It never fails and never panics: a log that breaks the
// public rules is a FindingLog, where the replay stops.
func Audit(opts Options, log []Command, openings []Opening) []Finding {
	findings, _ := audit(opts, log, -1, nil, candidates(openings))
	return findings
}

// AuditText is Audit for untrusted text: commands, kinds, salts and
// payloads that do not parse are findings too.
func AuditText(opts Options, log []string, openings []OpeningText) []Finding {
	findings, _ := AuditTextSheet(opts, log, openings)
	return findings
}

// AuditTextSheet is AuditText, with the Patrón's hiding sheet as his
// openings show it, from the same replay: what a Factions' computer, which
// never held his secrets, draws on its end screen. A hideout whose opening
// is missing or does not match is left out (a finding names it).
func AuditTextSheet(opts Options, log []string, openings []OpeningText) ([]Finding, []SheetEntry) {
	cmds, stop, why := parseLog(log)
	return audit(opts, cmds, stop, why, candidatesText(openings))
}

// parseLog parses a log's texts; stop is the first that does not parse
// (-1: none), and why.
func parseLog(log []string) (cmds []Command, stop int, why error) {
	cmds, stop = make([]Command, len(log)), -1
	for i, s := range log {
		c, err := ParseCommand(s)
		if err != nil && stop < 0 {
			stop, why = i, err
		}
		cmds[i] = c
	}
	return cmds, stop, why
}

// audit replays log up to stop (if not -1), where why says it breaks; it
// returns the findings and the hiding sheet the openings rebuilt.
func audit(opts Options, log []Command, stop int, why error, opens []candidate) ([]Finding, []SheetEntry) {
	g, err := auditGame(opts, log, opens)
	if err != nil {
		return []Finding{broken(FindingLog, -1, err)}, nil
	}
	if stop < 0 {
		stop = len(log)
	}
	if i, err := g.replayLog(log[:stop]); err != nil {
		stop, why = i, err
	}
	if why != nil {
		g.audit.add(broken(FindingLog, stop, why))
	}
	return g.audit.result(log), g.Sec.Sheet
}

// auditGame is a game in audit mode, its openings matched with the log's
// commitments.
func auditGame(opts Options, log []Command, opens []candidate) (*Game, error) {
	g, err := New(opts, nil)
	if err != nil {
		return nil, err
	}
	g.noLog = true
	g.Sec = newSecrets(SecretOptions{})
	g.audit = &auditState{commits: commitmentsOf(log), opens: opens}
	g.audit.match()
	return g, nil
}

// replayLog replays the commands in audit mode until one breaks the public
// rules, and says which and why.
func (g *Game) replayLog(log []Command) (int, error) {
	base := 0 // the first commitment of the command being replayed
	for i, c := range log {
		for base < len(g.audit.commits) && g.audit.commits[base].cmd < i {
			base++
		}
		if err := g.replay(i, c, base); err != nil {
			return i, err
		}
	}
	return len(log), nil
}

// replay applies one command of the log, strictly and then, if it breaks a
// secret rule, leniently. It returns why the command breaks the public
// rules, if it does.
func (g *Game) replay(i int, c Command, base int) error {
	a := g.audit
	a.cmd, a.op, a.next = i, c.Op, base
	if c.Secret() {
		return refuse(ruleSecret, "%q is a private form, which no public log holds", c.Op)
	}
	_, err := g.Apply(c)
	if err == nil {
		g.learn(c)
		return nil
	}
	a.lenient, a.next = true, base
	_, err2 := g.Apply(c)
	a.lenient = false
	if err2 != nil {
		return err2
	}
	a.add(broken(FindingRule, i, err))
	g.learn(c)
	return nil
}

// learn takes in what a command reveals: a revealed hideout opens its
// commitment, so it is known from then on.
func (g *Game) learn(c Command) {
	if c.Op == OpReveal {
		g.Sec.Hideout, g.audit.hideout = board.Loc(c.A), true
	}
}

func (a *auditState) add(f Finding) { a.findings = append(a.findings, f) }

// broken is a finding about a command that breaks a rule (FindingRule) or
// the log (FindingLog), and no opening.
func broken(k FindingKind, i int, err error) Finding {
	return Finding{Kind: k, Index: i, Opening: -1, Subject: unknownSubject(0), Err: err}
}

// result orders the findings by command (those about no command last) and
// fills in what the replay learnt about each commitment.
func (a *auditState) result(log []Command) []Finding {
	fs := a.findings
	for i := range fs {
		f := &fs[i]
		if f.commit > 0 {
			f.Subject = a.commits[f.commit-1].sub
		}
		if f.Index >= 0 && f.Index < len(log) {
			f.Command = log[f.Index]
		}
	}
	slices.SortStableFunc(fs, func(x, y Finding) int { return cmp.Compare(uint(x.Index), uint(y.Index)) })
	return fs
}

// checkSecrets reports whether secret-dependent checks apply: on the
// Patrón's machine, and in an audit unless it is replaying leniently or
// the secrets the checks read are unknown. The engine's checks read the
// hideout, and playing a card reads the hand.
func (g *Game) checkSecrets() bool {
	if g.Sec == nil {
		return false
	}
	a := g.audit
	if a == nil {
		return true
	}
	readsHand := a.op == OpPlay || a.op == OpDiscard || a.op == OpFold
	return !a.lenient && a.hideout && (!readsHand || g.Sec.Hand.Count() == g.Pub.HandCount)
}

// auditing reports whether the audit checks secret rules now.
func (g *Game) auditing() bool { return g.audit != nil && !g.audit.lenient }

// opened gives the secret behind the next commitment of the command being
// replayed in an audit; sub says what it is to. ok is false outside an
// audit, and when the opening is missing, does not open it or is
// malformed: the audit has reported why, and the secret is unknown.
func (g *Game) opened(kind CommitKind, d Digest, sub Subject) (payload []byte, salt Salt, ok bool) {
	a := g.audit
	if a == nil || a.next >= len(a.commits) || a.commits[a.next].cmd != a.cmd || a.commits[a.next].digest != d {
		return nil, salt, false
	}
	c := &a.commits[a.next]
	a.next++
	if !c.reached {
		c.reached = true
		c.sub = g.subject(kind, sub)
		if c.opening >= 0 {
			o := &a.opens[c.opening]
			f, got, want := flawOf(kind, o.Payload, g.Pub.Discard)
			c.known = f == FlawNone
			if !c.known {
				a.add(Finding{Kind: FindingMalformed, Index: a.cmd, Opening: c.opening, Flaw: f, Got: got, Want: want, commit: a.next})
			}
		}
	}
	if !c.known {
		return nil, salt, false
	}
	o := &a.opens[c.opening]
	return o.Payload, o.Salt, true
}

// subject completes what a commitment is to. A hideout chosen at setup is
// for season 1, one chosen at End of Season for the next season.
func (g *Game) subject(kind CommitKind, sub Subject) Subject {
	sub.Commit, sub.Season = kind, g.Pub.Season
	if kind == CommitHideout {
		switch g.top().kind {
		case fRelocate:
			sub.Season++
		case fEscape:
			sub.Escape = true
		default:
			sub.Season = max(sub.Season, 1)
		}
	}
	return sub
}
