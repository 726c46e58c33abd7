//go:build !js

// Package browser drives a headless Chromium (Debian's chromium, through
// chromedp) for the checks of the browser edition: it starts one on a
// profile of its own, opens the page at a size, reads what the page and
// the game mark (the start-up, the frames, the bots' decisions, what is
// kept in localStorage), presses keys, clicks and takes screenshots, and
// kills Chromium and removes its profile when closed. scripts/webcheck
// and the tests use it; docs/WEB.md says what they measure.
package browser

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// Browser is a headless Chromium with one page. Its methods are not for
// use from several goroutines at once.
type Browser struct {
	ctx     context.Context    // the page's chromedp context
	cancel  context.CancelFunc // the page's, which also kills Chromium
	stop    context.CancelFunc // the allocator's: waits until Chromium is gone
	cmd     *exec.Cmd          // Chromium, the leader of its process group
	profile string
}

// Start starts a headless Chromium (the CHROMIUM environment variable
// names another program) on a fresh profile in a temporary folder, its
// page width×height CSS pixels at a device scale of 1. Close it; when ctx
// ends, Chromium is killed too.
func Start(ctx context.Context, width, height int) (*Browser, error) {
	profile, err := os.MkdirTemp("", "patron-chromium-")
	if err != nil {
		return nil, err
	}
	b := &Browser{profile: profile}
	opts := append(flags(profile, width, height),
		chromedp.ModifyCmdFunc(func(cmd *exec.Cmd) {
			// Its own process group, so that Close kills its helpers too
			// (one left alive writes the profile again); and killed if the
			// thread that started it ends (chromedp keeps that thread).
			cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
			b.cmd = cmd
		}))
	if path := os.Getenv("CHROMIUM"); path != "" {
		opts = append(opts, chromedp.ExecPath(path))
	}
	actx, stop := chromedp.NewExecAllocator(ctx, opts...)
	b.ctx, b.cancel = chromedp.NewContext(actx)
	b.stop = stop
	// The first action starts Chromium, bound to b.ctx (a deadline given
	// to one action later ends that action only).
	_, err = chromedp.Call(b.ctx, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
		Width: int64(width), Height: int64(height), DeviceScaleFactor: 1,
	})
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("starting chromium: %w", err)
	}
	return b, nil
}

// flags are Chromium's: headless, WebGL drawn by the CPU (SwiftShader:
// there is no GPU here), no sandbox (tests run as root), and none of its
// own connections to the internet (update checks, sync, QUIC), which a
// closed network refuses by the dozen.
func flags(profile string, width, height int) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.Flag("headless", "new"),
		chromedp.NoSandbox,
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.WindowSize(width, height),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-quic", true),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
	}
}

// Close kills Chromium and every process of its group and removes its
// profile. It can be called more than once.
func (b *Browser) Close() error {
	b.cancel()
	b.stop()
	if b.cmd != nil && b.cmd.Process != nil {
		syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
	}
	return removeProfile(b.profile)
}

// removeProfile removes the profile, trying again for a few seconds: a
// helper still dying can write into it meanwhile.
func removeProfile(dir string) error {
	var err error
	for end := time.Now().Add(5 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if err = os.RemoveAll(dir); err == nil || time.Now().After(end) {
			break
		}
	}
	if err != nil {
		return errors.Join(errors.New("removing chromium's profile"), err)
	}
	return nil
}
