package lan

import (
	"os/user"
	"strings"
	"unicode/utf8"

	"patron/netplay/wire"
)

// PersonName is the name of the person at this computer, for the name a
// seat or a table starts with: the account's full name, else its login,
// but never an account that names no person (root, Administrator, …);
// "" when there is none, or it is too long for a seat.
func PersonName() string {
	u, err := user.Current()
	if err != nil {
		return ""
	}
	return personName(u)
}

// serviceAccounts are logins that name a role, not a person.
var serviceAccounts = []string{"root", "admin", "administrator", "user", "guest", "pi", "ubuntu", "debian", "nobody", "default"}

func personName(u *user.User) string {
	full, _, _ := strings.Cut(u.Name, ",") // the GECOS field: "Ana María,,,"
	login := u.Username
	if _, after, ok := strings.Cut(login, `\`); ok { // Windows: DOMAIN\login
		login = after
	}
	for _, name := range []string{strings.TrimSpace(full), strings.TrimSpace(login)} {
		service := false
		for _, s := range serviceAccounts {
			service = service || strings.EqualFold(name, s)
		}
		if name != "" && !service && utf8.RuneCountInString(name) <= wire.MaxName {
			return name
		}
	}
	return ""
}
