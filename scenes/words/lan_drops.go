package words

// Drops seen at once, nothing lost silently (scenes/play_lan_lost.go).
var (
	// DecisionLost is a joiner's prompt line when the decision it sent
	// never reached a host that dropped: the host is back and asks again.
	DecisionLost = "Your decision (%s) never reached the host before the connection dropped. Please make it again."
)
