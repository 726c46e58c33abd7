package scenes

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"

	"patron/netplay/identity"
	"patron/scenes/store"
)

// The player's identity for play across the internet (netplay/identity):
// made on the first use of Play online and kept where the platform keeps
// the settings, beside them (a file on the desktop, written whole or not
// at all and readable by its owner alone; an item of the browser's
// storage). It is the only key to the player's seats: it never leaves but
// as a signature, or as the export code the player asks for.

// identityMax bounds what is read of the identity's file.
const identityMax = 16 << 10

// onlineFolder is where the identity and the pinned servers' keys live
// and what holds them: beside the settings, or, with no settings' file
// (the tests), at the root of the games' store; no name: nowhere.
func onlineFolder(a *App) (store.Backend, string) {
	switch {
	case a.Settings.Path != "" && a.Settings.files != nil:
		if !a.Platform.Files { // the browser's storage names items with slashes
			return a.Settings.files, path.Dir(a.Settings.Path)
		}
		return a.Settings.files, filepath.Dir(a.Settings.Path)
	case a.Store != nil:
		files := a.Store.Files
		if files == nil {
			files = store.Disk{}
		}
		return files, a.Store.Root
	}
	return nil, ""
}

func identityName(dir string, p Platform) string {
	if !p.Files {
		return path.Join(dir, "identity.json")
	}
	return filepath.Join(dir, "identity.json")
}

// knownServersPath is the file of the servers' keys pinned on first use
// (the desktop's; a browser trusts its page's server itself).
func knownServersPath(a *App) string {
	files, dir := onlineFolder(a)
	if files == nil || !a.Platform.Files {
		return ""
	}
	return filepath.Join(dir, "known-servers.json")
}

// errIdentityNotKept is an identity that lives in memory only: there is
// nowhere to keep it (a browser whose storage is off).
var errIdentityNotKept = errors.New("nowhere to keep the identity")

// loadIdentity reads the kept identity; with none kept, it makes one when
// make is set (else nil). A damaged file is an error, never replaced: it
// may be the only copy of the player's seats. With nowhere to keep it,
// the one made lives in memory and errIdentityNotKept comes with it.
func loadIdentity(a *App, make bool) (*identity.Identity, error) {
	files, dir := onlineFolder(a)
	if files == nil {
		if !make {
			return nil, nil
		}
		id, err := identity.New(deviceName())
		if err != nil {
			return nil, err
		}
		return id, errIdentityNotKept
	}
	name := identityName(dir, a.Platform)
	for range 2 {
		data, _, err := files.ReadFile(name, identityMax)
		switch {
		case err == nil:
			return identity.Unmarshal(data)
		case !errors.Is(err, fs.ErrNotExist):
			return nil, err
		case !make:
			return nil, nil
		}
		id, err := identity.New(deviceName())
		if err != nil {
			return nil, err
		}
		// Created only if there is none: two windows making one at once
		// keep the first, and the second reads it.
		if err := files.CreateFile(name, id.Marshal()); !errors.Is(err, fs.ErrExist) {
			return id, err
		}
	}
	return nil, fs.ErrExist
}

// keepIdentity replaces the kept identity with id (an imported one). The
// one it replaces is set aside under its key's short form, never lost.
func keepIdentity(a *App, id *identity.Identity) error {
	files, dir := onlineFolder(a)
	if files == nil {
		return errIdentityNotKept
	}
	name := identityName(dir, a.Platform)
	if old, _, err := files.ReadFile(name, identityMax); err == nil {
		aside := name + ".replaced"
		if was, err := identity.Unmarshal(old); err == nil {
			aside = identityName(dir, a.Platform) + "." + was.Public().Short() + ".replaced"
		}
		if err := files.CreateFile(aside, old); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	return files.WriteFile(name, id.Marshal())
}

// deviceName names this installation in the player's own lists.
func deviceName() string {
	if h, err := os.Hostname(); err == nil && h != "" && h != "js" {
		return h
	}
	return "browser"
}
