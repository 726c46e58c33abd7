package lang

import "testing"

// Every language the game speaks has a catalogue that reads; an unknown
// one and no catalogue at all are English.
func TestEveryLanguageLoads(t *testing.T) {
	for _, l := range Languages {
		c, err := Load(l.Code)
		if err != nil {
			t.Fatalf("%s: %v", l.Code, err)
		}
		if c.Code() != l.Code {
			t.Errorf("%s: its code reads %q", l.Code, c.Code())
		}
	}
	if _, err := Load("xx"); err == nil || Lookup("xx") != English() {
		t.Error("an unknown language was taken")
	}
	var none *Catalog
	if none.Code() != "en" || none.T("Cancel") != "Cancel" || none.Sprintf("%d places left", 1) != "1 place left" {
		t.Errorf("no catalogue speaks %q, %q", none.Code(), none.Sprintf("%d places left", 1))
	}
	if es := Lookup("es"); es.T("Cancel") == "Cancel" {
		t.Error("Spanish does not translate Cancel")
	}
}

// The language of the system's locale, when the game speaks it: LC_ALL
// before LC_MESSAGES before LANG.
func TestFromLocale(t *testing.T) {
	env := map[string]string{"LC_ALL": "", "LC_MESSAGES": "de_DE.UTF-8", "LANG": "ru_RU.UTF-8"}
	if got := FromLocale(func(k string) string { return env[k] }); got != "de" {
		t.Errorf("LC_MESSAGES=de_DE, LANG=ru_RU gives %q", got)
	}
	env["LC_ALL"] = "C"
	if got := FromLocale(func(k string) string { return env[k] }); got != "en" {
		t.Errorf("LC_ALL=C gives %q", got)
	}
}
