// Package netplay plays Patrón over a local network: each person on their
// own machine, the Patrón's secrets on his machine alone. It only carries
// commands: every machine runs its own game.Game from the same published
// log, the host keeps that log in order, and no rule is decided here.
//
//	netplay/wire       the messages and their framing (docs/netplay.md)
//	netplay/transport  QUIC connections with a pinned self-signed certificate
//	netplay/discovery  finding hosts on the network (a UDP beacon)
//	netplay/session    the host and the peers: seats, the log, rejoin
//	netplay/store      what the online server keeps durably (SQLite or PostgreSQL)
package netplay
