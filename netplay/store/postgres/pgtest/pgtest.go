//go:build !js

// Package pgtest starts a real PostgreSQL server for a package's tests:
// Debian's postgresql package's initdb in a temporary folder, the server
// listening on a unix socket in that folder only (no port to clash with
// anyone's), stopped and removed when the tests end. One server a test
// package (Main, from TestMain), one database a test (Database).
//
// Without PostgreSQL the tests fail, naming the package to install, unless
// PATRON_NO_POSTGRES=1 is set, when they skip saying so.
package pgtest

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// NoPostgres is the variable that, set to 1, skips the tests that need
// PostgreSQL instead of failing them.
const NoPostgres = "PATRON_NO_POSTGRES"

// Package is the Debian package the tests need.
const Package = "postgresql"

// Server is one PostgreSQL server of the tests' own.
type Server struct {
	dir    string // the temporary folder: data/, the socket, log
	cmd    *exec.Cmd
	exited chan struct{}
	admin  *pgx.Conn // to the postgres database, for CREATE DATABASE
	mu     sync.Mutex
	n      atomic.Int64
}

var (
	server  *Server
	skipped string // why the tests skip, when they do
)

// Main runs a test package's tests with a server of its own: call it from
// TestMain as os.Exit(pgtest.Main(m)). It starts the server before the
// tests and stops it after; when it cannot start one it fails the package
// with the reason (or, with PATRON_NO_POSTGRES=1, lets the tests skip).
func Main(m *testing.M) int {
	if !flag.Parsed() {
		flag.Parse() // for testing.Verbose
	}
	if os.Getenv(NoPostgres) == "1" {
		skipped = NoPostgres + "=1: the tests against a real PostgreSQL do not run"
		return m.Run()
	}
	start := time.Now()
	s, err := Start()
	if err != nil {
		fmt.Fprintf(os.Stderr, "FAIL: the tests need a PostgreSQL server of their own: %v\n", err)
		return 1
	}
	if testing.Verbose() {
		fmt.Fprintf(os.Stderr, "pgtest: PostgreSQL started in %v in %s\n", time.Since(start).Round(time.Millisecond), s.dir)
	}
	server = s
	code := m.Run()
	if err := s.Stop(); err != nil {
		fmt.Fprintf(os.Stderr, "pgtest: stopping PostgreSQL: %v\n", err)
	}
	return code
}

// Database makes a new empty database on the package's server and returns
// its URL. It skips the test when PATRON_NO_POSTGRES=1 is set.
func Database(t testing.TB) string {
	t.Helper()
	if skipped != "" {
		t.Skip(skipped)
	}
	if server == nil {
		t.Fatal("pgtest: no server: the package's TestMain must call pgtest.Main")
	}
	url, err := server.Database()
	if err != nil {
		t.Fatal(err)
	}
	return url
}

// Start initialises a database cluster in a new temporary folder and starts
// a server on it, listening on a unix socket in that folder.
func Start() (*Server, error) {
	bin, err := binaries(debianBinaries)
	if err != nil {
		return nil, err
	}
	cred, err := owner()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(base(cred != nil), "patron-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir}
	if err := s.start(bin, cred); err != nil {
		s.Stop()
		return nil, err
	}
	return s, nil
}

func (s *Server) start(bin string, cred *syscall.Credential) error {
	if cred != nil {
		// The server's user owns the folder and nothing else of ours.
		if err := os.Chown(s.dir, int(cred.Uid), int(cred.Gid)); err != nil {
			return err
		}
	}
	data := filepath.Join(s.dir, "data")
	// No fsync while initdb writes the throwaway cluster (-N); the
	// server itself keeps fsync on, so the benchmarks measure durable
	// commits.
	initdb := s.command(cred, filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-locale", "-N")
	if out, err := initdb.CombinedOutput(); err != nil {
		return fmt.Errorf("initdb: %v: %s", err, out)
	}
	log, err := os.Create(filepath.Join(s.dir, "log"))
	if err != nil {
		return err
	}
	defer log.Close()
	s.cmd = s.command(cred, filepath.Join(bin, "postgres"), "-D", data, "-k", s.dir, "-p", "5432",
		"-c", "listen_addresses=", "-c", "max_connections=200", "-c", "shared_buffers=64MB")
	s.cmd.Stdout, s.cmd.Stderr = log, log
	// Should the tests die without stopping it, the server goes too.
	s.cmd.SysProcAttr.Pdeathsig = syscall.SIGQUIT
	if err := s.cmd.Start(); err != nil {
		return fmt.Errorf("starting postgres: %w", err)
	}
	s.exited = make(chan struct{})
	go func() { s.cmd.Wait(); close(s.exited) }()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for {
		s.admin, err = pgx.Connect(ctx, s.url("postgres"))
		if err == nil {
			return nil
		}
		select {
		case <-s.exited:
			out, _ := os.ReadFile(log.Name())
			return fmt.Errorf("postgres stopped as it started: %s", out)
		case <-ctx.Done():
			return fmt.Errorf("postgres did not answer in a minute: %w", err)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// base is the folder to make the server's in: the system's temporary
// folder, unless another user must reach into it and cannot (TMPDIR under
// root's home, say) or the socket's path would be too long for a unix
// socket; then /tmp.
func base(otherUser bool) string {
	dir := os.TempDir()
	if len(dir) > 60 {
		return "/tmp"
	}
	for d := dir; otherUser; d = filepath.Dir(d) {
		if fi, err := os.Stat(d); err != nil || fi.Mode().Perm()&0o001 == 0 {
			return "/tmp"
		}
		if d == filepath.Dir(d) {
			break
		}
	}
	return dir
}

// command runs name as cred's user (nil: ours), in the server's folder.
func (s *Server) command(cred *syscall.Credential, name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	cmd.Dir = s.dir
	cmd.Env = append(os.Environ(), "LC_ALL=C")
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	return cmd
}

func (s *Server) url(database string) string {
	return fmt.Sprintf("postgres://postgres@/%s?host=%s&port=5432&sslmode=disable", database, s.dir)
}

// Database makes a new empty database and returns its URL.
func (s *Server) Database() (string, error) {
	name := fmt.Sprintf("test_%d", s.n.Add(1))
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, err := s.admin.Exec(context.Background(), "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("pgtest: CREATE DATABASE %s: %w", name, err)
	}
	return s.url(name), nil
}

// Stop stops the server (a fast shutdown: it closes its connections) and
// removes its folder.
func (s *Server) Stop() error {
	var err error
	if s.admin != nil {
		s.admin.Close(context.Background())
	}
	if s.cmd != nil && s.exited != nil {
		s.cmd.Process.Signal(syscall.SIGINT)
		select {
		case <-s.exited:
		case <-time.After(30 * time.Second):
			s.cmd.Process.Kill()
			<-s.exited
			err = errors.New("postgres did not stop in 30 s: killed")
		}
	}
	return errors.Join(err, os.RemoveAll(s.dir))
}

// debianBinaries is where Debian's postgresql package puts initdb, a
// folder a major version.
const debianBinaries = "/usr/lib/postgresql/*/bin/initdb"

// binaries finds the folder of initdb and postgres: the newest of those
// pattern matches, or else the PATH's.
func binaries(pattern string) (string, error) {
	found, _ := filepath.Glob(pattern)
	sort.Slice(found, func(i, j int) bool { return version(found[i]) > version(found[j]) })
	for _, initdb := range found {
		if _, err := os.Stat(filepath.Join(filepath.Dir(initdb), "postgres")); err == nil {
			return filepath.Dir(initdb), nil
		}
	}
	if initdb, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(initdb), nil
	}
	return "", fmt.Errorf("PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin nor on the PATH): "+
		"install Debian's %q package (apt-get install %s), or set %s=1 to skip these tests", Package, Package, NoPostgres)
}

// version is the major version in a path /usr/lib/postgresql/N/bin/initdb.
func version(path string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(path))))
	return n
}

// owner is the user the server runs as: ourselves, unless we are root,
// whom initdb and postgres refuse; then the postgres user Debian's package
// makes, or else nobody.
func owner() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	var tried []string
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			tried = append(tried, err.Error())
			continue
		}
		uid, err1 := strconv.ParseUint(u.Uid, 10, 32)
		gid, err2 := strconv.ParseUint(u.Gid, 10, 32)
		if err1 == nil && err2 == nil && uid != 0 {
			return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), Groups: []uint32{}}, nil
		}
	}
	return nil, fmt.Errorf("running as root, and no user to run PostgreSQL as (%s)", strings.Join(tried, "; "))
}
