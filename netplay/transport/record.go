package transport

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
)

// Recording what a machine receives, for the secrecy test between
// processes (docs/netplay.md, "What the bytes show"): every byte read from
// every connection's stream, raw and in order, below the framing and the
// session, so that nothing a peer sent is missed. It is off unless
// RecordTo is called (the LAN commands call it when PATRON_WIRE_RECORD
// names a file); off, a connection pays one atomic load when it opens.
//
// The record is a run of chunks: the connection's number (4 bytes, in the
// order connections opened in this process, from 1), the chunk's length
// (4 bytes), the bytes as read. Each connection's chunks, put end to end,
// are its stream: frames of a 4-byte length and a body (wire.Read).
// Number 0 holds the datagrams received (RecordDatagram), one a chunk.

// recorder is where chunks go, nil when off.
var recorder atomic.Pointer[recordSink]

type recordSink struct {
	mu    sync.Mutex
	w     io.Writer
	conns atomic.Uint32
	err   error // the first write that failed: recording stops
}

// RecordTo records every byte this process's connections read into w, from
// the connections opened after the call; nil stops it. Writes to w are
// serialised: it needs no lock of its own.
func RecordTo(w io.Writer) {
	if w == nil {
		recorder.Store(nil)
		return
	}
	recorder.Store(&recordSink{w: w})
}

// recorded wraps a link so that its reads are recorded, when recording is
// on.
func recorded(l link) link {
	s := recorder.Load()
	if s == nil {
		return l
	}
	return &recordedLink{link: l, sink: s, id: s.conns.Add(1)}
}

type recordedLink struct {
	link
	sink *recordSink
	id   uint32
}

func (r *recordedLink) Read(p []byte) (int, error) {
	n, err := r.link.Read(p)
	if n > 0 {
		r.sink.write(r.id, p[:n])
	}
	return n, err
}

func (s *recordSink) write(id uint32, p []byte) {
	var head [8]byte
	binary.BigEndian.PutUint32(head[:4], id)
	binary.BigEndian.PutUint32(head[4:], uint32(len(p)))
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return
	}
	// One write per chunk: a process killed between two leaves whole chunks.
	if _, err := s.w.Write(append(head[:], p...)); err != nil {
		s.err = err
	}
}

// Datagrams is the connection number under which RecordDatagram records:
// each chunk is one datagram received (discovery's answers and queries).
const Datagrams = 0

// RecordDatagram records one datagram this process received, when
// recording is on.
func RecordDatagram(p []byte) {
	if s := recorder.Load(); s != nil && len(p) > 0 {
		s.write(Datagrams, p)
	}
}

// Stream is one recorded connection: its number and every byte it read;
// for Datagrams, each datagram too.
type Stream struct {
	Conn      uint32
	Bytes     []byte
	Datagrams [][]byte
}

// ReadRecord reads what RecordTo wrote: each connection's stream, in the
// order the connections opened.
func ReadRecord(data []byte) ([]Stream, error) {
	var out []Stream
	at := map[uint32]int{}
	for len(data) > 0 {
		if len(data) < 8 {
			return out, errors.New("the record ends inside a chunk's head")
		}
		id, n := binary.BigEndian.Uint32(data), int(binary.BigEndian.Uint32(data[4:]))
		data = data[8:]
		if n > len(data) {
			return out, fmt.Errorf("connection %d's chunk of %d bytes is cut short", id, n)
		}
		i, ok := at[id]
		if !ok {
			i = len(out)
			at[id] = i
			out = append(out, Stream{Conn: id})
		}
		out[i].Bytes = append(out[i].Bytes, data[:n]...)
		if id == Datagrams {
			out[i].Datagrams = append(out[i].Datagrams, data[:n:n])
		}
		data = data[n:]
	}
	return out, nil
}
