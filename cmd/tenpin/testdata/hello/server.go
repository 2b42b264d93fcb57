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

	tenpin "tenpin/app"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8001", "listen on `ADDR`")
	web := flag.String("web", "web", "the bundle's files")
	flag.Parse()

	routes()
	h, err := tenpin.Handler(tenpin.Options{WebDir: *web})
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
