package storetest

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// childEnv, set, makes the test binary the kill test's child: it appends
// to the database the variable names until it is killed.
const childEnv = "PATRON_STORE_KILL_CHILD"

const (
	killTables = 8
	killRounds = 3
)

// Child makes the test binary the kill test's child when it was started as
// one (and then never returns); otherwise it returns at once. A package
// that runs the suite calls it first thing in its TestMain.
func Child(b Backend) {
	where := os.Getenv(childEnv)
	if where == "" {
		return
	}
	if err := appendUntilKilled(b, where); err != nil {
		fmt.Fprintln(os.Stderr, "kill test child:", err)
		os.Exit(2)
	}
	os.Exit(3) // never killed: the parent fails
}

// appendUntilKilled appends to every kill table at once, printing "table
// seq" on stdout as soon as each append is acknowledged.
func appendUntilKilled(b Backend, where string) error {
	s, err := b.Open(where)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	var out sync.Mutex
	errs := make(chan error, killTables)
	for i := range killTables {
		id := fmt.Sprintf("k%d", i)
		go func() {
			tb, err := s.Table(ctx, id)
			if err != nil {
				errs <- err
				return
			}
			for seq := tb.Length; ; seq++ {
				if _, err := s.Append(ctx, id, seq, killPayload(id, seq), "playing", killState(seq)); err != nil {
					errs <- fmt.Errorf("append %s %d: %w", id, seq, err)
					return
				}
				out.Lock()
				_, err := fmt.Fprintf(os.Stdout, "%s %d\n", id, seq)
				out.Unlock()
				if err != nil {
					errs <- err
					return
				}
			}
		}()
	}
	select {
	case err := <-errs:
		return err
	case <-ctx.Done():
		return nil
	}
}

func killPayload(id string, seq int) []byte {
	return fmt.Appendf(payload(id, seq), "%s", strings.Repeat("·", 100))
}

func killState(seq int) []byte { return fmt.Appendf(nil, `{"last":%d}`, seq) }

// testKill runs a child process appending to several tables, kills it with
// SIGKILL at a random moment, three times over, and then finds every
// acknowledged entry in the database, each table's state the one written
// with its last entry.
func testKill(t *testing.T, b Backend) {
	if testing.Short() {
		t.Skip("the kill test runs child processes (not with -short)")
	}
	where, ctx := b.New(t), ctxFor(t)
	s := open(t, b, where)
	for i := range killTables {
		create(t, ctx, s, table(fmt.Sprintf("k%d", i)))
	}
	s.Close()
	acked := map[string]int{} // the highest seq acknowledged, by table
	for round := range killRounds {
		n := killChild(t, where, acked)
		t.Logf("round %d: killed after %d acknowledged appends", round, n)
	}
	s = open(t, b, where)
	for i := range killTables {
		id := fmt.Sprintf("k%d", i)
		tb, err := s.Table(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		last, ok := acked[id]
		if !ok {
			last = -1
		}
		if tb.Length <= last {
			t.Errorf("table %s: length %d after seq %d was acknowledged", id, tb.Length, last)
		}
		// Every entry written is whole, acknowledged or not (a child
		// killed between the commit and its print leaves one more).
		log := make([][]byte, tb.Length)
		for seq := range log {
			log[seq] = killPayload(id, seq)
		}
		checkLog(t, ctx, s, id, log)
		if tb.Length > 0 {
			wantTable(t, s, id, "playing", string(killState(tb.Length-1)), int64(1+tb.Length))
		}
	}
}

// killChild runs one child, kills it at a random moment once it has
// acknowledged some appends, and records what it acknowledged.
func killChild(t *testing.T, where string, acked map[string]int) int {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+where)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	n := 0
	round := map[string]bool{} // the tables this child acknowledged an append of
	record := func(line string) {
		var id string
		var seq int
		if _, err := fmt.Sscanf(line, "%s %d", &id, &seq); err != nil {
			t.Fatalf("the child printed %q", line)
		}
		// Within a round, one seq after the other; a new round may skip
		// the one its killed parent committed but did not print.
		if last, ok := acked[id]; ok && (seq <= last || round[id] && seq != last+1) {
			t.Errorf("the child acknowledged %s %d after %d", id, seq, last)
		}
		acked[id], round[id] = seq, true
		n++
	}
	// Let it run a random while after its first acknowledgement, so the
	// kill falls anywhere in a commit.
	select {
	case line, ok := <-lines:
		if !ok {
			cmd.Wait()
			t.Fatalf("the child acknowledged nothing (does TestMain call storetest.Child?): %s", stderr.String())
		}
		record(line)
	case <-time.After(time.Minute):
		cmd.Process.Kill()
		t.Fatal("the child acknowledged nothing in a minute")
	}
	deadline := time.After(time.Duration(20+rand.IntN(400)) * time.Millisecond)
	for killed := false; ; {
		select {
		case line, ok := <-lines:
			if !ok {
				err := cmd.Wait()
				if ws, isExit := cmd.ProcessState.Sys().(syscall.WaitStatus); !killed || !isExit || ws.Signal() != syscall.SIGKILL {
					t.Fatalf("the child ended by itself (%v): %s", err, stderr.String())
				}
				return n
			}
			record(line) // what it printed before it died was acknowledged
		case <-deadline:
			if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
				t.Fatal(err)
			}
			killed, deadline = true, nil
		}
	}
}
