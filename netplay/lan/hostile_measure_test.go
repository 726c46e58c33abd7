package lan

import (
	"bufio"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// memory is this process's memory: the host's, the attackers being in a
// process of their own.
type memory struct {
	rss, hwm   uint64 // VmRSS, VmHWM (bytes)
	anon       uint64 // RssAnon: VmRSS without the program's own pages (its code, read as it runs)
	heap       uint64 // runtime's HeapInuse
	live       uint64 // runtime's HeapAlloc: the heap's objects (all live, just after a GC)
	goroutines int
	stack, sys uint64
}

func (m memory) String() string {
	return fmt.Sprintf("VmRSS %.1f MB (RssAnon %.1f MB), VmHWM %.1f MB, heap in use %.1f MB (objects %.1f MB), %d goroutines (stacks %.1f MB), Go's Sys %.1f MB",
		mb(m.rss), mb(m.anon), mb(m.hwm), mb(m.heap), mb(m.live), m.goroutines, mb(m.stack), mb(m.sys))
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }

func readMemory() memory {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	m := memory{heap: ms.HeapInuse, live: ms.HeapAlloc, goroutines: runtime.NumGoroutine(), stack: ms.StackInuse, sys: ms.Sys}
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return m
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, value, _ := strings.Cut(sc.Text(), ":")
		kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(value), " kB"), 10, 64)
		switch name {
		case "VmRSS":
			m.rss = kb << 10
		case "VmHWM":
			m.hwm = kb << 10
		case "RssAnon":
			m.anon = kb << 10
		}
	}
	return m
}

// resting is the process's memory at rest: collected, and handed back.
func resting() memory {
	runtime.GC()
	debug.FreeOSMemory()
	return readMemory()
}

// resetPeak starts VmHWM again from VmRSS (Linux: clear_refs 5).
func resetPeak() { os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peak samples the memory until stop, keeping the highest.
type peak struct {
	mu   sync.Mutex
	top  memory
	stop chan struct{}
	done chan struct{}
}

func watchPeak() *peak {
	p := &peak{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(p.done)
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			m := readMemory()
			p.mu.Lock()
			p.top.rss, p.top.hwm = max(p.top.rss, m.rss), max(p.top.hwm, m.hwm)
			p.top.heap, p.top.goroutines = max(p.top.heap, m.heap), max(p.top.goroutines, m.goroutines)
			p.top.live = max(p.top.live, m.live)
			p.top.anon, p.top.stack, p.top.sys = max(p.top.anon, m.anon), max(p.top.stack, m.stack), max(p.top.sys, m.sys)
			p.mu.Unlock()
			select {
			case <-p.stop:
				return
			case <-tick.C:
			}
		}
	}()
	return p
}

func (p *peak) end() memory {
	close(p.stop)
	<-p.done
	return p.top
}

// backToRest waits until the process's heap objects (collected) and
// goroutines are back near rest (within slack bytes, and 2 goroutines),
// and returns the memory then. The heap in use may stay a few MB higher:
// spans the runtime keeps with some objects in them, not per connection.
func backToRest(t *testing.T, rest memory, slack uint64, d time.Duration) memory {
	t.Helper()
	deadline := time.Now().Add(d)
	for {
		now := resting()
		if now.live <= rest.live+slack && now.goroutines <= rest.goroutines+2 {
			return now
		}
		if time.Now().After(deadline) {
			t.Fatalf("not back to rest: %v; at rest %v", now, rest)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
