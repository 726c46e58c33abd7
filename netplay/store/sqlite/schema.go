//go:build !js

package sqlite

import (
	"context"
	"database/sql"
	"fmt"
)

// migrations are the schema's versions in order: migrations[i] takes the
// database from version i to i+1. Append only; never edit one that shipped.
var migrations = []string{
	`CREATE TABLE tables (
		id      TEXT PRIMARY KEY,
		created INTEGER NOT NULL, -- Unix microseconds
		public  INTEGER NOT NULL,
		mode    TEXT NOT NULL,
		status  TEXT NOT NULL,
		config  BLOB NOT NULL,
		state   BLOB NOT NULL,
		version INTEGER NOT NULL,
		length  INTEGER NOT NULL
	); -- a rowid table: its rows hold blobs up to a MiB, too large for WITHOUT ROWID
	CREATE INDEX tables_status ON tables (status, id);
	CREATE TABLE entries (
		table_id TEXT NOT NULL REFERENCES tables (id),
		seq      INTEGER NOT NULL,
		data     BLOB NOT NULL,
		PRIMARY KEY (table_id, seq)
	) WITHOUT ROWID;
	CREATE TABLE seats (
		table_id TEXT NOT NULL REFERENCES tables (id),
		seat     INTEGER NOT NULL,
		key      TEXT NOT NULL,
		PRIMARY KEY (table_id, seat)
	) WITHOUT ROWID;
	CREATE INDEX seats_key ON seats (key, table_id, seat);
	CREATE TABLE players (
		key  TEXT PRIMARY KEY,
		data BLOB NOT NULL
	) WITHOUT ROWID;`,
	// 2: the blobs a player's computer sealed for itself (the Patrón's
	// secrets), one for each table and key.
	`CREATE TABLE sealed (
		table_id TEXT NOT NULL REFERENCES tables (id),
		key      TEXT NOT NULL,
		seat     INTEGER NOT NULL,
		at       INTEGER NOT NULL,
		data     BLOB NOT NULL,
		PRIMARY KEY (table_id, key)
	);`,
}

// migrate brings the schema to the newest version in one transaction
// (BEGIN IMMEDIATE: a second server opening the same file waits).
func migrate(ctx context.Context, db *sql.DB) error {
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	var v int
	switch err := tx.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&v); err {
	case nil:
	case sql.ErrNoRows:
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version VALUES (0)`); err != nil {
			return err
		}
	default:
		return err
	}
	if v > len(migrations) {
		return fmt.Errorf("the database's schema is version %d, newer than this server's %d: run a newer server", v, len(migrations))
	}
	for ; v < len(migrations); v++ {
		if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
			return fmt.Errorf("schema version %d: %w", v+1, err)
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET version = ?`, v); err != nil {
		return err
	}
	return tx.Commit()
}
