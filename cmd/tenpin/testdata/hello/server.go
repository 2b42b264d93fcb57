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
	flag.Parse()

	h, err := server.Handler(server.Options{WebDir: *web, Routes: routes})
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
