//go:build !js

package cli

import (
	"path/filepath"

	"patron/web"
)

// Where `patron serve` finds the browser edition when --web does not say:
// beside the binary, where each package puts it, so that one command on a
// small machine serves the game at https://HOST/ too.
//
//	<exe dir>/web                  the Linux tarball and the Windows zip (patron, web/)
//	<exe dir>/../share/patron/web  installed under a PREFIX (bin/patron, share/patron/web)
//	<exe dir>/../Resources/web     the macOS bundle (Contents/MacOS/patron, Contents/Resources/web)

// webBeside lists the folders looked in for a browser build, first first,
// for a binary at exe.
func webBeside(exe string) []string {
	dir := filepath.Dir(exe)
	return []string{
		filepath.Join(dir, "web"),
		filepath.Join(dir, "..", "share", "patron", "web"),
		filepath.Join(dir, "..", "Resources", "web"),
	}
}

// findWeb is the browser build to serve: the flag's folder when given,
// else the first folder beside exe holding one; "" when none does (the
// server then serves the API only). The symbolic links of exe are
// followed, so that a link in /usr/local/bin finds the build beside the
// real binary.
func findWeb(flag, exe string) string {
	if flag != "" {
		return flag
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	for _, dir := range webBeside(exe) {
		if web.IsBuild(dir) {
			return filepath.Clean(dir)
		}
	}
	return ""
}
