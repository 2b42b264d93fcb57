// Command tenpin is the tenpin bowling scoreboard. It is one main package built
// twice, go-app's way: built for js/wasm (web/app.wasm) it runs the app in the
// browser; built natively (bin/tenpin) it is the tiny server, which only serves
// the bundle and the PWA files (no game state lives on the server), or writes
// a static build that any static file server serves as it is.
//
// Usage:
//
//	tenpin [-addr 127.0.0.1:8000] [-web web] [-frame-ancestors "'self'"]
//	tenpin -static DIR [-base /sub/path/] [-force] [-web web]
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
//		write a static build into DIR and exit. DIR then holds this build
//		and nothing else: the files of an older build there are removed.
//		The build lists its files in DIR/.tenpin-build, and is written
//		inside DIR first and moved into place once complete, so a failed
//		build leaves DIR as it was. A DIR that holds other files is
//		refused (nothing changes) unless -force is given; the file
//		system's root, the home or working folder, the web folder and
//		the folders around it are always refused.
//	-base PATH
//		the URL path a static build is published under (default /).
//	-force
//		with -static: replace DIR even if it holds files that no tenpin
//		build wrote; they are deleted.
package main
