package prose

import (
	"errors"
	"strconv"

	"patron/game"
	"patron/game/board"
	"patron/game/box"
)

// Refusal is why a command was refused, in a sentence of the printer's
// language. The engine's refusal is an English format and its arguments,
// which are the engine's values: the format is the key of its translation
// in the catalogues, and each argument is said in the same language before
// the sentence is made (a place by its name, a Faction, an action, a card
// by its translated name, a person by his name). A refusal made on another
// machine (a LAN host's) reads the same as one made here.
func (p Printer) Refusal(err error) string {
	var re *game.RuleError
	if !errors.As(err, &re) {
		return err.Error()
	}
	args := make([]any, len(re.Args))
	for i, a := range re.Args {
		args[i] = p.refusalArg(a)
	}
	return p.f(re.Format, args...)
}

// refusalArg is one argument of a refusal in the printer's language. The
// engine's strings (a word picked for the sentence, a box name, the reason
// of a rule) are English texts and are translated; numbers stay numbers,
// so that the catalogue chooses plural forms by them; a command's word
// (game.Op, quoted by %q) is an id the same in every language; anything
// else is left for fmt.
func (p Printer) refusalArg(a any) any {
	switch v := a.(type) {
	case string:
		return p.t(v)
	case game.Prompt:
		return p.Prompt(v)
	case game.Seat:
		switch {
		case v == game.SeatPatron:
			return p.t("the Patrón")
		case v == game.SeatTeam:
			return p.t("the Factions")
		case v.Faction() != box.NoFaction:
			return p.t(v.Faction().Name())
		}
	case board.Loc:
		return p.loc(int16(v))
	case board.Region:
		if v >= 0 && v < board.NumRegions {
			return p.t([board.NumRegions]string{"Caribe", "Andina", "Orinoquía"}[v])
		}
	case box.Faction:
		if v >= 0 && v < box.NumFactions {
			return p.t(v.Name())
		}
	case box.Action:
		if v >= 0 && v < box.NumActions {
			return p.t(v.Name())
		}
	case box.Objective:
		if v >= 0 && v < box.NumObjectives {
			return p.t(v.Name())
		}
	case box.Card:
		if v >= 0 && v < box.NumCards {
			return p.t(v.Info().Name)
		}
	case box.Slot:
		if v >= 0 && v < box.NumSlots {
			return p.t(v.String())
		}
	case box.Hunter:
		if v >= 0 && v < box.NumHunters {
			return v.Name()
		}
	case box.Figure:
		return v.Name()
	case box.Token:
		switch {
		case v == box.TokenHostage:
			return p.t("Hostage")
		case v == box.TokenBomb:
			return p.t("Bomb")
		case v >= 0:
			return strconv.Itoa(v.Value())
		}
	case box.Plata:
		if v >= 0 && v < box.NumPlata {
			return p.Plata(v)
		}
	case error:
		return p.Refusal(v)
	}
	return a
}
