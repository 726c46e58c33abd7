package store

import (
	"context"
	"errors"
	"sync/atomic"
)

// Checked puts s behind the checks every Store makes before it touches its
// database: the bounds of what it is given (ErrInvalid, CheckTable and the
// others) and whether it was closed (ErrClosed). Each implementation's Open
// returns its database so wrapped, and its own methods take their
// arguments as checked and normalised: a table as CheckTable returns it, a
// Filter's Limit set, Entries' from at least 0 and max a PageSize, an
// entry's or a record's nil data as empty.
func Checked(s Store) Store { return &checked{s: s} }

type checked struct {
	s      Store
	closed atomic.Bool
}

// open is ErrClosed once Close was called.
func (c *checked) open() error {
	if c.closed.Load() {
		return ErrClosed
	}
	return nil
}

func (c *checked) CreateTable(ctx context.Context, t Table) error {
	t, err := CheckTable(t)
	if err = errors.Join(err, c.open()); err != nil {
		return err
	}
	return c.s.CreateTable(ctx, t)
}

func (c *checked) Table(ctx context.Context, id string) (Table, error) {
	if err := errors.Join(CheckID(id), c.open()); err != nil {
		return Table{}, err
	}
	return c.s.Table(ctx, id)
}

func (c *checked) Tables(ctx context.Context, f Filter) ([]Table, error) {
	limit, err := CheckFilter(f)
	if err = errors.Join(err, c.open()); err != nil {
		return nil, err
	}
	f.Limit = limit
	return c.s.Tables(ctx, f)
}

func (c *checked) Update(ctx context.Context, id string, version int64, status string, state []byte) (int64, error) {
	if err := errors.Join(CheckChange(id, status, state), c.open()); err != nil {
		return 0, err
	}
	return c.s.Update(ctx, id, version, status, state)
}

func (c *checked) Append(ctx context.Context, id string, seq int, data []byte, status string, state []byte) (int64, error) {
	if err := errors.Join(CheckAppend(id, seq, data, status, state), c.open()); err != nil {
		return 0, err
	}
	return c.s.Append(ctx, id, seq, orEmpty(data), status, state)
}

func (c *checked) AppendSealed(ctx context.Context, id string, seq int, data []byte, status string, state []byte, s Sealed) (int64, error) {
	if err := errors.Join(CheckAppend(id, seq, data, status, state), CheckSealed(s), c.open()); err != nil {
		return 0, err
	}
	s.At = seq + 1
	return c.s.AppendSealed(ctx, id, seq, orEmpty(data), status, state, s)
}

func (c *checked) Sealed(ctx context.Context, id, key string) (Sealed, error) {
	if err := errors.Join(CheckID(id), CheckKey(key), c.open()); err != nil {
		return Sealed{}, err
	}
	return c.s.Sealed(ctx, id, key)
}

func (c *checked) Entries(ctx context.Context, id string, from, max int) ([]Entry, error) {
	if err := errors.Join(CheckID(id), c.open()); err != nil {
		return nil, err
	}
	return c.s.Entries(ctx, id, max0(from), PageSize(max))
}

func max0(n int) int { return max(n, 0) }

func (c *checked) Bind(ctx context.Context, table string, seat int, key string) error {
	if err := errors.Join(CheckID(table), CheckSeat(seat), CheckKey(key), c.open()); err != nil {
		return err
	}
	return c.s.Bind(ctx, table, seat, key)
}

func (c *checked) Unbind(ctx context.Context, table string, seat int) error {
	if err := errors.Join(CheckID(table), CheckSeat(seat), c.open()); err != nil {
		return err
	}
	return c.s.Unbind(ctx, table, seat)
}

func (c *checked) SeatsOf(ctx context.Context, key string) ([]SeatRef, error) {
	if err := errors.Join(CheckKey(key), c.open()); err != nil {
		return nil, err
	}
	return c.s.SeatsOf(ctx, key)
}

func (c *checked) Player(ctx context.Context, key string) ([]byte, error) {
	if err := errors.Join(CheckKey(key), c.open()); err != nil {
		return nil, err
	}
	return c.s.Player(ctx, key)
}

func (c *checked) PutPlayer(ctx context.Context, key string, data []byte) error {
	if err := errors.Join(CheckKey(key), CheckBlob("player's record", data), c.open()); err != nil {
		return err
	}
	return c.s.PutPlayer(ctx, key, orEmpty(data))
}

func (c *checked) Close() error {
	if c.closed.Swap(true) {
		return ErrClosed
	}
	return c.s.Close()
}

// orEmpty is data, nil as empty: an empty entry or record is not a
// missing one.
func orEmpty(data []byte) []byte {
	if data == nil {
		return []byte{}
	}
	return data
}
