package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"patron/cmdtest"
	"patron/game/savefile"
	"patron/netplay/secrecy"
	"patron/netplay/transport"
	"patron/netplay/wire"
)

// Nothing secret reaches a Factions' computer over real QUIC between
// processes (issue 22): two bot games, the Patrón on a joiner (the host is
// then a Faction's computer too) and on the host; every process records
// every byte it receives (PATRON_WIRE_RECORD), the Patrón's save gives his
// secrets, and secrecy.Check reads every byte of every other computer for
// them: the seed, his private commands, each salt before its reveal, his
// hideouts, cards and objectives outside the commands that reveal them.
func TestLANSecrecyBetweenProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	bin := cmdtest.Binary(t)
	for _, c := range []struct {
		name   string
		patron string // the host's --patron
		seats  string // the host's --seats
		joins  []string
		back   bool // the last joiner's process is killed mid-game and comes back from its save
	}{
		{"the Patrón on a joiner, a Faction's process comes back", "open", "open,bot", []string{"patron", "1"}, true},
		{"the Patrón on the host", "bot", "open,open", []string{"1", "2"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			h := recording(t, bin, dir, "host").host(t, "--players", "3", "--patron", c.patron, "--seats", c.seats,
				"--save", filepath.Join(dir, "host.json"))
			machines := []string{"host"}
			var joiners []*lanProc
			for i, seat := range c.joins {
				name := fmt.Sprintf("join%d", i+1)
				machines = append(machines, name)
				save := filepath.Join(dir, name+".json")
				args := []string{"join", h.addr, "--code", h.code, "--seat", seat, "--think", "1ms", "--save", save}
				if i == 0 { // found by discovery: its answers (and the host's queries) are recorded too
					args = []string{"join", "--discovery", "127.0.0.1:" + h.dport, "--code", h.code, "--seat", seat, "--think", "1ms", "--save", save}
				}
				if !c.back || i < len(c.joins)-1 {
					joiners = append(joiners, recording(t, bin, dir, name).start(t, args...))
					continue
				}
				// Its sync on coming back carries the whole log so far.
				j := recording(t, bin, dir, name).start(t, append(args, "-v")...)
				j.waitFor(t, `^cmd (4\d|[5-9]\d|\d{3,}) `)
				j.kill(t)
				machines = append(machines, name+"b")
				joiners = append(joiners, recording(t, bin, dir, name+"b").start(t, "join", "--save", save, "--think", "1ms"))
			}
			(&lanTest{bin: bin}).sameEnd(t, h, joiners...)
			patron := "host"
			if c.patron == "open" {
				patron = "join1"
			}
			secrets := patronSecrets(t, filepath.Join(dir, patron+".json"))
			for _, m := range machines {
				if m == patron {
					continue
				}
				streams, frames, datagrams := checkRecord(t, filepath.Join(dir, m+".rec"), secrets)
				if (m == "join1" || m == "host") && datagrams == 0 {
					t.Errorf("%s received no datagram: discovery was not recorded", m)
				}
				if strings.HasSuffix(m, "b") && syncedCommands(t, filepath.Join(dir, m+".rec")) < 40 {
					t.Errorf("%s came back without the log so far: no sync to check", m)
				}
				t.Logf("%s: %d connections, %d frames and %d datagrams checked for %d salts, %d private commands, %d names",
					m, streams, frames, datagrams, len(secrets.Salts), len(secrets.Private), len(secrets.Names))
			}
		})
	}
}

// The checker finds a secret planted in a clean record: the seed, a
// private command, a salt before its reveal, a hideout in a chat. A
// checker that passes everything would pass the test above too.
func TestLANSecrecyCheckerCatchesPlantedSecrets(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	bin := cmdtest.Binary(t)
	dir := t.TempDir()
	h := recording(t, bin, dir, "host").host(t, "--players", "2", "--patron", "bot", "--seats", "open",
		"--save", filepath.Join(dir, "host.json"))
	j := recording(t, bin, dir, "join").start(t, "join", h.addr, "--code", h.code, "--seat", "1", "--think", "1ms")
	(&lanTest{bin: bin}).sameEnd(t, h, j)
	secrets := patronSecrets(t, filepath.Join(dir, "host.json"))
	checkRecord(t, filepath.Join(dir, "join.rec"), secrets) // clean as it came
	data, err := os.ReadFile(filepath.Join(dir, "join.rec"))
	if err != nil {
		t.Fatal(err)
	}
	streams, err := transport.ReadRecord(data)
	if err != nil || len(streams) != 1 {
		t.Fatalf("%d streams: %v", len(streams), err)
	}
	hide := secrets.Private[0]
	for _, p := range secrets.Private {
		if strings.HasPrefix(p, "hide ") {
			hide = p
		}
	}
	if found := secrecy.CheckDatagram([]byte(`patron!1{"name":"look in `+strings.TrimPrefix(hide, "hide ")+`"}`), secrets); len(found) == 0 {
		t.Error("the hideout planted in a beacon: the checker found nothing")
	}
	for _, plant := range []struct{ what, frame, says string }{
		{"the seed", fmt.Sprintf(`{"v":6,"kind":"chat","chat":{"seat":0,"text":"%x"}}`, secrets.Seed), "the secret seed"},
		{"a private command", fmt.Sprintf(`{"v":6,"kind":"commit","commit":{"seq":1,"seat":0,"command":%q,"hash":"00"}}`, hide), "private"},
		{"a salt", fmt.Sprintf(`{"v":6,"kind":"chat","chat":{"seat":0,"text":"salt %s"}}`, secrets.Salts[0]), "before its reveal"},
		{"a name", fmt.Sprintf(`{"v":6,"kind":"chat","chat":{"seat":0,"text":"look in %s!"}}`, strings.TrimPrefix(hide, "hide ")), "names"},
	} {
		// Planted early, before the openings make the salts public.
		stream := append(frame(plant.frame), streams[0].Bytes...)
		found := secrecy.Check(stream, secrets)
		if len(found) == 0 || !strings.Contains(strings.Join(found, "\n"), plant.says) {
			t.Errorf("%s planted in the record: the checker found %q", plant.what, found)
		}
	}
}

// recording is a lanTest whose processes record what they receive in
// dir/NAME.rec (PATRON_WIRE_RECORD in their environment). An environment,
// not a wrapper script: a script just written may be held open by another
// test's fork and refuse to run ("text file busy").
func recording(t *testing.T, bin, dir, name string) *lanTest {
	t.Helper()
	return &lanTest{bin: bin, env: []string{wireRecordEnv + "=" + filepath.Join(dir, name+".rec")}}
}

// patronSecrets reads the Patrón's secrets from his machine's save.
func patronSecrets(t *testing.T, save string) secrecy.Secrets {
	t.Helper()
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	_, g, err := savefile.Load(data)
	if err != nil {
		t.Fatalf("%s: %v", save, err)
	}
	s, err := secrecy.Of(g)
	if err != nil {
		t.Fatalf("%s: %v", save, err)
	}
	if len(s.Salts) == 0 || len(s.Private) == 0 || len(s.Names) == 0 {
		t.Fatalf("%s: %d salts, %d private commands, %d names: not a whole game's secrets", save, len(s.Salts), len(s.Private), len(s.Names))
	}
	return s
}

// checkRecord checks every connection of a record, and every datagram; it
// returns how many connections, frames and datagrams it read.
func checkRecord(t *testing.T, path string, s secrecy.Secrets) (streams, frames, datagrams int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	record, err := transport.ReadRecord(data)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	for _, st := range record {
		if st.Conn == transport.Datagrams {
			datagrams += len(st.Datagrams)
			for _, d := range st.Datagrams {
				for _, f := range secrecy.CheckDatagram(d, s) {
					t.Errorf("%s: %s", filepath.Base(path), f)
				}
			}
			continue
		}
		streams++
		frames += len(secrecy.Frames(st.Bytes))
		for _, f := range secrecy.Check(st.Bytes, s) {
			t.Errorf("%s, connection %d: %s", filepath.Base(path), st.Conn, f)
		}
	}
	if streams == 0 {
		t.Fatalf("%s: no connection recorded", path)
	}
	return streams, frames, datagrams
}

// syncedCommands is the longest log a sync in the record carried.
func syncedCommands(t *testing.T, path string) int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	streams, _ := transport.ReadRecord(data)
	most := 0
	for _, st := range streams {
		for _, f := range secrecy.Frames(st.Bytes) {
			if m, err := wire.Decode(f); err == nil && m.Sync != nil {
				most = max(most, len(m.Sync.Log))
			}
		}
	}
	return most
}

// frame frames a message body as the wire does.
func frame(body string) []byte {
	n := len(body)
	return append([]byte{byte(n >> 24), byte(n >> 16), byte(n >> 8), byte(n)}, body...)
}
