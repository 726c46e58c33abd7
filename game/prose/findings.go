package prose

import (
	"errors"

	"patron/game"
	"patron/game/box"
)

// Audit findings. Commands and openings are named by their 0-based
// position, as the protocol's findings count them.

var commitText = [...]string{"", "Sicario deck", "objective deck", "objective", "hideout", "defense"}

func (p Printer) kindText(k game.CommitKind) string {
	if int(k) >= len(commitText) {
		return ""
	}
	return p.t(commitText[k])
}

// Subject says what a commitment is to: "hideout opening for season 2",
// "defense opening for Gustavo, season 1".
func (p Printer) Subject(s game.Subject) string {
	if p.kindText(s.Commit) == "" {
		return p.t("opening")
	}
	what := p.f("%s opening", p.kindText(s.Commit))
	switch {
	case s.Season < 0:
		return what
	case s.Commit == game.CommitHideout && s.Escape:
		return p.f("%s for season %d (escape)", what, s.Season)
	case s.Commit == game.CommitHideout:
		return p.f("%s for season %d", what, s.Season)
	case s.Commit == game.CommitDefense && s.Figure != box.NoFigure:
		return p.f("%s for %s, season %d", what, s.Figure.Name(), s.Season)
	case s.Commit == game.CommitObjective && s.Slot > 0 && s.Season > 0:
		return p.f("%s for slot %d, added in season %d", what, s.Slot, s.Season)
	case s.Commit == game.CommitObjective && s.Slot > 0:
		return p.f("%s for slot %d", what, s.Slot)
	case s.Commit == game.CommitDeck && s.Season == 0:
		return p.f("%s for the setup shuffle", what)
	case s.Commit == game.CommitDeck:
		return p.f("%s for a shuffle in season %d", what, s.Season)
	}
	return what
}

// flaw says what is malformed.
func (p Printer) flaw(f game.Finding) string {
	item := func(v int) string {
		if f.Commit == game.CommitObjDeck {
			return p.objectiveName(int8(v))
		}
		return p.cardName(int8(v))
	}
	switch f.Flaw {
	case game.FlawLength:
		return p.f("payload malformed: %d bytes, not %d", f.Got, f.Want)
	case game.FlawValue:
		return p.f("payload malformed: byte %d is out of range (at most %d)", f.Got, f.Want)
	case game.FlawRepeat:
		return p.f("payload malformed: %s comes twice", item(f.Got))
	case game.FlawForeign:
		return p.f("payload malformed: %s was not among the discards", item(f.Got))
	case game.FlawKindText:
		return p.t("kind malformed: not a commitment kind")
	case game.FlawSaltText:
		return p.t("salt malformed: not 32 hex digits")
	case game.FlawPayloadText:
		return p.t("payload malformed: not hex")
	}
	return p.t("malformed")
}

// Finding is the finding in words, e.g. "command 12: hideout opening for
// season 2 missing".
func (p Printer) Finding(f game.Finding) string {
	where := p.t("the game")
	switch {
	case f.Index >= 0 && f.Command.Op != game.OpNone && !f.Command.Op.Commits():
		where = p.f("command %d %q", f.Index, f.Command.Format())
	case f.Index >= 0:
		where = p.f("command %d", f.Index)
	case f.Opening >= 0:
		where = p.f("opening %d", f.Opening)
	}
	what := p.Subject(f.Subject)
	switch f.Kind {
	case game.FindingMissing:
		return p.f("%s: %s missing", where, what)
	case game.FindingExtra:
		return p.f("%s: extra %s: it opens no commitment", where, what)
	case game.FindingDuplicate:
		return p.f("%s: %s handed over twice (opening %d)", where, what, f.Opening)
	case game.FindingOutOfOrder:
		return p.f("%s: %s out of order: handed over as opening %d, due as opening %d", where, what, f.Opening, f.Want)
	case game.FindingMismatch:
		return p.f("%s: %s does not open its commitment (wrong salt or payload, opening %d)", where, what, f.Opening)
	case game.FindingWrongKind:
		other := p.t("of no known kind")
		if p.kindText(f.Other) != "" {
			other = p.f("a %s opening", p.kindText(f.Other))
		}
		return p.f("%s: %s: opening %d in its place is %s", where, what, f.Opening, other)
	case game.FindingMalformed:
		if f.Commit == 0 {
			return p.f("%s: %s", where, p.flaw(f))
		}
		return p.f("%s: %s: %s", where, what, p.flaw(f))
	case game.FindingRule:
		return p.f("%s: %v", where, p.ruleBroken(f.Err))
	case game.FindingLog:
		if f.Index < 0 {
			return p.f("the game cannot start (%v); nothing was replayed", p.ruleBroken(f.Err))
		}
		if f.Command.Op == game.OpNone {
			return p.f("%s: the command does not parse (%v); the audit stops", where, p.ruleBroken(f.Err))
		}
		return p.f("%s: the log breaks the public rules here (%v); the audit stops", where, p.ruleBroken(f.Err))
	}
	return p.f("%s: ?", where)
}

// ruleBroken is an error of the replay: a refusal with its rule, as Error
// says it, in the printer's language.
func (p Printer) ruleBroken(err error) string {
	var re *game.RuleError
	if errors.As(err, &re) {
		return re.Rule + ": " + p.Refusal(err)
	}
	return err.Error()
}
