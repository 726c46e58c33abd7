package scenes

import (
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/render/draw"
	"patron/render/theme"
)

// Two real windows, two processes, one LAN table over QUIC on loopback:
// the host opens a table from the menu (the Patrón here, the Factions on
// another computer), the joiner finds it in its list (discovery asked on
// loopback) and sits down; each plays its decisions with clicks. At a
// moment when the table waits for the joiner, the joiner takes a picture,
// then the host: the same game on two screens. Each window checks that it
// never showed a secret it should not hold.
func TestLANTwoWindows(t *testing.T) {
	t.Parallel()
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run the tests with `make test`, which starts Xvfb")
	}
	shots := os.Getenv("PATRON_LAN_SHOTS") // keep the pictures there, to look at them
	if shots == "" {
		shots = t.TempDir()
	}
	game, disc := freePort(t, "udp"), freePort(t, "udp")
	run := func(name string) (string, error) {
		cmd := windowCommand(name, t.TempDir()) // its environment is a slice of its own
		cmd.Env = append(cmd.Env, "PATRON_LAN_PORT="+game, "PATRON_DISCOVERY_PORT="+disc,
			"PATRON_DISCOVERY_TARGETS=127.0.0.1:"+disc, "PATRON_LAN_SHOTS="+shots)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	var wg sync.WaitGroup
	outs, errs := make([]string, 2), make([]error, 2)
	for i, name := range []string{"lan-host", "lan-join"} {
		wg.Add(1)
		go func() { defer wg.Done(); outs[i], errs[i] = run(name) }()
	}
	wg.Wait()
	if errs[0] != nil || errs[1] != nil { // both, since one's failure may stall the other
		t.Fatalf("host: %v\n%s\njoiner: %v\n%s", errs[0], outs[0], errs[1], outs[1])
	}
	for _, want := range []string{"reached: lobby", "reached: joined", "reached: play", "picture: lan-window-host"} {
		if !strings.Contains(outs[0], want) {
			t.Errorf("the host never %s\n%s", want, outs[0])
		}
	}
	for _, want := range []string{"reached: found", "reached: play", "picture: lan-window-joiner"} {
		if !strings.Contains(outs[1], want) {
			t.Errorf("the joiner never %s\n%s", want, outs[1])
		}
	}
	host, joiner := lineOf(outs[0], "state: "), lineOf(outs[1], "state: ")
	if host == "" || host != joiner {
		t.Errorf("the two screens show different games: host %q, joiner %q\nhost:\n%s\njoiner:\n%s", host, joiner, outs[0], outs[1])
	}
}

// freePort is a port free now on 127.0.0.1.
func freePort(t *testing.T, network string) string {
	t.Helper()
	c, err := net.ListenPacket(network, "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	return fmt.Sprint(c.LocalAddr().(*net.UDPAddr).Port)
}

func lineOf(out, prefix string) string {
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

// lanDecisions is how many commands the table plays before the pictures.
const lanDecisions = 40

// lanDriver plays one window of the LAN table.
type lanDriver struct {
	driver
	host    bool
	shots   string
	shoot   string // the picture to take at the next Draw
	shotAt  string // the state the picture showed
	done    bool
	started time.Time
}

func runLANWindow(host bool) int {
	d := &lanDriver{driver: newDriver(21, 22), host: host, shots: os.Getenv("PATRON_LAN_SHOTS"), started: time.Now()}
	d.noted = 2 // no hideout notes here
	if err := ebiten.RunGame(d); err != nil && err != ebiten.Termination {
		fmt.Println("run:", err)
		return 1
	}
	if d.err != nil {
		fmt.Println("error:", d.err)
		return 1
	}
	fmt.Println(d.shotAt)
	return 0
}

func (d *lanDriver) Update() error {
	d.frames++
	// A stuck table's guard, not a measure: the two windows took 39 s
	// under GOMAXPROCS=1 on a loaded machine (20 s on a quiet one).
	if time.Since(d.started) > 3*time.Minute {
		d.err = fmt.Errorf("no pictures after 3 minutes (scene %T)", d.app.Scene())
	}
	if d.done || d.err != nil {
		if p, ok := d.app.Scene().(*Play); ok && p.M.Net != nil {
			p.M.Net.Close()
		}
		return ebiten.Termination
	}
	if d.script.Pending() == 0 && d.frames > 2 {
		d.next()
	}
	return d.app.Update()
}

func (d *lanDriver) Draw(screen *ebiten.Image) {
	d.app.Draw(screen)
	if d.shoot == "" {
		return
	}
	path := filepath.Join(d.shots, d.shoot+".png")
	if err := draw.WritePNG(screen, path, theme.Normal); err != nil {
		d.err = err
	}
	fmt.Println("picture:", d.shoot)
	switch d.shoot {
	case "lan-window-joiner": // the host may take its own now
		os.WriteFile(filepath.Join(d.shots, "joiner-shot"), nil, 0o644)
		d.done = true
	case "lan-window-host":
		d.done = true
	}
	d.shoot = ""
}

func (d *lanDriver) next() {
	switch s := d.app.Scene().(type) {
	case *Menu:
		if d.host {
			d.click(named("menu:host"))
		} else {
			d.click(named("menu:join"))
		}
	case *NewSetup:
		d.mark("setup")
		d.click(named("setup:start"))
	case *HostLobby:
		if d.reached["lobby"] == 0 {
			fmt.Println("reached: lobby")
		}
		d.mark("lobby")
		if s.srv.Ready() {
			if d.reached["joined"] == 0 {
				fmt.Println("reached: joined")
			}
			d.mark("joined")
			if d.shoot == "" && d.reached["lobby-shot"] == 0 {
				d.mark("lobby-shot")
				d.shootLobby()
				return
			}
			d.click(named("lobby:start"))
		}
	case *JoinScreen:
		if len(s.found) > 0 {
			d.mark("found")
			fmt.Println("reached: found")
			if s.pickedGame() == nil {
				d.click(numbered("join:game", 0))
			} else if s.joining == nil {
				d.click(named("join:go"))
			}
		}
	case *PeerLobby:
		d.mark("lobby")
	case *Play:
		if d.reached["play"] == 0 {
			fmt.Println("reached: play")
		}
		d.mark("play")
		d.playLAN(s)
	case *End:
		d.err = fmt.Errorf("the game ended before the pictures")
	}
}

// shootLobby takes the host lobby's picture (once, before the start).
func (d *lanDriver) shootLobby() { d.shoot = "lan-window-lobby" }

// playLAN plays this window's decisions until the table has lanDecisions
// commands and waits for the joiner; then the joiner takes its picture, and
// the host takes its own once the joiner's is on disk.
func (d *lanDriver) playLAN(p *Play) {
	if p.M.Elsewhere() && p.M.Net.Busy() {
		return
	}
	if p.view.Secret != nil && !d.host {
		d.err = fmt.Errorf("the joiner's screen shows the Patrón's secrets")
		return
	}
	n := len(p.M.G.PublicLog())
	// The pictures are taken while the table waits for the joiner (the
	// Factions): nobody else may move it on, and whether that decision is
	// forced is public, so both windows agree on the moment. (Waiting for
	// the Patrón, his window may find his answer forced by what only he
	// knows, and play it on by itself.)
	// Nor when the joiner's window may take the Factions' decision by
	// itself, with no click: a lone command (autoTake), an optional window
	// of the Factions (autoPass); nor while a decision of this window's is on its way.
	// On a loaded machine the joiner took its picture there, in the frame
	// before its window took the decision, and the host's came 6 commands
	// later.
	pending := p.M.G.Pending()
	byItself := len(p.M.G.Legal(nil)) == 1 || pending.Prompt.Optional()
	waitsForJoiner := pending.Seat.IsFactions() && !pending.Forced && !byItself
	if n >= lanDecisions && waitsForJoiner && !p.anims.busy() && !p.M.Net.Busy() {
		d.shotAt = fmt.Sprintf("state: %d commands, public hash %016x", n, p.M.G.PublicHash())
		switch {
		case !d.host:
			d.shoot = "lan-window-joiner"
		case fileExists(filepath.Join(d.shots, "joiner-shot")):
			d.shoot = "lan-window-host"
		}
		return
	}
	if !p.mine() || p.anims.busy() {
		return
	}
	d.choose(p)
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}
