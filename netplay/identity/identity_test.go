package identity

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestASignatureVerifiesOnlyForItsKeyAndMessage(t *testing.T) {
	a, _ := New("laptop")
	b, _ := New("phone")
	sig := a.Sign([]byte("move 1"))
	if err := Verify(a.Public(), []byte("move 1"), sig); err != nil {
		t.Fatalf("own signature refused: %v", err)
	}
	if Verify(b.Public(), []byte("move 1"), sig) == nil {
		t.Fatal("another key's check took the signature")
	}
	if Verify(a.Public(), []byte("move 2"), sig) == nil {
		t.Fatal("a signature held for another message")
	}
	for _, bad := range []string{"", "zz", strings.Repeat("0", SigLen-2), strings.ToUpper(sig)} {
		if Verify(a.Public(), []byte("move 1"), bad) == nil {
			t.Errorf("signature %q taken", bad)
		}
	}
	if Key(strings.ToUpper(string(a.Public()))).Check() == nil || Key("abc").Check() == nil {
		t.Error("a malformed key passed its check")
	}
}

func TestAnExportCodeCarriesTheKeyAndRefusesAMistake(t *testing.T) {
	a, _ := New("laptop")
	code := a.Export()
	if !strings.HasPrefix(code, "PID1-") {
		t.Fatalf("code %q", code)
	}
	b, err := Import(strings.ToLower(strings.ReplaceAll(code, "-", " ")))
	if err != nil || b.Public() != a.Public() {
		t.Fatalf("import gave %v, %v", b, err)
	}
	// one letter changed, one group dropped, another kind of code
	i := strings.LastIndexByte(code, '-') + 1
	swapped := []byte(code)
	if swapped[i] == 'A' {
		swapped[i] = 'B'
	} else {
		swapped[i] = 'A'
	}
	for _, bad := range []string{string(swapped), code[:len(code)-6], "ABCD-EFGH", ""} {
		if _, err := Import(bad); err == nil {
			t.Errorf("code %q taken", bad)
		}
	}
}

func TestAnIdentityFileIsKeptAndReadBack(t *testing.T) {
	path := filepath.Join(t.TempDir(), "id", "identity.json")
	a, made, err := LoadOrCreate(path, "  my laptop  ")
	if err != nil || !made || a.Device != "my laptop" {
		t.Fatalf("made %v %v %q", made, err, a.Device)
	}
	b, made, err := LoadOrCreate(path, "other")
	if err != nil || made || b.Public() != a.Public() || b.Device != "my laptop" {
		t.Fatalf("read back %v %v", made, err)
	}
	// a damaged file is an error and stays as it was
	data, _ := os.ReadFile(path)
	damaged := strings.Replace(string(data), `"seed": "`, `"seed": "00`, 1)
	os.WriteFile(path, []byte(damaged), 0o600)
	if _, _, err := LoadOrCreate(path, "x"); err == nil {
		t.Fatal("a damaged identity file was taken")
	}
	if got, _ := os.ReadFile(path); string(got) != damaged {
		t.Fatal("a damaged identity file was replaced")
	}
}

func TestAnAnswerHoldsForItsServerAndNonceAlone(t *testing.T) {
	player, _ := New("")
	server, _ := New("")
	other, _ := New("")
	c := Challenge{Server: server.Public(), Nonce: "n1"}
	sig := player.Answer(c)
	if err := CheckAnswer(player.Public(), c, sig); err != nil {
		t.Fatal(err)
	}
	if CheckAnswer(player.Public(), Challenge{Server: other.Public(), Nonce: "n1"}, sig) == nil {
		t.Error("an answer to one server held for another")
	}
	if CheckAnswer(player.Public(), Challenge{Server: server.Public(), Nonce: "n2"}, sig) == nil {
		t.Error("an answer held for another nonce")
	}
}

// A derived key is the same for the same identity and purpose, another
// for another purpose or another identity, and never the signing seed.
func TestADerivedKeyBelongsToItsIdentityAndPurpose(t *testing.T) {
	a, _ := New("a")
	b, _ := New("b")
	ka, err := a.Derive("sealed\ntable x")
	if err != nil || len(ka) != 32 {
		t.Fatalf("Derive: %d bytes, %v", len(ka), err)
	}
	moved, err := Import(a.Export())
	if err != nil {
		t.Fatal(err)
	}
	again, _ := moved.Derive("sealed\ntable x")
	other, _ := a.Derive("sealed\ntable y")
	theirs, _ := b.Derive("sealed\ntable x")
	switch {
	case string(again) != string(ka):
		t.Error("the same identity on another device derives another key")
	case string(other) == string(ka) || string(theirs) == string(ka):
		t.Error("another purpose or another identity derives the same key")
	case string(ka) == string(a.priv.Seed()):
		t.Error("the derived key is the private key's seed")
	}
	if _, err := a.Derive(""); err == nil {
		t.Error("a key derived for no purpose")
	}
}
