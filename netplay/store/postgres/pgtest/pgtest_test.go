//go:build !js

package pgtest

import (
	"context"
	"os"
	"strings"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Without PostgreSQL, the message says which Debian package to install
// and how to skip instead.
func TestNotInstalled(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	_, err := binaries("/nonexistent/*/bin/initdb")
	if err == nil {
		t.Fatal("binaries found PostgreSQL where there is none")
	}
	for _, want := range []string{"apt-get install postgresql", NoPostgres + "=1"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the error %q does not say %q", err, want)
		}
	}
}

// A server starts, gives each caller a database of its own, and leaves
// nothing behind when it stops: no process, no folder.
func TestStartStop(t *testing.T) {
	if os.Getenv(NoPostgres) == "1" {
		t.Skip(NoPostgres + "=1")
	}
	s, err := Start()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var names []string
	for range 2 {
		url, err := s.Database()
		if err != nil {
			t.Fatal(err)
		}
		conn, err := pgx.Connect(ctx, url)
		if err != nil {
			t.Fatal(err)
		}
		var name string
		if err := conn.QueryRow(ctx, `SELECT current_database()`).Scan(&name); err != nil {
			t.Fatal(err)
		}
		conn.Close(ctx)
		names = append(names, name)
	}
	if names[0] == names[1] {
		t.Errorf("two databases with one name, %s", names[0])
	}
	pid := s.cmd.Process.Pid
	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.dir); !os.IsNotExist(err) {
		t.Errorf("the server's folder is still there (%v)", err)
	}
	if err := syscall.Kill(pid, 0); err == nil {
		t.Errorf("postgres (pid %d) still runs", pid)
	}
}
