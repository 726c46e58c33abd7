package words

import "testing"

// A name the game gave, saved in one language, is said in the language asked; a name a player typed is kept as typed.
func TestGivenNameSpeaksTheLanguageInUse(t *testing.T) {
	pl, ru := Lookup("pl"), Lookup("ru")
	for saved, want := range map[string]string{
		"You": "Ty", "Tú": "Ty", "Вы": "Ty", "Bot": "Bot", "Бот": "Bot",
		"Player 3": "Gracz 3", "Jugador 12": "Gracz 12", "Ana": "Ana", "Player": "Player", "Player 3b": "Player 3b", "Player 03": "Player 03", "Player ": "Player ",
	} {
		if got := pl.GivenName(saved); got != want {
			t.Errorf("GivenName(%q) in Polish = %q, want %q", saved, got, want)
		}
	}
	if got := ru.GivenName("You"); got != "Вы" {
		t.Errorf("GivenName(You) in Russian = %q", got)
	}
	if got := ru.GivenName("Spieler 2"); got != "Игрок 2" {
		t.Errorf("GivenName(Spieler 2) in Russian = %q", got)
	}
}
