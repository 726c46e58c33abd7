// Package spec holds the map, embedded alone, so that the engine's
// packages read it without embedding the sounds and the catalogues.
//
// board.json is a copy of ../shared/spec/board.json made by
// scripts/sync-spec.sh; a test keeps the two equal.
package spec

import _ "embed"

// BoardJSON is the map: locations, roads and the country outline.
//
//go:embed board.json
var BoardJSON []byte
