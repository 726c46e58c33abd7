//go:build !js

// Package sqlite keeps the online server's store in one SQLite file (pure
// Go: modernc.org/sqlite), in WAL mode with synchronous=FULL: each commit
// is flushed to disk before it returns, so a power cut loses nothing
// acknowledged (NORMAL would keep the database whole but could lose the
// last commits). Appends are grouped: one writer goroutine commits every
// append waiting into one transaction, one flush for all of them.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"time"

	"patron/netplay/store"
	"patron/netplay/store/group"

	driver "modernc.org/sqlite" // registers the driver "sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// db is a store.Store in a SQLite file. Open puts it behind
// store.Checked, so its methods take their arguments as checked.
type db struct {
	w     *sql.DB // one connection: every write, in BEGIN IMMEDIATE transactions
	r     *sql.DB // readers, which WAL lets run beside the writer
	group *group.Committer

	// The group commit's statements, prepared once: compiling them
	// for each append cost a fifth of its time (seal keeps a Patrón's
	// sealed game with its move).
	grow, insert, seal *sql.Stmt

	ckpt           *sql.DB // the checkpointer's connection (checkpoint.go)
	quit, ckptDone chan struct{}
}

// batchMax bounds a group commit's transaction.
const batchMax = 512

// Open opens (creating if need be) the store in the file at path and
// brings its schema up to date. Several Opens of one file, in one process
// or several, share it safely: SQLite locks the file for each write.
func Open(path string) (store.Store, error) {
	pragmas := url.Values{}
	for _, p := range []string{"busy_timeout(30000)", "journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)",
		"wal_autocheckpoint(0)"} {
		pragmas.Add("_pragma", p)
	}
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + pragmas.Encode()
	w, err := sql.Open("sqlite", dsn+"&_txlock=immediate")
	if err != nil {
		return nil, err
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxIdleTime(0)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := whenFree(ctx, func() error { return migrate(ctx, w) }); err != nil {
		w.Close()
		return nil, fmt.Errorf("opening the store %s: %w", path, err)
	}
	r, err := sql.Open("sqlite", dsn)
	if err != nil {
		w.Close()
		return nil, err
	}
	r.SetMaxOpenConns(4)
	d := &db{w: w, r: r}
	if d.grow, err = w.PrepareContext(ctx, `UPDATE tables SET length = length + 1, version = version + 1,
		status = coalesce(nullif(?, ''), status), state = coalesce(?, state)
		WHERE id = ? AND length = ? RETURNING version`); err == nil {
		d.insert, err = w.PrepareContext(ctx, `INSERT INTO entries (table_id, seq, data) VALUES (?, ?, ?)`)
	}
	if err == nil {
		d.seal, err = w.PrepareContext(ctx, keepSealed)
	}
	if err != nil {
		d.r.Close()
		d.w.Close()
		return nil, err
	}
	if d.ckpt, err = sql.Open("sqlite", dsn); err != nil {
		d.r.Close()
		d.w.Close()
		return nil, err
	}
	d.ckpt.SetMaxOpenConns(1)
	d.quit, d.ckptDone = make(chan struct{}), make(chan struct{})
	go checkpointer(d.ckpt, d.quit, d.ckptDone)
	d.group = group.New(d.commit, batchMax)
	return store.Checked(d), nil
}

// whenFree runs f again while it finds the file locked beyond the busy
// timeout's reach: a new file turned to WAL by one connection is locked to
// the others without their waiting, so servers opening it at once would
// fail.
func whenFree(ctx context.Context, f func() error) error {
	for {
		err := f()
		var e *driver.Error
		if !errors.As(err, &e) || e.Code()&0xff != sqlite3.SQLITE_BUSY {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(time.Duration(5+rand.IntN(20)) * time.Millisecond):
		}
	}
}

// Close implements store.Store.
func (d *db) Close() error {
	d.group.Close()
	close(d.quit)
	<-d.ckptDone
	return errors.Join(d.ckpt.Close(), d.r.Close(), d.w.Close())
}

// CreateTable implements store.Store.
func (d *db) CreateTable(ctx context.Context, t store.Table) error {
	return d.write(ctx, t.ID, func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO tables (id, created, public, mode, status, config, state, version, length)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			t.ID, t.Created.UnixMicro(), t.Public, t.Mode, t.Status, t.Config, t.State, t.Version, t.Length)
		if err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed") {
			return fmt.Errorf("table %s: %w", t.ID, store.ErrExists)
		}
		return err
	})
}

const tableColumns = `id, created, public, mode, status, config, state, version, length`

func scanTable(row interface{ Scan(...any) error }) (store.Table, error) {
	var t store.Table
	var created int64
	err := row.Scan(&t.ID, &created, &t.Public, &t.Mode, &t.Status, &t.Config, &t.State, &t.Version, &t.Length)
	t.Created = time.UnixMicro(created).UTC()
	return t, err
}

// Table implements store.Store.
func (d *db) Table(ctx context.Context, id string) (store.Table, error) {
	t, err := scanTable(d.r.QueryRowContext(ctx, `SELECT `+tableColumns+` FROM tables WHERE id = ?`, id))
	if err == sql.ErrNoRows {
		return t, store.NoTable(id)
	}
	return t, err
}

// Tables implements store.Store.
func (d *db) Tables(ctx context.Context, f store.Filter) ([]store.Table, error) {
	q := `SELECT ` + tableColumns + ` FROM tables WHERE id > ?`
	args := []any{f.After}
	if f.Public != nil {
		q += ` AND public = ?`
		args = append(args, *f.Public)
	}
	if f.Mode != "" {
		q += ` AND mode = ?`
		args = append(args, f.Mode)
	}
	if len(f.Status) > 0 {
		q += ` AND status IN (?` + strings.Repeat(`, ?`, len(f.Status)-1) + `)`
		for _, s := range f.Status {
			args = append(args, s)
		}
	}
	q += ` ORDER BY id LIMIT ?`
	args = append(args, f.Limit)
	rows, err := d.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ts []store.Table
	for rows.Next() {
		t, err := scanTable(rows)
		if err != nil {
			return nil, err
		}
		ts = append(ts, t)
	}
	return ts, rows.Err()
}

// Update implements store.Store.
func (d *db) Update(ctx context.Context, id string, version int64, status string, state []byte) (int64, error) {
	var v int64
	err := d.write(ctx, id, func(ctx context.Context, tx *sql.Tx) error {
		err := tx.QueryRowContext(ctx, `UPDATE tables SET version = version + 1,
		status = coalesce(nullif(?, ''), status), state = coalesce(?, state)
		WHERE id = ? AND version = ? RETURNING version`, status, orNull(state), id, version).Scan(&v)
		if err == sql.ErrNoRows {
			return d.missOrConflict(ctx, tx, id, fmt.Sprintf("version %d", version))
		}
		return err
	})
	return v, err
}

// missOrConflict says why a guarded change of table id found no row.
func (d *db) missOrConflict(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, id, what string) error {
	var length int
	switch err := q.QueryRowContext(ctx, `SELECT length FROM tables WHERE id = ?`, id).Scan(&length); err {
	case nil:
		return store.Conflict(id, what)
	case sql.ErrNoRows:
		return store.NoTable(id)
	default:
		return err
	}
}

// Append implements store.Store: the entry joins the writer's next
// transaction.
func (d *db) Append(ctx context.Context, id string, seq int, data []byte, status string, state []byte) (int64, error) {
	return d.group.Append(ctx, id, seq, data, status, state)
}

// AppendSealed implements store.Store: the entry and the blob join the
// writer's next transaction.
func (d *db) AppendSealed(ctx context.Context, id string, seq int, data []byte, status string, state []byte, s store.Sealed) (int64, error) {
	return d.group.AppendSealed(ctx, id, seq, data, status, state, s)
}

// keepSealed keeps a sealed blob, over one of a lower At only.
const keepSealed = `INSERT INTO sealed (table_id, key, seat, at, data) VALUES (?, ?, ?, ?, ?)
	ON CONFLICT (table_id, key) DO UPDATE SET seat = excluded.seat, at = excluded.at, data = excluded.data
	WHERE excluded.at > sealed.at`

// Sealed implements store.Store.
func (d *db) Sealed(ctx context.Context, id, key string) (store.Sealed, error) {
	s := store.Sealed{Key: key}
	err := d.r.QueryRowContext(ctx, `SELECT seat, at, data FROM sealed WHERE table_id = ? AND key = ?`, id, key).Scan(&s.Seat, &s.At, &s.Data)
	if err == sql.ErrNoRows {
		return s, fmt.Errorf("table %s: no sealed blob for key %.8s…: %w", id, key, store.ErrNotFound)
	}
	return s, err
}

// commit writes one group of appends in one transaction.
func (d *db) commit(ctx context.Context, batch []*group.Append) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	tx, err := d.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	grow, insert, seal := tx.StmtContext(ctx, d.grow), tx.StmtContext(ctx, d.insert), tx.StmtContext(ctx, d.seal)
	for _, a := range batch {
		if f, ok := a.Op.(op); ok {
			// a refusal is this write's alone (SQLite undoes the one
			// statement and the transaction goes on); a failure is the
			// batch's
			if a.Err = f(ctx, tx); a.Err != nil && !refused(a.Err) {
				return a.Err
			}
			continue
		}
		err := grow.QueryRowContext(ctx, a.Status, orNull(a.State), a.ID, a.Seq).Scan(&a.Version)
		if err == sql.ErrNoRows {
			a.Err = d.missOrConflict(ctx, tx, a.ID, fmt.Sprintf("seq %d", a.Seq))
			continue
		}
		if err != nil {
			return err
		}
		if _, err := insert.ExecContext(ctx, a.ID, a.Seq, a.Data); err != nil {
			return err
		}
		if s := a.Sealed; s != nil {
			if _, err := seal.ExecContext(ctx, a.ID, s.Key, s.Seat, s.At, s.Data); err != nil {
				return err
			}
		}
	}
	return tx.Commit()
}

// op is a write other than an append, run in a group's transaction.
type op func(ctx context.Context, tx *sql.Tx) error

// write runs f in the writer's next group commit: a seat bound, a table
// made or changed, a player's record shares the flush to disk of the
// moves committed beside it, where each took the writer, and a flush, of
// its own while every table's moves waited behind it (3,000 joins while
// 1,000 tables play). id is the table written ("" for none).
func (d *db) write(ctx context.Context, id string, f op) error {
	return d.group.Do(ctx, &group.Append{ID: id, Op: f})
}

// refused reports whether err is the store's answer to one write (the
// table exists, or not, or changed meanwhile), not a failure.
func refused(err error) bool {
	return errors.Is(err, store.ErrExists) || errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrNotFound)
}

// Entries implements store.Store.
func (d *db) Entries(ctx context.Context, id string, from, limit int) ([]store.Entry, error) {
	// One read transaction, so the table's existence and its entries are
	// seen at one moment.
	tx, err := d.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var length int
	if err := tx.QueryRowContext(ctx, `SELECT length FROM tables WHERE id = ?`, id).Scan(&length); err == sql.ErrNoRows {
		return nil, store.NoTable(id)
	} else if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT seq, data FROM entries WHERE table_id = ? AND seq >= ? ORDER BY seq LIMIT ?`,
		id, from, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var es []store.Entry
	for rows.Next() {
		var e store.Entry
		if err := rows.Scan(&e.Seq, &e.Data); err != nil {
			return nil, err
		}
		es = append(es, e)
	}
	return es, rows.Err()
}

// orNull is a state to set, nil (which leaves the stored one) as SQL NULL.
func orNull(b []byte) any {
	if b == nil {
		return nil
	}
	return b
}

// Bind implements store.Store.
func (d *db) Bind(ctx context.Context, table string, seat int, key string) error {
	return d.write(ctx, table, func(ctx context.Context, tx *sql.Tx) error {
		var holder string
		switch err := tx.QueryRowContext(ctx, `SELECT key FROM seats WHERE table_id = ? AND seat = ?`, table, seat).Scan(&holder); {
		case err == nil && holder == key:
			return nil
		case err == nil:
			return fmt.Errorf("table %s seat %d is held by another key: %w", table, seat, store.ErrConflict)
		case err != sql.ErrNoRows:
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO seats (table_id, seat, key) VALUES (?, ?, ?)`, table, seat, key); err != nil {
			if strings.Contains(err.Error(), "FOREIGN KEY constraint failed") {
				return store.NoTable(table)
			}
			return err
		}
		return nil
	})
}

// Unbind implements store.Store.
func (d *db) Unbind(ctx context.Context, table string, seat int) error {
	return d.write(ctx, table, func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM seats WHERE table_id = ? AND seat = ?`, table, seat)
		return err
	})
}

// SeatsOf implements store.Store.
func (d *db) SeatsOf(ctx context.Context, key string) ([]store.SeatRef, error) {
	rows, err := d.r.QueryContext(ctx, `SELECT table_id, seat FROM seats WHERE key = ? ORDER BY table_id, seat`, key)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var refs []store.SeatRef
	for rows.Next() {
		var r store.SeatRef
		if err := rows.Scan(&r.Table, &r.Seat); err != nil {
			return nil, err
		}
		refs = append(refs, r)
	}
	return refs, rows.Err()
}

// Player implements store.Store.
func (d *db) Player(ctx context.Context, key string) ([]byte, error) {
	var data []byte
	err := d.r.QueryRowContext(ctx, `SELECT data FROM players WHERE key = ?`, key).Scan(&data)
	if err == sql.ErrNoRows {
		return nil, fmt.Errorf("player %s: %w", key, store.ErrNotFound)
	}
	return data, err
}

// PutPlayer implements store.Store.
func (d *db) PutPlayer(ctx context.Context, key string, data []byte) error {
	return d.write(ctx, "", func(ctx context.Context, tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO players (key, data) VALUES (?, ?)
		ON CONFLICT (key) DO UPDATE SET data = excluded.data`, key, data)
		return err
	})
}
