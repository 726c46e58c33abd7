//go:build !js

package server

import (
	"container/list"
	"time"
)

// expiring is a map whose items expire, holding at most max: when full,
// the expired go first and then the oldest, so whoever floods it pushes
// out old items and never grows the server's memory. Not safe for
// concurrent use: its owner locks.
type expiring[T any] struct {
	max   int
	items map[string]*list.Element
	order *list.List // oldest first
}

type expiringItem[T any] struct {
	key     string
	v       T
	expires time.Time
}

func newExpiring[T any](max int) expiring[T] {
	return expiring[T]{max: max, items: map[string]*list.Element{}, order: list.New()}
}

func (e *expiring[T]) put(key string, v T, expires, now time.Time) {
	if el, ok := e.items[key]; ok {
		e.remove(el)
	}
	if len(e.items) >= e.max {
		e.sweep(now)
	}
	for len(e.items) >= e.max {
		e.remove(e.order.Front())
	}
	e.items[key] = e.order.PushBack(&expiringItem[T]{key: key, v: v, expires: expires})
}

func (e *expiring[T]) get(key string, now time.Time) (T, bool) {
	var zero T
	el, ok := e.items[key]
	if !ok {
		return zero, false
	}
	it := el.Value.(*expiringItem[T])
	if !now.Before(it.expires) {
		e.remove(el)
		return zero, false
	}
	return it.v, true
}

// take gets and removes: a one-use item.
func (e *expiring[T]) take(key string, now time.Time) (T, bool) {
	v, ok := e.get(key, now)
	if el, there := e.items[key]; there {
		e.remove(el)
	}
	return v, ok
}

// sweep removes the expired items from the oldest on, up to the first
// that is not: each map's items live alike, so the oldest expire first.
// Going through all of them would cost a flood of puts into a full map
// the whole map each (a challenge flood from 250,000 addresses took
// minutes of CPU).
func (e *expiring[T]) sweep(now time.Time) {
	for el := e.order.Front(); el != nil && !now.Before(el.Value.(*expiringItem[T]).expires); el = e.order.Front() {
		e.remove(el)
	}
}

func (e *expiring[T]) remove(el *list.Element) {
	delete(e.items, el.Value.(*expiringItem[T]).key)
	e.order.Remove(el)
}
