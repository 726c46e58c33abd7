// Package assets holds the data files embedded in the binary.
//
// spec/board.json is a copy of ../shared/spec/board.json made by
// scripts/sync-spec.sh; a test keeps the two equal.
package assets

import _ "embed"

// BoardJSON is the map: locations, roads and the country outline.
//
//go:embed spec/board.json
var BoardJSON []byte
