//go:build !js

package browser

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/chromedp/chromedp"
)

// Open navigates the page to url and waits for its load event (the
// loader page's, not the game's: see WaitMenu).
func (b *Browser) Open(url string) error {
	return chromedp.Do(b.ctx, chromedp.Navigate(url))
}

// Reload reloads the page from the browser's cache (revalidated: a
// server's 304s) and waits for its load event.
func (b *Browser) Reload() error {
	return chromedp.Do(b.ctx, chromedp.Reload())
}

// Eval evaluates a JavaScript expression in the page, waits for it when
// it is a promise, and decodes its value into a T. An expression that is
// undefined or null gives the zero T for a pointer, slice or map, and an
// error otherwise. While the game's start-up holds the page's thread,
// Eval waits for it.
func Eval[T any](b *Browser, expr string) (T, error) {
	return chromedp.Run(b.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
}

// WaitFor evaluates expr every 100 ms until it is true, for at most
// within; what describes the wait in its error. An evaluation that fails
// (the page reloading) is tried again.
func (b *Browser) WaitFor(expr string, within time.Duration, what string) error {
	ctx, cancel := context.WithTimeout(b.ctx, within)
	defer cancel()
	var last error
	for {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!("+expr+")"))
		if err == nil && ok {
			return nil
		}
		if err != nil && ctx.Err() == nil {
			last = err
		}
		select {
		case <-ctx.Done():
			if b.ctx.Err() != nil {
				return b.ctx.Err()
			}
			if last != nil {
				return fmt.Errorf("%s: not within %v (%w)", what, within, last)
			}
			return fmt.Errorf("%s: not within %v", what, within)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// Screenshot is a PNG of the page as it is drawn.
func (b *Browser) Screenshot() ([]byte, error) {
	return chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
}

// SaveScreenshot writes a PNG of the page to path.
func (b *Browser) SaveScreenshot(path string) error {
	png, err := b.Screenshot()
	if err != nil {
		return err
	}
	return os.WriteFile(path, png, 0o644)
}
