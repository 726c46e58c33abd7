//go:build !js

package sqlite_test

import (
	"database/sql"
	"path/filepath"
	"strings"
	"testing"

	"patron/netplay/store/sqlite"
)

// The schema is made once, its version kept in one row, even by servers
// opening one new file at once; a database whose schema is newer than
// this server's is refused rather than used.
func TestSchemaVersion(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			s, err := sqlite.Open(path)
			if err == nil {
				s.Close()
			}
			errs <- err
		}()
	}
	for range 4 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	raw, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	var rows, version int
	if err := raw.QueryRow(`SELECT count(*), max(version) FROM schema_version`).Scan(&rows, &version); err != nil {
		t.Fatal(err)
	}
	if rows != 1 || version != 2 {
		t.Errorf("schema_version holds %d rows, version %d; want 1 row, version 2", rows, version)
	}
	if _, err := raw.Exec(`UPDATE schema_version SET version = 99`); err != nil {
		t.Fatal(err)
	}
	if s, err := sqlite.Open(path); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("Open of a database of schema version 99: %v", err)
		if err == nil {
			s.Close()
		}
	}
}
