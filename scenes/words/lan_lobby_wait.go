package words

// LobbyWaitingForHost is a joiner's lobby once its connection to the host
// dropped before the game began: it calls the host again by itself and
// keeps its seat (scenes/lan_lobby_wait.go).
var LobbyWaitingForHost = "Waiting for the host… The connection dropped; this computer calls it again by itself and keeps its seat."
