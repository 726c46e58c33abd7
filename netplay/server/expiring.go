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

// keepAtMost removes the oldest items that match beyond the newest n.
func (e *expiring[T]) keepAtMost(n int, match func(T) bool) {
	kept := 0
	for el := e.order.Back(); el != nil; {
		prev := el.Prev()
		if match(el.Value.(*expiringItem[T]).v) {
			if kept++; kept > n {
				e.remove(el)
			}
		}
		el = prev
	}
}

// sweep removes the expired items.
func (e *expiring[T]) sweep(now time.Time) {
	for el := e.order.Front(); el != nil; {
		next := el.Next()
		if !now.Before(el.Value.(*expiringItem[T]).expires) {
			e.remove(el)
		}
		el = next
	}
}

func (e *expiring[T]) remove(el *list.Element) {
	delete(e.items, el.Value.(*expiringItem[T]).key)
	e.order.Remove(el)
}
