//go:build !wasm

package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"tenpin/app/server"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8001", "listen on `ADDR`")
	web := flag.String("web", "web", "the bundle's files")
	static := flag.String("static", "", "write a static build into `DIR` and exit, as tenpin -static does")
	base := flag.String("base", "/", "the URL `PATH` a static build is published under")
	flag.Parse()

	opt := server.Options{WebDir: *web, Base: *base, Routes: routes}
	if *static != "" {
		if err := server.GenerateStatic(*static, opt); err != nil {
			log.Fatal(err)
		}
		return
	}
	h, err := server.Handler(opt)
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("hello: serving on http://%s/\n", ln.Addr())
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()
	srv.Shutdown(context.Background())
}
