package scenes

import (
	"net/url"
	"strings"
)

// An invite to a private table is what a player sends a friend: the
// server's link to the table (the browser edition opens it), or, to type,
// the table's id and its code together ("abcdefghijkm/ABCDE-FGHIJ").

// inviteCode is the invite to type: the table's id and its code.
func inviteCode(table, invite string) string { return table + "/" + invite }

// inviteLink is the invite as a link to the server's page.
func inviteLink(server, table, invite string) string {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" {
		return ""
	}
	u.Path, u.Fragment = "/", ""
	u.RawQuery = url.Values{"table": {table}, "invite": {invite}}.Encode()
	return u.String()
}

// parseInvite reads what a player pasted or typed: a link (its table and
// invite), or an id and a code split by a slash or a space. ok is false
// for anything else.
func parseInvite(s string) (table, invite string, ok bool) {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "://") || strings.Contains(s, "?") {
		u, err := url.Parse(s)
		if err != nil {
			return "", "", false
		}
		q := u.Query()
		if u.Fragment != "" && q.Get("table") == "" { // a link's fragment may carry it
			q, _ = url.ParseQuery(u.Fragment)
		}
		table, invite = q.Get("table"), q.Get("invite")
	} else if i := strings.IndexAny(s, "/ "); i > 0 {
		table, invite = s[:i], strings.TrimSpace(s[i+1:])
	}
	table, invite = strings.TrimSpace(table), strings.ToUpper(strings.TrimSpace(invite))
	if !plainID(table) || invite == "" || len(invite) > 40 || !plainID(strings.ReplaceAll(invite, "-", "")) {
		return "", "", false
	}
	return table, invite, true
}

// plainID is letters and digits, 1 to 64 of them, as a table id is.
func plainID(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}
