package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"patron/scenes/match"
)

// The scripted hotseat game leaves to the menu mid-game (confirming the
// question), takes Continue, and checks that the same game comes back
// behind the hand-off screen: nothing of anyone's view before someone sits
// down. It also takes a decision back with Ctrl+Z.

const (
	resumeNotYet    = iota
	resumeMenu      // the game menu was opened
	resumeAsked     // "Leave to menu" was pressed: the question is up
	resumeLeft      // leaving was confirmed
	resumeContinued // Continue was pressed
	resumeDone
)

type resumeCheck struct {
	step     int
	pub, sec uint64
	shoot    bool
	left     string // where the game was left, for the error
}

// resumeTurn drives the leave-and-continue scenario; it reports whether it
// took this turn.
func (d *driver) resumeTurn(p *Play) bool {
	r := &d.resume
	switch r.step {
	case resumeNotYet:
		// Not at a forced decision: the table plays it by itself, so the
		// game brought back would move on before the check below.
		if p.M.Applied < 80 || p.handoff != nil || !p.mine() || p.anims.busy() || overlaid(p) || p.M.G.Pending().Forced {
			return false
		}
		d.click(onButton(btnMenu))
		r.step = resumeMenu
	case resumeMenu:
		if !p.paused { // the click met a panel come up over the table meanwhile (a big moment): again once it is gone
			r.step = resumeNotYet
			return false
		}
		d.click(onButton(btnLeaveGame))
		r.step = resumeAsked
	case resumeAsked:
		if !p.leaving {
			d.err = fmt.Errorf("leaving the table did not ask first")
			return true
		}
		if p.leaveErr != "" {
			d.err = fmt.Errorf("the game was not saved: %s", p.leaveErr)
			return true
		}
		if p.M.G.Pending().Forced {
			// The table took a lone choice for the player in the frame
			// before the menu opened, and a forced decision stands now:
			// brought back, the table would play it by itself before the
			// check. Stay, and leave at the next decision of ours.
			d.click(onButton(btnLeaveNo))
			r.step = resumeNotYet
			return true
		}
		// The game stands still behind the question: this is what must come back.
		r.pub, r.sec = p.M.G.PublicHash(), p.M.G.SecretHash()
		r.left = fmt.Sprintf("command %d, %+v", len(p.M.G.Log()), p.M.G.Pending())
		d.click(onButton(btnLeaveYes))
		fmt.Println("reached: left")
		r.step = resumeLeft
	case resumeContinued:
		if p.M.G.PublicHash() != r.pub || p.M.G.SecretHash() != r.sec {
			d.err = fmt.Errorf("Continue brought back another game (left at %s; back at command %d, %+v)", r.left, len(p.M.G.Log()), p.M.G.Pending())
			return true
		}
		if p.handoff == nil {
			if p.M.Screen().Empty() && p.view.Secret != nil {
				d.err = fmt.Errorf("a resumed hotseat game shows the Patrón's secrets before anyone sat down")
				return true
			}
			if p.M.G.Pending().Forced {
				return true // the table plays a forced decision itself (nobody sits down for it); the hand-off comes after
			}
			if _, need := p.M.HandOff(); !need {
				d.err = fmt.Errorf("a resumed hotseat game shows a view before anyone sat down (pending %+v, screen %v)", p.M.G.Pending(), p.M.Screen())
			}
			return true // the hand-off comes up on the next frame
		}
		if !p.M.Screen().Empty() {
			d.err = fmt.Errorf("a resumed table already belongs to %v", p.M.Screen())
			return true
		}
		r.shoot = true
		r.step = resumeDone
		d.mark("resumed")
		fmt.Println("reached: resumed")
		return true
	default:
		return false
	}
	return true
}

// shot saves the resumed table's first picture (the hand-off) for a look
// in the test's data folder (removed when the tests end; set
// PATRON_DATA_DIR to keep it), and checks it is a real picture.
func (r *resumeCheck) shot(screen *ebiten.Image) {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	colours := map[[3]uint8]bool{}
	for i := 0; i < len(img.Pix); i += 4 * 97 {
		colours[[3]uint8{img.Pix[i], img.Pix[i+1], img.Pix[i+2]}] = true
	}
	path := filepath.Join(os.Getenv("PATRON_DATA_DIR"), "resumed-handoff.png")
	if f, err := os.Create(path); err == nil {
		png.Encode(f, img)
		f.Close()
	}
	fmt.Printf("resumed screen: %s, %d colours\n", path, len(colours))
}

// undoCheck takes one decision back with Ctrl+Z when the table allows it,
// and checks the game is as it was before that decision.
type undoCheck struct {
	rev              int
	prevPub, prevS   uint64 // before the latest change
	curPub, curS     uint64 // after it
	wantPub, wantSec uint64 // what Ctrl+Z must bring back
	pressed, done    bool
}

// observe remembers the state before the latest change.
func (u *undoCheck) observe(p *Play) {
	if p.M.Revision != u.rev {
		u.rev = p.M.Revision
		u.prevPub, u.prevS = u.curPub, u.curS
		u.curPub, u.curS = p.M.G.PublicHash(), p.M.G.SecretHash()
	}
}

func (d *driver) undoTurn(p *Play) bool {
	u := &d.undo
	switch {
	case u.done:
		return false
	case u.pressed:
		u.done = true
		if p.M.G.PublicHash() != u.wantPub || p.M.G.SecretHash() != u.wantSec {
			d.err = fmt.Errorf("Ctrl+Z did not restore the game before the last decision")
			return true
		}
		fmt.Println("reached: undo")
		return false
	case p.handoff == nil && p.mine() && !p.anims.busy() && !overlaid(p) && p.M.CanUndo() == match.UndoOK && p.M.Applied > 20:
		u.pressed = true
		u.wantPub, u.wantSec = u.prevPub, u.prevS
		d.script.Push(Input{X: d.script.X, Y: d.script.Y, Ctrl: true, Keys: []ebiten.Key{ebiten.KeyZ}})
		return true
	}
	return false
}

// overlaid reports whether a panel stands over the table that its own
// button takes away first (a big moment, the End of Season summary, the
// result held before a hand-off): the table's menu and keys wait under it.
func overlaid(p *Play) bool { return p.mom.open || p.sum.open > 0 || p.result.open }
