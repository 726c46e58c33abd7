//go:build !js

package cli

import "testing"

// The metrics listen on loopback unless the operator says otherwise: they
// tell strangers how busy the server is and how near its limits.
func TestTheMetricsListenOnLoopbackUnlessAsked(t *testing.T) {
	for _, c := range []struct {
		args []string
		ok   bool
	}{
		{nil, true},
		{[]string{"--metrics", "127.0.0.1:9464"}, true},
		{[]string{"--metrics", "[::1]:9464"}, true},
		{[]string{"--metrics", "localhost:9464"}, true},
		{[]string{"--metrics", "0.0.0.0:9464"}, false},
		{[]string{"--metrics", ":9464"}, false},
		{[]string{"--metrics", "192.0.2.1:9464"}, false},
		{[]string{"--metrics", "9464"}, false},
		{[]string{"--metrics", ":9464", "--metrics-anywhere"}, true},
	} {
		f, err := parseServe(c.args)
		if (err == nil) != c.ok {
			t.Errorf("serve %v: %v, want accepted: %v", c.args, err, c.ok)
		}
		if err == nil && len(c.args) > 0 && f.metrics != c.args[1] {
			t.Errorf("serve %v: metrics on %q", c.args, f.metrics)
		}
	}
}
