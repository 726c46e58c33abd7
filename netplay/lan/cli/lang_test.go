package cli

import (
	"regexp"
	"strings"
	"testing"

	"patron/cmdtest"
)

// patron host and patron join speak the system's language, as the window
// does: a host in Spanish (LC_ALL) and a joiner in Russian (LANG) play a
// game to its end, each printing its lines in its own language and none
// in English, and end on the same public hash with a clean audit.
func TestTheCommandsSpeakTheSystemsLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the command")
	}
	bin := cmdtest.Binary(t)
	es := &lanTest{bin: bin, env: []string{"LC_ALL=es_ES.UTF-8"}}
	ru := &lanTest{bin: bin, env: []string{"LC_ALL=", "LC_MESSAGES=", "LANG=ru_RU.UTF-8"}}
	h := es.start(t, "host", "--bind", "127.0.0.1", "--port", "0", "--discovery-port", "0", "--seed", "7",
		"--season-cap", "3", "--farewell", "20s", "--players", "2", "--patron", "bot", "--seats", "open")
	code := h.waitFor(t, `^código de sesión: +(\S+)$`)[1]
	port := h.waitFor(t, `^puerto de juego: +(\d+) \(QUIC sobre UDP\)$`)[1]
	j := ru.start(t, "join", "127.0.0.1:"+port, "--code", code, "--seat", "1")
	hash := map[string]string{}
	for _, c := range []struct {
		name string
		p    *lanProc
		says []string
		hash string
	}{
		{"joiner", j, []string{"токен места:", "место 1 (DEA, Policía Nacional, Картель Кали, Los Pepes)", "проверка: все скрытые ответы проверены: игра честная"}, `(?m)^открытый хеш: ([0-9a-f]{16})$`},
		{"host", h, []string{"anfitrión de \"", "para unirse:", "auditoría: todas las respuestas ocultas comprobadas: juego limpio"}, `(?m)^hash público: ([0-9a-f]{16})$`},
	} {
		exit, out := c.p.wait(t)
		if exit != 0 {
			t.Fatalf("the %s: exit %d:\n%s", c.name, exit, out)
		}
		for _, s := range c.says {
			if !strings.Contains(out, s) {
				t.Errorf("the %s does not say %q:\n%s", c.name, s, out)
			}
		}
		for _, english := range []string{"public hash:", "audit:", "hosting ", "session code:", "seat token:", "decision limit:", "joined ", "the game begins", "seat 0 (the Patrón)"} {
			if strings.Contains(out, english) {
				t.Errorf("the %s says %q in English:\n%s", c.name, english, out)
			}
		}
		m := regexp.MustCompile(c.hash).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("the %s printed no hash:\n%s", c.name, out)
		}
		hash[c.name] = m[1]
	}
	if hash["host"] != hash["joiner"] {
		t.Errorf("the host ends at %s, the joiner at %s", hash["host"], hash["joiner"])
	}
}
