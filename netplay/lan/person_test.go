package lan

import (
	"os/user"
	"strings"
	"testing"
)

// A seat starts with the person's name: the account's full name, else
// its login, never a role's account such as root (the player
// joined as "root").
func TestPersonNameIsAPersons(t *testing.T) {
	for _, c := range []struct {
		name, login, want string
	}{
		{"Ana María Ospina,,,", "ana", "Ana María Ospina"},
		{"", "carla", "carla"},
		{"root", "root", ""},
		{"", "Administrator", ""},
		{"System Administrator", "admin", "System Administrator"},
		{"", `OFFICE\beto`, "beto"},
		{strings.Repeat("x", 100), "dani", "dani"},
	} {
		if got := personName(&user.User{Name: c.name, Username: c.login}); got != c.want {
			t.Errorf("%q (%s): %q, want %q", c.name, c.login, got, c.want)
		}
	}
}
