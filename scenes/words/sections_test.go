package words

import (
	"strings"
	"testing"
)

// Each topic names the page of the rules reference it is about.
func TestRuleTopicsNameTheirPages(t *testing.T) {
	if len(Rules) != int(numTopics) {
		t.Fatalf("%d pages of rules, %d topics", len(Rules), numTopics)
	}
	for topic, word := range map[RuleTopic]string{
		TopicSetup: "Setting up", TopicPatronTurn: "Patrón's turn", TopicSicarioActions: "Sicario actions",
		TopicLeonQuicaPlata: "Plata o Plomo", TopicFactionsTurn: "Factions' turn", TopicHunterActions: "Hunter actions",
		TopicFactionAbilities: "Faction abilities", TopicDefensesObjectives: "objectives", TopicEndOfSeason: "End of Season",
		TopicCapture: "Capture", TopicSecrets: "Secrets", TopicKeys: "Keys",
	} {
		if !strings.Contains(Rules[topic].Title, word) {
			t.Errorf("topic %d is the page %q, not about %q", topic, Rules[topic].Title, word)
		}
	}
}
