// Package lan puts a table on the local network: a host listens over QUIC
// and answers discovery queries; a joiner finds games and dials one, pinned
// to its certificate. The table itself (seats, log, secrets) is the
// session package's; this one only joins the two ends of the wire.
package lan

// AppVersion is the game's version as lists of games show it.
const AppVersion = "patron 0.9"

// Default ports: QUIC for the game, UDP for discovery.
const (
	GamePort      = 27450
	DiscoveryPort = 27451
)
