package game

import (
	"fmt"
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

type auditState struct {
	byDigest map[Digest]Opening // lookups only
	lenient  bool
}

// Finding is one inconsistency the audit found.
type Finding struct {
	Index   int     // position of the command in the log
	Command Command // the command
	Err     error   // the rule it breaks, given the revealed secrets
}

func (f Finding) String() string {
	return fmt.Sprintf("command %d %q: %v", f.Index, f.Command.Format(), f.Err)
}

// Audit replays a public log against the Patrón's openings and reports every
// inconsistency. It returns an error only when the log itself breaks the
// public rules (then the findings so far are returned too).
func Audit(opts Options, log []Command, openings []Opening) ([]Finding, error) {
	g, err := New(opts, nil)
	if err != nil {
		return nil, err
	}
	g.Sec = newSecrets(SecretOptions{})
	g.audit = &auditState{byDigest: make(map[Digest]Opening, len(openings))}
	for _, o := range openings {
		g.audit.byDigest[o.Digest()] = o
	}
	var findings []Finding
	for i, c := range log {
		if _, err := g.Apply(c); err != nil {
			findings = append(findings, Finding{Index: i, Command: c, Err: err})
			g.audit.lenient = true
			_, err2 := g.Apply(c)
			g.audit.lenient = false
			if err2 != nil {
				return findings, fmt.Errorf("command %d %q breaks the public rules: %v", i, c.Format(), err2)
			}
		}
	}
	return findings, nil
}

// checkSecrets reports whether secret-dependent checks apply: on the
// Patrón's machine, and in an audit unless it is replaying leniently.
func (g *Game) checkSecrets() bool {
	return g.Sec != nil && (g.audit == nil || !g.audit.lenient)
}

// opened finds the opening of a published commitment during an audit. ok is
// false outside an audit. In a strict audit pass a missing or mismatched
// opening is an error.
func (g *Game) opened(kind CommitKind, d Digest) (payload []byte, salt Salt, ok bool, err error) {
	if g.audit == nil {
		return nil, salt, false, nil
	}
	o, found := g.audit.byDigest[d]
	if !found || o.Kind != kind {
		if g.audit.lenient {
			return nil, salt, false, nil
		}
		return nil, salt, false, refuse(ruleCommit, "no %s opening matches commitment %s", kind, d)
	}
	return o.Payload, o.Salt, true, nil
}
