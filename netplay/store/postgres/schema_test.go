//go:build !js

package postgres_test

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"patron/netplay/store/postgres"
	"patron/netplay/store/postgres/pgtest"
)

// The schema is made once, its version kept in one row, even by servers
// opening one new database at once; a database whose schema is newer than
// this server's is refused rather than used.
func TestSchemaVersion(t *testing.T) {
	url, ctx := pgtest.Database(t), context.Background()
	errs := make(chan error, 4)
	for range 4 {
		go func() {
			s, err := postgres.Open(ctx, url)
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
	raw, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close(ctx)
	var rows, version int
	if err := raw.QueryRow(ctx, `SELECT count(*), max(version) FROM schema_version`).Scan(&rows, &version); err != nil {
		t.Fatal(err)
	}
	if rows != 1 || version != 2 {
		t.Errorf("schema_version holds %d rows, version %d; want 1 row, version 2", rows, version)
	}
	if _, err := raw.Exec(ctx, `UPDATE schema_version SET version = 99`); err != nil {
		t.Fatal(err)
	}
	if s, err := postgres.Open(ctx, url); err == nil || !strings.Contains(err.Error(), "newer") {
		t.Errorf("Open of a database of schema version 99: %v", err)
		if err == nil {
			s.Close()
		}
	}
}
