package words

// The texts kept in structures, said in a language: their English stays
// in the package's variables.

// Rules is the rules reference in this language, in the order of Rules.
func (l *Lang) Rules() []RuleSection {
	l = l.orEnglish()
	out := make([]RuleSection, len(Rules))
	for i, s := range Rules {
		out[i] = RuleSection{Title: l.T(s.Title), Body: l.T(s.Body)}
	}
	return out
}

// Shortcuts are the keys' help in this language.
func (l *Lang) Shortcuts() []Shortcut {
	l = l.orEnglish()
	out := make([]Shortcut, len(Shortcuts))
	for i, s := range Shortcuts {
		out[i] = Shortcut{Keys: l.T(s.Keys), Does: l.T(s.Does)}
	}
	return out
}

// Hint is the hint of a panel's icon in this language (empty for an
// unknown id).
func (l *Lang) Hint(id string) Hint {
	h, ok := Hints[id]
	if !ok {
		return Hint{}
	}
	return Hint{Title: l.T(h.Title), Body: l.T(h.Body)}
}

// RuleTopic is a page of the rules reference, by what it is about: the
// index of its section in Rules.
type RuleTopic int

// The rules reference's pages, in the order of Rules.
const (
	TopicOverview RuleTopic = iota
	TopicSetup
	TopicSeason
	TopicPatronTurn
	TopicSicarioActions
	TopicLeonQuicaPlata
	TopicFactionsTurn
	TopicHunterActions
	TopicFactionAbilities
	TopicDefensesObjectives
	TopicEndOfSeason
	TopicCapture
	TopicSecrets
	TopicKeys
	numTopics
)
