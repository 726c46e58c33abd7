// Package web is `patron web`: a small static server of the browser
// build (scripts/web-build.sh makes it, index.html being this folder's;
// docs/WEB.md says more). The browser build itself does not serve
// (serve_js.go).
package web
