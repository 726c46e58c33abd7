package box

import (
	"fmt"
	"strings"
)

// Token is a defense token: a value 0–3, or one of the two special tokens.
type Token int8

const (
	TokenHostage  Token = 4
	TokenBomb     Token = 5
	NumTokenKinds       = 6
	NoToken       Token = -1

	NumRegularTokens = 7
	SpecialValue     = 2 // Hostage and Bomb defend as 2
)

// Value is the defense strength of the token.
func (t Token) Value() int {
	if t >= TokenHostage {
		return SpecialValue
	}
	return int(t)
}

// Special reports whether the token is Hostage or Bomb.
func (t Token) Special() bool { return t == TokenHostage || t == TokenBomb }

func (t Token) String() string {
	switch {
	case t == TokenHostage:
		return "H"
	case t == TokenBomb:
		return "X"
	case t >= 0 && t <= 3:
		return string(rune('0' + t))
	}
	return "-"
}

// ParseToken reads a defense token: 0–3, H (Hostage) or X (Bomb).
func ParseToken(s string) (Token, error) {
	switch strings.ToUpper(s) {
	case "0", "1", "2", "3":
		return Token(s[0] - '0'), nil
	case "H":
		return TokenHostage, nil
	case "X":
		return TokenBomb, nil
	}
	return NoToken, fmt.Errorf("unknown defense token %q (want 0-3, H or X)", s)
}
