// Command tenpin is the tenpin bowling scoreboard. It is one main package built
// twice, go-app's way: built for js/wasm (web/app.wasm) it runs the app in the
// browser; built natively (bin/tenpin) it is the tiny server, which only serves
// the bundle and the PWA files (no game state lives on the server), or writes
// a static build that any static file server serves as it is.
//
// Usage:
//
//	tenpin [-addr 127.0.0.1:8000] [-web web] [-frame-ancestors "'self'"]
//	tenpin -static DIR [-base /sub/path/] [-web web]
//
// The flags are:
//
//	-addr ADDR
//		listen on ADDR (default 127.0.0.1:8000); port 0 picks a free port.
//		The server prints "tenpin: serving on http://ADDR/" and stops
//		cleanly on SIGINT or SIGTERM.
//	-web DIR
//		the bundle's files, built by make build (default web).
//	-frame-ancestors SOURCES
//		who may show the app in a frame, as space-separated CSP sources:
//		'self', 'none' or origins such as https://club.example
//		(default 'self').
//	-static DIR
//		write a static build into DIR and exit.
//	-base PATH
//		the URL path a static build is published under (default /).
package main
