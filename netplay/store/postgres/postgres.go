//go:build !js

// Package postgres keeps the online server's store in PostgreSQL
// (github.com/jackc/pgx/v5, a pool of connections), for a server started
// with --db postgres://…, and later for several servers sharing one
// database. A commit returns once PostgreSQL has flushed it
// (synchronous_commit is on for the store's connections). Appends are grouped as in SQLite:
// one transaction, sent in one round trip, holds every append waiting.
package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"patron/netplay/store"
	"patron/netplay/store/group"
)

// db is a store.Store in a PostgreSQL database. Open puts it behind
// store.Checked, so its methods take their arguments as checked.
type db struct {
	pool  *pgxpool.Pool
	group *group.Committer
}

// batchMax bounds a group commit's transaction.
const batchMax = 512

// Open connects to the database at url (postgres://user@host/db?…, with
// pgx's pool settings such as pool_max_conns) and brings its schema up to
// date, creating it if need be.
func Open(ctx context.Context, url string) (store.Store, error) {
	config, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, err
	}
	// A commit is durable before it returns whatever the server's default
	// (an operator's synchronous_commit=off would lose the last ones in a
	// crash), unless the URL itself asks for another level.
	if _, set := config.ConnConfig.RuntimeParams["synchronous_commit"]; !set {
		config.ConnConfig.RuntimeParams["synchronous_commit"] = "on"
	}
	pool, err := pgxpool.NewWithConfig(ctx, config)
	if err != nil {
		return nil, err
	}
	if err := migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, fmt.Errorf("opening the store: %w", err)
	}
	d := &db{pool: pool}
	d.group = group.New(d.commit, batchMax)
	return store.Checked(d), nil
}

// Close implements store.Store.
func (d *db) Close() error {
	d.group.Close()
	d.pool.Close()
	return nil
}

// is says whether err is PostgreSQL's error of that SQLSTATE.
func is(err error, code string) bool {
	var pg *pgconn.PgError
	return errors.As(err, &pg) && pg.Code == code
}

const (
	uniqueViolation     = "23505"
	foreignKeyViolation = "23503"
)

// CreateTable implements store.Store.
func (d *db) CreateTable(ctx context.Context, t store.Table) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO tables (id, created, public, mode, status, config, state, version, length)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
		t.ID, t.Created, t.Public, t.Mode, t.Status, t.Config, t.State, t.Version, t.Length)
	if is(err, uniqueViolation) {
		return fmt.Errorf("table %s: %w", t.ID, store.ErrExists)
	}
	return err
}

const tableColumns = `id, created, public, mode, status, config, state, version, length`

func scanTable(row pgx.Row) (store.Table, error) {
	var t store.Table
	err := row.Scan(&t.ID, &t.Created, &t.Public, &t.Mode, &t.Status, &t.Config, &t.State, &t.Version, &t.Length)
	t.Created = t.Created.UTC()
	return t, err
}

// Table implements store.Store.
func (d *db) Table(ctx context.Context, id string) (store.Table, error) {
	t, err := scanTable(d.pool.QueryRow(ctx, `SELECT `+tableColumns+` FROM tables WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return t, store.NoTable(id)
	}
	return t, err
}

// Tables implements store.Store.
func (d *db) Tables(ctx context.Context, f store.Filter) ([]store.Table, error) {
	q := `SELECT ` + tableColumns + ` FROM tables WHERE id > $1`
	args := []any{f.After}
	if f.Public != nil {
		args = append(args, *f.Public)
		q += fmt.Sprintf(` AND public = $%d`, len(args))
	}
	if f.Mode != "" {
		args = append(args, f.Mode)
		q += fmt.Sprintf(` AND mode = $%d`, len(args))
	}
	if len(f.Status) > 0 {
		args = append(args, f.Status)
		q += fmt.Sprintf(` AND status = ANY($%d)`, len(args))
	}
	args = append(args, f.Limit)
	q += fmt.Sprintf(` ORDER BY id LIMIT $%d`, len(args))
	rows, err := d.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(r pgx.CollectableRow) (store.Table, error) { return scanTable(r) })
}

// Update implements store.Store.
func (d *db) Update(ctx context.Context, id string, version int64, status string, state []byte) (int64, error) {
	var v int64
	err := d.pool.QueryRow(ctx, `UPDATE tables SET version = version + 1,
		status = coalesce(nullif($1, ''), status), state = coalesce($2, state)
		WHERE id = $3 AND version = $4 RETURNING version`, status, state, id, version).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, missOrConflict(ctx, d.pool, id, fmt.Sprintf("version %d", version))
	}
	return v, err
}

// missOrConflict says why a guarded change of table id found no row.
func missOrConflict(ctx context.Context, q interface {
	QueryRow(context.Context, string, ...any) pgx.Row
}, id, what string) error {
	var length int
	switch err := q.QueryRow(ctx, `SELECT length FROM tables WHERE id = $1`, id).Scan(&length); {
	case err == nil:
		return store.Conflict(id, what)
	case errors.Is(err, pgx.ErrNoRows):
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
const keepSealed = `INSERT INTO sealed (table_id, key, seat, at, data) VALUES ($1, $2, $3, $4, $5)
	ON CONFLICT (table_id, key) DO UPDATE SET seat = excluded.seat, at = excluded.at, data = excluded.data
	WHERE excluded.at > sealed.at`

// Sealed implements store.Store.
func (d *db) Sealed(ctx context.Context, id, key string) (store.Sealed, error) {
	s := store.Sealed{Key: key}
	err := d.pool.QueryRow(ctx, `SELECT seat, at, data FROM sealed WHERE table_id = $1 AND key = $2`, id, key).Scan(&s.Seat, &s.At, &s.Data)
	if errors.Is(err, pgx.ErrNoRows) {
		return s, fmt.Errorf("table %s: no sealed blob for key %.8s…: %w", id, key, store.ErrNotFound)
	}
	return s, err
}

// lockTables locks a batch's tables in the order of their IDs, the same
// for every server, so that two servers' batches never deadlock.
const lockTables = `SELECT 1 FROM tables WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`

// appendRound grows each log of a round (one append a table at most) by
// one entry where the seq given is its length, and returns those tables'
// new versions; a table whose length is not its seq (or no table) gives
// no row. One statement for the whole round: PostgreSQL plans and runs it
// once, not once an append.
const appendRound = `WITH input AS (
		SELECT id COLLATE "C" AS id, seq, data, status, state
		FROM unnest($1::text[], $2::integer[], $3::bytea[], $4::text[], $5::bytea[]) AS i (id, seq, data, status, state)),
	grown AS (
		UPDATE tables t SET length = t.length + 1, version = t.version + 1,
			status = coalesce(nullif(i.status, ''), t.status), state = coalesce(i.state, t.state)
		FROM input i WHERE t.id = i.id AND t.length = i.seq
		RETURNING t.id, t.version),
	added AS (
		INSERT INTO entries (table_id, seq, data)
		SELECT i.id, i.seq, i.data FROM input i JOIN grown g ON g.id = i.id)
	SELECT id, version FROM grown`

// commit writes one group of appends in one transaction, its statements
// sent together in one round trip.
func (d *db) commit(ctx context.Context, batch []*group.Append) error {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	rounds := inRounds(batch)
	return pgx.BeginFunc(ctx, d.pool, func(tx pgx.Tx) error {
		var b pgx.Batch
		b.Queue(lockTables, rounds[0].ids)
		for _, r := range rounds {
			b.Queue(appendRound, r.ids, r.seqs, r.datas, r.statuses, r.states)
		}
		results := tx.SendBatch(ctx, &b)
		_, err := results.Exec()
		for _, r := range rounds {
			if err != nil {
				break
			}
			err = r.read(results)
		}
		if err := errors.Join(err, results.Close()); err != nil {
			return err
		}
		for _, r := range rounds {
			for _, a := range r.appends {
				if a.Version != 0 { // written: a version is 2 or more
					continue
				}
				a.Err = missOrConflict(ctx, tx, a.ID, fmt.Sprintf("seq %d", a.Seq))
				if !errors.Is(a.Err, store.ErrConflict) && !errors.Is(a.Err, store.ErrNotFound) {
					return a.Err
				}
			}
		}
		return keepSealeds(ctx, tx, batch)
	})
}

// keepSealeds keeps the sealed blobs of the batch's appends that were
// written, in the same transaction. Few appends carry one (a person's
// Patrón's moves), so each is a statement of its own.
func keepSealeds(ctx context.Context, tx pgx.Tx, batch []*group.Append) error {
	for _, a := range batch {
		if s := a.Sealed; s != nil && a.Err == nil && a.Version != 0 {
			if _, err := tx.Exec(ctx, keepSealed, a.ID, s.Key, s.Seat, s.At, s.Data); err != nil {
				return err
			}
		}
	}
	return nil
}

// round is the appends of a batch that one statement writes: one a
// table at most, since a statement updates a row once.
type round struct {
	appends  []*group.Append
	ids      []string
	seqs     []int32
	datas    [][]byte
	statuses []string
	states   [][]byte
}

// inRounds cuts a batch into rounds: the first append of each table, then
// the second of each, and so on (a table's appends in order of seq, as the
// batch has them).
func inRounds(batch []*group.Append) []*round {
	var rounds []*round
	nth := map[string]int{}
	for _, a := range batch {
		n := nth[a.ID]
		nth[a.ID]++
		if n == len(rounds) {
			rounds = append(rounds, &round{})
		}
		r := rounds[n]
		r.appends = append(r.appends, a)
		r.ids = append(r.ids, a.ID)
		r.seqs = append(r.seqs, int32(a.Seq))
		r.datas = append(r.datas, a.Data)
		r.statuses = append(r.statuses, a.Status)
		r.states = append(r.states, a.State)
	}
	return rounds
}

// read sets the version of each append the round's statement wrote.
func (r *round) read(results pgx.BatchResults) error {
	rows, err := results.Query()
	if err != nil {
		return err
	}
	versions := map[string]int64{}
	for rows.Next() {
		var id string
		var v int64
		if err := rows.Scan(&id, &v); err != nil {
			rows.Close()
			return err
		}
		versions[id] = v
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for _, a := range r.appends {
		a.Version = versions[a.ID]
	}
	return nil
}

// Entries implements store.Store.
func (d *db) Entries(ctx context.Context, id string, from, limit int) ([]store.Entry, error) {
	// The table's row comes along with its entries (a LEFT JOIN), so one
	// statement tells a table without entries from no table at all.
	rows, err := d.pool.Query(ctx, `SELECT e.seq, e.data FROM tables t
		LEFT JOIN LATERAL (SELECT seq, data FROM entries WHERE table_id = t.id AND seq >= $2 ORDER BY seq LIMIT $3) e ON true
		WHERE t.id = $1 ORDER BY e.seq`, id, from, limit)
	if err != nil {
		return nil, err
	}
	var es []store.Entry
	found := false
	for rows.Next() {
		found = true
		var seq *int
		var data []byte
		if err := rows.Scan(&seq, &data); err != nil {
			rows.Close()
			return nil, err
		}
		if seq != nil {
			es = append(es, store.Entry{Seq: *seq, Data: data})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if !found {
		return nil, store.NoTable(id)
	}
	return es, nil
}

// Bind implements store.Store.
func (d *db) Bind(ctx context.Context, table string, seat int, key string) error {
	// The seat goes to key unless someone holds it; the row says who does
	// either way (an update that changes nothing, so that it is returned).
	var holder string
	err := d.pool.QueryRow(ctx, `INSERT INTO seats (table_id, seat, key) VALUES ($1, $2, $3)
		ON CONFLICT (table_id, seat) DO UPDATE SET key = seats.key RETURNING key`, table, seat, key).Scan(&holder)
	switch {
	case is(err, foreignKeyViolation):
		return store.NoTable(table)
	case err != nil:
		return err
	case holder != key:
		return fmt.Errorf("table %s seat %d is held by another key: %w", table, seat, store.ErrConflict)
	}
	return nil
}

// Unbind implements store.Store.
func (d *db) Unbind(ctx context.Context, table string, seat int) error {
	_, err := d.pool.Exec(ctx, `DELETE FROM seats WHERE table_id = $1 AND seat = $2`, table, seat)
	return err
}

// SeatsOf implements store.Store.
func (d *db) SeatsOf(ctx context.Context, key string) ([]store.SeatRef, error) {
	rows, err := d.pool.Query(ctx, `SELECT table_id, seat FROM seats WHERE key = $1 ORDER BY table_id, seat`, key)
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, pgx.RowToStructByPos[store.SeatRef])
}

// Player implements store.Store.
func (d *db) Player(ctx context.Context, key string) ([]byte, error) {
	var data []byte
	err := d.pool.QueryRow(ctx, `SELECT data FROM players WHERE key = $1`, key).Scan(&data)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("player %s: %w", key, store.ErrNotFound)
	}
	return data, err
}

// PutPlayer implements store.Store.
func (d *db) PutPlayer(ctx context.Context, key string, data []byte) error {
	_, err := d.pool.Exec(ctx, `INSERT INTO players (key, data) VALUES ($1, $2)
		ON CONFLICT (key) DO UPDATE SET data = excluded.data`, key, data)
	return err
}
