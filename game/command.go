package game

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"patron/game/board"
	"patron/game/box"
)

// Command is one player decision. Its text form (Format / ParseCommand) is
// stable and round-trips: it is what logs, saves and the network carry.
//
// The meaning of A, B and C depends on Op (see opTable); outside the
// engine they are read by their names (Loc, Figure, Range, …:
// command_args.go), never by position. Salt is set on reveals, Digests on
// commitments.
type Command struct {
	Op      Op
	A, B, C int8
	Salt    *Salt
	Digests *Digests
}

// Salt is the random part of a commitment, revealed with the secret.
type Salt [16]byte

// Digest is a salted SHA-256 commitment to a secret.
type Digest [32]byte

// Digests are the commitments a command publishes.
type Digests struct {
	N int8
	D [7]Digest
}

// Op is the kind of command.
type Op uint8

const (
	OpNone Op = iota

	// The Patrón's secret choices, in private form (only his machine sees them).
	OpShuffle // shuffle: commit to a new Sicario deck order
	OpObjDeck // objdeck: commit to the Objective deck order
	OpOrder   // order <slot> <objective>: put a drawn objective in a slot
	OpHide    // hide <loc>: choose a hideout
	OpDefend  // defend <sicario> <token>: assign a defense token
	OpAddObj  // addobjectives: draw the objectives an escape adds

	// Their public forms: commitments only.
	OpShuffled   // shuffled <digest>
	OpObjDeckIs  // objdeckis <digest>
	OpObjectives // objectives <digest> <digest> <digest>
	OpHidden     // hidden <digest>
	OpDefenses   // defenses <digest>×7
	OpAdded      // added <digest>…

	// The Patrón's reveals and answers (same text on every machine).
	OpObjective // objective <slot> <objective> <salt>
	OpDefense   // defense <sicario> <token> <salt>
	OpReveal    // reveal <loc> <salt>
	OpRange     // range <a> <b>
	OpType      // type city|farm
	OpRegion    // region same|other
	OpFound     // found yes|no

	// The Patrón's turn and effects.
	OpMove    // move <sicario>
	OpPlay    // play <card>
	OpDiscard // discard <card>: to place León or La Quica
	OpFold    // fold <card>: no sicario can be placed (ruling R9)
	OpSpend   // spend <tiers>
	OpPlace   // place <sicario> <loc>
	OpLab     // lab <loc>|card [<from>]
	OpControl // control <loc> [<from>]
	OpUnblock // unblock <loc>
	OpTarget  // target <hunter>
	OpOffer   // offer <plata card>
	OpSwap    // swap <sicario> <sicario>
	OpLock    // lock <hunter>
	OpFlip    // flip <loc>
	OpPush    // push <hunter> <loc>
	OpSilence // silence <action>
	OpNext    // next <faction>
	OpName    // name <region>
	OpCoin    // coin <loc>
	OpParty   // party <loc>
	OpDrop    // drop <value>: discard an available Action card
	OpBuy     // buy <glory>
	OpTrigger // trigger <card>
	OpBudget  // budget <money>
	OpBribe   // bribe: put $3 on Bribing Politicians

	// Shared by both sides.
	OpStep // step <loc>
	OpStop // stop
	OpDone // done
	OpPass // pass

	// The Factions.
	OpStart     // start <hunter> <loc>
	OpActivate  // activate <faction>
	OpSelfLock  // selflock <hunter>
	OpHunter    // hunter <hunter>
	OpBoost     // boost
	OpRedraw    // redraw <value> [<value>]
	OpTake      // take
	OpUse       // use <value> <action>
	OpPepes     // pepes <sicario> <sicario>
	OpAttack    // attack <sicario>
	OpBonus     // bonus
	OpDestroy   // destroy <loc>
	OpBlock     // block <loc> [<from>]
	OpUncontrol // uncontrol <loc>
	OpSearch    // search <loc>
	OpExtra     // extra <action>
	OpPlata     // plata
	OpPlomo     // plomo
	OpFrame     // frame <hunter> <loc>

	numOps
)

type argKind uint8

const (
	argLoc argKind = iota + 1
	argLocOpt
	argLabTarget // a location or "card"
	argFig
	argCard
	argHunter
	argFaction
	argAction
	// Numbers from 0 to 99, by what they count:
	argSeason   // an objective slot: the season whose objective it holds
	argDist     // a distance
	argTiers    // how many of a card's effects are paid for
	argValue    // an Action card's value
	argValueOpt // a second one, which may be left out
	argGlory    // Glory bought
	argMoney    // dollars declared
	argToken
	argPlata
	argRegion
	argObjective
	argCityFarm // city|farm
	argSame     // same|other
	argYes      // yes|no
	argSalt
	argDigests
)

type opInfo struct {
	name string
	args []argKind
}

var opTable = [numOps]opInfo{
	OpShuffle:    {"shuffle", nil},
	OpObjDeck:    {"objdeck", nil},
	OpOrder:      {"order", []argKind{argSeason, argObjective}},
	OpHide:       {"hide", []argKind{argLoc}},
	OpDefend:     {"defend", []argKind{argFig, argToken}},
	OpAddObj:     {"addobjectives", nil},
	OpShuffled:   {"shuffled", []argKind{argDigests}},
	OpObjDeckIs:  {"objdeckis", []argKind{argDigests}},
	OpObjectives: {"objectives", []argKind{argDigests}},
	OpHidden:     {"hidden", []argKind{argDigests}},
	OpDefenses:   {"defenses", []argKind{argDigests}},
	OpAdded:      {"added", []argKind{argDigests}},
	OpObjective:  {"objective", []argKind{argSeason, argObjective, argSalt}},
	OpDefense:    {"defense", []argKind{argFig, argToken, argSalt}},
	OpReveal:     {"reveal", []argKind{argLoc, argSalt}},
	OpRange:      {"range", []argKind{argDist, argDist}},
	OpType:       {"type", []argKind{argCityFarm}},
	OpRegion:     {"region", []argKind{argSame}},
	OpFound:      {"found", []argKind{argYes}},
	OpMove:       {"move", []argKind{argFig}},
	OpPlay:       {"play", []argKind{argCard}},
	OpDiscard:    {"discard", []argKind{argCard}},
	OpFold:       {"fold", []argKind{argCard}},
	OpSpend:      {"spend", []argKind{argTiers}},
	OpPlace:      {"place", []argKind{argFig, argLoc}},
	OpLab:        {"lab", []argKind{argLabTarget, argLocOpt}},
	OpControl:    {"control", []argKind{argLoc, argLocOpt}},
	OpUnblock:    {"unblock", []argKind{argLoc}},
	OpTarget:     {"target", []argKind{argHunter}},
	OpOffer:      {"offer", []argKind{argPlata}},
	OpSwap:       {"swap", []argKind{argFig, argFig}},
	OpLock:       {"lock", []argKind{argHunter}},
	OpFlip:       {"flip", []argKind{argLoc}},
	OpPush:       {"push", []argKind{argHunter, argLoc}},
	OpSilence:    {"silence", []argKind{argAction}},
	OpNext:       {"next", []argKind{argFaction}},
	OpName:       {"name", []argKind{argRegion}},
	OpCoin:       {"coin", []argKind{argLoc}},
	OpParty:      {"party", []argKind{argLoc}},
	OpDrop:       {"drop", []argKind{argValue}},
	OpBuy:        {"buy", []argKind{argGlory}},
	OpTrigger:    {"trigger", []argKind{argCard}},
	OpBudget:     {"budget", []argKind{argMoney}},
	OpBribe:      {"bribe", nil},
	OpStep:       {"step", []argKind{argLoc}},
	OpStop:       {"stop", nil},
	OpDone:       {"done", nil},
	OpPass:       {"pass", nil},
	OpStart:      {"start", []argKind{argHunter, argLoc}},
	OpActivate:   {"activate", []argKind{argFaction}},
	OpSelfLock:   {"selflock", []argKind{argHunter}},
	OpHunter:     {"hunter", []argKind{argHunter}},
	OpBoost:      {"boost", nil},
	OpRedraw:     {"redraw", []argKind{argValue, argValueOpt}},
	OpTake:       {"take", nil},
	OpUse:        {"use", []argKind{argValue, argAction}},
	OpPepes:      {"pepes", []argKind{argFig, argFig}},
	OpAttack:     {"attack", []argKind{argFig}},
	OpBonus:      {"bonus", nil},
	OpDestroy:    {"destroy", []argKind{argLoc}},
	OpBlock:      {"block", []argKind{argLoc, argLocOpt}},
	OpUncontrol:  {"uncontrol", []argKind{argLoc}},
	OpSearch:     {"search", []argKind{argLoc}},
	OpExtra:      {"extra", []argKind{argAction}},
	OpPlata:      {"plata", nil},
	OpPlomo:      {"plomo", nil},
	OpFrame:      {"frame", []argKind{argHunter, argLoc}},
}

// LabOnCard is the A argument of "lab card": the Lab goes on the
// Established Production objective instead of the map.
const LabOnCard int8 = -2

func (o Op) String() string {
	if o == OpNone || o >= numOps {
		return "?"
	}
	return opTable[o].name
}

// Secret reports whether the command is a private form that only the
// Patrón's machine may see; Game.Apply publishes its public form instead.
func (c Command) Secret() bool { return c.Op >= OpShuffle && c.Op <= OpAddObj }

// Cmd builds a command from its op and small arguments.
func Cmd(op Op, args ...int8) Command {
	c := Command{Op: op, A: -1, B: -1, C: -1}
	switch len(args) {
	case 3:
		c.C = args[2]
		fallthrough
	case 2:
		c.B = args[1]
		fallthrough
	case 1:
		c.A = args[0]
	}
	return c
}

// cmd1 and cmd2 are Cmd without its variadic arguments: small enough to
// inline. The listings append with add instead.
func cmd1(op Op, a int8) Command    { return Command{Op: op, A: a, B: -1, C: -1} }
func cmd2(op Op, a, b int8) Command { return Command{Op: op, A: a, B: b, C: -1} }

// add appends the command op a b (C unused) to out. It writes the new
// element field by field: Command has too many fields to live in
// registers, so append(out, cmd2(…)) copies it with typedmemmove, whose
// write barrier walks the type's pointer bitmap whenever the collector is
// marking; the stores here cost a flag test instead.
func add(out []Command, op Op, a, b int8) []Command {
	n := len(out)
	if n == cap(out) {
		out = append(out, Command{})
	} else {
		out = out[:n+1]
	}
	c := &out[n]
	c.Op, c.A, c.B, c.C = op, a, b, -1
	if c.Salt != nil || c.Digests != nil { // a leftover: pointer stores pay a barrier, so only then
		c.Salt, c.Digests = nil, nil
	}
	return out
}

// set copies c into *d field by field, for the same reason as add.
func (d *Command) set(c Command) {
	d.Op, d.A, d.B, d.C = c.Op, c.A, c.B, c.C
	d.Salt, d.Digests = c.Salt, c.Digests
}

// Clone returns a copy that owns its digests, for keeping in a log.
func (c Command) Clone() Command {
	if c.Digests != nil {
		d := *c.Digests
		c.Digests = &d
	}
	if c.Salt != nil {
		s := *c.Salt
		c.Salt = &s
	}
	return c
}

// SaltValue is the command's salt (zero when it has none).
func (c Command) SaltValue() Salt {
	if c.Salt == nil {
		return Salt{}
	}
	return *c.Salt
}

// Equal compares two commands by value, digests included.
func (c Command) Equal(d Command) bool {
	if c.Op != d.Op || c.A != d.A || c.B != d.B || c.C != d.C || c.SaltValue() != d.SaltValue() {
		return false
	}
	if (c.Digests == nil) != (d.Digests == nil) {
		return false
	}
	return c.Digests == nil || *c.Digests == *d.Digests
}

// String is the command's text form.
func (c Command) String() string { return c.Format() }

// Format writes the command's stable text form, e.g. "place Gustavo A12".
func (c Command) Format() string {
	if c.Op == OpNone || c.Op >= numOps {
		return "?"
	}
	var sb strings.Builder
	sb.WriteString(opTable[c.Op].name)
	small := [3]int8{c.A, c.B, c.C}
	n := 0
	for _, k := range opTable[c.Op].args {
		switch k {
		case argSalt:
			sb.WriteByte(' ')
			salt := c.SaltValue()
			sb.WriteString(hex.EncodeToString(salt[:]))
			continue
		case argDigests:
			if c.Digests != nil {
				for i := 0; i < int(c.Digests.N); i++ {
					sb.WriteByte(' ')
					sb.WriteString(hex.EncodeToString(c.Digests.D[i][:]))
				}
			}
			continue
		}
		v := small[n]
		n++
		if (k == argLocOpt || k == argValueOpt) && v < 0 {
			continue
		}
		sb.WriteByte(' ')
		sb.WriteString(formatArg(k, v))
	}
	return sb.String()
}

func formatArg(k argKind, v int8) string {
	switch k {
	case argLoc, argLocOpt:
		return board.Loc(v).String()
	case argLabTarget:
		if v == LabOnCard {
			return "card"
		}
		return board.Loc(v).String()
	case argFig:
		return box.Figure(v).String()
	case argCard:
		return box.Card(v).String()
	case argHunter:
		return box.Hunter(v).String()
	case argFaction:
		return box.Faction(v).String()
	case argAction:
		return box.Action(v).String()
	case argToken:
		return box.Token(v).String()
	case argPlata:
		return box.Plata(v).String()
	case argRegion:
		return board.Region(v).String()
	case argObjective:
		return box.Objective(v).String()
	case argCityFarm:
		return pick(v, "farm", "city")
	case argSame:
		return pick(v, "other", "same")
	case argYes:
		return pick(v, "no", "yes")
	}
	return strconv.Itoa(int(v))
}

func pick(v int8, no, yes string) string {
	if v != 0 {
		return yes
	}
	return no
}

// ParseCommand reads a command's text form. It checks the syntax and the
// names only; whether the command is legal is the engine's business.
func ParseCommand(text string) (Command, error) {
	fields := strings.Fields(text)
	if len(fields) == 0 {
		return Command{}, fmt.Errorf("empty command")
	}
	op := OpNone
	for o := Op(1); o < numOps; o++ {
		if strings.EqualFold(opTable[o].name, fields[0]) {
			op = o
			break
		}
	}
	if op == OpNone {
		return Command{}, fmt.Errorf("unknown command %q", fields[0])
	}
	c := Cmd(op)
	small := [3]int8{-1, -1, -1}
	n := 0
	rest := fields[1:]
	for _, k := range opTable[op].args {
		switch k {
		case argSalt:
			if len(rest) == 0 {
				return Command{}, fmt.Errorf("%s: missing salt", op)
			}
			c.Salt = new(Salt)
			if err := decodeHex(c.Salt[:], rest[0]); err != nil {
				return Command{}, fmt.Errorf("%s: salt: %v", op, err)
			}
			rest = rest[1:]
			continue
		case argDigests:
			d := &Digests{}
			for len(rest) > 0 && len(rest[0]) == 2*len(Digest{}) {
				if int(d.N) == len(d.D) {
					return Command{}, fmt.Errorf("%s: more than %d digests", op, len(d.D))
				}
				if err := decodeHex(d.D[d.N][:], rest[0]); err != nil {
					return Command{}, fmt.Errorf("%s: digest: %v", op, err)
				}
				d.N++
				rest = rest[1:]
			}
			if d.N == 0 {
				return Command{}, fmt.Errorf("%s: missing digest", op)
			}
			c.Digests = d
			continue
		}
		if len(rest) == 0 {
			if k == argLocOpt || k == argValueOpt {
				n++
				continue
			}
			return Command{}, fmt.Errorf("%s: missing argument %d", op, n+1)
		}
		v, err := parseArg(k, rest[0])
		if err != nil {
			return Command{}, fmt.Errorf("%s: %v", op, err)
		}
		small[n] = v
		n++
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return Command{}, fmt.Errorf("%s: unexpected %q", op, strings.Join(rest, " "))
	}
	c.A, c.B, c.C = small[0], small[1], small[2]
	return c, nil
}

func decodeHex(dst []byte, s string) error {
	if len(s) != 2*len(dst) {
		return fmt.Errorf("want %d hex digits, got %d", 2*len(dst), len(s))
	}
	_, err := hex.Decode(dst, []byte(s))
	return err
}

func parseArg(k argKind, s string) (int8, error) {
	switch k {
	case argLoc, argLocOpt:
		l, err := board.ParseLoc(s)
		return int8(l), err
	case argLabTarget:
		if strings.EqualFold(s, "card") {
			return LabOnCard, nil
		}
		l, err := board.ParseLoc(s)
		return int8(l), err
	case argFig:
		f, err := box.ParseFigure(s)
		return int8(f), err
	case argCard:
		c, err := box.ParseCard(s)
		return int8(c), err
	case argHunter:
		h, err := box.ParseHunter(s)
		return int8(h), err
	case argFaction:
		f, err := box.ParseFaction(s)
		return int8(f), err
	case argAction:
		a, err := box.ParseAction(s)
		return int8(a), err
	case argToken:
		t, err := box.ParseToken(s)
		return int8(t), err
	case argPlata:
		p, err := box.ParsePlata(s)
		return int8(p), err
	case argRegion:
		r, err := board.ParseRegion(s)
		return int8(r), err
	case argObjective:
		o, err := box.ParseObjective(s)
		return int8(o), err
	case argCityFarm:
		return parseWord(s, "farm", "city")
	case argSame:
		return parseWord(s, "other", "same")
	case argYes:
		return parseWord(s, "no", "yes")
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 || v > 99 {
		return -1, fmt.Errorf("want a whole number from 0 to 99, got %q", s)
	}
	return int8(v), nil
}

func parseWord(s, no, yes string) (int8, error) {
	switch {
	case strings.EqualFold(s, no):
		return 0, nil
	case strings.EqualFold(s, yes):
		return 1, nil
	}
	return -1, fmt.Errorf("want %s or %s, got %q", yes, no, s)
}

// Valid checks that every argument is in range for its kind, so that a
// command built by hand (not parsed) cannot index out of bounds.
func (c Command) Valid() error {
	if c.Op == OpNone || c.Op >= numOps {
		return fmt.Errorf("unknown command")
	}
	r := &argRanges[c.Op]
	if !r[0].allows(c.A) || !r[1].allows(c.B) || !r[2].allows(c.C) {
		return fmt.Errorf("%s: an argument is out of range, or one too many", c.Op)
	}
	if isCommitment(c.Op) && c.Digests == nil {
		return fmt.Errorf("%s: missing digests", c.Op)
	}
	return nil
}

// argRange is the allowed values of one small argument of an op; an
// unused argument must be -1.
type argRange struct {
	lo, hi int8
	card   bool // "lab card" is allowed too
}

func (r argRange) allows(v int8) bool {
	return (v >= r.lo && v <= r.hi) || (r.card && v == LabOnCard)
}

var argRanges = func() (out [numOps][3]argRange) {
	for op := range out {
		for i := range out[op] {
			out[op][i] = argRange{lo: -1, hi: -1}
		}
		n := 0
		for _, k := range opTable[op].args {
			if k == argSalt || k == argDigests {
				continue
			}
			lo := int8(0)
			if k == argLocOpt || k == argValueOpt {
				lo = -1
			}
			out[op][n] = argRange{lo: lo, hi: argMax(k), card: k == argLabTarget}
			n++
		}
	}
	return out
}()

func argMax(k argKind) int8 {
	switch k {
	case argLoc, argLocOpt, argLabTarget:
		return board.N - 1
	case argFig:
		return box.NumFigures - 1
	case argCard:
		return box.NumCards - 1
	case argHunter:
		return box.NumHunters - 1
	case argFaction:
		return box.NumFactions - 1
	case argAction:
		return box.NumActions - 1
	case argToken:
		return box.NumTokenKinds - 1
	case argPlata:
		return box.NumPlata - 1
	case argRegion:
		return board.NumRegions - 1
	case argObjective:
		return box.NumObjectives - 1
	case argCityFarm, argSame, argYes:
		return 1
	}
	return 99
}
