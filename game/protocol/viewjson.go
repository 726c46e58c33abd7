package protocol

import (
	"patron/game"
	"patron/game/board"
	"patron/game/box"
	"patron/game/prose"
)

// The JSON shapes of views, decisions and events: ids as text (locations
// "A12", figures "Gustavo", cards "Accountant"), nothing secret unless the
// view is the Patrón's own.

// ViewJSON is what one seat sees.
type ViewJSON struct {
	Seat        string            `json:"seat"`
	Season      int               `json:"season"`
	Turn        int               `json:"turn"`
	Over        bool              `json:"over"`
	Winner      string            `json:"winner,omitempty"`
	Patron      PatronJSON        `json:"patron"`
	Sicarios    []SicarioJSON     `json:"sicarios"`
	Hunters     []HunterJSON      `json:"hunters"`
	Tokens      TokensJSON        `json:"tokens"`
	Objectives  ObjectivesJSON    `json:"objectives"`
	Plata       PlataJSON         `json:"plata"`
	Factions    FactionsJSON      `json:"factions"`
	Actions     ActionsJSON       `json:"actions"`
	Possible    []string          `json:"possible"`
	Commitments map[string]string `json:"commitments"`
	Secret      *SecretJSON       `json:"secret,omitempty"`
	Pending     DecisionJSON      `json:"pending"`
	Legal       []string          `json:"legal,omitempty"`
}

// PatronJSON is the Patrón's public side.
type PatronJSON struct {
	Glory       int      `json:"glory"`
	Income      int      `json:"income"`
	Money       int      `json:"money"`
	Captures    int      `json:"captures"`
	Hand        int      `json:"hand"`
	Deck        int      `json:"deck"`
	Discard     []string `json:"discard"`
	OutOfGame   []string `json:"outOfGame"`
	EndOfSeason []string `json:"endOfSeason"`
	Token       string   `json:"token,omitempty"` // the revealed hideout, until he moves on
	LimonFree   bool     `json:"limonFree"`
	Shipped     int      `json:"shippedThisSeason"`
}

// SicarioJSON is one dashboard slot and its figure.
type SicarioJSON struct {
	Slot     string `json:"slot"`
	Figure   string `json:"figure"`
	Loc      string `json:"loc,omitempty"`
	Captured bool   `json:"captured"`
	Coca     bool   `json:"coca"`
	Defense  string `json:"defense,omitempty"` // revealed token
	Glory    int    `json:"glory"`
	Range    int    `json:"range"`
}

// HunterJSON is one hunter.
type HunterJSON struct {
	Hunter    string `json:"hunter"`
	Faction   string `json:"faction"`
	Loc       string `json:"loc,omitempty"`
	Down      bool   `json:"down"`
	Acted     bool   `json:"acted"`
	LockNext  bool   `json:"lockNext"`
	LockUntil int    `json:"lockUntil,omitempty"`
}

// TokensJSON is every token on the map, with what is left in the pools.
type TokensJSON struct {
	Blockade   []string `json:"blockade"`
	Controlled []string `json:"controlled"`
	Labs       []string `json:"labs"`
	Coca       []string `json:"coca"` // Labs holding a cube
	Party      []string `json:"party"`
	Coins      []string `json:"coins"`
	LabsLeft   int      `json:"labsLeft"`
	TwoSided   int      `json:"blockadeControlledLeft"`
	CocaLeft   int      `json:"cocaLeft"`
}

// ObjectivesJSON is what the Factions know of the objectives.
type ObjectivesJSON struct {
	Slots           []int    `json:"slots"` // face-down cards per slot
	Deck            int      `json:"deck"`
	Active          []string `json:"active"`
	Completed       []string `json:"completed"`
	EstablishedLabs int      `json:"establishedLabs"`
	BribeMoney      int      `json:"bribeMoney"`
}

// PlataJSON is the Plata o Plomo deck.
type PlataJSON struct {
	Deck    []string `json:"deck"`
	Discard []string `json:"discard"`
}

// FactionsJSON is the Factions' cards and abilities.
type FactionsJSON struct {
	Acted          []string `json:"acted"`
	Active         string   `json:"active,omitempty"`
	Next           string   `json:"next,omitempty"`
	SelfLock       bool     `json:"selfLock"`
	DEABoosts      int      `json:"deaBoosts"`
	DEARedraws     int      `json:"deaRedraws"`
	PoliciaBonuses int      `json:"policiaBonuses"`
	CaliCubes      int      `json:"caliCubes"`
	PepesMoney     int      `json:"pepesMoney"`
}

// ActionsJSON is the Action deck and dashboard.
type ActionsJSON struct {
	Available []int            `json:"available"` // 0 = empty slot
	Deck      int              `json:"deck"`
	Discard   []int            `json:"discard"` // counts of values 1, 2, 3
	SetAside  int              `json:"setAside"`
	Dashboard map[string][]int `json:"dashboard"`
	Silenced  map[string]int   `json:"silenced"`
}

// SecretJSON is the Patrón's own view of his secrets.
type SecretJSON struct {
	Hideout    string            `json:"hideout"`
	Hand       []string          `json:"hand"`
	Objectives [][]string        `json:"objectives"`
	Drawn      []string          `json:"drawn,omitempty"`
	Defense    map[string]string `json:"defense"`
	Assigning  []string          `json:"assigning,omitempty"`
	Sheet      []map[string]any  `json:"sheet"`
}

// DecisionJSON is the pending decision.
type DecisionJSON struct {
	Seat   string         `json:"seat"`
	Prompt string         `json:"prompt,omitempty"`
	Text   string         `json:"text,omitempty"`
	Forced bool           `json:"forced,omitempty"`
	Secret bool           `json:"secret,omitempty"` // hotseat: blank the screen first
	Detail map[string]any `json:"detail,omitempty"`
}

// EventJSON is one event.
type EventJSON struct {
	Kind string `json:"kind"`
	Text string `json:"text"`
	A    int    `json:"a"`
	B    int    `json:"b"`
	C    int    `json:"c"`
}

func locs(s board.Set) []string {
	out := []string{}
	for r := s; r != 0; {
		out = append(out, r.Next(&r).String())
	}
	return out
}

func locText(l board.Loc) string {
	if l == board.NoLoc {
		return ""
	}
	return l.String()
}

func cards(s box.CardSet) []string {
	out := []string{}
	for c := box.Card(0); c < box.NumCards; c++ {
		if s.Has(c) {
			out = append(out, c.String())
		}
	}
	return out
}

func decisionJSON(d game.Decision) DecisionJSON {
	if d.Seat == game.NoSeat {
		return DecisionJSON{Seat: "none"}
	}
	j := DecisionJSON{Seat: d.Seat.String(), Prompt: d.Prompt.Name(), Text: prose.English().Prompt(d.Prompt), Forced: d.Forced,
		Secret: d.Seat == game.SeatPatron && d.Prompt.Secret(), Detail: map[string]any{}}
	dt := d.Detail
	if dt.Hunter != box.NoHunter {
		j.Detail["hunter"] = dt.Hunter.String()
	}
	if dt.Figure != box.NoFigure {
		j.Detail["sicario"] = dt.Figure.String()
	}
	if dt.Card != box.NoCard {
		j.Detail["card"] = dt.Card.String()
	}
	if dt.Plata >= 0 {
		j.Detail["plata"] = dt.Plata.String()
	}
	if dt.Action != box.NoAction {
		j.Detail["action"] = dt.Action.String()
		j.Detail["value"] = dt.Value
	}
	if dt.Loc != board.NoLoc {
		j.Detail["loc"] = dt.Loc.String()
	}
	if dt.Steps > 0 {
		j.Detail["steps"] = dt.Steps
	}
	if dt.Faction != box.NoFaction {
		j.Detail["faction"] = dt.Faction.String()
	}
	if dt.Note != game.NoteNone {
		j.Detail["note"] = dt.Note.Name()
	}
	return j
}

func eventsJSON(evs []game.Event) []EventJSON {
	out := make([]EventJSON, len(evs))
	for i, e := range evs {
		out[i] = EventJSON{Kind: e.Kind.Name(), Text: prose.English().Event(e), A: int(e.A), B: int(e.B), C: int(e.C)}
	}
	return out
}

func viewJSON(v *game.View) ViewJSON {
	p := &v.Public
	j := ViewJSON{Seat: v.Seat.String(), Season: p.Season, Turn: p.Turn, Over: p.Result.Over,
		Possible: locs(p.Possible), Pending: decisionJSON(v.Pending)}
	if p.Result.Over {
		j.Winner = p.Result.Winner.String()
	}
	j.Patron = PatronJSON{Glory: p.Glory, Income: p.Income, Money: p.Money, Captures: p.Captures,
		Hand: p.HandCount, Deck: p.DeckCount, Discard: cards(p.Discard), OutOfGame: cards(p.OutOfGame),
		EndOfSeason: []string{}, Token: locText(p.PatronToken), LimonFree: p.LimonFree, Shipped: p.ShippedSeason}
	for _, c := range p.EndSlots[:p.EndCount] {
		j.Patron.EndOfSeason = append(j.Patron.EndOfSeason, c.String())
	}
	for s := box.Slot(0); s < box.NumSlots; s++ {
		st := p.Slots[s]
		sj := SicarioJSON{Slot: s.String(), Figure: st.Figure.String(), Loc: locText(st.Loc), Captured: st.Captured,
			Coca: st.Coca, Glory: s.Glory(), Range: s.Range()}
		if p.Defense[s].Revealed {
			sj.Defense = p.Defense[s].Token.String()
		}
		j.Sicarios = append(j.Sicarios, sj)
	}
	for h := box.Hunter(0); h < box.NumHunters; h++ {
		hs := p.Hunters[h]
		j.Hunters = append(j.Hunters, HunterJSON{Hunter: h.String(), Faction: h.Faction().String(), Loc: locText(hs.Loc),
			Down: hs.Down, Acted: hs.Acted, LockNext: hs.LockNext, LockUntil: hs.LockUntil})
	}
	j.Tokens = TokensJSON{Blockade: locs(p.Blockade), Controlled: locs(p.Controlled), Labs: locs(p.Lab),
		Coca: locs(p.Coca), Party: locs(p.Party), Coins: locs(p.Coins), LabsLeft: p.LabsLeft(),
		TwoSided: p.BlockadeTokensLeft(), CocaLeft: p.CocaLeft()}
	j.Objectives = ObjectivesJSON{Deck: p.ObjDeckCount, Active: []string{}, Completed: []string{},
		EstablishedLabs: p.EstLabs, BribeMoney: p.BribeMoney}
	for _, sl := range p.ObjSlots {
		j.Objectives.Slots = append(j.Objectives.Slots, sl.Count)
	}
	for _, o := range p.ObjOrder[:p.ObjRevealed] {
		if p.ObjStatus[o] == game.ObjCompleted {
			j.Objectives.Completed = append(j.Objectives.Completed, o.String())
		} else {
			j.Objectives.Active = append(j.Objectives.Active, o.String())
		}
	}
	j.Plata = PlataJSON{Deck: []string{}, Discard: []string{}}
	for c := box.Plata(0); c < box.NumPlata; c++ {
		if p.PlataDeck[c] {
			j.Plata.Deck = append(j.Plata.Deck, c.String())
		}
		if p.PlataDiscard[c] {
			j.Plata.Discard = append(j.Plata.Discard, c.String())
		}
	}
	j.Factions = FactionsJSON{Acted: []string{}, SelfLock: p.SelfLock, DEABoosts: p.DEABoosts, DEARedraws: p.DEARedraws,
		PoliciaBonuses: p.PoliciaBonuses, CaliCubes: p.CaliCubes, PepesMoney: p.PepesMoney}
	for f := box.Faction(0); f < box.NumFactions; f++ {
		if p.FactionActed[f] {
			j.Factions.Acted = append(j.Factions.Acted, f.String())
		}
	}
	if p.Active != box.NoFaction {
		j.Factions.Active = p.Active.String()
	}
	if p.NextFaction != box.NoFaction {
		j.Factions.Next = p.NextFaction.String()
	}
	j.Actions = ActionsJSON{Deck: p.ActionDeckLen, SetAside: p.SetAside, Dashboard: map[string][]int{},
		Silenced: map[string]int{}, Discard: []int{p.ActionDiscard[1], p.ActionDiscard[2], p.ActionDiscard[3]}}
	for _, v := range p.Available {
		j.Actions.Available = append(j.Actions.Available, int(v))
	}
	for a := box.Action(0); a < box.NumActions; a++ {
		slots := make([]int, box.ActionSlots[a].Count)
		for i := range slots {
			slots[i] = int(p.Dash[a][i])
		}
		j.Actions.Dashboard[a.String()] = slots
		if p.Silenced[a] > 0 {
			j.Actions.Silenced[a.String()] = p.Silenced[a]
		}
	}
	j.Commitments = map[string]string{"deck": p.DeckDigest.String(), "hideout": p.HideDigest.String(),
		"objectiveDeck": p.ObjDeckDigest.String()}
	for s := box.Slot(0); s < box.NumSlots; s++ {
		j.Commitments["defense."+p.Slots[s].Figure.String()] = p.Defense[s].Digest.String()
	}
	for i, sl := range p.ObjSlots {
		for k := 0; k < sl.Count; k++ {
			j.Commitments["objective."+string(rune('1'+i))+"."+string(rune('1'+k))] = sl.Digests[k].String()
		}
	}
	for _, c := range v.Legal {
		j.Legal = append(j.Legal, c.Format())
	}
	if v.Secret != nil {
		j.Secret = secretJSON(v.Secret, p)
	}
	return j
}

func secretJSON(s *game.SecretView, p *game.Public) *SecretJSON {
	j := &SecretJSON{Hideout: locText(s.Hideout), Hand: []string{}, Defense: map[string]string{}, Sheet: []map[string]any{}}
	for _, c := range s.Hand {
		j.Hand = append(j.Hand, c.String())
	}
	for _, slot := range s.Objectives {
		var names []string
		for _, o := range slot {
			names = append(names, o.String())
		}
		j.Objectives = append(j.Objectives, names)
	}
	for _, o := range s.Drawn {
		j.Drawn = append(j.Drawn, o.String())
	}
	for i, t := range s.Defense {
		if t != box.NoToken {
			j.Defense[p.Slots[i].Figure.String()] = t.String()
		}
	}
	for _, t := range s.Assigning {
		j.Assigning = append(j.Assigning, t.String())
	}
	for _, e := range s.Sheet {
		j.Sheet = append(j.Sheet, map[string]any{"season": e.Season, "loc": e.Loc.String(), "paid": e.Paid, "escape": e.Escape})
	}
	return j
}
