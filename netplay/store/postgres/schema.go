//go:build !js

package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// migrations are the schema's versions in order: migrations[i] takes the
// database from version i to i+1. Append only; never edit one that shipped.
// IDs and keys compare byte by byte (COLLATE "C") whatever the database's
// locale, so tables list in the same order as in SQLite.
var migrations = []string{
	`CREATE TABLE tables (
		id      TEXT COLLATE "C" PRIMARY KEY,
		created TIMESTAMPTZ NOT NULL,
		public  BOOLEAN NOT NULL,
		mode    TEXT NOT NULL,
		status  TEXT NOT NULL,
		config  BYTEA NOT NULL,
		state   BYTEA NOT NULL,
		version BIGINT NOT NULL,
		length  INTEGER NOT NULL
	);
	CREATE INDEX tables_status ON tables (status, id);
	CREATE TABLE entries (
		table_id TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
		seq      INTEGER NOT NULL,
		data     BYTEA NOT NULL,
		PRIMARY KEY (table_id, seq)
	);
	CREATE TABLE seats (
		table_id TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
		seat     INTEGER NOT NULL,
		key      TEXT COLLATE "C" NOT NULL,
		PRIMARY KEY (table_id, seat)
	);
	CREATE INDEX seats_key ON seats (key, table_id, seat);
	CREATE TABLE players (
		key  TEXT COLLATE "C" PRIMARY KEY,
		data BYTEA NOT NULL
	);`,
	// 2: the blobs a player's computer sealed for itself (the Patrón's
	// secrets), one for each table and key.
	`CREATE TABLE sealed (
		table_id TEXT COLLATE "C" NOT NULL REFERENCES tables (id),
		key      TEXT COLLATE "C" NOT NULL,
		seat     INTEGER NOT NULL,
		at       INTEGER NOT NULL,
		data     BYTEA NOT NULL,
		PRIMARY KEY (table_id, key)
	);`,
}

// migrateLock is the advisory lock that makes servers opening one database
// at once migrate it one after the other.
const migrateLock = 0x7061_7472_6f6e // "patron"

// migrate brings the schema to the newest version in one transaction.
func migrate(ctx context.Context, pool *pgxpool.Pool) error {
	return pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrateLock)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
			return err
		}
		var v int
		switch err := tx.QueryRow(ctx, `SELECT version FROM schema_version`).Scan(&v); {
		case errors.Is(err, pgx.ErrNoRows):
			if _, err := tx.Exec(ctx, `INSERT INTO schema_version VALUES (0)`); err != nil {
				return err
			}
		case err != nil:
			return err
		}
		if v > len(migrations) {
			return fmt.Errorf("the database's schema is version %d, newer than this server's %d: run a newer server", v, len(migrations))
		}
		for ; v < len(migrations); v++ {
			if _, err := tx.Exec(ctx, migrations[v]); err != nil {
				return fmt.Errorf("schema version %d: %w", v+1, err)
			}
		}
		_, err := tx.Exec(ctx, `UPDATE schema_version SET version = $1`, v)
		return err
	})
}
