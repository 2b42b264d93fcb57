//go:build browser

package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"testing"
)

// BenchmarkLanguages says what the translations (every catalogue but English) add to the
// wasm: this run's app.wasm next to one built the same way (cmd/wasm) with the englishonly tag,
// which leaves them out (app/languages.go), compressed the same way. The budget: under 30 KB brotli.
func BenchmarkLanguages(b *testing.B) {
	only := filepath.Join(buildDir, "englishonly", "app.wasm")
	for range b.N {
		cmd := exec.Command("go", "run", "./cmd/wasm", "-tags", "englishonly", "-o", only)
		cmd.Dir = moduleDir
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%s: %v\n%s", cmd, err, out)
		}
		if err := precompressCached(only); err != nil {
			b.Fatal(err)
		}
	}
	all := &benchApp{web: webDir}
	en := &benchApp{web: filepath.Dir(only)}
	all.sizes(b)
	en.sizes(b)
	kb := func(v int64) string { return fmt.Sprintf("%+.1f KB", float64(v)/1e3) }
	fmt.Printf("\nlanguages: app.wasm with every catalogue next to English only (-tags englishonly)\n")
	fmt.Printf("%-22s %12s %12s %10s\n", "", "all", "english", "growth")
	for _, r := range []struct {
		label   string
		all, en int64
	}{{"app.wasm raw", all.raw, en.raw}, {"app.wasm gzip -9", all.gz, en.gz}, {"app.wasm brotli -11", all.br, en.br}} {
		fmt.Printf("%-22s %12s %12s %10s\n", r.label, mb(float64(r.all)), mb(float64(r.en)), kb(r.all-r.en))
	}
	fmt.Printf("translations' brotli growth %s, < 30 KB: %s\n", kb(all.br-en.br), verdict(all.br-en.br < 30_000))
	b.ReportMetric(float64(all.br-en.br), "languages-br-bytes")
}
